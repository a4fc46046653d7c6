// Charges (one per offence; citations and grades stay with their charge), the prior record and
// the procedural posture.
import { describe, expect, it } from 'vitest';
import { readCharges } from './charges.js';
import { countPriors } from './record.js';
import { criminal, read } from './fixtures.js';

describe('charges', () => {
  it('keeps a statute citation and a grade with the charge they follow', () => {
    const c = readCharges('Assault causing bodily injury, Texas Penal Code 22.01(a)(1), Class A misdemeanor');
    expect(c).toHaveLength(1);
    expect(c[0]).toMatchObject({ level: 'misdemeanor', statute: 'Texas Penal Code 22.01(a)(1)' });
    expect(c[0]!.text).toContain('Class A misdemeanor');
  });

  it.each([
    ['Burglary, PC 459', 1, 'PC 459'],
    ['Wire fraud, 18 U.S.C. § 1343', 1, '18 U.S.C. § 1343'],
    ['Possession of cocaine, a third-degree felony', 1, undefined],
    ['Theft over $2,500, a state jail felony', 1, undefined],
    ['DUI, first offense, BAC 0.12', 1, undefined],
    ['Assault in the second degree, RCW 9A.36.021(1)(c) (with a deadly weapon)', 1, 'RCW 9A.36.021(1)(c)'],
    ['Criminal possession of a controlled substance in the third degree, PL 220.16(1) (intent to sell)', 1, 'PL 220.16(1)'],
  ])('%s → %i charge', (text, n, statute) => {
    const c = readCharges(text);
    expect(c).toHaveLength(n);
    if (statute) expect(c[0]!.statute).toBe(statute);
  });

  it('splits separate offences on lines, semicolons, numbering, commas and "and"', () => {
    expect(readCharges('Burglary\nTheft')).toHaveLength(2);
    expect(readCharges('Medicaid fraud, R.C. 2913.40 (felony of the third degree); tampering with records, R.C. 2913.42')).toHaveLength(2);
    expect(readCharges('1. Robbery 2. Aggravated assault with a deadly weapon')).toHaveLength(2);
    expect(readCharges('Assault on a family member, resisting arrest, and public intoxication')).toHaveLength(3);
    expect(readCharges('Wire fraud (18 U.S.C. § 1343) and money laundering (18 U.S.C. § 1956)')).toHaveLength(2);
  });

  it('does not split an offence whose name has "and" in it', () => {
    expect(readCharges('Breaking and entering')).toHaveLength(1);
    expect(readCharges('Hit and run')).toHaveLength(1);
  });

  it('counts "3 counts of …", "(5 counts)", "Count 1-4:" and "charged as 12 counts"', () => {
    expect(readCharges('3 counts of burglary')).toHaveLength(3);
    expect(readCharges('three counts of identity theft')).toHaveLength(3);
    expect(readCharges('Identity theft, N.C.G.S. 14-113.20 (4 counts); Financial card fraud, N.C.G.S. 14-113.13 (1 count)')).toHaveLength(
      5,
    );
    expect(
      readCharges('Count 1-4: Failure to remit sales tax, RSMo 144.480 (one count per year); Count 5: Filing false returns, RSMo 143.911'),
    ).toHaveLength(5);
    expect(readCharges('Money laundering, NRS 207.195 (12 transactions charged as 12 counts)')).toHaveLength(12);
  });

  it('reads the level: felony, misdemeanor, infraction, unknown', () => {
    expect(readCharges('Robbery')[0]!.level).toBe('felony');
    expect(readCharges('Petty theft')[0]!.level).toBe('misdemeanor');
    expect(readCharges('Speeding ticket')[0]!.level).toBe('infraction');
    expect(readCharges('Failure to appear')[0]?.level ?? 'unknown').toBe('unknown');
  });

  it('takes the charges from the narrative when the form has none', () => {
    const { facts } = read(
      criminal({ description: 'He was charged with burglary and theft after police found him inside the store.', charges: ' ' }),
    );
    expect(facts.charges.map((c) => c.text)).toEqual(['burglary', 'theft']);
  });
});

describe('prior record', () => {
  it.each([
    ['None', 0],
    ['No prior record', 0],
    ['First offense', 0],
    ['two prior DUIs', 2],
    ['DUI (2015); theft (2018)', 2],
    ['Receiving stolen property, 2019 (misdemeanor, probation)', 1],
    ['a 2017 conviction for battery', 1],
  ])('%s → %i', (text, n) => {
    expect(countPriors(text)).toBe(n);
  });

  it('is null when nothing is said, and read from the narrative otherwise', () => {
    expect(read(criminal({ description: 'I was arrested after a fight.' })).facts.priorRecord).toEqual({ count: null, quote: '' });
    const told = read(criminal({ description: 'I have never been arrested before. I was arrested after a fight.' })).facts.priorRecord;
    expect(told.count).toBe(0);
    expect(told.quote).toContain('never been arrested');
  });
});

describe('procedural posture', () => {
  it('reads release and detention', () => {
    expect(read(criminal({ description: 'x', bail: 'Released on $1,500 bond' })).facts.procedural.detention).toBe('released');
    expect(read(criminal({ description: 'x', bail: 'Released on her own recognizance' })).facts.procedural.detention).toBe('released');
    expect(
      read(criminal({ description: 'x', bail: 'Bond set at $50,000, not posted', detention: 'Held at the county jail.' })).facts.procedural
        .detention,
    ).toBe('detained');
    expect(
      read(criminal({ description: 'He has been in the county jail since because we cant make the bond.' })).facts.procedural.detention,
    ).toBe('detained');
    expect(read(criminal({ description: 'I was arrested after a fight.' })).facts.procedural.detention).toBe('unknown');
  });

  it('raises a suppression issue for an unlawful search, Miranda, a show-up, the chain of custody', () => {
    for (const description of [
      'Police searched my car without a warrant.',
      'He was never read his Miranda rights before they questioned him.',
      'They drove the victim past him for a show-up identification.',
      'There are gaps in the chain of custody of the drugs.',
      'My lawyer filed a motion to suppress the gun.',
    ]) {
      const p = read(criminal({ description })).facts.procedural;
      expect(p.suppressionIssue, description).toBe(true);
      expect(p.suppressionQuote).toBe(description);
    }
    expect(read(criminal({ description: 'Police had a search warrant and found the drugs.' })).facts.procedural.suppressionIssue).toBe(
      false,
    );
  });
});
