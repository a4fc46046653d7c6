// Application layer of the directory module: list, update, deactivate and link investigators (an
// admin, or the CSV import), reviews, inquiries and their answers, consultations, and the
// investigator network. Each command loads its stream, decides and appends (infra/eventstore).
import { randomUUID } from 'node:crypto';
import type { Platform } from '../../infra/platform.js';
import type { CommandContext } from '../../infra/eventstore/event.js';
import { loadState, nameBasedId, runCommand } from '../../infra/eventstore/command.js';
import { ForbiddenError, NotFoundError, ValidationError } from '../../infra/http/errors.js';
import type { Role } from '../../infra/http/roles.js';
import type { EmailSender } from '../../infra/email/index.js';
import type { z } from 'zod';
import {
  MESSAGES,
  type answerRequest,
  type consultationRequest,
  type inquiryRequest,
  type networkMemberRequest,
  type reviewRequest,
} from './contract.js';
import {
  inquiryStream,
  investigatorStream,
  networkMemberStream,
  type DirectoryEvent,
  type Listing,
  type NetworkMemberFields,
} from './events.js';
import * as inquiries from './inquiry-decider.js';
import * as investigators from './investigator-decider.js';
import * as network from './network-decider.js';
import { withinInquiryLimit } from './inquiry-limit.js';

export type DirectoryDeps = Pick<Platform, 'store' | 'knex' | 'config' | 'runner' | 'logger'> & {
  /** The role of an account, from identity's write side (null when there is none or it was erased). */
  roleOf(userId: number): Promise<Role | null>;
  /** An account's address and name, from identity's write side (the contact a client shares, the emails sent). */
  accountOf(userId: number): Promise<{ email: string | null; emailHeld: boolean; username: string | null; active: boolean }>;
  /** The mail adapter (infra/email): answers sent by email, consultation invitations. */
  email: EmailSender;
};

export interface Actor {
  id: number;
  role: Role;
}

const now = () => new Date().toISOString();

/** A listing's id is made from its licence, so importing the same PI again finds the same stream. */
export const investigatorIdOf = (licenseState: string, licenseNumber: string) =>
  nameBasedId(`investigator|${licenseState.toUpperCase()}|${licenseNumber.trim().toUpperCase()}`);

export const loadInvestigator = (deps: Pick<DirectoryDeps, 'store'>, id: string) =>
  loadState<investigators.Investigator, DirectoryEvent>(
    deps.store,
    investigatorStream(id),
    investigators.evolve,
    investigators.initialInvestigator,
  );
export const loadInquiry = (deps: Pick<DirectoryDeps, 'store'>, id: string) =>
  loadState<inquiries.Inquiry, DirectoryEvent>(deps.store, inquiryStream(id), inquiries.evolve, inquiries.initialInquiry);

// `piiSubject`: whose key seals the events' `pii` (events.ts): the reviewer for a review, the
// client for everything on an inquiry.
function runInvestigator(
  deps: DirectoryDeps,
  id: string,
  command: investigators.InvestigatorCommand,
  ctx: CommandContext,
  piiSubject?: number,
) {
  return runCommand<investigators.Investigator, DirectoryEvent>({
    store: deps.store,
    stream: investigatorStream(id),
    evolve: investigators.evolve,
    initial: investigators.initialInvestigator,
    decide: (s) => investigators.decide(command, s),
    ctx,
    piiSubject,
  });
}
function runInquiry(
  deps: DirectoryDeps,
  id: string,
  command: inquiries.InquiryCommand,
  ctx: CommandContext,
  retries?: number,
  piiSubject?: number,
) {
  return runCommand<inquiries.Inquiry, DirectoryEvent>({
    store: deps.store,
    stream: inquiryStream(id),
    evolve: inquiries.evolve,
    initial: inquiries.initialInquiry,
    decide: (s) => inquiries.decide(command, s),
    ctx,
    retries,
    piiSubject,
  });
}
function runMember(deps: DirectoryDeps, id: string, command: network.NetworkCommand, ctx: CommandContext) {
  return runCommand<network.NetworkMember, DirectoryEvent>({
    store: deps.store,
    stream: networkMemberStream(id),
    evolve: network.evolve,
    initial: network.initialMember,
    decide: (s) => network.decide(command, s),
    ctx,
  });
}

