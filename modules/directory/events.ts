// Events of the directory module (issue 14). Streams: `investigator-{id}` (a listed private
// investigator, its reviews), `inquiry-{id}` (a client's inquiry to a PI and its consultation),
// `network-member-{id}` (an investigator-network member). Constants come from SPEC §9.
// Personal text sits under `pii`, encrypted with one user's key (infra/eventstore/encrypting.ts):
// a review's text with its author's (piiSubject = the reviewer); an inquiry's description and the
// PI's response with the client's (piiSubject = the client, for every event of `inquiry-{id}`), as
// casework seals an investigator's comment with the case owner's key. Erasing that user shreds the
// key: the event stays, its `pii` reads back null. Events written before the text was sealed (text
// at the top level, no `pii`) are upcast on read to the sealed shape (upcasters.ts).
import { z } from 'zod';
import { ANSWER_CHANNELS, BUDGET_RANGES, CONTACT_METHODS, URGENCY_LEVELS } from './options.js';

export {
  BUDGET_RANGES,
  CONTACT_METHODS,
  DEFAULT_MIN_RATING,
  DEFAULT_RADIUS,
  INVESTIGATION_TYPES,
  RADIUS_OPTIONS,
  URGENCY_LEVELS,
} from './options.js';

/** The contact details a client shares with the investigator of an inquiry: each null when not shared. */
const sharedContact = z.object({ email: z.string().nullable(), phone: z.string().nullable() });
export type SharedContact = z.infer<typeof sharedContact>;

const listing = z.object({
  fullName: z.string().min(1),
  agencyName: z.string(),
  licenseNumber: z.string().min(1),
  licenseExpiration: z.string(), // ISO date
  licenseState: z.string().length(2),
  yearsExperience: z.number().int().nonnegative(),
  specializations: z.array(z.string()),
  serviceAreas: z.array(z.string()),
  bio: z.string(),
  email: z.string(),
  phone: z.string(),
  website: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string().length(2),
  zipCode: z.string(),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  hourlyRate: z.number().nonnegative().nullable(),
  isVerified: z.boolean(),
  responseTimeHours: z.number().int().positive(),
  languages: z.array(z.string()),
  certifications: z.array(z.string()),
  availability: z.array(z.string()),
});
export type Listing = z.infer<typeof listing>;

const networkMember = z.object({
  legalName: z.string().min(1),
  dbaName: z.string().nullable(),
  website: z.string(),
  operationalStates: z.array(z.string()),
  contactEmail: z.string(),
  phone: z.string(),
  specializations: z.array(z.string()),
  licenseRequired: z.boolean(),
  notes: z.string(),
  status: z.string(),
});
export type NetworkMemberFields = z.infer<typeof networkMember>;

// Escalations routed to the directory (issue 30, item 4), stream `escalation-routing-{escalationId}`:
// the candidates chosen when the escalation was taken, each offer, its answer, the taker's contact
// with the client, and staff overrides. Ids of accounts are numbers here (the escalation's own).
// How far each candidate is from the client, and the client's state, tell where the client is (the
// investigators' offices are public): they sit under `pii`, sealed with the client's key, so an
// erasure shreds them from the log. Routings recorded before carry them in clear (`state`,
// `distanceMiles`), as the log keeps what was written.
const routingCandidate = z.object({
  piId: z.string(),
  userId: z.number().int(),
  rating: z.number(),
  /** In clear only on routings recorded before it was sealed: see `pii.distanceMiles`. */
  distanceMiles: z.number().optional(),
});
export type RoutingCandidate = z.infer<typeof routingCandidate>;
/** A candidate as the directory search finds it, with its distance from the client. */
export type FoundCandidate = Omit<RoutingCandidate, 'distanceMiles'> & { distanceMiles: number };
const routingBase = { escalationId: z.number().int() };
const offerBase = { ...routingBase, piId: z.string(), userId: z.number().int() };
export const routingEventSchemas = {
  EscalationRouted: z.object({
    ...routingBase,
    clientId: z.number().int(),
    caseId: z.string(),
    investigationType: z.string(),
    /** In clear only on routings recorded before it was sealed: see `pii.state`. */
    state: z.string().length(2).optional(),
    candidates: z.array(routingCandidate),
    offerMinutes: z.number().int().positive(),
    routedAt: z.string(),
    /** The client's state and each candidate's distance in miles (in `candidates`' order); null once the client is erased. */
    pii: z
      .object({ state: z.string().length(2), distanceMiles: z.array(z.number()) })
      .nullable()
      .optional(),
  }),
  EscalationOffered: z.object({ ...offerBase, offeredAt: z.string(), nextAt: z.string() }),
  EscalationOfferDeclined: z.object({ ...offerBase, declinedAt: z.string() }),
  EscalationOfferAccepted: z.object({
    ...offerBase,
    acceptedAt: z.string(),
    contactBy: z.string(),
    /** The staff account that assigned it, when it was not the investigator's own acceptance. */
    assignedBy: z.number().int().nullable(),
  }),
  EscalationOfferWithdrawn: z.object({ ...offerBase, reason: z.enum(['taken', 'stopped', 'exhausted']), withdrawnAt: z.string() }),
  EscalationClientContacted: z.object({ ...offerBase, contactedAt: z.string() }),
  EscalationAcceptanceLapsed: z.object({ ...offerBase, lapsedAt: z.string(), by: z.number().int().nullable() }),
  EscalationRoutingExhausted: z.object({ ...routingBase, exhaustedAt: z.string() }),
  EscalationRoutingStopped: z.object({ ...routingBase, by: z.number().int(), stoppedAt: z.string() }),
} as const;
export const ROUTING_EVENT_TYPES = Object.keys(routingEventSchemas) as (keyof typeof routingEventSchemas)[];

