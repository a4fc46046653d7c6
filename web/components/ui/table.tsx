// antd's Table for what the app's tables use (columns with title, dataIndex, key and render; rowKey;
// size; horizontal scrolling; an empty text; a page at a time): the same markup, class names and
// antd's own styles (its style hooks), without the filter tree, sorter, selection checkboxes and
// radios, menu, dropdown, spinner, virtual list and the pager's page-size Select that antd's Table
// brings (≈ 60 KiB gzipped; docs/decisions/0023-light-table.md). Import it as antd's:
// `import { Table } from '<…>/components/ui/table'`.
//
// The pager is antd's pagination markup for a table (`ant-table-pagination`, the small size beside a
// small or medium table, the same page list with "•••" jumps by five), without antd's size changer
// (shown by antd past 50 rows) or quick jumper. Unlike antd's, each page is a focusable button with
// an accessible name ("Page 2", the current one `aria-current="page"`), and Previous / Next are real
// buttons.
import { useContext, useLayoutEffect, useRef, useState, type Key, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { DoubleLeftOutlined, DoubleRightOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { ConfigContext } from 'antd/es/config-provider';
import useCSSVarCls from 'antd/es/config-provider/hooks/useCSSVarCls';
import usePaginationStyle from 'antd/es/pagination/style';
import useStyle from 'antd/es/table/style';
import './table.css';

export interface ColumnType<T> {
  title: ReactNode;
  /** The record's field shown in the cell (and given to `render` as its value). */
  dataIndex?: keyof T & string;
  /** The column's identity when it has no `dataIndex`. */
  key?: string;
  /** antd's signature: the value's type follows dataIndex, so it is `any` here as there. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- antd's ColumnType signature; `unknown` would reject every typed render
  render?: (value: any, record: T, index: number) => ReactNode;
  /** The server's sort key: the header becomes a button that sorts by it (`TableProps.sort`). */
  sortKey?: string;
  /** The column's name in a stacked row (`stacked`), when `title` is not plain text. */
  label?: string;
}

export type SortOrder = 'asc' | 'desc';

export interface TablePagination {
  /** Rows per page (antd's default: 10). */
  pageSize?: number;
  /** No pager when every row fits on one page. */
  hideOnSinglePage?: boolean;
  /**
   * Paged by the server: `dataSource` is page `current` of `total` rows, and `onChange` asks for
   * another page. Without `total` the table pages `dataSource` itself.
   */
  current?: number;
  total?: number;
  onChange?: (page: number) => void;
}

export interface TableProps<T> {
  columns: readonly ColumnType<T>[];
  dataSource: readonly T[];
  /** The record's field (or a function) that identifies a row; antd's default is the `key` field. */
  rowKey?: (keyof T & string) | ((record: T) => Key);
  size?: 'small' | 'middle' | 'large';
  /** `false`: every row at once. */
  pagination?: false | TablePagination;
  /** `{ x: true }`: the table scrolls sideways inside its box when its columns are wider than it. */
  scroll?: { x: true };
  locale?: { emptyText?: ReactNode };
  className?: string;
  /** The order the rows are in (shown on the column with that `sortKey`), and a header's click. */
  sort?: { key: string; order: SortOrder };
  onSort?: (key: string, order: SortOrder) => void;
  /**
   * Below 768 px each row is a stack of "column: value" lines (the same columns, no sideways
   * scroll; web/styles.css `.cb-table-stacked`).
   */
  stacked?: boolean;
  /** A `data-testid` on every row (tests find a row by what it shows). */
  rowTestId?: string;
}

const DEFAULT_PAGE_SIZE = 10;

/** A page number, or an ellipsis that jumps five pages back or forward. */
export type PagerItem = number | 'jump-prev' | 'jump-next';

/**
 * The pages the pager lists for page `current` of `pages`, as rc-pagination lists them (buffer of two
 * pages either side, not `showLessItems`): every page up to 7, otherwise the first, the last, the
 * current with its neighbours and a jump on the side(s) with pages left out.
 */
export function pagerItems(current: number, pages: number): PagerItem[] {
  const buffer = 2;
  if (pages <= 3 + buffer * 2) return Array.from({ length: pages }, (_, i) => i + 1);
  let left = Math.max(1, current - buffer);
  let right = Math.min(current + buffer, pages);
  if (current - 1 <= buffer) right = 1 + buffer * 2;
  if (pages - current <= buffer) left = pages - buffer * 2;
  const jumpPrev = current - 1 >= buffer * 2 && current !== 1 + 2;
  const jumpNext = pages - current >= buffer * 2 && current !== pages - 2;
  if (jumpPrev && right !== pages) left += 1;
  if (jumpNext && left !== 1) right -= 1;
  const items: PagerItem[] = [];
  if (left !== 1) items.push(1);
  if (jumpPrev) items.push('jump-prev');
  for (let page = left; page <= right; page += 1) items.push(page);
  if (jumpNext) items.push('jump-next');
  if (right !== pages) items.push(pages);
  return items;
}

/** The page a jump lands on (rc-pagination: five pages, within the first and the last). */
export const jumpTarget = (item: 'jump-prev' | 'jump-next', current: number, pages: number) =>
  item === 'jump-prev' ? Math.max(1, current - 5) : Math.min(pages, current + 5);

/** Enter or Space on an element that acts as a button. */
const onActivate = (action: () => void) => (event: KeyboardEvent) => {
  if (event.key === 'Enter' || event.key === ' ') {
    event.preventDefault();
    action();
  }
};

function Pager({ current, pages, small, onChange }: { current: number; pages: number; small: boolean; onChange: (page: number) => void }) {
  const { getPrefixCls } = useContext(ConfigContext);
  const prefixCls = getPrefixCls('pagination');
  const tablePrefixCls = getPrefixCls('table');
  const [hashId, cssVarCls] = usePaginationStyle(prefixCls);
  const items = pagerItems(current, pages);
  const step = (disabled: boolean, cls: 'prev' | 'next', title: string, icon: ReactNode, page: number) => (
    <li title={title} className={`${prefixCls}-${cls}${disabled ? ` ${prefixCls}-disabled` : ''}`} aria-disabled={disabled}>
      <button className={`${prefixCls}-item-link`} type="button" disabled={disabled} aria-label={title} onClick={() => onChange(page)}>
        {icon}
      </button>
    </li>
  );
  return (
    <ul
      className={[
        prefixCls,
        small && `${prefixCls}-small ${prefixCls}-mini`,
        `${tablePrefixCls}-pagination ${tablePrefixCls}-pagination-end`,
        hashId,
        cssVarCls,
      ]
        .filter(Boolean)
        .join(' ')}
    >
      {step(current <= 1, 'prev', 'Previous Page', <LeftOutlined />, current - 1)}
      {items.map((item, index) => {
        const before = items[index + 1] === 'jump-next';
        const after = items[index - 1] === 'jump-prev';
        if (typeof item === 'number') {
          const active = item === current;
          const cls = [
            `${prefixCls}-item`,
            `${prefixCls}-item-${item}`,
            active && `${prefixCls}-item-active`,
            after && `${prefixCls}-item-after-jump-prev`,
            before && `${prefixCls}-item-before-jump-next`,
          ];
          return (
            <li key={item} title={String(item)} className={cls.filter(Boolean).join(' ')}>
              <a
                role="button"
                tabIndex={0}
                aria-label={`Page ${item}`}
                aria-current={active ? 'page' : undefined}
                onClick={() => onChange(item)}
                onKeyDown={onActivate(() => onChange(item))}
              >
                {item}
              </a>
            </li>
          );
        }
        const title = item === 'jump-prev' ? 'Previous 5 Pages' : 'Next 5 Pages';
        const go = () => onChange(jumpTarget(item, current, pages));
        return (
          <li key={item} title={title} className={`${prefixCls}-${item} ${prefixCls}-${item}-custom-icon`}>
            <a className={`${prefixCls}-item-link`} role="button" tabIndex={0} aria-label={title} onClick={go} onKeyDown={onActivate(go)}>
              <div className={`${prefixCls}-item-container`}>
                {item === 'jump-prev' ? (
                  <DoubleLeftOutlined className={`${prefixCls}-item-link-icon`} />
                ) : (
                  <DoubleRightOutlined className={`${prefixCls}-item-link-icon`} />
                )}
                <span className={`${prefixCls}-item-ellipsis`}>•••</span>
              </div>
            </a>
          </li>
        );
      })}
      {step(current >= pages, 'next', 'Next Page', <RightOutlined />, current + 1)}
    </ul>
  );
}

/** Whether the element's content is wider than it (so it scrolls sideways), kept up to date as either resizes. */
function useOverflowsSideways(ref: RefObject<HTMLElement | null>, enabled: boolean) {
  const [overflows, setOverflows] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!enabled || !element) return;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [ref, enabled]);
  return enabled && overflows;
}

