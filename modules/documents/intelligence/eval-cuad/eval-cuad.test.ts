// The CUAD measurement (npm run eval:documents): its scorer on hand-made examples, its reading of
// CUAD's annotations, and the harness run on three development contracts in all three formats.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExtractionPool } from '../../../../infra/documents/index.js';
import { sharedFixtures } from '../../../../test/support/shared-fixtures.js';
import { precisionRecall } from '../evaluation.js';
import { OfflineKeyInfoEngine } from '../offline/engine.js';
import type { KeyInformation } from '../schema.js';
import { cuadDir, loadTruths, parseCuadDate, parseGoverningLaw, readManifest, spanStatesDate } from './gold.js';
import { formatFigures, formatMisses, runCuad, type CuadReport } from './harness.js';
import { normalizeName, scoreCuad, scoreParties } from './score.js';
import { SPLIT } from './split.js';

const at = { page: 1, start: 0, end: 1 };
function info(over: Partial<KeyInformation>): KeyInformation {
  return {
    documentType: 'Agreement',
    confidence: 50,
    tags: [],
    summary: '',
    parties: [],
    dates: [],
    amounts: [],
    keyTerms: [],
    clauses: [],
    governingLaw: null,
    ...over,
  };
}

describe('the CUAD scorer', () => {
  it('sets case, punctuation and the legal form aside when comparing names', () => {
    expect(normalizeName('SCANSOURCE DE MEXICO S. DE R.L. DE C.V.')).toBe('scansource de mexico');
    expect(normalizeName('American Express Incentive Services, L.L.C.')).toBe(normalizeName('AMERICAN EXPRESS INCENTIVE SERVICES LLC'));
    expect(normalizeName('The Babcock & Wilcox Company')).toBe('babcock and wilcox');
    expect(normalizeName('R. C. Boyd Enterprises, LLC')).toBe('r c boyd enterprises');
    expect(normalizeName('Company')).toBe('company');
  });

  it('reads a name whose last initialism lost its full stop as the same name, on either side', () => {
    expect(normalizeName('Larch Fund IV-D, L.P')).toBe(normalizeName('LARCH FUND IV-D, L.P.'));
    expect(normalizeName('Larch Fund GP L.L.C')).toBe(normalizeName('LARCH FUND GP L.L.C.'));
    expect(normalizeName('R. C. Boyd')).toBe('r c boyd');
    expect(scoreParties(['LARCH FUND IV-D, L.P.', 'Larch GP L.L.C'], ['Larch Fund IV-D, L.P', 'Larch GP L.L.C.']).exact).toEqual({
      tp: 2,
      fp: 0,
      fn: 0,
    });
  });

  it('counts a hit, a partial match and a miss among parties, exact and partial figures apart', () => {
    const s = scoreParties(['ACME WIDGETS INC', 'Beta', 'Company'], ['Acme Widgets, Inc.', 'Beta Holdings LLC', 'Gamma Corp']);
    expect(s.exact).toEqual({ tp: 1, fp: 2, fn: 2 });
    expect(s.partial).toEqual({ tp: 2, fp: 1, fn: 1 });
    expect(s.partialPairs).toEqual(['Beta ≈ Beta Holdings LLC']);
    expect(s.extra).toEqual(['Company']);
    expect(s.missing).toEqual(['Gamma Corp']);
    expect(precisionRecall(s.exact)).toEqual({ precision: 1 / 3, recall: 1 / 3 });
    expect(precisionRecall(s.partial)).toEqual({ precision: 2 / 3, recall: 2 / 3 });
  });

  it('takes either name of a "d/b/a" party, and matches each label once', () => {
    const s = scoreParties(
      ['Pro Football Hall of Fame', 'pro football hall of fame'],
      ['National Football Museum, Inc., d/b/a Pro Football Hall of Fame'],
    );
    expect(s.exact).toEqual({ tp: 1, fp: 1, fn: 0 });
  });

  it('reads a found name and a label the same way: case, punctuation, legal form and "d/b/a" on either side', () => {
    const pairs: [string, string][] = [
      ['Acme Widgets Inc', 'ACME WIDGETS, INC.'],
      ['Flextronics (Israel) Ltd.', 'FLEXTRONICS ISRAEL LTD.'],
      ['Dong-A ST Co., Ltd.,', 'Dong-A ST Co Ltd'],
      ['EWSD 1, LLC, d/b/a/ SHI FARMS', 'Shi Farms'],
      ['Beta Corp a/k/a Beta Systems', 'Beta Systems, Inc.'],
    ];
    for (const [a, b] of pairs) {
      expect(scoreParties([a], [b]).exact).toEqual({ tp: 1, fp: 0, fn: 0 });
      expect(scoreParties([b], [a]).exact).toEqual({ tp: 1, fp: 0, fn: 0 });
    }
    // Different companies stay different, whichever side holds which.
    expect(scoreParties(['Acme Holdings, Inc.'], ['Acme Widgets, Inc.']).exact).toEqual({ tp: 0, fp: 1, fn: 1 });
  });

  it('scores dates by calendar date with computed dates optional, law by any accepted jurisdiction, and leaves unlabelled amounts out', () => {
    const truth = {
      id: 'x',
      documentType: 'Supply Agreement',
      parties: ['Acme Widgets, Inc.'],
      dates: [{ value: '2019-02-04' }, { value: '2020-01-01' }, { value: '2024-02-04', verbatimInText: false }],
      governingLaw: ['England', 'Wales', 'England and Wales'],
      amounts: null,
    };
    const s = scoreCuad(
      info({
        documentType: 'Supply Agreement',
        parties: [{ name: 'Acme Widgets Inc', source: at }],
        dates: [
          { text: 'February 4, 2019', iso: '2019-02-04', source: at },
          { text: 'February 4, 2024', iso: '2024-02-04', source: at },
          { text: 'March 3, 2021', iso: '2021-03-03', source: at },
        ],
        amounts: [{ text: '$5', value: 5, currency: 'USD', source: at }],
        governingLaw: { state: 'England and Wales', source: at },
      }),
      truth,
    );
    expect(s.fields.dates).toEqual({ tp: 1, fp: 1, fn: 1 });
    expect(s.misses.dates).toEqual({ extra: ['2021-03-03'], missing: ['2020-01-01'] });
    expect(s.fields.governingLaw).toEqual({ tp: 1, fp: 0, fn: 0 });
    expect(s.fields.amounts).toBeNull();
    expect(s.fields.partiesExact).toEqual({ tp: 1, fp: 0, fn: 0 });
    expect(s.typeCorrect).toBe(true);

    const wrong = scoreCuad(info({ documentType: 'Service Agreement', governingLaw: { state: 'Canada', source: at } }), {
      ...truth,
      governingLaw: ['British Columbia'],
      amounts: ['$5'],
    });
    expect(wrong.fields.governingLaw).toEqual({ tp: 0, fp: 1, fn: 1 });
    expect(wrong.fields.amounts).toEqual({ tp: 0, fp: 0, fn: 1 });
    expect(wrong.typeCorrect).toBe(false);
  });

  it("reads CUAD's answers: M/D/YY dates, dates the span states or the annotator computed, governing law", () => {
    expect(parseCuadDate('2/4/19')).toBe('2019-02-04');
    expect(parseCuadDate('11/5/97')).toBe('1997-11-05');
    expect(parseCuadDate('[]/[]/2014')).toBeNull();
    expect(parseCuadDate('perpetual')).toBeNull();
    expect(spanStatesDate("['17t h day of May, 2017']", '2017-05-17')).toBe(true);
    expect(spanStatesDate("['1.4.2011']", '2011-04-01')).toBe(true);
    expect(spanStatesDate("['This contract shall remain in effect initially for the five (5) year']", '2022-05-17')).toBe(false);
    expect(parseGoverningLaw('British Columbia, Canada')).toEqual(['British Columbia']);
    expect(parseGoverningLaw('California; Hong Kong')).toEqual(['California', 'Hong Kong']);
    expect(parseGoverningLaw('')).toBeNull();
  });
});

