// Issue 29 H3 (decision 0056): a copy of the database reads no uploaded document. A client uploads a
// document whose file name and text carry a unique canary word; once it is read and analysed, no row
// of any table holds the canary (the documents view's name, text, pages, summary and key information
// are ciphertext, its search column blind tokens, the typo-tolerant search's words a sealed list),
// while the API still answers it: the list, the document, the file's name, full-text search and a
// misspelt search.
import { randomInt } from 'node:crypto';
import { rowsHolding } from './fixtures.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appDatabaseFlavours, type TestDatabase } from '../support/databases.js';
import { startTestApp, uniqueName, type TestApp } from '../support/app.js';
import type { DocumentDetail, DocumentSummary, SearchResponse } from '../../modules/documents/index.js';

const SEALED = /^cb1:[A-Za-z0-9_-]+$/;

/** A word of letters only (the typo-tolerant search corrects words of letters), unique to this run. */
const canaryWord = () => `zq${Array.from({ length: 10 }, () => String.fromCharCode(97 + randomInt(26))).join('')}`;

describe.each(appDatabaseFlavours())('sealed documents view on $name', (flavour) => {
  let db: TestDatabase;
  let app: TestApp;

  beforeAll(async () => {
    db = await flavour.open();
    app = await startTestApp(db);
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it('holds no word of an uploaded document in any row, while the API answers it', { timeout: 120_000 }, async () => {
    const canary = canaryWord();
    const c = app.client('10.29.7.1');
    const username = uniqueName('seal');
    expect((await c.post('/api/register', { username, email: `${username}@example.com`, password: 'secret-pass' })).status).toBe(201);
    const text =
      `AGREEMENT between Harbor View Properties LLC and Dana ${canary}.\n\n` +
      `The tenant ${canary} shall pay a monthly rent of $1,450.00. This agreement ends on January 31, 2027.`;
    const fileName = `Lease ${canary}.txt`;
    const up = await c.upload<DocumentSummary>('/api/documents/upload', 'document', new TextEncoder().encode(text), fileName, 'text/plain');
    expect(up.status, up.text).toBe(201);
    const id = up.body.id;
    await expect
      .poll(async () => (await c.get<DocumentDetail>(`/api/documents/${id}`)).body.status, { timeout: 60_000, interval: 150 })
      .toBe('completed');

    // The API answers the clear text.
    const doc = (await c.get<DocumentDetail>(`/api/documents/${id}`)).body;
    expect(doc.fileName).toBe(fileName);
    expect(doc.extractedText).toContain(`tenant ${canary} shall pay`);
    expect(doc.pages.length).toBeGreaterThan(0);
    expect(doc.keyInfo).not.toBeNull();
    expect((await c.get<DocumentSummary[]>('/api/documents')).body.map((d) => d.fileName)).toEqual([fileName]);
    const file = await c.get(`/api/documents/${id}/file?download=1`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain(encodeURIComponent(fileName));

    const exact = (await c.get<SearchResponse>(`/api/documents/search?q=${canary}`)).body;
    expect(exact.results.map((r) => [r.id, r.fileName, r.fuzzy])).toEqual([[id, fileName, undefined]]);
    expect(exact.results[0]!.snippet.filter((p) => p.hit).map((p) => p.text.toLowerCase())).toContain(canary);
    const misspelt = canary.slice(0, 6) + canary.slice(7); // one letter left out
    const fuzzy = (await c.get<SearchResponse>(`/api/documents/search?q=${misspelt}`)).body;
    expect(fuzzy.results.map((r) => [r.id, r.fuzzy])).toEqual([[id, true]]);
    expect(fuzzy.didYouMean).toBe(canary);

    // A copy of the database: no row of any table holds the canary, in any case.
    const knex = app.server.deps.knex;
    expect(await rowsHolding(knex, canary)).toEqual([]);
    // The view's personal fields are ciphertext, its search column tokens, the words one sealed list.
    const row = (await knex('documents_view').where({ id }).first()) as Record<string, unknown>;
    for (const column of ['file_name', 'extracted_text', 'pages', 'summary', 'key_info']) expect(row[column], column).toMatch(SEALED);
    expect(String(row.search)).toMatch(/^'[0-9a-f]{20}':/);
    const words = (await knex('documents_view_vocabulary').where({ document_id: id })) as { words: string }[];
    expect(words.map((w) => SEALED.test(w.words))).toEqual([true]);
    // The clear words table of the typo-tolerant search is gone.
    expect(await knex.schema.hasTable('documents_view_words')).toBe(false);

    // A rebuild (the view's migrations in a shadow, every event again) seals the same way.
    const [rebuilt] = await app.server.deps.runner.rebuild(['documents']);
    expect(rebuilt).toMatchObject({ name: 'documents', parked: 0 });
    expect(rebuilt!.events).toBeGreaterThanOrEqual(3);
    expect(await rowsHolding(knex, canary)).toEqual([]);
    expect(await knex.schema.hasTable('documents_view_words')).toBe(false);
    expect((await c.get<DocumentDetail>(`/api/documents/${id}`)).body.extractedText).toContain(`tenant ${canary} shall pay`);
    expect((await c.get<SearchResponse>(`/api/documents/search?q=${misspelt}`)).body.results.map((r) => [r.id, r.fuzzy])).toEqual([
      [id, true],
    ]);
  });
});
