// Pure rules of an escalation routed to the directory (`escalation-routing-{escalationId}`, issue 30):
// the escalation is offered to its candidates one after another — the next one each time an offer
// is declined, or when `offerMinutes` pass with nobody accepting (earlier offers stay open) — and
// the first to accept takes it: every other open offer is withdrawn. The taker must record contact
// with the client within CONTACT_HOURS, or the acceptance lapses and the case is offered on. Staff
// may offer it on, assign it to a candidate, or stop the routing at any step. Time comes in on the
// command (`now`); the timer loop sends `Advance` when a step falls due.
import { ConflictError, ForbiddenError, NotFoundError } from '../../infra/http/errors.js';
import type { DirectoryEvent, FoundCandidate, RoutingCandidate } from './events.js';

/** Hours the accepting investigator has to contact the client before the case is offered again. */
export const CONTACT_HOURS = 24;

type Offer = { piId: string; userId: number };
export type Routing =
  | { status: 'none' }
  | {
      status: 'offering' | 'accepted' | 'contacted' | 'exhausted' | 'stopped';
      escalationId: number;
      clientId: number;
      candidates: RoutingCandidate[];
      offerMinutes: number;
      /** How many candidates were offered it so far (the next is candidates[offeredCount]). */
      offeredCount: number;
      /** Offers still open (offered, not declined, not withdrawn). */
      open: Offer[];
      /** When the next candidate is offered if nobody accepts (offering only). */
      nextAt: string | null;
      taker: (Offer & { contactBy: string }) | null;
      /** Investigators who declined or let an acceptance lapse: never offered it again. */
      passed: string[];
    };

export const initialRouting: Routing = { status: 'none' };

export type RoutingCommand =
  | {
      type: 'Route';
      escalationId: number;
      clientId: number;
      caseId: string;
      investigationType: string;
      state: string;
      candidates: FoundCandidate[];
      offerMinutes: number;
      now: string;
    }
  | { type: 'Accept'; userId: number; now: string }
  | { type: 'Decline'; userId: number; now: string }
  | { type: 'RecordContact'; userId: number; now: string }
  | { type: 'Advance'; now: string }
  | { type: 'OfferNext'; by: number; now: string }
  | { type: 'Assign'; by: number; piId: string; now: string }
  | { type: 'Stop'; by: number; now: string };

export const ROUTING_MESSAGES = {
  notFound: 'This escalation was not offered to the directory',
  notOffered: 'This case was not offered to you',
  taken: 'Another investigator already took this case',
  withdrawn: 'This offer was withdrawn',
  notTaker: 'Only the investigator who accepted this case can record contact with the client',
  notAccepted: 'Nobody has accepted this case yet',
  alreadyContacted: 'Contact with the client is already recorded',
  finished: 'The routing of this case is over (stopped, or every candidate was asked)',
  notCandidate: 'Assign the case to one of its candidates',
} as const;

type Active = Exclude<Routing, { status: 'none' }>;
const exists = (s: Routing): Active => {
  if (s.status === 'none') throw new NotFoundError(ROUTING_MESSAGES.notFound);
  return s;
};
const addMinutes = (iso: string, minutes: number) => new Date(Date.parse(iso) + minutes * 60_000).toISOString();

/**
 * The next candidate not yet offered and not passed, as an offer. With none left: when `wait`
 * and offers are still open, nothing yet (they may still be accepted; the timer comes back);
 * otherwise the routing is exhausted and any open offer withdrawn (the staff queue keeps the case).
 */
function offerNext(s: Active, now: string, wait = false): DirectoryEvent[] {
  const next = s.candidates.slice(s.offeredCount).find((c) => !s.passed.includes(c.piId) && !s.open.some((o) => o.piId === c.piId));
  if (next)
    return [
      {
        type: 'EscalationOffered',
        data: {
          escalationId: s.escalationId,
          piId: next.piId,
          userId: next.userId,
          offeredAt: now,
          nextAt: addMinutes(now, s.offerMinutes),
        },
      },
    ];
  if (wait && s.open.length > 0) return [];
  return [
    ...s.open.map((o): DirectoryEvent => ({
      type: 'EscalationOfferWithdrawn',
      data: { escalationId: s.escalationId, ...o, reason: 'exhausted', withdrawnAt: now },
    })),
    { type: 'EscalationRoutingExhausted', data: { escalationId: s.escalationId, exhaustedAt: now } },
  ];
}

