// The checks the screen makes before sending a file (SPEC §5): the server checks again, by the bytes.
import { ACCEPTED_EXTENSIONS, MAX_DOCUMENT_BYTES, MESSAGES } from '../../../../modules/documents/contract';

export interface FileProblem {
  title: string;
  description: string;
}

export const ACCEPT_ATTRIBUTE = ACCEPTED_EXTENSIONS.join(',');

export function checkFile(file: { name: string; size: number }): FileProblem | null {
  const dot = file.name.lastIndexOf('.');
  const ext = dot >= 0 ? file.name.slice(dot).toLowerCase() : '';
  if (!(ACCEPTED_EXTENSIONS as readonly string[]).includes(ext))
    return { title: MESSAGES.unsupportedTitle, description: MESSAGES.unsupported };
  if (file.size > MAX_DOCUMENT_BYTES) return { title: MESSAGES.tooLargeTitle, description: MESSAGES.tooLarge };
  return null;
}
