// The rules written for what the fresh development part (../eval-fresh, decision 0067) showed the
// engine getting wrong on contracts it was not fitted to: an honorific inside a company's name,
// "Party A:" labels inside a line, legal forms before the name, another agreement's "between" in a
// definition, "BETWEEN: … AND:" with an address between, parties that are only "the undersigned",
// a version stamp, an amendment's own date, the term under its heading, "the laws thereof",
// "legislation", a currency code before a section number. Every text is made up for the test.
import { describe, expect, it } from 'vitest';
import { findAmounts } from './amounts.js';
import { analyzeOffline } from './engine.js';

const analyze = (text: string) => analyzeOffline(text, [{ page: 1, start: 0, end: text.length }]);
const parties = (text: string) => analyze(text).parties.map((p) => `${p.name}${p.role ? ` [${p.role}]` : ''}`);
const dates = (text: string) => analyze(text).dates.map((d) => `${d.label}: ${d.iso}`);
const law = (text: string) => analyze(text).governingLaw?.state ?? null;

const body = '\n\n1. Services. The Contractor shall provide the services.\n\n2. Fees. The Company shall pay the fees monthly.\n';

describe('parties on contracts the rules were not fitted to', () => {
  it('keeps an honorific inside a company name ("DR. … INC.")', () => {
    expect(
      parties(
        'CONSULTING AGREEMENT\n\nTHIS AGREEMENT made effective the 4 day of March 2031,\n\nBETWEEN:\n\nHARBOUR LIGHT FOODS, INC., a company having its office at 12 Quay Street, Halifax\n\n("Harbour" or the "Company")\n\nAND:\n\nDR. MIRA OSEI N.D. INC., having an office at 9 Elm Road, Halifax\n\n(the "Contractor")\n\nWITNESSES THAT WHEREAS the Company would like to engage the Contractor;' +
          body,
      ),
    ).toEqual(['HARBOUR LIGHT FOODS, INC. [Harbour]', 'DR. MIRA OSEI N.D. INC. [Contractor]']);
  });

  it('reads "Party A: … Party B: …" labels that follow other words on the line, and no company the preamble only describes', () => {
    expect(
      parties(
        'Cooperation Agreement   Heat Recovery Project   Party A: Lanzhou Bright Energy Co., Ltd. Legal Representative: Wang Li   Lanzhou Bright Energy Co., Ltd. is a subsidiary of Bright Holdings Corporation. Bright Holdings Corporation (the "Company") is listed on NASDAQ.   Party B: Gansu Steel Works Co., Ltd.   Legal Representative: Zhao Min   After friendly negotiation, Party A and Party B agree as follows:' +
          body,
      ),
    ).toEqual(['Lanzhou Bright Energy Co., Ltd. [Party A]', 'Gansu Steel Works Co., Ltd. [Party B]']);
  });

  it('reads a legal form before the name and leaves out the parties of an agreement a definition mentions', () => {
    expect(
      parties(
        'SERVICES CONTRACT\n\nAlmaty                    March 2, 2031\n\nPREAMBLE\n\nJSC Steppe Rail, hereinafter referred to as the "Carrier", in the person of its Director Mr. A. Nurlanov, on the one side and JSC Aral Grain, hereinafter referred to as the "Shipper", on the other side, have entered into this Contract and hereby agree as follows:\n\n1. DEFINITIONS\n\n"Port Contract" means that certain Agreement for Port Services between the Ministry of Transport and Communications and the Shipper dated 1 May 2030.' +
          body,
      ),
    ).toEqual(['JSC Steppe Rail [Carrier]', 'JSC Aral Grain [Shipper]']);
  });

  it('reads "BETWEEN: X address. Country AND: Y", a cover line naming the parties first', () => {
    expect(
      parties(
        'SUPPLY AGREEMENT BETWEEN: NORTHWIND LABS INC. 3rd Floor, Harbour House, Suva. Fiji "the Supplier" -- AND -- BLUE REEF TRADING LIMITED Unit 7, Marine Plaza, Kowloon, Hong Kong "the Buyer"\n\nSUPPLY AGREEMENT THIS AGREEMENT is made on the 9th day of May 2031. BETWEEN: NORTHWIND LABS INC. 3rd Floor, Harbour House, Suva. Fiji (\'the Supplier\') of one part AND: BLUE REEF TRADING LIMITED Unit 7, Marine Plaza, Kowloon, Hong Kong (\'the Buyer\') of the other part. RECITALS a. The Supplier makes the products.' +
          body,
      ),
    ).toEqual(['NORTHWIND LABS INC. [Supplier]', 'BLUE REEF TRADING LIMITED [Buyer]']);
  });

  it('reads the parties of an agreement among "the undersigned" from their signature blocks', () => {
    expect(
      parties(
        'JOINT FILING AGREEMENT\n\nThe undersigned hereby agree to file jointly the statement on Schedule 13D and any amendments thereto.\n\nDated: April 2, 2031.\n\n/s/ Ada K. Marlow Ada K. Marlow\n\nMARLOW FAMILY TRUST\n\nBy: /s/ Ada K. Marlow Ada K. Marlow Trustee\n\nKESTREL HOLDINGS S.À R.L. /s/ Pia Renner By: Pia Renner Title:Authorized Signatory JONAS VELD /s/ Jonas Veld By: Jonas Veld',
      ),
    ).toEqual(['Ada K. Marlow', 'MARLOW FAMILY TRUST', 'KESTREL HOLDINGS S.À R.L.', 'JONAS VELD']);
  });
});