/** A sortable column's header: a button that sorts by it (ascending first, then the other way). */
function SortHeader({
  title,
  sortKey,
  sort,
  onSort,
}: {
  title: ReactNode;
  sortKey: string;
  sort?: TableProps<unknown>['sort'];
  onSort: (key: string, order: SortOrder) => void;
}) {
  const active = sort?.key === sortKey ? sort.order : undefined;
  return (
    <button type="button" className="cb-sort-header" onClick={() => onSort(sortKey, active === 'asc' ? 'desc' : 'asc')}>
      {title}
      <span aria-hidden className="cb-sort-mark">
        {active === 'asc' ? '▲' : active === 'desc' ? '▼' : '↕'}
      </span>
    </button>
  );
}

export function Table<T>({
  columns,
  dataSource,
  rowKey,
  size = 'large',
  pagination,
  scroll,
  locale,
  className,
  sort,
  onSort,
  stacked = false,
  rowTestId,
}: TableProps<T>) {
  const { getPrefixCls, direction } = useContext(ConfigContext);
  const prefixCls = getPrefixCls('table');
  const rootCls = useCSSVarCls(prefixCls);
  const [hashId, cssVarCls] = useStyle(prefixCls, rootCls);
  const [page, setPage] = useState(1);
  const contentRef = useRef<HTMLDivElement>(null);
  const scrollable = useOverflowsSideways(contentRef, scroll?.x === true);

  const serverPaged = pagination !== false && pagination?.total !== undefined;
  const rowCount = serverPaged ? pagination.total! : dataSource.length;
  const pageSize = pagination === false ? dataSource.length : (pagination?.pageSize ?? DEFAULT_PAGE_SIZE);
  const pages = pagination === false ? 1 : Math.max(1, Math.ceil(rowCount / pageSize));
  // Rows removed since (a refetch): stay on the last page there is, as antd does.
  const current = serverPaged ? (pagination.current ?? 1) : Math.min(page, pages);
  const rows = pagination === false || serverPaged ? dataSource : dataSource.slice((current - 1) * pageSize, current * pageSize);
  const showPager = pagination !== false && rowCount > 0 && !(pagination?.hideOnSinglePage && rowCount <= pageSize);
  const turnPage = (next: number) => {
    if (pagination && pagination.onChange) pagination.onChange(next);
    if (!serverPaged) setPage(next);
  };
  const labelOf = (column: ColumnType<T>) => column.label ?? (typeof column.title === 'string' ? column.title : undefined);

  const keyOf = (record: T, index: number): Key => {
    if (typeof rowKey === 'function') return rowKey(record);
    const value = (record as Record<string, unknown>)[rowKey ?? 'key'];
    return typeof value === 'string' || typeof value === 'number' ? value : index;
  };
  const empty = dataSource.length === 0;
  const cell = `${prefixCls}-cell`;

  return (
    <div
      className={[
        cssVarCls,
        rootCls,
        `${prefixCls}-wrapper`,
        direction === 'rtl' && `${prefixCls}-wrapper-rtl`,
        stacked && 'cb-table-stacked',
        className,
        hashId,
      ]
        .filter(Boolean)
        .join(' ')}
    >
      <div
        className={[
          prefixCls,
          size === 'middle' && `${prefixCls}-medium`,
          size === 'small' && `${prefixCls}-small`,
          empty && `${prefixCls}-empty`,
          scroll?.x && `${prefixCls}-scroll-horizontal`,
          direction === 'rtl' && `${prefixCls}-rtl`,
          cssVarCls,
          rootCls,
          hashId,
        ]
          .filter(Boolean)
          .join(' ')}
      >
        <div className={`${prefixCls}-container`}>
          {/* Scrolled by keyboard too: focusable while its columns are wider than it (axe's scrollable-region-focusable). */}
          <div
            ref={contentRef}
            className={`${prefixCls}-content`}
            style={scroll?.x ? { overflowX: 'auto', overflowY: 'hidden' } : undefined}
            tabIndex={scrollable ? 0 : undefined}
          >
            <table style={scroll?.x ? { width: 'auto', minWidth: '100%', tableLayout: 'auto' } : { tableLayout: 'auto' }}>
              <thead className={`${prefixCls}-thead`}>
                <tr>
                  {columns.map((column, index) => {
                    const sorted = column.sortKey !== undefined && sort?.key === column.sortKey;
                    return (
                      <th
                        key={column.key ?? column.dataIndex ?? index}
                        className={cell}
                        scope="col"
                        aria-sort={sorted ? (sort.order === 'asc' ? 'ascending' : 'descending') : undefined}
                      >
                        {column.sortKey !== undefined && onSort ? (
                          <SortHeader title={column.title} sortKey={column.sortKey} sort={sort} onSort={onSort} />
                        ) : (
                          column.title
                        )}
                      </th>
                    );
                  })}
                </tr>
              </thead>
              <tbody className={`${prefixCls}-tbody`}>
                {empty ? (
                  <tr className={`${prefixCls}-placeholder`}>
                    <td className={cell} colSpan={columns.length}>
                      {locale?.emptyText ?? 'No data'}
                    </td>
                  </tr>
                ) : (
                  rows.map((record, index) => {
                    const key = keyOf(record, index);
                    return (
                      <tr key={key} className={`${prefixCls}-row ${prefixCls}-row-level-0`} data-row-key={key} data-testid={rowTestId}>
                        {columns.map((column, columnIndex) => {
                          const value = column.dataIndex === undefined ? undefined : record[column.dataIndex];
                          return (
                            <td
                              key={column.key ?? column.dataIndex ?? columnIndex}
                              className={cell}
                              data-label={stacked ? labelOf(column) : undefined}
                            >
                              {column.render ? column.render(value, record, index) : (value as ReactNode)}
                            </td>
                          );
                        })}
                      </tr>
                    );
                  })
                )}
              </tbody>
            </table>
          </div>
        </div>
      </div>
      {showPager && <Pager current={current} pages={pages} small={size !== 'large'} onChange={turnPage} />}
    </div>
  );
}
