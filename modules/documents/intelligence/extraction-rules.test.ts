// The general extraction rules of issue 28 (decision 0043), each on small sentences written for the
// test: preamble layouts, signature blocks, odd date spellings, day-first dates, sub-national and
// foreign governing law, and sums that are not sums.
import { describe, expect, it } from 'vitest';
import { findAmounts } from './offline/amounts.js';
import { analyzeOffline } from './offline/engine.js';
import { findDates } from './offline/dates.js';
import { findGoverningLaw } from './offline/governing-law.js';
import { jurisdiction } from './offline/places.js';
import { FlatText, sentences } from './offline/text.js';

const analyze = (text: string) => analyzeOffline(text, [{ page: 1, start: 0, end: text.length }]);
const names = (text: string) => analyze(text).parties.map((p) => p.name);
const isoOf = (text: string) => findDates(new FlatText(text, []).flat).map((d) => d.iso);
const lawOf = (text: string) => {
  const flat = new FlatText(text, []).flat;
  return findGoverningLaw(flat, sentences(flat))?.state;
};
const FILLER = ' The parties shall perform their obligations under this Agreement in good faith and shall comply with it.'.repeat(6);

describe('parties', () => {
  it('reads a "between the following parties:" list across paragraphs, semicolons and "AND"', () => {
    const text = `SUPPLY AGREEMENT\n\nThis Agreement is made on 3 March 2021 between the following parties: Norrland Timber AB, with an office at Storgatan 1, Umeå ("Norrland");\n\nKestrel Mills Ltda., a company organized under the laws of Brazil, with offices at Av. Paulista 100, São Paulo ("Kestrel")\n\nAND\n\nBlue Fjord Trading, Inc., a Delaware corporation ("Buyer").\n\nWHEREAS the parties wish to trade.${FILLER}`;
    expect(names(text)).toEqual(['Norrland Timber AB', 'Kestrel Mills Ltda.', 'Blue Fjord Trading, Inc.']);
  });

  it('keeps "and" inside a company name, and a parenthesised place before the legal form', () => {
    const text = `This Agreement is made by and between Harbor Research and Engineering Company, a Delaware corporation ("Harbor"), and Quill (USA) Inc., a Texas corporation ("Quill").${FILLER}`;
    expect(names(text)).toEqual(['Harbor Research and Engineering Company', 'Quill (USA) Inc.']);
  });

  it('reads a letter agreement whose parties are introduced only by their defined terms', () => {
    const text = `May 2, 2022\n\nLadies and Gentlemen:\n\nGranite Bancorp, Inc. (the "Company"), a Maryland corporation, and Granite Savings Bank, a Maryland-chartered savings bank (the "Bank"), hereby confirm their agreement with Pillar Securities, LLC (the "Agent") as follows:\n\nSection 1. The Offering.${FILLER}`;
    expect(names(text)).toEqual(['Granite Bancorp, Inc.', 'Granite Savings Bank', 'Pillar Securities, LLC']);
  });

  it('adds the companies that sign, not the titles or the entities signing for them', () => {
    const text = `This Agreement is entered into by and among Orchard Capital LLC, a Delaware limited liability company ("Purchaser"), and each other party identified on the signature pages.${FILLER}\n\nIN WITNESS WHEREOF, the parties have executed this Agreement as of the date first written above.\n\nOrchard Capital LLC By: /s/ Ann Lee Name: Ann Lee Title: President\n\nWillow Creek Fund I LP By: Willow Management (NY) LLC Its: General Partner By: /s/ Tom Ray Name: Tom Ray Title: Chief Investment Officer Cedar Ridge Partners, L.P. By: /s/ Jo Kim Name: Jo Kim Title: Managing Member`;
    expect(names(text)).toEqual(['Orchard Capital LLC', 'Willow Creek Fund I LP', 'Cedar Ridge Partners, L.P.']);
  });

  it('takes a signing company as a party only when the preamble names it or leaves the parties to the signature page', () => {
    const preamble = `This Agreement is made by and between Alder Tools, Inc., a Delaware corporation ("Licensor"), and Birch Works LLC, an Ohio limited liability company ("Licensee").`;
    const signatures = `\n\nIN WITNESS WHEREOF, the parties have executed this Agreement.\n\nALDER TOOLS, INC. By: /s/ A. Lee Name: A. Lee Title: President\n\nBIRCH WORKS, LLC By: /s/ B. Ray Name: B. Ray Title: Manager\n\nAcknowledged and agreed, as guarantor: CEDAR HOLDINGS CORP. By: /s/ C. Moss Name: C. Moss Title: CEO\n\nSource: DOGWOOD GROUP, INC., 10-K, 3/1/2020`;
    // The guarantor and the filer of the EDGAR page line are not named by the preamble.
    expect(names(`${preamble}${FILLER}${signatures}`)).toEqual(['Alder Tools, Inc.', 'Birch Works LLC']);
    // The same page after a preamble that leaves its parties to the signature page.
    const deferred = `This Agreement is entered into by and among Alder Tools, Inc., a Delaware corporation ("Licensor"), and the persons listed on Schedule A.`;
    expect(names(`${deferred}${FILLER}${signatures}`)).toContain('CEDAR HOLDINGS CORP.');
    // A garbled repeat of a party's name on the signature page is that party, not another.
    const garbled = signatures.replace('BIRCH WORKS, LLC', 'BIRCHW0RKS LLC');
    expect(names(`${preamble}${FILLER}${garbled}`)).toEqual(['Alder Tools, Inc.', 'Birch Works LLC']);
  });

  it('does not take a place, an address line or a defined term for a party', () => {
    const text = `THIS AGREEMENT is made BETWEEN: (1) FENWAY LABS LIMITED a company incorporated under the laws of England and Wales (Company Number 0123456) whose registered office is at 1 High Street, Cambridge (the "Company"); and (2) Dana Whitfield of 2 Low Road; Suite 4; Leeds (the "Consultant").${FILLER}`;
    const found = names(text);
    expect(found).toContain('FENWAY LABS LIMITED');
    expect(found).not.toContain('Wales');
    expect(found.some((n) => /Suite|Leeds|Company Number/.test(n))).toBe(false);
  });
});

