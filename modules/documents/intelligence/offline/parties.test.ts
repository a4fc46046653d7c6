// Parties a preamble names only as a relation of a party — its predecessor, parent, manager, lawyers
// or guarantor's principal — are not parties. Every preamble is made up for the test.
import { describe, expect, it } from 'vitest';
import { analyzeOffline } from './engine.js';
import { garbledRepeatOf, introducedAsRelated, labelledParties, withoutMarginLabel } from './parties.js';

const body =
  '\n\nWHEREAS, the parties wish to cooperate.\n\nNOW, THEREFORE, the parties agree as follows:\n\n1. Services. Operator shall provide the services.\n';
const names = (preamble: string) =>
  analyzeOffline(preamble + body, [{ page: 1, start: 0, end: preamble.length + body.length }]).parties.map(
    (p) => `${p.name}${p.role ? ` [${p.role}]` : ''}`,
  );

describe('contract parties: names tied to a party are not parties', () => {
  it('leaves out a predecessor ("successor in interest to")', () => {
    expect(
      names(
        'SERVICES AGREEMENT\n\nThis Services Agreement is made as of June 1, 2019 by and between Granite Row Properties LLC ("Owner") and Bluefin Cafe Inc., successor in interest to Bluefin Catering Corp. ("Operator").',
      ),
    ).toEqual(['Granite Row Properties LLC [Owner]', 'Bluefin Cafe Inc. [Operator]']);
  });
  it('leaves out the manager a party acts through, and gives the party its defined term', () => {
    expect(
      names(
        'SERVICES AGREEMENT\n\nThis Services Agreement is made as of June 1, 2019 by and between Granite Row Properties LLC, acting by and through its manager, Cedar Point Management Co. ("Owner"), and Bluefin Cafe Inc. ("Operator").',
      ),
    ).toEqual(['Granite Row Properties LLC [Owner]', 'Bluefin Cafe Inc. [Operator]']);
  });
  it('leaves out a guarantor of a separate guaranty', () => {
    expect(
      names(
        'LEASE\n\nThis Lease is made as of June 1, 2019 by and between Granite Row Properties LLC ("Landlord") and Bluefin Cafe Inc. ("Tenant"), whose obligations are guaranteed by Bluefin Restaurant Group, Inc. (the "Guarantor") under a separate guaranty.',
      ),
    ).toEqual(['Granite Row Properties LLC [Landlord]', 'Bluefin Cafe Inc. [Tenant]']);
  });
  it('keeps a third party the preamble lists as one', () => {
    expect(
      names(
        'ESCROW AGREEMENT\n\nThis Escrow Agreement is made as of June 1, 2019 among Corvid Labs, Inc. ("Seller"), Pinecrest Media LLC ("Purchaser") and First Harbor Trust Company, N.A., as escrow agent (the "Escrow Agent").',
      ),
    ).toEqual(['Corvid Labs, Inc. [Seller]', 'Pinecrest Media LLC [Purchaser]', 'First Harbor Trust Company, N.A. [Escrow Agent]']);
  });
});

describe('introducedAsRelated', () => {
  it.each([
    ['a wholly-owned subsidiary of ', true],
    ['(formerly known as ', true],
    ['c/o ', true],
    ['acting by and through its general partner, ', true],
    ['the presses manufactured by ', true],
    ['the marks owned by ', true],
    ['This Agreement is executed by ', false],
    ['made and entered into by ', false],
    ['by and between ', false],
    ['and ', false],
  ])('"%s"', (before, related) => {
    const text = `${before}Marlow Carriers Ltd.`;
    expect(introducedAsRelated(text, before.length)).toBe(related);
  });
});

describe('garbledRepeatOf', () => {
  it('tells an OCR-garbled repeat of a name on a later signature page', () => {
    expect(garbledRepeatOf('Nevad ILLSIDE LODGING LLC', 'Hillside Lodging LLC')).toBe(true);
    expect(garbledRepeatOf('Orchard Rldge Capital Partners, L.P.', 'Orchard Ridge Capital Partners, L.P.')).toBe(true);
  });
  it('keeps sister companies, which share their last words exactly', () => {
    expect(garbledRepeatOf('Birchwood Oil Holdings LLC', 'Maple Oil Holdings LLC')).toBe(false);
    expect(garbledRepeatOf('Quillon Foods LLC', 'Harrow Mills Inc.')).toBe(false);
  });
});

describe('letter agreements', () => {
  const letter =
    'LETTER AGREEMENT\n\nDear Ms. Okafor:\n\nThis letter sets out the terms on which Harrow Mills Inc. will supply flour to your bakery.\n\n1. Price. Five dollars per bag.\n\n2. Delivery. Weekly.\n\nVery truly yours,\n\nHARROW MILLS INC.\nBy: /s/ Ann Ferris\nName: Ann Ferris\n\nAGREED AND ACCEPTED:\nOKAFOR BAKERIES LLC\nBy: /s/ Ngozi Okafor\nName: Ngozi Okafor\nTitle: Owner\n';
  const parties = analyzeOffline(letter, [{ page: 1, start: 0, end: letter.length }]).parties.map((p) => p.name);
  it("ends the sender's name before its signature line", () => {
    expect(parties).toContain('HARROW MILLS INC');
    expect(parties.some((p) => /\bBy\b/.test(p))).toBe(false);
  });
  it('takes the company that signs under "Agreed and accepted" as a party', () => {
    expect(parties).toContain('OKAFOR BAKERIES LLC');
  });
});

