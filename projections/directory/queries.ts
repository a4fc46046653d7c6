// Reads of the directory views, each one query: the Find My PI search (bounding box on an index,
// then the exact great-circle distance in SQL, ranked), reviews, inquiries, the network.
import type { Knex } from 'knex';
import type { InquiryRow, InvestigatorProfile, NetworkMember, Review } from '../../modules/directory/index.js';
import { EARTH_RADIUS_MILES, LICENCE_WARNING_DAYS, RATING_PRIOR, STATEWIDE, type SearchSort } from '../../modules/directory/index.js';
import type { AdminListing, AdminListingFilter, AdminListingsResponse } from '../../modules/directory/index.js';
import { ADMIN_LISTING_LIMIT, CONSULTATION_MINUTES } from '../../modules/directory/index.js';
import type { Role } from '../../infra/http/roles.js';
import { ERASED_TEXT, type ViewCipher } from '../../infra/crypto/view-cipher.js';
import { SEALED } from './projector.js';

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
  /** Licences that expired before this day (YYYY-MM-DD) are flagged and ranked last. */
  today: string;
  limit: number;
  /** The order (default 'best'). */
  sort?: SearchSort;
  /** 'match': investigators who offer the type (the answer); 'other': those within the radius who do not. */
  group?: 'match' | 'other';
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
  'specializationMatch', r.specialization_match, 'weightedRating', round(r.weighted_rating, 2)::text,
  'licenseStatus', case when r.license_expired then 'expired' when v.license_expiration < :warnBefore::date then 'expiring' else 'valid' end)`;

/**
 * The orders (docs/decisions/0050-directory-search-ranking.md). An expired licence is last in
 * every order. 'best': how many of the searched specialties the PI covers, then distance in 10-mile
 * bands (so a closer PI wins only when it is meaningfully closer), then the weighted rating, response
 * time, the exact distance. The others sort by their own key first, the rest breaking ties.
 */
export const SEARCH_ORDERS: Record<SearchSort, string> = {
  best: 'license_expired, specialization_match desc, distance_band, weighted_rating desc, response_time_hours, distance_miles, id',
  distance: 'license_expired, distance_miles, specialization_match desc, weighted_rating desc, id',
  rating: 'license_expired, weighted_rating desc, total_reviews desc, distance_miles, id',
  response: 'license_expired, response_time_hours, distance_miles, weighted_rating desc, id',
};

/** Miles per band of the 'best' order's distance. */
export const DISTANCE_BAND_MILES = 10;

/** The weighted (Bayesian) rating the ranking uses: RATING_PRIOR's `weight` reviews of `mean` stars beside the PI's own. */
const WEIGHTED_RATING = `((${RATING_PRIOR.weight} * ${RATING_PRIOR.mean} + average_rating * total_reviews) / (${RATING_PRIOR.weight} + total_reviews))`;

/** The day before which a licence is flagged as expiring (today + LICENCE_WARNING_DAYS). */
export function warnBefore(today: string, days = LICENCE_WARNING_DAYS) {
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * Active, verified PIs within the radius (or in the state) who offer the investigation type (the
 * 'other' group: who do not), cover at least one of `specializations` when any are given, and —
 * when `minRating` is above 0 — have reviews averaging at least `minRating` (an unreviewed PI has
 * earned no stars, so it passes no star filter). An expired licence is not a match to hide: it is
 * flagged and ranked last. Ordered by `sort` (SEARCH_ORDERS).
 *
 * `json`: the ≤ `limit` results as a JSON array text, in one query (docs/decisions/0020): the
 * candidates (bounding box on the point index, or the state) are ranked on a few narrow columns and
 * counted, and only the first `limit` are joined back to their rows and written out as JSON by the
 * database — nothing to decode or serialise per row in the Node process.
 */
export async function searchInvestigatorsJson(knex: Knex, c: SearchCriteria): Promise<{ total: number; expired: number; json: string }> {
  const order = SEARCH_ORDERS[c.sort ?? 'best'];
  const wanted = [...new Set([c.investigationType, ...c.specializations])];
  const params: Record<string, unknown> = {
    lat: c.latitude,
    lng: c.longitude,
    today: c.today,
    warnBefore: warnBefore(c.today),
    minRating: c.minRating,
    limit: c.limit,
    state: c.state,
    type: JSON.stringify([c.investigationType]),
    band: DISTANCE_BAND_MILES,
  };
  const match =
    wanted.map((w, i) => ((params[`w${i}`] = JSON.stringify([w])), `(specializations @> :w${i}::jsonb)::int`)).join(' + ') || '0';
  const filters: string[] = ['is_active', 'is_verified'];
  filters.push(c.group === 'other' ? 'not (specializations @> :type::jsonb)' : 'specializations @> :type::jsonb');
  if (c.minRating > 0) filters.push('total_reviews > 0', 'average_rating >= :minRating');
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
       select id, ${haversine} as distance_miles, (${match}) as specialization_match, ${WEIGHTED_RATING} as weighted_rating,
         total_reviews, response_time_hours, license_expiration < :today::date as license_expired
       from directory_investigators_view where ${filters.join(' and ')}
     ), banded as (
       select found.*, floor(distance_miles / :band) as distance_band from found ${radius}
     ), ranked as (
       select banded.*, count(*) over () as total, count(*) filter (where license_expired) over () as expired
       from banded order by ${order} limit :limit
     )
     select coalesce(max(r.total), 0)::int as total, coalesce(max(r.expired), 0)::int as expired,
       coalesce(json_agg(${PROFILE_JSON} order by ${order.replace(/(^|, )/g, '$1r.')}), '[]'::json)::text as results
     -- Each of the ≤ 100 rows by its primary key (offset 0 keeps the subquery a per-row index lookup,
     -- not a hash join over the whole view).
     from ranked r cross join lateral (select * from directory_investigators_view v where v.id = r.id offset 0) v`,
    params,
  )) as { rows: { total: number; expired: number; results: string }[] };
  const row = rows[0]!;
  return { total: Number(row.total), expired: Number(row.expired), json: row.results };
}