// ---- investigators (admin, import)

/** Lists a PI, or updates it when the row changed; the same row again appends nothing. */
export function listInvestigator(deps: DirectoryDeps, listing: Listing, ctx: CommandContext) {
  const investigatorId = investigatorIdOf(listing.licenseState, listing.licenseNumber);
  return runInvestigator(deps, investigatorId, { type: 'ListInvestigator', investigatorId, listing, now: now() }, ctx).then((r) => ({
    ...r,
    investigatorId,
  }));
}

export function deactivateInvestigator(deps: DirectoryDeps, investigatorId: string, ctx: CommandContext) {
  return runInvestigator(deps, investigatorId, { type: 'DeactivateInvestigator', investigatorId, now: now() }, ctx);
}

/** An admin links an investigator account to a listing (null unlinks). Only investigator accounts. */
export async function linkAccount(deps: DirectoryDeps, admin: Actor, investigatorId: string, userId: number | null, ctx: CommandContext) {
  if (userId !== null && (await deps.roleOf(userId)) !== 'investigator')
    throw new ValidationError('Only an investigator account can be linked to a listing');
  return runInvestigator(
    deps,
    investigatorId,
    { type: 'LinkAccount', investigatorId, userId: userId === null ? null : String(userId), by: String(admin.id), now: now() },
    ctx,
  );
}

// ---- reviews

/**
 * Opens reviews of a PI to a client: their inquiry was answered or their consultation took place
 * (called by the commands that record those, after the append; idempotent).
 */
async function openReview(deps: DirectoryDeps, userId: number, piId: string, reason: 'answered' | 'consulted', at: string) {
  await deps
    .knex('directory_review_openings')
    .insert({ user_id: userId, pi_id: piId, reason, opened_at: at })
    .onConflict(['user_id', 'pi_id'])
    .ignore();
}

export async function postReview(deps: DirectoryDeps, user: Actor, req: z.output<typeof reviewRequest>, ctx: CommandContext) {
  if (user.role !== 'client') throw new ForbiddenError(MESSAGES.clientsOnly);
  const sent = await deps.knex('directory_inquiry_senders').where({ user_id: user.id, pi_id: req.piId }).first();
  const opened = sent ? await deps.knex('directory_review_openings').where({ user_id: user.id, pi_id: req.piId }).first() : undefined;
  const reviewId = randomUUID();
  const result = await runInvestigator(
    deps,
    req.piId,
    {
      type: 'PostReview',
      investigatorId: req.piId,
      reviewId,
      userId: String(user.id),
      hasInquired: Boolean(sent),
      workDone: Boolean(opened),
      rating: req.rating,
      comment: req.review,
      now: now(),
    },
    ctx,
    user.id,
  );
  return { ...result, reviewId };
}

// ---- inquiries

export async function sendInquiry(deps: DirectoryDeps, user: Actor, req: z.output<typeof inquiryRequest>, ctx: CommandContext) {
  if (user.role !== 'client') throw new ForbiddenError(MESSAGES.clientsOnly);
  const pi = await loadInvestigator(deps, req.piId);
  if (pi.state.status !== 'active') throw new NotFoundError(MESSAGES.investigatorNotFound);
  const inquiryId = randomUUID();
  const { userId: _ignored, description, location, shareEmail, phone, ...fields } = req;
  // The address is the account's own (never typed): what is shared is what the client can be reached at.
  const email = shareEmail ? ((await deps.accountOf(user.id)).email ?? null) : null;
  if (shareEmail && !email) throw new ValidationError(MESSAGES.noAccountEmail);
  const contact = { email, phone: phone === '' ? null : phone };
  // Each inquiry emails an investigator: at most INQUIRY_DAILY_LIMIT a day, counted only when recorded.
  const result = await withinInquiryLimit(deps.knex, user.id, deps.config.INQUIRY_DAILY_LIMIT, () =>
    runInquiry(
      deps,
      inquiryId,
      {
        type: 'SendInquiry',
        inquiry: { ...fields, inquiryId, userId: String(user.id), pii: { description, location, contact } },
        now: now(),
      },
      ctx,
      0,
      user.id,
    ),
  );
  await deps.knex('directory_inquiry_senders').insert({ user_id: user.id, pi_id: req.piId }).onConflict(['user_id', 'pi_id']).ignore();
  return { ...result, inquiryId };
}

