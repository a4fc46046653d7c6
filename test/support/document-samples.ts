// Sample files made by the tests themselves: PDFs with a text layer (pdfkit), scanned PDFs and
// huge PDFs (pdf-lib), DOCX (docx), PNG and JPEG pictures of text (@napi-rs/canvas with the
// Liberation Sans font that pdfjs-dist ships, so no system font is needed), and zip bombs (fflate).
import { createRequire } from 'node:module';
import path from 'node:path';
import { createCanvas, GlobalFonts } from '@napi-rs/canvas';
import { Document, Packer, PageBreak, Paragraph, TextRun } from 'docx';
import { zipSync } from 'fflate';
import { PDFDocument } from 'pdf-lib';
import PDFKit from 'pdfkit';

const require = createRequire(import.meta.url);
const FONT_FAMILY = 'Liberation Sans (tests)';
let fontRegistered = false;

function registerFont(): void {
  if (fontRegistered) return;
  const file = path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts', 'LiberationSans-Regular.ttf');
  GlobalFonts.registerFromPath(file, FONT_FAMILY);
  fontRegistered = true;
}

/** A PDF with a real text layer, one string per page. */
export function makePdf(pages: string[]): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const doc = new PDFKit({ autoFirstPage: false, size: 'LETTER', margin: 72 });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
    for (const text of pages) {
      doc.addPage();
      doc.font('Helvetica').fontSize(12).text(text, { width: 468 });
    }
    doc.end();
  });
}

/** A DOCX whose pages are separated by explicit page breaks; each page a list of paragraphs. */
export async function makeDocx(pages: string[][]): Promise<Uint8Array> {
  const children: Paragraph[] = [];
  pages.forEach((paragraphs, i) => {
    paragraphs.forEach((p, k) => {
      const runs = [new TextRun(p)];
      // The page break goes in the last paragraph of every page but the last.
      children.push(new Paragraph({ children: k === paragraphs.length - 1 && i < pages.length - 1 ? [...runs, new PageBreak()] : runs }));
    });
  });
  const doc = new Document({ sections: [{ children }] });
  return new Uint8Array(await Packer.toBuffer(doc));
}

/** A picture of text, as a scanner would make of a printed page (black on white, 200 dpi-ish). */
export async function makeTextImage(lines: string[], format: 'png' | 'jpeg' = 'png', fontSize = 34): Promise<Uint8Array> {
  registerFont();
  const width = 1700;
  const lineHeight = Math.round(fontSize * 1.5);
  const height = Math.max(400, 200 + lines.length * lineHeight);
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = '#111111';
  ctx.font = `${fontSize}px "${FONT_FAMILY}"`;
  lines.forEach((line, i) => ctx.fillText(line, 120, 140 + i * lineHeight));
  return format === 'png' ? canvas.encode('png') : canvas.encode('jpeg', 92);
}

/** A scanned PDF: one image per page and no text layer. */
export async function makeScannedPdf(pngPages: Uint8Array[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  for (const png of pngPages) {
    const image = await doc.embedPng(png);
    const page = doc.addPage([612, 792]);
    const scale = Math.min(612 / image.width, 792 / image.height);
    page.drawImage(image, { x: 0, y: 792 - image.height * scale, width: image.width * scale, height: image.height * scale });
  }
  return doc.save();
}

/** A PDF with `count` blank pages (pdfkit writes 20 000 in about 4 s, 7.7 MB). */
export function makeManyPagePdf(count: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const doc = new PDFKit({ autoFirstPage: false, size: [200, 200], compress: true });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
    for (let i = 0; i < count; i++) doc.addPage();
    doc.end();
  });
}

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';
const RELS =
  '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>';

/**
 * A DOCX zip bomb: word/document.xml is one run of `inflatedMb` MB of "A" (about 1000:1). With
 * `lie`, the central directory declares a small size, so only counting the inflated bytes catches it.
 */
