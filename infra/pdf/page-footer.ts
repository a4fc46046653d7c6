// A footer on every page of a PDFKit document: the caller's label and "Page n of N". The document
// must be made with `bufferPages: true` (so the count is known at the end); call this just before
// `doc.end()`.
import type PDFDocument from 'pdfkit';

export function stampPageFooters(doc: InstanceType<typeof PDFDocument>, label: string): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const { margins, width, height } = doc.page;
    // Writing inside the bottom margin would make PDFKit open a new page: lift the margin while
    // the footer is written, and put it back.
    const bottom = margins.bottom;
    margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor('#777777')
      .text(`${label} · Page ${i - range.start + 1} of ${range.count}`, margins.left, height - bottom / 2 - 4, {
        width: width - margins.left - margins.right,
        align: 'center',
        lineBreak: false,
      });
    margins.bottom = bottom;
  }
}
