// The documents list as the user narrowed and ordered it: filters (type, status, upload dates,
// the search's matches) and one sort, applied in the browser to the list GET /api/documents
// answers (every document of the user, without texts; decision 0044).
import type { DocumentStatus, DocumentSummary } from '../../../../modules/documents/contract';

export type SortKey = 'name' | 'type' | 'date' | 'status' | 'size';
export type SortOrder = 'ascend' | 'descend';
/** `relevance` keeps the search's ranking (only while searching). */
export type ListSort = { key: SortKey; order: SortOrder } | { key: 'relevance' };

export interface ListFilters {
  /** Document types to keep (none: all). */
  types: string[];
  statuses: DocumentStatus[];
  /** Upload dates to keep, inclusive, as YYYY-MM-DD in the user's time zone. */
  from?: string | undefined;
  to?: string | undefined;
}

export const NO_FILTERS: ListFilters = { types: [], statuses: [] };
export const NEWEST_FIRST: ListSort = { key: 'date', order: 'descend' };

/** The type the list shows and filters by: the analysed type, 'Document' once analysed without one, null until then. */
export function typeOf(doc: Pick<DocumentSummary, 'documentType' | 'status'>): string | null {
  return doc.documentType ?? (doc.status === 'completed' ? 'Document' : null);
}

/** The day (YYYY-MM-DD) an ISO instant falls on in the user's time zone. */
export function localDay(iso: string): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

export function filtersActive(f: ListFilters): boolean {
  return f.types.length > 0 || f.statuses.length > 0 || Boolean(f.from) || Boolean(f.to);
}

/** The documents the filters keep; with `matches` (a search's ids, best first) only those, in that order. */
export function filterDocuments(docs: DocumentSummary[], f: ListFilters, matches?: string[]): DocumentSummary[] {
  let kept = docs;
  if (matches) {
    const byId = new Map(docs.map((d) => [d.id, d]));
    kept = matches.map((id) => byId.get(id)).filter((d): d is DocumentSummary => d !== undefined);
  }
  return kept.filter((d) => {
    if (f.types.length > 0 && !f.types.includes(typeOf(d) ?? '')) return false;
    if (f.statuses.length > 0 && !f.statuses.includes(d.status)) return false;
    const day = localDay(d.uploadDate);
    if (f.from && day < f.from) return false;
    if (f.to && day > f.to) return false;
    return true;
  });
}

const STATUS_ORDER: Record<DocumentStatus, number> = { processing: 0, completed: 1, failed: 2 };
const names = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

function compare(a: DocumentSummary, b: DocumentSummary, key: SortKey): number {
  switch (key) {
    case 'name':
      return names.compare(a.fileName, b.fileName);
    case 'type': {
      // Documents without a type yet go last whichever way the column is sorted.
      const ta = typeOf(a);
      const tb = typeOf(b);
      if (ta === null || tb === null) return 0;
      return names.compare(ta, tb);
    }
    case 'date':
      return Date.parse(a.uploadDate) - Date.parse(b.uploadDate);
    case 'status':
      return STATUS_ORDER[a.status] - STATUS_ORDER[b.status];
    case 'size':
      return a.size - b.size;
  }
}

/** A sorted copy; ties keep the newest first. */
export function sortDocuments(docs: DocumentSummary[], sort: ListSort): DocumentSummary[] {
  if (sort.key === 'relevance') return docs;
  const { key, order } = sort;
  const sign = order === 'ascend' ? 1 : -1;
  const untyped = (d: DocumentSummary) => key === 'type' && typeOf(d) === null;
  return [...docs].sort((a, b) => {
    if (untyped(a) !== untyped(b)) return untyped(a) ? 1 : -1;
    return sign * compare(a, b, key) || Date.parse(b.uploadDate) - Date.parse(a.uploadDate) || names.compare(a.id, b.id);
  });
}

/** The types present, for the type filter's choices. */
export function typesIn(docs: DocumentSummary[]): string[] {
  return [...new Set(docs.map(typeOf).filter((t): t is string => t !== null))].sort((a, b) => names.compare(a, b));
}
