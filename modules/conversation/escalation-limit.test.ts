// The daily limit on escalations (issue 29 M6) through HTTP against the real app: ESCALATION_DAILY_LIMIT
// set to 2, a premium client's third escalation of the day is refused with 429, the limit and when it
// resets in words, and Retry-After; racing requests cannot pass it; a refused (no Premium) or failed
// escalation does not count; another client has their own count; erasing the client deletes their rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appDatabaseFlavours, type TestDatabase } from '../../test/support/databases.js';
import { startTestApp, uniqueName, type TestApp, type TestClient } from '../../test/support/app.js';
import { utcDay as dayOf } from '../../infra/db/daily-counter.js';
import { escalationLimitMessage } from './contract.js';
import { withinEscalationLimit } from './escalation-limit.js';

const LIMIT = 2;
const YEAR = new Date().getUTCFullYear();
let ip = 0;

const escalation = (n: number) => ({ caseSummary: `My brother has been missing since Friday night (${n})`, urgency: 'standard' });

describe.each(appDatabaseFlavours())('the daily escalation limit on $name', (flavour) => {
  let db: TestDatabase;
  let app: TestApp;

  const signUp = async (premium = true): Promise<{ client: TestClient; id: number }> => {
    const client = app.client(`10.65.${Math.floor(++ip / 250)}.${ip % 250}`);
    const username = uniqueName('esc');
    const res = await client.post('/api/register', { username, email: `${username}@example.com`, password: 'secret-pass' });
    expect(res.status, res.text).toBe(201);
    if (premium) {
      const sub = await client.post('/api/subscription', {});
      expect(sub.status, sub.text).toBe(200);
      const paid = await client.post('/api/test-payments/confirm', {
        clientSecret: sub.body.clientSecret,
        cardNumber: '4242 4242 4242 4242',
        expMonth: 12,
        expYear: YEAR + 3,
        cvc: '123',
      });
      expect(paid.body.status).toBe('succeeded');
      await expect.poll(async () => (await client.get('/api/subscription')).body.isSubscribed, { timeout: 10_000 }).toBe(true);
    }
    return { client, id: res.body.id as number };
  };
  const countOf = async (userId: number) =>
    (
      (await app.server.deps.knex('conversation_escalation_days').where({ user_id: userId }).first('escalations')) as
        { escalations: number } | undefined
    )?.escalations;

  beforeAll(async () => {
    db = await flavour.open();
    app = await startTestApp(db, { ESCALATION_DAILY_LIMIT: String(LIMIT) });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it('refuses the escalation past the limit with 429, the limit and when it resets, and Retry-After', async () => {
    const { client, id } = await signUp();
    for (let i = 0; i < LIMIT; i++) expect((await client.post('/api/escalations', escalation(i))).status).toBe(201);
    const refused = await client.post('/api/escalations', escalation(LIMIT));
    expect(refused.status, refused.text).toBe(429);
    const secondsToMidnight = (Date.parse(`${dayOf(new Date())}T00:00:00.000Z`) + 86_400_000 - Date.now()) / 1000;
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(Math.abs(retryAfter - secondsToMidnight)).toBeLessThan(60);
    expect(refused.body.message).toBe(escalationLimitMessage(LIMIT, retryAfter));
    expect(refused.body.message).toMatch(/today's 2 escalations to investigators.*after midnight UTC \(in about \d+ (hours?|minutes?)\)/);
    // The refused one was not recorded: the client's list holds the two that were sent.
    expect((await client.get('/api/escalations')).body).toHaveLength(LIMIT);
    expect(await countOf(id)).toBe(LIMIT);
    // Another client has a count of their own.
    const other = await signUp();
    expect((await other.client.post('/api/escalations', escalation(0))).status).toBe(201);
  });

  it('lets exactly the limit through when the requests race', async () => {
    const { client, id } = await signUp();
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => client.post('/api/escalations', escalation(i))));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 429, 429, 429, 429]);
    expect(await countOf(id)).toBe(LIMIT);
  });

  it('does not count a refused escalation (no Premium) or one whose recording failed', async () => {
    const free = await signUp(false);
    expect((await free.client.post('/api/escalations', escalation(0))).status).toBe(403);
    expect(await countOf(free.id)).toBeUndefined();
    const { client, id } = await signUp();
    // A failure while recording gives the reservation back.
    await expect(
      withinEscalationLimit(app.server.deps.knex, id, LIMIT, async () => {
        expect(await countOf(id)).toBe(1);
        throw new Error('the store is down');
      }),
    ).rejects.toThrow('the store is down');
    expect(await countOf(id)).toBe(0);
    for (let i = 0; i < LIMIT; i++) expect((await client.post('/api/escalations', escalation(i))).status).toBe(201);
    expect((await client.post('/api/escalations', escalation(LIMIT))).status).toBe(429);
  });

  it('deletes the erased client’s count rows', async () => {
    const { client, id } = await signUp();
    expect((await client.post('/api/escalations', escalation(0))).status).toBe(201);
    expect(await countOf(id)).toBe(1);
    expect((await client.post('/api/user/erase', { password: 'secret-pass' })).status).toBe(204);
    await expect.poll(() => app.server.deps.knex('conversation_escalation_days').where({ user_id: id }), { timeout: 20_000 }).toEqual([]);
  });
});