describe('dates', () => {
  it('reads ordinals split by extraction, a period after the month and ordinal words', () => {
    expect(isoOf('made this 17t h day of May, 2017 by')).toEqual(['2017-05-17']);
    expect(isoOf('entered into this 1s t day of June, 2004.')).toEqual(['2004-06-01']);
    expect(isoOf('as of April. 1st 2019 the')).toEqual(['2019-04-01']);
    expect(isoOf('on the twenty-first day of June, 2016')).toEqual(['2016-06-21']);
    expect(isoOf('as of the 11 day of January, 2001')).toEqual(['2001-01-11']);
  });

  it('reads a year after "A.D." or "in the year of", an ordinal word with its figure in brackets, and a space before the comma after the month', () => {
    expect(isoOf('made as of the 1st day of July, A.D. 2019, by')).toEqual(['2019-07-01']);
    expect(isoOf('this 3rd day of March in the year of 2015')).toEqual(['2015-03-03']);
    expect(isoOf('until the thirtieth (30th) day of June, 2022, unless')).toEqual(['2022-06-30']);
    expect(isoOf('dated this 9th day of October , 2012 between')).toEqual(['2012-10-09']);
    // Not a date: the day left blank to be filled in at signing.
    expect(isoOf('dated as of the ____ day of October, 2012')).toEqual([]);
  });

  it('reads dotted numeric dates day first, and slashed ones day first only in a day-first document', () => {
    expect(isoOf('effective as of the 1.4.2011 (the "Effective Date")')).toEqual(['2011-04-01']);
    expect(isoOf('signed 3/4/2019')).toEqual(['2019-03-04']);
    expect(isoOf('signed 3/4/2019; invoice of 25/12/2019')).toEqual(['2019-04-03', '2019-12-25']);
  });

  it('reads a range whose first date is written in figures and dashes as that whole date ("2005-10-16 to 31 March 2006")', () => {
    expect(isoOf('Effective 2031-10-16 to 31 March 2032 the fleet is maintained.')).toEqual(['2031-10-16', '2032-03-31']);
  });

  it("leaves out the EDGAR 'Source:' line of every page", () => {
    expect(isoOf('Source: ACME CORP, 10-K, 3/28/2019 and then')).toEqual([]);
  });

  it('labels the signing date where the preamble has none, and the effective date defined by the last signature', () => {
    const text = `LICENSE AGREEMENT\n\nThis Agreement is entered into by and between Alder Tools, Inc., a Delaware corporation ("Licensor"), and Birch Works LLC, an Ohio limited liability company ("Licensee").\n\n"Effective Date" means the date the last party hereto has executed this Agreement.${FILLER}\n\nIN WITNESS WHEREOF, the parties have signed this Agreement.\n\nAlder Tools, Inc. By: /s/ A. Lee Date: 5/3/2016\n\nBirch Works LLC By: /s/ B. Ray Date: 5/11/2016`;
    const dates = analyze(text).dates.map((d) => [d.label, d.iso]);
    expect(dates).toContainEqual(['Signing Date', '2016-05-11']);
    expect(dates).toContainEqual(['Effective Date', '2016-05-11']);
  });

  it.each([
    'This Agreement shall become effective upon signature by both Parties.',
    'This Agreement is effective on the later of the dates of signature below.',
    'This Agreement takes effect on the date on which both parties have signed it.',
  ])('takes the effective date from the last signature in other wordings: %s', (clause) => {
    const text = `LICENSE AGREEMENT\n\nThis Agreement is entered into by and between Alder Tools, Inc., a Delaware corporation ("Licensor"), and Birch Works LLC, an Ohio limited liability company ("Licensee").\n\n${clause}${FILLER}\n\nIN WITNESS WHEREOF, the parties have signed this Agreement.\n\nAlder Tools, Inc. By: /s/ A. Lee Date: 5/3/2016\n\nBirch Works LLC By: /s/ B. Ray Date: 5/11/2016`;
    expect(analyze(text).dates.map((d) => [d.label, d.iso])).toContainEqual(['Effective Date', '2016-05-11']);
  });

  it('ends a term stated as a length from a known Effective Date on its anniversary, and a term that runs until terminated nowhere', () => {
    const head = `SERVICES AGREEMENT\n\nThis Agreement is made and entered into as of March 15, 2024 (the "Effective Date") by and between Larch Media Ltd ("Supplier") and Spruce Retail plc ("Customer").\n\n`;
    const ends = (clause: string) =>
      analyze(`${head}${clause}${FILLER}`)
        .dates.filter((d) => d.label === 'Expiration Date')
        .map((d) => d.iso);
    expect(ends('2. Term. This Agreement shall continue for a term of three (3) years from the Effective Date.')).toEqual(['2027-03-15']);
    expect(ends('2. Term. The term of this Agreement shall be 18 months from the Effective Date.')).toEqual(['2025-09-15']);
    expect(
      ends(
        '2. Term. This Agreement shall continue for three years from the Effective Date and thereafter until terminated by either party.',
      ),
    ).toEqual([]);
    expect(ends('2. Term. This Agreement renews for one year from the Effective Date and each anniversary of it.')).toEqual([]);
  });

  it('takes the end of the term from "from … to" and from an "Expiration Date:" field, and no other agreement\'s effective date', () => {
    const text = `SERVICES AGREEMENT\n\nThis Agreement is made as of 1 August 2011 (the "Effective Date") by and between Larch Media Ltd ("Supplier") and Spruce Retail plc ("Customer").\n\n"Term" means the period from the Effective Date to 31 July 2013.\n\nThe parties previously entered into a Hosting Agreement, effective as of December 1, 2002.${FILLER}`;
    const dates = analyze(text).dates.map((d) => [d.label, d.iso]);
    expect(dates).toContainEqual(['Expiration Date', '2013-07-31']);
    expect(dates.map(([, iso]) => iso)).not.toContain('2002-12-01');
  });
});

