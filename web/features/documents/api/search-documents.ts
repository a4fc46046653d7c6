import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SearchResponse } from '../../../../modules/documents/contract';
import { apiRequest } from '../../../lib/api-client';
import { DOCUMENTS_URL } from './get-documents';

export const searchUrl = (q: string) => `${DOCUMENTS_URL}/search?q=${encodeURIComponent(q)}`;

/**
 * The user's documents matching `q` (full text, ranked), with highlighted snippets; then those found
 * through near spellings of its words (`fuzzy`), with `didYouMean` to show ('Showing results for …').
 */
export async function searchDocuments(q: string, { signal }: { signal?: AbortSignal } = {}): Promise<SearchResponse> {
  return (await apiRequest('GET', searchUrl(q), undefined, { signal })) as SearchResponse;
}

export const searchDocumentsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: [DOCUMENTS_URL, 'search', q],
    queryFn: ({ signal }) => searchDocuments(q, { signal }),
  });

export function useSearchDocuments(q: string) {
  return useQuery({ ...searchDocumentsQueryOptions(q), enabled: q.trim().length > 0 });
}
