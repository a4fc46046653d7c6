// Find My PI search correctness on a generated directory of 10 000 investigators: for many random
// searches (radius, statewide, minimum rating, specializations, expired licences, inactive and
// unverified listings, each sort order, matches and the other-specialties group) the SQL answers
// exactly the set a brute-force computation over all rows gives, in its order. Rows go in through
// the projector's own row mapping, in bulk. Each profile the database writes as JSON equals the one
// Node builds from the row itself (profileOf).
// Then matching and ranking through HTTP on a small directory made by the admin (decision 0050): a
// PI without the specialty is never a match, an unreviewed PI never passes a star filter, the
// other-specialties group comes only when nobody within the radius matches, each sort's order, and
// an empty directory said as such.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { appDatabaseFlavours, type TestDatabase } from '../../test/support/databases.js';
import { startTestApp, uniqueName, type TestApp, type TestClient } from '../../test/support/app.js';
import {
  EARTH_RADIUS_MILES,
  INVESTIGATION_TYPES,
  MAP_PLACES_LIMIT,
  milesBetween,
  RADIUS_OPTIONS,
  RATING_PRIOR,
  SEARCH_SORTS,
  type InvestigatorProfile,
  type SearchResponse,
  type SearchSort,
  type AdminListingsResponse,
} from '../../modules/directory/index.js';
import { CENTRES, generateDirectory, insertDirectory, rng, type GeneratedPi } from '../../test/support/directory.js';
import { DISTANCE_BAND_MILES, searchInvestigators, warnBefore, type SearchCriteria } from './queries.js';
import { signInStaff } from '../../test/support/staff-sign-in.js';

const weighted = (p: GeneratedPi) =>
  (RATING_PRIOR.weight * RATING_PRIOR.mean + p.averageRating * p.totalReviews) / (RATING_PRIOR.weight + p.totalReviews);

/** The same search done by brute force over every PI. */
function bruteForce(pis: readonly GeneratedPi[], c: SearchCriteria) {
  const wanted = [...new Set([c.investigationType, ...c.specializations])];
  return pis
    .filter((p) => p.isActive && p.listing.isVerified)
    .filter((p) => p.listing.specializations.includes(c.investigationType) === (c.group !== 'other'))
    .filter((p) => c.minRating <= 0 || (p.totalReviews > 0 && p.averageRating >= c.minRating))
    .filter((p) => c.specializations.length === 0 || c.specializations.some((s) => p.listing.specializations.includes(s)))
    .map((p) => ({
      p,
      d: milesBetween(c.latitude, c.longitude, p.listing.latitude, p.listing.longitude),
      m: wanted.filter((w) => p.listing.specializations.includes(w)).length,
      w: weighted(p),
      expired: p.listing.licenseExpiration < c.today,
    }))
    .filter((x) => (c.maxDistance >= 999 ? x.p.listing.state === c.state : x.d <= c.maxDistance));
}
type Found = ReturnType<typeof bruteForce>[number];

/**
 * Whether `a` may come before `b` in `sort`'s order (queries.ts SEARCH_ORDERS). A key computed in
 * floating point on both sides (distance, its band, the weighted rating) that ties within a hair
 * decides nothing either way: the pair is accepted.
 */
function inOrder(a: Found, b: Found, sort: SearchSort): boolean {
  type Key = [number, number, 'float' | 'exact'];
  const band = (x: Found) => Math.floor(x.d / DISTANCE_BAND_MILES);
  const nearBand = (x: Found) => Math.abs(x.d / DISTANCE_BAND_MILES - Math.round(x.d / DISTANCE_BAND_MILES)) < 1e-9;
  const keys: Record<SearchSort, Key[]> = {
    best: [
      [Number(a.expired), Number(b.expired), 'exact'],
      [-a.m, -b.m, 'exact'],
      nearBand(a) || nearBand(b) ? [0, 0, 'float'] : [band(a), band(b), 'exact'],
      [-a.w, -b.w, 'float'],
      [a.p.listing.responseTimeHours, b.p.listing.responseTimeHours, 'exact'],
      [a.d, b.d, 'float'],
    ],
    distance: [
      [Number(a.expired), Number(b.expired), 'exact'],
      [a.d, b.d, 'float'],
    ],
    rating: [
      [Number(a.expired), Number(b.expired), 'exact'],
      [-a.w, -b.w, 'float'],
      [-a.p.totalReviews, -b.p.totalReviews, 'exact'],
      [a.d, b.d, 'float'],
    ],
    response: [
      [Number(a.expired), Number(b.expired), 'exact'],
      [a.p.listing.responseTimeHours, b.p.listing.responseTimeHours, 'exact'],
      [a.d, b.d, 'float'],
    ],
  };
  for (const [x, y, kind] of keys[sort]) {
    if (kind === 'float' && Math.abs(x - y) < 1e-9) return true;
    if (x !== y) return x < y;
  }
  return true;
}

