// The daily limits on casework's costly actions (issue 29, M6; decision 0061), through HTTP against
// the real app with small limits: a client files at most CASE_DAILY_SUBMISSIONS cases a UTC day
// (429 with the limit and Retry-After; a refused submission gives its place back; erasure deletes
// the counts), and a case's attachments count toward the same daily upload quota as Document
// Intelligence uploads (429 before the body is read; a failed attach gives its place back; a
// removed attachment still counts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appDatabaseFlavours, type TestDatabase } from '../../test/support/databases.js';
import { startTestApp, uniqueName, type TestApp, type TestClient } from '../../test/support/app.js';
import { criminalCaseRequest } from '../../test/support/case-request.js';
import { QUOTA_MESSAGES, type UploadQuotaResponse } from '../documents/index.js';
import { MESSAGES } from './contract.js';
import { secondsToUtcMidnight as secondsToMidnight } from '../../infra/db/daily-counter.js';
import { dailyCasesSpent } from './intake.js';

const PDF = (pad = 0) =>
  new Uint8Array(
    Buffer.concat([
      Buffer.from(
        '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n',
      ),
      Buffer.alloc(pad, 0x20),
      Buffer.from('%%EOF\n'),
    ]),
  );

const kase = (caseNumber = `CR-${uniqueName('n')}`) => criminalCaseRequest(caseNumber);

describe('seconds until the allowance resets', () => {
  it('counts to the next midnight UTC, never less than one', () => {
    expect(secondsToMidnight(new Date('2026-03-01T23:00:00.000Z'))).toBe(3600);
    expect(secondsToMidnight(new Date('2026-03-01T00:00:00.000Z'))).toBe(86_400);
    expect(secondsToMidnight(new Date('2026-03-01T23:59:59.900Z'))).toBe(1);
  });
});

