// Repairs of OCR's text (decision 0094) in the documents module: quotes, legal forms and
// punctuation, spellings the page repeats, applied only to the pages OCR read.
import { describe, expect, it } from 'vitest';
import type { ExtractedText } from '../../../infra/documents/index.js';
import {
  repairClosingQuotes,
  repairOcrPages,
  repairOcrText,
  repairOpeningQuotes,
  repairPunctuation,
  repairSpellings,
  withOcrRepairs,
} from './ocr-repair.js';

describe('repairOcrPages', () => {
  const layer = 'Bluefly, Tnc. and Holdings. Inc. as printed';
  const scan = 'Bluefly, Tnc. and Holdings. Inc. (the \u201cBank\u2122)';
  const extracted = (ocrPages?: number[]): ExtractedText => ({
    text: `${layer}\n\n${scan}`,
    pages: [
      { page: 1, start: 0, end: layer.length },
      { page: 2, start: layer.length + 2, end: layer.length + 2 + scan.length },
    ],
    method: ocrPages ? 'text-layer+ocr' : 'text-layer',
    warnings: [],
    ...(ocrPages ? { ocrPages } : {}),
  });

  it('repairs the pages OCR read, leaves a text layer as it is, and measures the pages again', () => {
    const r = repairOcrPages(extracted([2]));
    const repaired = 'Bluefly, Inc. and Holdings, Inc. (the \u201cBank\u201d)';
    expect(r.text).toBe(`${layer}\n\n${repaired}`);
    expect(r.pages.map((p) => r.text.slice(p.start, p.end))).toEqual([layer, repaired]);
    expect(r.method).toBe('text-layer+ocr');
  });

  it('returns a document without OCR pages as it came', () => {
    const e = extracted();
    expect(repairOcrPages(e)).toBe(e);
  });

  it('is what the module reads through: the extractor it wraps gets the same arguments, its pages come back repaired', async () => {
    const calls: unknown[][] = [];
    const inner = {
      capacity: 3,
      extract: async (...args: unknown[]) => {
        calls.push(args);
        return extracted([2]);
      },
    };
    const reader = withOcrRepairs(inner);
    expect(reader.capacity).toBe(3);
    const r = await reader.extract(new Uint8Array([1]), 'pdf', { maxTextChars: layer.length + 10 });
    expect(calls).toEqual([[new Uint8Array([1]), 'pdf', { maxTextChars: layer.length + 10 }]]);
    expect(r.text).toBe(`${layer}\n\nBluefly,`);
  });

  it('cuts the repaired text at the limit, as extraction does', () => {
    const r = repairOcrPages(extracted([2]), layer.length + 10);
    expect(r.text.length).toBe(layer.length + 10);
    expect(r.pages[1]!.end).toBe(layer.length + 10);
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

  it('is applied to each line of an OCR page', () => {
    expect(repairOcrText('Agent\u2122 software\n(the \u201cAgent\u2122) as')).toBe('Agent\u2122 software\n(the \u201cAgent\u201d) as');
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
