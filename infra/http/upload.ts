// Reading one uploaded file from a multipart request (upload routes only: every other
// state-changing route takes JSON). The size limit is enforced while the body streams in, the
// file's name is kept only as a label (it never becomes a path), and the bytes come back in memory
// for the caller to check by their magic bytes (file-type), never by the name.
import { readFile, rm } from 'node:fs/promises';
import type { Context } from 'koa';
import formidable, { errors as formidableErrors, type File } from 'formidable';
import { AppError, ValidationError } from './errors.js';
import { hasControl } from './text.js';

/** All the text fields of one upload together (the file is not counted). */
export const MAX_FIELDS_BYTES = 64 * 1024;

export const UPLOAD_MESSAGES = {
  fieldsTooLarge: 'The form fields sent with the file are too large',
  tooManyFields: 'Too many form fields were sent with the file',
} as const;

export interface UploadedFile {
  /** The name the browser gave, cleaned to a label (no path, no control characters); never a path on disk. */
  name: string;
  bytes: Buffer;
}

export interface UploadOptions {
  /** The multipart field that carries the file. */
  field: string;
  maxBytes: number;
  /** What a too-large file answers (413). */
  tooLarge: string;
  /** What a request without the file answers (400). */
  missing: string;
}

/** The file's name as a label: the last path segment, without control characters, at most 255 characters. */
export function cleanFileName(raw: string | null | undefined): string {
  const last = (raw ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = [...last.normalize('NFC')]
    .filter((c) => !hasControl(c) && c !== '\u0000')
    .join('')
    .trim();
  return (cleaned || 'file').slice(0, 255);
}

export async function readUpload(ctx: Context, opts: UploadOptions): Promise<UploadedFile> {
  if (!ctx.is('multipart/form-data'))
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', `Send the file as multipart/form-data in the field "${opts.field}"`);
  const form = formidable({
    maxFiles: 1,
    maxFileSize: opts.maxBytes,
    maxTotalFileSize: opts.maxBytes,
    allowEmptyFiles: true,
    minFileSize: 0,
    maxFields: 20,
    // Text fields beside the file (a title, a category): a few kilobytes at most, never the 20 MB
    // formidable allows by default (issue 29, low). The file keeps its own limit above.
    maxFieldsSize: MAX_FIELDS_BYTES,
  });
  let files: formidable.Files;
  try {
    [, files] = await form.parse(ctx.req);
  } catch (err) {
    const code = (err as { code?: number }).code;
    if (code === formidableErrors.biggerThanMaxFileSize || code === formidableErrors.biggerThanTotalMaxFileSize)
      throw new AppError(413, 'TOO_LARGE', opts.tooLarge);
    if (code === formidableErrors.maxFilesExceeded) throw new ValidationError('Send one file at a time');
    if (code === formidableErrors.maxFieldsSizeExceeded) throw new AppError(413, 'TOO_LARGE', UPLOAD_MESSAGES.fieldsTooLarge);
    if (code === formidableErrors.maxFieldsExceeded) throw new ValidationError(UPLOAD_MESSAGES.tooManyFields);
    throw new ValidationError('The upload could not be read. Please try again.');
  }
  const all: File[] = Object.values(files).flatMap((f) => f ?? []);
  const file = files[opts.field]?.[0];
  try {
    if (!file) throw new ValidationError(opts.missing);
    return { name: cleanFileName(file.originalFilename), bytes: await readFile(file.filepath) };
  } finally {
    await Promise.all(all.map((f) => rm(f.filepath, { force: true })));
  }
}
