// A file's type from its bytes alone: an upload named "report.pdf" that holds a PNG is a PNG.
import { fileTypeFromBuffer } from 'file-type';
import type { DocumentKind } from './types.js';

const EXTENSIONS: Record<DocumentKind, string[]> = {
  pdf: ['pdf'],
  docx: ['docx'],
  doc: ['doc'],
  jpeg: ['jpg', 'jpeg', 'jfif'],
  png: ['png'],
  text: ['txt', 'text', 'md', 'csv', 'log'],
};

export const MIME_TYPES: Record<DocumentKind, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
  jpeg: 'image/jpeg',
  png: 'image/png',
  text: 'text/plain; charset=utf-8',
};

// A Word 97–2003 file is an OLE compound file with a stream named "WordDocument"; the name sits in
// the directory as UTF-16LE. Other compound files (.xls, .msg) lack it.
const WORD_STREAM = Buffer.from('WordDocument', 'utf16le');

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Valid UTF-8, no NUL, and almost no other control characters: text a person wrote. */
function isPlainText(bytes: Uint8Array): boolean {
  if (bytes.length === 0) return false;
  let control = 0;
  for (const b of bytes) {
    if (b === 0) return false;
    // Tab, line feed, form feed and carriage return are text; other C0 controls are binary.
    if (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0c && b !== 0x0d) control++;
  }
  if (control > bytes.length / 100) return false;
  try {
    utf8.decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** The document type the bytes are, or null when they are none of the types Casebook reads. */
export async function detectType(bytes: Uint8Array): Promise<DocumentKind | null> {
  if (bytes.length === 0) return null;
  const found = await fileTypeFromBuffer(bytes);
  if (found) {
    switch (found.ext) {
      case 'pdf':
        return 'pdf';
      case 'docx':
        return 'docx';
      case 'jpg':
        return 'jpeg';
      case 'png':
        return 'png';
      case 'cfb':
        return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(WORD_STREAM) ? 'doc' : null;
      default:
        return null;
    }
  }
  return isPlainText(bytes) ? 'text' : null;
}

/** Whether a file name's extension agrees with the detected type (a mismatch is a rejected upload). */
export function extensionMatches(fileName: string, kind: DocumentKind): boolean {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  if (dot <= 0) return kind === 'text';
  return EXTENSIONS[kind].includes(base.slice(dot + 1).toLowerCase());
}
