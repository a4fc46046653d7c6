// GET /api/escalations' list parameters through HTTP (the dashboard's Escalations tab): search over
// the case id, summary and (staff) username, status and urgency filters, urgency sorted by meaning,
// pages with X-Total-Count, and 400s naming the parameter. The bare list is unchanged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appDatabaseFlavours, type TestDatabase } from '../../test/support/databases.js';
import { startTestApp, uniqueName, type TestApp, type TestClient } from '../../test/support/app.js';
import { LIST_MESSAGES } from '../../infra/http/list-query.js';
import type { EscalationResponse } from '../../modules/conversation/contract.js';
import { signInStaff } from '../../test/support/staff-sign-in.js';

const OPS = { username: 'opsesclist', password: 'ops-password-1' };
const YEAR = new Date().getUTCFullYear();
let ipCounter = 0;
const freshIp = () => `10.32.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

async function until<T>(fn: () => Promise<T>, ok: (v: T) => boolean, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (ok(v) || Date.now() > deadline) return v;
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe.each(appDatabaseFlavours())('GET /api/escalations list parameters on $name', (flavour) => {
  let db: TestDatabase;
  let app: TestApp;
  let client: TestClient;
  let other: TestClient;
  let admin: TestClient;
  let username: string;
  const tag = uniqueName('esc');

  async function premium() {
    const c = app.client(freshIp());
    const name = uniqueName('escl');
    expect((await c.post('/api/register', { username: name, email: `${name}@example.com`, password: 'secret-pass' })).status).toBe(201);
    const sub = await c.post('/api/subscription', {});
    expect(sub.status).toBe(200);
    const paid = await c.post('/api/test-payments/confirm', {
      clientSecret: sub.body.clientSecret,
      cardNumber: '4242 4242 4242 4242',
      expMonth: 12,
      expYear: YEAR + 3,
      cvc: '123',
    });
    expect(paid.body.status).toBe('succeeded');
    expect(
      (
        await until(
          () => c.get('/api/subscription'),
          (r) => r.body.isSubscribed === true,
        )
      ).body.isSubscribed,
    ).toBe(true);
    return { c, name };
  }

  beforeAll(async () => {
    db = await flavour.open();
    app = await startTestApp(db, { OPS_USERNAME: OPS.username, OPS_PASSWORD: OPS.password });
    admin = app.client(freshIp());
    expect((await signInStaff(admin, { ...OPS, userType: 'investigator' })).status).toBe(200);
    ({ c: client, name: username } = await premium());
    ({ c: other } = await premium());
    // Oldest first: standard, urgent, priority.
    for (const [summary, urgency] of [
      [`Missing brother ${tag} since Friday night`, 'standard'],
      [`Threats by a neighbour ${tag} every night`, 'urgent'],
      [`A landlord ${tag} keeps my deposit`, 'priority'],
    ] as const)
      expect((await client.post('/api/escalations', { caseSummary: summary, urgency })).status).toBe(201);
    expect((await other.post('/api/escalations', { caseSummary: `Someone else's matter ${tag} entirely`, urgency: 'urgent' })).status).toBe(
      201,
    );
    await until(
      () => admin.get<EscalationResponse[]>(`/api/escalations?q=${tag}`),
      (r) => r.body.length === 4,
    );
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  const summaries = (body: EscalationResponse[]) => body.map((e) => e.caseSummary.split(' ')[0]);

  it('the owner: own escalations only, newest first; paged with the total; the bare list as before', async () => {
    expect(summaries((await client.get('/api/escalations')).body)).toEqual(['A', 'Threats', 'Missing']);
    const page = await client.get<EscalationResponse[]>(`/api/escalations?q=${tag}&page=2&pageSize=2`);
    expect(summaries(page.body)).toEqual(['Missing']);
    expect(page.headers.get('x-total-count')).toBe('3');
    // A client's search never reaches another's rows, not even by the owner's name.
    expect((await other.get(`/api/escalations?q=${username}`)).body).toEqual([]);
  });

  it('staff: every escalation; search by the client’s username; status and urgency filters; urgency sorted by meaning', async () => {
    const mine = await admin.get<EscalationResponse[]>(`/api/escalations?q=${encodeURIComponent(username)}`);
    expect(summaries(mine.body)).toEqual(['A', 'Threats', 'Missing']);
    const urgent = await admin.get<EscalationResponse[]>(`/api/escalations?q=${tag}&urgency=urgent`);
    expect(urgent.body.map((e) => e.urgency)).toEqual(['urgent', 'urgent']);
    const byUrgency = await admin.get<EscalationResponse[]>(`/api/escalations?q=${encodeURIComponent(username)}&sort=urgency&order=desc`);
    expect(byUrgency.body.map((e) => e.urgency)).toEqual(['urgent', 'priority', 'standard']);
    const id = mine.body.find((e) => e.urgency === 'priority')!.id;
    expect((await admin.patch(`/api/escalations/${id}/status`, { status: 'in-progress' })).status).toBe(200);
    const taken = await until(
      () => admin.get<EscalationResponse[]>(`/api/escalations?q=${tag}&status=in-progress`),
      (r) => r.body.length === 1,
    );
    expect(taken.body.map((e) => e.id)).toEqual([id]);
    expect((await admin.get(`/api/escalations?q=${tag}&status=pending,resolved`)).headers.get('x-total-count')).toBe('3');
  });

  it.each([
    ['?urgency=high', LIST_MESSAGES.oneOf('urgency', ['standard', 'priority', 'urgent'])],
    ['?status=done', LIST_MESSAGES.oneOf('status', ['pending', 'in-progress', 'resolved'])],
    ['?sort=username', LIST_MESSAGES.sort(['createdAt', 'updatedAt', 'caseId', 'urgency', 'status'])],
    ['?pageSize=0', LIST_MESSAGES.pageSize],
    ['?from=2026-13-01', LIST_MESSAGES.date('from')],
  ])('400 on %s', async (query, message) => {
    const res = await admin.get(`/api/escalations${query}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });
});
