import { fireEvent, render, screen, within } from '@testing-library/react';
import { Pagination } from 'antd';
import { describe, expect, it } from 'vitest';
import { jumpTarget, pagerItems, Table } from './table';

/** The items antd's own Pagination lists for a page (its `li`s between Previous and Next). */
function antdItems(current: number, pages: number) {
  const { container, unmount } = render(<Pagination current={current} total={pages * 10} pageSize={10} showSizeChanger={false} />);
  const items = [...container.querySelectorAll('li')]
    .filter((li) => !li.classList.contains('ant-pagination-prev') && !li.classList.contains('ant-pagination-next'))
    .map((li) => {
      if (li.classList.contains('ant-pagination-jump-prev')) return 'jump-prev';
      if (li.classList.contains('ant-pagination-jump-next')) return 'jump-next';
      return Number(li.textContent);
    });
  unmount();
  return items;
}

describe('pagerItems', () => {
  it('lists every page up to seven', () => {
    expect(pagerItems(1, 1)).toEqual([1]);
    expect(pagerItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('lists the first, the last, the current page with its neighbours, and a jump where pages are left out', () => {
    expect(pagerItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'jump-next', 20]);
    expect(pagerItems(10, 20)).toEqual([1, 'jump-prev', 9, 10, 11, 'jump-next', 20]);
    expect(pagerItems(20, 20)).toEqual([1, 'jump-prev', 16, 17, 18, 19, 20]);
  });

  it('lists what antd’s own pager lists, for every page of 1 to 12 pages', () => {
    for (let pages = 1; pages <= 12; pages += 1)
      for (let current = 1; current <= pages; current += 1)
        expect(pagerItems(current, pages), `page ${current} of ${pages}`).toEqual(antdItems(current, pages));
  });

  it('jumps five pages, not past the first or the last', () => {
    expect(jumpTarget('jump-prev', 10, 20)).toBe(5);
    expect(jumpTarget('jump-prev', 4, 20)).toBe(1);
    expect(jumpTarget('jump-next', 10, 20)).toBe(15);
    expect(jumpTarget('jump-next', 18, 20)).toBe(20);
  });
});

describe('Table', () => {
  const rows = Array.from({ length: 95 }, (_, i) => ({ id: i + 1, name: `row ${i + 1}` }));
  const columns = [{ title: 'Name', dataIndex: 'name' as const }];

  it('shows a page at a time and moves by page, jump and Previous', () => {
    render(<Table rowKey="id" dataSource={rows} columns={columns} pagination={{ pageSize: 10 }} />);
    const names = () =>
      within(screen.getByRole('table'))
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(names()).toEqual(rows.slice(0, 10).map((r) => r.name));
    fireEvent.click(screen.getByRole('button', { name: 'Next 5 Pages' }));
    expect(screen.getByRole('button', { name: 'Page 6' }).getAttribute('aria-current')).toBe('page');
    expect(names()[0]).toBe('row 51');
    fireEvent.keyDown(screen.getByRole('button', { name: 'Page 10' }), { key: 'Enter' });
    expect(names()).toEqual(['row 91', 'row 92', 'row 93', 'row 94', 'row 95']);
    fireEvent.click(screen.getByRole('button', { name: 'Previous Page' }));
    expect(names()[0]).toBe('row 81');
  });

  it('stays on the last page there is when rows go away', () => {
    const { rerender } = render(<Table rowKey="id" dataSource={rows} columns={columns} pagination={{ pageSize: 10 }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Page 10' }));
    rerender(<Table rowKey="id" dataSource={rows.slice(0, 25)} columns={columns} pagination={{ pageSize: 10 }} />);
    expect(screen.getByRole('button', { name: 'Page 3' }).getAttribute('aria-current')).toBe('page');
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['row 21', 'row 22', 'row 23', 'row 24', 'row 25']);
  });

  it('uses the key field by default and passes value, record and index to render', () => {
    render(
      <Table
        pagination={false}
        dataSource={[
          { key: 'a', n: 2 },
          { key: 'b', n: 3 },
        ]}
        columns={[{ title: 'Twice', dataIndex: 'n', render: (n: number, record, index) => `${record.key}:${n * 2}:${index}` }]}
      />,
    );
    const rowsShown = screen.getAllByRole('row').slice(1);
    expect(rowsShown.map((r) => r.getAttribute('data-row-key'))).toEqual(['a', 'b']);
    expect(rowsShown.map((r) => r.textContent)).toEqual(['a:4:0', 'b:6:1']);
  });
});
