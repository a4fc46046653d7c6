// The case analysis report ('Download Report' on Case Detail): a PDF of the case, the latest
// result with who decided it (a jury of its size, or the bench of a family matter: no jurors then),
// the plausible range, what moved the number from the base rate, whether the facts weighed were
// confirmed by the client, the spread of outcomes, how it was made, and its limits stated next to
// the numbers (as in the UI), and the case's timeline read from its events.
import PDFDocument from 'pdfkit';
import { stampPageFooters } from '../../infra/pdf/page-footer.js';
import { CASE_STATUS_LABELS, PAYMENT_STATUS_LABELS, caseTypeLabel, type CaseDetailResponse } from '../../modules/casework/index.js';
import { printable } from '../../infra/pdf/printable.js';

/** A jury's size in words (criminal juries seat twelve; a civil jury six to twelve, by state). */
const JURY_WORDS: Record<number, string> = { 6: 'six', 7: 'seven', 8: 'eight', 9: 'nine', 10: 'ten', 11: 'eleven', 12: 'twelve' };

const day = (iso: string) => iso.slice(0, 10);

/** '+21 points', '-4 points', '0 points' (ASCII: the standard fonts have no minus sign). */
export function pointsText(points: number): string {
  const rounded = Math.round(points * 10) / 10;
  const abs = Math.abs(rounded);
  const unit = abs === 1 ? 'point' : 'points';
  return `${rounded > 0 ? '+' : rounded < 0 ? '-' : ''}${abs} ${unit}`;
}

/** Whether the analysis weighed facts the client confirmed (null on analyses made before the fact sheet). */
export function factsStatusText(status: 'confirmed' | 'extracted' | null | undefined): string | null {
  if (status === 'confirmed') return 'The client reviewed and confirmed the facts before the analysis ran.';
  if (status === 'extracted') return "Analysed on the facts as read from the client's description; the client did not review them.";
  return null;
}

/** One line of the case's timeline: when, and what happened (CASE_EVENT_LABELS). */
export interface TimelineEntry {
  at: string;
  label: string;
}