describe.each(appDatabaseFlavours())('casework daily limits on $name', (flavour) => {
  let db: TestDatabase;
  let app: TestApp;
  let ip = 0;

  beforeAll(async () => {
    db = await flavour.open();
    app = await startTestApp(db, { CASE_DAILY_SUBMISSIONS: '2', DOCUMENT_DAILY_FILES_FREE: '3', DOCUMENT_DAILY_MB_FREE: '1' });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  async function client(): Promise<{ c: TestClient; id: number }> {
    const c = app.client(`10.29.0.${++ip}`);
    const username = uniqueName('lim');
    const res = await c.post('/api/register', { username, email: `${username}@example.com`, password: 'secret-pass' });
    expect(res.status).toBe(201);
    return { c, id: res.body.id as number };
  }
  const quota = async (c: TestClient) => (await c.get<UploadQuotaResponse>('/api/documents/quota')).body;
  const attach = (c: TestClient, caseId: number, bytes: Uint8Array, name = 'statement.pdf') =>
    c.upload(`/api/case-analyses/${caseId}/documents`, 'document', bytes, name);

  it('a client files at most CASE_DAILY_SUBMISSIONS cases a day: 429 in plain words with Retry-After; a refused case gives its place back', async () => {
    const a = await client();
    const first = await a.c.post('/api/case-analyses', kase('CR-LIMIT-1'));
    expect(first.status, first.text).toBe(201);
    // The same case number again: 409, and the place it took is given back.
    const taken = await a.c.post('/api/case-analyses', kase('CR-LIMIT-1'));
    expect([taken.status, taken.body.message]).toEqual([409, MESSAGES.caseNumberTaken]);
    // Bad input is refused before anything is counted.
    expect((await a.c.post('/api/case-analyses', { ...kase(), caseTitle: 'ab' })).status).toBe(400);
    expect((await a.c.post('/api/case-analyses', kase())).status).toBe(201);
    const over = await a.c.post('/api/case-analyses', kase());
    expect([over.status, over.body.message]).toEqual([429, dailyCasesSpent(2)]);
    expect(over.body.message).toBe('You have filed 2 cases today, the most a day. You can file another after midnight UTC.');
    const retryAfter = Number(over.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(86_400);
    expect((await a.c.get('/api/case-analyses')).body).toHaveLength(2);
    // Another client's allowance is their own.
    const b = await client();
    expect((await b.c.post('/api/case-analyses', kase())).status).toBe(201);
  });

  it('as many submissions at once as the limit allows: never more', async () => {
    const a = await client();
    const answers = await Promise.all(Array.from({ length: 6 }, () => a.c.post('/api/case-analyses', kase())));
    expect(answers.filter((r) => r.status === 201)).toHaveLength(2);
    expect(answers.filter((r) => r.status === 429)).toHaveLength(4);
  });

  it('erasing a client deletes their daily counts', async () => {
    const a = await client();
    expect((await a.c.post('/api/case-analyses', kase())).status).toBe(201);
    const knex = app.server.deps.knex;
    expect(await knex('casework_submission_days').where({ user_id: a.id }).pluck('cases')).toEqual([1]);
    expect((await a.c.post('/api/user/erase', { password: 'secret-pass' })).status).toBe(204);
    const deadline = Date.now() + 20_000;
    let left = 1;
    while (Date.now() < deadline && (left = (await knex('casework_submission_days').where({ user_id: a.id })).length) > 0)
      await new Promise((r) => setTimeout(r, 50));
    expect(left).toBe(0);
  });

  it('case attachments count toward the daily upload quota shared with Document Intelligence; a removed one still counts', async () => {
    const a = await client();
    const { body: created } = await a.c.post('/api/case-analyses', kase());
    expect((await quota(a.c)).files).toMatchObject({ used: 0, limit: 3, left: 3 });
    // A file refused by its type counts nothing.
    expect((await attach(a.c, created.id, new TextEncoder().encode('plain text'), 'notes.pdf')).status).toBe(415);
    expect((await quota(a.c)).files.used).toBe(0);
    const one = await attach(a.c, created.id, PDF());
    expect(one.status, one.text).toBe(201);
    expect((await quota(a.c)).files).toMatchObject({ used: 1, left: 2 });
    // Removed, it still counts: it was stored and read.
    expect((await a.c.delete(one.body.document.url)).status).toBe(204);
    expect((await quota(a.c)).files.used).toBe(1);
    // A Document Intelligence upload takes from the same allowance.
    const doc = await a.c.upload('/api/documents/upload', 'document', new TextEncoder().encode('a note for the quota'), 'note.txt');
    expect(doc.status, doc.text).toBe(201);
    expect((await attach(a.c, created.id, PDF())).status).toBe(201);
    expect((await quota(a.c)).files).toMatchObject({ used: 3, left: 0 });
    // None left: 429 with the documents' own message and Retry-After, before the file is read.
    const over = await attach(a.c, created.id, PDF());
    expect([over.status, over.body.message]).toEqual([429, QUOTA_MESSAGES.files(3, 'free')]);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    const docOver = await a.c.upload('/api/documents/upload', 'document', new TextEncoder().encode('one more'), 'more.txt');
    expect(docOver.status).toBe(429);
    // Someone else's case is refused as before (403), not with the quota.
    const b = await client();
    expect((await attach(b.c, created.id, PDF())).status).toBe(403);
  });

  it('a file past the day’s bytes is refused (429) and counted nowhere; an attach that fails gives its place back', async () => {
    const a = await client();
    const { body: created } = await a.c.post('/api/case-analyses', kase());
    const big = await attach(a.c, created.id, PDF(700 * 1024));
    expect(big.status, big.text).toBe(201);
    const over = await attach(a.c, created.id, PDF(400 * 1024));
    expect(over.status).toBe(429);
    expect(over.body.message).toBe(QUOTA_MESSAGES.bytes(1024 * 1024, 1024 * 1024 - (await quota(a.c)).bytes.used, 'free'));
    expect((await quota(a.c)).files.used).toBe(1);
    // The storage fails once: the attach answers 500 and its place in the quota is given back.
    const storage = app.server.deps.storage;
    const put = storage.put.bind(storage);
    storage.put = async () => {
      throw new Error('disk full (test)');
    };
    try {
      expect((await attach(a.c, created.id, PDF())).status).toBe(500);
    } finally {
      storage.put = put;
    }
    const after = await quota(a.c);
    expect(after.files.used).toBe(1);
    expect(after.bytes.used).toBe(PDF(700 * 1024).length);
    expect((await attach(a.c, created.id, PDF())).status).toBe(201);
  });
});
