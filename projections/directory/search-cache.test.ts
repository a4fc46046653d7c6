// The read cache of Find My PI searches (routes.ts, wired in app/server.ts; decision 0020): a
// repeated search is answered from memory, and a new, changed or removed listing is seen by the next
// search — in the process that made the change right after the command answers, in another process
// sharing the database as soon as the signal (NOTIFY) reaches it. Two app instances on one Postgres
// database stand for two processes; on PGlite (one process only) the same is checked in one instance.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseFlavours, type TestDatabase } from '../../test/support/databases.js';
import { uniqueName, type TestApp, type TestClient } from '../../test/support/app.js';
import { registerOn, sameBrowserOn, startTwoApps, until } from '../../test/support/two-processes.js';
import { searchQueryString, type SearchResponse } from '../../modules/directory/index.js';
import { signInStaff } from '../../test/support/staff-sign-in.js';

const OPS = { username: 'opspisearch', password: 'ops-password-1' };
const YEAR = new Date().getUTCFullYear();
const SEARCH = { investigationType: 'Surveillance', location: 'Austin, TX', maxDistance: 25, minRating: 0 };

const listing = (over: Record<string, unknown> = {}) => ({
  fullName: `Cached PI ${uniqueName('n')} (sample)`,
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
  ...over,
});

const search = (c: TestClient, body: Record<string, unknown> = {}) => c.post<SearchResponse>('/api/find-pi/search', { ...SEARCH, ...body });
const names = (r: { body: SearchResponse }) => r.body.results.map((p) => p.fullName);

/** Searches until `app`'s read cache answers one (a load that raced a signal is not kept): fails if none ever does. */
async function searchUntilCached(app: TestApp, c: TestClient, body: Record<string, unknown> = {}) {
  for (let i = 0; i < 20; i++) {
    const before = app.server.caches.reads.hits;
    const res = await search(c, body);
    expect(res.status, res.text).toBe(200);
    if (app.server.caches.reads.hits > before) return res;
  }
  throw new Error('the search was never answered from the cache');
}

