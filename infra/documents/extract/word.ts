// Word documents: DOCX with mammoth (after the zip guard), legacy DOC with word-extractor.
import mammoth from 'mammoth';
import WordExtractor from 'word-extractor';
import { ExtractionError, type ExtractedText, type ExtractionLimits } from '../types.js';
import { assemblePages } from './assemble.js';
import { checkZip } from './zip-guard.js';

interface MammothElement {
  type: string;
  value?: string;
  breakType?: string;
  children?: MammothElement[];
}

/**
 * Text page by page from mammoth's document tree. mammoth's own raw text drops line and page
 * breaks, which would run words together and lose the pages; explicit page breaks are the only
 * page boundaries a DOCX stores (where Word renders pages depends on fonts and printer).
 */
function pagesOf(root: MammothElement): string[] {
  const pages: string[] = [''];
  const emit = (s: string) => {
    pages[pages.length - 1] += s;
  };
  const walk = (el: MammothElement) => {
    switch (el.type) {
      case 'text':
        emit(el.value ?? '');
        return;
      case 'tab':
        emit('\t');
        return;
      case 'break':
        if (el.breakType === 'page') pages.push('');
        else emit('\n');
        return;
      case 'tableCell':
        (el.children ?? []).forEach(walk);
        emit('\t');
        return;
      case 'tableRow':
        (el.children ?? []).forEach(walk);
        emit('\n');
        return;
      case 'paragraph':
        (el.children ?? []).forEach(walk);
        emit('\n\n');
        return;
      default:
        (el.children ?? []).forEach(walk);
    }
  };
  walk(root);
  return pages.map((p) => p.replace(/\t\n/g, '\n').replace(/\n{3,}/g, '\n\n'));
}

export async function extractDocx(bytes: Uint8Array, limits: ExtractionLimits): Promise<ExtractedText> {
  await checkZip(bytes, { maxDecompressedBytes: limits.maxDecompressedBytes });
  let pageTexts: string[] | undefined;
  try {
    // The HTML is thrown away: the transform hook is mammoth's public way to the document tree.
    await mammoth.convertToHtml(
      { buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) },
      {
        externalFileAccess: false,
        convertImage: mammoth.images.imgElement(async () => ({ src: '' })),
        transformDocument: (doc: MammothElement) => {
          pageTexts = pagesOf(doc);
          return doc;
        },
      },
    );
  } catch (err) {
    throw new ExtractionError('CORRUPT', `not a readable DOCX: ${err instanceof Error ? err.message : String(err)}`, { cause: err });
  }
  if (!pageTexts) throw new ExtractionError('CORRUPT', 'DOCX without a document body');
  if (pageTexts.length > limits.maxPages) throw new ExtractionError('TOO_MANY_PAGES', `${pageTexts.length} pages`);
  const { text, pages, truncated } = assemblePages(pageTexts, limits.maxTextChars);
  return { text, pages, method: 'docx', warnings: truncated ? [`The text was cut at ${limits.maxTextChars} characters.`] : [] };
}

export async function extractDoc(bytes: Uint8Array, limits: ExtractionLimits): Promise<ExtractedText> {
  let body: string;
  try {
    const doc = await new WordExtractor().extract(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    body = doc.getBody();
  } catch (err) {
    throw new ExtractionError('CORRUPT', `not a readable Word 97–2003 file: ${err instanceof Error ? err.message : String(err)}`, {
      cause: err,
    });
  }
  // Word stores a manual page break as a form feed in the text stream.
  const pageTexts = body.split('\f');
  if (pageTexts.length > limits.maxPages) throw new ExtractionError('TOO_MANY_PAGES', `${pageTexts.length} pages`);
  const { text, pages, truncated } = assemblePages(pageTexts, limits.maxTextChars);
  return { text, pages, method: 'doc', warnings: truncated ? [`The text was cut at ${limits.maxTextChars} characters.`] : [] };
}
