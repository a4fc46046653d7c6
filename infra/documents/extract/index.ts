// Extraction inside the current process. Only the extraction worker calls this directly: callers
// go through the pool, which runs it in a separate process that can be killed.
import { ExtractionError, type DocumentKind, type ExtractedText, type ExtractionLimits } from '../types.js';
import { assemblePages } from './assemble.js';
import { Budget } from './budget.js';
import { recognise } from './ocr.js';
import { extractPdf } from './pdf.js';
import { extractDoc, extractDocx } from './word.js';

export { closeOcr } from './ocr.js';

function extractPlain(bytes: Uint8Array, limits: ExtractionLimits): ExtractedText {
  let body: string;
  try {
    body = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch (err) {
    throw new ExtractionError('CORRUPT', 'not valid UTF-8 text', { cause: err });
  }
  // A form feed is the page break of plain text (printer output, exported reports).
  const pageTexts = body.split('\f');
  if (pageTexts.length > limits.maxPages) throw new ExtractionError('TOO_MANY_PAGES', `${pageTexts.length} pages`);
  const { text, pages, truncated } = assemblePages(pageTexts, limits.maxTextChars);
  return { text, pages, method: 'plain', warnings: truncated ? [`The text was cut at ${limits.maxTextChars} characters.`] : [] };
}

async function extractImage(bytes: Uint8Array, limits: ExtractionLimits, budget: Budget): Promise<ExtractedText> {
  budget.check('starting OCR');
  const ocr = await recognise(bytes, limits.maxImagePixels, { pixels: limits.ocrPagePixels, ms: limits.ocrPageMs });
  const { text, pages, truncated } = assemblePages([ocr.text], limits.maxTextChars);
  const warnings: string[] = [];
  if (ocr.confidence < 60) warnings.push(`The image was read by OCR with low confidence (${Math.round(ocr.confidence)}%).`);
  if (truncated) warnings.push(`The text was cut at ${limits.maxTextChars} characters.`);
  return { text, pages, method: 'ocr', warnings, ocrPages: [1] };
}

export async function extractInProcess(bytes: Uint8Array, kind: DocumentKind, limits: ExtractionLimits): Promise<ExtractedText> {
  if (bytes.length === 0) throw new ExtractionError('EMPTY');
  if (bytes.length > limits.maxBytes) throw new ExtractionError('TOO_LARGE', `${bytes.length} bytes, limit ${limits.maxBytes}`);
  const budget = new Budget(limits.timeoutMs);
  switch (kind) {
    case 'pdf':
      return extractPdf(bytes, limits, budget);
    case 'docx':
      return extractDocx(bytes, limits);
    case 'doc':
      return extractDoc(bytes, limits);
    case 'png':
    case 'jpeg':
      return extractImage(bytes, limits, budget);
    case 'text':
      return extractPlain(bytes, limits);
    default:
      throw new ExtractionError('UNSUPPORTED', `kind ${String(kind)}`);
  }
}
