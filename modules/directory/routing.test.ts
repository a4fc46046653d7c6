// Escalations routed to the directory through HTTP against the real app (issue 30, item 4): a
// premium escalation with a place and a kind of work is offered to the linked investigators
// licensed in that state who do that work, nearest first; a decline or an unanswered offer moves
// it on (the offer loop's pass called with a later time: a fake clock); the first to accept takes
// it and the others see it withdrawn; no contact within 24 hours offers it again; an admin sees
// every step and overrides.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appDatabaseFlavours, type TestDatabase } from '../../test/support/databases.js';
import { startTestApp, uniqueName, type TestApp, type TestClient } from '../../test/support/app.js';
import { makePremium } from '../../test/security/fixtures.js';
import type { EscalationOffer, EscalationRouting } from './index.js';
import { ROUTING_MESSAGES } from './routing-decider.js';
import { signInStaff } from '../../test/support/staff-sign-in.js';
import { toNewEvents } from '../../infra/eventstore/event.js';

async function eventually<T>(fn: () => Promise<T>, ok: (v: T) => boolean, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (ok(v) || Date.now() > deadline) return v;
    await new Promise((r) => setTimeout(r, 100));
  }
}

const OPS = { username: 'opsrouting', password: 'ops-password-1' };
const YEAR = new Date().getUTCFullYear();
const MINUTE = 60_000;

