// The rules written for what the CUAD-labelled fresh part (../eval-cuad-fresh, decision 0072) showed,
// and for the kinds of miss the CUAD test part's figures point to. Every text is made up for the test.
import { describe, expect, it } from 'vitest';
import { analyzeOffline } from './engine.js';

const analyze = (text: string) => analyzeOffline(text, [{ page: 1, start: 0, end: text.length }]);
const body =
  "\n\n2. Fees. The fees are set out in Schedule A and are payable monthly in arrears.\n\n3. Term. This Agreement continues until either party ends it on ninety days' written notice.\n\n4. Confidentiality. Each party keeps the other party's confidential information secret.\n\n5. Notices. Notices are given in writing to the addresses above.\n\n";
const dates = (text: string) => analyze(text).dates.map((d) => `${d.label}: ${d.iso}`);
const parties = (text: string) => analyze(text).parties.map((p) => `${p.name}${p.role ? ` [${p.role}]` : ''}`);

describe('parties', () => {
  it('reads a defined term standing where a name should back to the name it is defined for', () => {
    expect(
      parties(
        'DEALERS\' CERTIFICATE In connection with the sale of notes (the "Notes") of Larkspur Biologics Inc. (the "Corporation") to qualified buyers, and pursuant to a dealer agreement (the "Dealer Agreement") between the Corporation and the dealers named therein, [ ] (the "Dealer"), we hereby certify as follows: (i) the Notes were offered only to qualified buyers. Dated this day of , 2031.',
      ),
    ).toEqual(['Larkspur Biologics Inc. [Corporation]']);
  });
});

describe('signers', () => {
  it('takes no signer from a notice\'s addressee or copy beside a signature block ("with a copy to:", "Attention:")', () => {
    expect(
      parties(
        'JOINT FILING AGREEMENT\n\nThe undersigned hereby agree that the Schedule 13D is filed on behalf of each of them.\n\nDated: March 1, 2031\n\nCEDAR FUND, L.P.\nBy: /s/ A. Ash\nName: A. Ash\nTitle: Manager\nwith a copy to: Baird & Lowe LLP\n\nBIRCH PARTNERS LLC\nBy: /s/ B. Birch\nName: B. Birch\nTitle: Member\nAttention: Marlow Advisors, Inc.\n',
      ),
    ).toEqual(['CEDAR FUND, L.P.', 'BIRCH PARTNERS LLC']);
    expect(
      parties(
        'SERVICES AGREEMENT\n\nThis Services Agreement is made as of March 1, 2030 by and between Oak Systems, Inc. ("Provider") and Pine Retail LLC ("Customer").' +
          body +
          'IN WITNESS WHEREOF the parties have signed this Agreement.\n\nOAK SYSTEMS, INC.\nBy: /s/ O. Hill\nTitle: President\nAddress: 10 Main Street, Dover\nwith a copy to: Baird & Lowe LLP, 200 Park Avenue, New York\n\nPINE RETAIL LLC\nBy: /s/ P. Vale\nTitle: Manager\nAttn: Marlow Advisors, Inc.\n',
      ),
    ).toEqual(['Oak Systems, Inc. [Provider]', 'Pine Retail LLC [Customer]']);
  });

  it('takes no party from a labelled field of a form whose label names no role in the text ("Issuer and CUSIP:")', () => {
    expect(
      parties(
        'Exhibit 1 JOINT FILING AGREEMENT Reporting Person: Larch Capital SA Address: 4 Rue Basse, Geneva Issuer and CUSIP: Tamsin Mining Corporation (12345X678) Dated: March 3, 2031 LARCH CAPITAL SA By: /s/ A. Noor Name: A. Noor Title: CFO FENWICK HOLDINGS AG By: /s/ B. Roe Name: B. Roe Title: Director',
      ),
    ).toEqual(['Larch Capital SA', 'FENWICK HOLDINGS AG']);
  });

  it("leaves out a company that signs an acknowledgement and that the preamble names only as a party's parent", () => {
    expect(
      parties(
        'SERVICES AGREEMENT\n\nThis Services Agreement is made as of March 1, 2030 by and between Oak Systems, Inc. ("Provider"), a wholly owned subsidiary of Oak Group plc, and Pine Retail LLC ("Customer").' +
          body +
          'IN WITNESS WHEREOF the parties have signed this Agreement.\n\nOAK SYSTEMS, INC.\nBy: /s/ O. Hill\n\nPINE RETAIL LLC\nBy: /s/ P. Vale\n\nAcknowledged by OAK GROUP PLC\nBy: /s/ R. Hill\n',
      ),
    ).toEqual(['Oak Systems, Inc. [Provider]', 'Pine Retail LLC [Customer]']);
  });
});

