// Issue 29, M6: rendering a letter (a PDF or DOCX laid out on request) costs the server far more
// than the request costs the caller, so it counts among the costly requests (app/server.ts
// COSTLY_REQUESTS): at most REPORTS_PER_MINUTE renders a minute per user, then 429 with
// Retry-After; another user keeps their own count, and reading the library is not counted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appDatabaseFlavours, type TestDatabase } from '../../test/support/databases.js';
import { startTestApp, uniqueName, type TestApp, type TestClient } from '../../test/support/app.js';
import { RATE_LIMITED_MESSAGE } from '../../infra/http/rate-limit.js';

const LIMIT = 3;
const RENDER = '/api/templates/small-claims-demand-letter/render';
const letter = {
  format: 'pdf',
  variables: {
    senderName: 'Dana Whitfield',
    senderAddress: '42 Elm Street',
    date: 'May 1, 2026',
    recipientName: 'Morgan Lee',
    recipientAddress: '9 Oak Avenue',
    amountOwed: '$1,850.00',
    reasonOwed: 'the unreturned security deposit',
    paymentDeadline: 'May 31, 2026',
  },
};

let ip = 0;

describe.each(appDatabaseFlavours())('the per-minute limit on letter renders on $name', (flavour) => {
  let db: TestDatabase;
  let app: TestApp;

  beforeAll(async () => {
    db = await flavour.open();
    app = await startTestApp(db, { REPORTS_PER_MINUTE: String(LIMIT) });
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  async function signUp(): Promise<TestClient> {
    const c = app.client(`10.64.0.${++ip}`);
    const username = uniqueName('render');
    expect((await c.post('/api/register', { username, email: `${username}@example.com`, password: 'secret-pass' })).status).toBe(201);
    return c;
  }

  it('answers a user’s render past REPORTS_PER_MINUTE in a minute 429 with Retry-After, and another user’s first one', async () => {
    const a = await signUp();
    const b = await signUp();
    // Counted in the current minute: start early in a minute, so that all of them fall in one.
    const secondsLeft = 60 - new Date().getUTCSeconds();
    if (secondsLeft < 20) await new Promise((r) => setTimeout(r, secondsLeft * 1000 + 200));
    for (let i = 0; i < LIMIT; i++) {
      const res = await a.post(RENDER, letter);
      expect(res.status, res.text).toBe(200);
    }
    const refused = await a.post(RENDER, letter);
    expect([refused.status, refused.body.message]).toEqual([429, RATE_LIMITED_MESSAGE]);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect((await b.post(RENDER, letter)).status).toBe(200);
    // Reading the library and one template is not counted.
    expect((await a.get('/api/templates')).status).toBe(200);
    expect((await a.get('/api/templates/small-claims-demand-letter')).status).toBe(200);
  });
});
