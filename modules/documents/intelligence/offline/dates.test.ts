// The date reader on spellings real papers use and labelled contracts rarely show: OCR gaps and
// letters for digits, a form's brackets filled in, the era "A.D.", years in words, dates glued to the
// next word by a PDF's lost line break. Every sentence is made up for the test.
import { describe, expect, it } from 'vitest';
import { findDates, normalizeDateText, readYear } from './dates.js';
import { analyzeOffline } from './engine.js';
import { FlatText } from './text.js';

const isoOf = (text: string) => findDates(new FlatText(text, []).flat).map((d) => d.iso);

describe('findDates: odd spellings of one date', () => {
  it.each([
    ['The lease starts on Sept 9,, 2031 at noon.', '2031-09-09'],
    ['The fair opens June the 3rd, 2027 in the hall.', '2027-06-03'],
    ['Signed on [June 3], 2027 by the tenant.', '2027-06-03'],
    ['Signed on June [3], 2027 by the tenant.', '2027-06-03'],
    ['Signed on June 3, [2027] by the tenant.', '2027-06-03'],
    ['Sealed on June 3rd, A.D. 2027 before a notary.', '2027-06-03'],
    ['Sealed this 3rd day of June A.D., 2027 before a notary.', '2027-06-03'],
    ['Delivered on June 3, 20 27 to the yard.', '2027-06-03'],
    ['Delivered on Ju ne 3, 2027 to the yard.', '2027-06-03'],
    ['Delivered on Octo ber 13, 2027 to the yard.', '2027-10-13'],
    ['Delivered on June 1 3, 2027 to the yard.', '2027-06-13'],
    ['Delivered on June l3, 2027 to the yard.', '2027-06-13'],
    ['Delivered on June 13, 2O27 to the yard.', '2027-06-13'],
    ['Witnessed on June 3, two thousand and twenty-seven at the office.', '2027-06-03'],
    ['Witnessed on June third, 2027 at the office.', '2027-06-03'],
    ['Witnessed the third day of June, two thousand twenty-seven at the office.', '2027-06-03'],
    ['Witnessed the 3rd day of June, nineteen hundred and ninety-eight at the office.', '1998-06-03'],
    ['Invoice raised 3-Jun-27 for the pallets.', '2027-06-03'],
    ['Delivered on June l, 2027 to the yard.', '2027-06-01'],
    ['Witnessed on June one, 2027 at the office.', '2027-06-01'],
    ['Sealed June 3, in the year of our Lord 2027, before a notary.', '2027-06-03'],
    ['Sealed the 3rd day of June in the year of our Lord 2027 before a notary.', '2027-06-03'],
    ['Approved by: K. Lund Date: 06/03/2027Signature', '2027-06-03'],
  ])('%s', (text, iso) => {
    expect(isoOf(text)).toContain(iso);
  });
});

describe('findDates: ranges', () => {
  it('reads both ends of a range whose end year is written in words', () => {
    expect(isoOf('The lease runs from 16 October 2025 to March 31, two thousand and twenty-seven.')).toEqual(['2025-10-16', '2027-03-31']);
  });
});

describe('findDates: what is no date', () => {
  it('reads no clause number as a date', () => {
    expect(isoOf('The duties in 6.1.10 and 5.1.12 apply, and Section 4.1.11 too.')).toEqual([]);
  });
  it('reads no bracketed list item next to a year as a date', () => {
    expect(isoOf('See note [3] 2027 figures and the budget of two thousand units.')).toEqual([]);
  });
  it('reads no day from a number word that is not followed by a comma and a year', () => {
    expect(isoOf('We may one day in 2027 sell the press.')).toEqual([]);
  });
  it('keeps a month-name lookalike split in two as words', () => {
    expect(isoOf('The Ma ker 12 units were shipped.')).toEqual([]);
  });
});

