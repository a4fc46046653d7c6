// Typo-tolerant search over the documents view, on every database the app runs on (pg_trgm on a real
// Postgres and on embedded PGlite): rows go in through the view's own projector, then searchDocuments
// answers full-text matches first and, for words in none of the user's documents, the documents with
// words spelt like them, highlighted; never another user's documents.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { migrate } from '../../infra/db/index.js';
import { databaseFlavours, type TestDatabase } from '../../test/support/databases.js';
import { contextOf, DOCUMENTS_VIEW_MIGRATIONS, putDocument, readerOf } from '../../test/support/documents-view.js';
import { documentsProjector } from './projector.js';
import { queryWords, searchDocuments } from './queries.js';
import { similarWords } from './words.js';

const CASINO =
  'INCIDENT REPORT\n\nOn March 3, 2025 the dealer at table 7 noticed that the automatic card shuffler jammed twice. ' +
  'Surveillance footage shows Mr. Okonkwo Baptiste standing beside the shuffler at 21:40.';
const LEASE = 'RESIDENTIAL LEASE. The Tenant shall pay a monthly rent of $1,450.00 to Harbor View Properties LLC.';
const BOBS = 'A memo about the card shuffler maintenance schedule, kept by someone else entirely.';

const hits = (r: { snippet: { text: string; hit: boolean }[] }) => r.snippet.filter((p) => p.hit).map((p) => p.text.toLowerCase());

describe.each(databaseFlavours())('typo-tolerant document search on $name', (flavour) => {
  let db: TestDatabase;
  let knex: Knex;
  let casino: string;
  let lease: string;
  let bobs: string;
  const alice = 8101;
  const bob = 8102;

  beforeAll(async () => {
    db = await flavour.open();
    knex = db.db.knex;
    await migrate(knex, DOCUMENTS_VIEW_MIGRATIONS);
    casino = await putDocument(knex, alice, 'Incident report.pdf', [CASINO]);
    lease = await putDocument(knex, alice, 'Lease.pdf', [LEASE]);
    bobs = await putDocument(knex, bob, 'Shuffler memo.pdf', [BOBS]);
  }, 60_000);
  afterAll(() => db?.close());

  it('keeps the exact full-text match, unmarked and without a suggestion', async () => {
    const { results, didYouMean } = await searchDocuments(readerOf(knex), alice, 'shuffler', 20);
    expect(results.map((r) => r.id)).toEqual([casino]);
    expect(results[0]!.fuzzy).toBeUndefined();
    expect(hits(results[0]!)).toContain('shuffler');
    expect(didYouMean).toBeUndefined();
  });

  it('finds "shufler" as "shuffler", highlights the word found, and suggests the spelling', async () => {
    const { results, didYouMean } = await searchDocuments(readerOf(knex), alice, 'shufler', 20);
    expect(results.map((r) => r.id)).toEqual([casino]);
    expect(results[0]!.fuzzy).toBe(true);
    expect(hits(results[0]!)).toContain('shuffler');
    expect(didYouMean).toBe('shuffler');
  });

  it('finds a misspelt name, and every word of the query still has to match', async () => {
    expect((await searchDocuments(readerOf(knex), alice, 'Okonkow', 20)).results.map((r) => r.id)).toEqual([casino]);
    const both = await searchDocuments(readerOf(knex), alice, 'Okonkow shufler', 20);
    expect(both.results.map((r) => r.id)).toEqual([casino]);
    expect(both.didYouMean).toBe('okonkwo shuffler');
    // A misspelt word with a word no document holds finds nothing: the other word is not dropped.
    expect((await searchDocuments(readerOf(knex), alice, 'shufler zeppelin', 20)).results).toEqual([]);
    expect((await searchDocuments(readerOf(knex), alice, 'Harbour', 20)).results.map((r) => r.id)).toEqual([lease]);
  });

  it("never answers from another user's words or documents", async () => {
    // Bob holds "shuffler" too: his document is not Alice's answer, and his words are not her suggestions.
    expect((await searchDocuments(readerOf(knex), alice, 'shufler', 20)).results.map((r) => r.id)).not.toContain(bobs);
    expect((await searchDocuments(readerOf(knex), bob, 'shufler', 20)).results.map((r) => r.id)).toEqual([bobs]);
    expect(await similarWords(readerOf(knex), bob, ['okonkow'])).toEqual(new Map());
    expect((await searchDocuments(readerOf(knex), 8199, 'shufler', 20)).results).toEqual([]);
  });

  it('answers symbols, stop words and unknown words with nothing rather than an error', async () => {
    for (const q of ['%%% ***', "'", '& | ! <->', 'the of and', 'xqzvbn', ':*', '\\']) {
      expect((await searchDocuments(readerOf(knex), alice, q, 20)).results, q).toEqual([]);
    }
  });

  it("forgets a deleted document's words", async () => {
    const extra = await putDocument(knex, alice, 'Extra.pdf', ['A note about a zebrafish aquarium.']);
    expect((await searchDocuments(readerOf(knex), alice, 'zebrafsh', 20)).results.map((r) => r.id)).toEqual([extra]);
    await knex.transaction((trx) =>
      documentsProjector.apply(
        trx,
        { type: 'DocumentDeleted', data: { documentId: extra, userId: alice }, position: 1 } as never,
        contextOf(knex),
      ),
    );
    expect(await similarWords(readerOf(knex), alice, ['zebrafsh'])).toEqual(new Map());
  });
});

describe('queryWords', () => {
  it('takes the words that must match: not those after a minus, not "or", letters only', () => {
    expect(queryWords('"Card shufler" or dealer -table 21:40 café')).toEqual(['card', 'shufler', 'dealer', 'café']);
  });
});
