// Who the client is in the text (I / my client / the defendant / the form's name / "my son"),
// and he/she resolved to the nearest compatible antecedent — or left unknown.
import { describe, expect, it } from 'vitest';
import { parseCaseFacts } from '../../jury/types.js';
import { clausesOf } from './clauses.js';
import { CastBuilder } from './entities.js';
import { criminal, evidenceOf, family, read } from './fixtures.js';
import { parseSegments } from './nlp.js';

/** The entity id each mention of a word resolves to, in order. */
function resolved(
  description: string,
  opts: { category?: 'criminal' | 'family'; clientName?: string; opposing?: string; witnesses?: string[] } = {},
): Map<string, string[]> {
  const facts = parseCaseFacts(
    opts.category === 'family'
      ? family({ description, clientName: opts.clientName, opposing: opts.opposing, witnesses: opts.witnesses })
      : criminal({ description, clientName: opts.clientName, witnesses: opts.witnesses }),
  );
  const sentences = parseSegments([{ index: 0, field: 'caseDescription', text: facts.caseDescription }]);
  const clauses = new Map(sentences.map((s) => [s.id, clausesOf(s)]));
  const cast = new CastBuilder(
    { category: facts.caseCategory, clientName: facts.clientName, keyWitnesses: facts.keyWitnesses, opposingParty: facts.opposingParty },
    sentences,
    clauses,
  ).build();
  const out = new Map<string, string[]>();
  for (const s of sentences) {
    for (const m of cast.mentions.get(s.id) ?? []) {
      const word = s.tokens
        .slice(m.start, m.end)
        .map((t) => t.text)
        .join(' ');
      out.set(word, [...(out.get(word) ?? []), m.entity?.id ?? (m.kind === 'group' ? 'group' : 'unknown')]);
    }
  }
  return out;
}

describe('who the client is', () => {
  it('is "I" in a first-person narrative', () => {
    expect(resolved('I was arrested outside a bar after a fight.').get('I')).toEqual(['client']);
  });

  it('is "my client" (not "I") when a lawyer writes', () => {
    const r = resolved('I represent the defendant. My client was arrested after a fight; I believe he acted in self-defense.');
    expect(r.get('My client')).toEqual(['client']);
    expect(r.get('he')).toEqual(['client']);
    expect(r.get('I')).not.toContain('client');
  });

  it('is the son when a parent writes about the accused', () => {
    const r = resolved('My son Terrence was walking home when police stopped him. He has never been in trouble.', {
      clientName: 'Terrence Holloway',
    });
    expect(r.get('Terrence')).toEqual(['client']);
    expect(r.get('him')).toEqual(['client']);
    expect(r.get('He')).toEqual(['client']);
  });

  it('is the relative the writer names in a family matter, and the writer\u2019s "I" and "my sister" are not the client', () => {
    const r = resolved(
      'My father, Walter Greer, is asking the court to make him guardian of my niece Ivy, who is 4. My sister Dana signed a consent. I visit them every week.',
      { category: 'family', clientName: 'Walter Greer' },
    );
    expect(r.get('My father')).toEqual(['client']);
    expect(r.get('I')).toEqual(['writer']);
    expect(r.get('My sister Dana') ?? r.get('Dana')).not.toContain('client');
    const told = resolved('I am writing for my mother, who is asking for visits with her grandson. I drive her to court.', {
      category: 'family',
    });
    expect(told.get('my mother')).toEqual(['client']);
    expect(told.get('I')).toEqual(['writer', 'writer']);
  });

  it('reads a name the tagger takes for a common word the same as any name: after a relation noun, and wherever it recurs', () => {
    const mom = resolved('My aunt Iris is 79. Her doctor wrote that she cannot live alone.', { category: 'family' });
    expect(mom.get('My aunt')).toEqual(['iris']);
    const kept = resolved("I married Daisy's mother, Joan, in 2020. Joan kept Daisy from her father for a year.", {
      category: 'family',
    });
    expect(kept.get('Daisy')).toEqual(['daisy', 'daisy']);
  });

  it('is the form\u2019s name, its first name alone and its surname alone', () => {
    const r = resolved('Officer Diaz arrested Marcus Lee. Marcus said nothing. Lee was released the next day.', {
      clientName: 'Marcus Lee',
    });
    expect(r.get('Marcus Lee')).toEqual(['client']);
    expect(r.get('Marcus')).toEqual(['client']);
    expect(r.get('Lee')).toEqual(['client']);
  });

  it('is "the defendant" in a criminal case', () => {
    expect(resolved('The defendant was stopped at 2 am.', { clientName: 'Ann Lopez' }).get('The defendant')).toEqual(['client']);
  });

  it('is the person arrested in a third-person narrative without a name on the form', () => {
    const r = resolved('Officer Diaz arrested Jamal Green at the scene. Green denies it.');
    expect(r.get('Jamal Green')).toEqual(['client']);
  });
});