describe('parties set out as labelled lines', () => {
  const text =
    'SALES CONTRACT\n\nParty A: Harbin Tallow Machinery Co., Ltd.\nAddress: 7 Riverside Road, Harbin\nLegal Representative: Li Ming\n\nParty B: Corvid Labs, Inc.\nAddress: 40 Pine St., Boise\n\nParty A and Party B agree as follows:\n\n1. Goods. Party A shall sell the presses described in Annex 1.\n';
  it('reads each labelled party, with the label as its role, and not the lines under it', () => {
    expect(analyzeOffline(text, [{ page: 1, start: 0, end: text.length }]).parties.map((p) => `${p.name} [${p.role ?? ''}]`)).toEqual([
      'Harbin Tallow Machinery Co., Ltd. [Party A]',
      'Corvid Labs, Inc. [Party B]',
    ]);
  });
  it('needs two labelled parties: one "Party A:" line is no list', () => {
    expect(labelledParties('Party A: Corvid Labs, Inc.\nThe goods are presses.', 1000)).toEqual([]);
  });
});

describe('a preamble that leaves its parties to the signature page', () => {
  const text =
    'FRANCHISE AGREEMENT\n\nThis Franchise Agreement is made as of March 3, 2021 between Harrow Hotels LLC ("we") and the franchisee identified on the signature page ("you").\n\nNOW, THEREFORE, the parties agree as follows:\n\n1. Operation. ' +
    'The franchisee shall operate the hotel. '.repeat(40) +
    '\n\nIN WITNESS WHEREOF, the parties have executed this Agreement.\n\nFRANCHISOR:\nHARROW HOTELS LLC\nBy: /s/ Ann Ferris\nName: Ann Ferris\n\nFRANCHISEE:\nQUILLON INNS LLC\nBy: /s/ Tom Beck\nName: Tom Beck\n\nGUARANTOR:\nQUILLON HOLDINGS INC.\nBy: /s/ Tom Beck\n\nACKNOWLEDGED AND AGREED BY LENDER:\nFIRST HARBOR BANK, N.A.\nBy: /s/ Lee Park\n';
  it('takes the signers as parties, the guarantor among them, but not a lender acknowledging', () => {
    expect(analyzeOffline(text, [{ page: 1, start: 0, end: text.length }]).parties.map((p) => p.name)).toEqual([
      'Harrow Hotels LLC',
      'QUILLON INNS LLC',
      'QUILLON HOLDINGS INC.',
    ]);
  });
});

describe('NON_PARTY_CAPACITY through admitSigners', () => {
  it('still admits a signer after "IN WITNESS WHEREOF:"', () => {
    const text =
      'SERVICES AGREEMENT\n\nThis Agreement is made by and between Harrow Hotels LLC ("Owner") and the operator identified on the signature page ("Operator").\n\nNOW, THEREFORE, the parties agree as follows:\n\n1. Services. ' +
      'The provider shall perform the services. '.repeat(40) +
      '\n\nIN WITNESS WHEREOF:\nHARROW HOTELS LLC\nBy: /s/ Ann Ferris\nName: Ann Ferris\nTitle: CEO\n\nOPERATOR:\nQUILLON INNS LLC\nBy: /s/ Tom Beck\nName: Tom Beck\nTitle: President\n\nWITNESS:\nPELLHAM BROOK LLP\nBy: /s/ Joe Vance\nName: Joe Vance\n';
    expect(analyzeOffline(text, [{ page: 1, start: 0, end: text.length }]).parties.map((p) => p.name)).toEqual([
      'Harrow Hotels LLC',
      'QUILLON INNS LLC',
    ]);
  });
});

describe('withoutMarginLabel', () => {
  it.each([
    ['HMC HARROW MILLS CORPORATION', 'HARROW MILLS CORPORATION'],
    ['HM HARROW MILLS LIMITED', 'HARROW MILLS LIMITED'],
    ['QFL QUILLON FOODS LLC', 'QUILLON FOODS LLC'],
    ['TAMSIN TAMSIN GROUP PLC', 'TAMSIN GROUP PLC'],
  ])('drops the margin label of %s', (name, expected) => {
    expect(withoutMarginLabel(name)).toBe(expected);
  });
  it.each(['ABC Bank Corp.', 'AB Volvo', 'Harrow Mills Inc.', 'BNP Paribas Securities Services'])('keeps %s', (name) => {
    expect(withoutMarginLabel(name)).toBe(name);
  });
});

describe('signature pages without Name: lines', () => {
  it('reads the company that follows a signer\'s "/s/" line after a blank line', () => {
    const text =
      'SERVICES AGREEMENT\n\nThis Agreement is made by and between Harrow Hotels LLC ("Owner") and the operator identified on the signature page ("Operator").\n\nNOW, THEREFORE, the parties agree as follows:\n\n1. Services. ' +
      'The provider shall perform the services. '.repeat(40) +
      '\n\nIN WITNESS WHEREOF:\nHARROW HOTELS LLC\nBy: /s/ Ann Ferris\n\nQUILLON INNS LLC\nBy: /s/ Tom Beck\n';
    expect(analyzeOffline(text, [{ page: 1, start: 0, end: text.length }]).parties.map((p) => p.name)).toEqual([
      'Harrow Hotels LLC',
      'QUILLON INNS LLC',
    ]);
  });
});
