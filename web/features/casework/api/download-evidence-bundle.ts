import { useMutation } from '@tanstack/react-query';
import { apiResponse } from '../../../lib/api-client';
import { caseUrl } from './get-case';

export const caseBundleUrl = (id: number) => `${caseUrl(id)}/bundle`;

/**
 * The case's evidence bundle (a zip: its documents, their upload hashes, the hash-chained history,
 * the anchor and verify.mjs); the file name is the server's (Content-Disposition), else `case-{id}-evidence.zip`.
 */
export async function downloadEvidenceBundle({ id }: { id: number }): Promise<{ blob: Blob; fileName: string }> {
  const response = await apiResponse('GET', caseBundleUrl(id), undefined, { headers: { Accept: 'application/zip' } });
  const { fileNameFromDisposition } = await import('../../../lib/content-disposition');
  const fileName = fileNameFromDisposition(response.headers.get('Content-Disposition')) ?? `case-${id}-evidence.zip`;
  return { blob: await response.blob(), fileName };
}

export function useDownloadEvidenceBundle() {
  // Never retried: a refused file (its bytes changed) stays refused, and each try is logged.
  return useMutation({ mutationFn: downloadEvidenceBundle, retry: false });
}
