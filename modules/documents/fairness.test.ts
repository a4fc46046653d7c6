// A queue no one can clog (issue 28), through HTTP against the real app, with the extractor the
// test controls (BuildOptions.extractor): each picture is held until the test lets it go and then
// fails as TOO_COMPLEX, as a costly picture does under the real per-page OCR budget; text is read
// at once. Ten pictures from one user and then one text file from another: the text file is read
// right after the picture being read, not after the other nine, and /api/health answers 200 with
// the queue's depth and age however long the pictures wait. With three slots one user never holds
// more than MAX_IN_FLIGHT_PER_USER of them, so another user's document starts at once.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseFlavours, type TestDatabase } from '../../test/support/databases.js';
import { startTestApp, uniqueName, type TestApp, type TestClient } from '../../test/support/app.js';
import { makeNoiseImage } from '../../test/support/document-samples.js';
import { ExtractionError, type DocumentKind, type ExtractedText } from '../../infra/documents/index.js';
import { MAX_IN_FLIGHT_PER_USER, type DocumentDetail, type DocumentSummary, type Extractor } from './index.js';

/** Reads text at once; holds each picture until `release`, then fails it as a costly picture fails. */
class GatedExtractor implements Extractor {
  readonly log: { event: 'start' | 'end'; label: string }[] = [];
  private readonly gates = new Map<string, () => void>();
  private readonly labels = new Map<string, string>();
  private inFlight = new Map<string, number>();
  /** The most pictures of one owner (label prefix) read at the same time. */
  readonly peak = new Map<string, number>();

  constructor(readonly capacity: number) {}

  label(bytes: Uint8Array, label: string): void {
    this.labels.set(hash(bytes), label);
  }

  started(label: string): boolean {
    return this.log.some((l) => l.event === 'start' && l.label === label);
  }

  release(label: string): void {
    const open = this.gates.get(label);
    if (!open) throw new Error(`${label} is not being read`);
    open();
  }

  async extract(bytes: Uint8Array, kind: DocumentKind): Promise<ExtractedText> {
    const label = this.labels.get(hash(bytes)) ?? 'unknown';
    const owner = label.replace(/\d+$/, '');
    this.log.push({ event: 'start', label });
    this.inFlight.set(owner, (this.inFlight.get(owner) ?? 0) + 1);
    this.peak.set(owner, Math.max(this.peak.get(owner) ?? 0, this.inFlight.get(owner)!));
    try {
      if (kind === 'text') {
        const text = new TextDecoder().decode(bytes);
        return { text, pages: [{ page: 1, start: 0, end: text.length }], method: 'plain', warnings: [] };
      }
      await new Promise<void>((resolve) => this.gates.set(label, resolve));
      throw new ExtractionError('TOO_COMPLEX', 'OCR of one page past its budget (test)');
    } finally {
      this.gates.delete(label);
      this.inFlight.set(owner, this.inFlight.get(owner)! - 1);
      this.log.push({ event: 'end', label });
    }
  }
}

const hash = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