describe.each(databaseFlavours())('Find My PI search cache on $name', (flavour) => {
  let db: TestDatabase;
  let apps: Awaited<ReturnType<typeof startTwoApps>> | undefined;
  let a: TestApp;
  let b: TestApp;
  let admin: TestClient;

  beforeAll(async () => {
    db = await flavour.open();
    apps = await startTwoApps(db, { OPS_USERNAME: OPS.username, OPS_PASSWORD: OPS.password });
    ({ a, b } = apps);
    admin = a.client('10.14.0.1');
    expect((await signInStaff(admin, { ...OPS, userType: 'investigator' })).status).toBe(200);
  }, 120_000);
  afterAll(async () => {
    await apps?.close();
    await db?.close();
  });

  it('answers a repeated search from memory, the same for every caller, and a different search apart', async () => {
    const one = await registerOn(a, '10.14.0.2', 'pis');
    const two = await registerOn(a, '10.14.0.3', 'pis');
    expect((await admin.post('/api/admin/investigators', listing({ fullName: 'Shared Answer (sample)' }))).status).toBe(201);
    const first = await searchUntilCached(a, one.c);
    expect(names(first)).toContain('Shared Answer (sample)');
    // Another caller's identical search (specializations in another order and repeated) is the same answer, from memory.
    const hits = a.server.caches.reads.hits;
    const again = await search(two.c, { specializations: [] });
    expect(a.server.caches.reads.hits - hits).toBe(1);
    expect(again.body).toEqual(first.body);
    // A different search is not answered from that entry.
    const wider = await search(two.c, { maxDistance: 100 });
    expect(wider.status).toBe(200);
    expect(a.server.caches.reads.hits - hits).toBe(1);
    expect(wider.body.location).toEqual(first.body.location);
  });

  it('answers the same for specializations in any order or repeated', async () => {
    const { c } = await registerOn(a, '10.14.0.4', 'pis');
    const specs = ['Surveillance', 'Background Checks'];
    const first = await searchUntilCached(a, c, { specializations: specs });
    const hits = a.server.caches.reads.hits;
    const reordered = await search(c, { specializations: [...specs].reverse().concat(specs[0]!) });
    expect(a.server.caches.reads.hits - hits).toBe(1);
    expect(reordered.body).toEqual(first.body);
  });

  it('drops the GET form’s answers with the POST form’s: a new listing is in the next GET search, here and in the other process', async () => {
    const { c, ip } = await registerOn(a, '10.14.0.6', 'pis');
    const onB = sameBrowserOn(b, c, ip);
    const url = `/api/find-pi/search?${searchQueryString(SEARCH)}`;
    const get = (client: TestClient) => client.get<SearchResponse>(url);
    for (const [app, client] of [
      [a, c],
      [b, onB],
    ] as const) {
      let cached = false;
      for (let i = 0; i < 20 && !cached; i++) {
        const hits = app.server.caches.reads.hits;
        expect((await get(client)).status).toBe(200);
        cached = app.server.caches.reads.hits > hits;
      }
      expect(cached).toBe(true);
    }
    expect((await admin.post('/api/admin/investigators', listing({ fullName: 'Listed For GET (sample)' }))).status).toBe(201);
    expect(names(await get(c))).toContain('Listed For GET (sample)');
    expect(
      names(
        await until(
          () => get(onB),
          (r) => names(r).includes('Listed For GET (sample)'),
        ),
      ),
    ).toContain('Listed For GET (sample)');
  });

  it('shows a new, a changed and a removed listing to the next search, here at once and in the other process', async () => {
    const { c, ip } = await registerOn(a, '10.14.0.5', 'pis');
    const onB = sameBrowserOn(b, c, ip);
    const licenseNumber = uniqueName('LIC');
    const before = await searchUntilCached(a, c);
    await searchUntilCached(b, onB);
    expect(names(before)).not.toContain('Newly Listed (sample)');

    // A new listing: in the next search here, and there once the signal arrives.
    const listed = await admin.post('/api/admin/investigators', listing({ fullName: 'Newly Listed (sample)', licenseNumber }));
    expect(listed.status).toBe(201);
    const id = listed.body.id as string;
    const here = await search(c);
    expect(names(here)).toContain('Newly Listed (sample)');
    expect(here.body.total).toBe(before.body.total + 1);
    expect(
      names(
        await until(
          () => search(onB),
          (r) => names(r).includes('Newly Listed (sample)'),
        ),
      ),
    ).toContain('Newly Listed (sample)');

    // Cached again on both sides, then changed: the new name replaces the old one.
    await searchUntilCached(a, c);
    await searchUntilCached(b, onB);
    const changed = await admin.post('/api/admin/investigators', listing({ fullName: 'Renamed Listing (sample)', licenseNumber }));
    expect(changed.status, changed.text).toBe(200);
    const renamed = await search(c);
    expect(renamed.body.results.find((p) => p.id === id)?.fullName).toBe('Renamed Listing (sample)');
    const renamedThere = await until(
      () => search(onB),
      (r) => r.body.results.find((p) => p.id === id)?.fullName === 'Renamed Listing (sample)',
    );
    expect(renamedThere.body.results.find((p) => p.id === id)?.fullName).toBe('Renamed Listing (sample)');

    // Removed (deactivated): gone from the next search here, and there.
    await searchUntilCached(a, c);
    await searchUntilCached(b, onB);
    expect((await admin.delete(`/api/admin/investigators/${id}`)).status).toBe(204);
    const gone = await search(c);
    expect(gone.body.results.map((p) => p.id)).not.toContain(id);
    expect(gone.body.total).toBe(before.body.total);
    const goneThere = await until(
      () => search(onB),
      (r) => !r.body.results.some((p) => p.id === id),
    );
    expect(goneThere.body.results.map((p) => p.id)).not.toContain(id);
  });
});