describe('normalizeDateText', () => {
  it('keeps the length, so that offsets still point into the text', () => {
    const text = 'on [Ju ne 1 3], A.D. 20 27 and 06/03/2027Name, June the 4th,, 2027';
    expect(normalizeDateText(text)).toHaveLength(text.length);
  });
});

describe('readYear', () => {
  it.each([
    ['2027', 2027],
    ['two thousand', 2000],
    ['two thousand and five', 2005],
    ['two thousand twenty-seven', 2027],
    ['nineteen ninety-nine', 1999],
    ['nineteen hundred and eighty', 1980],
  ])('%s', (text, year) => {
    expect(readYear(text)).toBe(year);
  });
  it('reads no year from words that are not one', () => {
    expect(readYear('two thousand units')).toBeUndefined();
  });
});

describe('contract dates: an Effective Date defined as the date first written above', () => {
  const roles = (text: string) =>
    analyzeOffline(text, [{ page: 1, start: 0, end: text.length }]).dates.map((d) => `${d.label ?? ''} ${d.iso}`);
  it('is the agreement date of the preamble', () => {
    const text =
      'SUPPLY AGREEMENT\n\nThis Supply Agreement is made on the 9th day of August, 2026 by and between Harrow Mills Inc., a Delaware corporation ("Supplier"), and Quillon Foods LLC, an Ohio limited liability company ("Buyer").\n\n1. Definitions. "Effective Date" means the date first written above.\n\n2. Supply. Supplier shall supply the goods.';
    expect(roles(text)).toEqual(expect.arrayContaining(['Agreement Date 2026-08-09', 'Effective Date 2026-08-09']));
  });
  it('is the date the signers wrote when the head states none', () => {
    const text =
      'SUPPLY AGREEMENT\n\nThis Supply Agreement is made by and between Harrow Mills Inc., a Delaware corporation ("Supplier"), and Quillon Foods LLC, an Ohio limited liability company ("Buyer").\n\n' +
      '1. Term. This Agreement shall become effective as of the day and year first above written. '.repeat(1) +
      'Supplier shall deliver the goods each month. '.repeat(20) +
      '\n\nIN WITNESS WHEREOF, the parties have signed this Agreement.\n\nHARROW MILLS INC.\nBy: /s/ Ann Ferris\nName: Ann Ferris\nDate: October 5, 2026\n';
    expect(roles(text)).toContain('Effective Date 2026-10-05');
  });
});

describe('contract dates: the term stated in other words', () => {
  const head =
    'SUPPLY AGREEMENT\n\nThis Supply Agreement is made by and between Harrow Mills Inc., a Delaware corporation ("Supplier"), and Quillon Foods LLC, an Ohio limited liability company ("Buyer").\n\nNOW, THEREFORE, the parties agree as follows:\n\n1. Supply. ' +
    'Buyer shall pay each invoice within thirty days. '.repeat(12) +
    '\n\n2. Term. ';
  const roles = (term: string) =>
    analyzeOffline(head + term, [{ page: 1, start: 0, end: head.length + term.length }]).dates.map((d) => `${d.label ?? ''} ${d.iso}`);
  it.each([
    ['This Agreement takes effect on March 2, 2026.', ['Effective Date 2026-03-02']],
    ['The term hereof begins March 2, 2026 and ends May 31, 2028.', ['Effective Date 2026-03-02', 'Expiration Date 2028-05-31']],
    [
      'This Agreement shall be effective for the period March 2, 2026 through May 31, 2028.',
      ['Effective Date 2026-03-02', 'Expiration Date 2028-05-31'],
    ],
    ['This Agreement shall remain in full force and effect until midnight on May 31, 2028.', ['Expiration Date 2028-05-31']],
    ['This Agreement shall have a term ending on May 31, 2028.', ['Expiration Date 2028-05-31']],
    ['This Agreement shall terminate automatically on May 31, 2028.', ['Expiration Date 2028-05-31']],
    ['This Agreement shall expire at the close of business on May 31, 2028.', ['Expiration Date 2028-05-31']],
    ['The expiration date of this Agreement is May 31, 2028.', ['Expiration Date 2028-05-31']],
    ['The initial term will end May 31, 2028.', ['Expiration Date 2028-05-31']],
    ['This Agreement shall continue in force up to and including May 31, 2028.', ['Expiration Date 2028-05-31']],
    [
      'This Agreement is effective March 2, 2026 and will remain in force until May 31, 2028.',
      ['Effective Date 2026-03-02', 'Expiration Date 2028-05-31'],
    ],
  ])('%s', (term, expected) => {
    expect(roles(term)).toEqual(expected);
  });
});

