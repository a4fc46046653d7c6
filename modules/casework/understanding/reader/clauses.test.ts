// Clause structure: who is the subject of each verb, where wink's tags alone would lose it.
import { describe, expect, it } from 'vitest';
import { clausesOf, spanText } from './clauses.js';
import { parseSegments } from './nlp.js';

function subjectsOf(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const s of parseSegments([{ index: 0, field: 'caseDescription', text }]))
    for (const c of clausesOf(s))
      if (c.verb >= 0) out[s.tokens[c.verb]!.lower] = c.subjects.map((np) => spanText(s.tokens, np.start, np.end)).join(' + ');
  return out;
}

describe('clauses: subjects', () => {
  it('gives a series of bare participles the subject of its first, over a dependent clause between them', () => {
    const subjects = subjectsOf(
      'The footage shows Crystal standing in the doorway so I could not get out, yelling in my face, and then punching me twice.',
    );
    expect(subjects).toMatchObject({ get: 'I', yelling: 'Crystal', punching: 'Crystal' });
  });

  it('keeps the main clause’s subject for a participle after a finite verb ("He hit me, knowing …")', () => {
    expect(subjectsOf('He hit me, knowing I could not fight back.')).toMatchObject({ hit: 'He', knowing: 'He', fight: 'I' });
    expect(subjectsOf('I was driving home, texting my sister, when the officer pulled me over.')).toMatchObject({
      texting: 'I',
      pulled: 'the officer',
    });
  });
});

describe('clauses: subjects the tagger hides', () => {
  it('takes a nominative pronoun after a preposition for the subject ("… separated in May after he choked her")', () => {
    // The tagger reads "separated" as an adjective and "after" as a preposition: "he" is still no object.
    expect(subjectsOf('Maria and Luis Ortega separated in May after he choked her.')).toMatchObject({ choked: 'he' });
    expect(subjectsOf('The bag was found next to him in the car.')).not.toMatchObject({ found: 'him' });
  });

  it('gives "the one who …" after a copula the copula’s subject', () => {
    expect(subjectsOf('Tomas has been the one who takes care of the twins since March.')).toMatchObject({ takes: 'Tomas' });
    expect(subjectsOf('Tomas met the one who sold him the car.')).toMatchObject({ sold: 'the one' });
  });
});

describe('clauses: phrases and voice', () => {
  it('starts a new phrase at a possessive after a noun, so the subject after a time phrase is found ("In May his neighbor …")', () => {
    expect(subjectsOf('In May his neighbor Rita Vance called the police.')).toMatchObject({ called: 'his neighbor Rita Vance' });
  });

  it('reads "got" with a participle spelled like its verb as a passive ("got hit", "got cut")', () => {
    for (const text of ['A man at the party got hit with a chair.', 'The cashier got cut on the arm.']) {
      const [s] = parseSegments([{ index: 0, field: 'caseDescription', text }]);
      const c = clausesOf(s!).find((x) => x.verb >= 0)!;
      expect(c.passive).toBe(true);
    }
  });

  it('gives the verb after an aside the subject the aside describes ("her son, who lives upstairs, called")', () => {
    expect(subjectsOf('Her son Milo, who works nights, called the landlord.')).toMatchObject({ called: 'Her son Milo' });
  });

  it('reads a comma-set list of names closed by "and NAME," before the verb as one coordinated subject', () => {
    expect(subjectsOf('After the paper ran the story, two other guests, Ivy Lark and Tom Hale, spoke to the police.')).toMatchObject({
      spoke: 'Ivy Lark + Tom Hale',
    });
  });
});
