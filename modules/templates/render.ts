// Filling a template and laying the letter out as PDF (pdfkit) or DOCX (docx). Both carry the
// not-legal-advice line in every page's footer.
import PDFDocument from 'pdfkit';
import { AlignmentType, Document, Footer, Packer, Paragraph, TextRun } from 'docx';
import { DISCLAIMER, type RenderFormat } from './contract.js';

export { fillTemplate } from './contract.js';
import { printable } from '../../infra/pdf/printable.js';

/** Blocks separated by a blank line; each block keeps its own line breaks (addresses). */
export const blocksOf = (letter: string) => letter.split(/\n{2,}/).map((b) => b.split('\n'));

const isSubject = (line: string) => /^RE:/.test(line);

export function renderPdf(letter: string, meta: { title: string }): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: { top: 72, bottom: 90, left: 72, right: 72 },
    info: { Title: printable(meta.title), Author: 'Casebook', Creator: 'Casebook' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const footer = () => {
    const { bottom } = doc.page.margins;
    const x = doc.x;
    const y = doc.y;
    // Writing below the bottom margin would start a new page: lift it while the footer is drawn.
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica-Oblique')
      .fontSize(8)
      .fillColor('#555555')
      .text(DISCLAIMER, 72, doc.page.height - 60, { width: doc.page.width - 144, align: 'center' });
    doc.page.margins.bottom = bottom;
    doc.x = x;
    doc.y = y;
    doc.fillColor('black');
  };
  doc.on('pageAdded', footer);
  footer();
  for (const block of blocksOf(letter)) {
    const subject = block.length === 1 && isSubject(block[0]!);
    doc
      .font(subject ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(11)
      .text(printable(block.join('\n')), { lineGap: 2 });
    doc.moveDown(0.8);
  }
  doc.end();
  return done;
}

export async function renderDocx(letter: string, meta: { title: string }): Promise<Buffer> {
  const paragraphs = blocksOf(letter).map(
    (block) =>
      new Paragraph({
        spacing: { after: 200 },
        children: block.map(
          (line, i) => new TextRun({ text: line, bold: block.length === 1 && isSubject(line), ...(i > 0 ? { break: 1 } : {}) }),
        ),
      }),
  );
  const doc = new Document({
    creator: 'Casebook',
    title: meta.title,
    styles: { default: { document: { run: { font: 'Calibri', size: 22 } } } },
    sections: [
      {
        properties: { page: { margin: { top: 1440, bottom: 1440, left: 1440, right: 1440 } } },
        footers: {
          default: new Footer({
            children: [
              new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun({ text: DISCLAIMER, italics: true, size: 16 })] }),
            ],
          }),
        },
        children: paragraphs,
      },
    ],
  });
  return Packer.toBuffer(doc);
}

export const CONTENT_TYPES: Record<RenderFormat, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

export function renderLetter(letter: string, format: RenderFormat, meta: { title: string }): Promise<Buffer> {
  return format === 'pdf' ? renderPdf(letter, meta) : renderDocx(letter, meta);
}
