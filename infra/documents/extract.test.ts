// Text extraction through the process pool, on files the test makes: the text that was written
// comes back, page by page, by the method the file calls for.
import { readFileSync } from 'node:fs';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { afterAll, describe, expect, it } from 'vitest';
import { ExtractionPool } from './pool.js';
import { makeDocx, makePdf, makeScannedPdf, makeTextImage } from '../../test/support/document-samples.js';
import type { ExtractedText } from './types.js';

const pool = new ExtractionPool({ idleTimeoutMs: 60_000 });
afterAll(() => pool.close());

const pageText = (r: ExtractedText, page: number) => {
  const span = r.pages.find((p) => p.page === page)!;
  return r.text.slice(span.start, span.end);
};
const squash = (s: string) => s.replace(/\s+/g, ' ');

describe('extractText', () => {
  it('reads a PDF text layer page by page', async () => {
    const pdf = await makePdf([
      'SERVICES AGREEMENT between Harbor Freight Logistics LLC and Meridian Cold Storage, Inc., dated June 1, 2023.',
      'Page two sets the fee at $8,900.00 per quarter.',
      'Page three: this Agreement is governed by the laws of the State of Nevada.',
    ]);
    const r = await pool.extract(pdf, 'pdf');
    expect(r.method).toBe('text-layer');
    expect(r.pages.map((p) => p.page)).toEqual([1, 2, 3]);
    expect(squash(pageText(r, 1))).toContain('Harbor Freight Logistics LLC and Meridian Cold Storage, Inc.');
    expect(squash(pageText(r, 2))).toContain('$8,900.00 per quarter');
    expect(squash(pageText(r, 3))).toContain('State of Nevada');
    expect(r.warnings).toEqual([]);
    // The extraction process reports what the document cost it (for the worker's metrics).
    expect(r.timing).toEqual({ wallMs: expect.any(Number), cpuMs: expect.any(Number) });
  });

  it('reads a DOCX, splitting pages at its page breaks', async () => {
    const docx = await makeDocx([
      ['NON-DISCLOSURE AGREEMENT', 'Entered into on 2 February 2024 by Quill & Ledger Ltd and Ravi Patel.'],
      ['Second page: Confidential Information stays confidential for five years.'],
    ]);
    const r = await pool.extract(docx, 'docx');
    expect(r.method).toBe('docx');
    expect(r.pages).toHaveLength(2);
    expect(pageText(r, 1)).toContain('Quill & Ledger Ltd and Ravi Patel');
    expect(pageText(r, 1)).toContain('NON-DISCLOSURE AGREEMENT\n\nEntered into');
    expect(pageText(r, 2)).toContain('Confidential Information stays confidential');
  });

  it('reads a Word 97–2003 document', async () => {
    const doc = new Uint8Array(readFileSync(new URL('./testdata/sample-contract.doc', import.meta.url)));
    const r = await pool.extract(doc, 'doc');
    expect(r.method).toBe('doc');
    expect(r.text).toContain('by and between Northwind Analytics, Inc., a Delaware corporation ("Company"), and Jordan Alvarez');
    expect(r.text).toContain('$12,500.00 per month');
  });

  it('reads plain text, a form feed starting a new page', async () => {
    const r = await pool.extract(new TextEncoder().encode('\ufeffFirst page line.\r\nStill page one.\fSecond page.'), 'text');
    expect(r.method).toBe('plain');
    expect(pageText(r, 1)).toBe('First page line.\nStill page one.');
    expect(pageText(r, 2)).toBe('Second page.');
  });

  it('reads a picture of text by OCR, with the model from @tesseract.js-data/eng', { timeout: 120_000 }, async () => {
    const png = await makeTextImage([
      'WITNESS STATEMENT',
      'Taken on March 14, 2024 from Maria Gonzalez',
      'regarding the loss of $2,300 in cash.',
    ]);
    const r = await pool.extract(png, 'png');
    expect(r.method).toBe('ocr');
    expect(r.text).toMatch(/WITNESS STATEMENT/);
    expect(r.text).toMatch(/March 14, 2024/);
    expect(r.text).toMatch(/Maria Gonzalez/);
    expect(r.text).toMatch(/\$2,300/);
  });

  it('reads a photo of a page taken upside down and 3° askew (JPEG), as if it were upright', { timeout: 120_000 }, async () => {
    const src = await loadImage(
      Buffer.from(
        await makeTextImage(
          [
            'LEASE AGREEMENT',
            'This Lease is made on April 2, 2024 between Pinecrest Properties LLC',
            'and Jordan Alvarez, the Tenant, for the premises at 14 Elm Street.',
            'The monthly rent is $1,875.00, payable on the first day of each month.',
          ],
          'png',
          30,
        ),
      ),
    );
    const canvas = createCanvas(src.width, src.height);
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    ctx.translate(canvas.width / 2, canvas.height / 2);
    ctx.rotate(((180 + 3) * Math.PI) / 180);
    ctx.drawImage(src, -src.width / 2, -src.height / 2);
    const r = await pool.extract(new Uint8Array(await canvas.encode('jpeg', 70)), 'jpeg');
    expect(r.method).toBe('ocr');
    expect(r.text).toMatch(/^LEASE AGREEMENT/);
    expect(r.text).toContain('Pinecrest Properties LLC');
    expect(r.text).toContain('$1,875.00');
  });

  it('OCRs the pages of a scanned PDF, which have no text layer', { timeout: 120_000 }, async () => {
    const scan = await makeScannedPdf([
      await makeTextImage(['LEASE AGREEMENT', 'Landlord: Pinecrest Properties LLC', 'Monthly rent: $1,875.00']),
    ]);
    const r = await pool.extract(scan, 'pdf');
    expect(r.method).toBe('ocr');
    expect(r.pages).toHaveLength(1);
    expect(r.text).toMatch(/LEASE AGREEMENT/);
    expect(r.text).toMatch(/Pinecrest Properties LLC/);
    expect(r.text).toMatch(/\$1,875\.00/);
  });
});