export const eventSchemas = {
  InvestigatorListed: listing.extend({ investigatorId: z.string(), listedAt: z.string() }),
  InvestigatorUpdated: listing.extend({ investigatorId: z.string(), updatedAt: z.string() }),
  InvestigatorDeactivated: z.object({ investigatorId: z.string(), deactivatedAt: z.string() }),
  ReviewPosted: z.object({
    investigatorId: z.string(),
    reviewId: z.string(),
    userId: z.string(),
    rating: z.number().int().min(1).max(5),
    postedAt: z.string(),
    pii: z.object({ comment: z.string() }).nullable(),
  }),
  InquirySent: z.object({
    inquiryId: z.string(),
    userId: z.string(),
    piId: z.string(),
    investigationType: z.string().min(1),
    /**
     * Where the client searched, in clear: only on inquiries sent before issue 29 (M2) — the event
     * log keeps them as written. Since then the place is under `pii` (sealed with the client's key).
     */
    location: z.string().min(1).optional(),
    urgencyLevel: z.enum(URGENCY_LEVELS),
    budget: z.enum(BUDGET_RANGES),
    preferredContactMethod: z.enum(CONTACT_METHODS),
    sentAt: z.string(),
    pii: z
      .object({
        description: z.string().min(1),
        /** Where the client searched (absent on inquiries sent before it was sealed: see `location`). */
        location: z.string().min(1).optional(),
        /** What the client chose to share with the investigator (absent on inquiries sent before it could be chosen). */
        contact: sharedContact.optional(),
      })
      .nullable(),
  }),
  InquiryAnswered: z.object({
    inquiryId: z.string(),
    answeredBy: z.string(),
    estimatedCost: z.number().nonnegative(),
    answeredAt: z.string(),
    /** 'email': the answer was also emailed to the client (through the mail adapter); absent = 'app'. */
    channel: z.enum(ANSWER_CHANNELS).optional(),
    pii: z.object({ piResponse: z.string().min(1) }).nullable(),
  }),
  NetworkMemberAdded: networkMember.extend({ memberId: z.string(), addedAt: z.string() }),
  NetworkMemberUpdated: networkMember.extend({ memberId: z.string(), updatedAt: z.string() }),
  NetworkMemberRemoved: z.object({ memberId: z.string(), removedAt: z.string() }),
  /** An admin links an investigator's account to a listing (it then sees and answers its inquiries); null unlinks. */
  InvestigatorAccountLinked: z.object({
    investigatorId: z.string(),
    userId: z.string().nullable(),
    linkedBy: z.string(),
    linkedAt: z.string(),
  }),
  ConsultationScheduled: z.object({
    inquiryId: z.string(),
    scheduledBy: z.string(),
    startsAt: z.string(),
    /** The IANA time zone the time is shown in (absent on consultations booked before: UTC). */
    timeZone: z.string().optional(),
    scheduledAt: z.string(),
  }),
  ConsultationRescheduled: z.object({
    inquiryId: z.string(),
    rescheduledBy: z.string(),
    startsAt: z.string(),
    timeZone: z.string().optional(),
    rescheduledAt: z.string(),
  }),
  ConsultationCancelled: z.object({
    inquiryId: z.string(),
    cancelledBy: z.string(),
    /** The reason in clear: only on cancellations before issue 29 (M2); since then it is under `pii`. */
    reason: z.string().optional(),
    cancelledAt: z.string(),
    /** Sealed with the inquiry's client's key, whoever cancelled: the inquiry is the client's. */
    pii: z.object({ reason: z.string() }).nullable().optional(),
  }),
  ConsultationCompleted: z.object({ inquiryId: z.string(), completedBy: z.string(), completedAt: z.string() }),
  ...routingEventSchemas,
} as const;

type Schemas = typeof eventSchemas;
export type DirectoryEventType = keyof Schemas;
export type DirectoryEvent = { [K in DirectoryEventType]: { type: K; data: z.infer<Schemas[K]> } }[DirectoryEventType];

export const investigatorStream = (id: string) => `investigator-${id}`;
export const inquiryStream = (id: string) => `inquiry-${id}`;
export const networkMemberStream = (id: string) => `network-member-${id}`;
export const routingStream = (escalationId: number) => `escalation-routing-${escalationId}`;