describe('dates: the end of the term and the agreement date in other wordings', () => {
  const PREAMBLE = `SUPPLY AGREEMENT\n\nThis Supply Agreement is entered into as of March 2, 2020 by and between Poplar Foods, Inc., a Delaware corporation ("Buyer"), and Linden Farms LLC, an Iowa limited liability company ("Seller").\n\n`;
  const labelled = (text: string) => analyze(text).dates.map((d) => [d.label, d.iso]);

  it('takes the end from a defined term after the date and from a definition of it', () => {
    expect(
      labelled(`${PREAMBLE}2. Term. This Agreement remains in effect until December 31, 2023 (the "Expiration Date").${FILLER}`),
    ).toContainEqual(['Expiration Date', '2023-12-31']);
    expect(labelled(`${PREAMBLE}"Termination Date" means June 30, 2024, unless extended.${FILLER}`)).toContainEqual([
      'Expiration Date',
      '2024-06-30',
    ]);
    expect(labelled(`${PREAMBLE}The Expiration Date is January 15, 2025.${FILLER}`)).toContainEqual(['Expiration Date', '2025-01-15']);
  });

  it('takes the end after a time of day, and the first of two ends', () => {
    expect(
      labelled(`${PREAMBLE}The term of this Agreement shall expire at 11:59 p.m. (Eastern Time) on March 1, 2025.${FILLER}`),
    ).toContainEqual(['Expiration Date', '2025-03-01']);
    expect(
      labelled(
        `${PREAMBLE}This Agreement shall terminate on the earlier of (a) September 30, 2026 and (b) the date the Seller ceases farming.${FILLER}`,
      ),
    ).toContainEqual(['Expiration Date', '2026-09-30']);
  });

  it('reads a term written as a range and a contract that is "valid until" a date', () => {
    expect(labelled(`${PREAMBLE}Term: April 1, 2020 – March 31, 2022.${FILLER}`)).toContainEqual(['Expiration Date', '2022-03-31']);
    expect(labelled(`${PREAMBLE}This Agreement shall be valid until 31 May 2027.${FILLER}`)).toContainEqual([
      'Expiration Date',
      '2027-05-31',
    ]);
  });

  it('takes the start from a "Commencement Date" defined after the date', () => {
    expect(labelled(`${PREAMBLE}Deliveries begin on July 1, 2020 (the "Commencement Date").${FILLER}`)).toContainEqual([
      'Effective Date',
      '2020-07-01',
    ]);
  });

  it("takes a title block's date line as the agreement date when the preamble states none", () => {
    const cover = `MASTER SERVICES AGREEMENT\n\nOctober 5, 2018\n\n${'TABLE OF CONTENTS 1. Definitions 2. Services 3. Fees 4. Term 5. Confidentiality 6. Liability\n'.repeat(20)}\nThis Agreement is made by and between Alder Tools, Inc., a Delaware corporation ("Client"), and Birch Works LLC, an Ohio limited liability company ("Vendor").\n\n${FILLER}`;
    expect(labelled(cover)).toContainEqual(['Agreement Date', '2018-10-05']);
    // A date inside a sentence of the cover is not the agreement's.
    const notALine = cover.replace('October 5, 2018\n', 'Prepared for the meeting of October 5, 2018 of the board.\n');
    expect(labelled(notALine).map(([, iso]) => iso)).not.toContain('2018-10-05');
  });

  it('does not take a period the agreement mentions for its own term', () => {
    const text = `${PREAMBLE}Seller shall report the sales for the period from January 1, 2019 to December 31, 2019 within thirty days.${FILLER}`;
    expect(labelled(text).map(([label]) => label)).not.toContain('Expiration Date');
  });
});

