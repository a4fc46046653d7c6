// PDF text with pdf.js (its legacy build, which carries the polyfills Node 20 needs). Pages with
// almost no text layer but with images are scans: they are rendered with @napi-rs/canvas and
// OCR'd, up to the OCR page limit.
import { createCanvas } from '@napi-rs/canvas';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/types/src/display/api.js';
import { ExtractionError, type ExtractedText, type ExtractionLimits, type ExtractionMethod } from '../types.js';
import { assemblePages } from './assemble.js';
import type { Budget } from './budget.js';
import { recognise } from './ocr.js';

/** A page with fewer letters and digits than this in its text layer is treated as a scan. */
const MIN_TEXT_LAYER_CHARS = 40;
/** Render scans at about 200 dpi, the resolution Tesseract reads best at for body text. */
const OCR_DPI = 200;

interface TextItemLike {
  str: string;
  hasEOL: boolean;
  transform: number[];
  height: number;
}

function isTextItem(item: unknown): item is TextItemLike {
  return typeof item === 'object' && item !== null && 'str' in item && 'transform' in item;
}

/**
 * Lines from pdf.js text items, with a blank line where the vertical gap is clearly wider than
 * the usual line spacing, so paragraphs and headings stay apart in the text.
 */
export function pageTextFromItems(items: unknown[]): string {
  const lines: { text: string; y: number }[] = [];
  let current = '';
  let currentY: number | undefined;
  for (const item of items) {
    if (!isTextItem(item)) continue;
    const y = item.transform[5] ?? 0;
    currentY ??= y;
    current += item.str;
    if (item.hasEOL) {
      lines.push({ text: current, y: currentY });
      current = '';
      currentY = undefined;
    }
  }
  if (current.trim() || currentY !== undefined) lines.push({ text: current, y: currentY ?? 0 });

  const gaps: number[] = [];
  for (let i = 1; i < lines.length; i++) {
    const gap = lines[i - 1]!.y - lines[i]!.y;
    if (gap > 0) gaps.push(gap);
  }
  gaps.sort((a, b) => a - b);
  const usual = gaps.length ? gaps[Math.floor(gaps.length / 2)]! : 0;

  let out = '';
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.text.replace(/\s+$/, '');
    if (i > 0) {
      const gap = lines[i - 1]!.y - lines[i]!.y;
      out += usual > 0 && gap > usual * 1.6 ? '\n\n' : '\n';
    }
    out += line;
  }
  return out;
}

async function hasImages(page: PDFPageProxy): Promise<boolean> {
  const ops = await page.getOperatorList();
  const imageOps = new Set([pdfjs.OPS.paintImageXObject, pdfjs.OPS.paintInlineImageXObject, pdfjs.OPS.paintImageMaskXObject]);
  return ops.fnArray.some((fn) => imageOps.has(fn));
}

async function renderForOcr(page: PDFPageProxy, maxPixels: number): Promise<Uint8Array> {
  const base = page.getViewport({ scale: 1 });
  // Never more pixels than the limit, whatever size the page claims to be.
  const scale = Math.min(OCR_DPI / 72, Math.sqrt(maxPixels / (base.width * base.height)));
  const viewport = page.getViewport({ scale });
  const canvas = createCanvas(Math.max(1, Math.floor(viewport.width)), Math.max(1, Math.floor(viewport.height)));
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  await page.render({ canvas: canvas as unknown as HTMLCanvasElement, canvasContext: ctx as unknown as CanvasRenderingContext2D, viewport })
    .promise;
  return canvas.encode('png');
}

async function open(bytes: Uint8Array): Promise<PDFDocumentProxy> {
  try {
    return await pdfjs.getDocument({
      // pdf.js takes ownership of (detaches) the buffer it is given.
      data: new Uint8Array(bytes),
      isEvalSupported: false,
      disableFontFace: true,
      useSystemFonts: false,
      stopAtErrors: false,
      verbosity: 0,
    }).promise;
  } catch (err) {
    const name = err instanceof Error ? err.name : '';
    if (name === 'PasswordException') throw new ExtractionError('ENCRYPTED', undefined, { cause: err });
    throw new ExtractionError('CORRUPT', err instanceof Error ? err.message : String(err), { cause: err });
  }
}

export async function extractPdf(bytes: Uint8Array, limits: ExtractionLimits, budget: Budget): Promise<ExtractedText> {
  const doc = await open(bytes);
  try {
    if (doc.numPages > limits.maxPages) {
      throw new ExtractionError('TOO_MANY_PAGES', `${doc.numPages} pages, limit ${limits.maxPages}`);
    }
    const warnings: string[] = [];
    const texts: string[] = [];
    const ocrRead: number[] = [];
    let layerPages = 0;
    const skipped: number[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      budget.check(`reading page ${n}`);
      let page: PDFPageProxy;
      try {
        page = await doc.getPage(n);
      } catch (err) {
        throw new ExtractionError('CORRUPT', `page ${n}: ${err instanceof Error ? err.message : String(err)}`, { cause: err });
      }
      const content = await page.getTextContent();
      let text = pageTextFromItems(content.items);
      const letters = text.replace(/[^\p{L}\p{N}]/gu, '').length;
      if (letters < MIN_TEXT_LAYER_CHARS && (await hasImages(page))) {
        if (ocrRead.length >= limits.maxOcrPages) {
          skipped.push(n);
        } else {
          budget.check(`rendering page ${n}`);
          // Rendered within the page's pixel budget, so a scanned page is never refused for its size.
          const image = await renderForOcr(page, Math.min(limits.maxImagePixels, limits.ocrPagePixels));
          budget.check(`OCR of page ${n}`);
          const ocr = await recognise(image, limits.maxImagePixels, { pixels: limits.ocrPagePixels, ms: limits.ocrPageMs });
          ocrRead.push(n);
          if (ocr.confidence < 60) warnings.push(`Page ${n} was read by OCR with low confidence (${Math.round(ocr.confidence)}%).`);
          text = ocr.text;
        }
      } else if (letters > 0) {
        layerPages++;
      }
      texts.push(text);
      page.cleanup();
    }
    if (skipped.length) {
      warnings.push(`${skipped.length} scanned page(s) were not read: the OCR limit is ${limits.maxOcrPages} pages per document.`);
    }
    const { text, pages, truncated } = assemblePages(texts, limits.maxTextChars);
    if (truncated) warnings.push(`The text was cut at ${limits.maxTextChars} characters.`);
    const method: ExtractionMethod = ocrRead.length === 0 ? 'text-layer' : layerPages === 0 ? 'ocr' : 'text-layer+ocr';
    return { text, pages, method, warnings, ...(ocrRead.length ? { ocrPages: ocrRead } : {}) };
  } finally {
    await doc.destroy();
  }
}
