import { describe, expect, it } from 'vitest';
import type { DocumentPassage } from '../../documents/index.js';
import { composeDocumentAnswer, DOCUMENT_ANSWER_THRESHOLD, FROM_YOUR_DOCUMENTS, NOTHING_FOUND, QUOTE_CHARS } from './document-answer.js';

const TEXT =
  'RESIDENTIAL LEASE. This Lease is made between Harbor View Properties LLC ("Landlord") and Dana Whitfield ("Tenant").\n\n' +
  '2. Term. The lease term begins on February 1, 2025 and the lease ends on January 31, 2026, unless renewed in writing.';
const passage = (text: string, over: Partial<DocumentPassage> = {}): DocumentPassage => {
  const start = TEXT.indexOf(text);
  return {
    documentId: 'd-1',
    fileName: 'Lease_[final].pdf',
    documentType: 'Lease Agreement',
    page: 2,
    start,
    end: start + text.length,
    text,
    score: 0.9,
    ...over,
  };
};
const term = passage(
  '2. Term. The lease term begins on February 1, 2025 and the lease ends on January 31, 2026, unless renewed in writing.',
);
const parties = passage('This Lease is made between Harbor View Properties LLC ("Landlord") and Dana Whitfield ("Tenant").', {
  page: 1,
  score: 0.5,
});

describe('composeDocumentAnswer', () => {
  it('answers with the fact asked for, then the cited quotes linking to the page and the quoted range', () => {
    const a = composeDocumentAnswer('When does my lease end?', [term, parties]);
    expect(a.answered).toBe(true);
    const [first, second] = a.text.split('\n');
    expect(first).toContain('**January 31, 2026**');
    expect(second).toBe('');
    expect(a.text).toContain(`\n${FROM_YOUR_DOCUMENTS}\n`);
    expect(a.citations).toHaveLength(2);
    const c = a.citations[0]!;
    expect(c).toMatchObject({ documentId: 'd-1', page: 2, start: term.start, end: term.end, quote: term.text });
    expect(c.href).toBe(`/document-intelligence?open=d-1&page=2&start=${term.start}&end=${term.end}`);
    // The file name's Markdown characters are escaped in the link text; the quote follows the link.
    expect(a.text).toContain(`- [Lease\\_\\[final\\].pdf, page 2](${c.href}) “${c.quote}”`);
  });

  it('picks the name for "who", and the quote is always the document’s own text', () => {
    const a = composeDocumentAnswer('Who is the landlord?', [parties]);
    expect(a.text.split('\n')[0]).toContain('**Harbor View Properties LLC**');
    for (const c of a.citations) expect(TEXT.slice(c.start, c.end).replace(/\s+/g, ' ')).toBe(c.quote);
  });

  it('cuts a long passage to a quote around what matched, with …, still inside the passage', () => {
    const filler = 'The tenant shall keep the premises clean and in good repair at all times during the term. ';
    const long = `${filler.repeat(4)}The rent is $1,450.00 per month. ${filler.repeat(4)}`;
    const p: DocumentPassage = { ...term, start: 1000, end: 1000 + long.length, text: long };
    const [c] = composeDocumentAnswer('How much is the rent?', [p]).citations;
    expect(c!.quote).toContain('$1,450.00');
    expect(c!.quote.length).toBeLessThanOrEqual(QUOTE_CHARS);
    expect(long.slice(c!.start - 1000, c!.end - 1000)).toBe(c!.quote);
    expect(composeDocumentAnswer('How much is the rent?', [p]).text).toMatch(/“….*…”/);
  });

  it('says plainly that nothing answers it when no passage is relevant enough, and cites nothing', () => {
    const weak = { ...term, score: DOCUMENT_ANSWER_THRESHOLD - 0.01 };
    expect(composeDocumentAnswer('When does my lease end?', [weak])).toEqual({ text: NOTHING_FOUND, citations: [], answered: false });
    expect(composeDocumentAnswer('When does my lease end?', [])).toEqual({ text: NOTHING_FOUND, citations: [], answered: false });
  });

  it('quotes at most three passages, none overlapping another', () => {
    const a = composeDocumentAnswer('lease', [
      term,
      { ...term, score: 0.8 },
      parties,
      { ...parties, documentId: 'd-2' },
      { ...parties, documentId: 'd-3' },
    ]);
    expect(a.citations.map((c) => c.documentId)).toEqual(['d-1', 'd-1', 'd-2']);
  });
});
