// Find My PI search correctness on a generated directory of 10 000 investigators: for many random
// searches (radius, statewide, minimum rating, specializations, expired licences, inactive and
// unverified listings) the SQL answers exactly the set a brute-force computation over all rows
// gives, in the same rank order. Rows go in through the projector's own row mapping, in bulk.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { databaseFlavours, type TestDatabase } from '../../test/support/databases.js';
import { startTestApp, type TestApp } from '../../test/support/app.js';
import { INVESTIGATION_TYPES, milesBetween, RADIUS_OPTIONS } from '../../modules/directory/index.js';
import { CENTRES, generateDirectory, insertDirectory, rng, type GeneratedPi } from '../../test/support/directory.js';
import { searchInvestigators, type SearchCriteria } from './queries.js';

/** The same search done by brute force over every PI. */
function bruteForce(pis: readonly GeneratedPi[], c: SearchCriteria) {
  const wanted = [...new Set([c.investigationType, ...c.specializations])];
  return pis
    .filter((p) => p.isActive && p.listing.isVerified && p.listing.licenseExpiration >= c.today)
    .filter((p) => p.totalReviews === 0 || p.averageRating >= c.minRating)
    .filter((p) => c.specializations.length === 0 || c.specializations.some((s) => p.listing.specializations.includes(s)))
    .map((p) => ({ p, d: milesBetween(c.latitude, c.longitude, p.listing.latitude, p.listing.longitude), m: wanted.filter((w) => p.listing.specializations.includes(w)).length }))
    .filter((x) => (c.maxDistance >= 999 ? x.p.listing.state === c.state : x.d <= c.maxDistance));
}

describe.each(databaseFlavours())('Find My PI search over 10 000 PIs on $name', (flavour) => {
  let db: TestDatabase;
  let app: TestApp;
  let knex: Knex;
  const pis = generateDirectory(10_000);

  beforeAll(async () => {
    db = await flavour.open();
    app = await startTestApp(db);
    knex = app.server.deps.knex;
    await insertDirectory(knex, pis);
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it('answers exactly the brute-force set, in rank order, for radius, statewide, rating and specialization searches', { timeout: 120_000 }, async () => {
    const r = rng(99);
    let nonEmpty = 0;
    for (let i = 0; i < 40; i++) {
      const [, state, lat, lng] = CENTRES[i % CENTRES.length]!;
      const criteria: SearchCriteria = {
        latitude: lat + (r() - 0.5) * 2, longitude: lng + (r() - 0.5) * 2, state,
        maxDistance: RADIUS_OPTIONS[i % RADIUS_OPTIONS.length]!, minRating: [0, 3, 4, 4.5][Math.floor(r() * 4)]!,
        investigationType: INVESTIGATION_TYPES[Math.floor(r() * INVESTIGATION_TYPES.length)]!,
        specializations: r() < 0.5 ? [] : [INVESTIGATION_TYPES[Math.floor(r() * INVESTIGATION_TYPES.length)]!],
        today: '2026-11-23', limit: 100_000,
      };
      const expected = bruteForce(pis, criteria);
      const got = await searchInvestigators(knex, criteria);
      // Points within a hair of the radius could fall either way in float arithmetic: none may differ otherwise.
      const edge = (id: string) => Math.abs((expected.find((x) => x.p.id === id)?.d ?? milesBetween(criteria.latitude, criteria.longitude, pis[Number(id.slice(-12))]!.listing.latitude, pis[Number(id.slice(-12))]!.listing.longitude)) - criteria.maxDistance) < 1e-6;
      const gotIds = new Set(got.results.map((x) => x.id));
      const wantIds = new Set(expected.map((x) => x.p.id));
      expect([...wantIds].filter((id) => !gotIds.has(id) && !edge(id)), `missing in search ${i}`).toEqual([]);
      expect([...gotIds].filter((id) => !wantIds.has(id) && !edge(id)), `extra in search ${i}`).toEqual([]);
      expect(got.total).toBe(got.results.length);
      // Rank order: match desc, then distance asc.
      for (let k = 1; k < got.results.length; k++) {
        const a = got.results[k - 1]!;
        const b = got.results[k]!;
        expect(a.specializationMatch > b.specializationMatch || (a.specializationMatch === b.specializationMatch && a.distanceMiles <= b.distanceMiles + 0.1)).toBe(true);
      }
      if (expected.length > 0) nonEmpty++;
    }
    // The generated searches exercise real answers, not only empty ones.
    expect(nonEmpty).toBeGreaterThan(30);
  });

  it('uses the bounding-box index for a radius search', async () => {
    await knex.raw('analyze directory_investigators_view');
    const plan = (await knex.raw(
      'explain select id from directory_investigators_view where is_active and is_verified and latitude between 30 and 30.5 and longitude between -98 and -97.5',
    )) as { rows: { 'QUERY PLAN': string }[] };
    expect(plan.rows.map((x) => x['QUERY PLAN']).join('\n')).toMatch(/directory_investigators_point/);
  });
});
