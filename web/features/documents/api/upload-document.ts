import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UPLOAD_FIELD, type DocumentSummary } from '../../../../modules/documents/contract';
import { ApiError } from '../../../lib/api-client';
import { getDocumentsQueryOptions } from './get-documents';
import { getUploadQuotaQueryOptions } from './get-upload-quota';

export const UPLOAD_URL = '/api/documents/upload';

export interface UploadInput {
  file: File;
  /** The share of the file sent so far, 0–100 (the browser's real upload progress). */
  onProgress?: (percent: number) => void;
}

/**
 * Sends one file as multipart/form-data (field "document"). XMLHttpRequest rather than fetch:
 * only it reports how much of the body was sent. A non-OK answer becomes an ApiError like every call.
 */
export function uploadDocument({ file, onProgress }: UploadInput): Promise<DocumentSummary> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', UPLOAD_URL);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && onProgress) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) resolve(JSON.parse(xhr.responseText) as DocumentSummary);
      else reject(new ApiError(xhr.status, xhr.statusText, xhr.responseText));
    };
    xhr.onerror = () => reject(new Error('The upload could not reach the server. Check your connection and try again.'));
    const form = new FormData();
    form.append(UPLOAD_FIELD, file, file.name);
    xhr.send(form);
  });
}

/** Never retried: the user chooses the file again. The list is read again on success, today's quota after any answer. */
export function useUploadDocument() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: uploadDocument,
    retry: false,
    onSuccess: () => client.invalidateQueries({ queryKey: getDocumentsQueryOptions().queryKey }),
    onSettled: () => client.invalidateQueries({ queryKey: getUploadQuotaQueryOptions().queryKey }),
  });
}