type Row = Record<string, unknown>;
const list = (v: unknown): string[] => (Array.isArray(v) ? v : typeof v === 'string' ? JSON.parse(v) : []) as string[];
const money = (v: unknown) => (v === null || v === undefined ? null : Number(v).toFixed(2));

/** A PI's profile built in Node from its row (`select *` plus the SQL distance), the API's shape and formatting. */
function profileOf(r: Row & { license_expiration_text?: string }, match: number): InvestigatorProfile {
  return {
    id: String(r.id),
    fullName: String(r.full_name),
    agencyName: String(r.agency_name),
    licenseNumber: String(r.license_number),
    licenseExpiration: String(r.license_expiration_text),
    licenseState: String(r.license_state),
    yearsExperience: Number(r.years_experience),
    specializations: list(r.specializations),
    serviceAreas: list(r.service_areas),
    bio: String(r.bio),
    email: String(r.email),
    phone: String(r.phone),
    website: String(r.website),
    address: String(r.address),
    city: String(r.city),
    state: String(r.state),
    zipCode: String(r.zip_code),
    latitude: Number(r.latitude),
    longitude: Number(r.longitude),
    hourlyRate: money(r.hourly_rate),
    isVerified: Boolean(r.is_verified),
    isActive: Boolean(r.is_active),
    averageRating: Number(r.average_rating).toFixed(2),
    totalReviews: Number(r.total_reviews),
    responseTimeHours: Number(r.response_time_hours),
    languages: list(r.languages),
    certifications: list(r.certifications),
    availability: list(r.availability),
    createdAt: (r.created_at as Date).toISOString(),
    updatedAt: (r.updated_at as Date).toISOString(),
    distanceMiles: Math.round(Number(r.distance_miles) * 10) / 10,
    specializationMatch: match,
    // In hundredths, in integers: (weight × mean + average × reviews) / (weight + reviews), half up as Postgres rounds.
    weightedRating: (
      Math.round(
        (RATING_PRIOR.weight * RATING_PRIOR.mean * 100 + Math.round(Number(r.average_rating) * 100) * Number(r.total_reviews)) /
          (RATING_PRIOR.weight + Number(r.total_reviews)),
      ) / 100
    ).toFixed(2),
    licenseStatus: r.license_expiration_text! < today ? 'expired' : r.license_expiration_text! < warnBefore(today) ? 'expiring' : 'valid',
  };
}

const today = '2026-11-23';

