import { describe, expect, it } from 'vitest';
import {
  findPlaces,
  piLicensing,
  protectiveOrders,
  recordingConsent,
  STATE_CODES,
  stalking,
  stateFacts,
  tablesChecked,
  tracking,
  withoutPlaces,
} from './index.js';

describe('state reference tables', () => {
  it.each([
    ['recording consent', recordingConsent],
    ['PI licensing', piLicensing],
    ['stalking', stalking],
    ['protective orders', protectiveOrders],
  ] as const)('%s has one row for each of the 50 states and DC', (_, rows) => {
    expect(rows.map((r) => r.state).sort()).toEqual([...STATE_CODES].sort());
    expect(STATE_CODES).toHaveLength(51);
  });

  it('gives every row a statute, a check date and an honest note of what it was checked against', () => {
    for (const r of [...recordingConsent, ...piLicensing, ...tracking, ...stalking, ...protectiveOrders]) {
      expect(r.source.citation.length, r.state).toBeGreaterThan(5);
      expect(r.source.checked).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(r.source.note.length, r.state).toBeGreaterThan(20);
      if (r.source.checkedAgainst) expect(r.source.checkedAgainst).toMatch(/^https?:\/\//);
      // A row that was not compared with a page must say it rests on Casebook's own knowledge.
      else expect(r.source.note).toMatch(/own knowledge/);
      expect(r.summary.length, r.state).toBeGreaterThan(40);
    }
  });

  it('has tracking rows only where a statute is known, each naming it', () => {
    expect(new Set(tracking.map((r) => r.state)).size).toBe(tracking.length);
    for (const r of tracking) expect(r.summary).toContain(r.statute.replace(/\s*\(.*$/, '').split(';')[0]!);
    expect(tracking.find((r) => r.state === 'TX')!.statute).toBe('Tex. Penal Code § 16.06');
  });

  it('gives every protective-order row its order, statute, court, temporary order and fee, in its summary', () => {
    expect(new Set(protectiveOrders.map((r) => r.state)).size).toBe(51);
    for (const r of protectiveOrders) {
      expect(r.source.checked, r.state).toBe('2026-11-30');
      expect(r.source.citation.length, r.state).toBeGreaterThan(5);
      for (const part of [r.order, r.statute, r.court, r.temporary, r.fee, r.form, r.duration, r.other]) {
        if (part !== undefined) expect(r.summary, r.state).toContain(part);
      }
      expect(r.source.checkedAgainst, r.state).toMatch(/^https?:\/\//);
      expect(r.source.note.length, r.state).toBeGreaterThan(40);
    }
    const ca = protectiveOrders.find((r) => r.state === 'CA')!;
    expect(ca.order).toContain('Domestic Violence Restraining Order (DVRO)');
    expect(ca.statute).toBe('Cal. Fam. Code § 6200 et seq.');
    expect(ca.form).toMatch(/DV-100.*DV-109.*DV-110/);
    expect(protectiveOrders.find((r) => r.state === 'PA')!.order).toContain('Protection From Abuse (PFA) order');
    expect(protectiveOrders.find((r) => r.state === 'OH')!.statute).toBe('Ohio Rev. Code § 3113.31');
    expect(protectiveOrders.find((r) => r.state === 'NY')!.order).toMatch(/Order of Protection.*Family Court.*Criminal Court/);
    // A form number appears only where a page confirmed it: New York's and North Carolina's were not.
    expect(protectiveOrders.find((r) => r.state === 'NY')!.form).toBeUndefined();
    expect(protectiveOrders.find((r) => r.state === 'NC')!.form).not.toMatch(/\d/);
  });

  it('dates an answer by the tables it used', () => {
    expect(tablesChecked(['recording'])).toBe('2026-11-23');
    expect(tablesChecked(['protective'])).toBe('2026-11-30');
    expect(tablesChecked(['recording', 'protective'])).toBe('2026-11-30');
  });

  it('knows the all-party recording states', () => {
    const allParty = recordingConsent
      .filter((r) => r.rule === 'all-party')
      .map((r) => r.state)
      .sort();
    expect(allParty).toEqual(['CA', 'FL', 'IL', 'MA', 'MD', 'MT', 'NH', 'PA', 'WA']);
  });
});

describe('finding places in a question', () => {
  it.each([
    ['What about in California?', ['CA']],
    ['Can I record calls in west virginia or Virginia?', ['WV', 'VA']],
    ['I live in Washington, D.C. and work in Maryland', ['DC', 'MD']],
    ['Is GPS tracking legal in Washington state?', ['WA']],
    ['My lawyer in NY says no', ['NY']],
    ['I am IN the car OR at home, OK?', []],
    ['Is it legal in Puerto Rico?', ['Puerto Rico']],
    ["I'm in Chicago. Can I record him?", ['IL']],
    ['Salt Lake City here. Can I record a call?', ['UT']],
    ['Kansas City police took my phone', ['MO']],
    ['I moved from Madison to Ohio', ['WI', 'OH']],
    ['my ex Madison keeps texting me from a mobile phone', []],
  ])('%j names %j', (text, expected) => {
    expect(findPlaces(text).map((p) => (p.kind === 'state' ? p.code : p.name))).toEqual(expected);
  });

  it('takes the places out of the text to be ranked', () => {
    expect(withoutPlaces('What about in New Mexico?')).not.toMatch(/Mexico/);
    expect(withoutPlaces('What about in New Mexico?')).toMatch(/^What about in\s+\?$/);
  });

  it('says when a table has no row for a place', () => {
    const [ohio] = findPlaces('Ohio');
    const [fact] = stateFacts(ohio!, ['tracking']);
    expect(fact!.text).toContain('my GPS-tracking table has no row for Ohio');
    expect(fact!.text).toContain('2903.211');
    expect(fact!.source).toBeUndefined();
    const [pr] = findPlaces('Puerto Rico');
    expect(stateFacts(pr!, ['recording'])[0]!.text).toContain('no row for Puerto Rico');
  });
});
