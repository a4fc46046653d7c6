// The facts the rules need about an event's subject, from the write side: the escalation's and the
// case's own streams (their events are those modules' public record), and the staff accounts this
// module remembers from identity's events, and the inquiry's and its listing's streams (directory's
// public record) for who an inquiry concerns. When casework lands, `caseFacts` can come from its api.
import type { Knex } from 'knex';
import type { EventStore } from '../../infra/eventstore/types.js';
import { escalationStream, type EscalationEvent } from '../conversation/index.js';
import { directoryEventSchemas, inquiryStream, investigatorStream } from '../directory/index.js';
import type { CaseFacts, InquiryFacts, NotificationLookups } from './rules.js';
import { accountId, caseStreamOf, caseworkSources } from './sources.js';

/** Cases whose facts are kept folded (the most recently used; a case beyond them is folded again from its start). */
export const CASE_FACTS_CACHED = 1_000;

export function streamLookups(deps: { store: EventStore; knex: Knex }): NotificationLookups {
  // Each case's facts folded up to a version of its stream: a lookup reads only the events after it
  // (a stream's events never change), so a comment costs the events since the last lookup, not the
  // whole case. The title is personal: a lookup answers it only while the owner is not erased (the
  // tombstone, exact), and the owner's erasure drops the case's entry (`forgetUser`).
  const folded = new Map<number, CaseFold>();
  return {
    async escalation(escalationId) {
      const events = await deps.store.readStream(escalationStream(escalationId));
      const taken = events.find((e) => e.type === 'EscalationTaken');
      if (!taken) return undefined;
      const d = (taken as unknown as Extract<EscalationEvent, { type: 'EscalationTaken' }>).data;
      return { ownerId: d.userId, caseId: d.caseId };
    },
    async caseFacts(caseId) {
      const cached = folded.get(caseId);
      const events = await deps.store.readStream(caseStreamOf(caseId), cached ? { fromVersion: cached.version + 1 } : {});
      let fold = cached ?? emptyCaseFold();
      if (events.length > 0) {
        fold = foldCaseFacts(fold, events);
        const now = folded.get(caseId);
        // Two lookups of one case at once: the further fold stays.
        if (!now || now.version < fold.version) folded.set(caseId, fold);
      }
      if (folded.has(caseId)) {
        // Most recently used last: the oldest is the first to go.
        const keep = folded.get(caseId)!;
        folded.delete(caseId);
        folded.set(caseId, keep);
        if (folded.size > CASE_FACTS_CACHED) folded.delete(folded.keys().next().value!);
      }
      const facts = caseFactsOfFold(fold);
      if (facts?.title != null && (await deps.knex('erased_subjects').where({ user_id: facts.ownerId }).first('user_id'))) {
        return { ...facts, title: null };
      }
      return facts;
    },
    forgetUser(userId) {
      for (const [caseId, fold] of folded) if (fold.ownerId === userId) folded.delete(caseId);
    },
    async inquiry(inquiryId) {
      const sent = (await deps.store.readStream(inquiryStream(inquiryId))).find((e) => e.type === 'InquirySent');
      if (!sent) return undefined;
      const d = directoryEventSchemas.InquirySent.safeParse(sent.data);
      if (!d.success) return undefined;
      const clientId = accountId(d.data.userId);
      if (clientId === null) return undefined;
      return {
        clientId,
        piId: d.data.piId,
        investigatorUserId: linkedAccountOf(await deps.store.readStream(investigatorStream(d.data.piId))),
      };
    },
    async staffIds() {
      const rows: { user_id: number }[] = await deps.knex('notification_staff').select('user_id').orderBy('user_id');
      return rows.map((r) => Number(r.user_id));
    },
  };
}

/** A case stream folded up to `version`: what notifications need of it. */
export interface CaseFold {
  version: number;
  ownerId: number | undefined;
  title: string | null;
  /** Staff who worked the case, the owner included if they did (removed when answered). */
  staff: ReadonlySet<number>;
}

export const emptyCaseFold = (): CaseFold => ({ version: 0, ownerId: undefined, title: null, staff: new Set() });

/** `fold` moved on by the case's next events (those after `fold.version`, in order); `fold` itself is left as it was. */
export function foldCaseFacts(fold: CaseFold, events: readonly { type: string; data: unknown; version?: number }[]): CaseFold {
  let { ownerId, title, version } = fold;
  const staff = new Set(fold.staff);
  for (const e of events) {
    version = e.version ?? version + 1;
    switch (e.type) {
      case 'CaseSubmitted': {
        const d = caseworkSources.CaseSubmitted.safeParse(e.data);
        if (d.success) {
          ownerId = d.data.userId;
          title = d.data.pii?.caseTitle ?? null;
        }
        break;
      }
      case 'AnalysisRequested': {
        const d = caseworkSources.AnalysisRequested.safeParse(e.data);
        if (d.success && d.data.requestedBy !== null) staff.add(d.data.requestedBy);
        break;
      }
      case 'ReviewStarted': {
        const d = caseworkSources.ReviewStarted.safeParse(e.data);
        if (d.success) staff.add(d.data.startedBy);
        break;
      }
      case 'CaseCompleted': {
        const d = caseworkSources.CaseCompleted.safeParse(e.data);
        if (d.success) staff.add(d.data.completedBy);
        break;
      }
      case 'CommentPosted': {
        const d = caseworkSources.CommentPosted.safeParse(e.data);
        if (d.success && (d.data.authorRole === 'investigator' || d.data.authorRole === 'admin')) staff.add(d.data.authorId);
        break;
      }
      default:
        break;
    }
  }
  return { version, ownerId, title, staff };
}

function caseFactsOfFold(fold: CaseFold): CaseFacts | undefined {
  if (fold.ownerId === undefined) return undefined;
  const staff = new Set(fold.staff);
  staff.delete(fold.ownerId);
  return { ownerId: fold.ownerId, title: fold.title, staffIds: [...staff].sort((a, b) => a - b) };
}

/** Folds a case stream into what notifications need: its owner, title and the staff who worked it. */
export function caseFactsOf(events: readonly { type: string; data: unknown }[]): CaseFacts | undefined {
  return caseFactsOfFold(foldCaseFacts(emptyCaseFold(), events));
}

/** The account linked to a listing now (the last link event wins; null when unlinked or never linked). */
export function linkedAccountOf(events: readonly { type: string; data: unknown }[]): InquiryFacts['investigatorUserId'] {
  let linked: number | null = null;
  for (const e of events) {
    if (e.type !== 'InvestigatorAccountLinked') continue;
    const d = directoryEventSchemas.InvestigatorAccountLinked.safeParse(e.data);
    if (d.success) linked = accountId(d.data.userId);
  }
  return linked;
}
