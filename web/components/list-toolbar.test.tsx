import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { emptyList, type ListState } from '../lib/list-state';
import { ListToolbar } from './list-toolbar';
import { Table } from './ui/table';

const statuses = [
  { value: 'pending', label: 'Pending' },
  { value: 'completed', label: 'Completed' },
];
const types = [{ value: 'family', label: 'Family' }];
const sorts = [
  { value: 'createdAt:desc', label: 'Newest first' },
  { value: 'caseTitle:asc', label: 'Title A–Z' },
];

function Harness({ onState }: { onState: (s: ListState) => void }) {
  const [state, setState] = useState(emptyList('createdAt'));
  const change = (c: Partial<ListState>) =>
    setState((prev) => {
      const next = { ...prev, ...c, page: c.page ?? 1 };
      onState(next);
      return next;
    });
  return (
    <ListToolbar
      noun="cases"
      state={state}
      onChange={change}
      onClear={() => change(emptyList('createdAt'))}
      filtered={state.q !== '' || state.status !== ''}
      searchPlaceholder="Search"
      statuses={statuses}
      typeLabel="Type"
      types={types}
      sorts={sorts}
    />
  );
}

describe('ListToolbar', () => {
  it('sends the search after typing pauses, and each filter and sort at once, back to page 1', () => {
    vi.useFakeTimers();
    try {
      const seen: ListState[] = [];
      render(<Harness onState={(s) => seen.push(s)} />);
      fireEvent.change(screen.getByLabelText('Search'), { target: { value: ' Avery ' } });
      expect(seen).toHaveLength(0);
      act(() => vi.advanceTimersByTime(350));
      expect(seen.at(-1)).toMatchObject({ q: 'Avery', page: 1 });
      fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'completed' } });
      expect(seen.at(-1)).toMatchObject({ q: 'Avery', status: 'completed' });
      fireEvent.change(screen.getByLabelText('Sort'), { target: { value: 'caseTitle:asc' } });
      expect(seen.at(-1)).toMatchObject({ sort: 'caseTitle', order: 'asc' });
      fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-01-05' } });
      expect(seen.at(-1)).toMatchObject({ from: '2026-01-05' });
      // 'To' may not be before 'From'.
      expect(screen.getByLabelText('To').getAttribute('min')).toBe('2026-01-05');
      fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
      expect(seen.at(-1)).toMatchObject({ q: '', status: '', from: '' });
      expect((screen.getByLabelText('Search') as HTMLInputElement).value).toBe('');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('Table, paged by the server, sortable and stacked', () => {
  const rows = [
    { id: 1, title: 'First' },
    { id: 2, title: 'Second' },
  ];
  it('shows the page it is given, asks for another page and for a sort, and labels cells for the stacked layout', () => {
    const onPage = vi.fn();
    const onSort = vi.fn();
    render(
      <Table<{ id: number; title: string }>
        rowKey="id"
        stacked
        rowTestId="row"
        dataSource={rows}
        sort={{ key: 'title', order: 'asc' }}
        onSort={onSort}
        pagination={{ pageSize: 2, total: 5, current: 2, onChange: onPage }}
        columns={[
          { title: 'Title', dataIndex: 'title', sortKey: 'title' },
          { title: <em>Id</em>, label: 'Number', dataIndex: 'id' },
        ]}
      />,
    );
    // Rows 3–4 of 5 would be page 2: the table shows what it was given, not a slice of it.
    expect(screen.getAllByTestId('row').map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual(['First', 'Second']);
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onPage).toHaveBeenCalledWith(3);
    const header = screen.getByRole('columnheader', { name: /Title/ });
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(within(header).getByRole('button'));
    expect(onSort).toHaveBeenCalledWith('title', 'desc');
    const cells = within(screen.getAllByTestId('row')[0]!).getAllByRole('cell');
    expect(cells.map((c) => c.getAttribute('data-label'))).toEqual(['Title', 'Number']);
  });
});
