// Mirrors through the reader (issue 25 §3, decision 0089): the same family facts told by the party
// who asks and by the party who answers must give complementary numbers (within 5 points). The
// model's own property test (model/model.test.ts) flips a fact sheet; this one writes the two
// narratives from a random choice of facts, each fact in the words each side would use ("I got a
// temporary ex parte order" / "she got a temporary restraining order against me"; "he texted me
// 'you will regret this'" / "I texted her 'you will regret this', I meant nothing by it"), reads
// both and weighs both, so a rule of the reader that favours whoever tells the story fails here.
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { assessmentOf } from '../model/analysis.js';
import { parseCaseFacts } from '../../jury/types.js';
import { family, read } from './fixtures.js';
import { warmUp } from './index.js';

/** One fact, as the mother who asks tells it and as the father who answers tells it. */
interface Told {
  asking: string;
  answering: string;
}

const MATTERS = {
  'restraining-orders': {
    asking: 'I filed for an order of protection against my ex-husband Mark Dolan in Franklin County.',
    answering: 'My ex-wife Anna Dolan filed for an order of protection against me in Franklin County and I want it dismissed.',
  },
  'child-custody': {
    asking: 'I filed for sole custody of our son Eli, 6, against my ex-husband Mark Dolan in Franklin County.',
    answering: 'My ex-wife Anna Dolan filed for sole custody of our son Eli, 6, in Franklin County and I oppose it.',
  },
} as const;

const FACTS: Record<string, Told> = {
  // In a protection-order matter, the matter's own interim order; in a custody matter, an order of another court.
  'temporary order': {
    asking: 'I got a temporary ex parte order and the hearing is next week.',
    answering: 'She got a temporary restraining order against me and the hearing is next week.',
  },
  'restraining order in place': {
    asking: 'Last year I got a restraining order against him.',
    answering: 'Last year she got a restraining order against me.',
  },
  'quoted threat': {
    asking: "After I left he texted me 'you will regret this'.",
    answering: "After she left I texted her 'you will regret this', I meant nothing by it.",
  },
  'push with a police report': {
    asking: 'In March he pushed me into the door. The police came and wrote a report.',
    answering: 'She says I pushed her into the door in March. The police came and wrote a report.',
  },
  'the father does the school runs': {
    asking: 'Mark has done most of the school runs and doctor visits.',
    answering: 'I have done most of the school runs and doctor visits.',
  },
  'the mother does the school runs': {
    asking: 'I have done most of the school runs and doctor visits.',
    answering: 'Anna has done most of the school runs and doctor visits.',
  },
  'the father moves the child': {
    asking: 'Mark wants to move our son to Denver.',
    answering: 'I want to move our son to Denver.',
  },
};

function chance(type: keyof typeof MATTERS, side: keyof Told, facts: string[]): number {
  const description = [MATTERS[type][side], ...facts.map((f) => FACTS[f]![side])].join(' ');
  const input = family({
    type,
    description,
    clientName: side === 'asking' ? 'Anna Dolan' : 'Mark Dolan',
    opposing: side === 'asking' ? 'Mark Dolan' : 'Anna Dolan',
    children: true,
  });
  const { facts: sheet, flags } = read(input);
  expect(sheet.clientRole).toBe(side === 'asking' ? 'petitioner' : 'respondent');
  return assessmentOf(parseCaseFacts(input), sheet, flags).successProbability;
}

