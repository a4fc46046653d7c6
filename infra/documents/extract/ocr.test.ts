// OCR's choices (issue 28): which way up a page is read, and which words are too unsure to keep.
// (A crooked, upside-down picture read through the whole preparation: infra/documents/extract.test.ts.)
import { describe, expect, it } from 'vitest';
import { chooseOrientation, readingScore, textFromBlocks, tooUnsure } from './ocr.js';
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

  it('gives the words as read: the repairs of what a document is made of belong to the documents module', () => {
    const r = textFromBlocks(blocks([[[word('(the', 90), word('\u201cAgent\u2122)', 70), word('Holdings.', 95), word('Tnc.', 95)]]]), 40);
    expect(r.text).toBe('(the \u201cAgent\u2122) Holdings. Tnc.');
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
