// A conversation exported (GET /api/conversations/:id/export): Markdown, or a PDF made with pdfkit
// like the other reports. The text is the view's: the messages the conversation shows.
import PDFDocument from 'pdfkit';
import { stampPageFooters } from '../../infra/pdf/page-footer.js';
import type { ChatMessage, ConversationSummary } from '../../modules/conversation/index.js';
import { printable } from '../../infra/pdf/printable.js';

/** Who wrote a message, as the export names them. */
export const AUTHORS = { user: 'You', assistant: 'Casebook Assistant' } as const;

const when = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
const author = (m: ChatMessage) => (m.isUser ? AUTHORS.user : AUTHORS.assistant);
const marks = (m: ChatMessage) => [m.regenerateOf ? 'asked again' : '', m.stopped ? 'stopped' : ''].filter(Boolean);

/** `casebook-<title words>-<date>.md`: ASCII letters, digits and dashes only (safe in a header on every system). */
export function exportFileName(c: ConversationSummary, format: 'md' | 'pdf', exportedAt: string): string {
  const slug = c.title
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 50)
    .replace(/-+$/, '');
  return `casebook-${slug || 'conversation'}-${exportedAt.slice(0, 10)}.${format}`;
}

export function conversationMarkdown(c: ConversationSummary, messages: readonly ChatMessage[], exportedAt: string): string {
  const lines = [
    `# ${c.title.replace(/\n/g, ' ')}`,
    '',
    `- Started: ${when(c.createdAt)}`,
    `- Last message: ${when(c.updatedAt)}`,
    `- Messages: ${messages.length}`,
    `- Exported: ${when(exportedAt)}`,
    '',
  ];
  for (const m of messages) {
    const extra = marks(m);
    lines.push('---', '', `**${author(m)}** · ${when(m.createdAt)}${extra.length ? ` · _${extra.join(', ')}_` : ''}`, '', m.content, '');
  }
  lines.push('---', '', '_Exported from Casebook. The assistant’s answers are general information, not legal advice._', '');
  return lines.join('\n');
}

export function conversationPdf(c: ConversationSummary, messages: readonly ChatMessage[], exportedAt: string): Promise<Buffer> {
  // Uncompressed: the text stays searchable (and testable) in the file.
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 56,
    compress: false,
    bufferPages: true,
    info: { Title: printable(c.title), Subject: 'Casebook conversation', Author: 'Casebook', Creator: 'Casebook' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('Helvetica-Bold').fontSize(18).text(printable(c.title));
  doc
    .moveDown(0.3)
    .font('Helvetica')
    .fontSize(10)
    .fillColor('#555555')
    .text(`Started ${when(c.createdAt)} · Last message ${when(c.updatedAt)} · ${messages.length} messages`);
  doc.moveDown(1).fillColor('#000000');
  for (const m of messages) {
    const extra = marks(m);
    doc
      .font('Helvetica-Bold')
      .fontSize(11)
      .text(`${author(m)}  `, { continued: true })
      .font('Helvetica')
      .fillColor('#777777')
      .text(`${when(m.createdAt)}${extra.length ? ` (${extra.join(', ')})` : ''}`);
    doc.fillColor('#000000').moveDown(0.2).fontSize(11).text(printable(m.content));
    doc.moveDown(0.8);
  }
  doc
    .moveDown(1)
    .fontSize(9)
    .fillColor('#777777')
    .text(`Exported from Casebook on ${when(exportedAt)}. The assistant's answers are general information, not legal advice.`);
  stampPageFooters(doc, 'Casebook · Conversation');
  doc.end();
  return done;
}