export function renderCaseReport(
  c: CaseDetailResponse,
  opts: { ownerName: string | null; generatedAt: string; timeline?: readonly TimelineEntry[] },
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 56,
    compress: false,
    bufferPages: true,
    info: { Title: `Case analysis ${c.caseNumber}`, Subject: `Casebook case analysis ${c.id}`, Author: 'Casebook', Creator: 'Casebook' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (ch: Buffer) => chunks.push(ch));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const heading = (text: string) => doc.moveDown(0.8).font('Helvetica-Bold').fontSize(13).text(printable(text)).moveDown(0.3);
  const para = (text: string) => doc.font('Helvetica').fontSize(10.5).text(printable(text), { lineGap: 2 });
  const field = (label: string, value: string | null | undefined) => {
    if (!value) return;
    doc
      .font('Helvetica-Bold')
      .fontSize(10.5)
      .text(`${printable(label)}: `, { continued: true })
      .font('Helvetica')
      .text(printable(value));
  };
  const bullets = (items: string[], empty: string) => {
    if (items.length === 0) return para(empty);
    for (const item of items) para(`- ${item}`);
    return doc;
  };

  doc.font('Helvetica-Bold').fontSize(20).text('Case Analysis Report');
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor('#555')
    .text(`Generated ${opts.generatedAt.slice(0, 16).replace('T', ' ')} UTC by Casebook`)
    .fillColor('black');

  heading(c.caseTitle);
  field('Case number', c.caseNumber);
  field('Client', c.clientName);
  if (opts.ownerName) field('Account', opts.ownerName);
  field(
    'Case type',
    `${c.caseCategory === 'criminal' ? 'Criminal' : c.caseCategory === 'civil' ? 'Civil' : 'Family'} - ${caseTypeLabel(c.caseCategory, c.caseType)}`,
  );
  field('Jurisdiction', c.jurisdiction);
  field('Court', c.courtName);
  field('Status', CASE_STATUS_LABELS[c.status]);
  field('Payment', PAYMENT_STATUS_LABELS[c.paymentStatus]);
  field('Created', day(c.createdAt));
  if (c.completedAt) field('Completed', day(c.completedAt));

  heading('Case Description');
  para(c.caseDescription);

  const r = c.results;
  heading('AI Analysis Results');
  if (!r) {
    para(
      c.paymentStatus === 'paid'
        ? 'The analysis is in progress. Download the report again once the results appear.'
        : 'The analysis runs once the case is paid.',
    );
  } else {
    const judge = r.decisionMaker === 'judge';
    const interval = r.interval ?? null;
    doc.font('Helvetica-Bold').fontSize(16).text(`Probability of success: ${r.successProbability}%`);
    if (interval) para(`Likely between ${interval.low}% and ${interval.high}%.`);
    para(`Confidence: ${r.confidenceLevel}. ${r.confidenceReason}`);
    para(
      `Decided by: ${judge ? 'a simulated judge (the bench)' : `a simulated jury of ${JURY_WORDS[r.jurors.length] ?? r.jurors.length}`}.`,
    );
    const status = factsStatusText(r.factsStatus);
    if (status) para(`Facts: ${status}`);
    const flags = r.flags ?? [];
    if (flags.length > 0) {
      doc.moveDown(0.2);
      for (const f of flags) para(`${f.severity === 'warning' ? 'Warning' : 'Note'}: ${f.message}`);
    }
    doc.moveDown(0.3);
    doc.font('Helvetica-Oblique').fontSize(9).text(printable(r.limits), { lineGap: 1 });
    heading('Summary');
    para(r.summary);
    heading('Key Strengths');
    bullets(r.strengths, 'None identified from the facts given.');
    heading('Key Weaknesses');
    bullets(r.weaknesses, 'None identified from the facts given.');
    heading('Additional Recommendations');
    para(r.recommendations);

    const contributions = r.contributions ?? [];
    if (contributions.length > 0) {
      heading('What Moved the Estimate');
      para(`Base rate for this kind of case: ${r.distribution.baseRate}%.`);
      for (const c of contributions) {
        doc.moveDown(0.15);
        doc
          .font('Helvetica-Bold')
          .fontSize(10)
          .text(printable(`${pointsText(c.points)}: ${c.label}`));
        if (c.quote)
          doc
            .font('Helvetica-Oblique')
            .fontSize(9)
            .text(printable(`"${c.quote}"`), { lineGap: 1, indent: 12 });
      }
      doc.moveDown(0.15);
      para(`Estimate: ${r.successProbability}%.`);
    }

    if (judge) {
      if (r.bench) {
        const b = r.bench;
        heading('The Bench');
        field('Who decides', b.court);
        field('Law applied', b.law);
        field('Likely ruling', `${b.rulingLabel} (${b.confidence}% confidence)`);
        if (b.reasons.length > 0) {
          doc.moveDown(0.2);
          bullets(b.reasons, '');
        }
      }
    } else if (r.jurors.length > 0) {
      heading('The Simulated Jury');
      const favourable = r.jurors.filter((j) => j.vote === 'favourable').length;
      para(`${favourable} of ${r.jurors.length} simulated jurors favour the client.`);
      for (const j of [...r.jurors].sort((a, b) => a.seat - b.seat)) {
        doc.moveDown(0.2);
        doc
          .font('Helvetica-Bold')
          .fontSize(10)
          .text(printable(`Juror ${j.seat}: ${j.profile.occupation} (${j.profile.ageBand}) - ${j.voteLabel}, ${j.confidence}%`));
        doc.font('Helvetica').fontSize(9.5).text(printable(j.reason), { lineGap: 1 });
      }
    }

    heading('Spread of Outcomes');
    const d = r.distribution;
    const spread = [`${d.outcomeLabels.favourable} ${d.outcomes.favourable}`, `${d.outcomeLabels.unfavourable} ${d.outcomes.unfavourable}`];
    if (!(judge && d.outcomes.hung === 0)) spread.push(`${d.outcomeLabels.hung} ${d.outcomes.hung}`);
    para(
      `Across ${d.simulations} simulated ${judge ? 'rulings' : 'deliberations'}: ${spread.join(', ')}. Base rate for this kind of case: ${d.baseRate}%.`,
    );

    heading('How This Analysis Was Made');
    const p = r.provenance;
    para(`Engine: ${p.engine}; model: ${p.model}; version: ${p.promptVersion}; seed: ${p.seed ?? 'none'}.`);
    para(`Input hash (sha256 of the case facts): ${p.inputHash}`);
    const runs = c.analyses.filter((a) => a.status === 'completed').length;
    if (runs > 1) para(`This case was analysed ${runs} times; this report shows the latest result.`);
  }

  if (opts.timeline && opts.timeline.length > 0) {
    heading('Case Timeline');
    for (const t of opts.timeline) para(`${t.at.slice(0, 16).replace('T', ' ')} UTC - ${t.label}`);
  }

  stampPageFooters(doc, `Casebook · Case analysis ${c.caseNumber}`);
  doc.end();
  return done;
}