export function makeZipBombDocx(inflatedMb: number, lie = false): Uint8Array {
  const head =
    '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>';
  const tail = '</w:t></w:r></w:p></w:body></w:document>';
  const body = new Uint8Array(head.length + inflatedMb * 1024 * 1024 + tail.length);
  const enc = new TextEncoder();
  body.set(enc.encode(head), 0);
  body.fill(0x41, head.length, head.length + inflatedMb * 1024 * 1024);
  body.set(enc.encode(tail), body.length - tail.length);
  const zip = zipSync({
    '[Content_Types].xml': enc.encode(CONTENT_TYPES),
    '_rels/.rels': enc.encode(RELS),
    'word/document.xml': [body, { level: 9 }],
  });
  if (lie) {
    // Rewrite the uncompressed size of every central directory entry (signature PK\1\2, size at +24).
    const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
    for (let i = 0; i + 46 <= zip.length; i++) {
      if (view.getUint32(i, true) === 0x02014b50) view.setUint32(i + 24, 1000, true);
    }
    // And in the local headers (signature PK\3\4, size at +22), so the two agree.
    for (let i = 0; i + 30 <= zip.length; i++) {
      if (view.getUint32(i, true) === 0x04034b50) view.setUint32(i + 22, 1000, true);
    }
  }
  return zip;
}

/**
 * A costly picture for OCR: black and white noise in `grain`-pixel squares (seeded, so every run
 * draws the same). Tesseract finds "letters" everywhere in it: 1000×1000 at grain 1 (320 kB) takes
 * about 8 s here, 3000×3000 at grain 2 (880 kB) about 58 s, where a page of text takes 2 s.
 */
export function makeNoiseImage(width: number, height: number, grain = 1, seed = 1): Promise<Uint8Array> {
  let s = seed >>> 0;
  const next = () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  const img = ctx.createImageData(width, height);
  for (let y = 0; y < height; y += grain)
    for (let x = 0; x < width; x += grain) {
      const v = next() < 0.5 ? 0 : 255;
      for (let dy = 0; dy < grain && y + dy < height; dy++)
        for (let dx = 0; dx < grain && x + dx < width; dx++) {
          const i = ((y + dy) * width + x + dx) * 4;
          img.data[i] = img.data[i + 1] = img.data[i + 2] = v;
          img.data[i + 3] = 255;
        }
    }
  ctx.putImageData(img, 0, 0);
  return canvas.encode('png');
}

/**
 * A costly picture that page preparation cannot clean (decision 0045 clears noise specks before
 * OCR, so a noise picture now reads in about a second): rows of random letters, digits and marks
 * at a small size, each row shifted and slanted a little (seeded, so every run draws the same).
 * Every mark is a glyph-sized connected shape, so it survives despeckling, and Tesseract tries to
 * read each as a word: at 2400×3000 with 12 px glyphs far past a page's 30 s OCR budget here,
 * where a page of real text takes 2–5 s.
 */
export function makeGlyphTexture(width: number, height: number, seed = 1, fontSize = 12): Promise<Uint8Array> {
  registerFont();
  let s = seed >>> 0;
  const next = () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
  const marks = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789%&#@$§¶/\\|()[]{}<>=+*~^';
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = '#111111';
  const lineHeight = Math.round(fontSize * 1.25);
  for (let y = fontSize; y < height; y += lineHeight) {
    ctx.save();
    ctx.translate(0, y);
    ctx.rotate((next() - 0.5) * 0.02);
    let x = Math.floor(next() * fontSize);
    while (x < width) {
      const size = Math.round(fontSize * (0.8 + next() * 0.4));
      ctx.font = `${size}px "${FONT_FAMILY}"`;
      const len = 1 + Math.floor(next() * 7);
      let word = '';
      for (let i = 0; i < len; i++) word += marks[Math.floor(next() * marks.length)];
      ctx.fillText(word, x, 0);
      x += ctx.measureText(word).width + size * (0.3 + next() * 0.5);
    }
    ctx.restore();
  }
  return canvas.encode('png');
}
