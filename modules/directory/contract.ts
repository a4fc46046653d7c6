// Requests, responses and messages of the directory endpoints (SPEC §2 Find My PI and Investigator
// Network, §3 private_investigators, pi_reviews, pi_inquiries, investigator_network, consultations,
// §5, §7, §9). Browser-safe: zod only. The web app's forms import these same schemas and words.
import { z } from 'zod';
import { freeText, lineText } from '../../infra/http/text.js';
import { BUDGET_RANGES, CONTACT_METHODS, INVESTIGATION_TYPES, RADIUS_OPTIONS, URGENCY_LEVELS } from './events.js';

export {
  BUDGET_RANGES, CONTACT_METHODS, DEFAULT_MIN_RATING, DEFAULT_RADIUS, INVESTIGATION_TYPES, RADIUS_OPTIONS, URGENCY_LEVELS,
  type Listing, type NetworkMemberFields,
} from './events.js';

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

export const searchRequest = z.object({
  investigationType: z.string({ error: MESSAGES.searchRequired }).trim().min(1, MESSAGES.searchRequired).pipe(investigationType),
  location: lineText({ required: MESSAGES.searchRequired }).pipe(z.string().trim().min(1, MESSAGES.searchRequired).max(100, MESSAGES.unknownLocation)),
  urgencyLevel: z.enum(URGENCY_LEVELS).optional(),
  maxDistance: z.coerce.number().refine((v) => (RADIUS_OPTIONS as readonly number[]).includes(v), MESSAGES.radius).default(50),
  minRating: z.coerce.number().min(0, MESSAGES.rating).max(5, MESSAGES.rating).default(4),
  specializations: z.array(z.enum(INVESTIGATION_TYPES)).max(INVESTIGATION_TYPES.length).default([]),
});
export type SearchRequest = z.input<typeof searchRequest>;

export const reviewRequest = z.object({
  piId: z.uuid({ error: MESSAGES.piIdRequired }),
  rating: z.number({ error: MESSAGES.ratingRange }).int(MESSAGES.ratingRange).min(1, MESSAGES.ratingRange).max(5, MESSAGES.ratingRange),
  review: freeText().pipe(z.string().trim().max(2000)).default(''),
});

export const inquiryRequest = z.object({
  // SPEC's body names userId; the server takes it from the session and ignores any sent.
  userId: z.unknown().optional(),
  piId: z.uuid({ error: MESSAGES.piIdRequired }),
  investigationType,
  location: lineText({ required: MESSAGES.searchRequired }).pipe(z.string().trim().min(1, MESSAGES.searchRequired).max(100)),
  urgencyLevel: z.enum(URGENCY_LEVELS).default('medium'),
  description: freeText({ required: MESSAGES.descriptionRequired }).pipe(z.string().trim().min(1, MESSAGES.descriptionRequired).max(5000)),
  budget: z.enum(BUDGET_RANGES),
  preferredContactMethod: z.enum(CONTACT_METHODS).default('email'),
});

export const answerRequest = z.object({
  response: freeText({ required: MESSAGES.responseRequired }).pipe(z.string().trim().min(1, MESSAGES.responseRequired).max(5000)),
  estimatedCost: z.number({ error: MESSAGES.costRange }).nonnegative(MESSAGES.costRange).max(10_000_000, MESSAGES.costRange),
});

export const consultationRequest = z.object({
  startsAt: z.iso.datetime({ offset: true, error: MESSAGES.startsAt }),
});
export const cancelRequest = z.object({ reason: lineText().pipe(z.string().trim().max(500)).default('') });

const list = (max: number) => z.array(lineText().pipe(z.string().trim().min(1).max(200))).max(max);
export const listingRequest = z.object({
  fullName: lineText().pipe(z.string().trim().min(1, 'Full name is required').max(200)),
  agencyName: lineText().pipe(z.string().trim().max(200)).default(''),
  licenseNumber: lineText().pipe(z.string().trim().min(1, 'Licence number is required').max(100)),
  licenseExpiration: z.iso.date('Licence expiration must be a date (YYYY-MM-DD)'),
  licenseState: z.string().trim().toUpperCase().regex(/^[A-Z]{2}$/, 'Licence state must be a 2-letter state code'),
  yearsExperience: z.coerce.number().int().min(0).max(80).default(0),
  specializations: z.array(z.enum(INVESTIGATION_TYPES)).min(1, 'At least one specialization is required').max(INVESTIGATION_TYPES.length),
  serviceAreas: list(100).default([]),
  bio: freeText().pipe(z.string().trim().max(5000)).default(''),
  email: z.email('Email must be valid'),
  phone: lineText().pipe(z.string().trim().max(40)).default(''),
  website: lineText().pipe(z.string().trim().max(300)).default(''),
  address: lineText().pipe(z.string().trim().max(300)).default(''),
  city: lineText().pipe(z.string().trim().min(1, 'City is required').max(100)),
  state: z.string().trim().toUpperCase().regex(/^[A-Z]{2}$/, 'State must be a 2-letter state code'),
  zipCode: z.string().trim().regex(/^\d{5}$/, 'ZIP code must be 5 digits'),
  hourlyRate: z.coerce.number().nonnegative().max(100_000).nullable().default(null),
  isVerified: z.boolean().default(true),
  responseTimeHours: z.coerce.number().int().positive().max(24 * 30).default(24),
  languages: list(30).default(['English']),
  certifications: list(50).default([]),
  availability: list(20).default([]),
});
export type ListingRequest = z.input<typeof listingRequest>;

export const linkRequest = z.object({ userId: z.number().int().positive().nullable() });

export const networkMemberRequest = z.object({
  legalName: lineText().pipe(z.string().trim().min(1, 'Legal name is required').max(200)),
  dbaName: lineText().pipe(z.string().trim().max(200)).nullable().default(null),
  website: lineText().pipe(z.string().trim().max(300)).default(''),
  operationalStates: z.array(z.string().trim().toUpperCase().regex(/^[A-Z]{2}$/)).max(60).default([]),
  contactEmail: z.email('Email must be valid'),
  phone: lineText().pipe(z.string().trim().max(40)).default(''),
  specializations: list(30).default([]),
  licenseRequired: z.boolean().default(false),
  notes: freeText().pipe(z.string().trim().max(5000)).default(''),
  status: z.enum(['active', 'inactive']).default('active'),
});

export const importRequest = z.object({ csv: z.string().min(1, 'The CSV file is empty').max(20 * 1024 * 1024) });

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
