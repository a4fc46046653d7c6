// The admin upload of a directory CSV (POST /api/admin/directory/import): its field, size limit and
// words. contract.ts re-exports it (the web app imports contracts only). Browser-safe: no imports.

/** The multipart field that carries the file. */
export const IMPORT_FILE_FIELD = 'file';
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const IMPORT_MESSAGES = {
  missing: `Choose a CSV file to upload (multipart field "${IMPORT_FILE_FIELD}")`,
  tooLarge: `The CSV file must be at most ${IMPORT_MAX_BYTES / 1024 / 1024} MB`,
  notText: 'The file is not UTF-8 text. Save it as CSV (UTF-8) and upload it again.',
  empty: 'The CSV file is empty',
  rejected: (rejected: number, total: number) => `${rejected} of ${total} rows were rejected; nothing was imported`,
} as const;

/** The import's report (the CLI prints it; the routes answer it, with 422 when rows were rejected). */
export interface ImportReport {
  total: number;
  /** New listings. */
  imported: number;
  /** Listings already there whose row changed. */
  updated: number;
  /** Rows exactly as already listed (re-importing a file changes nothing). */
  unchanged: number;
  rejected: { line: number; reasons: string[] }[];
}
