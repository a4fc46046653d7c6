// Reads of the directory views, each one query: the Find My PI search (bounding box on an index,
// then the exact great-circle distance in SQL, ranked), reviews, inquiries, the network.
import type { Knex } from 'knex';
import type { InquiryRow, InvestigatorProfile, NetworkMember, Review } from '../../modules/directory/index.js';
import { EARTH_RADIUS_MILES, STATEWIDE } from '../../modules/directory/index.js';
import type { Role } from '../../infra/http/roles.js';

export interface SearchCriteria {
  latitude: number;
  longitude: number;
  /** The state of the searched location (statewide searches). */
  state: string;
  /** Miles, or 999 for the whole state. */
  maxDistance: number;
  minRating: number;
  investigationType: string;
  specializations: readonly string[];
  /** Licences that expire before this day (YYYY-MM-DD) are not shown. */
  today: string;
  limit: number;
}

/** Miles per degree of latitude on the sphere the distance uses (2πR/360), less a margin so the box always holds the circle. */
const MILES_PER_DEGREE = (2 * Math.PI * EARTH_RADIUS_MILES) / 360 - 0.5;

/** A latitude/longitude box that holds every point within `miles` of the centre. */
export function boundingBox(lat: number, lng: number, miles: number) {
  const dLat = miles / MILES_PER_DEGREE;
  const edge = Math.min(89.9, Math.abs(lat) + dLat);
  const dLng = Math.min(180, dLat / Math.cos((edge * Math.PI) / 180));
  return { minLat: lat - dLat, maxLat: lat + dLat, minLng: lng - dLng, maxLng: lng + dLng };
}

const haversine = `(${EARTH_RADIUS_MILES} * 2 * asin(least(1, sqrt(
    power(sin(radians(latitude - :lat) / 2), 2) +
    cos(radians(:lat)) * cos(radians(latitude)) * power(sin(radians(longitude - :lng) / 2), 2)))))`;

type Row = Record<string, unknown>;
const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : String(v));
const list = (v: unknown): string[] => (Array.isArray(v) ? v : typeof v === 'string' ? JSON.parse(v) : []) as string[];
const money = (v: unknown) => (v === null || v === undefined ? null : Number(v).toFixed(2));

/** A timestamp as JavaScript's toISOString writes it (UTC, milliseconds, Z). */
const isoSql = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * One found PI as the API's InvestigatorProfile (modules/directory/contract.ts), built as JSON by
 * the database for the ≤ 100 rows of an answer: the same fields, order and formatting the API has
 * always had — money and rating with two decimals, dates as YYYY-MM-DD, times as ISO in UTC with
 * milliseconds, the distance rounded to a tenth as Math.round(d × 10) / 10 rounds it (half up).
 */
const PROFILE_JSON = `json_build_object(
  'id', v.id, 'fullName', v.full_name, 'agencyName', v.agency_name, 'licenseNumber', v.license_number,
  'licenseExpiration', to_char(v.license_expiration, 'YYYY-MM-DD'), 'licenseState', v.license_state, 'yearsExperience', v.years_experience,
  'specializations', v.specializations, 'serviceAreas', v.service_areas, 'bio', v.bio, 'email', v.email, 'phone', v.phone,
  'website', v.website, 'address', v.address, 'city', v.city, 'state', v.state, 'zipCode', v.zip_code,
  'latitude', v.latitude, 'longitude', v.longitude, 'hourlyRate', v.hourly_rate::text, 'isVerified', v.is_verified,
  'isActive', v.is_active, 'averageRating', v.average_rating::text, 'totalReviews', v.total_reviews,
  'responseTimeHours', v.response_time_hours, 'languages', v.languages, 'certifications', v.certifications,
  'availability', v.availability, 'createdAt', ${isoSql('v.created_at')}, 'updatedAt', ${isoSql('v.updated_at')},
  'distanceMiles', (floor(r.distance_miles * 10) + (r.distance_miles * 10 - floor(r.distance_miles * 10) >= 0.5)::int) / 10.0::float8,
  'specializationMatch', r.specialization_match)`;

const RANK = 'specialization_match desc, distance_miles asc, average_rating desc, response_time_hours asc, id';

/**
 * Active, verified PIs whose licence has not expired, within the radius (or in the state), rated
 * at least `minRating` (a PI nobody has reviewed yet has no rating to fall short of: it is shown;
 * docs/decisions/0011-directory.md), covering at least one of `specializations` when any are
 * given. Ranked by how many of the searched type and specializations they cover, then distance,
 * rating and response time.
 *
 * The answer `{"total":…,"results":[…]}` as JSON text, in one query (docs/decisions/0020): the
 * candidates (bounding box on the point index, or the state) are ranked on a few narrow columns and
 * counted, and only the first `limit` are joined back to their rows and written out as JSON by the
 * database — nothing to decode or serialise per row in the Node process.
 */
