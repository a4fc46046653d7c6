import { describe, expect, it } from 'vitest';
import type { DirectoryEvent } from './events.js';
import { CONTACT_HOURS, decide, evolve, initialRouting, ROUTING_MESSAGES, type RoutingCommand } from './routing-decider.js';

const given = (events: DirectoryEvent[]) => events.reduce(evolve, initialRouting);
const when = (events: DirectoryEvent[], command: RoutingCommand) => decide(command, given(events));
const then = (events: DirectoryEvent[], command: RoutingCommand) => [...events, ...when(events, command)];
const t0 = Date.parse('2026-12-01T10:00:00.000Z');
const at = (minutes: number) => new Date(t0 + minutes * 60_000).toISOString();
const candidate = (n: number) => ({ piId: `pi-${n}`, userId: n, distanceMiles: n * 5, rating: 4 });
const route: RoutingCommand = {
  type: 'Route',
  escalationId: 7,
  clientId: 100,
  caseId: 'INV-2026-12345',
  investigationType: 'Surveillance',
  state: 'TX',
  candidates: [candidate(1), candidate(2), candidate(3)],
  offerMinutes: 15,
  now: at(0),
};
const routed = when([], route);
const types = (events: DirectoryEvent[]) => events.map((e) => e.type);

describe('routing decider', () => {
  it('routes once and offers the first candidate, with its time to answer', () => {
    expect(types(routed)).toEqual(['EscalationRouted', 'EscalationOffered']);
    expect(routed[1]).toMatchObject({ data: { piId: 'pi-1', userId: 1, offeredAt: at(0), nextAt: at(15) } });
    expect(when(routed, route)).toEqual([]);
    expect(types(when([], { ...route, candidates: [] }))).toEqual(['EscalationRouted', 'EscalationRoutingExhausted']);
  });

  it('records where the client is (the state, each candidate’s distance, in order) under pii only', () => {
    expect(routed[0]!.data).toEqual({
      escalationId: 7,
      clientId: 100,
      caseId: 'INV-2026-12345',
      investigationType: 'Surveillance',
      candidates: [1, 2, 3].map((n) => ({ piId: `pi-${n}`, userId: n, rating: 4 })),
      offerMinutes: 15,
      routedAt: at(0),
      pii: { state: 'TX', distanceMiles: [5, 10, 15] },
    });
  });

  it('an unanswered offer moves on only when its time has passed; earlier offers stay open', () => {
    expect(when(routed, { type: 'Advance', now: at(14) })).toEqual([]);
    const second = then(routed, { type: 'Advance', now: at(15) });
    expect(second.at(-1)).toMatchObject({ type: 'EscalationOffered', data: { piId: 'pi-2', nextAt: at(30) } });
    expect(given(second)).toMatchObject({ status: 'offering', open: [{ piId: 'pi-1' }, { piId: 'pi-2' }] });
  });

  it('a decline moves on at once; the first to accept takes it and every other open offer is withdrawn', () => {
    const declined = then(routed, { type: 'Decline', userId: 1, now: at(2) });
    expect(types(declined.slice(2))).toEqual(['EscalationOfferDeclined', 'EscalationOffered']);
    const third = then(declined, { type: 'Advance', now: at(20) });
    const accepted = when(third, { type: 'Accept', userId: 3, now: at(21) });
    expect(types(accepted)).toEqual(['EscalationOfferAccepted', 'EscalationOfferWithdrawn']);
    expect(accepted[0]).toMatchObject({ data: { piId: 'pi-3', contactBy: at(21 + CONTACT_HOURS * 60), assignedBy: null } });
    expect(accepted[1]).toMatchObject({ data: { piId: 'pi-2', reason: 'taken' } });
    const after = [...third, ...accepted];
    expect(() => when(after, { type: 'Accept', userId: 2, now: at(22) })).toThrow(ROUTING_MESSAGES.taken);
    expect(() => when(after, { type: 'Accept', userId: 1, now: at(22) })).toThrow(ROUTING_MESSAGES.taken);
    expect(() => when(after, { type: 'Accept', userId: 99, now: at(22) })).toThrow(ROUTING_MESSAGES.notOffered);
    expect(when(after, { type: 'Accept', userId: 3, now: at(23) })).toEqual([]);
  });

  it('no contact within 24 hours lapses the acceptance and offers the next; contact in time stops the clock', () => {
    const accepted = then(routed, { type: 'Accept', userId: 1, now: at(1) });
    expect(when(accepted, { type: 'Advance', now: at(1 + 24 * 60 - 1) })).toEqual([]);
    const lapsed = when(accepted, { type: 'Advance', now: at(1 + 24 * 60) });
    expect(types(lapsed)).toEqual(['EscalationAcceptanceLapsed', 'EscalationOffered']);
    expect(lapsed[1]).toMatchObject({ data: { piId: 'pi-2' } });
    expect(() => when([...accepted, ...lapsed], { type: 'RecordContact', userId: 1, now: at(2000) })).toThrow(ROUTING_MESSAGES.notAccepted);
    const contacted = then(accepted, { type: 'RecordContact', userId: 1, now: at(60) });
    expect(when(contacted, { type: 'Advance', now: at(3 * 24 * 60) })).toEqual([]);
    expect(() => when(accepted, { type: 'RecordContact', userId: 2, now: at(60) })).toThrow(ROUTING_MESSAGES.notTaker);
  });

  it('every candidate passing exhausts the routing; staff offer on, assign and stop', () => {
    let events = routed;
    events = then(events, { type: 'Decline', userId: 1, now: at(1) });
    events = then(events, { type: 'Decline', userId: 2, now: at(2) });
    const last = when(events, { type: 'Decline', userId: 3, now: at(3) });
    expect(types(last)).toEqual(['EscalationOfferDeclined', 'EscalationRoutingExhausted']);

    const next = then(routed, { type: 'OfferNext', by: 500, now: at(1) });
    expect(next.at(-1)).toMatchObject({ type: 'EscalationOffered', data: { piId: 'pi-2' } });
    const assigned = when(next, { type: 'Assign', by: 500, piId: 'pi-3', now: at(2) });
    expect(types(assigned)).toEqual(['EscalationOfferAccepted', 'EscalationOfferWithdrawn', 'EscalationOfferWithdrawn']);
    expect(assigned[0]).toMatchObject({ data: { piId: 'pi-3', assignedBy: 500 } });
    expect(() => when(next, { type: 'Assign', by: 500, piId: 'pi-9', now: at(2) })).toThrow(ROUTING_MESSAGES.notCandidate);
    const stopped = when(next, { type: 'Stop', by: 500, now: at(3) });
    expect(types(stopped)).toEqual(['EscalationOfferWithdrawn', 'EscalationOfferWithdrawn', 'EscalationRoutingStopped']);
    expect(() => when([...next, ...stopped], { type: 'OfferNext', by: 500, now: at(4) })).toThrow(ROUTING_MESSAGES.finished);
  });
});