describe.each(appDatabaseFlavours())('escalations routed to the directory on $name', (flavour) => {
  let db: TestDatabase;
  let app: TestApp;
  let admin: TestClient;
  // Investigators by distance from Austin, TX: near (Austin), mid (Round Rock), far (San Antonio);
  // one who does not do Surveillance and one licensed in Oklahoma are never candidates.
  const inv: Record<'near' | 'mid' | 'far' | 'other' | 'okla', { client: TestClient; id: number; piId: string }> = {} as never;

  const listAndLink = async (key: keyof typeof inv, over: Record<string, unknown>) => {
    const listed = await admin.post('/api/admin/investigators', {
      fullName: `Routing ${key} (sample)`,
      licenseNumber: uniqueName('LIC'),
      licenseExpiration: `${YEAR + 2}-06-30`,
      licenseState: 'TX',
      specializations: ['Surveillance'],
      email: `${key}@example.com`,
      city: 'Austin',
      state: 'TX',
      zipCode: '78701',
      ...over,
    });
    expect(listed.status, listed.text).toBe(201);
    const username = uniqueName(`r${key}`);
    const made = await admin.post('/api/admin/users', {
      username,
      email: `${username}@example.com`,
      password: 'secret-pass',
      role: 'investigator',
    });
    expect(made.status).toBe(201);
    const c = app.client();
    expect((await signInStaff(c, { username, password: 'secret-pass', userType: 'investigator' })).status).toBe(200);
    expect((await admin.put(`/api/admin/investigators/${listed.body.id}/account`, { userId: made.body.id })).status).toBe(200);
    inv[key] = { client: c, id: made.body.id, piId: listed.body.id };
  };
  const escalate = async (body: Record<string, unknown> = {}) => {
    const c = app.client();
    const username = uniqueName('rc');
    const reg = await c.post('/api/register', { username, email: `${username}@example.com`, password: 'secret-pass' });
    expect(reg.status).toBe(201);
    await makePremium({ client: c, user: { id: reg.body.id, username } } as never);
    const res = await c.post('/api/escalations', {
      caseSummary: 'Someone follows my car home from work every day.',
      urgency: 'priority',
      investigationType: 'Surveillance',
      location: 'Austin, TX',
      ...body,
    });
    expect(res.status, res.text).toBe(201);
    return { client: c, id: res.body.id as number, username };
  };
  const offersOf = async (who: keyof typeof inv, escalationId: number) =>
    (await inv[who].client.get<EscalationOffer[]>('/api/escalation-offers')).body.find((o) => o.escalationId === escalationId);
  const routingOf = async (escalationId: number) =>
    (await admin.get<EscalationRouting[]>('/api/admin/escalation-routing')).body.find((r) => r.escalationId === escalationId);
  const offered = (who: keyof typeof inv, escalationId: number, status = 'open') =>
    eventually(
      () => offersOf(who, escalationId),
      (o) => o?.status === status,
    );

  beforeAll(async () => {
    db = await flavour.open();
    app = await startTestApp(db, {
      OPS_USERNAME: OPS.username,
      OPS_PASSWORD: OPS.password,
      ESCALATION_OFFER_MINUTES: '15',
      // The loop stays out of the way: the test's passes, with their own times, move the steps.
      ESCALATION_OFFER_POLL_MS: '3600000',
    });
    admin = app.client();
    expect((await signInStaff(admin, { ...OPS, userType: 'investigator' })).status).toBe(200);
    await listAndLink('near', {});
    await listAndLink('mid', { zipCode: '78664', city: 'Round Rock' });
    await listAndLink('far', { zipCode: '78205', city: 'San Antonio' });
    await listAndLink('other', { specializations: ['Background Checks'] });
    await listAndLink('okla', { zipCode: '73102', city: 'Oklahoma City', state: 'OK', licenseState: 'OK' });
  }, 180_000);
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it('offers nearest first; a decline and an unanswered offer move it on; the first to accept takes it and the others see it withdrawn', async () => {
    const esc = await escalate();
    const first = await offered('near', esc.id);
    expect(first).toMatchObject({ status: 'open', investigationType: 'Surveillance', state: 'TX', urgency: 'priority', client: null });
    const routing = await routingOf(esc.id);
    expect(routing?.candidates.map((c) => c.piId)).toEqual([inv.near.piId, inv.mid.piId, inv.far.piId]);
    expect(await offersOf('other', esc.id)).toBeUndefined();
    expect(await offersOf('okla', esc.id)).toBeUndefined();
    expect(await offersOf('mid', esc.id)).toBeUndefined();

    // Declined: the next one is asked at once.
    expect((await inv.near.client.post(`/api/escalation-offers/${esc.id}/decline`, {})).status).toBe(200);
    await offered('mid', esc.id);
    expect((await offersOf('near', esc.id))?.status).toBe('declined');
    const declinedAgain = await inv.near.client.post(`/api/escalation-offers/${esc.id}/accept`, {});
    expect(declinedAgain.status).toBe(409);
    expect(declinedAgain.body.message).toBe(ROUTING_MESSAGES.withdrawn);

    // Unanswered: nothing moves before the offer's 15 minutes; after them the next one is asked too.
    const api = app.server.api.directory;
    expect(await api.advanceRouting(new Date(Date.now() + 10 * MINUTE))).toBe(0);
    expect(await offersOf('far', esc.id)).toBeUndefined();
    expect(await api.advanceRouting(new Date(Date.now() + 16 * MINUTE))).toBeGreaterThanOrEqual(1);
    await offered('far', esc.id);
    expect((await offersOf('mid', esc.id))?.status).toBe('open');

    // The far one accepts first: they take it, the mid one sees it withdrawn.
    expect((await inv.far.client.post(`/api/escalation-offers/${esc.id}/accept`, {})).status).toBe(200);
    const taken = await offered('far', esc.id, 'accepted');
    // The client's address is sealed in users_view (decision 0056) and opened for the taker.
    expect(taken?.client).toMatchObject({
      username: esc.username,
      email: `${esc.username}@example.com`,
      caseSummary: 'Someone follows my car home from work every day.',
    });
    expect(taken?.contactBy).toBeTruthy();
    const withdrawn = await offered('mid', esc.id, 'withdrawn');
    expect(withdrawn).toMatchObject({ withdrawnReason: 'taken', client: null });
    const late = await inv.mid.client.post(`/api/escalation-offers/${esc.id}/accept`, {});
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(ROUTING_MESSAGES.taken);
    const stranger = await inv.other.client.post(`/api/escalation-offers/${esc.id}/accept`, {});
    expect(stranger.status).toBe(403);
    expect(stranger.body.message).toBe(ROUTING_MESSAGES.notOffered);

    // Notifications: the investigator heard of the offer (the Case Offers link), the client of the acceptance.
    type Note = { type: string; title: string; data: Record<string, unknown> };
    const notes = (c: TestClient) => c.get<{ items: Note[] }>('/api/notifications').then((r) => r.body.items ?? []);
    const offerNote = await eventually(
      () => notes(inv.near.client),
      (items) => items.some((n) => n.type === 'escalation-offered' && n.data.escalationId === esc.id),
    );
    expect(offerNote.find((n) => n.data.escalationId === esc.id)).toMatchObject({
      type: 'escalation-offered',
      data: { link: `/investigator-dashboard?offer=${esc.id}` },
    });
    const clientNotes = await eventually(
      () => notes(esc.client),
      (items) => items.some((n) => n.type === 'escalation-update' && /accepted your escalation/.test(n.title)),
    );
    expect(clientNotes.some((n) => n.type === 'escalation-update' && /accepted your escalation/.test(n.title))).toBe(true);

    // Contact recorded in time: no re-offer when the 24 hours pass.
    expect((await inv.far.client.post(`/api/escalation-offers/${esc.id}/contacted`, {})).status).toBe(200);
    await api.advanceRouting(new Date(Date.now() + 25 * 60 * MINUTE));
    expect((await routingOf(esc.id))?.status).toBe('contacted');
    const steps = (await routingOf(esc.id))!.steps.map((s) => s.type);
    expect(steps).toEqual([
      'EscalationRouted',
      'EscalationOffered',
      'EscalationOfferDeclined',
      'EscalationOffered',
      'EscalationOffered',
      'EscalationOfferAccepted',
      'EscalationOfferWithdrawn',
      'EscalationClientContacted',
    ]);
  }, 120_000);

  it('no contact within 24 hours: the case is offered again to the next; every candidate passing leaves it to staff', async () => {
    const esc = await escalate();
    await offered('near', esc.id);
    expect((await inv.near.client.post(`/api/escalation-offers/${esc.id}/accept`, {})).status).toBe(200);
    await offered('near', esc.id, 'accepted');
    const api = app.server.api.directory;
    expect(await api.advanceRouting(new Date(Date.now() + 23 * 60 * MINUTE))).toBe(0);
    expect(await api.advanceRouting(new Date(Date.now() + 24 * 60 * MINUTE + MINUTE))).toBeGreaterThanOrEqual(1);
    await offered('near', esc.id, 'lapsed');
    await offered('mid', esc.id);
    // The lapsed investigator cannot take it back.
    expect((await inv.near.client.post(`/api/escalation-offers/${esc.id}/contacted`, {})).status).toBe(409);
    expect((await inv.mid.client.post(`/api/escalation-offers/${esc.id}/decline`, {})).status).toBe(200);
    expect((await inv.far.client.post(`/api/escalation-offers/${esc.id}/decline`, {})).status).toBe(200);
    const over = await eventually(
      () => routingOf(esc.id),
      (r) => r?.status === 'exhausted',
    );
    expect(over?.status).toBe('exhausted');
  }, 120_000);

  it('staff see every step and override: offer on now, assign a candidate, stop; staff resolving the escalation stops it', async () => {
    const esc = await escalate();
    await offered('near', esc.id);
    expect((await admin.post(`/api/admin/escalation-routing/${esc.id}`, { action: 'next' })).status).toBe(200);
    await offered('mid', esc.id);
    const assign = await admin.post(`/api/admin/escalation-routing/${esc.id}`, { action: 'assign', piId: inv.far.piId });
    expect(assign.status, assign.text).toBe(200);
    expect(assign.body.status).toBe('accepted');
    await offered('far', esc.id, 'accepted');
    expect((await offersOf('near', esc.id))?.status).toBe('withdrawn');
    expect((await offersOf('mid', esc.id))?.status).toBe('withdrawn');
    const notCandidate = await admin.post(`/api/admin/escalation-routing/${esc.id}`, { action: 'assign', piId: inv.okla.piId });
    expect(notCandidate.status).toBe(409);
    expect(notCandidate.body.message).toBe(ROUTING_MESSAGES.notCandidate);
    expect((await admin.post(`/api/admin/escalation-routing/${esc.id}`, { action: 'pause' })).status).toBe(400);
    expect((await inv.near.client.post(`/api/admin/escalation-routing/${esc.id}`, { action: 'stop' })).status).toBe(403);
    expect((await admin.post(`/api/admin/escalation-routing/${esc.id}`, { action: 'stop' })).status).toBe(200);
    expect((await routingOf(esc.id))?.status).toBe('stopped');

    const resolved = await escalate();
    await offered('near', resolved.id);
    expect((await admin.patch(`/api/escalations/${resolved.id}/status`, { status: 'resolved' })).status).toBe(200);
    await offered('near', resolved.id, 'withdrawn');
    expect((await routingOf(resolved.id))?.status).toBe('stopped');
  }, 120_000);

  // Issue 29, M2: where an erased client's escalation was routed (its state, the candidates'
  // distances), its steps and its offers go with the client. Where the client is sits sealed with
  // the client's key in the log and in the view, so erasure shreds it from both and from copies.
  it('seals where the client is, and purges an erased client’s routing, its steps and its offers', async () => {
    const esc = await escalate();
    await offered('near', esc.id);
    const knex = app.server.deps.knex;
    const store = app.server.deps.store;
    const stream = `escalation-routing-${esc.id}`;
    const routed = async () => (await store.readStream(stream)).find((e) => e.type === 'EscalationRouted')!.data;
    // Readable through the store while the client's key exists, never in clear in what it keeps.
    const seen = (await routed()) as { candidates: object[]; pii: { state: string; distanceMiles: number[] } | null };
    expect(seen.pii).toMatchObject({ state: 'TX' });
    expect(seen.pii!.distanceMiles).toHaveLength(seen.candidates.length);
    expect(seen.candidates.every((c) => !('distanceMiles' in c) && !('state' in c))).toBe(true);
    const raw = JSON.stringify((await store.readStreamRaw(stream)).map((e) => e.data));
    expect(raw).not.toMatch(/"TX"|distanceMiles/);
    const row = await knex('directory_routing_view').where({ escalation_id: esc.id }).first();
    expect([row.state, row.distances].every((v: string) => v.startsWith('cb1:'))).toBe(true);
    const steps = JSON.stringify(await knex('directory_routing_steps_view').where({ escalation_id: esc.id }));
    expect(steps).not.toContain('TX');
    const staffView = (await routingOf(esc.id))!;
    expect(staffView.state).toBe('TX');
    expect(staffView.candidates.every((c) => typeof c.distanceMiles === 'number')).toBe(true);

    expect((await esc.client.post('/api/user/erase', { password: 'secret-pass' })).status).toBe(204);
    expect(
      await eventually(
        async () => (await routed()).pii,
        (pii) => pii === null,
      ),
    ).toBeNull();
    await eventually(
      async () =>
        (await knex('directory_routing_view').where({ escalation_id: esc.id }).count({ n: '*' }))[0]!.n +
        '/' +
        (await knex('directory_routing_steps_view').where({ escalation_id: esc.id }).count({ n: '*' }))[0]!.n +
        '/' +
        (await knex('directory_offers_view').where({ escalation_id: esc.id }).count({ n: '*' }))[0]!.n,
      (v) => v === '0/0/0',
    );
    expect(await routingOf(esc.id)).toBeUndefined();
    expect(await offersOf('near', esc.id)).toBeUndefined();
  });

  it('a routing recorded before the place was sealed (state and distances in clear) is shown, and sealed in the view', async () => {
    const c = app.client();
    const username = uniqueName('rl');
    const reg = await c.post('/api/register', { username, email: `${username}@example.com`, password: 'secret-pass' });
    expect(reg.status).toBe(201);
    const escalationId = 1_900_000_000 + Math.floor(Math.random() * 1_000_000);
    const legacy = {
      escalationId,
      clientId: reg.body.id as number,
      caseId: 'INV-LEGACY-1',
      investigationType: 'Surveillance',
      state: 'TX',
      candidates: [{ piId: inv.near.piId, userId: inv.near.id, distanceMiles: 2.5, rating: 4 }],
      offerMinutes: 15,
      routedAt: new Date().toISOString(),
    };
    const [event] = toNewEvents([{ type: 'EscalationRouted', data: legacy }], {});
    await app.server.deps.store.appendToStream(`escalation-routing-${escalationId}`, [event!], { expectedVersion: 'any' });
    const shown = await eventually(
      () => routingOf(escalationId),
      (r) => r !== undefined,
    );
    expect(shown).toMatchObject({ state: 'TX', candidates: [{ piId: inv.near.piId, distanceMiles: 2.5, rating: 4 }] });
    const row = await app.server.deps.knex('directory_routing_view').where({ escalation_id: escalationId }).first();
    expect(JSON.stringify(row)).not.toMatch(/"TX"|2\.5/);
  });

  it('an escalation without a place or kind of work stays in the staff queue only', async () => {
    const esc = await escalate({ investigationType: undefined, location: undefined });
    // The queue has it; no routing was made.
    await new Promise((r) => setTimeout(r, 500));
    expect(await routingOf(esc.id)).toBeUndefined();
    expect((await admin.post(`/api/admin/escalation-routing/${esc.id}`, { action: 'next' })).status).toBe(404);
  });
});
