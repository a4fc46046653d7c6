// A generated directory of private investigators for the search correctness test and the
// benchmark: deterministic (seeded), clustered around a few cities, with expired licences,
// inactive and unverified listings and unrated PIs mixed in. Rows go into the investigators view
// in bulk through the projector's own row mapping.
import type { Knex } from 'knex';
import type { Listing } from '../../modules/directory/index.js';
import { INVESTIGATION_TYPES } from '../../modules/directory/index.js';
import { listingRow } from '../../projections/directory/projector.js';

export interface GeneratedPi {
  id: string;
  listing: Listing;
  isActive: boolean;
  totalReviews: number;
  averageRating: number;
}

/** A deterministic pseudo-random generator (mulberry32), so a failure can be replayed. */
export function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Centres the generated PIs cluster around (city, state, lat, lng). */
export const CENTRES = [
  ['Austin', 'TX', 30.27, -97.74],
  ['Dallas', 'TX', 32.78, -96.8],
  ['Houston', 'TX', 29.76, -95.37],
  ['Denver', 'CO', 39.74, -104.99],
  ['Chicago', 'IL', 41.88, -87.63],
  ['Atlanta', 'GA', 33.75, -84.39],
  ['Seattle', 'WA', 47.61, -122.33],
  ['Boston', 'MA', 42.36, -71.06],
] as const;

export function generateDirectory(n: number, seed = 14): GeneratedPi[] {
  const r = rng(seed);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)]!;
  const out: GeneratedPi[] = [];
  for (let i = 0; i < n; i++) {
    const [city, state, lat, lng] = pick(CENTRES);
    const specs = [...new Set(Array.from({ length: 1 + Math.floor(r() * 4) }, () => pick(INVESTIGATION_TYPES)))];
    const reviews = r() < 0.3 ? 0 : 1 + Math.floor(r() * 40);
    const id = `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
    out.push({
      id,
      isActive: r() > 0.05,
      totalReviews: reviews,
      averageRating: reviews === 0 ? 0 : Math.round((1 + r() * 4) * 100) / 100,
      listing: {
        fullName: `Generated PI ${i} (sample)`,
        agencyName: '',
        licenseNumber: `GEN-${i}`,
        licenseExpiration: r() < 0.05 ? '2020-01-01' : '2030-01-01',
        licenseState: state,
        yearsExperience: Math.floor(r() * 30),
        specializations: specs,
        serviceAreas: [],
        bio: '',
        email: `pi${i}@example.com`,
        phone: '',
        website: '',
        address: '',
        city,
        state,
        zipCode: '00000',
        // Up to ~3.5 degrees from the centre: some far outside every radius, many near the edges.
        latitude: Math.round((lat + (r() - 0.5) * 7) * 1e5) / 1e5,
        longitude: Math.round((lng + (r() - 0.5) * 7) * 1e5) / 1e5,
        hourlyRate: 50 + Math.floor(r() * 150),
        isVerified: r() > 0.05,
        responseTimeHours: 1 + Math.floor(r() * 72),
        languages: ['English'],
        certifications: [],
        availability: [],
      },
    });
  }
  return out;
}

/** Writes the generated PIs into the investigators view in batches (the projector's row mapping). */
export async function insertDirectory(knex: Knex, pis: readonly GeneratedPi[]) {
  const at = '2026-01-01T00:00:00.000Z';
  const rows = pis.map((p) => ({
    id: p.id,
    ...listingRow({ ...p.listing, investigatorId: p.id, listedAt: at }),
    is_active: p.isActive,
    total_reviews: p.totalReviews,
    rating_sum: Math.round(p.averageRating * p.totalReviews),
    average_rating: p.averageRating,
    created_at: at,
    updated_at: at,
  }));
  for (let i = 0; i < rows.length; i += 500) await knex('directory_investigators_view').insert(rows.slice(i, i + 500));
}