describe('document type from the title', () => {
  const typeOf = (text: string) => analyze(text).documentType;
  const BODY = `\n\nThis agreement is made by and between Alder Tools, Inc., a Delaware corporation ("Alder"), and Birch Works LLC, an Ohio limited liability company ("Birch").\n\nWHEREAS, the parties wish to work together; NOW, THEREFORE, the parties agree as follows:${FILLER}\n\nIN WITNESS WHEREOF the parties have signed this agreement.`;

  it('takes the head noun of a title that joins two kinds, "Services" included', () => {
    expect(typeOf(`DISTRIBUTION AND SERVICES AGREEMENT${BODY}`)).toBe('Service Agreement');
    expect(typeOf(`LICENSE AND HOSTING AGREEMENT${BODY}`)).toBe('Hosting Agreement');
    // A kind that qualifies "Services" still outranks it.
    expect(typeOf(`TRANSPORTATION SERVICES AGREEMENT${BODY}`)).toBe('Transportation Agreement');
  });

  it('reads the document naming itself in lower case, and a first line that names the kind alone', () => {
    expect(typeOf(`Exhibit 10.2${BODY} Under this e-business Hosting Agreement the Vendor hosts the site.`)).toBe('Hosting Agreement');
    expect(typeOf(`ENDORSEMENT\nContract Number: 12${BODY}`)).toBe('Endorsement Agreement');
    expect(typeOf(`[LOGO] Maintenance and support contract for the billing modules${BODY}`)).toBe('Maintenance Agreement');
  });

  it('does not take another agreement the text refers to for its title', () => {
    const text = `Cover note\nThis note replaces Annex 7 of the original ACME PURCHASE & LICENSE CONTRACT.${BODY}`;
    expect(typeOf(text)).not.toBe('License Agreement');
  });
});

