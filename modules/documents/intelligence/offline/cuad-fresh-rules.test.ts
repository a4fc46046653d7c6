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
