import { describe, expect, it } from 'vitest';
import { findPlaces, STATE_CODES } from './index.js';
import { PLACE_NAMES } from './place-names.js';

const codes = (text: string) => findPlaces(text).map((p) => (p.kind === 'state' ? p.code : p.name));

describe('place names people use for a state', () => {
  it('names at least three places for every state and DC', () => {
    for (const code of STATE_CODES) expect(PLACE_NAMES.filter((p) => p.state === code).length, code).toBeGreaterThanOrEqual(3);
  });

  it.each([
    ['here in the twin cities', 'MN'],
    ['I live in Philly', 'PA'],
    ['Jersey question: can I record my boss?', 'NJ'],
    ['we moved to NOLA last year', 'LA'],
    ['in the Bay Area', 'CA'],
    ['Chi-town here', 'IL'],
    ['I am in Boise', 'ID'],
    ['from Burlington, Vermont', 'VT'],
    ['near Morgantown', 'WV'],
    ['Portland, Maine', 'ME'],
    ['Portland', 'OR'],
    ['I live in austin', 'TX'],
    ['in Mobile, Alabama', 'AL'],
    ['Dayton, OH', 'OH'],
    ['i live in tx', 'TX'],
    ['moving to nc next month', 'NC'],
    ['the Big Island', 'HI'],
    ['SD one party state?', 'SD'],
    ['is GA a two-party consent state', 'GA'],
    ['PA recording law', 'PA'],
    ['MA: can my boss read my texts?', 'MA'],
    ['CO - who can serve papers', 'CO'],
  ])('reads %s as %s', (text, code) => {
    expect(codes(text)).toEqual([code]);
  });

  it.each([
    'my mobile phone',
    'the district court said no',
    'a jersey for my son',
    'the drag queens at brunch',
    'austin is my cousin',
    'talk to me in or near the office',
    'how do I format an SD card for my dash cam',
    'my SD card law school notes got deleted',
    'OK so state law says I can',
    'OK, can I record him?',
    'ME: is this legal?',
    'MA said I could stay, is that true',
  ])('leaves everyday words alone: %s', (text) => {
    expect(codes(text)).toEqual([]);
  });
});
