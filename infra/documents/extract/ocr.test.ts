// OCR's choices (issue 28): which way up a page is read, and which words are too unsure to keep.
// (A crooked, upside-down picture read through the whole preparation: infra/documents/extract.test.ts.)
import { describe, expect, it } from 'vitest';
import {
  chooseOrientation,
  readingScore,
  repairClosingQuotes,
  repairOpeningQuotes,
  repairPunctuation,
  repairSpellings,
  textFromBlocks,
  tooUnsure,
} from './ocr.js';
import type { Gray } from './preprocess.js';

const word = (text: string, confidence: number) => ({ text, confidence });
const blocks = (paragraphs: { text: string; confidence: number }[][][]) =>
  [{ paragraphs: paragraphs.map((lines) => ({ lines: lines.map((words) => ({ words })) })) }] as unknown as Parameters<
    typeof textFromBlocks
  >[0];

describe('low-confidence words', () => {
  it('leaves out noise-like words read with low confidence, and keeps low-confidence words with letters', () => {
    expect(tooUnsure(word('~~', 12), 40)).toBe(true);
    expect(tooUnsure(word('©', 30), 40)).toBe(true);
    expect(tooUnsure(word('.', 39), 40)).toBe(true);
    expect(tooUnsure(word('~~', 85), 40)).toBe(false); // sure of it: kept
    expect(tooUnsure(word('Zebra', 12), 40)).toBe(false); // a word, even unsure: kept
    expect(tooUnsure(word('(A)', 20), 40)).toBe(true);
  });

  it('leaves out words of two letters read with low confidence (paper noise read as "oo", "Eg"), and keeps three', () => {
    expect(tooUnsure(word('oo', 0), 50)).toBe(true);
    expect(tooUnsure(word('Eg', 7), 50)).toBe(true);
    expect(tooUnsure(word('of', 49), 50)).toBe(true);
    expect(tooUnsure(word('of', 70), 50)).toBe(false);
    expect(tooUnsure(word('Inc', 10), 50)).toBe(false);
  });

  it('builds the text line by line, a blank line between blocks, and counts what it dropped', () => {
    const r = textFromBlocks(
      [
        ...blocks([
          [
            [word('THIS', 95), word('ADDENDUM', 91), word('~', 8)],
            [word('©', 10), word(':', 3)],
          ],
          [[word('Zebra', 31), word('Technologies', 88), word('Inc.', 90)]],
        ]),
        ...blocks([[[word('1.', 90), word('Definitions', 92)]]]),
      ],
      40,
    );
    expect(r.text).toBe('THIS ADDENDUM\nZebra Technologies Inc.\n\n1. Definitions');
    expect(r.words).toBe(10);
    expect(r.dropped).toBe(3);
  });

  it('scores a band by its words’ confidence, weighted by their letters', () => {
    expect(readingScore(blocks([[[word('Agreement', 90), word('|', 0)]]]))).toBe(90);
    expect(readingScore(blocks([[[word('ab', 80), word('abcdef', 40)]]]))).toBe(50);
    expect(readingScore([])).toBe(0);
  });
});

describe('chooseOrientation', () => {
  const band: (angle: number) => Gray = (angle) => ({ width: 1, height: 1, data: new Uint8Array([Math.round(angle * 10)]) });

  it('takes the reading with the best confidence over the candidates and their half turns', async () => {
    // Readings in order: candidate 0 upright, its half turn, candidate 90° upright, its half turn.
    const scores = [35, 62, 20, 41];
    let call = 0;
    const r = await chooseOrientation([0, Math.PI / 2], band, async () => scores[call++]!, 80);
    expect(r.tried).toBe(4);
    expect(r.candidate).toBe(0);
    expect(r.halfTurn).toBe(true);
    expect(r.angle).toBeCloseTo(Math.PI);
    expect(r.score).toBe(62);
  });

  it('stops at the first reading it is sure of', async () => {
    let calls = 0;
    const r = await chooseOrientation(
      [0.05, 0.05 + Math.PI / 2],
      band,
      async () => {
        calls++;
        return 91;
      },
      80,
    );
    expect(calls).toBe(1);
    expect(r).toMatchObject({ candidate: 0.05, halfTurn: false, tried: 1 });
  });
});

describe('repairClosingQuotes', () => {
  it('reads a "™" that closes an open double quote as the closing quote', () => {
    expect(repairClosingQuotes('Blue Hills Bancorp, Inc. (the \u201cHolding Company\u2122), a Maryland corporation')).toBe(
      'Blue Hills Bancorp, Inc. (the \u201cHolding Company\u201d), a Maryland corporation',
    );
    expect(repairClosingQuotes('Texas ("COFS\u2122) owns the surface, (the \u201cShares\u2122), in')).toBe(
      'Texas ("COFS\u201d) owns the surface, (the \u201cShares\u201d), in',
    );
  });

  it('leaves a trade mark with no open quote, and a line without "™", as they are', () => {
    expect(repairClosingQuotes('2016, to: PartnerConnect\u2122 EVM (the \u201cProgram\u201d)')).toBe(
      '2016, to: PartnerConnect\u2122 EVM (the \u201cProgram\u201d)',
    );
    expect(repairClosingQuotes('the \u201cAgent\u201d) and Windows\u2122 software')).toBe(
      'the \u201cAgent\u201d) and Windows\u2122 software',
    );
    expect(repairClosingQuotes('the "Agent" as follows')).toBe('the "Agent" as follows');
  });

  it('is applied to each line of the text built from the blocks', () => {
    const r = textFromBlocks(blocks([[[word('(the', 90), word('\u201cAgent\u2122)', 70), word('as', 95)]]]), 40);
    expect(r.text).toBe('(the \u201cAgent\u201d) as');
  });
});