describe('contract dates: the term in more wordings (decision 0091)', () => {
  const head =
    'SUPPLY AGREEMENT\n\nThis Supply Agreement is made by and between Harrow Mills Inc., a Delaware corporation ("Supplier"), and Quillon Foods LLC, an Ohio limited liability company ("Buyer").\n\nNOW, THEREFORE, the parties agree as follows:\n\n1. Supply. ' +
    'Buyer shall pay each invoice within thirty days. '.repeat(12) +
    '\n\n2. Term. ';
  const roles = (term: string) =>
    analyzeOffline(head + term, [{ page: 1, start: 0, end: head.length + term.length }]).dates.map((d) => `${d.label ?? ''} ${d.iso}`);
  it.each([
    ['The effective date of this Agreement shall be March 2, 2026.', ['Effective Date 2026-03-02']],
    ['The Effective Date of this Supply Agreement is the 2nd day of March, 2026.', ['Effective Date 2026-03-02']],
    ['This Agreement shall come into force on March 2, 2026.', ['Effective Date 2026-03-02']],
    ['This Agreement enters into effect on 2 March 2026.', ['Effective Date 2026-03-02']],
    ['Commencement Date: March 2, 2026', ['Effective Date 2026-03-02']],
    ['Start Date: March 2, 2026. End Date: May 31, 2028.', ['Effective Date 2026-03-02', 'Expiration Date 2028-05-31']],
    ['Term: March 2, 2026 through May 31, 2028.', ['Effective Date 2026-03-02', 'Expiration Date 2028-05-31']],
    ['Contract Period: 03/02/2026 - 05/31/2028.', ['Effective Date 2026-03-02', 'Expiration Date 2028-05-31']],
    [
      'This Agreement, together with the Schedules and Exhibits attached to it and incorporated in it by reference, shall become effective on March 2, 2026.',
      ['Effective Date 2026-03-02'],
    ],
    ['The parties agree that this Agreement shall lapse on May 31, 2028.', ['Expiration Date 2028-05-31']],
    ['Unless earlier terminated, the term of this Agreement shall terminate on 31 May 2028.', ['Expiration Date 2028-05-31']],
    [
      'The term of this Agreement will commence on Mar. 2, 2026 and will end on May 31, 2028. Unless either party objects, the term of this Agreement will be extended until May 31, 2029.',
      ['Effective Date 2026-03-02', 'Expiration Date 2028-05-31'],
    ],
  ])('%s', (term, expected) => {
    expect(roles(term)).toEqual(expected);
  });
  it('takes no date before the end of the term for its start unless a range joins them', () => {
    expect(roles('Prices quoted on March 2, 2026 hold, and this Agreement shall expire on May 31, 2028.')).toEqual([
      'Expiration Date 2028-05-31',
    ]);
  });
});

describe('a letter agreement states its term as a contract does (decision 0091)', () => {
  it("reads the letter's date and the end of the term its body states", () => {
    const text =
      'March 2, 2026\n\nQuillon Foods LLC\n200 Broadway\nNew York, NY 10001\n\nDear Ms. Jones:\n\nThis letter agreement (the "Agreement") sets out the terms on which Harrow Mills Inc. ("Harrow") supplies flour to Quillon Foods LLC ("Quillon"). ' +
      'Quillon shall pay each invoice within thirty days. '.repeat(10) +
      'This Agreement shall expire on May 31, 2028.\n\nVery truly yours,\n\nHARROW MILLS INC.\nBy: /s/ Ann Ferris\n\nAgreed and accepted:\nQUILLON FOODS LLC\nBy: /s/ Mary Jones\n';
    const dates = analyzeOffline(text, [{ page: 1, start: 0, end: text.length }]).dates.map((d) => `${d.label ?? ''} ${d.iso}`);
    expect(dates).toEqual(['Letter Date 2026-03-02', 'Expiration Date 2028-05-31']);
  });
});

