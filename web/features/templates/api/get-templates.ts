import { queryOptions, useQuery } from '@tanstack/react-query';
import { templateListResponse, type TemplateSummary } from '../../../../modules/templates/contract';
import { apiRequest } from '../../../lib/api-client';

export const TEMPLATES_URL = '/api/templates';

/** The letter library, by category and name. */
export async function getTemplates({ signal }: { signal?: AbortSignal } = {}): Promise<TemplateSummary[]> {
  return templateListResponse.parse(await apiRequest('GET', TEMPLATES_URL, undefined, { signal }));
}

export const getTemplatesQueryOptions = () =>
  queryOptions({
    queryKey: [TEMPLATES_URL],
    queryFn: ({ signal }) => getTemplates({ signal }),
  });

export function useTemplates() {
  return useQuery(getTemplatesQueryOptions());
}