/** The same search, parsed (tests, scripts). */
export async function searchInvestigators(
  knex: Knex,
  c: SearchCriteria,
): Promise<{ total: number; expired: number; results: InvestigatorProfile[] }> {
  const { total, expired, json } = await searchInvestigatorsJson(knex, c);
  return { total, expired, results: JSON.parse(json) as InvestigatorProfile[] };
}

/** Whether the directory has no active listing at all (the empty state says so, rather than "expand your radius"). */
export async function directoryIsEmpty(knex: Knex): Promise<boolean> {
  const row = (await knex('directory_investigators_view').where({ is_active: true }).first('id')) as { id: string } | undefined;
  return row === undefined;
}

/**
 * The admin's list of listings: counts over the active directory, and the listings a filter keeps —
 * 'unlinked' (active, no investigator account), 'expiring' (active, licence expired or expiring
 * within LICENCE_WARNING_DAYS days) — matched on name, agency or licence number, by licence
 * expiration then name.
 */
export async function listAdminListings(
  knex: Knex,
  opts: { show: AdminListingFilter; q: string; today: string },
): Promise<AdminListingsResponse> {
  const soon = warnBefore(opts.today);
  const [counts] = (await knex('directory_investigators_view')
    .where({ is_active: true })
    .select(
      knex.raw('count(*)::int as active'),
      knex.raw('(count(*) filter (where linked_user_id is null))::int as unlinked'),
      knex.raw('(count(*) filter (where license_expiration >= ?::date and license_expiration < ?::date))::int as expiring', [
        opts.today,
        soon,
      ]),
      knex.raw('(count(*) filter (where license_expiration < ?::date))::int as expired', [opts.today]),
    )) as { active: number; unlinked: number; expiring: number; expired: number }[];
  const q = knex('directory_investigators_view as p').leftJoin('users_view as u', 'u.id', 'p.linked_user_id');
  if (opts.show === 'unlinked') q.where('p.is_active', true).whereNull('p.linked_user_id');
  if (opts.show === 'expiring') q.where('p.is_active', true).where('p.license_expiration', '<', soon);
  if (opts.q) {
    const like = `%${opts.q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    q.where((w) => w.whereILike('p.full_name', like).orWhereILike('p.agency_name', like).orWhereILike('p.license_number', like));
  }
  const counted = (await q.clone().count({ matching: '*' })) as { matching: string | number }[];
  const matching = Number(counted[0]?.matching ?? 0);
  const rows: Row[] = await q
    .orderBy([{ column: 'p.is_active', order: 'desc' }, 'p.license_expiration', 'p.full_name', 'p.id'])
    .limit(ADMIN_LISTING_LIMIT)
    .select(
      'p.id',
      'p.full_name',
      'p.agency_name',
      'p.license_number',
      'p.license_state',
      knex.raw(`to_char(p.license_expiration, 'YYYY-MM-DD') as license_expiration`),
      'p.city',
      'p.state',
      'p.is_active',
      'p.linked_user_id',
      'u.username',
    );
  const listings: AdminListing[] = rows.map((r) => {
    const expiration = String(r.license_expiration);
    return {
      id: String(r.id),
      fullName: String(r.full_name),
      agencyName: String(r.agency_name),
      licenseNumber: String(r.license_number),
      licenseState: String(r.license_state),
      licenseExpiration: expiration,
      licenseStatus: expiration < opts.today ? 'expired' : expiration < soon ? 'expiring' : 'valid',
      city: String(r.city),
      state: String(r.state),
      isActive: Boolean(r.is_active),
      linkedUserId: r.linked_user_id === null ? null : Number(r.linked_user_id),
      linkedUsername: (r.username as string | null) ?? null,
    };
  });
  return { counts: counts!, listings, matching };
}

/** What the directory's reads need to open the sealed text (projector.ts `SEALED`). */
export interface DirectoryReads {
  knex: Knex;
  cipher: ViewCipher;
}

export async function listReviews(reads: DirectoryReads, piId: string): Promise<Review[]> {
  const rows: Row[] = await reads
    .knex('directory_reviews_view as r')
    .leftJoin('users_view as u', 'u.id', 'r.user_id')
    .where('r.pi_id', piId)
    .orderBy('r.created_at', 'desc')
    .select('r.*', 'u.username');
  const open = await reads.cipher.opener(rows.map((row) => Number(row.user_id)));
  return rows.map((r) => ({
    id: String(r.id),
    piId: String(r.pi_id),
    clientName: (r.username as string | null) ?? 'Client',
    rating: Number(r.rating),
    // An empty review stays empty; a sealed one whose writer was erased since reads as empty too.
    review: r.review ? (open.open(Number(r.user_id), SEALED.review, String(r.review)) ?? '') : '',
    caseType: null,
    isVerified: true,
    createdAt: iso(r.created_at),
  }));
}

/** Inquiries this reader may see: a client's own; an investigator's linked listings'; an admin all. */
export async function listInquiries(reads: DirectoryReads, reader: { id: number; role: Role }): Promise<InquiryRow[]> {
  const q = reads
    .knex('directory_inquiries_view as i')
    .join('directory_investigators_view as p', 'p.id', 'i.pi_id')
    .leftJoin('users_view as u', 'u.id', 'i.user_id')
    .select('i.*', 'p.full_name as pi_name', 'u.username as client_name')
    .orderBy('i.created_at', 'desc')
    .limit(500);
  if (reader.role !== 'admin') q.where((w) => w.where('i.user_id', reader.id).orWhere('p.linked_user_id', reader.id));
  const rows: Row[] = await q;
  const opener = await reads.cipher.opener(rows.map((row) => Number(row.user_id)));
  /** A sealed field opened for the inquiry's client; null when absent or when the client was erased. */
  const open = (row: Row, purpose: string, column: string): string | null => {
    const value = row[column] as string | null;
    return value === null || value === undefined ? null : opener.open(Number(row.user_id), purpose, value);
  };
  return rows.map((r) => ({
    id: String(r.id),
    userId: Number(r.user_id),
    piId: String(r.pi_id),
    piName: String(r.pi_name),
    investigationType: String(r.investigation_type),
    location: open(r, SEALED.location, 'location') ?? ERASED_TEXT,
    urgencyLevel: String(r.urgency_level),
    description: open(r, SEALED.description, 'description') ?? ERASED_TEXT,
    budget: String(r.budget),
    preferredContactMethod: String(r.preferred_contact_method),
    status: r.status as InquiryRow['status'],
    piResponse: open(r, SEALED.piResponse, 'pi_response'),
    estimatedCost: money(r.estimated_cost),
    answerChannel: (r.answer_channel as InquiryRow['answerChannel']) ?? null,
    contact: {
      name: (r.client_name as string | null) ?? null,
      email: open(r, SEALED.contactEmail, 'contact_email'),
      phone: open(r, SEALED.contactPhone, 'contact_phone'),
    },
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
    consultation: r.consultation_status
      ? {
          status: r.consultation_status as 'scheduled',
          scheduledAt: iso(r.consultation_at),
          duration: CONSULTATION_MINUTES,
          timeZone: (r.consultation_time_zone as string | null) ?? 'UTC',
          cancelReason: open(r, SEALED.cancelReason, 'consultation_cancel_reason'),
        }
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
