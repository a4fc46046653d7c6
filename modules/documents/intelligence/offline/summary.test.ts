// The extractive summary: the sentences carrying the parties, the term, the money and the
// obligations, OCR noise left out, within its budget, in document order; for contracts through the
// whole offline engine, for a letter and a police report too.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { analyzeOffline } from './engine.js';
import { cleanSentence, extractiveSummary, isGarbageToken, noiseOf, obligationStrength } from './summary.js';
import { FlatText, sentences } from './text.js';

const whole = (text: string) => [{ page: 1, start: 0, end: text.length }];

const CONTRACT = `Exhibit 10.4

CONSULTING AGREEMENT

This Consulting Agreement (the "Agreement") is made as of June 1, 2024 by and between Northwind Analytics LLC, a Delaware limited liability company ("Consultant"), and Bellhaven Medical Group, Inc., an Ohio corporation ("Client").

WHEREAS, Client wishes to obtain data services; and

1. Definitions. "Services" means the work described in Schedule A.

2. Services. Consultant shall deliver the monthly utilisation reports described in Schedule A to Client's finance office.

3. The cafeteria on the second floor is open from 8 a.m. to 4 p.m. on weekdays and serves coffee to visitors of both parties.

4. Fees. Client shall pay Consultant a fee of $12,500.00 per month, within thirty (30) days of each invoice.

5. Term. This Agreement begins on the Effective Date and continues for an initial term of two (2) years, after which it renews for successive one-year periods unless either party gives ninety (90) days' written notice.

6. Notices. Notices are sent to the addresses above.

7. Th1s Agr~~ment |s g0verned ~~ by tbe |aws ofthe St@te of 0hio ;; ~~ ||| ^^ .

8. Miscellaneous. Headings are for convenience only and do not affect interpretation of this Agreement in any respect whatsoever.`;

describe('the summary of a contract', () => {
  const info = analyzeOffline(CONTRACT, whole(CONTRACT));

  it('names the parties, and holds the money, the term and an obligation', () => {
    expect(info.summary).toContain('Northwind Analytics LLC');
    expect(info.summary).toContain('Bellhaven Medical Group, Inc.');
    expect(info.summary).toContain('$12,500.00 per month');
    expect(info.summary).toContain('initial term of two (2) years');
    expect(info.summary).toMatch(/Consultant shall deliver|Client shall pay/);
  });

  it('leaves out the noise line, the heading, the recital fragment, the definition and the small talk', () => {
    expect(info.summary).not.toMatch(/~~|\|\|\||Th1s|St@te/);
    expect(info.summary).not.toContain('Exhibit 10.4');
    expect(info.summary).not.toContain('CONSULTING AGREEMENT This');
    expect(info.summary).not.toContain('WHEREAS');
    expect(info.summary).not.toContain('" means');
    expect(info.summary).not.toContain('cafeteria');
  });

  it('keeps document order and its budget', () => {
    const at = (s: string) => info.summary.indexOf(s);
    expect(at('Northwind')).toBeLessThan(at('$12,500.00'));
    expect(at('$12,500.00')).toBeLessThan(at('initial term'));
    expect(info.summary.length).toBeLessThanOrEqual(1_000);
  });

  it('fits a smaller budget with fewer sentences, the parties first', () => {
    const t = new FlatText(CONTRACT, whole(CONTRACT));
    const short = extractiveSummary(t, sentences(t.flat), info, { maxChars: 300 });
    expect(short.length).toBeLessThanOrEqual(300);
    expect(short).toContain('Northwind Analytics LLC');
  });
});

