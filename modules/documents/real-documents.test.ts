// The whole pipeline through HTTP on the real documents (../shared/fixtures/real-documents: twelve
// SEC contracts as TXT, PDF and DOCX, three page-one scans, three hostile files) and the public-
// domain decisions and letters of modules/documents/intelligence/corpus: each is uploaded to the running app,
// the worker extracts and analyses it, and the key information the API answers is scored against
// the labels. Same goals as intelligence/real-documents.test.ts, now end to end.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appDatabaseFlavours, type TestDatabase } from '../../test/support/databases.js';
import { sharedFixtures } from '../../test/support/shared-fixtures.js';
import { startTestApp, uniqueName, type TestApp, type TestClient } from '../../test/support/app.js';
import { addCounts, FIELDS, precisionRecall, scoreDocument, type Counts, type Field, type Truth } from './intelligence/evaluation.js';
import { CORPUS_DIR, realDocumentsDir } from './intelligence/measure.js';
import type { DocumentDetail, DocumentSummary } from './index.js';

type Format = 'txt' | 'pdf' | 'docx' | 'scan' | 'corpus';
interface Case {
  file: string;
  bytes: Uint8Array;
  format: Format;
  truth: Truth;
}
interface Outcome extends Case {
  doc: DocumentDetail;
}

const fixtures = sharedFixtures('The real documents through upload', realDocumentsDir);
const dir = 'dir' in fixtures ? fixtures.dir : '';
const manifest = (dir ? JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8')) : { documents: [], files: [], hostile: [] }) as {
  documents: (Truth & { id: string; firstPage?: Omit<Truth, 'partyAliases'> })[];
  files: { file: string; documentId: string; format: string; groundTruth: 'document' | 'firstPage' }[];
  hostile: { file: string; kind: string }[];
};
const flavour = appDatabaseFlavours()[0]!;
const empty = (): Record<Field, Counts> => ({
  parties: { tp: 0, fp: 0, fn: 0 },
  dates: { tp: 0, fp: 0, fn: 0 },
  amounts: { tp: 0, fp: 0, fn: 0 },
  governingLaw: { tp: 0, fp: 0, fn: 0 },
});

function cases(): Case[] {
  const docs = new Map(manifest.documents.map((d) => [d.id, d]));
  const hostile = new Set(manifest.hostile.map((h) => h.file));
  const out: Case[] = [];
  for (const f of manifest.files) {
    const doc = docs.get(f.documentId);
    if (!doc || hostile.has(f.file)) continue;
    const scan = f.groundTruth === 'firstPage';
    const truth: Truth = scan ? { ...doc.firstPage!, ...(doc.partyAliases ? { partyAliases: doc.partyAliases } : {}) } : doc;
    out.push({
      file: f.file,
      bytes: new Uint8Array(readFileSync(path.join(dir, f.file))),
      format: scan ? 'scan' : (f.format as Format),
      truth,
    });
  }
  const labels = JSON.parse(readFileSync(path.join(CORPUS_DIR, 'labels.json'), 'utf8')) as { documents: (Truth & { file: string })[] };
  for (const d of labels.documents)
    out.push({ file: d.file, bytes: new Uint8Array(readFileSync(path.join(CORPUS_DIR, d.file))), format: 'corpus', truth: d });
  return out;
}

