import { describe, expect, it } from 'vitest';
import { answerKind, factsIn, splitPassages, termsOf } from './passages.js';

describe('splitPassages', () => {
  it('cuts sentences and long clauses, never across a page, each exactly a slice of the text', () => {
    const page1 = 'SUPPLY AGREEMENT\n\n1. Term. This Agreement begins on March 1, 2020. It ends on the last day of February,\n2023.';
    const long = `2. Price. ${'The buyer shall pay the seller for each delivery within thirty days, '.repeat(20)}as invoiced.`;
    const text = `${page1}\n\n${long}`;
    const pages = [
      { page: 1, start: 0, end: page1.length },
      { page: 2, start: page1.length + 2, end: text.length },
    ];
    const spans = splitPassages(text, pages);
    expect(spans.length).toBeGreaterThan(3);
    for (const s of spans) {
      const page = pages.find((p) => p.page === s.page)!;
      expect(s.start).toBeGreaterThanOrEqual(page.start);
      expect(s.end).toBeLessThanOrEqual(page.end);
      expect(s.end - s.start).toBeLessThanOrEqual(600);
    }
    // The sentence broken over a line stays whole.
    expect(spans.some((s) => text.slice(s.start, s.end).endsWith('February,\n2023.'))).toBe(true);
  });
});

describe('answerKind', () => {
  it.each([
    ['When does my lease end?', 'date'],
    ['what date was it signed', 'date'],
    ['How long is the initial term?', 'duration'],
    ['How much is the deposit?', 'amount'],
    ['What is the monthly fee?', 'amount'],
    ['Who signed the NDA?', 'party'],
    ['Who are the parties?', 'party'],
    ['Which state law governs the contract?', 'place'],
    ['Can I terminate early?', undefined],
  ])('%s → %s', (q, kind) => expect(answerKind(q)).toBe(kind));
});

describe('factsIn and termsOf', () => {
  it('finds the kind of fact asked for, at its place in the text', () => {
    const t = 'Rent of $1,450.00 is due on February 1, 2025 for a term of twelve (12) months to Harbor View Properties LLC.';
    const at = (kind: Parameters<typeof factsIn>[1]) => factsIn(t, kind).map((f) => t.slice(f.start, f.end));
    expect(at('amount')).toEqual(['$1,450.00']);
    expect(at('date')).toEqual(expect.arrayContaining(['February 1, 2025', 'twelve (12) months']));
    expect(at('party')).toContain('Harbor View Properties LLC');
  });

  it('counts plain words as their legal synonyms and agent nouns as their verbs', () => {
    expect(termsOf('lawyer')).toEqual(termsOf('attorneys'));
    expect(termsOf('end')).toEqual(termsOf('terminated'));
    expect(termsOf('distributor')).toEqual(termsOf('distribution'));
    expect(termsOf('the agreement of my document')).toEqual([]);
  });
});
