import { queryOptions, useQuery } from '@tanstack/react-query';
import { templateResponse, type TemplateResponse } from '../../../../modules/templates/contract';
import { apiRequest } from '../../../lib/api-client';
import { TEMPLATES_URL } from './get-templates';

export const templateUrl = (id: string) => `${TEMPLATES_URL}/${encodeURIComponent(id)}`;

/** One template with its text and variables. */
export async function getTemplate(id: string, { signal }: { signal?: AbortSignal } = {}): Promise<TemplateResponse> {
  return templateResponse.parse(await apiRequest('GET', templateUrl(id), undefined, { signal }));
}

export const getTemplateQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [templateUrl(id)],
    queryFn: ({ signal }) => getTemplate(id, { signal }),
  });

export function useTemplate(id: string | undefined) {
  return useQuery({ ...getTemplateQueryOptions(id ?? ''), enabled: id !== undefined });
}
