// The whole pipeline measured on real documents: twelve SEC contracts in three formats, three
// page-one scans, three hostile files (../shared/fixtures/real-documents) and the public-domain
// decisions and letters in ./corpus. Asserts the goals of issue 13 and prints the figures.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExtractionPool } from '../../../infra/documents/index.js';
import { FIELDS, precisionRecall } from './evaluation.js';
import { formatReport, measure, realDocumentsDir, type Report } from './measure.js';
import { OfflineKeyInfoEngine } from './offline/engine.js';
import { sharedFixtures } from '../../../test/support/shared-fixtures.js';

const fixtures = sharedFixtures('Key information on the real documents', realDocumentsDir);
let report: Report;
const pool = new ExtractionPool({ idleTimeoutMs: 60_000 });

beforeAll(async () => {
  if (!('dir' in fixtures)) return;
  report = await measure(new OfflineKeyInfoEngine(), pool, fixtures.dir);
  console.log(formatReport(report));
}, 600_000);
afterAll(() => pool.close());

describe.skipIf(!('dir' in fixtures))('key information on the real documents (offline engine)', () => {
  it('reads every fixture file', () => {
    const failed = report.files.filter((f) => f.error).map((f) => `${f.file}: ${f.error}`);
    expect(failed).toEqual([]);
    expect(report.files.filter((f) => f.format === 'scan').every((f) => f.method === 'ocr')).toBe(true);
    expect(report.files.filter((f) => f.format === 'pdf').every((f) => f.method === 'text-layer')).toBe(true);
  });

  it.each(['parties', 'dates', 'governingLaw'] as const)('%s: precision and recall of at least 0.9', (field) => {
    const { precision, recall } = precisionRecall(report.byField[field]);
    expect(recall).toBeGreaterThanOrEqual(0.9);
    expect(precision).toBeGreaterThanOrEqual(0.9);
  });

  it('amounts: recall of at least 0.95', () => {
    expect(precisionRecall(report.byField.amounts).recall).toBeGreaterThanOrEqual(0.95);
  });

  it('holds in every format, not just on average', () => {
    for (const format of ['txt', 'pdf', 'docx', 'scan', 'corpus'] as const) {
      for (const field of ['parties', 'dates', 'governingLaw'] as const) {
        expect.soft(precisionRecall(report.byFormat[format][field]).recall, `${format} ${field} recall`).toBeGreaterThanOrEqual(0.9);
      }
      expect.soft(precisionRecall(report.byFormat[format].amounts).recall, `${format} amounts recall`).toBeGreaterThanOrEqual(0.95);
    }
  });

  it('document type: right on at least 10 of the 12 contracts', () => {
    expect(report.typeCorrect.contractsTotal).toBe(12);
    expect(report.typeCorrect.contracts).toBeGreaterThanOrEqual(10);
  });

  it('OCR of the scans comes within 0.1 of the text layer of the same page', () => {
    const scans = report.files.filter((f) => f.format === 'scan');
    expect(scans).toHaveLength(3);
    scans.forEach((scan, i) => {
      const base = report.scanBaseline[i]!;
      for (const field of FIELDS) {
        const s = precisionRecall(scan.score!.fields[field]);
        const b = precisionRecall(base.score!.fields[field]);
        expect.soft(Math.abs(s.precision - b.precision), `${scan.file} ${field} precision`).toBeLessThanOrEqual(0.1);
        expect.soft(Math.abs(s.recall - b.recall), `${scan.file} ${field} recall`).toBeLessThanOrEqual(0.1);
      }
    });
  });

  it('fails the hostile files cleanly: corrupt PDF, zip bomb, PNG named .pdf', () => {
    const outcome = Object.fromEntries(report.hostile.map((h) => [h.kind, h.outcome]));
    expect(outcome['corrupt-pdf']).toBe('failed: CORRUPT');
    expect(outcome['zip-bomb-docx']).toBe('failed: TOO_LARGE');
    expect(outcome['path-traversal-name-png-as-pdf']).toMatch(/^rejected: the name says \.pdf, the bytes are png/);
  });

  it('measures more than contracts: the corpus of decisions and letters', () => {
    const corpus = report.files.filter((f) => f.format === 'corpus');
    expect(corpus.length).toBeGreaterThanOrEqual(6);
    expect(new Set(corpus.map((f) => f.truthType))).toEqual(new Set(['Court Opinion', 'Letter']));
    expect(corpus.filter((f) => f.score!.typeCorrect).length).toBe(corpus.length);
  });
});
