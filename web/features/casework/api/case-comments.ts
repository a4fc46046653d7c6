import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { commentRequest, type CommentResponse } from '../../../../modules/casework/contract';
import { commentListResponse, commentResponse } from '../../../../modules/casework/result-contract';
import { apiRequest } from '../../../lib/api-client';
import { caseUrl } from './get-case';

const commentsUrl = (caseId: number) => `${caseUrl(caseId)}/comments`;

export async function getCaseComments(caseId: number, { signal }: { signal?: AbortSignal } = {}): Promise<CommentResponse[]> {
  return commentListResponse.parse(await apiRequest('GET', commentsUrl(caseId), undefined, { signal }));
}

export const getCaseCommentsQueryOptions = (caseId: number) =>
  queryOptions({ queryKey: [commentsUrl(caseId)], queryFn: ({ signal }) => getCaseComments(caseId, { signal }) });

export function useCaseComments(caseId: number) {
  return useQuery(getCaseCommentsQueryOptions(caseId));
}

export async function postCaseComment({ caseId, content }: { caseId: number; content: string }): Promise<CommentResponse> {
  return commentResponse.parse(await apiRequest('POST', commentsUrl(caseId), commentRequest.parse({ content })));
}

/** SPEC §7: on success the form resets and the comments reload. */
export function usePostCaseComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postCaseComment,
    retry: false,
    onSuccess: (_comment, { caseId }) => queryClient.invalidateQueries({ queryKey: getCaseCommentsQueryOptions(caseId).queryKey }),
  });
}
