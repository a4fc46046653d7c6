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

export function streamLookups(deps: { store: EventStore; knex: Knex }): NotificationLookups {
  return {
    async escalation(escalationId) {
      const events = await deps.store.readStream(escalationStream(escalationId));
      const taken = events.find((e) => e.type === 'EscalationTaken');
      if (!taken) return undefined;
      const d = (taken as unknown as Extract<EscalationEvent, { type: 'EscalationTaken' }>).data;
      return { ownerId: d.userId, caseId: d.caseId };
    },
    async caseFacts(caseId) {
      return caseFactsOf(await deps.store.readStream(caseStreamOf(caseId)));
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

/** Folds a case stream into what notifications need: its owner, title and the staff who worked it. */
export function caseFactsOf(events: readonly { type: string; data: unknown }[]): CaseFacts | undefined {
  let facts: CaseFacts | undefined;
  const staff = new Set<number>();
  for (const e of events) {
    switch (e.type) {
      case 'CaseSubmitted': {
        const d = caseworkSources.CaseSubmitted.safeParse(e.data);
        if (d.success) facts = { ownerId: d.data.userId, title: d.data.pii?.caseTitle ?? null, staffIds: [] };
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
  if (!facts) return undefined;
  staff.delete(facts.ownerId);
  return { ...facts, staffIds: [...staff].sort((a, b) => a - b) };
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
