// What text extraction gives back, the limits it works within, and how it fails.

/** A document's real type, from its bytes (never from its name). */
export type DocumentKind = 'pdf' | 'docx' | 'doc' | 'jpeg' | 'png' | 'text';

export const DOCUMENT_KINDS: readonly DocumentKind[] = ['pdf', 'docx', 'doc', 'jpeg', 'png', 'text'];

export type ExtractionMethod = 'text-layer' | 'docx' | 'doc' | 'plain' | 'ocr' | 'text-layer+ocr';

/** Where page `page` (1-based) lies in the extracted text: `text.slice(start, end)`. */
export interface PageSpan {
  page: number;
  start: number;
  end: number;
}

export interface ExtractedText {
  text: string;
  pages: PageSpan[];
  method: ExtractionMethod;
  /** Things a reader should know (pages left out, low OCR confidence); never fatal. */
  warnings: string[];
  /** The pages (1-based) OCR read, rather than a text layer or the file's own text; absent when none. */
  ocrPages?: number[];
  /**
   * Measured inside the extraction process: wall time and CPU time (all its threads, OCR included)
   * for this document. CPU time does not grow when the machine is busy with other work.
   */
  timing?: { wallMs: number; cpuMs: number };
}

export interface ExtractionLimits {
  /** Largest input accepted (the upload limit is 10 MB). */
  maxBytes: number;
  /** Most pages of a text-layer PDF; a document with more fails as TOO_MANY_PAGES. */
  maxPages: number;
  /** Most pages OCR'd in one document; later scanned pages are left out with a warning. */
  maxOcrPages: number;
  /** Longest one document may take, OCR included; the extraction process is killed past it. */
  timeoutMs: number;
  /** Most memory (resident set) the extraction process may use while on this document. */
  maxMemoryMb: number;
  /** Most bytes a DOCX may inflate to, declared or actual (zip bombs). */
  maxDecompressedBytes: number;
  /** Most pixels of one image or rendered page handed to OCR (decompression bombs). */
  maxImagePixels: number;
  /**
   * The OCR budget of one page: the pixels it may have (an image over it is not read; a scanned
   * PDF page is rendered within it) and the time its recognition may take. A page past either
   * fails its document as TOO_COMPLEX, so that one page cannot hold the extraction for the whole
   * document's time limit (docs/decisions/0039-a-queue-no-one-can-clog.md).
   */
  ocrPagePixels: number;
  ocrPageMs: number;
  /** Most characters of text kept; the rest is cut with a warning. */
  maxTextChars: number;
}

export const DEFAULT_LIMITS: ExtractionLimits = {
  maxBytes: 10 * 1024 * 1024,
  maxPages: 500,
  maxOcrPages: 20,
  timeoutMs: 120_000,
  maxMemoryMb: 1024,
  maxDecompressedBytes: 64 * 1024 * 1024,
  maxImagePixels: 40_000_000,
  // A Letter or A4 page at 600 dpi is 34–35 MP and a 12 MP phone photo fits: bigger pages are not
  // text anyone photographs. A text page here takes 1.5–2.5 s of OCR (docs/benchmarks.md): 30 s
  // is ten times that, and what runs longer (textures, noise, pictures) is not text a page holds.
  ocrPagePixels: 36_000_000,
  ocrPageMs: 30_000,
  maxTextChars: 5_000_000,
};

export type ExtractionErrorCode =
  | 'UNSUPPORTED' // not a type we read (or the bytes do not match the type asked for)
  | 'EMPTY' // no bytes
  | 'CORRUPT' // the file is damaged or not what its header says
  | 'ENCRYPTED' // password-protected
  | 'TOO_LARGE' // over the byte, inflated-size or pixel limit
  | 'TOO_MANY_PAGES'
  | 'TIMEOUT'
  | 'TOO_COMPLEX' // one page past its OCR budget (time or pixels)
  | 'MEMORY' // the extraction process went over its memory limit
  | 'CRASHED'; // the extraction process died

const MESSAGES: Record<ExtractionErrorCode, string> = {
  UNSUPPORTED: 'This file type is not supported.',
  EMPTY: 'The file is empty.',
  CORRUPT: 'The file is damaged and could not be read.',
  ENCRYPTED: 'The file is password-protected.',
  TOO_LARGE: 'The file is too large to process.',
  TOO_MANY_PAGES: 'The document has too many pages to process.',
  TIMEOUT: 'Reading the document took too long.',
  TOO_COMPLEX: 'Too complex to read: a page needed more time or pixels than one page may use. A sharper or smaller scan of it should read.',
  MEMORY: 'Reading the document needed too much memory.',
  CRASHED: 'Reading the document failed unexpectedly.',
};

/** One document could not be read. `message` is safe to show; `detail` is for the logs. */
export class ExtractionError extends Error {
  constructor(
    readonly code: ExtractionErrorCode,
    readonly detail?: string,
    options?: { cause?: unknown },
  ) {
    super(MESSAGES[code], options);
    this.name = 'ExtractionError';
  }
}

export function isExtractionErrorCode(code: unknown): code is ExtractionErrorCode {
  return typeof code === 'string' && code in MESSAGES;
}