describe('signers under a fuller name', () => {
  it('reads a one-word party signing under its fuller name as the same party', () => {
    expect(
      parties(
        'CERTAIN INFORMATION HAS BEEN OMITTED BECAUSE VELA THERAPEUTICS, INC. HAS DETERMINED IT IS NOT MATERIAL. LICENSE AGREEMENT This License Agreement is entered into on May 2, 2031 by and between Vela, Inc. ("Vela") and Orbit Labs LLC ("Orbit").' +
          body +
          '\nIN WITNESS WHEREOF, the Parties have executed this Agreement. VELA THERAPEUTICS, INC. /s/ Ann Roe By: Ann Roe Title: Chief Executive Officer ORBIT LABS LLC /s/ Bo Lin By: Bo Lin Title: President',
      ),
    ).toEqual(['Vela, Inc. [Vela]', 'Orbit Labs LLC [Orbit]']);
  });
});

describe('dates on contracts the rules were not fitted to', () => {
  it('reads an amendment\'s own date ("(2031 Amendment) (this "Agreement") is entered into on")', () => {
    expect(
      dates(
        'COOPERATION AGREEMENT\n\n(2031 Amendment)\n\nThis Cooperation Agreement (2031 Amendment) (this "Agreement") is entered into on February 5, 2031 in Xiamen by and between:\n\n(1) Xiamen Tide Technology Co., Ltd. ("Party A");\n\n(2) Fujian Tide Technology Co., Ltd. ("Party B").\n\nWHEREAS the Parties entered into the Cooperation Agreement on March 3, 2025.' +
          body,
      ),
    ).toEqual(['Agreement Date: 2031-02-05']);
  });

  it("takes the title block's date, not the date of a power of attorney the preamble mentions", () => {
    expect(
      dates(
        'SERVICES CONTRACT\n\nAlmaty                    March 2, 2031\n\nPREAMBLE\n\nJSC Steppe Rail, hereinafter referred to as the "Carrier", acting on the basis of the Power of Attorney No 4-2 dated January 9, 2031, on the one side and JSC Aral Grain, hereinafter referred to as the "Shipper", on the other side, hereby agree as follows:' +
          body,
      ),
    ).toEqual(['Agreement Date: 2031-03-02']);
  });

  it("reads no draft stamp as the agreement's date", () => {
    expect(
      dates(
        'DRAFT (Europe) 4/7/31 (Rev 2)   MAINTENANCE AGREEMENT\n\nThis Maintenance Agreement is entered into as of the ____ day of ________ 2031 by and between Quill Systems, Inc., a Delaware corporation ("Quill") and ____________ ("Licensee").' +
          body,
      ),
    ).toEqual([]);
  });

  it('reads the start and end of the term under a "Term of …" heading, and "the effective term … ending"', () => {
    expect(
      dates(
        'JOINT VENTURE AGREEMENT\n\nCedar Loop Group, Inc. ("CLG") and Pine Arc Tech, Inc. ("PAT") by this Agreement form a joint venture.\n\n8. Term of Joint Venture. The Joint Venture shall commence on the 1st of April, 2031, and shall be effective until March 31, 2032 unless extended.' +
          body,
      ),
    ).toEqual(['Effective Date: 2031-04-01', 'Expiration Date: 2032-03-31']);
    expect(
      dates(
        'Managed Hosting Agreement\n\nThis is a hosting agreement between Larkspur Studio LLC and Fernhill Networks Inc. The effective term is 12 months beginning May 1, 2031 and ending April 30, 2032.' +
          body,
      ),
    ).toContain('Expiration Date: 2032-04-30');
  });
});

describe('governing law on contracts the rules were not fitted to', () => {
  it('reads "made in the State of X and governed by the laws thereof"', () => {
    expect(
      law(
        'ENDORSEMENT AGREEMENT\n\nThis Agreement is made as of May 2, 2031 by and between Acme Tours, Inc. ("Acme") and Bell Clubs, Inc. ("Bell").' +
          body +
          '\n10. Governing Law. This Agreement has been made in the State of Oregon and shall be governed by and construed in accordance with the laws thereof.',
      ),
    ).toBe('Oregon');
  });
  it('reads "The laws of the State of X shall govern" and "governed by the legislation of the Republic of X"', () => {
    expect(
      law(
        'SUPPORT AGREEMENT\n\nThis Agreement is made as of May 2, 2031 by and between Acme Tours, Inc. ("Acme") and Bell Clubs, Inc. ("Bell").' +
          body +
          '\n8. GENERAL. The laws of the State of Nevada shall govern all issues arising under this Agreement.',
      ),
    ).toBe('Nevada');
    expect(
      law(
        'SERVICES CONTRACT\n\nJSC Steppe Rail, hereinafter referred to as the "Carrier", and JSC Aral Grain, hereinafter referred to as the "Shipper", hereby agree as follows:' +
          body +
          '\n12.4 In all other matters not stipulated in this Contract, relations of the Parties shall be governed by the legislation of the Republic of Uzbekistan in force.',
      ),
    ).toBe('Uzbekistan');
  });
});

describe('amounts', () => {
  it('reads no sum from a currency code after an amount and the next section number', () => {
    expect(findAmounts('Agreed Value $2,000,000.00 USD\n16. All Members will contribute.').map((a) => a.text)).toEqual(['$2,000,000.00']);
  });
});
