import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { stampPageFooters } from './page-footer.js';

function render(pages: number): Promise<string> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 56, compress: false, bufferPages: true });
  const chunks: Buffer[] = [];
  const done = new Promise<string>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks).toString('latin1'))));
  doc.on('data', (c: Buffer) => chunks.push(c));
  for (let p = 0; p < pages; p++) {
    if (p > 0) doc.addPage();
    doc.text(`Body of page ${p + 1}`);
  }
  stampPageFooters(doc, 'Acme report');
  doc.end();
  return done;
}

/** The text-showing operations of an uncompressed PDF, hex strings decoded. */
function shownText(pdf: string): string {
  return [...pdf.matchAll(/<([0-9a-f]+)> -?\d+(?:\.\d+)? ?/gi)].map((m) => Buffer.from(m[1]!, 'hex').toString('latin1')).join('');
}

describe('stampPageFooters', () => {
  it('writes the label and "Page n of N" on every page, without adding a page', async () => {
    const pdf = await render(3);
    expect(pdf.match(/\/Type \/Page\b/g)).toHaveLength(3);
    const text = shownText(pdf);
    for (const n of [1, 2, 3]) expect(text).toContain(`Page ${n} of 3`);
    expect(text).toContain('Acme report');
  });
});
