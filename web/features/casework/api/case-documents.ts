import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CASE_DOCUMENT_FIELD, type DocumentUploadedResponse } from '../../../../modules/casework/contract';
import { parseAnswer } from './result-schemas';
import { ApiError } from '../../../lib/api-client';
import { caseUrl } from './get-case';
import { getCasesQueryOptions } from './get-cases';

/**
 * Today's upload quota (GET, Document Intelligence's): case attachments count toward it (decision
 * 0061). Here, beside the upload that refreshes it, so the page's first JavaScript does not carry
 * the quota's query, which loads with the attachments' section.
 */
export const UPLOAD_QUOTA_URL = '/api/documents/quota';

const documentsUrl = (caseId: number) => `${caseUrl(caseId)}/documents`;

/** Uploads one file to a case that is not paid yet (multipart, field `document`); the server checks its bytes. */
export async function uploadCaseDocument({ caseId, file }: { caseId: number; file: File }): Promise<DocumentUploadedResponse> {
  const form = new FormData();
  form.append(CASE_DOCUMENT_FIELD, file, file.name);
  const response = await fetch(documentsUrl(caseId), { method: 'POST', credentials: 'include', body: form });
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, response.statusText, text);
  return parseAnswer(Promise.resolve(JSON.parse(text)), (c) => c.documentUploadedResponse);
}

/** Removes a document before the case is paid. */
export async function removeCaseDocument({ caseId, documentId }: { caseId: number; documentId: string }): Promise<void> {
  const response = await fetch(`${documentsUrl(caseId)}/${encodeURIComponent(documentId)}`, { method: 'DELETE', credentials: 'include' });
  if (!response.ok) throw new ApiError(response.status, response.statusText, await response.text());
}

function useInvalidateCase() {
  const queryClient = useQueryClient();
  return (caseId: number) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [caseUrl(caseId)] }),
      queryClient.invalidateQueries({ queryKey: getCasesQueryOptions().queryKey }),
    ]);
}

export function useUploadCaseDocument() {
  const invalidate = useInvalidateCase();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadCaseDocument,
    retry: false,
    onSuccess: (_d, { caseId }) => invalidate(caseId),
    // What is left of today's upload quota, whether this one was counted or refused.
    onSettled: () => queryClient.invalidateQueries({ queryKey: [UPLOAD_QUOTA_URL] }),
  });
}

export function useRemoveCaseDocument() {
  const invalidate = useInvalidateCase();
  return useMutation({ mutationFn: removeCaseDocument, onSuccess: (_d, { caseId }) => invalidate(caseId) });
}