/** The listing the caller's account is linked to, if this inquiry's PI is theirs. */
/** The inquiry's client (whose key seals its text) and the caller's linked listing, if it is this inquiry's PI. */
async function partiesOf(
  deps: DirectoryDeps,
  user: Actor,
  inquiryId: string,
): Promise<{ clientId: number; linked: string | null; piId: string }> {
  const inquiry = await loadInquiry(deps, inquiryId);
  if (inquiry.state.status === 'none') throw new NotFoundError(inquiries.INQUIRY_MESSAGES.notFound);
  const pi = await loadInvestigator(deps, inquiry.state.piId);
  const linked = pi.state.status !== 'none' && pi.state.linkedUserId === String(user.id) ? inquiry.state.piId : null;
  return { clientId: Number(inquiry.state.userId), linked, piId: inquiry.state.piId };
}

export async function answerInquiry(
  deps: DirectoryDeps,
  user: Actor,
  inquiryId: string,
  req: z.output<typeof answerRequest>,
  ctx: CommandContext,
) {
  const { clientId, linked, piId } = await partiesOf(deps, user, inquiryId);
  const at = now();
  const result = await runInquiry(
    deps,
    inquiryId,
    {
      type: 'AnswerInquiry',
      inquiryId,
      by: String(user.id),
      byLinkedPiId: linked,
      piResponse: req.response,
      estimatedCost: req.estimatedCost,
      channel: req.channel,
      now: at,
    },
    ctx,
    0,
    clientId,
  );
  await openReview(deps, clientId, piId, 'answered', at);
  return result;
}

export function scheduleConsultation(
  deps: DirectoryDeps,
  user: Actor,
  inquiryId: string,
  req: z.output<typeof consultationRequest>,
  ctx: CommandContext,
) {
  if (Date.parse(req.startsAt) <= Date.now()) throw new ValidationError(MESSAGES.startsInPast);
  return runInquiry(
    deps,
    inquiryId,
    {
      type: 'ScheduleConsultation',
      inquiryId,
      by: String(user.id),
      startsAt: new Date(req.startsAt).toISOString(),
      timeZone: req.timeZone,
      now: now(),
    },
    ctx,
  );
}

export async function cancelConsultation(deps: DirectoryDeps, user: Actor, inquiryId: string, reason: string, ctx: CommandContext) {
  const { clientId, linked } = await partiesOf(deps, user, inquiryId);
  // The reason is sealed with the client's key whoever gives it: erasing the client erases it.
  return runInquiry(
    deps,
    inquiryId,
    { type: 'CancelConsultation', inquiryId, by: String(user.id), byLinkedPiId: linked, reason, now: now() },
    ctx,
    undefined,
    clientId,
  );
}

export async function completeConsultation(deps: DirectoryDeps, user: Actor, inquiryId: string, ctx: CommandContext) {
  const { clientId, linked, piId } = await partiesOf(deps, user, inquiryId);
  const at = now();
  const result = await runInquiry(
    deps,
    inquiryId,
    { type: 'CompleteConsultation', inquiryId, by: String(user.id), byLinkedPiId: linked, now: at },
    ctx,
  );
  await openReview(deps, clientId, piId, 'consulted', at);
  return result;
}

// ---- the investigator network (admins)

type MemberRequest = z.output<typeof networkMemberRequest>;
const memberFields = (r: MemberRequest): NetworkMemberFields => ({ ...r });

export async function addNetworkMember(deps: DirectoryDeps, req: MemberRequest, ctx: CommandContext) {
  const memberId = randomUUID();
  const result = await runMember(deps, memberId, { type: 'AddMember', memberId, fields: memberFields(req), now: now() }, ctx);
  return { ...result, memberId };
}
export function updateNetworkMember(deps: DirectoryDeps, memberId: string, req: MemberRequest, ctx: CommandContext) {
  return runMember(deps, memberId, { type: 'UpdateMember', memberId, fields: memberFields(req), now: now() }, ctx);
}
export function removeNetworkMember(deps: DirectoryDeps, memberId: string, ctx: CommandContext) {
  return runMember(deps, memberId, { type: 'RemoveMember', memberId, now: now() }, ctx);
}