describe('dates', () => {
  it('does not date the document by an agreement it is made under ("pursuant to a … Agreement dated")', () => {
    expect(
      dates(
        'SUPPLY AGREEMENT\n\nThis Supply Agreement is entered into pursuant to a Framework Agreement dated as of May 3, 2031 between Alder Mills Ltd. (the "Supplier") and Birch Foods Inc. (the "Buyer").\n\n1. Supply. The Supplier shall supply the goods.' +
          body +
          'IN WITNESS WHEREOF the parties have signed this Agreement.\n\nALDER MILLS LTD. By: /s/ A. Reed Name: A. Reed Title: Director\n\nBIRCH FOODS INC. By: /s/ B. Lane Name: B. Lane Title: President',
      ),
    ).toEqual([]);
  });

  it("keeps each signer's date when the signers dated their signatures on different days", () => {
    expect(
      dates(
        'LICENSE AGREEMENT\n\nThis License Agreement is made by and between Cedar Labs, Inc. (the "Licensor") and Dune Media LLC (the "Licensee").\n\n1. License. The Licensor grants the Licensee a licence.' +
          body +
          'IN WITNESS WHEREOF the parties have signed this Agreement.\n\nCEDAR LABS, INC.\nBy: /s/ C. Moss\nName: C. Moss\nDate: March 2, 2031\n\nDUNE MEDIA LLC\nBy: /s/ D. Park\nName: D. Park\nDate: March 9, 2031',
      ),
    ).toEqual(['Signing Date: 2031-03-02', 'Signing Date: 2031-03-09']);
  });
});

describe("an amendment's own date", () => {
  const tail =
    '\n\n1. Amendment. Section 4 of the Agreement is deleted.\n\n2. No other change. All other terms of the Agreement remain in full force and effect.\n\n3. Counterparts. This Amendment may be signed in counterparts.\n\nIN WITNESS WHEREOF the parties have signed this Amendment.\n\nELM CORP.\nBy: /s/ E. Lowe\n\nFIR LLC\nBy: /s/ F. Ray\n';
  it.each([
    'AMENDMENT TO SUPPLY AGREEMENT\n\nElm Corp. ("Elm") and Fir LLC ("Fir") entered into a Supply Agreement dated January 1, 2028 (the "Agreement"). Elm and Fir now wish to amend the Agreement as set out in this Amendment, effective as of March 1, 2030.',
    'AMENDMENT TO SUPPLY AGREEMENT\n\nThis amendment ("Amendment") is made on 1st March 2030 between Elm Corp. ("Elm") and Fir LLC ("Fir") and amends the supply agreement between them dated 1st January 2028.',
    'AMENDMENT NO. 1\n\nReference is made to the Supply Agreement, dated as of January 1, 2028 (the "Agreement"), by and between Elm Corp. ("Elm") and Fir LLC ("Fir"). This Amendment No. 1 is dated March 1, 2030.',
  ])('dates the amendment, not the agreement it amends: %s', (head) => {
    expect(dates(head + tail)[0]).toBe('Agreement Date: 2030-03-01');
  });
});

// Decision 0076: the rules written for what the widened CUAD-labelled fresh part (k07–k16) showed.
const joint = (blocks: string) =>
  'JOINT FILING AGREEMENT\n\nThe undersigned hereby agree that the statement on Schedule 13G with respect to the securities of Quill Robotics, Inc. is filed on behalf of each of them, and that this Joint Filing Agreement may be signed in counterparts.\n\n' +
  blocks;

