// The civil reader's evidence from the form: a piece of evidence the narrative tells and the
// Evidence field lists again is one item, not two.
import { describe, expect, it } from 'vitest';
import { parseCaseFacts } from '../../jury/types.js';
import { readCivil, sameEvidence } from './civil.js';

const facts = (description: string, evidence: string) =>
  parseCaseFacts({
    caseCategory: 'civil',
    caseType: 'contractor-dispute',
    state: 'OH',
    city: 'Dayton',
    caseTitle: 'A fence never finished',
    clientName: 'Sam Rivera',
    caseDescription: description,
    opposingParty: 'Example Fencing LLC',
    keyWitnesses: [],
    civil: { clientRole: 'plaintiff', amountInDispute: 4200, claims: 'Return of the $4,200 deposit for work not done.', evidence },
  });

describe('sameEvidence', () => {
  it('takes a listed item naming the same thing as the told one, in fewer or more words', () => {
    expect(
      sameEvidence(
        { kind: 'digital', summary: 'Digital evidence: dated photos of the half-built fence' },
        { kind: 'digital', quote: 'dated photos' },
      ),
    ).toBe(true);
    expect(sameEvidence({ kind: 'records', summary: 'Records: the receipt' }, { kind: 'records', quote: 'my receipt from the bank' })).toBe(
      true,
    );
  });
  it('keeps apart another thing of the same kind, and the same words of another kind', () => {
    expect(sameEvidence({ kind: 'records', summary: 'Records: the signed contract' }, { kind: 'records', quote: 'the bank receipt' })).toBe(
      false,
    );
    expect(sameEvidence({ kind: 'digital', summary: 'Digital evidence: photos' }, { kind: 'video', quote: 'photos' })).toBe(false);
  });
});

describe('readCivil: evidence told and listed', () => {
  it('counts the receipt and the photos once when the Evidence field lists them again', () => {
    const sheet = readCivil(
      facts(
        'I paid Example Fencing LLC $4,200 to build a fence. They set four posts and never came back. I have the bank receipt and dated photos of the half-built fence.',
        'the bank receipt, dated photos, the signed contract',
      ),
      [],
    ).facts;
    const receipts = sheet.evidence.filter((e) => e.kind === 'records' && /receipt/.test(e.summary));
    const photos = sheet.evidence.filter((e) => /photos/.test(e.summary));
    expect(receipts).toHaveLength(1);
    expect(photos).toHaveLength(1);
    // The list still adds what the narrative did not tell, and says whose the told items are.
    expect(sheet.evidence.some((e) => /signed contract/.test(e.summary))).toBe(true);
    expect(photos[0]!.direction).toBe('for');
    expect(new Set(sheet.evidence.map((e) => e.id)).size).toBe(sheet.evidence.length);
  });
});
