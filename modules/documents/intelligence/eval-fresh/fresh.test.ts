// The fresh development part (decision 0067) is in the repository, so its labels and the engine's
// figures on it are checked in every run, without the shared fixtures: the labels name what the text
// says, and the offline engine keeps what the fresh part's rules gained (TXT, read directly).
import { describe, expect, it } from 'vitest';
import { precisionRecall } from '../evaluation.js';
import { scoreCuad, sumCounts } from '../eval-cuad/score.js';
import { analyzeOffline } from '../offline/engine.js';
import { freshCorpus, freshIds, type FreshSet } from './fresh.js';

const flat = (s: string) => s.replace(/\s+/g, ' ').toLowerCase();

async function texts(set: FreshSet) {
  const corpus = freshCorpus(set);
  return Promise.all(
    freshIds(set).map(async (id) => ({ id, text: new TextDecoder().decode(await corpus.text(id)), truth: corpus.truths.get(id)! })),
  );
}

describe('eval-fresh', () => {
  it.each(['fresh', 'held-out'] as const)('%s: every labelled party and sum is written in its text', async (set) => {
    const files = await texts(set);
    expect(files.length).toBe(set === 'fresh' ? 20 : 4);
    for (const { id, text, truth } of files) {
      for (const p of truth.parties) expect(flat(text), `${id}: ${p}`).toContain(flat(p));
      for (const a of truth.amounts ?? []) expect(flat(text), `${id}: ${a}`).toContain(flat(a));
    }
  });

  it('the offline engine keeps its figures on the fresh part (TXT)', async () => {
    const scores = (await texts('fresh')).map(({ text, truth }) =>
      scoreCuad(analyzeOffline(text, [{ page: 1, start: 0, end: text.length }]), truth),
    );
    const figure = (field: 'partiesExact' | 'dates' | 'governingLaw') => precisionRecall(sumCounts(scores.map((s) => s.fields[field]))!);
    // 1 Dec 2026: parties 1.00 / 0.90, dates 0.96 / 0.96, governing law 1.00 / 1.00 (as it came: 0.77 / 0.60, 0.87 / 0.74, 1.00 / 0.80;
    // dates 0.96 / 0.93 before the rules of decision 0072).
    expect(figure('partiesExact').precision).toBeGreaterThanOrEqual(0.95);
    expect(figure('partiesExact').recall).toBeGreaterThanOrEqual(0.9);
    expect(figure('dates').precision).toBeGreaterThanOrEqual(0.95);
    expect(figure('dates').recall).toBeGreaterThanOrEqual(0.95);
    expect(figure('governingLaw').recall).toBeGreaterThanOrEqual(0.95);
  });
});
