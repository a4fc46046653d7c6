// Case documents go through the documents module's fair queue (decision 0055), through HTTP against
// the real app with an extractor the test controls: a picture is held until the test lets it go
// (as a costly picture holds OCR), a PDF is read at once. One user's pictures (uploads and a case's
// attachment) do not delay another user's case document by more than the one being read; the owner
// reads each attached document's place while it waits, then 'read'; the fact sheet has its text
// once read; a document that fails says why; nobody else reads the states.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appDatabaseFlavours, type TestDatabase } from '../../test/support/databases.js';
import { startTestApp, uniqueName, type TestApp, type TestClient } from '../../test/support/app.js';
import { makeNoiseImage, makePdf } from '../../test/support/document-samples.js';
import { criminalCaseRequest } from '../../test/support/case-request.js';
import { ExtractionError, type DocumentKind, type ExtractedText } from '../../infra/documents/index.js';
import type { DocumentSummary, Extractor } from '../documents/index.js';
import type { CaseDocumentReadingResponse } from './reading-contract.js';
import type { FactsView } from './understanding/fact-sheet.js';

const hash = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Reads a PDF at once (its label as text); holds each picture until `release`, then fails it as a costly picture fails. */
class GatedExtractor implements Extractor {
  readonly capacity = 1;
  readonly started: string[] = [];
  private readonly gates = new Map<string, () => void>();
  private readonly labels = new Map<string, string>();

  label(bytes: Uint8Array, label: string): void {
    this.labels.set(hash(bytes), label);
  }

  release(label: string): void {
    const open = this.gates.get(label);
    if (!open) throw new Error(`${label} is not being read`);
    open();
  }

  async extract(bytes: Uint8Array, kind: DocumentKind): Promise<ExtractedText> {
    const label = this.labels.get(hash(bytes)) ?? 'unknown';
    this.started.push(label);
    if (kind === 'pdf') {
      const text = `Statement of ${label}: the witness Dana Ortiz saw the defendant leave the store at 9 pm.`;
      return { text, pages: [{ page: 1, start: 0, end: text.length }], method: 'text-layer', warnings: [] };
    }
    await new Promise<void>((resolve) => this.gates.set(label, resolve));
    this.gates.delete(label);
    throw new ExtractionError('TOO_COMPLEX', 'OCR of one page past its budget (test)');
  }
}

async function until<T>(what: string, read: () => Promise<T> | T, ok: (v: T) => boolean, ms = 30_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (ok(v)) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

let ip = 0;
async function signUp(app: TestApp): Promise<TestClient> {
  const c = app.client(`10.53.0.${++ip}`);
  const username = uniqueName('cdq');
  expect((await c.post('/api/register', { username, email: `${username}@example.com`, password: 'secret-pass' })).status).toBe(201);
  return c;
}

async function attach(c: TestClient, caseId: number, bytes: Uint8Array, name: string): Promise<string> {
  const res = await c.upload<{ document: { id: string } }>(`/api/case-analyses/${caseId}/documents`, 'document', bytes, name);
  expect(res.status, res.text).toBe(201);
  return res.body.document.id;
}

async function openCase(c: TestClient): Promise<number> {
  const res = await c.post('/api/case-analyses', criminalCaseRequest(`CR-${uniqueName('q')}`));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return (res.body as { id: number }).id;
}

describe.each(appDatabaseFlavours())('case documents in the fair queue on $name', (flavour) => {
  let db: TestDatabase;
  let app: TestApp;
  const extractor = new GatedExtractor();

  beforeAll(async () => {
    db = await flavour.open();
    app = await startTestApp(db, {}, { extractor });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it(
    "another user's case document is read right after the picture being read; its place shows while it waits",
    { timeout: 120_000 },
    async () => {
      const [a, b, other] = [await signUp(app), await signUp(app), await signUp(app)];
      const pictures = await Promise.all([1, 2, 3].map((seed) => makeNoiseImage(48, 48, 1, 500 + seed)));
      pictures.forEach((p, i) => extractor.label(p, `A${i + 1}`));
      const caseImage = await makeNoiseImage(48, 48, 1, 599);
      extractor.label(caseImage, 'A-case');

      // A: two costly uploads, then a case with a costly picture attached (the same user's turn order).
      for (const [i, p] of pictures.slice(0, 2).entries()) {
        const res = await a.upload<DocumentSummary>('/api/documents/upload', 'document', p, `texture-${i + 1}.png`);
        expect(res.status, res.text).toBe(201);
      }
      await until('A1 being read', () => extractor.started.includes('A1'), Boolean);
      const aCase = await openCase(a);
      const aDoc = await attach(a, aCase, caseImage, 'photo.png');

      // B: a case with a statement attached, after all of A's.
      const bCase = await openCase(b);
      const statement = await makePdf(['Statement of the witness.']);
      extractor.label(statement, 'B-case');
      const bDoc = await attach(b, bCase, statement, 'statement.pdf');

      const reading = (c: TestClient, caseId: number) =>
        c.get<CaseDocumentReadingResponse>(`/api/case-analyses/${caseId}/document-reading`);
      const waiting = await until(
        "B's document in the queue",
        () => reading(b, bCase),
        (r) => r.status === 200 && r.body.documents[0]?.state === 'waiting',
      );
      // Ahead of it: A1 being read, then B's turn comes before A's next picture.
      expect(waiting.body.documents).toEqual([{ id: bDoc, state: 'waiting', ahead: 1, error: null }]);
      const aWaiting = await reading(a, aCase);
      expect(aWaiting.body.documents[0]).toMatchObject({ id: aDoc, state: 'waiting' });
      expect(aWaiting.body.documents[0]!.ahead).toBeGreaterThanOrEqual(2);

      // The fact review of a case whose document waits says so, and reads the form meanwhile.
      const early = await b.get<FactsView>(`/api/case-analyses/${bCase}/facts`);
      expect(early.status).toBe(200);
      expect(early.body.flags.map((f) => f.message)).toContainEqual(expect.stringMatching(/statement\.pdf is waiting its turn to be read/));

      // Nobody else reads the states; a client is told a case that does not exist is not theirs (403, decision 0061).
      expect((await reading(other, bCase)).status).toBe(403);
      expect((await reading(b, 2_000_000_000)).status).toBe(403);

      extractor.release('A1');
      const read = await until(
        "B's document read",
        () => reading(b, bCase),
        (r) => r.body.documents[0]?.state === 'read',
      );
      expect(read.body.documents).toEqual([{ id: bDoc, state: 'read', ahead: null, error: null }]);
      await until('A2 being read', () => extractor.started.includes('A2'), Boolean);
      expect(extractor.started.slice(0, 3)).toEqual(['A1', 'B-case', 'A2']);
      const facts = await b.get<FactsView>(`/api/case-analyses/${bCase}/facts`);
      expect(facts.body.flags.map((f) => f.message).join(' ')).not.toMatch(/waiting its turn/);

      // A's costly pictures end as 'too complex'; A's case document says why it was not read.
      extractor.release('A2');
      await until('A-case being read', () => extractor.started.includes('A-case'), Boolean);
      expect((await reading(a, aCase)).body.documents[0]?.state).toBe('reading');
      extractor.release('A-case');
      const failed = await until(
        "A's case document failed",
        () => reading(a, aCase),
        (r) => r.body.documents[0]?.state === 'failed',
      );
      expect(failed.body.documents[0]!.error).toMatch(/^Too complex to read/);
    },
  );
});
