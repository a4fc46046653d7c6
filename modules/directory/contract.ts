// Requests, responses and messages of the directory endpoints (SPEC §2 Find My PI and Investigator
// Network, §3 private_investigators, pi_reviews, pi_inquiries, investigator_network, consultations,
// §5, §7, §9). Browser-safe: zod only. The web app's forms import these same schemas and words.
import * as z from 'zod/mini';
import '../../infra/http/zod-english.js';
import { freeText, lineText } from '../../infra/http/text.js';
import { BUDGET_RANGES, CONTACT_METHODS, INVESTIGATION_TYPES, RADIUS_OPTIONS, URGENCY_LEVELS } from './options.js';

export {
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
  found: (n: number) => `${n} verified PIs found in your area`,
  noMatches: 'No Matches Found',
  noMatchesDetail: 'Try expanding your search radius or adjusting your criteria.',
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
} as const;

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
});
export type SearchRequest = z.input<typeof searchRequest>;

/** The search's fields other than `specializations`, each sent once in a query string. */
const SEARCH_SCALAR_FIELDS = ['investigationType', 'location', 'urgencyLevel', 'maxDistance', 'minRating'] as const;

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
});

export const answerRequest = z.object({
  response: trimmed(freeText({ required: MESSAGES.responseRequired }), z.minLength(1, MESSAGES.responseRequired), z.maxLength(5000)),
  estimatedCost: z
    .number({ error: MESSAGES.costRange })
    .check(z.nonnegative(MESSAGES.costRange), z.maximum(10_000_000, MESSAGES.costRange)),
});

export const consultationRequest = z.object({
  startsAt: z.iso.datetime({ offset: true, error: MESSAGES.startsAt }),
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
}

export interface SearchResponse {
  location: { label: string; latitude: number; longitude: number; state: string };
  total: number;
  results: InvestigatorProfile[];
}

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
