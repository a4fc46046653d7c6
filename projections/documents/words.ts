// The words of each document, for typo-tolerant search. A misspelt query word ("shufler") is looked
// up among the user's own words ("shuffler"), and the full-text search is run again with the words
// found.
//
// Sealed (decision 0056): a document's distinct words are one row of documents_view_vocabulary, a
// JSON list sealed with the owner's key, so a copy of the database holds no word of a document. A
// search opens the searching user's rows in Node and finds the words spelt like each query word with
// pg_trgm's own trigram similarity, computed here (trigramSimilarity): the same threshold and order
// as the trigram index over clear words gave (migration 0102, dropped by 0103).
import type { Knex } from 'knex';
import { SEALED, type DocumentsReader } from './sealed.js';

/** The words table of 0102 (clear words, a pg_trgm index); migration 0103 drops it for the sealed vocabulary. */
export const documentWordsMigration = {
  name: '0102_documents_view_words',
  async up(knex: Knex) {
    // pg_trgm is a trusted extension (Postgres 13+): the database owner may create it. The embedded
    // database is started with it (infra/db/embedded.ts).
    await knex.raw('create extension if not exists pg_trgm');
    await knex.schema.createTable('documents_view_words', (t) => {
      t.uuid('document_id').notNullable();
      t.integer('user_id').notNullable();
      t.text('word').notNullable();
      t.primary(['document_id', 'word']);
      t.index(['user_id', 'word']);
    });
    await knex.raw('create index documents_view_words_trgm on documents_view_words using gin (word gin_trgm_ops)');
  },
  async down(knex: Knex) {
    await knex.schema.dropTable('documents_view_words');
  },
};

/** Words shorter than this are not corrected (a three-letter word has too few trigrams to tell). */
export const MIN_FUZZY_LENGTH = 4;
const MAX_WORD_LENGTH = 40;
/** pg_trgm's `%` (pg_trgm.similarity_threshold's default): the index never answered a word below it. */
const TRGM_THRESHOLD = 0.3;

/**
 * A document's distinct words: split and lower-cased by Postgres's own text-search parser ('simple':
 * no stemming, so "shuffler" stays a word a user could type), from the file name and the same first
 * `searchedChars` of the text that full-text search reads; letters only, 4 to 40 of them. The text
 * passes through the query; nothing is stored.
 */
export async function documentWords(
  trx: Knex | Knex.Transaction,
  fileName: string,
  text: string,
  searchedChars: number,
): Promise<string[]> {
  const { rows } = (await trx.raw(
    `select w.word
       from unnest(tsvector_to_array(to_tsvector('simple', ? || ' ' || left(?, ?)))) as w(word)
      where length(w.word) between ? and ? and w.word ~ '^[[:alpha:]]+$'
      order by w.word`,
    [fileName, text, searchedChars, MIN_FUZZY_LENGTH, MAX_WORD_LENGTH],
  )) as { rows: { word: string }[] };
  return rows.map((r) => r.word);
}

/**
 * A word's trigrams as pg_trgm makes them: lower-cased, two spaces before and one after, every three
 * characters in a row, each once.
 */
export function trigrams(word: string): Set<string> {
  const padded = `  ${word.toLowerCase()} `;
  const out = new Set<string>();
  if (!/[\uD800-\uDFFF]/.test(padded)) {
    // One UTF-16 unit per character (every word of the Latin, Greek or Cyrillic scripts): substrings.
    for (let i = 0; i + 3 <= padded.length; i++) out.add(padded.substring(i, i + 3));
    return out;
  }
  const chars = [...padded];
  for (let i = 0; i + 3 <= chars.length; i++) out.add(chars.slice(i, i + 3).join(''));
  return out;
}

/** pg_trgm's similarity of two words: the trigrams they share over the trigrams of either (0–1). */
export function trigramSimilarity(a: string | Set<string>, b: string | Set<string>): number {
  const ta = typeof a === 'string' ? trigrams(a) : a;
  const tb = typeof b === 'string' ? trigrams(b) : b;
  const [small, large] = ta.size <= tb.size ? [ta, tb] : [tb, ta];
  let shared = 0;
  for (const t of small) if (large.has(t)) shared++;
  const all = ta.size + tb.size - shared;
  return all === 0 ? 0 : shared / all;
}

/** The distinct words of all the user's documents, opened (a document whose key is gone adds none). */
export async function userVocabulary(r: DocumentsReader, userId: number): Promise<Set<string>> {
  const [rows, open] = await Promise.all([
    r.knex('documents_view_vocabulary').where({ user_id: userId }).select('words') as Promise<{ words: string }[]>,
    r.cipher.opener([userId]),
  ]);
  const words = new Set<string>();
  for (const row of rows) {
    const list = open.open(userId, SEALED.vocabulary, row.words);
    if (list !== null) for (const w of JSON.parse(list) as string[]) words.add(w);
  }
  return words;
}

/**
 * For each query word the user's documents do not hold, the words they do hold that are spelt most
 * like it (trigram similarity at least `minSimilarity`, best first, then in alphabetical order, up to
 * `perWord`). Words the documents hold as typed get no entry.
 */
export async function similarWords(
  r: DocumentsReader,
  userId: number,
  terms: string[],
  opts: { minSimilarity?: number; perWord?: number } = {},
): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  const wanted = [...new Set(terms.filter((t) => t.length >= MIN_FUZZY_LENGTH && t.length <= MAX_WORD_LENGTH))];
  if (wanted.length === 0) return out;
  const vocabulary = await userVocabulary(r, userId);
  const least = Math.max(opts.minSimilarity ?? 0.4, TRGM_THRESHOLD);
  const perWord = opts.perWord ?? 3;
  let grams: [string, Set<string>][] | undefined;
  for (const term of wanted) {
    if (vocabulary.has(term)) continue;
    grams ??= [...vocabulary].map((w) => [w, trigrams(w)]);
    const mine = trigrams(term);
    const found = grams
      .map(([word, g]) => ({ word, sim: trigramSimilarity(mine, g) }))
      .filter((s) => s.sim >= least)
      .sort((x, y) => y.sim - x.sim || (x.word < y.word ? -1 : x.word > y.word ? 1 : 0))
      .slice(0, perWord)
      .map((s) => s.word);
    if (found.length > 0) out.set(term, found);
  }
  return out;
}
