// Hostile files fail their own document with a typed ExtractionError, fast, and leave the pool and
// this process healthy: zip bombs (honest and lying directories), a corrupt PDF, 20 000 pages,
// a document past its deadline, a worker stuck in one call, one over its memory limit, a crash.
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { ExtractionPool } from './pool.js';
import { makeManyPagePdf, makePdf, makeZipBombDocx } from '../../test/support/document-samples.js';
import { ExtractionError, type ExtractionErrorCode } from './types.js';

const pool = new ExtractionPool({ idleTimeoutMs: 60_000 });
afterAll(() => pool.close());

async function failure(p: Promise<unknown>): Promise<ExtractionError> {
  try {
    await p;
  } catch (err) {
    expect(err).toBeInstanceOf(ExtractionError);
    return err as ExtractionError;
  }
  throw new Error('expected the extraction to fail');
}

async function expectCode(p: Promise<unknown>, ...codes: ExtractionErrorCode[]): Promise<ExtractionError> {
  const err = await failure(p);
  expect(codes).toContain(err.code);
  return err;
}

/** After each hostile file the same pool still reads a good document. */
async function expectHealthy(): Promise<void> {
  const r = await pool.extract(new TextEncoder().encode('Still working.'), 'text');
  expect(r.text).toBe('Still working.');
}

describe('hostile files', () => {
  it('fails a zip bomb on the sizes its directory declares, before inflating it', async () => {
    const bomb = makeZipBombDocx(24);
    const err = await expectCode(pool.extract(bomb, 'docx', { maxDecompressedBytes: 8 * 1024 * 1024 }), 'TOO_LARGE');
    // Failed on the declared size: nothing was inflated.
    expect(err.detail).toMatch(/declares 25\d{6} bytes/);
    await expectHealthy();
  });

  it('fails a zip bomb whose directory lies, by counting what it really inflates to', async () => {
    const bomb = makeZipBombDocx(24, true);
    const err = await expectCode(pool.extract(bomb, 'docx', { maxDecompressedBytes: 8 * 1024 * 1024 }), 'TOO_LARGE', 'CORRUPT');
    expect(err.detail).not.toMatch(/declares/);
    await expectHealthy();
  });

  it('fails a truncated PDF as corrupt', async () => {
    const pdf = await makePdf(['A perfectly ordinary page of text that will be cut off.']);
    await expectCode(pool.extract(pdf.slice(0, Math.floor(pdf.length * 0.4)), 'pdf'), 'CORRUPT');
    await expectCode(pool.extract(new TextEncoder().encode('%PDF-1.7\nnothing else'), 'pdf'), 'CORRUPT');
    await expectHealthy();
  });

  it('fails a 20 000-page PDF on its page count without reading the pages', { timeout: 60_000 }, async () => {
    const pdf = await makeManyPagePdf(20_000);
    const err = await expectCode(pool.extract(pdf, 'pdf'), 'TOO_MANY_PAGES');
    expect(err.detail).toMatch(/20000 pages, limit 500/);
    await expectHealthy();
  });

  it('refuses an input over the byte limit without sending it to a process', async () => {
    const before = pool.stats.completed + pool.stats.failed;
    await expectCode(pool.extract(new Uint8Array(2048), 'text', { maxBytes: 1024 }), 'TOO_LARGE');
    await expectCode(pool.extract(new Uint8Array(), 'text'), 'EMPTY');
    expect(pool.stats.completed + pool.stats.failed).toBe(before);
  });

  it('stops a document at its deadline between pages, from inside the extraction process', async () => {
    const pdf = await makePdf(['One.', 'Two.', 'Three.']);
    const err = await expectCode(pool.extract(pdf, 'pdf', { timeoutMs: 1 }), 'TIMEOUT');
    expect(err.detail).toMatch(/out of time while/);
    await expectHealthy();
  });

  it('kills a process stuck inside one call when the time limit passes, and replaces it', { timeout: 30_000 }, async () => {
    const hanging = new ExtractionPool({ workerPath: fileURLToPath(new URL('./testdata/hanging-worker.mjs', import.meta.url)) });
    try {
      const err = await expectCode(hanging.extract(new TextEncoder().encode('anything'), 'text', { timeoutMs: 100 }), 'TIMEOUT');
      expect(err.detail).toMatch(/no result in 100 ms/);
      expect(hanging.stats.killed).toBe(1);
      expect(hanging.stats.processes).toBe(0);
    } finally {
      await hanging.close();
    }
    await expectHealthy();
  });

  it("does not count a slow start of the extraction process against the document's time limit", { timeout: 30_000 }, async () => {
    // Before, the limit ran from the fork: after a killed process, the next document's new process
    // took longer to load than a short limit on a loaded machine, and a one-line text failed as TIMEOUT.
    const slow = new ExtractionPool({ workerPath: fileURLToPath(new URL('./testdata/slow-start-worker.mjs', import.meta.url)) });
    try {
      const r = await slow.extract(new TextEncoder().encode('read after a slow start'), 'text', { timeoutMs: 100 });
      expect(r.text).toBe('read after a slow start');
      expect(slow.stats.killed).toBe(0);
    } finally {
      await slow.close();
    }
    const neverReady = new ExtractionPool({
      workerPath: fileURLToPath(new URL('./testdata/slow-start-worker.mjs', import.meta.url)),
      startupTimeoutMs: 500,
    });
    try {
      const err = await expectCode(neverReady.extract(new TextEncoder().encode('anything'), 'text'), 'CRASHED');
      expect(err.detail).toMatch(/did not start in 500 ms/);
    } finally {
      await neverReady.close();
    }
  });

  it('kills a process that goes over its memory limit', { timeout: 60_000 }, async () => {
    const pdf = await makePdf(['Loading pdf.js alone needs more than this limit allows.']);
    await expectCode(pool.extract(pdf, 'pdf', { maxMemoryMb: 20 }), 'MEMORY');
    await expectHealthy();
  });

  it('reports a crashed worker as CRASHED and stays up', async () => {
    const crashing = new ExtractionPool({ workerPath: fileURLToPath(new URL('./testdata/crashing-worker.mjs', import.meta.url)) });
    try {
      const err = await expectCode(crashing.extract(new TextEncoder().encode('anything'), 'text'), 'CRASHED');
      expect(err.detail).toMatch(/exited \(70\)/);
      await expectCode(crashing.extract(new TextEncoder().encode('again'), 'text'), 'CRASHED');
    } finally {
      await crashing.close();
    }
    await expectHealthy();
  });

  it('runs documents one at a time per process and queues the rest', async () => {
    const small = new ExtractionPool({ concurrency: 2 });
    try {
      const texts = Array.from({ length: 5 }, (_, i) => new TextEncoder().encode(`Document ${i}`));
      const results = await Promise.all(texts.map((t) => small.extract(t, 'text')));
      expect(results.map((r) => r.text)).toEqual(texts.map((_, i) => `Document ${i}`));
      expect(small.stats.processes).toBeLessThanOrEqual(2);
    } finally {
      await small.close();
    }
  });
});