describe('signature-block parties (decision 0076)', () => {
  it('reads the block headings of a joint filing run together on one line, without the date, title or capacity before them', () => {
    expect(
      parties(
        joint(
          'Dated: 6/9/2031 Heron Fund I, Ltd. By:/s/ Ana Dorr Date: 6/9/2031 Ana Dorr Chief Compliance Officer Heron Global Partners, LP By:Heron Global, LLC Its:General Partner By:/s/ Ana Dorr Date: 6/9/2031 Ana Dorr Chief Compliance Officer Heron EQ, Ltd. By:Heron Advisors, LLC Its:Investment Manager By:/s/ Ana Dorr Date: 6/9/2031 Ana Dorr Chief Compliance Officer Heron Value and Income Fund Offshore, LP By:Heron Fund GP, LLC Its:General Partner By:/s/ Ana Dorr Date: 6/9/2031 Ana Dorr',
        ),
      ).map((p) => p.replace(/ \[.*\]$/, '')),
    ).toEqual(['Heron Fund I, Ltd.', 'Heron Global Partners, LP', 'Heron EQ, Ltd.', 'Heron Value and Income Fund Offshore, LP']);
  });

  it("reads the company after the signer's name and title where the blocks run together, whatever the title's length", () => {
    expect(
      parties(
        joint(
          "IN WITNESS WHEREOF, the undersigned hereby execute this Agreement as of July 6, 2031. WREN LIFE COMPANY By: Wren Solutions LP, its investment adviser By: /s/ Nora K. O'Dell Nora K. O'Dell Authorized Signatory WREN USA CORPORATION By: Wren Solutions LP, its investment adviser By: /s/ Nora K. O'Dell Nora K. O'Dell Authorized Signatory WREN SOLUTIONS LP By: /s/ Paul T. Amis Paul T. Amis Senior Vice President",
        ),
      ),
    ).toEqual(['WREN LIFE COMPANY', 'WREN USA CORPORATION', 'WREN SOLUTIONS LP']);
  });

  it('reads every block of "X, L.P. By: Y, its general partner" and a person who signs with a middle initial', () => {
    expect(
      parties(
        joint(
          'IN WITNESS WHEREOF, the undersigned hereby execute this Agreement this 3rd day of May 2031.\n\nSTONE IV-A, L.P. By: Stone IV GP, L.P., its general partner\n\nBy: /s/ Lee Park Name: Lee Park Title: Chief Legal Officer\n\nSTONE IV-B, L.P. By: Stone IV GP, L.P., its general partner\n\nBy: /s/ Lee Park Name: Lee Park Title: Chief Legal Officer\n\nSTONE IV GP, L.P.\n\nBy: /s/ Lee Park Name: Lee Park Title: Chief Legal Officer\n\n/s/ Martin A. Keel Martin A. Keel\n',
        ),
      ),
    ).toEqual(['STONE IV-A, L.P.', 'STONE IV-B, L.P.', 'STONE IV GP, L.P.', 'Martin A. Keel']);
  });
});

describe('names in the preamble (decision 0076)', () => {
  it('splits persons listed with their courtesy titles and leaves the titles out of their names', () => {
    expect(
      analyze(
        'APP DEVELOPMENT AGREEMENT\n\nThis Agreement is made on 4th Day of June, 2031 BETWEEN: Harbor Apps Ltd. (the "Client"), of Kowloon, Hong Kong. AND: Mr. Lin Tao, Mr. Ho Wen and Ms. Ma Li (the "Developer"), private software developers.' +
          body,
      ).parties.map((p) => p.name),
    ).toEqual(['Harbor Apps Ltd.', 'Lin Tao', 'Ho Wen', 'Ma Li']);
  });

  it('keeps a name whose comma comes before another word of it and its legal form ("X, MIDWEST, INC.")', () => {
    expect(
      parties(
        'SUPPORT AGREEMENT\n\nThis Support Agreement is made between MAPLE SUPPORT, NORTHWEST, INC. ("MSN") and ROWAN, INC. ("Customer").' +
          body,
      ),
    ).toEqual(['MAPLE SUPPORT, NORTHWEST, INC. [MSN]', 'ROWAN, INC. [Customer]']);
  });
});