export async function searchInvestigatorsJson(knex: Knex, c: SearchCriteria): Promise<string> {
  const wanted = [...new Set([c.investigationType, ...c.specializations])];
  const params: Record<string, unknown> = {
    lat: c.latitude,
    lng: c.longitude,
    today: c.today,
    minRating: c.minRating,
    limit: c.limit,
    state: c.state,
  };
  const match =
    wanted.map((w, i) => ((params[`w${i}`] = JSON.stringify([w])), `(specializations @> :w${i}::jsonb)::int`)).join(' + ') || '0';
  const filters: string[] = [
    'is_active',
    'is_verified',
    'license_expiration >= :today::date',
    '(total_reviews = 0 or average_rating >= :minRating)',
  ];
  if (c.specializations.length > 0) {
    filters.push(
      `(${c.specializations.map((s, i) => ((params[`s${i}`] = JSON.stringify([s])), `specializations @> :s${i}::jsonb`)).join(' or ')})`,
    );
  }
  let radius = '';
  if (c.maxDistance >= STATEWIDE) {
    filters.push('state = :state');
  } else {
    const box = boundingBox(c.latitude, c.longitude, c.maxDistance);
    Object.assign(params, box, { miles: c.maxDistance });
    filters.push('latitude between :minLat and :maxLat', 'longitude between :minLng and :maxLng');
    radius = 'where distance_miles <= :miles';
  }
  const { rows } = (await knex.raw(
    `with found as (
       select id, ${haversine} as distance_miles, (${match}) as specialization_match, average_rating, response_time_hours
       from directory_investigators_view where ${filters.join(' and ')}
     ), ranked as (
       select found.*, count(*) over () as total from found ${radius} order by ${RANK} limit :limit
     )
     select json_build_object(
       'total', coalesce(max(r.total), 0),
       'results', coalesce(json_agg(${PROFILE_JSON} order by r.${RANK.split(', ').join(', r.')}), '[]'::json)
     )::text as answer
     -- Each of the ≤ 100 rows by its primary key (offset 0 keeps the subquery a per-row index lookup,
     -- not a hash join over the whole view).
     from ranked r cross join lateral (select * from directory_investigators_view v where v.id = r.id offset 0) v`,
    params,
  )) as { rows: { answer: string }[] };
  return rows[0]!.answer;
}

/** The same search, parsed (tests, scripts). */
export async function searchInvestigators(knex: Knex, c: SearchCriteria): Promise<{ total: number; results: InvestigatorProfile[] }> {
  return JSON.parse(await searchInvestigatorsJson(knex, c)) as { total: number; results: InvestigatorProfile[] };
}

export async function listReviews(knex: Knex, piId: string): Promise<Review[]> {
  const rows: Row[] = await knex('directory_reviews_view as r')
    .leftJoin('users_view as u', 'u.id', 'r.user_id')
    .where('r.pi_id', piId)
    .orderBy('r.created_at', 'desc')
    .select('r.*', 'u.username');
  return rows.map((r) => ({
    id: String(r.id),
    piId: String(r.pi_id),
    clientName: (r.username as string | null) ?? 'Client',
    rating: Number(r.rating),
    review: String(r.review),
    caseType: null,
    isVerified: true,
    createdAt: iso(r.created_at),
  }));
}

/** Inquiries this reader may see: a client's own; an investigator's linked listings'; an admin all. */
export async function listInquiries(knex: Knex, reader: { id: number; role: Role }): Promise<InquiryRow[]> {
  const q = knex('directory_inquiries_view as i')
    .join('directory_investigators_view as p', 'p.id', 'i.pi_id')
    .select('i.*', 'p.full_name as pi_name')
    .orderBy('i.created_at', 'desc')
    .limit(500);
  if (reader.role !== 'admin') q.where((w) => w.where('i.user_id', reader.id).orWhere('p.linked_user_id', reader.id));
  const rows: Row[] = await q;
  return rows.map((r) => ({
    id: String(r.id),
    userId: Number(r.user_id),
    piId: String(r.pi_id),
    piName: String(r.pi_name),
    investigationType: String(r.investigation_type),
    location: String(r.location),
    urgencyLevel: String(r.urgency_level),
    description: String(r.description),
    budget: String(r.budget),
    preferredContactMethod: String(r.preferred_contact_method),
    status: r.status as InquiryRow['status'],
    piResponse: (r.pi_response as string | null) ?? null,
    estimatedCost: money(r.estimated_cost),
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
    consultation: r.consultation_status
      ? { status: r.consultation_status as 'scheduled', scheduledAt: iso(r.consultation_at), duration: 60 }
      : null,
  }));
}

export async function listNetwork(knex: Knex): Promise<NetworkMember[]> {
  const rows: Row[] = await knex('directory_network_view').orderBy('legal_name');
  return rows.map((r) => ({
    id: String(r.id),
    legalName: String(r.legal_name),
    dbaName: (r.dba_name as string | null) ?? null,
    website: String(r.website),
    operationalStates: list(r.operational_states),
    contactEmail: String(r.contact_email),
    phone: String(r.phone),
    specializations: list(r.specializations),
    licenseRequired: Boolean(r.license_required),
    notes: String(r.notes),
    status: String(r.status),
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
  }));
}
