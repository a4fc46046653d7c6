import type { Meta, StoryObj } from '@storybook/react-vite';
import { Table as AntdTable } from 'antd';
import { expect, userEvent, within } from 'storybook/test';
import { Table, type ColumnType } from './table';
import { Tag } from './tag';

interface Row {
  id: number;
  name: string;
  role: string;
}

const rows: Row[] = Array.from({ length: 45 }, (_, i) => ({
  id: i + 1,
  name: `person.${String(i + 1).padStart(2, '0')}`,
  role: i % 3 === 0 ? 'Admin' : 'Client',
}));
const columns: ColumnType<Row>[] = [
  { title: 'Username', dataIndex: 'name' },
  { title: 'Role', dataIndex: 'role', render: (role: string) => <Tag>{role}</Tag> },
  { title: 'Row', key: 'row', render: (_: unknown, row) => `#${row.id}` },
];

const meta = {
  title: 'Shared/Table',
  component: Table<Row>,
  parameters: { layout: 'padded' },
  args: { columns, dataSource: rows.slice(0, 3), rowKey: 'id', size: 'middle', pagination: false },
} satisfies Meta<typeof Table<Row>>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A real table: column headers with scope, one row per record, the render function's output in the cell. */
export const Rows: Story = {
  args: { scroll: { x: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table');
    const headers = within(table).getAllByRole('columnheader');
    await expect(headers.map((h) => h.textContent)).toEqual(['Username', 'Role', 'Row']);
    for (const header of headers) await expect(header).toHaveAttribute('scope', 'col');
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expect(within(table).getByRole('cell', { name: 'person.02' })).toBeVisible();
    await expect(within(table).getByRole('cell', { name: '#3' })).toBeVisible();
    await expect(
      canvasElement.querySelector(
        '.ant-table-wrapper .ant-table.ant-table-medium tbody.ant-table-tbody tr.ant-table-row[data-row-key="1"]',
      ),
    ).not.toBeNull();
    await expect(canvas.queryByRole('list')).toBeNull(); // no pager with pagination={false}
    // Sideways scrolling on, but the columns fit: not a tab stop.
    await expect(canvasElement.querySelector('.ant-table-content')).not.toHaveAttribute('tabindex');
  },
};

/** The text given as locale.emptyText in antd's placeholder row, across every column. */
export const Empty: Story = {
  args: { dataSource: [], locale: { emptyText: <span className="cb-empty-text">No staff accounts yet.</span> } },
  play: async ({ canvasElement }) => {
    const cell = within(canvasElement).getByRole('cell', { name: 'No staff accounts yet.' });
    await expect(cell).toHaveAttribute('colspan', '3');
    await expect(cell.closest('tr')).toHaveClass('ant-table-placeholder');
    await expect(canvasElement.querySelector('.ant-table')).toHaveClass('ant-table-empty');
  },
};

/** 45 rows, 20 a page: three pages; Next, a page button and the keyboard move between them. */
export const Paged: Story = {
  args: { dataSource: rows, pagination: { pageSize: 20, hideOnSinglePage: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table');
    const bodyRows = () => within(table).getAllByRole('row').slice(1);
    await expect(bodyRows()).toHaveLength(20);
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Previous Page' })).toBeDisabled();

    await userEvent.click(canvas.getByRole('button', { name: 'Next Page' }));
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(within(table).getByRole('cell', { name: 'person.21' })).toBeVisible();

    canvas.getByRole('button', { name: 'Page 3' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(bodyRows()).toHaveLength(5);
    await expect(within(table).getByRole('cell', { name: 'person.45' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next Page' })).toBeDisabled();
    await expect(
      canvasElement.querySelector('ul.ant-pagination.ant-pagination-small.ant-table-pagination.ant-table-pagination-end'),
    ).not.toBeNull();
  },
};

/** hideOnSinglePage: no pager while every row fits on one page. */
export const OnePage: Story = {
  args: { dataSource: rows.slice(0, 20), pagination: { pageSize: 20, hideOnSinglePage: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('row')).toHaveLength(21);
    await expect(within(canvasElement).queryByRole('button', { name: /Page/ })).toBeNull();
  },
};

/** On a phone the columns keep their width and the table scrolls sideways inside its box. */
export const PhoneScroll: Story = {
  args: {
    dataSource: rows.slice(0, 2),
    scroll: { x: true },
    columns: [
      ...columns,
      {
        title: 'A long description column',
        key: 'long',
        render: () => <span style={{ whiteSpace: 'nowrap' }}>A rather long text that does not wrap in this column at all</span>,
      },
    ],
  },
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const content = canvasElement.querySelector<HTMLElement>('.ant-table-content')!;
    await expect(getComputedStyle(content).overflowX).toBe('auto');
    await expect(canvasElement.querySelector('.ant-table')).toHaveClass('ant-table-scroll-horizontal');
    // The long cell stays on one line, so the table is wider than its box and scrolls.
    await expect(content.scrollWidth).toBeGreaterThan(content.clientWidth);
    // …and so can be focused and scrolled with the arrow keys.
    await expect(content).toHaveAttribute('tabindex', '0');
  },
};

/** This table above antd's own with the same props: they should look the same (header, rows, pager). */
export const BesideAntd: Story = {
  args: { dataSource: rows.slice(0, 25), pagination: { pageSize: 20, hideOnSinglePage: true } },
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <Table {...args} />
      <AntdTable<Row>
        rowKey="id"
        size="middle"
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        dataSource={rows.slice(0, 25)}
        columns={columns}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const [light, antd] = [...canvasElement.querySelectorAll<HTMLElement>('.ant-table-wrapper')];
    const header = (root: HTMLElement) => root.querySelector('th')!;
    const body = (root: HTMLElement) => root.querySelector('tbody tr.ant-table-row td')!;
    // Same styles from antd's style hook: header and cell sizes, padding and colours match.
    for (const pick of [header, body]) {
      const a = getComputedStyle(pick(light!));
      const b = getComputedStyle(pick(antd!));
      for (const property of ['padding', 'font-weight', 'background-color', 'border-bottom', 'color'] as const) {
        await expect(a.getPropertyValue(property)).toBe(b.getPropertyValue(property));
      }
    }
    await expect(light!.querySelector('tbody')!.getBoundingClientRect().height).toBeCloseTo(
      antd!.querySelector('tbody')!.getBoundingClientRect().height,
      0,
    );
    await expect(light!.querySelector('.ant-pagination-item-active')!.getBoundingClientRect().width).toBeCloseTo(
      antd!.querySelector('.ant-pagination-item-active')!.getBoundingClientRect().width,
      0,
    );
  },
};
