import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IMPORT_FILE_FIELD, type ImportReport } from '../../../../modules/directory/contract';
import { ApiError } from '../../../lib/api-client';
import { DIRECTORY_LISTINGS_URL } from './directory-listings';

export const DIRECTORY_IMPORT_URL = '/api/admin/directory/import';

/** The import's answer: the report, with the server's message when rows were rejected (nothing imported). */
export type ImportOutcome = ImportReport & { message?: string };

function isReport(v: unknown): v is ImportOutcome {
  return (
    typeof v === 'object' && v !== null && Array.isArray((v as ImportReport).rejected) && typeof (v as ImportReport).total === 'number'
  );
}

/**
 * POST /api/admin/directory/import (multipart, field `file`). A file with rejected rows answers 422
 * with the report: that is an outcome to show, not a failure; any other non-OK answer throws.
 */
export async function importDirectoryCsv(file: File): Promise<ImportOutcome> {
  const form = new FormData();
  form.append(IMPORT_FILE_FIELD, file, file.name);
  const response = await fetch(DIRECTORY_IMPORT_URL, { method: 'POST', credentials: 'include', body: form });
  const text = await response.text();
  if (response.ok || response.status === 422) {
    const body: unknown = JSON.parse(text);
    if (isReport(body)) return body;
  }
  throw new ApiError(response.status, response.statusText, text);
}

export function useImportDirectory() {
  const queryClient = useQueryClient();
  // The listings card below shows what the import added or changed.
  return useMutation({
    mutationFn: importDirectoryCsv,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [DIRECTORY_LISTINGS_URL] }),
  });
}
