import { useMutation } from '@tanstack/react-query';
import { apiResponse } from '../../../lib/api-client';
import { caseUrl } from './get-case';

export const caseReportUrl = (id: number) => `${caseUrl(id)}/report.pdf`;

/** The case's PDF report; the file name is the server's (Content-Disposition), else `{fallback}.pdf`. */
export async function downloadCaseReport({
  id,
  fallbackName,
}: {
  id: number;
  fallbackName: string;
}): Promise<{ blob: Blob; fileName: string }> {
  const response = await apiResponse('GET', caseReportUrl(id), undefined, { headers: { Accept: 'application/pdf' } });
  // The header parser loads with the first download, not with the page (decision 0025).
  const { fileNameFromDisposition } = await import('../../../lib/content-disposition');
  const fileName = fileNameFromDisposition(response.headers.get('Content-Disposition')) ?? `${fallbackName}.pdf`;
  return { blob: await response.blob(), fileName };
}

export function useDownloadCaseReport() {
  return useMutation({ mutationFn: downloadCaseReport, retry: false });
}
