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
