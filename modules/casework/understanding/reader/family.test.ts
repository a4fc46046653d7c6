// Family matters: the client's role (who asked the court for what), which parent the client is,
// what the client asks, and the factors the court weighs, each relative to the client.
import { describe, expect, it } from 'vitest';
import type { FactSheet } from '../fact-sheet.js';
import { family, flagCodes, read } from './fixtures.js';

const factor = (sheet: FactSheet, key: string) => sheet.familyFactors.find((f) => f.key === key);

describe('family: who the client is in the matter', () => {
  it('is the petitioner when the client asks the court for something', () => {
    for (const description of [
      'I filed for custody of our daughter last month.',
      'I am asking the court for a protective order against my husband.',
      'I want sole custody of my son.',
      'My client is seeking a divorce and spousal support.',
    ]) {
      const { facts } = read(family({ description }));
      expect(facts.clientRole, description).toBe('petitioner');
      expect(facts.decisionMaker).toBe('judge');
    }
  });

  it('is the respondent when the other party filed against the client', () => {
    for (const description of [
      'She filed a restraining order against me after our argument.',
      'He is seeking custody of the children and says I drink too much.',
      'I was served with divorce papers last week.',
      'My ex-wife filed for divorce. I am asking for joint custody.',
    ]) {
      const { facts } = read(family({ description }));
      expect(facts.clientRole, description).toBe('respondent');
    }
  });

  it('is unknown, with a flag, when the text does not say', () => {
    const { facts, flags } = read(family({ description: 'We separated in March. The kids are 8 and 11.' }));
    expect(facts.clientRole).toBe('unknown');
    expect(flagCodes(flags)).toContain('role-unknown');
  });

  it('counts support requested on the form as asking the court', () => {
    expect(read(family({ description: 'We separated in March.', support: true, type: 'child-support' })).facts.clientRole).toBe(
      'petitioner',
    );
  });

  it('reads which parent the client is', () => {
    expect(read(family({ description: 'I am the mother of two boys. I want sole custody.' })).facts.clientParent).toBe('mother');
    expect(read(family({ description: "My son's father, Tyrone, has not paid support in a year." })).facts.clientParent).toBe('mother');
    expect(read(family({ description: 'My ex-wife Dana moved out and took the kids. I want them back.' })).facts.clientParent).toBe(
      'father',
    );
    expect(
      read(
        family({ description: 'My client has cared for her daughter since birth. She asks for sole custody.', clientName: 'Alex Morgan' }),
      ).facts.clientParent,
    ).toBe('mother');
    expect(
      read(family({ description: 'I am the grandmother of two boys and want visits.', type: 'visitation-rights' })).facts.clientParent,
    ).toBe('other');
    expect(read(family({ description: 'We separated in March.' })).facts.clientParent).toBe('unknown');
  });

  it('says what the client asks for', () => {
    expect(read(family({ description: 'I want sole custody of my son.' })).facts.clientAsks).toMatch(/sole custody/);
    expect(read(family({ description: 'I am asking the court for a protective order against my husband.' })).facts.clientAsks).toMatch(
      /protective order/,
    );
  });
});

