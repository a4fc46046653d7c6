// Family matters: the client's role (who asked the court for what), which parent the client is,
// what the client asks, and the factors the court weighs, each relative to the client.
import { describe, expect, it } from 'vitest';
import type { FactSheet } from '../fact-sheet.js';
import { family, flagCodes, read } from './fixtures.js';
import { dnaExcludes } from './family.js';

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

  it('is the parent whose ask is told first when both ask and share a surname ("Mr. Pell asks for joint custody" answers it)', () => {
    const first = read(
      family({
        description:
          'Our client, Ruth Pell, separated from her husband Amos Pell in May and asks for sole custody of their son, Eli, 7. Mr. Pell asks for joint custody and a week-on, week-off schedule.',
        clientName: 'Ruth Pell',
        opposing: 'Amos Pell',
      }),
    ).facts;
    expect(first.clientRole).toBe('petitioner');
    const second = read(
      family({
        description:
          'Amos Pell asks for sole custody of their son, Eli, 7. Our client, Ruth Pell, asks for joint custody and a week-on, week-off schedule.',
        clientName: 'Ruth Pell',
        opposing: 'Amos Pell',
      }),
    ).facts;
    expect(second.clientRole).toBe('respondent');
  });

  it('reads "X has been the children\u2019s primary caretaker" for X, not for the children named inside the predicate', () => {
    const { facts } = read(
      family({
        description: 'Arlo has been the children\u2019s primary caretaker since the twins were born.',
        clientName: 'Mina Holt',
        opposing: 'Arlo Holt',
      }),
    );
    expect(facts.familyFactors.find((f) => f.key === 'primary-caregiver')?.direction).toBe('against');
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

  it('reads a test that says the man cannot be excluded as an inclusion, not an exclusion', () => {
    const { facts } = read(
      family({
        description:
          'I am asking the court to establish that Devon Hale is the father. The DNA test report says he cannot be excluded as the biological father, with a 99.96% probability of paternity.',
        type: 'paternity',
        opposing: 'Devon Hale',
      }),
    );
    expect(factor(facts, 'dna-test')).toMatchObject({ direction: 'for', value: 99.96 });
    expect(dnaExcludes('The lab said he was not excluded.')).toBe(false);
    expect(dnaExcludes('The DNA test excluded me.')).toBe(true);
    expect(dnaExcludes('The paternity test came back negative.')).toBe(true);
  });

  it('reads a test ordered in one sentence from the result the next one gives, not from a denial before it', () => {
    const { facts } = read(
      family({
        description:
          'When the magistrate asked, I told him I was not the father, and the court ordered a paternity test. Three weeks later the lab report came in: 99.9 percent that I am the father. I still want it thrown out.',
        type: 'paternity',
        opposing: 'Shauna Price',
      }),
    );
    expect(factor(facts, 'dna-test')).toMatchObject({ direction: 'against', value: 99.9 });
    expect(dnaExcludes('At the hearing I said I am not the father, so a DNA test was ordered.')).toBe(false);
    expect(dnaExcludes('The DNA test says he is not the father.')).toBe(true);
  });

  it('reads violence told after a verb the tagger missed, care of the children and a protection order for the client', () => {
    const { facts } = read(
      family({
        description:
          'Maria and Luis Ortega separated in May after he choked her in the kitchen. There is a protection order for Maria until 2027. Maria has been the one who takes care of the twins since they were born.',
        clientName: 'Maria Ortega',
        opposing: 'Luis Ortega',
        preference: 'sole',
      }),
    );
    expect(factor(facts, 'domestic-violence-by-other')).toMatchObject({ direction: 'for' });
    expect(factor(facts, 'domestic-violence-by-client')).toBeUndefined();
    expect(factor(facts, 'protective-order')).toMatchObject({ direction: 'for' });
    expect(factor(facts, 'primary-caregiver')).toMatchObject({ direction: 'for' });
  });

  it('reads cross-motions from the client’s own filing: being served with the other’s counts once, with it', () => {
    const { facts } = read(
      family({
        description:
          'I filed a motion in March to reduce my child support. Dana had filed in January to increase the child support, and I was served with her motion on February 2.',
        type: 'child-support',
        opposing: 'Dana Quist',
        support: true,
      }),
    );
    expect(facts.clientRole).toBe('petitioner');
  });

  it('reads a lawyer’s "Client asks:" line about an inheritance set aside as the client’s request in a property division', () => {
    const { facts } = read(
      family({
        description:
          'Client: Maya Ortiz. Married 9 years.\nClient asks: the $90,000 from her aunt set aside as nonmarital.\nHusband: all of it is marital.',
        type: 'marital-property-division',
        opposing: 'Leo Ortiz',
        children: false,
      }),
    );
    expect(facts.clientRole).toBe('petitioner');
  });

  it('reads leaving "that job" by choice as income given up', () => {
    const { facts } = read(
      family({
        description:
          'I pay $900 a month under our 2021 order. Last fall I left that job to open a tattoo studio, and I filed to lower the support.',
        type: 'child-support',
        opposing: 'Dana Quist',
        support: true,
      }),
    );
    expect(facts.incomeGivenUpBy).toBe('client');
  });

  it('asks nothing of which parent the client is when the form says no children are involved and none is read', () => {
    const adult = read(
      family({ description: 'I asked the court to make me guardian of my aunt, who has dementia.', type: 'guardianship', children: false }),
    );
    expect(adult.facts.clientParent).toBeUndefined();
    const withChild = read(family({ description: 'I am asking for custody of my son Leo, who is four.', children: true }));
    expect(withChild.facts.clientParent).toBeDefined();
  });

  describe('adult guardianship', () => {
    const guardianship = (description: string, opposing = 'Walter Brandt') =>
      read({ ...family({ description, type: 'guardianship', opposing, children: false }), clientName: 'Ruth Brandt' });

    it('reads a power of attorney already at work as a less restrictive alternative, against the one asking', () => {
      const { facts } = guardianship(
        'I petitioned the probate court to become guardian of my uncle, Walter Brandt. He signed a durable power of attorney naming his neighbor in 2021, and she pays his bills on time.',
      );
      expect(facts.clientRole).toBe('petitioner');
      expect(factor(facts, 'less-restrictive-alternative')).toMatchObject({ direction: 'against' });
    });

    it('reads one shown to fail for the one asking, and none where the text says there is none', () => {
      const failing = guardianship(
        'I petitioned to become guardian of my uncle, Walter Brandt. His cousin holds his power of attorney and has drained his savings account.',
      );
      expect(factor(failing.facts, 'less-restrictive-alternative')).toMatchObject({ direction: 'for' });
      const none = guardianship(
        'I petitioned to become guardian of my uncle, Walter Brandt. He never signed a health care proxy or any power of attorney.',
      );
      expect(factor(none.facts, 'less-restrictive-alternative')).toBeUndefined();
    });

    it('reads "my husband and I" petitioning for "our son" as the client petitioning, the son as no spouse, and a visitor against the guardianship', () => {
      const { facts } = read({
        ...family({
          description:
            'My husband and I asked the court for a guardianship of our son Walter, who is 24. The court visitor recommended against a full guardianship.',
          type: 'guardianship',
          opposing: 'Walter Brandt',
          children: false,
        }),
        clientName: 'Ruth Brandt',
      });
      expect(facts.clientRole).toBe('petitioner');
      expect(facts.people.find((p) => p.name === 'Walter Brandt')?.role).not.toBe('spouse');
      expect(factor(facts, 'guardian-ad-litem')).toMatchObject({ direction: 'against' });
    });
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

  it('counts the client’s own messages against a respondent whom the matter’s temporary order restrains, and weighs that order as no factor', () => {
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
    // The order awaiting its hearing is the matter's own interim relief (decision 0089): told by
    // either side it is no factor, but it says whose conduct the matter is about.
    expect(factor(facts, 'protective-order')).toBeUndefined();
    expect(facts.evidence.filter((e) => e.kind === 'records')).toHaveLength(0);
    const asked = read(
      family({
        type: 'restraining-orders',
        clientName: 'Jenna Alvarez',
        opposing: 'Troy Beckett',
        description: 'I got a temporary restraining order against Troy Beckett in April and the hearing is next week.',
      }),
    );
    expect(factor(asked.facts, 'protective-order')).toBeUndefined();
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

describe('family factors on clause structure (decision 0080)', () => {
  const sheet = (description: string, type = 'child-custody') =>
    read(family({ description, type, clientName: 'Nell Ashby', opposing: 'Rowan Ashby' })).facts;
  const keys = (description: string, type?: string) => sheet(description, type).familyFactors.map((f) => `${f.key}/${f.direction}`);

  it('reads what the other party files against the client as a claim, not an act', () => {
    expect(keys('Last spring he filed a false domestic violence complaint against me, and it was dismissed.')).not.toContain(
      'domestic-violence-by-other/for',
    );
    expect(keys('Rowan brought an abuse petition against me in April.')).toEqual([]);
  });

  it('reads the client’s own complaint against the other party as the client’s account of what the accused did', () => {
    expect(keys('In May I filed a domestic violence complaint against Rowan.')).toContain('domestic-violence-by-other/for');
  });

  it('takes the doer of a factor noun from its own "by" phrase ("DV by …")', () => {
    expect(keys('DV by Rowan — substantiated (police report).')).toEqual(['domestic-violence-by-other/for']);
  });

  it('reads a note’s verb of harm with nobody after it as a reduced passive: its subject was harmed', () => {
    expect(keys('March 3: client choked in the hallway, children present.')).toEqual(['domestic-violence-by-other/for']);
    expect(keys('Client choked Rowan in the hallway.')).toEqual(['domestic-violence-by-client/against']);
  });

  it('takes whom a note is about from its label, and not from a label of what someone says', () => {
    expect(keys('Drug screens (Rowan): positive for cocaine in June and July.')).toContain('substance-abuse-by-other/for');
    expect(keys('Primary caretaker: me, since the twins were born.')).toContain('primary-caregiver/for');
    expect(keys("His words: 'she is nothing but a drunk.'")).toEqual([]);
  });
});

describe('family factors on clause structure: passive, causative and notes (decision 0080)', () => {
  const keys = (description: string, type = 'child-custody') =>
    read(family({ description, type, clientName: 'Nell Ashby', opposing: 'Rowan Ashby' })).facts.familyFactors.map(
      (f) => `${f.key}/${f.direction}${f.value !== undefined ? `/${f.value}` : ''}`,
    );

  it('reads who keeps whom from the children, in the passive with its agent and as a refused causative with a name', () => {
    expect(keys('Since June the twins have been kept from me by their father.')).toContain('interference-by-other/for');
    expect(keys('For six weeks I was kept from visiting the twins by Rowan.')).toContain('interference-by-other/for');
    expect(keys('I refused to let Rowan see the twins over the summer.')).toContain('interference-by-client/against');
    expect(keys('Rowan says I am keeping the twins from him.')).not.toContain('interference-by-client/against');
  });

  it('takes a substance found in a test from the test’s owner', () => {
    expect(keys('Cocaine was found in Rowan’s hair test in May.')).toContain('substance-abuse-by-other/for');
  });

  it('reads a marriage’s length and the incomes from a note or an aside', () => {
    expect(keys('Marriage: 19 years.', 'spousal-support-alimony').some((k) => k.startsWith('marriage-length/') && k.endsWith('/19'))).toBe(
      true,
    );
    expect(keys('Our marriage, which lasted 19 years, ended in May.', 'spousal-support-alimony').join()).toContain('marriage-length');
    expect(keys('Incomes: Rowan $150,000; me $25,000.', 'spousal-support-alimony').join()).toContain('income-gap/');
  });

  it('reads years in the same house as a stable home', () => {
    expect(keys('I have lived in the same house near their school for nine years.')).toContain('stable-home/for');
  });
});

describe('family: the role and the names the states give (decision 0080)', () => {
  it('reads a notes line "Client asks: …" and a state’s name for custody as the client’s request', () => {
    const { facts } = read(
      family({
        description: 'Client asks: primary residential responsibility for both boys.\nOther parent lives in Fargo.',
        clientName: 'Nell Ashby',
      }),
    );
    expect(facts.clientRole).toBe('petitioner');
  });

  it('reads "Relief sought: a final Protection from Abuse order" as the petitioner’s request', () => {
    const { facts } = read(
      family({
        description: 'Relief sought: final Protection from Abuse order for one year.',
        type: 'restraining-orders',
        clientName: 'Nell Ashby',
      }),
    );
    expect(facts.clientRole).toBe('petitioner');
  });

  it('counts an exclusion for the man who answers a paternity petition', () => {
    const { facts } = read(
      family({
        description:
          'Nell Cairn filed a paternity petition naming our client, Rowan Ashby, as the father. The genetic test excludes Mr. Ashby.',
        type: 'paternity',
        clientName: 'Rowan Ashby',
        opposing: 'Nell Cairn',
      }),
    );
    expect(facts.clientRole).toBe('respondent');
    expect(facts.familyFactors.find((f) => f.key === 'dna-test')?.direction).toBe('for');
  });

  it('takes a medicine named in capitals for no one', () => {
    const { facts } = read(
      family({ description: 'Rowan says anyone on Suboxone is still an addict.', clientName: 'Nell Ashby', opposing: 'Rowan Ashby' }),
    );
    expect(facts.people.map((p) => p.name)).not.toContain('Suboxone');
    expect(facts.familyFactors.map((f) => f.key)).not.toContain('substance-abuse-by-other');
  });
});

describe('family evidence: a test that came back negative (decision 0080)', () => {
  it('reads the name of a test as no conduct, and a negative result as the tested parent’s good conduct', () => {
    const { facts } = read(
      family({
        description: 'All of my random drug screens since January were negative.',
        clientName: 'Nell Ashby',
        opposing: 'Rowan Ashby',
      }),
    );
    expect(facts.evidence.map((e) => `${e.kind}/${e.direction}`)).toEqual(['forensic/for']);
    const positive = read(
      family({ description: 'My drug screens in May were positive for cocaine.', clientName: 'Nell Ashby', opposing: 'Rowan Ashby' }),
    ).facts;
    expect(positive.evidence.map((e) => `${e.kind}/${e.direction}`)).toEqual(['forensic/against']);
  });
});

describe('family evidence: a note’s reduced passive (decision 0080)', () => {
  it('reads "client choked …; photos of the marks" as the client harmed: no admission, the photographs for her', () => {
    const { facts } = read(
      family({
        description: 'March 3: client choked in the hallway, children present; photos of the marks taken by the deputy.',
        clientName: 'Nell Ashby',
        opposing: 'Rowan Ashby',
      }),
    );
    expect(facts.evidence.map((e) => `${e.kind}/${e.direction}`)).toEqual(['physical/for']);
  });
});

describe('family: a parent and a non-parent over a child (decision 0081)', () => {
  it('reads a client whose grandchildren the form names as a grandparent, not a parent', () => {
    for (const childrenDetails of [
      'Tessa, 6, my granddaughter, lives with her father.',
      'Bo and Kit, her grandsons, live with their mother.',
    ]) {
      const { facts } = read(
        family({
          type: 'visitation-rights',
          description: 'Since the spring Dana Morrow has not let me see the children at all. I asked the court for one weekend a month.',
          clientName: 'Ruth Kale',
          opposing: 'Dana Morrow',
          childrenDetails,
        }),
      );
      expect(facts.clientParent, childrenDetails).toBe('other');
    }
  });

  it('reads the other party named as the client’s mother-in-law, or the client’s parents, as no parent of the child', () => {
    const inLaw = read(
      family({
        type: 'visitation-rights',
        description:
          'My former mother-in-law, Vera Stiles, has filed a petition asking the court to order visits with my son every Sunday. I want it denied.',
        clientName: 'Nina Stiles',
        opposing: 'Vera Stiles',
        childrenDetails: 'Theo, 6, lives with me.',
      }),
    ).facts;
    expect(inLaw.otherPartyIsParent).toBe(false);
    expect(inLaw.clientRole).toBe('respondent');
    const parents = read(
      family({
        type: 'visitation-rights',
        description: 'My parents, Hal and June Pruett, filed a petition for grandparent visitation with my daughter, who is 5.',
        clientName: 'Lise Pruett',
        opposing: 'Hal Pruett',
      }),
    ).facts;
    expect(parents.otherPartyIsParent).toBe(false);
    // Two parents: the other party is a parent.
    const ex = read(
      family({ description: 'My ex-husband, Rob Dale, wants the children every weekend.', clientName: 'Ivy Dale', opposing: 'Rob Dale' }),
    ).facts;
    expect(ex.otherPartyIsParent).not.toBe(false);
  });

  it('takes the non-parent as the one asking when nothing says who did', () => {
    const { facts } = read(
      family({
        type: 'visitation-rights',
        description:
          'Our client, Joan Rudd, saw her grandchildren every Sunday until last year. Their mother, Kira Rudd, stopped the visits after an argument.',
        clientName: 'Joan Rudd',
        opposing: 'Kira Rudd',
        childrenDetails: 'Max, 7, and Ada, 4, her grandchildren, live with their mother.',
      }),
    );
    expect(facts.clientParent).toBe('other');
    expect(facts.clientRole).toBe('petitioner');
  });
});

describe('family: asking for unsupervised time is no neglect (decision 0081)', () => {
  it('reads "unsupervised parenting time" as a request, and children left unsupervised as neglect', () => {
    const ask = read(
      family({
        type: 'visitation-rights',
        description: 'Client asks: unsupervised parenting time, alternate weekends.\nHer objection: none stated.',
        clientName: 'Cal Reyes',
        opposing: 'Tara Lind',
      }),
    ).facts;
    expect(factor(ask, 'neglect-by-client')).toBeUndefined();
    const left = read(
      family({
        description: 'Tara left the children unsupervised at the lake for three hours in June.',
        clientName: 'Cal Reyes',
        opposing: 'Tara Lind',
      }),
    ).facts;
    expect(factor(left, 'neglect-by-other')?.direction).toBe('for');
  });
});

describe('a petition to change an order already made (decision 0085)', () => {
  it('reads a motion to modify a decree or to change custody as a modification, and a first custody request as none', () => {
    const modify = read(
      family({
        description:
          'Our 2021 decree gave Dana Moss primary custody of our son Ben. I filed a motion to modify the decree so Ben lives with me during the school year.',
        clientName: 'Alex Moss',
        opposing: 'Dana Moss',
      }),
    ).facts;
    expect(modify.modification).toBe(true);
    const change = read(
      family({
        description: 'My ex-husband Paul Ferris has filed to change our custody order and take the girls. I want it left as it is.',
        clientName: 'Joy Ferris',
        opposing: 'Paul Ferris',
      }),
    ).facts;
    expect(change.modification).toBe(true);
    const first = read(
      family({
        description: 'Paul Ferris and I separated in March. I am asking for sole custody of our daughters; he wants joint custody.',
        clientName: 'Joy Ferris',
        opposing: 'Paul Ferris',
      }),
    ).facts;
    expect(first.modification).toBeUndefined();
    // Changing the school or a schedule of lessons is no order.
    const school = read(
      family({
        description: 'I want sole custody of Ben. His father wants to change his school to one across town.',
        clientName: 'Dana Moss',
        opposing: 'Alex Moss',
      }),
    ).facts;
    expect(school.modification).toBeUndefined();
  });
});

describe('income given up by choice in a support matter (decision 0085)', () => {
  const support = (description: string, type = 'child-support') =>
    read(family({ type, description, clientName: 'Owen Tate', opposing: 'Lara Tate' })).facts;

  it('reads who quit or cut their hours, by the clause’s doer; a layoff, or leaving work for the children, is no choice', () => {
    expect(
      support('I quit my warehouse job in March to go back to school. I am asking the court to lower my support.').incomeGivenUpBy,
    ).toBe('client');
    expect(
      support('Lara resigned from her nursing position after the divorce and now works weekends only. I ask for more support.')
        .incomeGivenUpBy,
    ).toBe('other');
    expect(
      support('I was laid off in March when the plant closed. I am asking the court to lower my support.').incomeGivenUpBy,
    ).toBeUndefined();
    expect(
      support('When our son was born I left my job as a teacher to raise him. I am asking for maintenance.', 'spousal-support-alimony')
        .incomeGivenUpBy,
    ).toBeUndefined();
    // Not a support matter.
    expect(support('I quit my warehouse job in March. I want joint custody.', 'child-custody').incomeGivenUpBy).toBeUndefined();
  });

  it('reads "I cut back" with no object as cutting one’s work, unless it was to get the children from school (decision 0089)', () => {
    expect(
      support(
        'I cut back when we separated. The kids live with Lara, so my weekdays are free. I ask the court to set support on what I earn now.',
      ).incomeGivenUpBy,
    ).toBe('client');
    expect(
      support(
        'I cut back when we separated because on my weeks nobody else is there to get them from school. I ask the court to set support on what I earn now.',
      ).incomeGivenUpBy,
    ).toBeUndefined();
    expect(support('We cut back on spending after the separation. I ask for more support.').incomeGivenUpBy).toBeUndefined();
  });
});
