// The whole pipeline on files the test makes — a PDF (pdfkit), a DOCX (docx), a PNG of rendered
// text (OCR): detect the type, extract in the process pool, analyze offline. The key information
// holds what was written, and its sources point into the extracted text.
import { afterAll, describe, expect, it } from 'vitest';
import { detectType, ExtractionPool } from '../../../infra/documents/index.js';
import { makeDocx, makePdf, makeTextImage } from '../../../test/support/document-samples.js';
import { OfflineKeyInfoEngine } from './offline/engine.js';
import { repairOcrPages } from './ocr-repair.js';

const pool = new ExtractionPool({ idleTimeoutMs: 60_000 });
const engine = new OfflineKeyInfoEngine();
afterAll(() => pool.close());

async function pipeline(bytes: Uint8Array) {
  const kind = await detectType(bytes);
  expect(kind).not.toBeNull();
  const extracted = repairOcrPages(await pool.extract(bytes, kind!));
  const info = await engine.analyze(extracted.text, extracted.pages);
  return { kind, extracted, info };
}

describe('detect → extract → key information on generated files', () => {
  it('a two-page PDF contract', async () => {
    const pdf = await makePdf([
      'CONSULTING AGREEMENT\n\nThis Consulting Agreement (the "Agreement") is made on September 12, 2023 by and between Redwood Forensics LLC, an Oregon limited liability company ("Consultant"), and Alder Insurance Company ("Client").\n\n1. Services. Consultant shall examine the records the Client provides.',
      '2. Fees. Client shall pay Consultant $275.00 per hour, invoiced monthly.\n\n3. Governing Law. This Agreement shall be governed by the laws of the State of Oregon.',
    ]);
    const { kind, extracted, info } = await pipeline(pdf);
    expect(kind).toBe('pdf');
    expect(extracted.method).toBe('text-layer');
    expect(info.documentType).toBe('Consulting Agreement');
    expect(info.parties.map((p) => [p.name, p.role])).toEqual([
      ['Redwood Forensics LLC', 'Consultant'],
      ['Alder Insurance Company', 'Client'],
    ]);
    expect(info.dates.map((d) => d.iso)).toContain('2023-09-12');
    expect(info.amounts.map((a) => [a.text, a.value])).toEqual([['$275.00', 275]]);
    expect(info.governingLaw?.state).toBe('Oregon');
    expect(info.governingLaw?.source.page).toBe(2);
    const party = info.parties[0]!;
    expect(extracted.text.slice(party.source.start, party.source.end)).toBe('Redwood Forensics LLC');
  }, 90_000); // the first extraction starts the pool's process (pdf.js and all): on a busy machine, tens of seconds

  it('a DOCX contract', async () => {
    const docx = await makeDocx([
      [
        'EMPLOYMENT AGREEMENT',
        'This Employment Agreement is entered into as of 1 April 2022 by and between Granite Peak Security, Inc., a Colorado corporation ("Employer"), and Samuel Okafor ("Employee").',
        'Employer shall pay Employee a salary of $96,000 per year.',
      ],
      ['This Agreement shall be governed by and construed in accordance with the laws of the State of Colorado.'],
    ]);
    const { kind, extracted, info } = await pipeline(docx);
    expect(kind).toBe('docx');
    expect(extracted.pages).toHaveLength(2);
    expect(info.documentType).toBe('Employment Agreement');
    expect(info.parties.map((p) => [p.name, p.role, p.kind])).toEqual([
      ['Granite Peak Security, Inc.', 'Employer', 'organization'],
      ['Samuel Okafor', 'Employee', 'person'],
    ]);
    expect(info.dates.map((d) => d.iso)).toContain('2022-04-01');
    expect(info.amounts.map((a) => a.value)).toEqual([96000]);
    expect(info.governingLaw).toMatchObject({ state: 'Colorado', source: { page: 2 } });
  });

  it('a PNG of a letter, read by OCR', { timeout: 120_000 }, async () => {
    const png = await makeTextImage([
      'June 18, 2024',
      '',
      'Dear Mr. Castillo:',
      '',
      'Our client, Brightline Storage, asks you to pay the overdue',
      'balance of $1,640.00 for unit 27 within fourteen days.',
      '',
      'Sincerely,',
      '',
      'Helen Park',
    ]);
    const { kind, extracted, info } = await pipeline(png);
    expect(kind).toBe('png');
    expect(extracted.method).toBe('ocr');
    expect(info.documentType).toBe('Letter');
    // OCR may read the abbreviation's full stop or not (the page is smoothed before Tesseract reads it).
    expect(info.parties.map((p) => [p.name, p.role])).toEqual([
      [expect.stringMatching(/^Mr\.? Castillo$/), 'Recipient'],
      ['Helen Park', 'Sender'],
    ]);
    expect(info.dates.map((d) => [d.label, d.iso])).toEqual([['Letter Date', '2024-06-18']]);
    expect(info.amounts.map((a) => [a.text, a.value])).toEqual([['$1,640.00', 1640]]);
  });
});
