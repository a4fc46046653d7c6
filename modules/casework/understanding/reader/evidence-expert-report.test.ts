// An expert's written report is expert evidence, not a record: "his psychiatrist's report says …".
import { describe, expect, it } from 'vitest';
import { criminal, evidenceOf, family, read } from './fixtures.js';

describe('evidence: an expert’s report', () => {
  it('reads "his psychiatrist’s report says" as expert evidence in a family matter', () => {
    const { facts } = read(
      family({
        type: 'guardianship',
        clientName: 'Nora Vale',
        children: false,
        description:
          "I am asking to be my father's guardian. His psychiatrist's report says he can no longer handle his own bills or his medicines.",
      }),
    );
    expect(evidenceOf(facts, 'expert')).toHaveLength(1);
    expect(evidenceOf(facts, 'records')).toHaveLength(0);
  });

  it('keeps a letter, and a report by someone who is no expert, a record', () => {
    const letter = read(
      family({
        type: 'guardianship',
        clientName: 'Nora Vale',
        children: false,
        description: "I am asking to be my father's guardian. My accountant's letter shows his savings are gone.",
      }),
    ).facts;
    expect(evidenceOf(letter, 'records')).toHaveLength(1);
    expect(evidenceOf(letter, 'expert')).toHaveLength(0);
    const nurse = read(
      criminal({
        description: "Dale Moss is charged with assault. The nurse's report says the man had a cut on his lip.",
        clientName: 'Dale Moss',
      }),
    ).facts;
    expect(evidenceOf(nurse, 'expert')).toHaveLength(0);
  });
});
