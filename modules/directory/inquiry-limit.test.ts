// The daily limit on inquiries (issue 29 M6) through HTTP against the real app: INQUIRY_DAILY_LIMIT
// set to 2, a client's third inquiry of the day is refused with 429, the limit and when it resets
// in words, and Retry-After; racing requests cannot pass it; a refused or failed inquiry does not
// count; another client has their own count; erasing the client deletes their count rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appDatabaseFlavours, type TestDatabase } from '../../test/support/databases.js';
import { startTestApp, uniqueName, type TestApp, type TestClient } from '../../test/support/app.js';
import { signInStaff } from '../../test/support/staff-sign-in.js';
import { inquiryLimitMessage } from './contract.js';
import { utcDay as dayOf } from '../../infra/db/daily-counter.js';
import { withinInquiryLimit } from './inquiry-limit.js';

const OPS = { username: 'opsinquirylimit', password: 'ops-password-1' };
const LIMIT = 2;
const YEAR = new Date().getUTCFullYear();

const listing = () => ({
  fullName: `Limit PI ${uniqueName('n')} (sample)`,
  agencyName: 'Sample Agency',
  licenseNumber: uniqueName('LIC'),
  licenseExpiration: `${YEAR + 2}-06-30`,
  licenseState: 'TX',
  yearsExperience: 7,
  specializations: ['Surveillance'],
  bio: 'Fictional.',
  email: 'pi@example.com',
  city: 'Austin',
  state: 'TX',
  zipCode: '78701',
  hourlyRate: 90,
  responseTimeHours: 24,
});

const inquiry = (piId: string) => ({
  piId,
  investigationType: 'Surveillance',
  location: 'Austin, TX',
  description: 'Two days of surveillance near my office.',
  budget: 'Under $500',
});

describe.each(appDatabaseFlavours())('the daily inquiry limit on $name', (flavour) => {
  let db: TestDatabase;
  let app: TestApp;
  let admin: TestClient;
  let piId: string;

  const signUp = async (): Promise<{ client: TestClient; id: number }> => {
    const client = app.client();
    const username = uniqueName('lim');
    const res = await client.post('/api/register', { username, email: `${username}@example.com`, password: 'secret-pass' });
    expect(res.status, res.text).toBe(201);
    return { client, id: res.body.id as number };
  };
  const countOf = async (userId: number) =>
    (
      (await app.server.deps.knex('directory_inquiry_days').where({ user_id: userId }).first('inquiries')) as
        { inquiries: number } | undefined
    )?.inquiries;

  beforeAll(async () => {
    db = await flavour.open();
    app = await startTestApp(db, { OPS_USERNAME: OPS.username, OPS_PASSWORD: OPS.password, INQUIRY_DAILY_LIMIT: String(LIMIT) });
    admin = app.client();
    expect((await signInStaff(admin, { ...OPS, userType: 'investigator' })).status).toBe(200);
    const listed = await admin.post('/api/admin/investigators', listing());
    expect(listed.status, listed.text).toBe(201);
    piId = listed.body.id;
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it('refuses the inquiry past the limit with 429, the limit and when it resets, and Retry-After', async () => {
    const { client, id } = await signUp();
    for (let i = 0; i < LIMIT; i++) expect((await client.post('/api/pi-inquiries', inquiry(piId))).status).toBe(201);
    const refused = await client.post('/api/pi-inquiries', inquiry(piId));
    expect(refused.status, refused.text).toBe(429);
    const secondsToMidnight = (Date.parse(`${dayOf(new Date())}T00:00:00.000Z`) + 86_400_000 - Date.now()) / 1000;
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(Math.abs(retryAfter - secondsToMidnight)).toBeLessThan(60);
    expect(refused.body.message).toBe(inquiryLimitMessage(LIMIT, retryAfter));
    expect(refused.body.message).toMatch(/today's 2 inquiries.*after midnight UTC/);
    // The refused one was not recorded: the client's list holds the two that were sent.
    expect((await client.get('/api/pi-inquiries')).body).toHaveLength(LIMIT);
    expect(await countOf(id)).toBe(LIMIT);
    // Another client has a count of their own.
    const other = await signUp();
    expect((await other.client.post('/api/pi-inquiries', inquiry(piId))).status).toBe(201);
  });

  it('lets exactly the limit through when the requests race', async () => {
    const { client, id } = await signUp();
    const answers = await Promise.all(Array.from({ length: 6 }, () => client.post('/api/pi-inquiries', inquiry(piId))));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 429, 429, 429, 429]);
    expect(await countOf(id)).toBe(LIMIT);
  });

  it('does not count a refused inquiry (a listing that is gone) or one whose recording failed', async () => {
    const { client, id } = await signUp();
    const gone = await admin.post('/api/admin/investigators', listing());
    expect((await admin.delete(`/api/admin/investigators/${gone.body.id}`)).status).toBe(204);
    expect((await client.post('/api/pi-inquiries', inquiry(gone.body.id))).status).toBe(404);
    expect(await countOf(id)).toBeUndefined();
    // A failure while recording gives the reservation back.
    const knex = app.server.deps.knex;
    await expect(
      withinInquiryLimit(knex, id, LIMIT, async () => {
        expect(await countOf(id)).toBe(1);
        throw new Error('the store is down');
      }),
    ).rejects.toThrow('the store is down');
    expect(await countOf(id)).toBe(0);
    for (let i = 0; i < LIMIT; i++) expect((await client.post('/api/pi-inquiries', inquiry(piId))).status).toBe(201);
    expect((await client.post('/api/pi-inquiries', inquiry(piId))).status).toBe(429);
  });

  it('deletes the erased client’s count rows', async () => {
    const { client, id } = await signUp();
    expect((await client.post('/api/pi-inquiries', inquiry(piId))).status).toBe(201);
    expect(await countOf(id)).toBe(1);
    expect((await client.post('/api/user/erase', { password: 'secret-pass' })).status).toBe(204);
    await expect.poll(() => app.server.deps.knex('directory_inquiry_days').where({ user_id: id }), { timeout: 20_000 }).toEqual([]);
    expect(await app.server.deps.knex('directory_inquiry_senders').where({ user_id: id })).toEqual([]);
  });
});