describe('dates (decision 0076)', () => {
  const amendment = (sentence: string) =>
    'FIRST AMENDMENT TO SUPPLY AGREEMENT This First Amendment ("Amendment") to the Supply Agreement dated January 1, 2028 between Elm Corp. ("Elm") and Fir LLC ("Fir") is made this 22 day of June 2030. 1. The prices in Exhibit D are replaced. ' +
    sentence +
    ' IN WITNESS WHEREOF, the undersigned have caused this First Amendment to be signed. Elm: Elm Corp. By: /s/ E. Lowe Fir: Fir LLC By: /s/ F. Ray';
  it.each([
    'This Statement of Work is made under the Supply Agreement, as amended by First Amendment to Supply Agreement, effective April 1, 2030.',
    'This Amendment shall be effective as of April 1, 2030.',
  ])('takes the date an amendment names itself effective on as its Effective Date: %s', (sentence) => {
    expect(dates(amendment(sentence))).toEqual(['Agreement Date: 2030-06-22', 'Effective Date: 2030-04-01']);
  });

  it('does not take the start of a fiscal year in a sentence about the term for the start of the term', () => {
    expect(
      dates(
        'DISTRIBUTOR AGREEMENT\n\nThis Distributor Agreement is made as of the 1st day of January, 2031, by and between Gale Software Corporation ("Licensor") and Hale Systems, Inc. ("Licensee").\n\n1. Royalty Advance. In the event that the term hereof extends beyond Licensee\'s fiscal year beginning April 1, 2035, the advance shall increase by $1,000,000 for each fiscal year thereafter.' +
          body,
      ),
    ).toEqual(['Agreement Date: 2031-01-01']);
  });
});

describe('governing law (decision 0076)', () => {
  it.each([
    ['This Agreement shall be governed by, and construed in accordance with the laws of Taiwan.', 'Taiwan'],
    ['This Agreement shall be governed by the laws of Moldova.', 'Moldova'],
  ])('names a country as contracts do, not by the ISO list’s inverted form: %s', (clause, law) => {
    expect(
      analyze(
        `SERVICES AGREEMENT\n\nThis Agreement is made between Aster Ltd. ("Aster") and Birch Co., Ltd. ("Birch").${body}9. ${clause}\n`,
      ).governingLaw?.state,
    ).toBe(law);
  });
});

describe('dates (decision 0079)', () => {
  it('dates an agreement whose head gives only its effective date by the day its last signer signed', () => {
    expect(
      dates(
        'RESELLER AGREEMENT BETWEEN ELM TRADING AND ASH DEVICES\n\nReference: R-12                Effective Date: June 1, 2031                Term: 1 Year\n\nElm Trading Corp., having a place of business at 4 Quay Road, Portland, Oregon ("Reseller") and Ash Devices, Inc. ("Ash") agree that the following terms govern the resale of products.\n\nAGREED:                        AGREED:\n\nReseller                       Ash Devices, Inc.\n\nBy: /s/ E. Moss                By: /s/ A. Wren\n\nName: E. Moss                  Name: A. Wren\n\nTitle: President               Title: Vice President\n\nDate: July 2, 2031             Date: July 9, 2031\n\n1. APPOINTMENT. Reseller may resell the products in the territory.' +
          body.repeat(6),
      ),
    ).toEqual(['Agreement Date: 2031-07-09', 'Effective Date: 2031-06-01']);
  });

  it('reads the date on a "place, date" line just above signatures given without "By:"', () => {
    expect(
      dates(
        'SUPPLY AGREEMENT\n\nbetween\n\nLARCH CHEMIE GmbH, Hafenstrasse 2, Bremen, Germany\n\nand\n\nPoplar Labs Inc, 1 Main Street, Austin, Texas\n\n1) Supply. Larch shall supply the product.' +
          body +
          '6) This Agreement shall become effective on the date of its execution and remain in force for three years. It supersedes the letter of intent between the parties dated March 2, 2031.' +
          body +
          '\n\nBremen, October 14t h, 2031\n\n  /s/ K. Lind   /s/ P. Roe Poplar Labs Inc\n\nLARCH CHEMIE GmbH\n',
      ),
    ).toEqual(['Signing Date: 2031-10-14']);
  });
});