describe.each(appDatabaseFlavours())('Find My PI search over 10 000 PIs on $name', (flavour) => {
  let db: TestDatabase;
  let app: TestApp;
  let knex: Knex;
  const pis = generateDirectory(10_000);

  beforeAll(async () => {
    db = await flavour.open();
    app = await startTestApp(db);
    knex = app.server.deps.knex;
    await insertDirectory(knex, pis);
    // Rows beyond what the generator writes: no hourly rate, times with milliseconds, texts JSON must escape.
    await knex.raw(`update directory_investigators_view set hourly_rate = null, created_at = '2026-03-04T05:06:07.089Z',
      updated_at = '2026-11-02T23:59:59.999Z', bio = E'Line one\\nline "two" \\\\ tab\\t \\u00e9 \\u2028 end' where years_experience % 3 = 0`);
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it(
    'answers exactly the brute-force set, in rank order, for radius, statewide, rating and specialization searches',
    { timeout: 120_000 },
    async () => {
      const r = rng(99);
      let nonEmpty = 0;
      for (let i = 0; i < 40; i++) {
        const [, state, lat, lng] = CENTRES[i % CENTRES.length]!;
        const criteria: SearchCriteria = {
          latitude: lat + (r() - 0.5) * 2,
          longitude: lng + (r() - 0.5) * 2,
          state,
          maxDistance: RADIUS_OPTIONS[i % RADIUS_OPTIONS.length]!,
          minRating: [0, 3, 4, 4.5][Math.floor(r() * 4)]!,
          investigationType: INVESTIGATION_TYPES[Math.floor(r() * INVESTIGATION_TYPES.length)]!,
          specializations: r() < 0.5 ? [] : [INVESTIGATION_TYPES[Math.floor(r() * INVESTIGATION_TYPES.length)]!],
          today,
          limit: 100_000,
          sort: SEARCH_SORTS[i % SEARCH_SORTS.length]!,
          group: i % 5 === 4 ? 'other' : 'match',
        };
        const expected = bruteForce(pis, criteria);
        const got = await searchInvestigators(knex, criteria);
        // Points within a hair of the radius could fall either way in float arithmetic: none may differ otherwise.
        const edge = (id: string) =>
          Math.abs(
            (expected.find((x) => x.p.id === id)?.d ??
              milesBetween(
                criteria.latitude,
                criteria.longitude,
                pis[Number(id.slice(-12))]!.listing.latitude,
                pis[Number(id.slice(-12))]!.listing.longitude,
              )) - criteria.maxDistance,
          ) < 1e-6;
        const gotIds = new Set(got.results.map((x) => x.id));
        const wantIds = new Set(expected.map((x) => x.p.id));
        expect(
          [...wantIds].filter((id) => !gotIds.has(id) && !edge(id)),
          `missing in search ${i}`,
        ).toEqual([]);
        expect(
          [...gotIds].filter((id) => !wantIds.has(id) && !edge(id)),
          `extra in search ${i}`,
        ).toEqual([]);
        expect(got.total).toBe(got.results.length);
        expect(got.expired).toBe(got.results.filter((x) => x.licenseStatus === 'expired').length);
        // Every profile as Node builds it from the row, field by field (the distance: the same SQL haversine, rounded in Node).
        const { rows } = (await knex.raw(
          `select v.*, to_char(license_expiration, 'YYYY-MM-DD') as license_expiration_text,
           (${EARTH_RADIUS_MILES} * 2 * asin(least(1, sqrt(power(sin(radians(latitude - ?) / 2), 2) +
             cos(radians(?)) * cos(radians(latitude)) * power(sin(radians(longitude - ?) / 2), 2))))) as distance_miles
         from directory_investigators_view v where id = any(?::uuid[])`,
          [criteria.latitude, criteria.latitude, criteria.longitude, got.results.map((x) => x.id)],
        )) as { rows: Row[] };
        const byId = new Map(rows.map((row) => [String(row.id), row]));
        const matchOf = (id: string) => expected.find((x) => x.p.id === id)?.m ?? -1;
        expect(got.results).toEqual(got.results.map((x) => profileOf(byId.get(x.id)!, matchOf(x.id))));
        // The order of the sort asked for.
        const found = new Map(expected.map((x) => [x.p.id, x]));
        for (let k = 1; k < got.results.length; k++) {
          const a = found.get(got.results[k - 1]!.id);
          const b = found.get(got.results[k]!.id);
          if (a && b) expect(inOrder(a, b, criteria.sort!), `order of search ${i} (${criteria.sort}) at ${k}`).toBe(true);
        }
        if (expected.length > 0) nonEmpty++;
      }
      // The generated searches exercise real answers, not only empty ones.
      expect(nonEmpty).toBeGreaterThan(30);
    },
  );

  it('uses the bounding-box index for a radius search', async () => {
    await knex.raw('analyze directory_investigators_view');
    const plan = (await knex.raw(
      'explain select id from directory_investigators_view where is_active and is_verified and latitude between 30 and 30.5 and longitude between -98 and -97.5',
    )) as { rows: { 'QUERY PLAN': string }[] };
    expect(plan.rows.map((x) => x['QUERY PLAN']).join('\n')).toMatch(/directory_investigators_point/);
  });
});

const OPS = { username: 'opsranking', password: 'ops-password-1' };
const YEAR = new Date().getUTCFullYear();

describe.each(appDatabaseFlavours())('Find My PI matching and ranking through HTTP on $name', (flavour) => {
  let db: TestDatabase;
  let app: TestApp;
  let admin: TestClient;
  let client: TestClient;
  let emptyAnswer: SearchResponse;
  const ids: Record<string, string> = {};

  const search = async (body: Record<string, unknown>) => {
    const res = await client.post<SearchResponse>('/api/find-pi/search', { investigationType: 'Surveillance', location: '60601', ...body });
    expect(res.status, res.text).toBe(200);
    return res.body;
  };
  const names = (r: { results: InvestigatorProfile[] }) => r.results.map((p) => p.id);
  const list = async (key: string, over: Record<string, unknown>) => {
    const res = await admin.post('/api/admin/investigators', {
      fullName: `${key} (sample)`,
      licenseNumber: uniqueName('RANK'),
      licenseExpiration: `${YEAR + 2}-06-30`,
      licenseState: 'IL',
      specializations: ['Surveillance'],
      email: 'pi@example.com',
      city: 'Chicago',
      state: 'IL',
      zipCode: '60601',
      ...over,
    });
    expect(res.status, res.text).toBe(201);
    ids[key] = res.body.id as string;
  };
  /** The investigator account linked to a listing, made and signed in on first use. */
  const answerers: Record<string, TestClient> = {};
  const answererOf = async (key: string) => {
    if (answerers[key]) return answerers[key];
    const username = uniqueName('inv');
    const made = await admin.post('/api/admin/users', {
      username,
      email: `${username}@example.com`,
      password: 'secret-pass',
      role: 'investigator',
    });
    expect(made.status, made.text).toBe(201);
    const c = app.client();
    expect((await signInStaff(c, { username, password: 'secret-pass', userType: 'investigator' })).status).toBe(200);
    expect((await admin.put(`/api/admin/investigators/${ids[key]}/account`, { userId: made.body.id })).status).toBe(200);
    return (answerers[key] = c);
  };
  /** A new client sends the PI an inquiry, the PI answers it, and the client reviews the PI (reviews open on an answer). */
  const review = async (key: string, rating: number) => {
    const c = app.client();
    const username = uniqueName('rank');
    expect((await c.post('/api/register', { username, email: `${username}@example.com`, password: 'secret-pass' })).status).toBe(201);
    const inquiry = {
      piId: ids[key],
      investigationType: 'Surveillance',
      location: 'Chicago, IL',
      description: 'Two days of surveillance.',
      budget: 'Under $500',
    };
    const sent = await c.post('/api/pi-inquiries', inquiry);
    expect(sent.status).toBe(201);
    const answered = await (
      await answererOf(key)
    ).patch(`/api/pi-inquiries/${sent.body.id}`, { response: 'I can start Monday.', estimatedCost: 400 });
    expect(answered.status, answered.text).toBe(200);
    expect((await c.post('/api/pi-reviews', { piId: ids[key], rating })).status).toBe(201);
  };

  beforeAll(async () => {
    db = await flavour.open();
    app = await startTestApp(db, { OPS_USERNAME: OPS.username, OPS_PASSWORD: OPS.password });
    admin = app.client();
    expect((await signInStaff(admin, { ...OPS, userType: 'investigator' })).status).toBe(200);
    client = app.client();
    const username = uniqueName('ranker');
    expect((await client.post('/api/register', { username, email: `${username}@example.com`, password: 'secret-pass' })).status).toBe(201);
    // Before anything is listed: the answer says the directory is empty (not "expand your radius").
    emptyAnswer = await search({ minRating: 0 });
    // The Loop (0 mi), Lincoln Park (~3 mi), Evanston (~12 mi), Naperville (~28 mi), all around ZIP 60601.
    await list('loop', { zipCode: '60601', responseTimeHours: 72 });
    await list('lincolnPark', { zipCode: '60614', responseTimeHours: 2 });
    await list('evanston', { zipCode: '60201', city: 'Evanston', responseTimeHours: 12 });
    await list('naperville', { zipCode: '60540', city: 'Naperville', responseTimeHours: 1 });
    await list('loopBackground', { zipCode: '60601', specializations: ['Background Checks'], responseTimeHours: 1 });
    await list('expired', { zipCode: '60601', licenseExpiration: `${YEAR - 1}-01-01`, responseTimeHours: 1 });
    await review('lincolnPark', 5);
    await review('lincolnPark', 5);
    await review('evanston', 4);
    await review('evanston', 5);
    await review('loopBackground', 5);
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it('says an empty directory is empty', () => {
    expect(emptyAnswer).toMatchObject({ total: 0, results: [], otherSpecialties: null, directoryEmpty: true });
  });

  it('shows only PIs who offer the type, the expired licence last, and counts what it counts', async () => {
    const found = await search({ maxDistance: 25, minRating: 0 });
    // The Background Checks PI is in the Loop and best rated: never a Surveillance match.
    expect(names(found)).toEqual([ids.lincolnPark, ids.loop, ids.evanston, ids.expired]);
    expect(names(found)).not.toContain(ids.loopBackground);
    expect(found).toMatchObject({
      total: 4,
      expiredLicences: 1,
      summary: '4 investigators offering Surveillance within 25 miles of Chicago, IL 60601',
      otherSpecialties: null,
      directoryEmpty: false,
    });
    expect(found.results.map((p) => [p.licenseStatus, p.weightedRating])).toEqual([
      ['valid', '3.93'], // (5 × 3.5 + 5 + 5) / 7
      ['valid', '3.50'], // unreviewed: the prior itself
      ['valid', '3.79'], // (5 × 3.5 + 4 + 5) / 7
      ['expired', '3.50'],
    ]);
    const byCity = await search({ location: 'Chicago, IL', maxDistance: 25, minRating: 0 });
    expect(byCity.summary).toBe(`${byCity.total} investigators offering Surveillance within 25 miles of Chicago, IL`);
  });

  it('lets no unreviewed PI pass a star filter, whatever the stars asked', async () => {
    expect(names(await search({ maxDistance: 25 }))).toEqual([ids.lincolnPark, ids.evanston]); // the default 4+
    expect(names(await search({ maxDistance: 25, minRating: 3 }))).toEqual([ids.lincolnPark, ids.evanston]);
    expect(names(await search({ maxDistance: 25, minRating: 0.5 }))).toEqual([ids.lincolnPark, ids.evanston]);
    expect(names(await search({ maxDistance: 25, minRating: 4.6 }))).toEqual([ids.lincolnPark]);
    expect(names(await search({ maxDistance: 50, minRating: 0 }))).toContain(ids.naperville);
    expect(names(await search({ maxDistance: 50, minRating: 4 }))).not.toContain(ids.naperville);
  });

  it('sorts by best match, distance, rating or response time, an expired licence last in each', async () => {
    const order = async (sort: SearchSort) => names(await search({ maxDistance: 25, minRating: 0, sort }));
    // Best: Lincoln Park and the Loop share the first 10-mile band, and Lincoln Park rates higher.
    expect(await order('best')).toEqual([ids.lincolnPark, ids.loop, ids.evanston, ids.expired]);
    expect(await order('distance')).toEqual([ids.loop, ids.lincolnPark, ids.evanston, ids.expired]);
    expect(await order('rating')).toEqual([ids.lincolnPark, ids.evanston, ids.loop, ids.expired]);
    expect(await order('response')).toEqual([ids.lincolnPark, ids.evanston, ids.loop, ids.expired]);
    const sorted = await client.get<SearchResponse>(
      '/api/find-pi/search?investigationType=Surveillance&location=60601&minRating=0&sort=distance',
    );
    expect(sorted.body.sort).toBe('distance');
    const bad = await client.get<{ message: string }>('/api/find-pi/search?investigationType=Surveillance&location=60601&sort=cheapest');
    expect(bad.status).toBe(400);
  });

  it('shows PIs of other specialties apart, only when nobody within the radius offers the type', async () => {
    const none = await search({ investigationType: 'Missing Persons', maxDistance: 25, minRating: 0 });
    expect(none.total).toBe(0);
    expect(none.results).toEqual([]);
    expect(none.summary).toBe('No investigators offering Missing Persons within 25 miles of Chicago, IL 60601');
    expect(none.otherSpecialties).not.toBeNull();
    expect(new Set(names(none.otherSpecialties!))).toEqual(
      new Set([ids.loop, ids.lincolnPark, ids.evanston, ids.loopBackground, ids.expired]),
    );
    expect(none.otherSpecialties!.summary).toBe('5 investigators within 25 miles of Chicago, IL 60601 work in other specialties');
    expect(none.otherSpecialties!.results.at(-1)!.id).toBe(ids.expired);
    expect(none.directoryEmpty).toBe(false);
    // A match within the radius: no other group, even though other specialties are nearer.
    const background = await search({ investigationType: 'Background Checks', maxDistance: 25, minRating: 0 });
    expect(names(background)).toEqual([ids.loopBackground]);
    expect(background.otherSpecialties).toBeNull();
    // The star filter holds in the other group too.
    const rated = await search({ investigationType: 'Missing Persons', maxDistance: 25, minRating: 4 });
    expect(new Set(names(rated.otherSpecialties!))).toEqual(new Set([ids.lincolnPark, ids.evanston, ids.loopBackground]));
  });

  it('answers the radius searched and the places its map labels (decision 0060)', async () => {
    const near = await search({ maxDistance: 25, minRating: 0 });
    expect(near.maxDistance).toBe(25);
    expect(near.places).toHaveLength(MAP_PLACES_LIMIT);
    expect(near.places[0]).toMatchObject({ name: 'Chicago', state: 'IL' });
    expect(near.places.map((p) => p.name)).toContain('Evanston');
    for (const p of near.places) expect(Math.abs(p.latitude - near.location.latitude)).toBeLessThan(0.5);
    const statewide = await search({ maxDistance: 999, minRating: 0 });
    expect(statewide.maxDistance).toBe(999);
    expect(statewide.places.every((p) => p.state === 'IL')).toBe(true);
    expect(statewide.places.map((p) => p.name).slice(0, 2)).toEqual(['Chicago', 'Aurora']);
  });

  it('lists for the admin which listings have no account and which licences expire soon, and shows a link and an unlink', async () => {
    const soon = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    await list('expiringSoon', { zipCode: '60614', licenseExpiration: soon });
    const username = uniqueName('rankinv');
    const made = await admin.post('/api/admin/users', {
      username,
      email: `${username}@example.com`,
      password: 'secret-pass',
      role: 'investigator',
    });
    expect(made.status, made.text).toBe(201);
    type Answer = AdminListingsResponse;
    const all = await admin.get<Answer>('/api/admin/investigators');
    expect(all.status, all.text).toBe(200);
    // The three reviewed listings have their answering investigator linked (reviews open on an answer).
    expect(all.body.counts).toEqual({ active: 7, unlinked: 4, expiring: 1, expired: 1 });
    expect(all.body.matching).toBe(7);
    const expiring = await admin.get<Answer>('/api/admin/investigators?show=expiring');
    expect(expiring.body.listings.map((l) => [l.id, l.licenseStatus])).toEqual([
      [ids.expired, 'expired'],
      [ids.expiringSoon, 'expiring'],
    ]);
    expect((await admin.put(`/api/admin/investigators/${ids.loop}/account`, { userId: made.body.id })).status).toBe(200);
    const unlinked = await admin.get<Answer>('/api/admin/investigators?show=unlinked');
    expect(unlinked.body.counts.unlinked).toBe(3);
    expect(unlinked.body.listings.map((l) => l.id)).not.toContain(ids.loop);
    const byName = await admin.get<Answer>('/api/admin/investigators?q=loop');
    expect(byName.body.listings.find((l) => l.id === ids.loop)).toMatchObject({ linkedUserId: made.body.id, linkedUsername: username });
    expect((await admin.put(`/api/admin/investigators/${ids.loop}/account`, { userId: null })).status).toBe(200);
    expect((await admin.get<Answer>('/api/admin/investigators?show=unlinked')).body.counts.unlinked).toBe(4);
    expect((await client.get('/api/admin/investigators')).status).toBe(403);
    expect((await admin.get('/api/admin/investigators?show=everything')).status).toBe(400);
  });
});