describe('the summary of documents that are not contracts', () => {
  it('a police report: the opening with the people and the date, and the money', () => {
    const report = `INCIDENT REPORT

Report number 25-0412. Officer Dana Whitcombe responded on March 3, 2025 to a burglary at 14 Alder Lane, the home of Priya Raman.
The rear door had been forced and a laptop and jewellery worth about $3,200 were taken.
A neighbour, Tom Elgin, saw a grey van leave at about 21:40.
This form is the property of the county and must be kept with the case file at all times.
Photographs were taken of the door frame and the tool marks on it.`;
    const info = analyzeOffline(report, whole(report));
    expect(info.summary).toMatch(/^Officer Dana Whitcombe responded on March 3, 2025 to a burglary/);
    expect(info.summary).toContain('$3,200');
    expect(info.summary).not.toContain('Report number'); // too short to stand alone
  });

  it('a letter: its opening sentences, in order', () => {
    const text = readFileSync(fileURLToPath(new URL('../corpus/letter-lincoln-to-bixby-1864.txt', import.meta.url)), 'utf8');
    const info = analyzeOffline(text, whole(text));
    expect(info.summary.length).toBeGreaterThan(80);
    expect(info.summary.length).toBeLessThanOrEqual(1_000);
    const flat = text.replace(/\s+/g, ' ');
    // Every sentence of it is the letter's own, and in the letter's order.
    const parts = info.summary.split(/(?<=[.!?])\s+(?=[A-Z])/);
    let from = 0;
    for (const p of parts) {
      const at = flat.indexOf(p.replace(/…$/, ''), from);
      expect(at, p).toBeGreaterThanOrEqual(0);
      from = at;
    }
  });

  it('an empty or all-noise text has an empty summary', () => {
    expect(analyzeOffline('', []).summary).toBe('');
    const noise = '~~ |||| ^^ ;; @@ ##\n\n l1l ~~ || ^^ ;;\n\n';
    expect(analyzeOffline(noise, whole(noise)).summary).toBe('');
  });
});

describe('OCR noise', () => {
  it('tells garbage tokens from words, numbers, codes and list markers', () => {
    for (const t of ['Comp@ny', 'sha11', 'rnnt', 'lll', 'tHe', '~~', '|||', '^^', 'j', 'c0mpany']) expect(isGarbageToken(t), t).toBe(true);
    for (const t of [
      'Company',
      '(a)',
      'iv)',
      '$12,500.00',
      '10-K',
      'A3',
      '1st',
      '1990s',
      'III',
      'LLC',
      'a',
      'I',
      'e-mail',
      '3.2(b)',
      '—',
      '…',
      'rhythm',
      'eGain',
      'b.',
      '6pm',
      '$100/month',
      'Mid\u00adTier',
      'tim@example.com',
      'Parkway…',
    ])
      expect(isGarbageToken(t), t).toBe(false);
  });

  it('measures a sentence’s share of noise', () => {
    expect(noiseOf('The Tenant shall pay the rent on the first day of each month.').share).toBe(0);
    expect(noiseOf('Th1s Agr~~ment |s g0verned ~~ by tbe |aws').share).toBeGreaterThan(0.4);
  });

  it('quotes a sentence without its heading in capitals or symbol debris, clipped at a word', () => {
    expect(
      cleanSentence(
        'Exhibit 10.1 SUPPLY AGREEMENT This Supply Agreement is made on May 1, 2020 between Acme Corp. and Widget Inc. ~~ for the supply of parts.',
      ),
    ).toBe('This Supply Agreement is made on May 1, 2020 between Acme Corp. and Widget Inc. for the supply of parts.');
    const long = cleanSentence(`${'The supplier shall deliver parts '.repeat(20)}on time.`, 100);
    expect(long.length).toBeLessThanOrEqual(100);
    expect(long).toMatch(/ \w+…$/);
  });
});

describe('obligations, from the grammar', () => {
  it('a modal with its verb binds; a verb taking a to-infinitive commits; a statement does neither', () => {
    expect(obligationStrength('The Supplier shall deliver the goods within ten days.')).toBe(2);
    expect(obligationStrength('The Tenant must not sublet the apartment.')).toBe(2);
    expect(obligationStrength('Buyer agrees to purchase all of its requirements from Seller.')).toBe(1);
    expect(obligationStrength('The parties met in Boston on a rainy afternoon.')).toBe(0);
  });
});
