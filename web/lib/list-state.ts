import { useState } from 'react';

/** What a list shows: its search, filters, order and page (sent to the server as its query). */
export interface ListState {
  q: string;
  status: string;
  /** The list's kind filter (a case's category, an escalation's urgency); '' for all. */
  type: string;
  from: string;
  to: string;
  sort: string;
  order: 'asc' | 'desc';
  page: number;
}

export const LIST_PAGE_SIZE = 10;

export const emptyList = (sort: string, order: 'asc' | 'desc' = 'desc'): ListState => ({
  q: '',
  status: '',
  type: '',
  from: '',
  to: '',
  sort,
  order,
  page: 1,
});

/** The list's state; a change of anything but the page starts again at page 1. */
export function useListState(initial: ListState) {
  const [state, setState] = useState(initial);
  const update = (change: Partial<ListState>) =>
    setState((prev) => ({ ...prev, ...change, page: change.page ?? (Object.keys(change).length > 0 ? 1 : prev.page) }));
  const filtered = state.q !== '' || state.status !== '' || state.type !== '' || state.from !== '' || state.to !== '';
  /** The table's order and pages, tied to this state (a list of `total` rows on the server). */
  const tableProps = (total: number) => ({
    sort: { key: state.sort, order: state.order },
    onSort: (sort: string, order: 'asc' | 'desc') => update({ sort, order }),
    pagination: {
      pageSize: LIST_PAGE_SIZE,
      total,
      current: state.page,
      onChange: (page: number) => update({ page }),
      hideOnSinglePage: true,
    },
  });
  return { state, update, filtered, tableProps, reset: () => setState({ ...initial, sort: state.sort, order: state.order }) };
}
