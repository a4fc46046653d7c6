import { useMutation } from '@tanstack/react-query';
import { apiResponse } from '../../../lib/api-client';
import { ESCALATIONS_URL } from './get-escalations';
import { fileNameFromDisposition } from '../../../lib/content-disposition';

export const escalationReportUrl = (id: number) => `${ESCALATIONS_URL}/${id}/report.pdf`;

export interface ReportFile {
  blob: Blob;
  fileName: string;
}

/** The escalation's PDF report; the file name is the server's (Content-Disposition), else `{fallback}.pdf`. */
export async function downloadEscalationReport({ id, fallbackName }: { id: number; fallbackName: string }): Promise<ReportFile> {
  const response = await apiResponse('GET', escalationReportUrl(id), undefined, { headers: { Accept: 'application/pdf' } });
  const fileName = fileNameFromDisposition(response.headers.get('Content-Disposition')) ?? `${fallbackName}.pdf`;
  return { blob: await response.blob(), fileName };
}

/** Fetches the report; the component hands the file to the browser. Never retried: the user clicks again. */
export function useDownloadEscalationReport() {
  return useMutation({ mutationFn: downloadEscalationReport, retry: false });
}
