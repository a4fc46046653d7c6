// The documents view's personal fields, sealed with the owner's data key (issue 29 H3, decision 0056):
// what each sealed column is bound to, what a reader needs to open them, and the blind search tokens
// (each stemmed word replaced by the owner's keyed token, positions and weights kept) that the
// projector stores and the searches match.
import type { Knex } from 'knex';
import { blindLexemes, type ViewCipher } from '../../infra/crypto/view-cipher.js';

/** Characters of the text that are indexed and searched (a tsvector holds at most 1 MB). */
export const SEARCHED_CHARS = 300_000;

/** What each sealed column's ciphertext is bound to (with the owner's id). */
export const SEALED = {
  fileName: 'documents_view.file_name',
  text: 'documents_view.extracted_text',
  pages: 'documents_view.pages',
  summary: 'documents_view.summary',
  keyInfo: 'documents_view.key_info',
  vocabulary: 'documents_view_vocabulary.words',
} as const;

/** What the reads need: the database, and the cipher that opens the sealed fields. */
export interface DocumentsReader {
  knex: Knex;
  cipher: ViewCipher;
}

/**
 * The blind search vector of a document: the file name's words weighted A, the first SEARCHED_CHARS
 * of the text's weighted B (a word of the name ranks above the same word in the text), as the clear
 * column had them; Postgres reads the words in the query, and only the tokens are stored.
 */
export async function blindDocumentVector(
  trx: Knex | Knex.Transaction,
  key: Buffer,
  fileName: string,
  text: string | null,
): Promise<string> {
  const { rows } = (await trx.raw(
    `select (setweight(to_tsvector('english', ?), 'A') ||
             setweight(to_tsvector('english', left(?, ${SEARCHED_CHARS})), 'B'))::text as v`,
    [fileName, text ?? ''],
  )) as { rows: { v: string }[] };
  return blindLexemes(key, rows[0]!.v);
}

/**
 * A search query as the owner's blind tokens: `expression` (an SQL tsquery expression naming `?`s,
 * e.g. `websearch_to_tsquery('english', ?)`) is parsed by Postgres as before, then each lexeme is
 * replaced by its token. Undefined when nothing of it is searchable (only stop words or symbols).
 */
export async function blindQuery(knex: Knex, key: Buffer, expression: string, bindings: string[]): Promise<string | undefined> {
  const { rows } = (await knex.raw(`select (${expression})::text as q`, bindings)) as { rows: { q: string }[] };
  const blind = blindLexemes(key, rows[0]!.q);
  return blind.trim() === '' ? undefined : blind;
}
