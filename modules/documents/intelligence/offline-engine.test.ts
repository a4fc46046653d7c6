// The offline engine on texts written for these tests: what was written comes back, labelled,
// and every item's source points at its own words in the text, on the right page.
import { describe, expect, it } from 'vitest';
import { analyzeOffline } from './offline/engine.js';
import type { KeyInformation, PageSpan } from './schema.js';

function paged(...pages: string[]): { text: string; pages: PageSpan[] } {
  let text = '';
  const spans: PageSpan[] = [];
  pages.forEach((p, i) => {
    if (i > 0) text += '\n\n';
    spans.push({ page: i + 1, start: text.length, end: text.length + p.length });
    text += p;
  });
  return { text, pages: spans };
}

const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

/** Every item's source range holds the item's own words. */
function expectSourcesHold(info: KeyInformation, text: string) {
  for (const p of info.parties) expect(squash(text.slice(p.source.start, p.source.end))).toBe(p.name);
  for (const d of info.dates) expect(squash(text.slice(d.source.start, d.source.end))).toBe(d.text);
  for (const a of info.amounts) expect(squash(text.slice(a.source.start, a.source.end))).toBe(a.text);
  for (const c of info.clauses) expect(squash(text.slice(c.source.start, c.source.end)).startsWith(c.quote.replace(/…$/, ''))).toBe(true);
  if (info.governingLaw) expect(text.slice(info.governingLaw.source.start, info.governingLaw.source.end)).toBe(info.governingLaw.state);
}

const contract = paged(
  `MASTER SUPPLY AGREEMENT

This Master Supply Agreement (the "Agreement") is entered into as of July 15, 2022 (the "Effective Date") by and between Bluewater Foods, Inc., a Delaware corporation ("Buyer"), and Coastal Packaging LLC, a Maine limited liability company ("Supplier").

WHEREAS, Supplier manufactures food packaging; and WHEREAS, Buyer wishes to purchase packaging from Supplier on the terms of this Agreement.

1. Supply. Supplier shall supply the Products listed in Exhibit A to Buyer.`,
  `2. Price and Payment. Buyer shall pay Supplier $145,000.00 per year, payable within thirty (30) days of invoice. Late payments bear interest.

3. Term. The term of this Agreement shall commence on July 15, 2022 and continue until July 14, 2025, unless terminated earlier under Section 7.

4. Confidentiality. Each party shall hold the other party's Confidential Information in strict confidence and shall not disclose it to any third party.

5. Indemnification. Supplier shall indemnify, defend and hold harmless Buyer from any claims arising from defective Products.

6. Non-Competition. During the term, Supplier shall not supply competitive packaging to any competitor of Buyer in the Territory.

7. Governing Law. This Agreement shall be governed by and construed in accordance with the laws of the State of Washington.`,
);

