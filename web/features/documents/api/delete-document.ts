import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { documentUrl } from './get-document';
import { getDocumentsQueryOptions } from './get-documents';

export async function deleteDocument(id: string): Promise<void> {
  await apiRequest('DELETE', documentUrl(id));
}

/** Deletes one document; the list (and any search) is read again. */
export function useDeleteDocument() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteDocument,
    onSuccess: () => client.invalidateQueries({ queryKey: getDocumentsQueryOptions().queryKey }),
  });
}