async function until<T>(what: string, read: () => Promise<T> | T, ok: (v: T) => boolean, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (ok(v)) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

async function signUp(app: TestApp): Promise<TestClient> {
  const c = app.client();
  const username = uniqueName('fair');
  expect((await c.post('/api/register', { username, email: `${username}@example.com`, password: 'secret-pass' })).status).toBe(201);
  return c;
}

interface Health {
  status: string;
  documents: { waiting: number; reading: number; users: number; oldestWaitingSeconds: number | null } | null;
  projections: { reactions: { name: string; behind: number }[] };
}

describe.each(databaseFlavours())('the document queue on $name', (flavour) => {
  let db: TestDatabase;
  const apps: TestApp[] = [];
  const start = async (extractor: GatedExtractor) => {
    // Health judges lag from 2 s: a reaction waiting on a picture would be seen at once.
    const app = await startTestApp(db, { PROJECTION_LAG_UNHEALTHY_SECONDS: '2' }, { extractor });
    apps.push(app);
    return app;
  };
  let pictures: Uint8Array[];

  beforeAll(async () => {
    db = await flavour.open();
    pictures = await Promise.all(Array.from({ length: 10 }, (_, i) => makeNoiseImage(48, 48, 1, i + 1)));
  }, 60_000);
  afterAll(async () => {
    for (const app of apps) await app.close();
    await db?.close();
  });

  const upload = async (c: TestClient, bytes: Uint8Array, name: string) => {
    const res = await c.upload<DocumentSummary>('/api/documents/upload', 'document', bytes, name);
    expect(res.status, res.text).toBe(201);
    return res.body.id;
  };
  const statusOf = async (c: TestClient, id: string) => (await c.get<DocumentDetail>(`/api/documents/${id}`)).body;

  it(
    "one slot: another user's text file is read right after the picture being read, and health stays 200 with the queue's depth",
    { timeout: 90_000 },
    async () => {
      const extractor = new GatedExtractor(1);
      const app = await start(extractor);
      const [a, b] = [await signUp(app), await signUp(app)];
      pictures.forEach((p, i) => extractor.label(p, `A${i + 1}`));
      const text = new TextEncoder().encode(`Lease of the ground floor between Harbor Lantern LLC and ${uniqueName('tenant')}.`);
      extractor.label(text, 'B1');

      const aIds: string[] = [];
      for (const [i, p] of pictures.entries()) aIds.push(await upload(a, p, `texture-${i + 1}.png`));
      await until('A1 being read', () => extractor.started('A1'), Boolean);
      const uploadedAt = performance.now();
      const bId = await upload(b, text, 'lease.txt');

      // Ten waiting (nine of A, B's one) from two users; the reaction is not behind: health is 200,
      // also after the pictures waited longer than the lag threshold.
      const health = () => app.client().get<Health>('/api/health');
      await until('the queue to hold B', health, (r) => r.body.documents?.waiting === 10);
      await new Promise((r) => setTimeout(r, 2_500));
      const waiting = await health();
      expect(waiting.status).toBe(200);
      expect(waiting.body.status).toBe('ok');
      expect(waiting.body.documents).toMatchObject({ waiting: 10, reading: 1, users: 2 });
      expect(waiting.body.documents!.oldestWaitingSeconds).toBeGreaterThanOrEqual(2.5);
      expect(waiting.body.projections.reactions.find((r) => r.name === 'documents.extract-text')?.behind).toBe(0);

      // A1 ends: B1 is next, and completes while A2 is still held.
      const released = performance.now();
      extractor.release('A1');
      const done = await until(
        'B1 completed',
        () => statusOf(b, bId),
        (d) => d.status === 'completed',
      );
      expect(done.extractedText).toContain('Harbor Lantern LLC');
      const starts = extractor.log.filter((l) => l.event === 'start').map((l) => l.label);
      expect(starts.slice(0, 3)).toEqual(['A1', 'B1', 'A2']);
      expect(extractor.log.filter((l) => l.event === 'end' && l.label.startsWith('A'))).toHaveLength(1);
      // B's whole wait: the one picture ahead of it (held by the test) and its own reading.
      expect(performance.now() - released).toBeLessThan(5_000);
      expect(released - uploadedAt).toBeGreaterThan(2_500);

      // The pictures end as a costly picture does: failed, too complex to read.
      for (let i = 2; i <= 10; i++) {
        await until(`A${i} being read`, () => extractor.started(`A${i}`), Boolean);
        extractor.release(`A${i}`);
      }
      const failed = await until(
        "A's last picture failed",
        () => statusOf(a, aIds[9]!),
        (d) => d.status === 'failed',
      );
      expect(failed.error).toMatch(/^Too complex to read/);
      const empty = await until('the queue to empty', health, (r) => r.body.documents?.waiting === 0 && r.body.documents.reading === 0);
      expect(empty.body.documents).toEqual({ waiting: 0, reading: 0, users: 0, oldestWaitingSeconds: null });
      await app.close();
      apps.pop();
    },
  );

  it(
    `three slots: one user has at most ${MAX_IN_FLIGHT_PER_USER} documents read at once, so another's starts at once`,
    { timeout: 90_000 },
    async () => {
      const extractor = new GatedExtractor(3);
      const app = await start(extractor);
      const [c, d] = [await signUp(app), await signUp(app)];
      pictures.slice(0, 6).forEach((p, i) => extractor.label(p, `C${i + 1}`));
      for (const [i, p] of pictures.slice(0, 6).entries()) await upload(c, p, `scan-${i + 1}.png`);
      await until('C1 and C2 being read', () => extractor.started('C2'), Boolean);
      // The third slot stays free: C3 waits although a slot is idle.
      await new Promise((r) => setTimeout(r, 1_500));
      expect(extractor.started('C3')).toBe(false);
      expect(extractor.peak.get('C')).toBe(MAX_IN_FLIGHT_PER_USER);

      const picture = await makeNoiseImage(48, 48, 1, 99);
      extractor.label(picture, 'D1');
      await upload(d, picture, 'receipt.png');
      await until('D1 being read in the free slot', () => extractor.started('D1'), Boolean);
      expect(extractor.log.filter((l) => l.event === 'end')).toEqual([]);

      for (const label of ['C1', 'C2', 'D1']) extractor.release(label);
      for (let i = 3; i <= 6; i++) {
        await until(`C${i} being read`, () => extractor.started(`C${i}`), Boolean);
        extractor.release(`C${i}`);
      }
      expect(extractor.peak.get('C')).toBe(MAX_IN_FLIGHT_PER_USER);
      await until(
        'the queue to empty',
        () => app.client().get<Health>('/api/health'),
        (r) => r.body.documents?.waiting === 0 && r.body.documents.reading === 0,
      );
      await app.close();
      apps.pop();
    },
  );
});
