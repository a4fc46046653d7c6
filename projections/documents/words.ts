// The words of each document, for typo-tolerant search: one row per distinct word of a document's
// file name and searched text, with a trigram index (pg_trgm) on the word. A misspelt query word
// ("shufler") is looked up here among the user's own words ("shuffler"), and the full-text search is
// run again with the words found. A trigram index on whole texts of hundreds of kB would be large and
// slow to match; the distinct words of a document are a few thousand short rows.
import type { Knex } from 'knex';

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

/**
 * A document's distinct words, from its row in documents_view: split and lower-cased by Postgres's
 * own text-search parser ('simple': no stemming, so "shuffler" stays a word a user could type), from
 * the same first `searchedChars` of the text that full-text search reads.
 */
export async function indexDocumentWords(trx: Knex.Transaction, documentId: string, searchedChars: number): Promise<void> {
  await trx('documents_view_words').where({ document_id: documentId }).delete();
  await trx.raw(
    `insert into documents_view_words (document_id, user_id, word)
     select d.id, d.user_id, w.word
       from documents_view d,
            unnest(tsvector_to_array(to_tsvector('simple', d.file_name || ' ' || left(coalesce(d.extracted_text, ''), ?)))) as w(word)
      where d.id = ? and length(w.word) between ? and ? and w.word ~ '^[[:alpha:]]+$'
     on conflict do nothing`,
    [searchedChars, documentId, MIN_FUZZY_LENGTH, MAX_WORD_LENGTH],
  );
}

/**
 * For each query word the user's documents do not hold, the words they do hold that are spelt most
 * like it (trigram similarity at least `minSimilarity`, best first, up to `perWord`). Words the
 * documents hold as typed get no entry.
 */
export async function similarWords(
  knex: Knex,
  userId: number,
  terms: string[],
  opts: { minSimilarity?: number; perWord?: number } = {},
): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  const wanted = [...new Set(terms.filter((t) => t.length >= MIN_FUZZY_LENGTH && t.length <= MAX_WORD_LENGTH))];
  if (wanted.length === 0) return out;
  const { rows } = (await knex.raw(
    `select q.term, s.word, s.sim
       from unnest(?::text[]) as q(term)
       cross join lateral (
         select w.word, similarity(w.word, q.term) as sim
           from documents_view_words w
          where w.user_id = ? and w.word % q.term
          group by w.word
          order by sim desc, w.word
          limit ?
       ) s
      where not exists (select 1 from documents_view_words e where e.user_id = ? and e.word = q.term)
        and s.sim >= ?`,
    [wanted, userId, opts.perWord ?? 3, userId, opts.minSimilarity ?? 0.4],
  )) as { rows: { term: string; word: string; sim: number }[] };
  for (const r of rows) out.set(r.term, [...(out.get(r.term) ?? []), r.word]);
  return out;
}
