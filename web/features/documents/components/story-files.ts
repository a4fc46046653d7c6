// The files behind the story documents, made in the browser: a two-page PDF with a real text layer
// holding exactly the fixture's extracted text (pdf-lib, Helvetica), and a picture of text (a canvas)
// standing for a scan read by OCR. Answered as GET /api/documents/:id/file by the stories' mock.
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { completedDetail } from './story-fixtures';

/** Lines of at most `width` points in `font` at `size`, broken between words. */
function wrap(text: string, measure: (s: string) => number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(' ')) {
      const next = line ? `${line} ${word}` : word;
      if (measure(next) > width && line) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    lines.push(line);
  }
  return lines;
}

let pdf: Promise<Uint8Array> | undefined;

/** The fixture agreement as a Letter-size PDF, one fixture page per PDF page. */
export function storyPdf(): Promise<Uint8Array> {
  pdf ??= (async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const size = 12;
    for (const span of completedDetail.pages) {
      const page = doc.addPage([612, 792]);
      const text = completedDetail.extractedText.slice(span.start, span.end).trim();
      let y = 720;
      for (const line of wrap(text, (s) => font.widthOfTextAtSize(s, size), 468)) {
        if (line) page.drawText(line, { x: 72, y, size, font });
        y -= size * 1.5;
      }
    }
    return doc.save();
  })();
  return pdf;
}

/** A picture of a few lines of text, as a phone photo of a page would be (PNG). */
export async function storyPicture(lines: string[]): Promise<Uint8Array> {
  const canvas = document.createElement('canvas');
  canvas.width = 900;
  canvas.height = 120 + lines.length * 48;
  const ctx = canvas.getContext('2d')!;
  ctx.fillStyle = '#fdfcf8';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.fillStyle = '#222';
  ctx.font = '28px serif';
  lines.forEach((line, i) => ctx.fillText(line, 60, 90 + i * 48));
  const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
  return new Uint8Array(await blob.arrayBuffer());
}

/** A mock answer of GET /api/documents/:id/file: the bytes as they are made, with their type. */
export function fileResponse(bytes: () => Promise<Uint8Array>, type: string): Response {
  return new Response(
    new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(await bytes());
        controller.close();
      },
    }),
    { headers: { 'Content-Type': type } },
  );
}
