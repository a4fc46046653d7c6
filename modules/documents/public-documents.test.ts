// Real public-domain court decisions (test/fixtures/public-documents: a BIA decision, a D.C.
// Circuit opinion, a Vermont Supreme Court opinion; sources in its README) through the whole
// pipeline: each is uploaded to the running app, the worker extracts and analyses it, and the key
// information the API answers is scored against the hand-made labels, per field and per document,
// as real-documents.test.ts does for the contracts. It prints the figures (docs/benchmarks.md
// keeps them); the extractor is not tuned to these files, so the assertions are on what must hold
// for any document and on the precision it has, with recall reported, not asserted.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addCounts,
  FIELDS,
  precisionRecall,
  scoreDocument,
  type Counts,
  type DocumentScore,
  type Field,
  type Truth,
} from './intelligence/evaluation.js';
import { appDatabaseFlavours, type TestDatabase } from '../../test/support/databases.js';
import { startTestApp, uniqueName, type TestApp, type TestClient } from '../../test/support/app.js';
import type { DocumentDetail, DocumentSummary } from './index.js';

const DIR = path.resolve(import.meta.dirname, '../../test/fixtures/public-documents');
const labels = JSON.parse(readFileSync(path.join(DIR, 'labels.json'), 'utf8')) as {
  documents: (Truth & { file: string; citation: string })[];
};
const flavour = appDatabaseFlavours()[0]!;

interface Outcome {
  file: string;
  citation: string;
  text: string;
  truth: Truth;
  doc: DocumentDetail;
  score?: DocumentScore;
}

describe(`public court decisions through upload on ${flavour.name}`, () => {
  let db: TestDatabase;
  let app: TestApp;
  let c: TestClient;
  const outcomes: Outcome[] = [];
  const total: Record<Field, Counts> = {
    parties: { tp: 0, fp: 0, fn: 0 },
    dates: { tp: 0, fp: 0, fn: 0 },
    amounts: { tp: 0, fp: 0, fn: 0 },
    governingLaw: { tp: 0, fp: 0, fn: 0 },
  };

  beforeAll(async () => {
    db = await flavour.open();
    app = await startTestApp(db);
    c = app.client();
    const username = uniqueName('public');
    expect((await c.post('/api/register', { username, email: `${username}@example.com`, password: 'secret-pass' })).status).toBe(201);
    const ids = new Map<string, (typeof labels.documents)[number]>();
    for (const d of labels.documents) {
      const bytes = new Uint8Array(readFileSync(path.join(DIR, d.file)));
      const res = await c.upload<DocumentSummary>('/api/documents/upload', 'document', bytes, d.file, 'text/plain');
      expect(res.status, `${d.file}: ${res.text}`).toBe(201);
      ids.set(res.body.id, d);
    }
    const deadline = Date.now() + 240_000;
    for (;;) {
      const list = await c.get<DocumentSummary[]>('/api/documents');
      if (list.body.every((d) => d.status !== 'processing') || Date.now() > deadline) break;
      await new Promise((r) => setTimeout(r, 300));
    }
    for (const [id, d] of ids) {
      const doc = (await c.get<DocumentDetail>(`/api/documents/${id}`)).body;
      const score = doc.keyInfo ? scoreDocument(doc.keyInfo, d) : undefined;
      outcomes.push({ file: d.file, citation: d.citation, text: readFileSync(path.join(DIR, d.file), 'utf8'), truth: d, doc, score });
      for (const f of FIELDS)
        total[f] = addCounts(
          total[f],
          score ? score.fields[f] : { tp: 0, fp: 0, fn: d[f] === null ? 0 : Array.isArray(d[f]) ? (d[f] as unknown[]).length : 1 },
        );
    }
    const pr = (counts: Counts) => {
      const { precision, recall } = precisionRecall(counts);
      return `${precision.toFixed(2)} / ${recall.toFixed(2)}`;
    };
    console.log(
      [
        `Public court decisions through upload (${flavour.name}): ${outcomes.length} documents`,
        `| document | type (labelled → found) | ${FIELDS.map((f) => `${f} P / R`).join(' | ')} |`,
        `| --- | --- |${FIELDS.map(() => ' --- |').join('')}`,
        ...outcomes.map(
          (o) =>
            `| ${o.citation} | ${o.truth.documentType} → ${o.doc.keyInfo?.documentType ?? o.doc.status} | ${FIELDS.map((f) => (o.score ? pr(o.score.fields[f]) : '–')).join(' | ')} |`,
        ),
        `| all | ${outcomes.filter((o) => o.score?.typeCorrect).length} of ${outcomes.length} right | ${FIELDS.map((f) => pr(total[f])).join(' | ')} |`,
        '',
        ...outcomes.flatMap((o) =>
          FIELDS.flatMap((f) => {
            const m = o.score?.misses[f];
            return m && (m.extra.length || m.missing.length)
              ? [`${o.file} ${f}: extra ${JSON.stringify(m.extra)}, missing ${JSON.stringify(m.missing)}`]
              : [];
          }),
        ),
      ].join('\n'),
    );
  }, 300_000);

  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it('completes every decision, reading the whole text as uploaded', () => {
    expect(outcomes).toHaveLength(labels.documents.length);
    for (const o of outcomes) {
      expect(o.doc.status, `${o.file}: ${o.doc.error}`).toBe('completed');
      // The Full Text tab shows the document's words, in order (whitespace aside).
      const words = (s: string) => s.split(/\s+/).filter(Boolean).join(' ');
      expect(words(o.doc.extractedText)).toBe(words(o.text));
    }
  });

  // What holds on these decisions today and must keep holding: each is recognised as a court
  // decision, and what the engine returns is right. Recall is reported above, not asserted: it is
  // low on decisions (docs/document-intelligence.md says where and why), and asserting today's
  // figure would only freeze it.
  it('recognises every decision as a court opinion', () => {
    expect(outcomes.map((o) => [o.file, o.doc.keyInfo?.documentType])).toEqual(outcomes.map((o) => [o.file, 'Court Opinion']));
  });

  it.each(['parties', 'dates', 'amounts'] as const)('%s: what is returned is right (precision at least 0.9)', (field) => {
    expect(precisionRecall(total[field]).precision).toBeGreaterThanOrEqual(0.9);
  });

  it('points every extracted date and amount at its place in the Full Text', () => {
    const squash = (t: string) => t.replace(/\s+/g, ' ').trim();
    for (const o of outcomes) {
      const info = o.doc.keyInfo!;
      for (const item of [...info.dates, ...info.amounts]) {
        const { start, end } = item.source;
        expect(end, `${o.file}: ${item.text}`).toBeLessThanOrEqual(o.doc.extractedText.length);
        expect(squash(o.doc.extractedText.slice(start, end)), `${o.file}: ${item.text}`).toContain(squash(item.text));
      }
    }
  });
});
