// One page's OCR budget (issue 28): a picture that keeps Tesseract busy (noise) fails its document
// as TOO_COMPLEX when its page's time runs out, a page over the pixel budget fails before any OCR,
// and the same process then reads a page of text as before, at its usual speed.
import { afterAll, describe, expect, it } from 'vitest';
import { ExtractionPool } from './pool.js';
import { makeNoiseImage, makeScannedPdf, makeTextImage } from '../../test/support/document-samples.js';
import { DEFAULT_LIMITS, ExtractionError } from './types.js';

const pool = new ExtractionPool({ idleTimeoutMs: 60_000 });
afterAll(() => pool.close());

const PAGE = ['AFFIDAVIT OF SERVICE', 'I, Thomas Reyes, served the summons on Northgate Storage, Inc. on October 2, 2024.'];

async function failure(p: Promise<unknown>): Promise<ExtractionError> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ExtractionError);
  return err as ExtractionError;
}

describe('the OCR budget of one page', () => {
  it('has defaults that leave a page of text far inside it', () => {
    // A page of text takes 1.5–2.5 s here; a 600 dpi Letter page is 33.7 MP.
    expect(DEFAULT_LIMITS.ocrPageMs).toBe(30_000);
    expect(DEFAULT_LIMITS.ocrPagePixels).toBeGreaterThan(5100 * 6600);
  });

  it(
    'fails a page that needs more than its OCR time as TOO_COMPLEX, and the process reads the next page',
    { timeout: 120_000 },
    async () => {
      const text = await makeTextImage(PAGE);
      // Warm: the process and the recogniser are loaded, so the budget measures OCR only.
      const warm = await pool.extract(text, 'png');
      expect(warm.text).toContain('AFFIDAVIT');

      // A dense page of small text: 3–5 s of OCR when let run. (Noise pictures no longer serve: since
      // the page is cleared of specks before OCR (decision 0045) they are read in under a second.)
      const dense = await makeTextImage(
        Array.from(
          { length: 70 },
          (_, i) => `${i + 1}. The Tenant shall keep the premises in good repair and return them at the end of term.`,
        ),
        'png',
        22,
      );
      const t0 = performance.now();
      const err = await failure(pool.extract(dense, 'png', { ocrPageMs: 1500 }));
      const took = performance.now() - t0;
      expect(err.code).toBe('TOO_COMPLEX');
      expect(err.message).toMatch(/^Too complex to read/);
      expect(err.detail).toBe('OCR of one page past 1500 ms');
      expect(took).toBeLessThan(5000);

      // Not killed: the same process, a new recogniser, the page read as before.
      const processes = pool.processIds();
      const after = await pool.extract(text, 'png');
      expect(after.text).toContain('Thomas Reyes');
      expect(pool.processIds()).toEqual(processes);
      expect(pool.stats.killed).toBe(0);
    },
  );

  it('fails an image over the pixel budget before reading it, and renders a scanned PDF page within it', { timeout: 120_000 }, async () => {
    const noise = await makeNoiseImage(1000, 1000);
    const t0 = performance.now();
    const err = await failure(pool.extract(noise, 'png', { ocrPagePixels: 500_000 }));
    expect(err.code).toBe('TOO_COMPLEX');
    expect(err.detail).toBe('page of 1000×1000 pixels, budget 500000');
    expect(performance.now() - t0).toBeLessThan(1000);

    // The same budget on a scanned PDF: the page is rendered smaller, and still read.
    const scanned = await makeScannedPdf([await makeTextImage(PAGE, 'png', 48)]);
    const r = await pool.extract(scanned, 'pdf', { ocrPagePixels: 2_000_000 });
    expect(r.method).toBe('ocr');
    expect(r.text).toContain('AFFIDAVIT');
  });
});
