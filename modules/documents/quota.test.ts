// Daily upload quotas (issue 28) through HTTP against the real app: GET /api/documents/quota says
// what is left; an upload past the files or the bytes of the day answers 429 with the limit in its
// message and Retry-After until midnight UTC, and counts nothing; refused files (wrong type) count
// nothing either; a deleted document still counts; Premium has its own, larger limits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appDatabaseFlavours, type TestDatabase } from '../../test/support/databases.js';
import { startTestApp, uniqueName, type TestApp, type TestClient } from '../../test/support/app.js';
import { makeTextImage } from '../../test/support/document-samples.js';
import { quotaLine, sizeLeftText, type DocumentSummary, type UploadQuotaResponse } from './index.js';

const MB = 1024 * 1024;
const YEAR = new Date().getUTCFullYear();

describe('what is left, in words', () => {
  it('rounds down, so it never promises more than is left', () => {
    const MB = 1024 * 1024;
    expect(sizeLeftText(100 * MB - 2048)).toBe('99.9 MB');
    expect(sizeLeftText(94 * MB)).toBe('94 MB');
    expect(sizeLeftText(MB + 1)).toBe('1 MB');
    expect(sizeLeftText(1023 * 1024 + 1000)).toBe('1023 kB');
    expect(sizeLeftText(0)).toBe('0 kB');
  });
});

describe.each(appDatabaseFlavours())('daily upload quotas on $name', (flavour) => {
  let db: TestDatabase;
  let app: TestApp;

  beforeAll(async () => {
    db = await flavour.open();
    app = await startTestApp(db, {
      PAYMENTS: 'test',
      DOCUMENT_DAILY_FILES_FREE: '3',
      DOCUMENT_DAILY_MB_FREE: '1',
      DOCUMENT_DAILY_FILES_PREMIUM: '5',
      DOCUMENT_DAILY_MB_PREMIUM: '2',
    });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  async function signUp(): Promise<TestClient> {
    const c = app.client();
    const username = uniqueName('quota');
    expect((await c.post('/api/register', { username, email: `${username}@example.com`, password: 'secret-pass' })).status).toBe(201);
    return c;
  }
  const quota = async (c: TestClient) => {
    const res = await c.get<UploadQuotaResponse>('/api/documents/quota');
    expect(res.status).toBe(200);
    return res.body;
  };
  const text = (size: number, tag = uniqueName('t')) => new TextEncoder().encode(`${tag} `.padEnd(size, 'x'));
  // An upload answers a DocumentSummary (201) or { message } (4xx).
  const upload = (c: TestClient, bytes: Uint8Array, name: string) => c.upload('/api/documents/upload', 'document', bytes, name);

  it('says what is left today, refuses the file that would pass the bytes and then the one past the files, and counts neither', async () => {
    const c = await signUp();
    const fresh = await quota(c);
    expect(fresh).toMatchObject({ plan: 'free', files: { used: 0, limit: 3, left: 3 }, bytes: { used: 0, limit: MB, left: MB } });
    expect(fresh.resetsAt).toBe(new Date(Date.parse(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`) + 86_400_000).toISOString());
    expect(quotaLine(fresh)).toBe('3 of 3 uploads left today (1 MB of 1 MB).');

    expect((await upload(c, text(600 * 1024), 'notes.txt')).status).toBe(201);
    // 600 kB used: a 500 kB file would pass the megabyte.
    const tooMuch = await upload(c, text(500 * 1024), 'more-notes.txt');
    expect(tooMuch.status).toBe(429);
    expect(tooMuch.body.message).toBe(
      "This file would pass today's upload limit of 1 MB on the free plan (424 kB left). You can upload more after midnight UTC.",
    );
    const retryAfter = Number(tooMuch.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(86_400);
    // A refused type is not counted either.
    const png = await makeTextImage(['not a pdf']);
    expect((await upload(c, png, 'contract.pdf')).status).toBe(415);
    expect(await quota(c)).toMatchObject({ files: { used: 1, left: 2 }, bytes: { used: 600 * 1024, left: MB - 600 * 1024 } });

    const second = await upload(c, text(1000), 'a.txt');
    expect(second.status).toBe(201);
    // Deleting does not give the upload back (the work it caused is done).
    expect((await c.delete(`/api/documents/${second.body.id}`)).status).toBe(204);
    expect((await upload(c, text(1000), 'b.txt')).status).toBe(201);
    const spent = await quota(c);
    expect(spent.files).toEqual({ used: 3, limit: 3, left: 0 });
    expect(quotaLine(spent)).toBe('0 of 3 uploads left today (422 kB of 1 MB).');

    // Past the files: refused before the body is read, with the limit in the message.
    const fourth = await upload(c, text(200 * 1024), 'c.txt');
    expect(fourth.status).toBe(429);
    expect(fourth.body.message).toBe("You have used today's 3 uploads on the free plan. You can upload again after midnight UTC.");
    expect((await quota(c)).files.used).toBe(3);
    // Another user's day is their own.
    expect((await quota(await signUp())).files.left).toBe(3);
  });

  it('counts uploads racing each other exactly: no more than the limit get through', async () => {
    const c = await signUp();
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => upload(c, text(1000), `race-${i}.txt`)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(3);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(3);
    expect((await quota(c)).files).toEqual({ used: 3, limit: 3, left: 0 });
    expect((await c.get<DocumentSummary[]>('/api/documents')).body).toHaveLength(3);
  });

  it('gives Premium its own limits', { timeout: 60_000 }, async () => {
    const c = await signUp();
    const sub = await c.post('/api/subscription', {});
    expect(sub.status).toBe(200);
    const paid = await c.post('/api/test-payments/confirm', {
      clientSecret: sub.body.clientSecret,
      cardNumber: '4242 4242 4242 4242',
      expMonth: 12,
      expYear: YEAR + 3,
      cvc: '123',
    });
    expect(paid.body.status).toBe('succeeded');
    await expect.poll(async () => (await quota(c)).plan, { timeout: 20_000 }).toBe('premium');
    expect(await quota(c)).toMatchObject({ files: { limit: 5, left: 5 }, bytes: { limit: 2 * MB } });
    for (let i = 0; i < 4; i++) expect((await upload(c, text(1000), `p-${i}.txt`)).status).toBe(201);
    const big = await upload(c, text(2 * MB), 'big.txt');
    expect(big.status).toBe(429);
    expect(big.body.message).toMatch(/^This file would pass today's upload limit of 2 MB on the Premium plan \(/);
    expect((await quota(c)).files.left).toBe(1);
  });
});