describe('family factors, relative to the client', () => {
  it('reads domestic violence by the other parent for the client, by the client against', () => {
    const other = read(
      family({
        description: 'My husband Brandon beat me in front of our son and was convicted of domestic violence.',
        opposing: 'Brandon Koenig',
      }),
    );
    expect(factor(other.facts, 'domestic-violence-by-other')?.direction).toBe('for');
    expect(factor(other.facts, 'criminal-record-other')?.direction).toBe('for');
    const client = read(
      family({ description: 'She says I pushed her during an argument, and I did push her once.', opposing: 'Amy Koenig' }),
    );
    expect(factor(client.facts, 'domestic-violence-by-client')?.direction).toBe('against');
  });

  it('reads the primary caregiver by who has done the caring', () => {
    expect(
      factor(read(family({ description: 'I have always been the primary caregiver for Eli.' })).facts, 'primary-caregiver')?.direction,
    ).toBe('for');
    expect(
      factor(
        read(family({ description: 'My ex-husband has been the primary caregiver since 2021.', opposing: 'Ryan Cole' })).facts,
        'primary-caregiver',
      )?.direction,
    ).toBe('against');
  });

  it('reads substance abuse, threats, interference and neglect by who did them', () => {
    const { facts } = read(
      family({
        description:
          'My ex Tony drinks every night and drives drunk with the kids. He threatens me in texts. He keeps the kids from me on my weekends. Last month he left the children alone overnight.',
        opposing: 'Tony Russo',
      }),
    );
    expect(factor(facts, 'substance-abuse-by-other')?.direction).toBe('for');
    expect(factor(facts, 'threats-or-harassment')?.direction).toBe('for');
    expect(factor(facts, 'interference-by-other')?.direction).toBe('for');
    expect(factor(facts, 'neglect-by-other')?.direction).toBe('for');
  });

  it('reads the child\u2019s preference with the child\u2019s age', () => {
    const { facts } = read(
      family({ description: 'Our daughter Maya, 12, wants to live with me.', childrenDetails: 'Maya (12) lives with her father now.' }),
    );
    expect(factor(facts, 'child-preference')).toMatchObject({ direction: 'for', value: 12 });
  });

  it('reads a DNA test with its probability as value', () => {
    const { facts } = read(
      family({
        description: 'I filed to establish paternity. The DNA test came back with a 99.98% probability that Jordan is the father.',
        type: 'paternity',
        opposing: 'Jordan Pierce',
      }),
    );
    expect(factor(facts, 'dna-test')).toMatchObject({ direction: 'for', value: 99.98 });
  });

  it('reads a DNA test that excluded the man for whoever denies paternity', () => {
    const { facts } = read(
      family({
        description: 'She says the baby is mine, but I am not the father. The DNA test excluded me.',
        type: 'paternity',
        opposing: 'Kayla Reed',
      }),
    );
    expect(factor(facts, 'dna-test')?.direction).toBe('for');
  });

  it('reads marriage length in years and the income gap as a ratio', () => {
    const { facts } = read(
      family({
        description: 'I was married to Douglas for 24 years. He makes $310,000 a year and I make $15,000. I am asking for alimony.',
        type: 'spousal-support-alimony',
        opposing: 'Douglas Whitaker',
        children: false,
      }),
    );
    expect(factor(facts, 'marriage-length')).toMatchObject({ value: 24, direction: 'for' });
    expect(factor(facts, 'income-gap')).toMatchObject({ value: 20.67, direction: 'for' });
  });

  it('reads a prenup: signed, independent counsel, disclosure, relative to the client\u2019s stance', () => {
    const { facts } = read(
      family({
        description:
          'I want to invalidate the prenup. I signed it two days before the wedding without a lawyer, and he hid his company from me.',
        type: 'prenuptial-agreement',
        opposing: 'Paul Esposito',
        children: false,
      }),
    );
    expect(factor(facts, 'agreement-signed')?.direction).toBe('against');
    expect(factor(facts, 'independent-counsel')?.direction).toBe('for');
    expect(factor(facts, 'full-disclosure')?.direction).toBe('for');
  });

  it('reads a guardian ad litem\u2019s recommendation by whom it favours', () => {
    const { facts } = read(
      family({ description: 'The guardian ad litem recommended that the children live with me during the school year.' }),
    );
    expect(factor(facts, 'guardian-ad-litem')?.direction).toBe('for');
  });

  it('reads a recent incident and a relocation', () => {
    const { facts } = read(
      family({
        description: 'Last week my ex-husband showed up drunk and punched the wall. Now he wants to move to Florida with the kids.',
        opposing: 'Mark Hale',
      }),
    );
    expect(factor(facts, 'recent-incident')?.direction).toBe('for');
    expect(factor(facts, 'relocation')?.direction).toBe('for');
  });

  it('reads no family factors in a criminal case', () => {
    expect(read({ ...family({ description: 'x' }) }).facts.familyFactors).toEqual([]);
  });
});

describe('family: who the client is, in postures read from the second development part', () => {
  it('the filing about the matter itself decides, not a filing on another matter', () => {
    const { facts } = read(
      family({
        type: 'domestic-violence',
        description:
          'My ex husband Derek filed for an order of protection against me in family court. He says I slapped him. That didnt happen. He filed two weeks after I filed to modify custody.',
        opposing: 'Derek Whitmire',
      }),
    );
    expect(facts.clientRole).toBe('respondent');
  });

  it('an order the client already obtained makes the client the petitioner; one obtained against the client, the respondent', () => {
    const asked = read(
      family({
        type: 'restraining-orders',
        children: false,
        description: 'He has texted me over 200 times since we broke up. I got a temporary ex parte order and the hearing is next week.',
        opposing: 'Evan Rourke',
      }),
    );
    expect(asked.facts.clientRole).toBe('petitioner');
    const answered = read(
      family({
        type: 'restraining-orders',
        children: false,
        description:
          'My ex-girlfriend got a temporary restraining order against me and the hearing is next week. I texted her a lot after we broke up.',
        opposing: 'Alexis Montgomery',
      }),
    );
    expect(answered.facts.clientRole).toBe('respondent');
  });

  it('asking the court to deny what the other side asks is the answering party; "my wife and I are asking" is the client asking', () => {
    const deny = read(
      family({
        type: 'visitation-rights',
        description: "Caleb's dad, Nate Keel, has filed for parenting time. I'm asking the court to deny parenting time, at least for now.",
        opposing: 'Nate Keel',
      }),
    );
    expect(deny.facts.clientRole).toBe('respondent');
    const guardians = read(
      family({
        type: 'guardianship',
        description:
          'My wife Deborah and I are asking the court to make us guardians of our grandson Jaxon. His mother Kelsey objects and wants him back.',
        opposing: 'Kelsey Dunn',
      }),
    );
    expect(guardians.facts.clientRole).toBe('petitioner');
  });
});