describe.skipIf(!dir)(`the real documents through upload on ${flavour.name}`, () => {
  let db: TestDatabase;
  let app: TestApp;
  let c: TestClient;
  const outcomes: Outcome[] = [];
  const hostile: { file: string; status: number; outcome: string }[] = [];
  const byField = empty();
  const byFormat: Record<Format, Record<Field, Counts>> = { txt: empty(), pdf: empty(), docx: empty(), scan: empty(), corpus: empty() };

  beforeAll(async () => {
    db = await flavour.open();
    // Every file of the set from one user: more than a free plan's daily uploads.
    app = await startTestApp(db, { DOCUMENT_DAILY_FILES_FREE: '1000', DOCUMENT_DAILY_MB_FREE: '1000' });
    c = app.client();
    const username = uniqueName('real');
    expect((await c.post('/api/register', { username, email: `${username}@example.com`, password: 'secret-pass' })).status).toBe(201);

    const all = cases();
    const ids = new Map<string, Case>();
    for (const k of all) {
      const res = await c.upload<DocumentSummary>('/api/documents/upload', 'document', k.bytes, path.basename(k.file));
      expect(res.status, `${k.file}: ${res.text}`).toBe(201);
      ids.set(res.body.id, k);
    }
    for (const h of manifest.hostile) {
      const res = await c.upload<DocumentSummary>(
        '/api/documents/upload',
        'document',
        new Uint8Array(readFileSync(path.join(dir, h.file))),
        h.file,
      );
      hostile.push({
        file: h.file,
        status: res.status,
        outcome: res.status === 201 ? res.body.id : (res.body as unknown as { message: string }).message,
      });
    }
    // The worker reads them one after another; the list polls as the screen does.
    const deadline = Date.now() + 540_000;
    for (;;) {
      const list = await c.get<DocumentSummary[]>('/api/documents');
      if (list.body.every((d) => d.status !== 'processing') || Date.now() > deadline) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    for (const [id, k] of ids) outcomes.push({ ...k, doc: (await c.get<DocumentDetail>(`/api/documents/${id}`)).body });
    for (const h of hostile) {
      if (h.status === 201) h.outcome = `${(await c.get<DocumentDetail>(`/api/documents/${h.outcome}`)).body.status}`;
    }

    for (const o of outcomes) {
      if (!o.doc.keyInfo) {
        for (const f of FIELDS) byFormat[o.format][f] = addCounts(byFormat[o.format][f], { tp: 0, fp: 0, fn: 1 });
        continue;
      }
      const score = scoreDocument(o.doc.keyInfo, o.truth);
      for (const f of FIELDS) {
        byField[f] = addCounts(byField[f], score.fields[f]);
        byFormat[o.format][f] = addCounts(byFormat[o.format][f], score.fields[f]);
      }
    }
    const row = (name: string, counts: Record<Field, Counts>) =>
      `| ${name} | ${FIELDS.map((f) => {
        const pr = precisionRecall(counts[f]);
        return `${pr.precision.toFixed(2)} / ${pr.recall.toFixed(2)}`;
      }).join(' | ')} |`;
    console.log(
      [
        `Through upload (${flavour.name}): ${outcomes.length} documents`,
        `| Format | ${FIELDS.map((f) => `${f} P / R`).join(' | ')} |`,
        `| --- |${FIELDS.map(() => ' --- |').join('')}`,
        row('all', byField),
        ...(Object.keys(byFormat) as Format[]).map((f) => row(f, byFormat[f])),
        '',
        ...hostile.map((h) => `hostile ${h.file}: ${h.status} ${h.outcome}`),
      ].join('\n'),
    );
  }, 600_000);
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it('completes every real document; scans by OCR, PDFs by their text layer', () => {
    expect(outcomes.filter((o) => o.doc.status !== 'completed').map((o) => `${o.file}: ${o.doc.status} ${o.doc.error}`)).toEqual([]);
    expect(outcomes.filter((o) => o.format === 'scan').map((o) => o.doc.method)).toEqual(['ocr', 'ocr', 'ocr']);
    expect(outcomes.filter((o) => o.format === 'pdf').every((o) => o.doc.method === 'text-layer')).toBe(true);
  });

  it.each(['parties', 'dates', 'governingLaw'] as const)('%s: precision and recall of at least 0.9', (field) => {
    const { precision, recall } = precisionRecall(byField[field]);
    expect(recall).toBeGreaterThanOrEqual(0.9);
    expect(precision).toBeGreaterThanOrEqual(0.9);
  });

  it('amounts: recall of at least 0.95', () => {
    expect(precisionRecall(byField.amounts).recall).toBeGreaterThanOrEqual(0.95);
  });

  it('document type right on at least 10 of the 12 contracts (PDF)', () => {
    const pdfs = outcomes.filter((o) => o.format === 'pdf');
    expect(pdfs).toHaveLength(12);
    expect(pdfs.filter((o) => o.doc.keyInfo && scoreDocument(o.doc.keyInfo, o.truth).typeCorrect).length).toBeGreaterThanOrEqual(10);
  });

  it('the hostile files are refused at upload or fail cleanly', () => {
    expect(hostile).toHaveLength(3);
    for (const h of hostile) expect([415, 'failed'], h.file).toContainEqual(h.status === 201 ? h.outcome : h.status);
  });
});
