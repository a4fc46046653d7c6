// The image preparation before OCR (issue 28) on small pages drawn with canvas: Otsu's threshold,
// binarisation, the skew and direction of text lines, line height, and speck removal.
import { loadImage } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { makeTextImage } from '../../../test/support/document-samples.js';
import {
  binarise,
  clearDotLeaders,
  columns,
  despeckle,
  drawGray,
  medianLineHeight,
  otsuThreshold,
  rows,
  smooth,
  stretchLevels,
  textDirection,
  turnHalf,
  type Gray,
} from './preprocess.js';

const LINES = [
  'MASTER SERVICES AGREEMENT',
  'This Agreement is made on March 3, 2025 between Harbor Freight Logistics LLC',
  'and Northgate Storage, Inc., a Delaware corporation, each a party hereto.',
  'The Client shall pay the fees within thirty days of each invoice received.',
  'This Agreement is governed by the laws of the State of Delaware.',
  'Either party may end this Agreement on ninety days written notice to the other.',
];

function page(width: number, height: number, fill: (x: number, y: number) => number): Gray {
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) data[y * width + x] = fill(x, y);
  return { width, height, data };
}

const ink = (g: Gray) => g.data.filter((v) => v === 0).length;
const deg = Math.PI / 180;

describe('otsuThreshold and binarise', () => {
  it('split a two-level page between its levels, whatever the share of each', () => {
    const dark = page(100, 100, (x) => (x < 20 ? 50 : 210));
    const t = otsuThreshold(dark);
    expect(t).toBeGreaterThanOrEqual(50);
    expect(t).toBeLessThan(210);
    const bin = binarise(dark);
    expect(ink(bin)).toBe(2000);
    expect(new Set(bin.data)).toEqual(new Set([0, 255]));
  });

  it('keep the letters of a noisy grey scan and none of its paper', async () => {
    const src = await loadImage(Buffer.from(await makeTextImage(LINES, 'png', 30)));
    const grey = drawGray(src, 1);
    // Paper at 225 ± 12 and ink as drawn: noise never crosses the threshold.
    let s = 7;
    const rnd = () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32) * 2 - 1;
    const noisy: Gray = { ...grey, data: grey.data.map((v) => Math.max(0, Math.min(255, Math.round(v * 0.88 + rnd() * 12)))) };
    const clean = binarise(grey);
    const bin = binarise(noisy);
    const differ = bin.data.reduce((n, v, i) => n + (v !== clean.data[i] ? 1 : 0), 0);
    expect(ink(bin)).toBeGreaterThan(ink(clean) * 0.9);
    expect(differ / ink(clean)).toBeLessThan(0.15);
  });

  it('stretchLevels: paper white, ink black, edges in between', () => {
    const g = page(10, 10, (x) => (x < 3 ? 30 : x < 4 ? 120 : 220 + (x % 2) * 10));
    const out = stretchLevels(g);
    expect(out.data[0]).toBe(0);
    expect(out.data[3]).toBeGreaterThan(0);
    expect(out.data[3]).toBeLessThan(255);
    for (let x = 4; x < 10; x++) expect(out.data[x]).toBe(255);
  });
});

describe('textDirection (projection profiles)', () => {
  const cases = [-4.5, -2, 0, 1.3, 3, 5];
  it.each(cases)('finds a skew of %s° to within 0.2°', async (skew) => {
    const src = await loadImage(Buffer.from(await makeTextImage(LINES, 'png', 30)));
    const bin = binarise(drawGray(src, 0.7, skew * deg));
    const d = textDirection(bin);
    expect(d.horizontal).toBe(true);
    expect(Math.abs(d.skewDeg + skew)).toBeLessThanOrEqual(0.2);
    expect(d.certainty).toBeGreaterThan(1.5);
  });

  it('tells a page whose lines run down it (a page on its side), with its skew', async () => {
    const src = await loadImage(Buffer.from(await makeTextImage(LINES, 'png', 30)));
    const bin = binarise(drawGray(src, 0.7, (90 + 2.5) * deg));
    const d = textDirection(bin);
    expect(d.horizontal).toBe(false);
    // Turning by the answer makes the lines horizontal again: −92.5° or its half turn, 87.5°.
    const turned = ((((d.angle / deg + 92.5) % 180) + 180) % 180) - 0;
    expect(Math.min(turned, 180 - turned)).toBeLessThanOrEqual(0.2);
  });

  it('measures the height of the text lines, which sets the scale for OCR', async () => {
    const src = await loadImage(Buffer.from(await makeTextImage(LINES, 'png', 30)));
    const h1 = medianLineHeight(binarise(drawGray(src, 1)), 0);
    const h2 = medianLineHeight(binarise(drawGray(src, 0.5, 3 * deg)), -3 * deg);
    // 30 px Liberation Sans: the rows busy with ink (x-height, capitals, most ascenders) span about 20 px.
    expect(h1).toBeGreaterThanOrEqual(16);
    expect(h1).toBeLessThanOrEqual(30);
    expect(h2 / h1).toBeGreaterThan(0.4);
    expect(h2 / h1).toBeLessThan(0.6);
  });
});

