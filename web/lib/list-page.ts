import { apiResponse } from './api-client';
import { LIST_PAGE_SIZE, type ListState } from './list-state';

/** The header the server's lists carry the number of matching rows in (infra/http/list-query.ts). */
const TOTAL_COUNT_HEADER = 'X-Total-Count';

/** A query string for a list: parameters left out when empty. */
export function listQueryString(params: Record<string, string | number | readonly string[] | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length > 0) search.set(key, value.join(','));
    } else search.set(key, String(value));
  }
  const s = search.toString();
  return s ? `?${s}` : '';
}

/** One page of a server-paged list, and how many rows match in all. */
export interface ListPage<T> {
  rows: T[];
  total: number;
}

/**
 * GETs one page of a list: the state as the endpoint's query (`type` sent under `typeParam`), the
 * rows parsed by `parse`, the total from X-Total-Count.
 */
export async function getListPage<T>(
  url: string,
  state: ListState,
  typeParam: string,
  parse: (body: unknown) => T[],
  signal?: AbortSignal,
): Promise<ListPage<T>> {
  const query = listQueryString({
    q: state.q,
    status: state.status,
    [typeParam]: state.type,
    from: state.from,
    to: state.to,
    sort: state.sort,
    order: state.order,
    page: state.page,
    pageSize: LIST_PAGE_SIZE,
  });
  const response = await apiResponse('GET', `${url}${query}`, undefined, { signal });
  const rows = parse(await response.json());
  const total = Number(response.headers.get(TOTAL_COUNT_HEADER) ?? rows.length);
  return { rows, total: Number.isFinite(total) ? total : rows.length };
}
