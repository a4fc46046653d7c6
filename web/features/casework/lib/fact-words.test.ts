import { expect, it } from 'vitest';
import { storyCriminalFacts, storyFamilyFacts } from '../components/story-fixtures';
import { familyFactorWords, involvesChildren, pointsWords, probabilityWords, toConfirmFacts, waterfall, whoseWords } from './fact-words';
import { factChanges, factsConfirmedWords } from './replay';

it('the probability with its plausible range, and points signed', () => {
  expect(probabilityWords(38, { low: 27, high: 51 })).toBe('38% — likely between 27% and 51%');
  expect(probabilityWords(38, null)).toBe('38%');
  expect(pointsWords(12)).toBe('+12 points');
  expect(pointsWords(-4.04)).toBe('−4 points');
  expect(pointsWords(1)).toBe('+1 point');
});

it('the waterfall starts at the base rate and walks each contribution to the result', () => {
  const steps = waterfall(
    35,
    [
      { key: 'a', label: 'A', points: 21 },
      { key: 'b', label: 'B', points: -4 },
    ],
    52,
  );
  expect(steps.map((s) => [s.kind, s.start, s.end])).toEqual([
    ['base', 0, 35],
    ['up', 35, 56],
    ['down', 56, 52],
    ['result', 0, 52],
  ]);
  // Never outside 0–100.
  expect(waterfall(95, [{ key: 'a', label: 'A', points: 20 }], 99)[1]!.end).toBe(100);
});

it('whose a statement is, in the reader’s words', () => {
  const people = storyCriminalFacts.people;
  expect(whoseWords({ kind: 'confession', whose: 'p3' }, people)).toBe('by Kevin Bell');
  expect(whoseWords({ kind: 'confession', whose: 'client' }, people)).toBe('by you');
  expect(whoseWords({ kind: 'admission', whose: 'client' }, people, 'staff')).toBe('by the client');
  expect(whoseWords({ kind: 'confession', whose: 'unknown' }, people)).toBe('by someone not named');
  expect(whoseWords({ kind: 'video', whose: '' }, people)).toBe('');
  expect(familyFactorWords('criminal-record-client', 'staff')).toBe("The client's criminal record");
  expect(involvesChildren(storyFamilyFacts)).toBe(true);
});

it('the PUT body holds only what the client may correct', () => {
  const body = toConfirmFacts(storyFamilyFacts);
  expect(Object.keys(body).sort()).toEqual([
    'charges',
    'clientParent',
    'clientRole',
    'evidence',
    'familyFactors',
    'incomeGivenUpBy',
    'modification',
    'otherPartyIsParent',
    'people',
    'priorRecord',
    'procedural',
  ]);
});

it('the auditor reads a FactsConfirmed event in words: each correction', () => {
  const confirmed = {
    ...storyCriminalFacts,
    people: storyCriminalFacts.people.map((p) => (p.id === 'p2' ? { ...p, side: 'for' as const } : p)),
    evidence: storyCriminalFacts.evidence.filter((e) => e.id !== 'e3'),
    priorRecord: { count: 0, quote: '' },
  };
  expect(factChanges(storyCriminalFacts, confirmed)).toEqual([
    'Bo Chen: not known → for the client',
    'Evidence removed: Video (Store camera footage)',
    'Prior convictions: 1 → 0',
  ]);
  expect(factChanges(storyFamilyFacts, { ...storyFamilyFacts, clientParent: 'other', otherPartyIsParent: true })).toEqual([
    `Parent: ${storyFamilyFacts.clientParent} → other`,
    'Other party: not known → a parent',
  ]);
  expect(factChanges(storyFamilyFacts, { ...storyFamilyFacts, modification: true })).toEqual([
    'The case asks for: not known → a change of an order',
  ]);
  expect(factChanges(storyFamilyFacts, { ...storyFamilyFacts, incomeGivenUpBy: 'other' })).toEqual([
    'Income given up by choice: no one → the other party',
  ]);
  const words = factsConfirmedWords({
    reader: 'offline',
    corrections: 3,
    pii: { extracted: storyCriminalFacts, confirmed, flags: [{ code: 'role-unknown', severity: 'info', message: 'Role?' }] },
  });
  expect(words.summary).toBe('The client reviewed and confirmed the facts read by the offline fact reader, with 3 corrections.');
  expect(words.changes).toHaveLength(3);
  expect(words.flags).toEqual(['Role?']);
  expect(factsConfirmedWords({ reader: 'openai', corrections: 0, pii: null })).toMatchObject({
    summary: 'The client reviewed and confirmed the facts read by the OpenAI fact reader, unchanged.',
    erased: true,
  });
});