describe('pronouns', () => {
  it('resolves he and she by gender to the nearest compatible person', () => {
    const r = resolved('Ms. Okafor says she was with him at the movies.', { clientName: 'Darnell Hayes', witnesses: ['Tasha Okafor'] });
    expect(r.get('she')).toEqual(['tasha-okafor']);
    expect(r.get('him')).toEqual(['client']);
  });

  it('learns a name\u2019s gender from the pronouns used for it', () => {
    const r = resolved('Quinn Adler saw the fight. She told police the other man started it. Later she testified.', {
      clientName: 'Rowan Pike',
    });
    expect(r.get('She')).toEqual(['quinn-adler']);
    expect(r.get('she')).toEqual(['quinn-adler']);
  });

  it('does not make the subject the object ("Kevin hit him")', () => {
    const r = resolved('Darnell met Kevin at the bar. Kevin hit him with a bottle.', { clientName: 'Darnell Hayes' });
    expect(r.get('him')).toEqual(['client']);
  });

  it('does not let an officer be the one who confessed', () => {
    const r = resolved('Officer Diaz stopped Marcus. He confessed to the robbery.', { clientName: 'Marcus Lee' });
    expect(r.get('He')).toEqual(['client']);
  });

  it('says unknown rather than guessing between two people of the same gender', () => {
    const r = resolved('Jake Moss met Tom Reyes outside. He was angry.', { clientName: 'Ann Lopez' });
    expect(r.get('He')).toEqual(['jake-moss']);
    const ambiguous = resolved('Officer Diaz stopped Marcus on Friday. He smelled alcohol.', { clientName: 'Marcus Lee' });
    expect(ambiguous.get('He')).toEqual(['unknown']);
  });

  it('in a first-person family narrative, he and she are the other party', () => {
    const r = resolved('She filed a restraining order against me after our argument.', { category: 'family' });
    expect(r.get('She')).toEqual(['d-other-party']);
    const named = resolved('My ex-husband Brian left in May. He now wants custody.', { category: 'family', opposing: 'Brian Cole' });
    expect(named.get('He')).toEqual(['brian-cole']);
  });

  it('keeps the whose of a confession with the right person across sentences', () => {
    const { facts } = read(
      criminal({
        description: 'Police found a gun in the car Tyler borrowed from Shane Heller. Shane later admitted the gun was his.',
        clientName: 'Tyler Brandvold',
        type: 'grand-theft',
        charges: 'Theft',
      }),
    );
    expect(evidenceOf(facts, 'confession')[0]).toMatchObject({ direction: 'for', whose: 'shane-heller' });
  });
});

describe('names and pronouns in what someone says', () => {
  it('takes a capitalised word after a first name for its surname ("Alisha Moon"), whatever its tag', () => {
    const r = resolved('Two neighbors, Alisha Moon and Derek Frost, called the police.');
    expect(r.get('Alisha Moon')).toEqual(['alisha-moon']);
    expect(r.get('Derek Frost')).toEqual(['derek-frost']);
  });

  it('reads an object pronoun in what someone says as the sayer, before a nearer person ("says I was with him")', () => {
    const r = resolved('A guy I know from work, Kaden Mbeki, says I was upstairs with him when it happened.', {
      clientName: 'Dylan Park',
    });
    expect(r.get('him')).toEqual(['kaden-mbeki']);
  });
});

describe('a title with a shared family name', () => {
  it('takes "Mrs. Okoro" for the one introduced as Mrs. Adaeze Okoro when her son Emeka Okoro is named too', () => {
    const r = resolved('I cleaned for Mrs. Adaeze Okoro for three years. Her son Emeka Okoro called the police. Mrs. Okoro was at church.');
    expect(r.get('Mrs. Okoro')).toEqual(['adaeze-okoro']);
  });
});

describe('names spelled like words, and who "him" can be', () => {
  it('reads a first name spelled like a verb before a surname as a name, and joins it to the description a relative clause set off', () => {
    const r = resolved('A man I had never met, Wade Ostrander, was shouting at the cashier. I pushed him away from the counter.');
    expect(r.get('Wade Ostrander')).toEqual(['wade-ostrander']);
    expect(r.get('A man')).toEqual(['wade-ostrander']);
    expect(r.get('him')).toEqual(['wade-ostrander']);
  });

  it('does not take the one who saw for "him" in "X saw him shove her"', () => {
    const r = resolved('Tomas Reyes grabbed my sister by the arm. The cook, Earl Brandt, saw him shove her.', { clientName: 'Dana Cole' });
    expect(r.get('him')).toEqual(['tomas-reyes']);
  });
});

describe('"his own", "her own"', () => {
  it('ties the possessive before "own" to its clause’s subject, not a nearer person of the same gender', () => {
    const r = resolved('Our neighbor Mrs. Ida Polk saw the fight. Later Nadia Vos told her own brother that she started it.', {
      clientName: 'Ken Adler',
    });
    expect(r.get('her')).toEqual(['nadia-vos']);
  });
});