describe('page stamps (decision 0079)', () => {
  it('does not date a document by a stamp its pages repeat (initials and the day they were put)', () => {
    const stamp = '[INITIALS]                        [INITIALS]       12.3.31                        28.4.31\n\n';
    expect(
      dates(
        stamp +
          'SCHEDULE 4\n\nESCROW AGREEMENT\n\nThe escrow agreement annexed shall be signed by the parties.\n\n' +
          stamp +
          'ESCROW AGREEMENT: DATED:\n\nBetween:\n\n(1) [-1] ("the Owner"); and\n\n(2) HOLM ESCROW LIMITED ("Holm").\n\n1 Definitions. The Material is the source code.' +
          body +
          stamp +
          body +
          stamp,
      ),
    ).toEqual([]);
  });
});

describe('names in the preamble (decision 0079)', () => {
  it('keeps "and" inside a name whose defined term is the initials of the whole name', () => {
    expect(
      parties(
        'SUPPLY AGREEMENT effective as of the date of last signing between Institute for Marine Research and Development, a not-for-profit research institution with offices at 3 Dock Street, Halifax, Canada, ("IMRD"), and Kelp Therapeutics Inc. ("KELP"), (together the "Parties").\n\n1. Supply. IMRD shall supply the product.' +
          body,
      ),
    ).toEqual(['Institute for Marine Research and Development [IMRD]', 'Kelp Therapeutics Inc. [KELP]']);
  });

  it('reads no words without a capital letter as a party unless a description, legal form or defined term says so', () => {
    expect(
      parties(
        'SUPPLY AGREEMENT\n\nbetween\n\nWILLOW OLEO GmbH, Kaistrasse 3, Kiel, Germany\n\nand\n\nRowan Biotech Inc, 2 Harbor Road, Oakland, California\n\nWhereas, Rowan serves patients with rare and ultra-rare metabolic disorders; and\n\nWhereas, Willow makes the product.\n\n1) Supply. Willow shall supply the product.' +
          body,
      ),
    ).toEqual(['WILLOW OLEO GmbH', 'Rowan Biotech Inc']);
    expect(
      parties(
        'HOSTING AGREEMENT\n\nThis Hosting Agreement is entered into this 6th day of April, 2031 by and between Fernway Media, a Florida corporation ("the Customer"), and e-dune digital, a Florida corporation ("e-dune").\n\nDEFINITIONS\n\n1. Hosting. e-dune hosts the site.' +
          body,
      ),
    ).toEqual(['Fernway Media [the Customer]', 'e-dune digital [e-dune]']);
  });

  it('does not read the end of a party\'s name cut at its "and" as another party', () => {
    expect(
      parties(
        'CONTENT LICENSE AGREEMENT\n\nThis Content License Agreement is between THE GREEN FIELD AND HARVEST CORPORATION, located at 4 Elm Road, Salem, OR, 97301 and WILLOW MEDIA\' located at 9 Bay Street, Eureka, CA 95501\n\nLicensor: WILLOW MEDIA Licensee THE GREEN FIELD AND HARVEST CORPORATION\n\nTHIS CONTENT LICENSE AGREEMENT (the "Agreement".) is made as of this 3rd day of May, 2031. WILLOW MEDIA grants THE GREEN FIELD AND HARVEST CORPORATION a licence.' +
          body,
      ).map((p) => p.replace(/'$/, '')),
    ).toEqual(['THE GREEN FIELD AND HARVEST CORPORATION', 'WILLOW MEDIA']);
  });
});

describe('governing law (decision 0079)', () => {
  it('reads a country named by its constitutional title ("the laws of the Federal Republic of …") and "shall apply"', () => {
    expect(
      analyze(
        `SUPPLY AGREEMENT\n\nThis Agreement is made between Aster GmbH ("Aster") and Birch Inc. ("Birch").${body}9) The laws of the Federal Republic of Germany shall apply to the Agreement and any legal relations thereof shall be governed by that law.\n`,
      ).governingLaw?.state,
    ).toBe('Germany');
  });
});

describe('parties (decision 0079, k29–k31)', () => {
  it('reads two companies joined by " / ", each with its own description, as two parties', () => {
    expect(
      parties(
        'LICENCE ADDENDUM This Addendum is made and effective June 3, 2031, BETWEEN: Heron Trust ("Heron"), a charitable corporation organized under the laws of Oregon; AND: Alder Foods, Inc. a corporation organized under the laws of Idaho / Maple Drinks™, a corporation organized under the laws of Utah having their principal offices at 12 Elm Road, Boise (collectively the "Company").' +
          body,
      ),
    ).toEqual(['Heron Trust [Heron]', 'Alder Foods, Inc.', 'Maple Drinks™ [Company]']);
  });
});

describe('signature blocks and names (decision 0083, k32–k38)', () => {
  it('reads each block heading above a chain of "By: X, its Manager" lines written with capitals', () => {
    expect(
      parties(
        'JOINT FILING AGREEMENT\n\nThe undersigned hereby agree to the joint filing of a statement on Schedule 13D.\n\nIN WITNESS WHEREOF, the undersigned hereby execute this Agreement as of May 4, 2031. CINDER FUND LP\n\nBy: Cinder GP LLC, its General Partner By: Ember Partners, Inc., its Manager\n\nBy: /s/ Ana Roe Name: Ana Roe Title: General Counsel\n\nCINDER GP LLC\n\nBy: Ember Partners, Inc., its Manager\n\nBy: /s/ Ana Roe Name: Ana Roe Title: General Counsel\n\nTHE EMBER FUND II, L.P.\n\nBy: Ember Fund II GP, LLC, its General Partner By: Ember Partners, Inc., its Managing Member\n\nBy: /s/ Ana Roe Name: Ana Roe Title: General Counsel',
      ),
    ).toEqual(['CINDER FUND LP', 'CINDER GP LLC', 'THE EMBER FUND II, L.P.']);
  });

  it('keeps a parenthesised word inside a name that goes on to its legal form ("… (CAYMAN) MANAGEMENT L.P.")', () => {
    expect(
      parties(
        'JOINT FILING AGREEMENT The undersigned agree to the joint filing of a statement on Schedule 13G. In evidence whereof, the undersigned have signed this Agreement on May 4, 2031. HARBOR (CAYMAN) MANAGEMENT L.P. By: /s/ Lee Park Name: Lee Park Title: Director HARBOR PARTNERS (OFFSHORE) MASTER, L.P. By: /s/ Lee Park Name: Lee Park Title: Director',
      ),
    ).toEqual(['HARBOR (CAYMAN) MANAGEMENT L.P.', 'HARBOR PARTNERS (OFFSHORE) MASTER, L.P.']);
  });

  it('reads a statement signed by "the undersigned" under a written date ("DATED: May 4, 2031 X LP") as signed by its blocks', () => {
    expect(
      parties(
        'EXHIBIT 1 JOINT FILING STATEMENT\n\nThe undersigned acknowledge and agree that the foregoing statement on Schedule 13G is filed on behalf of each of the undersigned.\n\nDATED: May 4, 2031 ROWAN CAPITAL LP\n\nBy: /s/ Ida Moss Ida Moss Chief Financial Officer ROWAN HOLDING CORPORATION\n\nBy: /s/ Ida Moss Ida Moss Chief Financial Officer',
      ),
    ).toEqual(['ROWAN CAPITAL LP', 'ROWAN HOLDING CORPORATION']);
  });

  it('does not start a name inside a word where the signature pages are cut by a count of characters ("… MEZZA|NINE …")', () => {
    // The first "By:" of the second half is 412 characters after the start of "MEZZANINE": 400 characters before it
    // falls inside that word.
    const head =
      'JOINT FILING AGREEMENT The undersigned hereby agree to the joint filing of the Statement on Schedule 13D. Dated: May 4, 2031 ';
    const name = 'QUARRY MEZZANINE PARTNERS II, LLC';
    const block = ' /s/ Jo Lin Name: Jo Lin Title: Authorized Signatory';
    const next = ' QUARRY ADVISORS LLC ';
    const filler = ' The execution of this agreement is no admission that the signers are a group.'
      .repeat(6)
      .slice(0, 412 - name.length - block.length - next.length);
    const text = `${head}${name}${block}${filler}${next}By: /s/ Jo Lin Name: Jo Lin Title: Manager`;
    expect(text.indexOf('By: /s/') - 400).toBe(head.length + 12);
    expect(parties(text)).toEqual([name, 'QUARRY ADVISORS LLC']);
  });

  it('reads a German KGaA and leaves the country of the address before a name out of it ("…, Darmstadt, Germany MERCK …")', () => {
    expect(
      parties(
        'JOINT FILING AGREEMENT Reporting Person: Ulme Holding SA Dated: May 4, 2031 BIRKE TRADING SA BIRKE TRADING SA By: /s/ Eva Nord By: /s/ Max Ost Name: Eva Nord Name: Max Ost Title: CFO Title: Director ULME HOLDING SA, ZUG, SWITZERLAND, AN AFFILIATE OF LINDE KGAA, KASSEL, GERMANY ULME HOLDING SA, ZUG, SWITZERLAND, AN AFFILIATE OF LINDE KGAA, KASSEL, GERMANY By: /s/ Eva Nord By: /s/ Max Ost Name: Eva Nord Name: Max Ost Title: CFO Title: Director LINDE KGAA, KASSEL, GERMANY LINDE KGAA, KASSEL, GERMANY By: /s/ Ute Graf By: /s/ Kai Berg Name: Ute Graf Name: Kai Berg Title: Head of Treasury Title: Head of Capital Markets',
      )
        .map((p) => p.toUpperCase())
        .sort(),
    ).toEqual(['BIRKE TRADING SA', 'LINDE KGAA', 'ULME HOLDING SA']);
  });
});

describe('parties (decision 0083, k39–k40)', () => {
  it('does not read an address whose postcode\'s letters look like a legal form as a party ("Stationsplein 8-10 3511 AG")', () => {
    expect(
      parties(
        'SUPPLY AGREEMENT\n\nTHIS AGREEMENT is made June 1, 2031 BETWEEN: ALDER TOOLS INC., a company incorporated under the laws of Ontario (hereinafter referred to as "Customer") - and - BIRCH SYSTEMS NEDERLAND B.V., a company incorporated under the laws of the Netherlands with its principal place of business at Stationsplein 8-10 3511 AG Utrecht, the Netherlands (hereinafter referred to as "Birch").' +
          body,
      ),
    ).toEqual(['ALDER TOOLS INC. [Customer]', 'BIRCH SYSTEMS NEDERLAND B.V. [Birch]']);
  });
});

describe('dates (decision 0083, k32–k38)', () => {
  it('reads an Effective Date defined with a time of day before the date ("means 12:01 a.m. … on June 1, 2031")', () => {
    expect(
      dates(
        'SUPPLY AGREEMENT\n\nThis Supply Agreement is entered into as of June 10, 2031 by and between Alder Mills Ltd. ("Alder") and Birch Foods Inc. ("Birch").\n\n1. Definitions.\n\n1.1. "Effective Date" means 12:01 a.m. Eastern Standard Time on June 1, 2031.\n\n1.2. "Products" means the goods in Schedule A.' +
          body,
      ),
    ).toEqual(['Agreement Date: 2031-06-10', 'Effective Date: 2031-06-01']);
  });

  it('does not date an agreement by the date of the filing it is about ("the Schedule 13G/A … of X Inc., dated as of …")', () => {
    expect(
      dates(
        'Exhibit 1 JOINT FILING AGREEMENT The undersigned hereby agree that the Schedule 13G/A with respect to the shares of Common Stock, $0.01 par value per share, of Fenwick Group Inc., dated as of December 31, 2030, is filed on behalf of each of us. January 20, 2031 (Date) OAK TRUST /s/ Ann Lee (Signature) Ann Lee, President (Name/Title) ANN LEE /s/ Ann Lee (Signature)',
      ),
    ).toEqual(['Agreement Date: 2031-01-20']);
  });
});