describe('offline key information: a contract', () => {
  const info = analyzeOffline(contract.text, contract.pages);

  it('names the parties from the preamble, with their defined terms as roles', () => {
    expect(info.parties.map((p) => [p.name, p.role, p.kind])).toEqual([
      ['Bluewater Foods, Inc.', 'Buyer', 'organization'],
      ['Coastal Packaging LLC', 'Supplier', 'organization'],
    ]);
  });

  it('labels the key dates: made, effective, expiring', () => {
    expect(info.dates.map((d) => [d.label, d.iso, d.text])).toEqual([
      ['Agreement Date', '2022-07-15', 'July 15, 2022'],
      ['Effective Date', '2022-07-15', 'July 15, 2022'],
      ['Expiration Date', '2025-07-14', 'July 14, 2025'],
    ]);
    expect(info.dates[2]!.source.page).toBe(2);
  });

  it('finds the money amounts with their value and currency', () => {
    expect(info.amounts).toEqual([expect.objectContaining({ text: '$145,000.00', value: 145000, currency: 'USD' })]);
  });

  it('states the governing law as the state, pointing at its name on page 2', () => {
    expect(info.governingLaw?.state).toBe('Washington');
    expect(info.governingLaw?.source.page).toBe(2);
  });

  it('quotes the relevant clauses with their place', () => {
    const byKind = Object.fromEntries(info.clauses.map((c) => [c.kind, c]));
    expect(Object.keys(byKind).sort()).toEqual([
      'confidentiality',
      'governing_law',
      'indemnification',
      'non_compete',
      'payment',
      'term_termination',
    ]);
    expect(byKind.governing_law!.quote).toMatch(/governed by and construed in accordance with the laws of the State of Washington/);
    expect(byKind.payment!.quote).toMatch(/\$145,000\.00 per year/);
    expect(byKind.confidentiality!.quote).toMatch(/Confidential Information in strict confidence/);
    expect(byKind.indemnification!.quote).toMatch(/indemnify, defend and hold harmless/);
    expect(byKind.non_compete!.quote).toMatch(/shall not supply competitive packaging/);
    expect(byKind.term_termination!.quote).toMatch(/continue until July 14, 2025/);
    for (const c of info.clauses) expect(c.source.page).toBe(2);
  });

  it('classifies the type from the title, with a stated confidence, and tags and summarises it', () => {
    expect(info.documentType).toBe('Supply Agreement');
    expect(info.confidence).toBeGreaterThan(50);
    expect(info.confidence).toBeLessThan(100);
    expect(info.tags).toEqual(expect.arrayContaining(['contract', 'supply', 'Washington law', 'confidentiality', 'indemnification']));
    expect(info.summary).toMatch(/by and between Bluewater Foods, Inc\./);
    expect(info.keyTerms.map((k) => k.term)).toEqual(
      expect.arrayContaining(['Confidential Information', 'Indemnification', 'Governing Law']),
    );
  });

  it('keeps every source on the words it came from', () => {
    expectSourcesHold(info, contract.text);
    for (const k of info.keyTerms) expect(k.source.end).toBeGreaterThan(k.source.start);
  });
});

