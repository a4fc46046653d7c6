import { describe, expect, it } from 'vitest';
import { knowledgeBase } from './index.js';

// The shape of every section of the offline assistant's knowledge base, whichever file it is in:
// what the retrieval and the composer rely on, and what a reader of an answer is owed.
describe('knowledge base sections', () => {
  it('have unique, kebab-case ids and unique titles', () => {
    const ids = knowledgeBase.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    const titles = knowledgeBase.map((s) => s.title.trim().toLowerCase());
    const duplicates = titles.filter((t, i) => titles.indexOf(t) !== i);
    expect(duplicates).toEqual([]);
  });

  it.each(knowledgeBase.map((s) => [s.id, s] as const))('%s has a topic, a short-answer summary, points, steps and keywords', (_, s) => {
    expect(s.title.trim().length).toBeGreaterThan(3);
    expect(s.topic.trim().length).toBeGreaterThan(2);
    expect(s.summary.trim().length).toBeGreaterThan(100);
    // Two to four sentences (a sentence ends in . ! or ? followed by a space and a capital or a quote).
    const sentences = s.summary.split(/(?<=[.!?])\s+(?=[A-Z"“(])/).filter((x) => x.trim().length > 0);
    expect(sentences.length, s.summary).toBeGreaterThanOrEqual(1);
    expect(sentences.length, s.summary).toBeLessThanOrEqual(5);
    expect(s.points.length).toBeGreaterThanOrEqual(3);
    expect(s.steps.length).toBeGreaterThanOrEqual(3);
    expect(s.keywords.length).toBeGreaterThanOrEqual(5);
    for (const text of [...s.points, ...s.steps, ...s.keywords]) expect(text.trim().length).toBeGreaterThan(2);
    // No keyword repeated within a section.
    const keywords = s.keywords.map((k) => k.toLowerCase());
    expect(new Set(keywords).size).toBe(keywords.length);
  });

  it('give every personal-safety section steps that start from the emergency number', () => {
    const safetySections = knowledgeBase.filter((s) => s.safety);
    expect(safetySections.length).toBeGreaterThanOrEqual(10);
    for (const s of safetySections) {
      expect(
        s.steps.some((step) => /\b911\b/.test(step)),
        s.id,
      ).toBe(true);
    }
  });

  it('include the everyday investigation, safety, records and court sections', () => {
    const ids = new Set(knowledgeBase.map((s) => s.id));
    for (const id of [
      'being-followed',
      'unknown-callers-call-tracing',
      'connected-car-and-shared-phone-plan',
      'protection-orders-across-state-lines',
      'filming-police',
      'police-phone-seizure',
      'doorbell-and-security-footage',
      'hidden-camera-rental-hotel',
      'license-plate-lookup',
      'unmasking-anonymous-accounts',
      'being-sued-small-claims',
      'affidavits-and-declarations',
      'employee-polygraph',
      'till-and-inventory-theft',
      'pi-prices-for-common-jobs',
      'affair-partner-lawsuits',
      'keeping-an-investigation-quiet',
      'staged-accidents',
      'bug-sweeps',
      'vetting-an-online-date',
      'sextortion-of-adults',
      'online-impersonation',
      'child-not-returned',
      'served-with-divorce-papers',
      'seller-never-delivered',
    ]) {
      expect(ids.has(id), id).toBe(true);
    }
  });
});