describe('findDates: misspelt or hyphenated months, a stop for a comma, a day-first date after "on" (decision 0091)', () => {
  it.each([
    ['Common Seal affixed. Date 31 JANAURY, 2028 In the presence of:', '2028-01-31'],
    ['Signed on Febuary 4, 2028 by the tenant.', '2028-02-04'],
    ['Signed on Feburary 4, 2028 by the tenant.', '2028-02-04'],
    ['Sealed this 4th day of Septmber, 2028 before a notary.', '2028-09-04'],
    ['Dated Marhc 3, 2028 at the office.', '2028-03-03'],
    ['Delivered on 12 Decmeber 2028 to the yard.', '2028-12-12'],
    ['Signed on Janu- ary 15, 2028 by the tenant.', '2028-01-15'],
    ['Sealed this 3rd day of Sep-\ntember, 2028 before a notary.', '2028-09-03'],
    ['Signed on January 15. 2028 by the tenant.', '2028-01-15'],
  ])('%s', (text, iso) => {
    expect(isoOf(text)).toContain(iso);
  });
  it('reads no date from an English word one letter away from a short month', () => {
    expect(isoOf('The Match 3, 2028 final and the Tune 3, 2028 contest.')).toEqual([]);
  });
  it('starts a day-first date at its day, not at the "on" before it', () => {
    const [d] = findDates('The lease shall terminate on 30 June 2028.');
    expect(d?.text).toBe('30 June 2028');
  });
  it('keeps the length of a text with misspelt months', () => {
    const text = 'Date 31 JANAURY, 2028; Febuary 4, 2028; Januarry 5, 2028; 3rd day of Sep-\ntember, 2028; May 4. 2028.';
    expect(normalizeDateText(text)).toHaveLength(text.length);
  });
});

describe("an amendment's own dates past an abbreviation's full stop (decision 0091)", () => {
  const roles = (text: string) =>
    analyzeOffline(text, [{ page: 1, start: 0, end: text.length }]).dates.map((d) => `${d.label ?? ''} ${d.iso}`);
  const body = 'Buyer shall pay each invoice within thirty days. '.repeat(14);
  const sig =
    '\n\nIN WITNESS WHEREOF, the parties have executed this Amendment.\n\nHARROW MILLS INC.\nBy: /s/ Ann Ferris\nName: Ann Ferris\n';
  it('dates "This Amendment No. 2, effective as of …" by its own date, not by the amended agreement\'s', () => {
    const text = `AMENDMENT NO. 2\n\nThis Amendment No. 2 (the "Amendment"), effective as of March 2, 2026, to the License Agreement between Harrow Mills Inc. ("Licensor") and Quillon Foods LLC ("Licensee") dated January 5, 2020.\n\n1. ${body}${sig}`;
    expect(roles(text)).toEqual(['Agreement Date 2026-03-02', 'Effective Date 2026-03-02']);
  });
  it('reads the term "extended to" a date as its end', () => {
    const text = `FIRST AMENDMENT TO SUPPLY AGREEMENT\n\nThis First Amendment to Supply Agreement (this "Amendment") is made as of March 2, 2026, by and between Harrow Mills Inc., a Delaware corporation ("Supplier"), and Quillon Foods LLC, an Ohio limited liability company ("Buyer").\n\n1. ${body}\n\n2. Term. The term of the Agreement is extended to May 31, 2028.${sig}`;
    expect(roles(text)).toEqual(['Agreement Date 2026-03-02', 'Expiration Date 2028-05-31']);
  });
});