describe('family: the guardian ad litem', () => {
  const gal = (recommendation: string) =>
    read(
      family({
        description: `I filed for divorce and I'm asking for sole physical custody of our kids. The court appointed a guardian ad litem, Margaret Solberg. ${recommendation}`,
        opposing: 'Renata Holm',
        witnesses: ['Margaret Solberg'],
        preference: 'sole',
      }),
    ).facts;

  it('is introduced by role and name ("a guardian ad litem, Margaret Solberg") and her report is hers', () => {
    const sheet = gal('Her report recommends that I have primary physical custody.');
    expect(factor(sheet, 'guardian-ad-litem')?.direction).toBe('for');
    expect(sheet.people.find((p) => /Solberg/.test(p.name))?.role).toBe('expert');
  });

  it('recommending equal time is against a client who asks for sole custody', () => {
    expect(
      factor(gal('Her report recommends joint physical custody with a week on, week off schedule.'), 'guardian-ad-litem')?.direction,
    ).toBe('against');
  });
});

describe('family: allegations are not findings', () => {
  it('"he says I slapped him and threatened him" holds neither act against the client, and "she saw me slap him" is no violence by the other party', () => {
    const { facts } = read(
      family({
        type: 'domestic-violence',
        description:
          'My ex husband Derek filed for an order of protection against me. He says I slapped him across the face and threatened him. That didnt happen. His girlfriend Amber says she saw me slap him from his truck.',
        opposing: 'Derek Whitmire',
      }),
    );
    expect(facts.evidence.filter((e) => e.kind === 'admission' && e.whose === 'client')).toHaveLength(0);
    expect(factor(facts, 'threats-or-harassment')).toBeUndefined();
    expect(factor(facts, 'domestic-violence-by-other')).toBeUndefined();
  });
});

describe('family: readings added from the third development part', () => {
  it('does not count a factor whose own noun is denied ("with no criminal record")', () => {
    const { facts } = read(
      family({
        type: 'guardianship',
        clientName: 'Patricia Lowe',
        description:
          'I am 60 and in good health, with no criminal record and without any drug problem. I am asking to be appointed guardian of my grandson.',
      }),
    );
    expect(factor(facts, 'criminal-record-client')).toBeUndefined();
    expect(factor(facts, 'substance-abuse-by-client')).toBeUndefined();
  });

  it('takes the third person a possessive names ("my son Kevin entered rehab") as the one it is about, not the client', () => {
    const { facts } = read(
      family({
        type: 'guardianship',
        clientName: 'Patricia Lowe',
        description:
          'My son Kevin Lowe entered a residential program for heroin addiction in May. I am asking to be appointed guardian of his daughter.',
      }),
    );
    expect(factor(facts, 'substance-abuse-by-client')).toBeUndefined();
  });

  it('reads bruises a witness saw on someone as violence against that person, never by the witness', () => {
    const { facts } = read(
      family({
        clientName: 'Rob Pike',
        opposing: 'Dana Pike',
        description:
          'I want joint custody of our son. Last year my neighbor Carol Wendt saw bruises on my wife Dana after an argument we had.',
      }),
    );
    expect(factor(facts, 'domestic-violence-by-other')).toBeUndefined();
    expect(factor(facts, 'domestic-violence-by-client')).toMatchObject({ direction: 'against' });
  });
});

