// Find My PI search correctness on a generated directory of 10 000 investigators: for many random
// searches (radius, statewide, minimum rating, specializations, expired licences, inactive and
// unverified listings) the SQL answers exactly the set a brute-force computation over all rows
// gives, in the same rank order. Rows go in through the projector's own row mapping, in bulk. Each
// profile the database writes as JSON equals the one Node builds from the row itself (profileOf).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { appDatabaseFlavours, type TestDatabase } from '../../test/support/databases.js';
import { startTestApp, type TestApp } from '../../test/support/app.js';
import {
  EARTH_RADIUS_MILES,
  INVESTIGATION_TYPES,
  milesBetween,
  RADIUS_OPTIONS,
  type InvestigatorProfile,
} from '../../modules/directory/index.js';
import { CENTRES, generateDirectory, insertDirectory, rng, type GeneratedPi } from '../../test/support/directory.js';
import { searchInvestigators, type SearchCriteria } from './queries.js';

/** The same search done by brute force over every PI. */
function bruteForce(pis: readonly GeneratedPi[], c: SearchCriteria) {
  const wanted = [...new Set([c.investigationType, ...c.specializations])];
  return pis
    .filter((p) => p.isActive && p.listing.isVerified && p.listing.licenseExpiration >= c.today)
    .filter((p) => p.totalReviews === 0 || p.averageRating >= c.minRating)
    .filter((p) => c.specializations.length === 0 || c.specializations.some((s) => p.listing.specializations.includes(s)))
    .map((p) => ({
      p,
      d: milesBetween(c.latitude, c.longitude, p.listing.latitude, p.listing.longitude),
      m: wanted.filter((w) => p.listing.specializations.includes(w)).length,
    }))
    .filter((x) => (c.maxDistance >= 999 ? x.p.listing.state === c.state : x.d <= c.maxDistance));
}

type Row = Record<string, unknown>;
const list = (v: unknown): string[] => (Array.isArray(v) ? v : typeof v === 'string' ? JSON.parse(v) : []) as string[];
const money = (v: unknown) => (v === null || v === undefined ? null : Number(v).toFixed(2));

/** A PI's profile built in Node from its row (`select *` plus the SQL distance), the API's shape and formatting. */
function profileOf(r: Row, match: number): InvestigatorProfile {
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
  };
}

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
          today: '2026-11-23',
          limit: 100_000,
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
        // Rank order: match desc, then distance asc.
        for (let k = 1; k < got.results.length; k++) {
          const a = got.results[k - 1]!;
          const b = got.results[k]!;
          expect(
            a.specializationMatch > b.specializationMatch ||
              (a.specializationMatch === b.specializationMatch && a.distanceMiles <= b.distanceMiles + 0.1),
          ).toBe(true);
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