describe('repairOpeningQuotes', () => {
  it('opens a quoted term in parentheses whose opening quote was misread or lost', () => {
    expect(repairClosingQuotes(repairOpeningQuotes('Lincolnshire IL 60069 (**Zebra\u2122); -'))).toBe(
      'Lincolnshire IL 60069 (\u201cZebra\u201d); -',
    );
    expect(repairOpeningQuotes('the ValueAct Group (the ~ValueAct Designee\u201d).')).toBe(
      'the ValueAct Group (the \u201cValueAct Designee\u201d).',
    );
    expect(repairOpeningQuotes('a Delaware corporation (\u00aeCustomer\u201d)')).toBe('a Delaware corporation (\u201cCustomer\u201d)');
    expect(repairOpeningQuotes('text messages (Online Messages\u201d)')).toBe('text messages (\u201cOnline Messages\u201d)');
    expect(repairOpeningQuotes('Bancorp, Inc. (the \u201c"Mid-Tier\u201d), and')).toBe('Bancorp, Inc. (the \u201cMid-Tier\u201d), and');
    expect(repairClosingQuotes(repairOpeningQuotes('CORPORATION (*PEPCO\u2122 and, together with PLIC'))).toBe(
      'CORPORATION (\u201cPEPCO\u201d and, together with PLIC',
    );
  });

  it('leaves quoted terms that are open, quotes further in, and a trade mark outside parentheses', () => {
    for (const line of [
      '(the \u201cCompany\u201d)',
      '("Effective Date")',
      '(as defined in Section 2 of the \u201cAgreement\u201d)',
      '(Section 2, \u201cAgreement\u201d)',
      'our PartnerConnect\u2122 program',
      '(the Company) and "Agent"',
    ])
      expect(repairOpeningQuotes(line)).toBe(line);
  });
});

describe('repairPunctuation', () => {
  it('reads a full stop between a name and its legal form, or before a lower-case word, as a comma', () => {
    expect(repairPunctuation('Allison Transmission Holdings. Inc. (the Company)')).toBe(
      'Allison Transmission Holdings, Inc. (the Company)',
    );
    expect(repairPunctuation('and Gregory P. Spivy. in his individual capacity')).toBe('and Gregory P. Spivy, in his individual capacity');
    expect(repairPunctuation('Blue Hills Bancorp (the \u201cHolding Company\u201d). a newly formed')).toBe(
      'Blue Hills Bancorp (the \u201cHolding Company\u201d), a newly formed',
    );
    expect(repairPunctuation('Keefe, Bruyette & Woods.\nInc. (the Agent)')).toBe('Keefe, Bruyette & Woods,\nInc. (the Agent)');
  });

  it('keeps a full stop after an abbreviation or an initial, and before a capital', () => {
    for (const text of [
      'STW Resources Holding Corp. a Nevada corporation',
      'under U.S. law',
      'No. of shares',
      'Samsung Co. Ltd.',
      'the end. The next',
      'John A. and',
    ])
      expect(repairPunctuation(text)).toBe(text);
  });

  it('reads a legal form with one letter wrong after a name as the legal form', () => {
    expect(repairPunctuation('Vayyar Imaging L1d., having')).toBe('Vayyar Imaging Ltd., having');
    expect(repairPunctuation('Bluefly, Tnc. is')).toBe('Bluefly, Inc. is');
    expect(repairPunctuation('Zebra Technologies International, LIC. with an office')).toBe(
      'Zebra Technologies International, LLC. with an office',
    );
    expect(repairPunctuation('the lid of the box')).toBe('the lid of the box');
  });
});

describe('repairSpellings', () => {
  it('respells a word read once as the page’s repeated spelling one OCR confusion away', () => {
    const page = 'the following partics: Parties agree. The Parties and the Parties.';
    expect(repairSpellings(page)).toBe('the following parties: Parties agree. The Parties and the Parties.');
    expect(repairSpellings('Blue Hills Bancorp, Inc. and Hyde Park Bancom, Inc. and Blue Hills Bancorp')).toBe(
      'Blue Hills Bancorp, Inc. and Hyde Park Bancorp, Inc. and Blue Hills Bancorp',
    );
  });

  it('respells a name by a lookalike letter, in its own case', () => {
    expect(repairSpellings('CNET and Cyberian Cutpost, Inc.; Cyberian Outpost has; www.outpost.com')).toBe(
      'CNET and Cyberian Outpost, Inc.; Cyberian Outpost has; www.outpost.com',
    );
    expect(repairSpellings('Fonterra (USA) Inc. (\u201cFonterra\u201d) and FONTERVA')).toBe(
      'Fonterra (USA) Inc. (\u201cFonterra\u201d) and FONTERRA',
    );
  });

  it('leaves words the page does not repeat otherwise, short words, and a misreading as common as the word', () => {
    for (const text of [
      'Fonterra (USA) Inc. and Fonterva',
      'the cost and the cast',
      'Zebra do Brasil; Brazil; Brazil',
      'Massachusctts and Massachusctts and Massachusetts',
      'the sale and the sole',
    ])
      expect(repairSpellings(text)).toBe(text);
  });
});