describe('family: a premarital agreement is the enforcing party\u2019s case', () => {
  it('takes the one who asks the court to enforce it as the petitioner, whoever filed for divorce, and the challenger as the respondent', () => {
    const enforce = read(
      family({
        type: 'prenuptial-agreement',
        clientName: 'Hal Ostby',
        opposing: 'Greta Ostby',
        description:
          'Greta and I signed a prenup in 2012 with a lawyer each. Last month Greta filed for divorce and she wants the judge to throw the agreement out. I want the court to enforce it.',
      }),
    );
    expect(enforce.facts.clientRole).toBe('petitioner');
    const challenge = read(
      family({
        type: 'prenuptial-agreement',
        clientName: 'Greta Ostby',
        opposing: 'Hal Ostby',
        description:
          'I filed for divorce last month. Hal and I signed a prenup in 2012, and he is asking the court to enforce it. I want the judge to set the agreement aside.',
      }),
    );
    expect(challenge.facts.clientRole).toBe('respondent');
  });
});

describe('family: suppositions and whose filing', () => {
  it('does not take a factor named in a supposition ("if I get a restraining order") as a fact', () => {
    const { facts } = read(
      family({
        type: 'divorce',
        clientName: 'Nina Brandt',
        description:
          'My cousin told me that if I get a restraining order against Carl, the judge will give me the house. I want a divorce.',
      }),
    );
    expect(factor(facts, 'protective-order')).toBeUndefined();
  });

  it('takes "supports my petition" as the client\u2019s own filing, and "the judge will hear Tara\u2019s motion" as the other side\u2019s', () => {
    const mine = read(
      family({
        type: 'guardianship',
        clientName: 'Wade Ellis',
        description: 'My brother Lyle supports my petition for guardianship of our niece.',
      }),
    );
    expect(mine.facts.clientRole).toBe('petitioner');
    const theirs = read(
      family({
        type: 'child-support',
        clientName: 'Wade Ellis',
        opposing: 'Tara Ellis',
        description: "In June the judge will hear Tara's motion to raise my child support, and I think the amount she wants is too high.",
      }),
    );
    expect(theirs.facts.clientRole).toBe('respondent');
  });
});

describe('family: whom an order binds, and whose messages count against whom', () => {
  it('reads "has a no-contact order" as an order on the one who has it, and "got a protective order" as the holder protected', () => {
    const bound = read(
      family({
        type: 'restraining-orders',
        opposing: 'Dale Morrow',
        description:
          'My husband Dale pushed me into the wall in May and the police arrested him. He has a criminal no contact order now. I want a protection order.',
      }),
    );
    expect(factor(bound.facts, 'protective-order')?.direction).toBe('for');
    const holder = read(
      family({
        type: 'restraining-orders',
        opposing: 'Dale Morrow',
        description: 'I got a protective order against Dale Morrow in June after he threatened me at work.',
      }),
    );
    expect(factor(holder.facts, 'protective-order')?.direction).toBe('for');
  });

  it('counts the client’s own messages against a respondent whom an order restrains', () => {
    const { facts } = read(
      family({
        type: 'restraining-orders',
        clientName: 'Troy Beckett',
        opposing: 'Jenna Alvarez',
        description:
          'Jenna Alvarez got a restraining order against me in April and I want it dismissed at the hearing. After she moved out I texted her maybe 30 times in one night and said she would be sorry. I never touched her.',
      }),
    );
    expect(facts.clientRole).toBe('respondent');
    expect(factor(facts, 'protective-order')?.direction).toBe('against');
    const messages = facts.evidence.filter((e) => e.kind === 'digital');
    expect(messages.length).toBeGreaterThan(0);
    for (const m of messages) expect(m.direction, m.summary).toBe('against');
  });
});

describe('family: a protection order asked for on denied grounds', () => {
  const petition = (description: string) =>
    read(family({ description, type: 'domestic-violence', clientName: 'Dana Whitfield', opposing: 'Paul Whitfield', children: false }))
      .facts;

  it('reads "I want an order that makes him move out" as the petitioner asking for the matter’s order', () => {
    expect(petition('We argued last spring. I want an order that makes him move out.').clientRole).toBe('petitioner');
  });

  it('weighs "he did not touch me and did not threaten me" against the petition, unless a threat is told elsewhere', () => {
    const denied = petition(
      'Paul yelled at me and slammed a door ten months ago. He did not touch me and did not threaten me. I want an order of protection.',
    );
    expect(denied.familyFactors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ key: 'domestic-violence-by-other', direction: 'against' }),
        expect.objectContaining({ key: 'threats-or-harassment', direction: 'against' }),
      ]),
    );
    const threatened = petition(
      'Paul did not touch me, but last week he threatened to kill me and he keeps following me to work. I want an order of protection.',
    );
    expect(threatened.familyFactors.filter((f) => f.key === 'threats-or-harassment').map((f) => f.direction)).toEqual(['for']);
  });
});
