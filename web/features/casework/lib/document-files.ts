// The case form's file checks before anything is sent (SPEC.md §5): extension and size. The
// server checks the bytes themselves (magic numbers) and answers the same words.
import { CASE_DOCUMENT_EXTENSIONS, CASE_DOCUMENT_MAX_BYTES, CASE_DOCUMENTS_MAX, MESSAGES } from '../../../../modules/casework/contract';

export interface FileProblem {
  title: string;
  description: string;
}

/** The picker's `accept` attribute. */
export const CASE_DOCUMENT_ACCEPT = CASE_DOCUMENT_EXTENSIONS.join(',');

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
};

/** What is wrong with a chosen file, or null when it may be uploaded. */
export function checkCaseDocument(file: Pick<File, 'name' | 'size'>): FileProblem | null {
  if (!(CASE_DOCUMENT_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) {
    return { title: MESSAGES.invalidFileTypeTitle, description: MESSAGES.invalidFileType };
  }
  if (file.size > CASE_DOCUMENT_MAX_BYTES) return { title: MESSAGES.fileTooLargeTitle, description: MESSAGES.fileTooLarge };
  if (file.size === 0) return { title: MESSAGES.invalidFileTypeTitle, description: MESSAGES.invalidFileType };
  return null;
}

/** Whether one more file fits on the case. */
export const roomForAnother = (count: number) => count < CASE_DOCUMENTS_MAX;

/** '1.2 MB', '340 KB'. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}