describe('mirrors through the reader', () => {
  beforeAll(() => warmUp());

  it('the same family facts told by the one asking and by the one answering give complementary numbers (±5)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...(Object.keys(MATTERS) as (keyof typeof MATTERS)[])),
        fc.subarray(Object.keys(FACTS), { minLength: 1 }),
        (type, chosen) => {
          // "a temporary ex parte order" names a protection order only in a protection-order matter.
          const facts = type === 'restraining-orders' ? chosen : chosen.filter((f) => f !== 'temporary order');
          const asking = chance(type, 'asking', facts);
          const answering = chance(type, 'answering', facts);
          expect(Math.abs(asking + answering - 100), `${type}: ${facts.join(', ')} — ${asking} + ${answering}`).toBeLessThanOrEqual(5);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('each fact moves the two tellings in opposite directions (a fact read from one side only would not)', () => {
    for (const type of Object.keys(MATTERS) as (keyof typeof MATTERS)[]) {
      const base = { asking: chance(type, 'asking', []), answering: chance(type, 'answering', []) };
      for (const f of ['quoted threat', 'push with a police report', 'the mother does the school runs']) {
        const asking = chance(type, 'asking', [f]);
        const answering = chance(type, 'answering', [f]);
        expect(asking, `${type}, ${f}: the mother's number rises`).toBeGreaterThan(base.asking);
        expect(answering, `${type}, ${f}: the father's number falls`).toBeLessThan(base.answering);
      }
    }
  });
});

describe('readings that make the two tellings agree (decision 0089)', () => {
  beforeAll(() => warmUp());
  const fam = (description: string, o: { type?: string; client?: string; opposing?: string } = {}) =>
    read(
      family({
        type: o.type ?? 'visitation-rights',
        description,
        ...(o.client ? { clientName: o.client } : {}),
        ...(o.opposing ? { opposing: o.opposing } : {}),
      }),
    ).facts;
  const factorOf = (sheet: ReturnType<typeof fam>, key: string) => sheet.familyFactors.find((f) => f.key === key);

  it('the other party, and one who files with them, are parties, never witnesses', () => {
    const told = fam(
      'My former mother-in-law, Judith Perrine, has filed a petition asking the court to order visitation with my children every other Sunday, and I want it denied. Until last spring Judith saw Owen, 7, and Mae, 4, most Sunday afternoons. After she told the children that my new husband was not their real family, I stopped the Sunday visits.',
      { client: 'Brooke Perrine', opposing: 'Judith Perrine' },
    );
    const judith = told.people.find((p) => p.name.includes('Judith'));
    expect(judith?.side).toBe('against');
    expect(['other-parent', 'spouse', 'opposing-party']).toContain(judith?.role);
    const both = fam('My parents, Gerald and Bonnie Hollis, filed a petition for grandparent visitation with my son Caden, who is 7.', {
      client: 'Whitney Hollis',
      opposing: 'Gerald Hollis',
    });
    expect(both.people.find((p) => p.name.includes('Bonnie'))).toMatchObject({ role: 'opposing-party', side: 'against' });
  });

  it('what the other party does with their own photos is theirs to offer; what they do to the client’s things is not', () => {
    const sends = fam('Their mother, Brooke Perrine, stopped the Sunday visits; she still sends photos.', {
      client: 'Judith Perrine',
      opposing: 'Brooke Perrine',
    });
    expect(sends.evidence.filter((e) => e.kind === 'digital').map((e) => e.direction)).toEqual(['against']);
    const own = fam('I stopped the Sunday visits; I still send her photos.', { client: 'Brooke Perrine', opposing: 'Judith Perrine' });
    expect(own.evidence.filter((e) => e.kind === 'digital').map((e) => e.direction)).toEqual(['for']);
  });

  it('a record that names someone is for that person’s side; a child’s drawing is no photograph; a position is no admission', () => {
    const sheet = fam(
      "My parents, Gerald and Bonnie Hollis, filed a petition for visitation with my son Caden, who is 7. His pediatrician's records list my mother as the contact for those years. Caden still draws pictures of their house.",
      { client: 'Whitney Hollis', opposing: 'Gerald Hollis' },
    );
    expect(sheet.evidence.filter((e) => e.kind === 'records').map((e) => e.direction)).toEqual(['against']);
    expect(sheet.evidence.filter((e) => e.kind === 'digital')).toHaveLength(0);
    const position = fam('We are asking for one weekend a month. Whitney says she is his mother and it is her decision.', {
      client: 'Gerald Hollis',
      opposing: 'Whitney Hollis',
    });
    expect(position.evidence.filter((e) => e.kind === 'admission')).toHaveLength(0);
  });

  it('the other side’s allegation is weighed when evidence other than an account corroborates it, not when bare or rebutted', () => {
    const opts = { type: 'restraining-orders', client: 'Darnell Hobbs', opposing: 'Tamika Pruitt' };
    const corroborated = fam(
      'Tamika Pruitt filed for a protection order against me. She says I hit her on August 14. The police came that night and wrote a report, and they took pictures of her lip at the precinct.',
      opts,
    );
    expect(factorOf(corroborated, 'domestic-violence-by-client')?.direction).toBe('against');
    expect(corroborated.evidence.filter((e) => e.kind === 'records').map((e) => e.direction)).toEqual(['against']);
    const bare = fam('Tamika Pruitt filed for a protection order against me. She says I hit her on August 14. That never happened.', opts);
    expect(factorOf(bare, 'domestic-violence-by-client')).toBeUndefined();
    const rebutted = fam(
      'Tamika Pruitt filed for a protection order against me. She says I hit her on August 14. The police took pictures of her lip. The gas station video shows us standing apart the whole time.',
      opts,
    );
    expect(factorOf(rebutted, 'domestic-violence-by-client')).toBeUndefined();
  });

  it('reads a clause cut after "of" on into the next, a quoted threat whatever its writer meant, and a move of "our daughter"', () => {
    const runs = fam('Kayla has always done most of the daycare runs and doctor visits.', {
      type: 'child-custody',
      client: 'Brandon Renner',
      opposing: 'Kayla Renner',
    });
    expect(factorOf(runs, 'primary-caregiver')?.direction).toBe('against');
    const threat = fam("I sent her a lot of texts, and yes I wrote 'you will regret this', I meant nothing by it.", {
      type: 'restraining-orders',
      client: 'Cody Rasmussen',
      opposing: 'Brianna Kowalski',
    });
    expect(factorOf(threat, 'threats-or-harassment')?.direction).toBe('against');
    const move = fam('My ex-wife has asked the court for permission to move our daughter to Portland, and I oppose it.', {
      type: 'child-custody',
      client: 'Gabriel Vickers',
      opposing: 'Hannah Vickers',
    });
    expect(factorOf(move, 'relocation')?.direction).toBe('for');
    const asks = fam('Our client asks the court for permission to relocate with her daughter to Portland; her ex-husband objects.', {
      type: 'child-custody',
      client: 'Hannah Vickers',
      opposing: 'Gabriel Vickers',
    });
    expect(asks.clientRole).toBe('petitioner');
  });
});