describe('governing law', () => {
  it('names the province, state or nation within its country, and reads "English law"', () => {
    expect(
      lawOf('This Agreement shall be governed by the laws of the Province of Ontario and the federal laws of Canada applicable therein.'),
    ).toBe('Ontario');
    expect(lawOf('This Agreement is governed by the laws of New South Wales, Australia.')).toBe('New South Wales');
    expect(lawOf('This Agreement shall be governed by the laws of the United States of America and of the State of Oregon.')).toBe(
      'Oregon',
    );
    expect(lawOf('This Agreement is governed by English law and the parties submit to the English courts.')).toBe('England');
    expect(lawOf('This Agreement shall be governed by Swiss law.')).toBe('Switzerland');
    expect(lawOf('This Agreement is controlled by the laws of the State of Nevada, and venue lies in Clark County.')).toBe('Nevada');
    expect(lawOf('This Agreement shall be governed by the laws, other than choice of law rules, of the state of Idaho.')).toBe('Idaho');
  });

  it('maps every sub-national jurisdiction to its country', () => {
    expect(jurisdiction('British Columbia')).toMatchObject({ country: 'Canada', kind: 'province' });
    expect(jurisdiction('Victoria')).toMatchObject({ country: 'Australia' });
    expect(jurisdiction('Scotland')).toMatchObject({ country: 'United Kingdom' });
    expect(jurisdiction('District of Columbia')).toMatchObject({ country: 'United States of America' });
    expect(jurisdiction('Georgia')).toMatchObject({ kind: 'state' });
  });

  it('does not read a sentence on compliance as a choice of law', () => {
    expect(lawOf('"Anti-Corruption Laws" means all internal controls laws of the United States.')).toBeUndefined();
  });
});

describe('amounts', () => {
  it('never reads the cents of a sum in words as a sum', () => {
    expect(findAmounts('Two Thousand and 00/100 Dollars ($2,000.00)').map((a) => a.value)).toEqual([2000]);
  });

  it('reads Swiss and European number formats', () => {
    expect(findAmounts("a fee of 151'440.-- CHF").map((a) => [a.value, a.currency])).toEqual([[151440, 'CHF']]);
    expect(findAmounts('EUR 1.200.000 and €1.200,50').map((a) => [a.value, a.currency])).toEqual([
      [1200000, 'EUR'],
      [1200.5, 'EUR'],
    ]);
    expect(findAmounts('NIS 20,000 or 5,000 Swiss francs').map((a) => [a.value, a.currency])).toEqual([
      [20000, 'ILS'],
      [5000, 'CHF'],
    ]);
  });
});