function take(s: Active, offer: Offer, now: string, assignedBy: number | null): DirectoryEvent[] {
  return [
    {
      type: 'EscalationOfferAccepted',
      data: {
        escalationId: s.escalationId,
        ...offer,
        acceptedAt: now,
        contactBy: new Date(Date.parse(now) + CONTACT_HOURS * 3_600_000).toISOString(),
        assignedBy,
      },
    },
    ...s.open
      .filter((o) => o.piId !== offer.piId)
      .map((o): DirectoryEvent => ({
        type: 'EscalationOfferWithdrawn',
        data: { escalationId: s.escalationId, ...o, reason: 'taken', withdrawnAt: now },
      })),
  ];
}

/** Applies events to a state (so a command can decide several steps at once). */
const fold = (s: Routing, events: DirectoryEvent[]) => events.reduce(evolve, s);

export function decide(command: RoutingCommand, state: Routing): DirectoryEvent[] {
  switch (command.type) {
    case 'Route': {
      if (state.status !== 'none') return []; // a repeated delivery of the escalation
      const { type: _t, now, state: where, candidates: found, ...routed } = command;
      // Where the client is (their state, each candidate's distance) goes under `pii` (events.ts).
      const candidates = found.map(({ distanceMiles: _d, ...c }) => c);
      const pii = { state: where, distanceMiles: found.map((c) => c.distanceMiles) };
      const first: DirectoryEvent = { type: 'EscalationRouted', data: { ...routed, candidates, routedAt: now, pii } };
      return [first, ...offerNext(exists(fold(state, [first])), now)];
    }
    case 'Accept': {
      const s = exists(state);
      const offer = s.open.find((o) => o.userId === command.userId);
      if (s.taker && s.taker.userId === command.userId) return [];
      // Someone never offered it learns nothing of its state.
      const wasOffered = offer !== undefined || s.candidates.slice(0, s.offeredCount).some((c) => c.userId === command.userId);
      if (!wasOffered) throw new ForbiddenError(ROUTING_MESSAGES.notOffered);
      if (s.status === 'accepted' || s.status === 'contacted') throw new ConflictError(ROUTING_MESSAGES.taken);
      if (!offer) throw new ConflictError(ROUTING_MESSAGES.withdrawn);
      return take(s, offer, command.now, null);
    }
    case 'Decline': {
      const s = exists(state);
      const offer = s.open.find((o) => o.userId === command.userId);
      if (!offer) {
        const wasOffered = s.candidates.slice(0, s.offeredCount).some((c) => c.userId === command.userId);
        throw wasOffered ? new ConflictError(ROUTING_MESSAGES.withdrawn) : new ForbiddenError(ROUTING_MESSAGES.notOffered);
      }
      const declined: DirectoryEvent = {
        type: 'EscalationOfferDeclined',
        data: { escalationId: s.escalationId, ...offer, declinedAt: command.now },
      };
      // A decline moves the case on at once (no need to wait out the offer's time).
      return [declined, ...offerNext(exists(fold(s, [declined])), command.now, true)];
    }
    case 'RecordContact': {
      const s = exists(state);
      if (!s.taker) throw new ConflictError(ROUTING_MESSAGES.notAccepted);
      if (s.taker.userId !== command.userId) throw new ForbiddenError(ROUTING_MESSAGES.notTaker);
      if (s.status === 'contacted') return [];
      const { contactBy: _c, ...taker } = s.taker;
      return [{ type: 'EscalationClientContacted', data: { escalationId: s.escalationId, ...taker, contactedAt: command.now } }];
    }
    case 'Advance': {
      const s = exists(state);
      const now = Date.parse(command.now);
      if (s.status === 'offering' && s.nextAt && Date.parse(s.nextAt) <= now) return offerNext(s, command.now);
      if (s.status === 'accepted' && s.taker && Date.parse(s.taker.contactBy) <= now) return lapse(s, command.now, null);
      return [];
    }
    case 'OfferNext': {
      const s = exists(state);
      if (s.status === 'contacted' || s.status === 'exhausted' || s.status === 'stopped')
        throw new ConflictError(ROUTING_MESSAGES.finished);
      if (s.status === 'accepted') return lapse(s, command.now, command.by);
      return offerNext(s, command.now);
    }
    case 'Assign': {
      const s = exists(state);
      if (s.status === 'contacted' || s.status === 'stopped') throw new ConflictError(ROUTING_MESSAGES.finished);
      const candidate = s.candidates.find((c) => c.piId === command.piId);
      if (!candidate) throw new ConflictError(ROUTING_MESSAGES.notCandidate);
      if (s.taker?.piId === command.piId) return [];
      const before: DirectoryEvent[] = s.taker ? lapse(s, command.now, command.by, false) : [];
      const after = exists(fold(s, before));
      return [
        ...before,
        ...take({ ...after, open: after.open.filter((o) => o.piId !== candidate.piId) }, candidate, command.now, command.by),
      ];
    }
    case 'Stop': {
      const s = exists(state);
      if (s.status === 'stopped') return [];
      return [
        ...s.open.map((o): DirectoryEvent => ({
          type: 'EscalationOfferWithdrawn',
          data: { escalationId: s.escalationId, ...o, reason: 'stopped', withdrawnAt: command.now },
        })),
        { type: 'EscalationRoutingStopped', data: { escalationId: s.escalationId, by: command.by, stoppedAt: command.now } },
      ];
    }
  }
}