describe('despeckle', () => {
  it('removes lone specks and keeps a full stop beside its word', () => {
    const g = page(60, 30, () => 255);
    const dot = (x0: number, y0: number, w: number, h: number) => {
      for (let y = y0; y < y0 + h; y++) for (let x = x0; x < x0 + w; x++) g.data[y * g.width + x] = 0;
    };
    dot(5, 5, 2, 2); // a lone speck
    dot(50, 25, 1, 1); // another
    dot(20, 10, 8, 12); // a letter
    dot(29, 20, 2, 2); // its full stop, one pixel away
    const grey: Gray = { ...g, data: g.data.map((v) => (v === 0 ? 40 : 235)) };
    const removed = despeckle(g, 9, 2, grey);
    expect(removed).toBe(2);
    expect(g.data[5 * 60 + 5]).toBe(255);
    expect(grey.data[5 * 60 + 5]).toBe(255);
    expect(g.data[20 * 60 + 29]).toBe(0);
    expect(ink(g)).toBe(8 * 12 + 4);
  });

  it('smooth spreads a lone dark pixel to its neighbours ([1 2 1]/4 both ways), leaving flat paper as it was', () => {
    const g = page(5, 5, (x, y) => (x === 2 && y === 2 ? 0 : 255));
    smooth(g);
    // 255 − 255/4, 255 − 255/8 and 255 − 255/16, give or take the rounding of each pass.
    expect(Math.abs(g.data[2 * 5 + 2]! - 191)).toBeLessThanOrEqual(1);
    expect(Math.abs(g.data[2 * 5 + 1]! - 223)).toBeLessThanOrEqual(1);
    expect(Math.abs(g.data[1 * 5 + 1]! - 239)).toBeLessThanOrEqual(1);
    expect(g.data[0]).toBe(255);
  });

  it('columns and rows cut a band out of a page', () => {
    const g = page(4, 3, (x, y) => x + 10 * y);
    expect([...columns(rows(g, 1, 3), 0.25, 0.75).data]).toEqual([11, 12, 21, 22]);
  });

  it('turnHalf turns a page upside down', () => {
    const g = page(3, 2, (x, y) => x + 10 * y);
    expect([...turnHalf(g).data]).toEqual([12, 11, 10, 2, 1, 0]);
  });
});

describe('clearDotLeaders', () => {
  // 30 px text: its line of ink is about 26 px, the line height OCR scales to; leader marks are under 13 px.
  const CONTENTS = [
    '1. INTRODUCTION AND DEFINITIONS.......................1',
    '2.A. GRANT OF FRANCHISE . . . . . . . . . . . . . . . . 7',
    'The minimum initial fee is due in 30 days... Then it is paid. (i) and (ii) in full.',
  ];
  it('clears the dots of a table of contents, close or spaced, and nothing of the words', async () => {
    const drawn = async (lines: string[]) => {
      const grey = drawGray(await loadImage(Buffer.from(await makeTextImage(lines, 'png', 30))), 1);
      return { grey, bin: binarise(grey) };
    };
    const { grey, bin } = await drawn(CONTENTS.slice(0, 2));
    // The same page with the leaders drawn as spaces (a full stop and a space are equally wide in
    // Liberation Sans, so every word stays in its place).
    const bare = await drawn(CONTENTS.slice(0, 2).map((l) => l.replace(/(?<=[A-Z] ?)[. ]+(?=\d+$)/, (m) => ' '.repeat(m.length))));
    const cleared = clearDotLeaders(bin, 13, 5, grey);
    // 23 close dots and 16 spaced ones; the full stops of "1." and "2.A." belong to no run.
    expect(cleared).toBeGreaterThanOrEqual(36);
    expect(cleared).toBeLessThanOrEqual(39);
    const differ = (a: Gray, b: Gray) => a.data.reduce((n, v, i) => n + (v < 128 !== b.data[i]! < 128 ? 1 : 0), 0);
    // What is left is the page without leaders, in the binary copy and in the grey page.
    expect(differ(bin, bare.bin)).toBeLessThan(ink(bare.bin) * 0.01);
    expect(differ(grey, bare.grey)).toBeLessThan(ink(bare.bin) * 0.01);
  });

  it('leaves full stops, an ellipsis and the dots of "i" in running text', async () => {
    const src = await loadImage(Buffer.from(await makeTextImage([CONTENTS[2]!], 'png', 30)));
    const bin = binarise(drawGray(src, 1));
    const before = ink(bin);
    expect(clearDotLeaders(bin, 13, 5)).toBe(0);
    expect(ink(bin)).toBe(before);
  });
});