const fixtures = sharedFixtures('The CUAD measurement', cuadDir);
const pool = new ExtractionPool({ concurrency: 2, idleTimeoutMs: 60_000 });
const SAMPLE = ['c11', 'c12', 'c16'];
let report: CuadReport;

beforeAll(async () => {
  if (!('dir' in fixtures)) return;
  report = await runCuad({ dir: fixtures.dir, ids: SAMPLE, part: 'custom', engine: new OfflineKeyInfoEngine(), pool, concurrency: 3 });
}, 60_000);
afterAll(() => pool.close());

describe.skipIf(!('dir' in fixtures))('the CUAD harness on three development contracts', () => {
  it('splits the sixty contracts once: c01–c40 development, c41–c60 test, every contract in one part', () => {
    const ids = readManifest((fixtures as { dir: string }).dir).map((d) => d.id);
    expect(SPLIT.development).toHaveLength(40);
    expect(SPLIT.test).toHaveLength(20);
    expect([...SPLIT.development, ...SPLIT.test].sort()).toEqual([...ids].sort());
    expect(SPLIT.test[0]).toBe('c41');
  });

  it('has gold labels for every contract, amounts for both parts included', () => {
    const truths = loadTruths((fixtures as { dir: string }).dir);
    expect(SPLIT.development.every((id) => Array.isArray(truths.get(id)?.amounts))).toBe(true);
    expect(SPLIT.test.every((id) => Array.isArray(truths.get(id)?.amounts))).toBe(true);
    // The test part's labels are read from amounts.test.json: some of its contracts state amounts.
    expect(SPLIT.test.reduce((n, id) => n + truths.get(id)!.amounts!.length, 0)).toBeGreaterThan(0);
    expect([...truths.values()].every((t) => t.parties.length > 0)).toBe(true);
  });

  it('reads each contract as TXT, PDF and DOCX through the extraction path', () => {
    expect(report.files.map((f) => `${f.id}.${f.format}`)).toEqual(SAMPLE.flatMap((id) => [`${id}.txt`, `${id}.pdf`, `${id}.docx`]));
    expect(report.files.filter((f) => f.error)).toEqual([]);
    expect(report.files.map((f) => f.method)).toEqual(SAMPLE.flatMap(() => ['plain', 'text-layer', 'docx']));
  });

  it('adds up each field over the files of a format', () => {
    const truths = loadTruths((fixtures as { dir: string }).dir);
    for (const format of ['txt', 'pdf', 'docx'] as const) {
      const files = report.files.filter((f) => f.format === format);
      const parties = report.byFormat[format].fields.partiesExact!;
      expect(parties.tp + parties.fn).toBe(SAMPLE.reduce((n, id) => n + truths.get(id)!.parties.length, 0));
      expect(parties.tp + parties.fp).toBe(files.reduce((n, f) => n + f.info!.parties.length, 0));
      const amounts = report.byFormat[format].fields.amounts!;
      expect(amounts.tp + amounts.fn).toBe(SAMPLE.reduce((n, id) => n + truths.get(id)!.amounts!.length, 0));
      expect(report.byFormat[format].typeRight).toBe(files.filter((f) => f.info!.documentType === f.truthType).length);
    }
  });

  it('prints a table per format and the misses per file', () => {
    const figures = formatFigures(report);
    expect(figures).toContain('| Field | TXT P / R | PDF P / R | DOCX P / R |');
    expect(figures).not.toContain('not labelled');
    // One line per contract and distinct miss; a file read without a miss prints none.
    const missLines = formatMisses(report)
      .split('\n')
      .filter((l) => l.startsWith('- c'));
    const withMisses = new Set(
      report.files
        .filter((f) => {
          if (f.error) return true;
          const s = f.score!;
          const fields = ['parties', 'dates', 'governingLaw', 'amounts'] as const;
          return (
            fields.some((k) => s.misses[k].extra.length + s.misses[k].missing.length > 0) || s.partialPairs.length > 0 || !s.typeCorrect
          );
        })
        .map((f) => f.id),
    );
    expect(new Set(missLines.map((l) => l.slice(2).split(' ')[0]))).toEqual(withMisses);
    for (const l of missLines) expect(l).toMatch(/^- c\d+ \((txt|pdf|docx)(, (txt|pdf|docx))*\): \S/);
  });
});