describe('offline key information: other documents', () => {
  it('reads a letter: its date, addressee and signer', () => {
    const { text, pages } = paged(`Kim & Ortiz LLP
410 Alder Street, Portland, Oregon 97204

March 4, 2024

Ms. Dana Whitfield
88 Birch Lane
Salem, Oregon 97301

Dear Ms. Whitfield:

We write on behalf of our client about the water damage to the unit you rent. Our client has reviewed the photographs you sent and will arrange an inspection next week.

Please call our office to choose a time.

Sincerely,

Robert Kim`);
    const info = analyzeOffline(text, pages);
    expect(info.documentType).toBe('Letter');
    expect(info.parties.map((p) => [p.name, p.role])).toEqual([
      ['Ms. Whitfield', 'Recipient'],
      ['Robert Kim', 'Sender'],
    ]);
    expect(info.dates.map((d) => [d.label, d.iso])).toEqual([['Letter Date', '2024-03-04']]);
    expect(info.governingLaw).toBeNull();
    expect(info.clauses).toEqual([]);
    expectSourcesHold(info, text);
  });

  it('reads a court caption: both sides with their roles, and the decision date', () => {
    const { text, pages } = paged(`UNITED STATES DISTRICT COURT
DISTRICT OF OREGON

JANE ROE,

Plaintiff,

v.

ACME MOTORS, INC.,

Defendant.

OPINION AND ORDER

Argued: April 3, 2023      Decided: May 2, 2023

The plaintiff bought a car that caught fire two days later. The defendant moves for summary judgment on the negligence claim. The motion is denied, because a reasonable jury could find that the defendant knew of the defect; see 28 U.S.C. § 1332 and 15 U.S.C. § 2301.`);
    const info = analyzeOffline(text, pages);
    expect(info.documentType).toBe('Court Opinion');
    expect(info.parties.map((p) => [p.name, p.role])).toEqual([
      ['JANE ROE', 'Plaintiff'],
      ['ACME MOTORS, INC.', 'Defendant'],
    ]);
    expect(info.dates.map((d) => [d.label, d.iso])).toEqual([
      ['Argued', '2023-04-03'],
      ['Decided', '2023-05-02'],
    ]);
    expect(info.keyTerms.map((k) => k.term)).toEqual(expect.arrayContaining(['Summary Judgment', 'Negligence']));
    expectSourcesHold(info, text);
  });

  it('does not force a type on a document without cues, and says it is unsure', () => {
    const info = analyzeOffline('Groceries: eggs, milk, two loaves of bread. Call the plumber on Tuesday.', [
      { page: 1, start: 0, end: 70 },
    ]);
    expect(info.documentType).toBe('Document');
    expect(info.confidence).toBeLessThan(30);
    expect(info.parties).toEqual([]);
    expect(info.governingLaw).toBeNull();
  });

  it('gives a lower confidence when the evidence is weaker', () => {
    const titled = analyzeOffline(contract.text, contract.pages).confidence;
    const untitled = contract.text.replace('MASTER SUPPLY AGREEMENT', '').replace('This Master Supply Agreement', 'This document');
    const weaker = analyzeOffline(untitled, [{ page: 1, start: 0, end: untitled.length }]);
    expect(weaker.confidence).toBeLessThan(titled);
  });

  it('lists three or more parties of an "among" clause', () => {
    const text =
      'STOCKHOLDERS AGREEMENT\n\nThis Stockholders Agreement (this "Agreement") is made as of May 5, 2019 by and among Orion Holdings, Inc., a Delaware corporation (the "Company"), Vega Capital Partners LP, a Cayman Islands exempted limited partnership ("Vega"), and Lyra Ventures LLC ("Lyra"). The parties agree as follows.';
    const info = analyzeOffline(text, [{ page: 1, start: 0, end: text.length }]);
    expect(info.parties.map((p) => [p.name, p.role])).toEqual([
      ['Orion Holdings, Inc.', 'Company'],
      ['Vega Capital Partners LP', 'Vega'],
      ['Lyra Ventures LLC', 'Lyra'],
    ]);
    expect(info.dates.map((d) => [d.label, d.iso])).toEqual([['Agreement Date', '2019-05-05']]);
  });

  it('skips a description before a party name, and takes the start of the term as the effective date', () => {
    const text =
      'ENDORSEMENT AGREEMENT\n\nThis Agreement is entered into on January 13, 2005 between professional golfer, JANE PARR, (hereinafter referred to as "CONSULTANT") and BIRDIE CLUBS, LTD. (hereinafter referred to as "BIRDIE").\n\n1. TERM OF CONTRACT\n\nThe Term of this Agreement shall be for a period of three years commencing the 1st day of September 2004.';
    const info = analyzeOffline(text, [{ page: 1, start: 0, end: text.length }]);
    expect(info.parties.map((p) => [p.name, p.role, p.kind])).toEqual([
      ['JANE PARR', 'CONSULTANT', 'person'],
      ['BIRDIE CLUBS, LTD.', 'BIRDIE', 'organization'],
    ]);
    expect(info.dates.map((d) => [d.label, d.iso])).toEqual([
      ['Agreement Date', '2005-01-13'],
      ['Effective Date', '2004-09-01'],
    ]);
    expect(info.documentType).toBe('Endorsement Agreement');
  });

  it('reads amounts in other forms and currencies, and skips redactions', () => {
    const text =
      'The purchase price is AU$10 million, plus USD 2,500 in fees and €1,200 for travel; a rebate of $ .06 per unit; the royalty is $[***] per unit; an advance of $30, 000 was paid.';
    const info = analyzeOffline(text, [{ page: 1, start: 0, end: text.length }]);
    expect(info.amounts.map((a) => [a.text, a.value, a.currency])).toEqual([
      ['AU$10 million', 10_000_000, 'AUD'],
      ['USD 2,500', 2500, 'USD'],
      ['€1,200', 1200, 'EUR'],
      ['$ .06', 0.06, 'USD'],
      ['$30, 000', 30000, 'USD'],
    ]);
  });
});