/** The taker did not contact the client in time (or staff took the case back): offered on to the next. */
function lapse(s: Active, now: string, by: number | null, andOfferNext = true): DirectoryEvent[] {
  if (!s.taker) return [];
  const { contactBy: _c, ...taker } = s.taker;
  const lapsed: DirectoryEvent = {
    type: 'EscalationAcceptanceLapsed',
    data: { escalationId: s.escalationId, ...taker, lapsedAt: now, by },
  };
  return andOfferNext ? [lapsed, ...offerNext(exists(fold(s, [lapsed])), now)] : [lapsed];
}

export function evolve(state: Routing, event: DirectoryEvent): Routing {
  if (event.type === 'EscalationRouted') {
    const d = event.data;
    return {
      status: 'offering',
      escalationId: d.escalationId,
      clientId: d.clientId,
      candidates: d.candidates,
      offerMinutes: d.offerMinutes,
      offeredCount: 0,
      open: [],
      nextAt: null,
      taker: null,
      passed: [],
    };
  }
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'EscalationOffered': {
      const i = state.candidates.findIndex((c) => c.piId === event.data.piId);
      return {
        ...state,
        status: 'offering',
        offeredCount: Math.max(state.offeredCount, i + 1),
        open: [...state.open, { piId: event.data.piId, userId: event.data.userId }],
        nextAt: event.data.nextAt,
      };
    }
    case 'EscalationOfferDeclined':
      return { ...state, open: state.open.filter((o) => o.piId !== event.data.piId), passed: [...state.passed, event.data.piId] };
    case 'EscalationOfferWithdrawn':
      return { ...state, open: state.open.filter((o) => o.piId !== event.data.piId) };
    case 'EscalationOfferAccepted':
      return {
        ...state,
        status: 'accepted',
        open: state.open.filter((o) => o.piId !== event.data.piId),
        nextAt: null,
        taker: { piId: event.data.piId, userId: event.data.userId, contactBy: event.data.contactBy },
      };
    case 'EscalationClientContacted':
      return { ...state, status: 'contacted' };
    case 'EscalationAcceptanceLapsed':
      return { ...state, status: 'offering', taker: null, passed: [...state.passed, event.data.piId] };
    case 'EscalationRoutingExhausted':
      return { ...state, status: 'exhausted', open: [], nextAt: null };
    case 'EscalationRoutingStopped':
      return { ...state, status: 'stopped', open: [], nextAt: null };
    default:
      return state;
  }
}
