// GET /api/documents/search through HTTP against the real app: a misspelt word finds the uploaded
// document (marked fuzzy, the word found highlighted, a did-you-mean), another client finds nothing,
// and bad input is a 400 with the contract's message or an empty answer, never a 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appDatabaseFlavours, type TestDatabase } from '../../test/support/databases.js';
import { startTestApp, uniqueName, type TestApp, type TestClient } from '../../test/support/app.js';
import { MESSAGES, SEARCH_MAX, type DocumentDetail, type DocumentSummary, type SearchResponse } from '../../modules/documents/index.js';

const REPORT =
  'CASINO INCIDENT REPORT\n\nOn March 3, 2025 the automatic card shuffler at table 7 jammed twice. ' +
  'The floor supervisor, Marguerite Okafor, removed the shuffler and sealed it as evidence.';

async function signUp(app: TestApp): Promise<TestClient> {
  const c = app.client();
  const username = uniqueName('srch');
  const res = await c.post('/api/register', { username, email: `${username}@example.com`, password: 'secret-pass' });
  expect(res.status).toBe(201);
  return c;
}

const search = (c: TestClient, q: string) =>
  c.get<SearchResponse & { message?: string }>(`/api/documents/search?q=${encodeURIComponent(q)}`);

describe.each(appDatabaseFlavours())('document search over HTTP on $name', (flavour) => {
  let db: TestDatabase;
  let app: TestApp;
  let owner: TestClient;
  let other: TestClient;
  let id: string;

  beforeAll(async () => {
    db = await flavour.open();
    app = await startTestApp(db);
    owner = await signUp(app);
    other = await signUp(app);
    const res = await owner.upload<DocumentSummary>(
      '/api/documents/upload',
      'document',
      new TextEncoder().encode(REPORT),
      'report.txt',
      'text/plain',
    );
    expect(res.status, res.text).toBe(201);
    id = res.body.id;
    const deadline = Date.now() + 60_000;
    for (;;) {
      const doc = await owner.get<DocumentDetail>(`/api/documents/${id}`);
      if (doc.body.status !== 'processing' || Date.now() > deadline) {
        expect(doc.body.status).toBe('completed');
        break;
      }
      await new Promise((r) => setTimeout(r, 150));
    }
  }, 90_000);
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it('finds "shufler" and a misspelt name, highlighted, with a did-you-mean', async () => {
    const exact = await search(owner, 'shuffler');
    expect(exact.status).toBe(200);
    expect(exact.body.results.map((r) => [r.id, r.fuzzy])).toEqual([[id, undefined]]);
    expect(exact.body.didYouMean).toBeUndefined();

    const typo = await search(owner, 'shufler');
    expect(typo.status).toBe(200);
    expect(typo.body).toMatchObject({ query: 'shufler', didYouMean: 'shuffler' });
    expect(typo.body.results.map((r) => [r.id, r.fuzzy])).toEqual([[id, true]]);
    expect(typo.body.results[0]!.snippet.filter((p) => p.hit).map((p) => p.text.toLowerCase())).toContain('shuffler');

    expect((await search(owner, 'Marguerite Okafr')).body.results.map((r) => r.id)).toEqual([id]);
  });

  it('gives another client nothing, misspelt or not', async () => {
    expect((await search(other, 'shuffler')).body.results).toEqual([]);
    const typo = await search(other, 'shufler');
    expect(typo.status).toBe(200);
    expect(typo.body.results).toEqual([]);
    expect(typo.body.didYouMean).toBeUndefined();
  });

  it('answers bad input with a 400 or nothing, never a 500', async () => {
    const empty = await search(owner, '   ');
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(MESSAGES.query);
    const long = await search(owner, 'shufler '.repeat(125));
    expect(long.status).toBe(400);
    expect(long.body.message).toBe(MESSAGES.queryTooLong);
    expect((await search(owner, 'a'.repeat(SEARCH_MAX))).body.results).toEqual([]);
    for (const q of ['%%%', '&|!', "'; drop table documents_view; --", '""', '-shuffler', '<->']) {
      const res = await search(owner, q);
      expect(res.status, q).toBe(200);
      expect(
        res.body.results.filter((r) => r.fuzzy),
        q,
      ).toEqual([]);
    }
  });
});
