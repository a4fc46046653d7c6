// Fixtures of the authorization matrix and the fuzzer, keyed by the names the access tables use
// (`resource`, `body` in each module's access.ts). A module that adds routes adds its fixtures
// here: a resource fixture makes one resource owned by the world's owner and answers the path
// parameters; a body fixture answers a well-formed body for the calling actor (and may prepare
// that actor, e.g. subscribe a client to Premium). docs/security.md, "Adding routes".
import type { Knex } from 'knex';
import { expect } from 'vitest';
import type { AccessTable, Actor, RouteAccess } from '../../infra/http/access.js';
import { descriptors } from '../../app/modules.js';
import { platformAccess } from '../../app/platform-routes.js';
import { adminAccess } from '../../app/admin-routes.js';
import { uniqueName, uploadForm, type TestApp, type TestClient } from '../support/app.js';
import { base32Decode, totp } from '../../modules/identity/totp.js';
import { recoveryCodesOf, signInStaff } from '../support/staff-sign-in.js';

export const OPS = { username: 'opssecurity', password: 'ops-password-1' };
const PASSWORD = 'secret-pass';
const YEAR = new Date().getUTCFullYear();

/** The app the matrix and the fuzzer run: limits that are not under test are out of the way. */
export const MATRIX_ENV = {
  OPS_USERNAME: OPS.username,
  OPS_PASSWORD: OPS.password,
  FREE_DAILY_MESSAGES: '1000',
  CHAT_RATE_LIMIT_PER_MINUTE: '1000',
  AI_OFFLINE_CHUNK_DELAY_MS: '0',
};

/** Every access row of the app: the platform's and each module's and view's descriptor's. */
export function accessTable(): Record<string, RouteAccess> {
  const table: Record<string, RouteAccess> = {};
  for (const t of [platformAccess, adminAccess, ...descriptors.map((d) => d.access ?? ({} as AccessTable))]) {
    for (const [route, row] of Object.entries(t)) {
      if (route in table) throw new Error(`${route} has two access rows`);
      table[route] = row;
    }
  }
  return table;
}

let ipCounter = 0;
/** A fresh client address per browser, so no test meets another's login throttle. */
export const freshIp = () => `10.66.${Math.floor(++ipCounter / 250) % 250}.${ipCounter % 250}`;

export interface Session {
  actor: Actor;
  client: TestClient;
  /** Undefined for anonymous. */
  user?: { id: number; username: string; email: string; password: string; role: string };
}

export async function until<T>(fn: () => Promise<T>, ok: (v: T) => boolean, ms = 10_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (ok(v) || Date.now() > deadline) return v;
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * The callers of one cell (or of every read-only cell). Actors are made when first asked for;
 * the admin is the one operations account (OPS_USERNAME), shared and signed in again whenever a
 * cell ended its session.
 */
export class World {
  private readonly made = new Map<Actor, Promise<Session>>();

  constructor(
    readonly app: TestApp,
    private readonly admin: AdminSession,
  ) {}

  get(actor: Actor): Promise<Session> {
    if (actor === 'admin') return this.admin.get();
    let s = this.made.get(actor);
    if (!s) {
      s = makeActor(this.app, actor, this.admin);
      this.made.set(actor, s);
    }
    return s;
  }
}

/** The shared operations account, checked (and signed in again) before each use. */
export class AdminSession {
  private session: Session | undefined;

  constructor(private readonly app: TestApp) {}

  async get(): Promise<Session> {
    if (this.session) {
      const me = await this.session.client.get('/api/user');
      if (me.status === 200 && me.body.id === this.session.user!.id) return this.session;
    }
    const client = this.app.client(freshIp());
    const res = await signInStaff(client, { ...OPS, userType: 'investigator' });
    expect(res.status, 'the operations account signs in').toBe(200);
    this.session = { actor: 'admin', client, user: { ...res.body, password: OPS.password } };
    return this.session;
  }
}

export async function registerClient(app: TestApp, actor: Actor = 'owner'): Promise<Session> {
  const client = app.client(freshIp());
  const username = uniqueName('sec');
  const email = `${username}@example.com`;
  const res = await client.post('/api/register', { username, email, password: PASSWORD });
  expect(res.status, `register ${username}: ${res.text}`).toBe(201);
  return { actor, client, user: { id: res.body.id, username, email, password: PASSWORD, role: 'client' } };
}

async function makeActor(app: TestApp, actor: Actor, admin: AdminSession): Promise<Session> {
  if (actor === 'anonymous') return { actor, client: app.client(freshIp()) };
  if (actor === 'owner' || actor === 'otherClient') return registerClient(app, actor);
  const role = actor === 'investigator' ? 'investigator' : 'auditor';
  const username = uniqueName(role.slice(0, 3));
  const email = `${username}@example.com`;
  const created = await (await admin.get()).client.post('/api/admin/users', { username, email, password: PASSWORD, role });
  expect(created.status, `create ${role}: ${created.text}`).toBe(201);
  const client = app.client(freshIp());
  const login = await signInStaff(client, {
    username,
    password: PASSWORD,
    userType: role === 'investigator' ? 'investigator' : 'client',
  });
  expect(login.status).toBe(200);
  return { actor, client, user: { id: created.body.id, username, email, password: PASSWORD, role } };
}

const isClient = (s: Session) => s.user?.role === 'client';
const canPay = (s: Session) => s.user !== undefined && s.user.role !== 'auditor';

/** Starts a subscription and answers its payment's client secret (or a well-formed one for callers who cannot). */
async function clientSecretOf(s: Session): Promise<string> {
  if (!canPay(s)) return 'pi_matrix_secret_placeholder';
  const res = await s.client.post('/api/subscription', {});
  expect(res.status, `subscription for ${s.actor}: ${res.text}`).toBe(200);
  return res.body.clientSecret as string;
}

const card = (number: string) => ({ cardNumber: number, expMonth: 12, expYear: YEAR + 3, cvc: '123' });

/** A client with an active Premium subscription (as the provider confirms it). */
export async function makePremium(s: Session): Promise<void> {
  const clientSecret = await clientSecretOf(s);
  const paid = await s.client.post('/api/test-payments/confirm', { clientSecret, ...card('4242 4242 4242 4242') });
  expect(paid.body.status).toBe('succeeded');
  const sub = await until(
    () => s.client.get('/api/subscription'),
    (r) => r.body?.isSubscribed === true,
  );
  expect(sub.body.isSubscribed).toBe(true);
}

export interface FixtureContext {
  app: TestApp;
  world: World;
}

export type ResourceFixture = (ctx: FixtureContext & { owner: Session }) => Promise<Record<string, string>>;
export type BodyFixture = (ctx: FixtureContext & { actor: Session }) => Promise<unknown>;

async function escalationOf(owner: Session): Promise<number> {
  const sub = await owner.client.get('/api/subscription');
  if (!sub.body?.isSubscribed) await makePremium(owner);
  const res = await owner.client.post('/api/escalations', {
    caseSummary: 'My brother has been missing since Friday night',
    urgency: 'standard',
  });
  expect(res.status, `escalation: ${res.text}`).toBe(201);
  return res.body.id as number;
}

// ---- casework: a case of the owner's, paid on the test provider when the row needs it

const CASE_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** A well-formed criminal case form with a case number of its own. */
export function caseFormBody() {
  return {
    caseNumber: uniqueName('CR-'),
    clientName: 'Jordan Avery',
    caseTitle: 'State v. Avery',
    caseCategory: 'criminal',
    caseType: 'assault',
    caseDescription: 'The incident happened late at night outside a bar downtown; the other man threw the first punch.',
    state: 'OH',
    city: 'Columbus',
    keyWitnesses: 'Sam Lee',
    criminal: {
      chargeDetails: 'Misdemeanor assault',
      evidenceStrength: 'moderate',
      defenseStrategy: 'Self-defense: my client only pushed him away.',
    },
  };
}

async function caseOf(owner: Session): Promise<number> {
  const res = await owner.client.post('/api/case-analyses', caseFormBody());
  expect(res.status, `case: ${res.text}`).toBe(201);
  return res.body.id as number;
}

async function caseDocumentOf(owner: Session, caseId: number): Promise<string> {
  const form = new FormData();
  form.append('document', new Blob([new Uint8Array(CASE_PDF)]), 'charge-sheet.pdf');
  const cookie = owner.client
    .cookieNames()
    .map((n) => `${n}=${owner.client.cookie(n)}`)
    .join('; ');
  const res = await fetch(`${owner.client.baseUrl}/api/case-analyses/${caseId}/documents`, {
    method: 'POST',
    headers: { cookie },
    body: form,
  });
  const body = (await res.json()) as { document: { id: string } };
  expect(res.status, 'case document').toBe(201);
  return body.document.id;
}

/** Pays the case on the test provider and waits until its first analysis is done. */
async function payCase(owner: Session, caseId: number): Promise<void> {
  const started = await owner.client.post(`/api/payments/case/${caseId}`);
  expect(started.status, `case payment: ${started.text}`).toBe(200);
  const paid = await owner.client.post('/api/test-payments/confirm', {
    clientSecret: started.body.clientSecret,
    ...card('4242 4242 4242 4242'),
  });
  expect(paid.body.status).toBe('succeeded');
  const done = await until(
    () => owner.client.get(`/api/case-analyses/${caseId}`),
    (r) => r.body?.paymentStatus === 'paid' && r.body?.results !== null && r.body?.analysisRunning === false,
    20_000,
  );
  expect(done.body.paymentStatus, 'the case is paid').toBe('paid');
}

// ---- directory: a listing (made by the admin), an inquiry of the owner's to it, linked to the world's investigator

let licenceCounter = 0;
/** A well-formed listing with a licence of its own, in Austin, TX. */
export function piListingBody() {
  return {
    fullName: 'Avery Sample (sample)',
    agencyName: 'Sample Agency',
    licenseNumber: `${uniqueName('LIC')}-${++licenceCounter}`,
    licenseExpiration: `${YEAR + 2}-12-31`,
    licenseState: 'TX',
    yearsExperience: 9,
    specializations: ['Surveillance', 'Background Checks'],
    bio: 'A fictional investigator used by tests.',
    email: 'avery.sample@example.com',
    city: 'Austin',
    state: 'TX',
    zipCode: '78701',
    hourlyRate: 85,
    responseTimeHours: 12,
  };
}

/** A fresh listing (in Austin, TX, unless `place` says otherwise). */
async function piListingOf(world: World, place: Partial<ReturnType<typeof piListingBody>> = {}): Promise<string> {
  const admin = await world.get('admin');
  const res = await admin.client.post('/api/admin/investigators', { ...piListingBody(), ...place });
  expect(res.status, `listing: ${res.text}`).toBe(201);
  return res.body.id as string;
}

/** Links the listing to the world's investigator account, and answers that investigator. */
async function linkedInvestigator(world: World, piId: string): Promise<Session> {
  const investigator = await world.get('investigator');
  const admin = await world.get('admin');
  const linked = await admin.client.put(`/api/admin/investigators/${piId}/account`, { userId: investigator.user!.id });
  expect(linked.status, `link: ${linked.text}`).toBe(200);
  return investigator;
}

export function piInquiryBody(piId: string) {
  return {
    piId,
    investigationType: 'Surveillance',
    location: 'Austin, TX',
    urgencyLevel: 'medium',
    description: 'I need two days of surveillance near my office.',
    budget: '$500 - $1,000',
    preferredContactMethod: 'email',
  };
}

/** An inquiry of the owner's to a fresh listing that the world's investigator is linked to. */
async function piInquiryOf(owner: Session, world: World): Promise<string> {
  const piId = await piListingOf(world);
  await linkedInvestigator(world, piId);
  const res = await owner.client.post('/api/pi-inquiries', piInquiryBody(piId));
  expect(res.status, `inquiry: ${res.text}`).toBe(201);
  return res.body.id as string;
}

/**
 * A premium escalation of the owner's, with a place and a kind of work, routed to the directory and
 * open for the world's investigator (a fresh listing linked to that account; decision 0057).
 */
async function routedEscalationOf(owner: Session, world: World): Promise<string> {
  const admin = await world.get('admin');
  // Routing offers the nearest candidate first, and every listing here sits in the same place with
  // the same rating: the listing made last time is deactivated, so this world's is the only one in
  // Tulsa (the other fixtures' listings are in Austin) and the escalation is offered to it first.
  const previous = routedListings.get(world.app);
  if (previous) {
    const gone = await admin.client.delete(`/api/admin/investigators/${previous}`);
    expect(gone.status, `deactivate: ${gone.text}`).toBeLessThan(300);
  }
  const piId = await piListingOf(world, { licenseState: 'OK', city: 'Tulsa', state: 'OK', zipCode: '74103' });
  routedListings.set(world.app, piId);
  const investigator = await linkedInvestigator(world, piId);
  const sub = await owner.client.get('/api/subscription');
  if (!sub.body?.isSubscribed) await makePremium(owner);
  const res = await owner.client.post('/api/escalations', {
    caseSummary: 'Someone follows my car home from work every day.',
    urgency: 'standard',
    investigationType: 'Surveillance',
    location: 'Tulsa, OK',
  });
  expect(res.status, `escalation: ${res.text}`).toBe(201);
  const id = res.body.id as number;
  const isOpen = (r: { body: unknown }) =>
    Array.isArray(r.body) && r.body.some((o: { escalationId: number; status: string }) => o.escalationId === id && o.status === 'open');
  const offers = await until(() => investigator.client.get('/api/escalation-offers'), isOpen);
  expect(isOpen(offers), `no open offer of escalation ${id} for the world's investigator: ${offers.text.slice(0, 300)}`).toBe(true);
  return String(id);
}

/** The listing each app's last routed escalation was offered to (deactivated before the next). */
const routedListings = new WeakMap<TestApp, string>();

function networkMemberBody() {
  return {
    legalName: `Sample Network Agency ${uniqueName('n')} (sample)`,
    dbaName: null,
    website: '',
    operationalStates: ['TX', 'OK'],
    contactEmail: 'network@example.com',
    phone: '555-0100',
    specializations: ['Surveillance'],
    licenseRequired: true,
    notes: '',
    status: 'active',
  };
}

const inTwoDays = () => new Date(Date.now() + 2 * 86_400_000).toISOString();

export const resources: Record<string, ResourceFixture> = {
  /** A fresh listing in the directory. */
  async piListing({ world }) {
    return { id: await piListingOf(world) };
  },
  /** An inquiry of the owner's to a listing the world's investigator is linked to. */
  async piInquiry({ owner, world }) {
    return { id: await piInquiryOf(owner, world) };
  },
  /** The same, with a consultation booked. */
  async piConsultation({ owner, world }) {
    const id = await piInquiryOf(owner, world);
    const booked = await owner.client.put(`/api/pi-inquiries/${id}/consultation`, { startsAt: inTwoDays() });
    expect(booked.status, `consultation: ${booked.text}`).toBe(200);
    return { id };
  },
  /** A premium escalation routed to the directory, offered to the world's investigator. */
  async escalationOffer({ owner, world }) {
    return { escalationId: await routedEscalationOf(owner, world) };
  },
  /** The same, accepted by the world's investigator. */
  async escalationTaken({ owner, world }) {
    const escalationId = await routedEscalationOf(owner, world);
    const investigator = await world.get('investigator');
    const accepted = await investigator.client.post(`/api/escalation-offers/${escalationId}/accept`, {});
    expect(accepted.status, `accept: ${accepted.text}`).toBe(200);
    return { escalationId };
  },
  /** An investigator-network member. */
  async networkMember({ world }) {
    const admin = await world.get('admin');
    const res = await admin.client.post('/api/investigator-network', networkMemberBody());
    expect(res.status, `network member: ${res.text}`).toBe(201);
    return { id: res.body.id as string };
  },
  /** An investigator account the admin made (to disable, enable, reset). */
  async staffAccount({ world }) {
    const admin = await world.get('admin');
    const username = uniqueName('staff');
    const res = await admin.client.post('/api/admin/users', {
      username,
      email: `${username}@example.com`,
      password: PASSWORD,
      role: 'investigator',
    });
    expect(res.status, `staff account: ${res.text}`).toBe(201);
    return { id: String(res.body.id) };
  },
  /** A view's name (the admin's retry of its parked events). */
  async projectionName() {
    return { name: 'messages' };
  },
  /** An in-app notification of the owner's: the admin took the owner's escalation. */
  async notification({ owner, world }) {
    const id = await escalationOf(owner);
    const admin = await world.get('admin');
    const moved = await admin.client.patch(`/api/escalations/${id}/status`, { status: 'in-progress' });
    expect(moved.status, `take escalation: ${moved.text}`).toBe(200);
    const list = await until(
      () => owner.client.get('/api/notifications'),
      (r) => (r.body?.items?.length ?? 0) > 0,
      20_000,
    );
    expect(list.body.items.length, 'the owner is notified').toBeGreaterThan(0);
    return { id: String(list.body.items[0].id) };
  },
  /** Any published letter template. */
  async template({ owner }) {
    const list = await until(
      () => owner.client.get('/api/templates'),
      (r) => Array.isArray(r.body) && r.body.length > 0,
    );
    expect(list.status).toBe(200);
    return { id: String(list.body[0].id) };
  },
  /** An assistant reply to the owner's message (GET /api/messages/stream/:replyId). */
  async reply({ owner }) {
    const res = await owner.client.post('/api/messages', { content: 'How do I find a missing person?' });
    expect(res.status, `message: ${res.text}`).toBe(201);
    return { replyId: res.body.assistantMessage.id };
  },
  /** A conversation of the owner's with one answered question (GET …/:id, Regenerate, export). */
  async conversation({ owner }) {
    const created = await owner.client.post('/api/conversations', { title: 'Matrix conversation' });
    expect(created.status, `conversation: ${created.text}`).toBe(201);
    const id = created.body.id as string;
    const sent = await owner.client.post(`/api/conversations/${id}/messages`, { content: 'How do I find a missing person?' });
    expect(sent.status, `conversation message: ${sent.text}`).toBe(201);
    return { id };
  },
  async escalation({ owner }) {
    return { id: String(await escalationOf(owner)) };
  },
  /** A plain-text document the owner uploaded (no need to wait for its analysis). */
  async document({ owner }) {
    const res = await owner.client.request('POST', '/api/documents/upload', documentUpload());
    expect(res.status, `document: ${res.text}`).toBe(201);
    return { id: String(res.body.id) };
  },
  async escalationStream({ owner }) {
    return { stream: `escalation-${await escalationOf(owner)}` };
  },
  /** A fresh, unpaid case of the owner's. */
  async case({ owner }) {
    return { id: String(await caseOf(owner)) };
  },
  /** The same, named as POST /api/payments/case/:caseId names it. */
  async caseForPayment({ owner }) {
    return { caseId: String(await caseOf(owner)) };
  },
  /** A case the owner paid on the test provider; its first analysis is done. */
  async paidCase({ owner }) {
    const id = await caseOf(owner);
    await payCase(owner, id);
    return { id: String(id) };
  },
  /** A document attached to an unpaid case of the owner's. */
  async caseDocument({ owner }) {
    const id = await caseOf(owner);
    return { id: String(id), documentId: await caseDocumentOf(owner, id) };
  },
  /** A document of a paid case (staff may download it). */
  async paidCaseDocument({ owner }) {
    const id = await caseOf(owner);
    const documentId = await caseDocumentOf(owner, id);
    await payCase(owner, id);
    return { id: String(id), documentId };
  },
  /** An escalation whose stream head is in an anchor. */
  async anchoredEscalation({ owner, app }) {
    const stream = `escalation-${await escalationOf(owner)}`;
    await app.server.anchors.seal();
    const latest = (await app.server.anchors.list()).at(-1)!;
    return { seq: String(latest.seq), stream };
  },
};

/** A one-row directory CSV (a listing of its own each time). */
function piImportCsv() {
  const l = piListingBody();
  const header = 'fullName,licenseNumber,licenseExpiration,licenseState,specializations,email,city,state,zipCode';
  return `${header}\n${l.fullName},${l.licenseNumber},${l.licenseExpiration},TX,Surveillance;Skip Tracing,${l.email},Austin,TX,78701\n`;
}

/** A small text file as the upload form sends it (multipart, field "document"). */
const documentUpload = () =>
  uploadForm(
    'document',
    new TextEncoder().encode('Notes from the meeting with the landlord on May 2, 2026.'),
    'meeting notes.txt',
    'text/plain',
  );

/** Runs the second factor's setup for a signed-in actor and answers the secret's current code (undefined when refused). */
async function setUpSecondFactor(actor: Session): Promise<string | undefined> {
  if (!actor.user) return undefined;
  const setup = await actor.client.post('/api/user/second-factor/setup', {});
  if (setup.status !== 200) return undefined;
  return totp(base32Decode(setup.body.secret), Date.now() / 1000);
}

export const bodies: Record<string, BodyFixture> = {
  async piSearch() {
    return { investigationType: 'Surveillance', location: 'Austin, TX', maxDistance: 50, minRating: 4 };
  },
  /** A client sends the listing an inquiry first and the linked investigator answers it (only then may that client review). */
  async piReview({ actor, world }) {
    const piId = await piListingOf(world);
    if (isClient(actor)) {
      const sent = await actor.client.post('/api/pi-inquiries', piInquiryBody(piId));
      expect(sent.status, `inquiry: ${sent.text}`).toBe(201);
      const investigator = await linkedInvestigator(world, piId);
      const answered = await investigator.client.patch(`/api/pi-inquiries/${sent.body.id}`, { response: 'Yes.', estimatedCost: 100 });
      expect(answered.status, `answer: ${answered.text}`).toBe(200);
    }
    return { piId, rating: 5, review: 'Quick and thorough.' };
  },
  async piInquiry({ world }) {
    return piInquiryBody(await piListingOf(world));
  },
  async routingOverride() {
    return { action: 'stop' };
  },
  async piAnswer() {
    return { response: 'I can start on Monday.', estimatedCost: 950 };
  },
  async piConsultation() {
    return { startsAt: inTwoDays() };
  },
  async piListing() {
    return piListingBody();
  },
  async piImport() {
    return { csv: piImportCsv() };
  },
  /** The admin upload screen's form (multipart, field "file"). */
  async piImportUpload() {
    return uploadForm('file', new TextEncoder().encode(piImportCsv()), 'directory.csv', 'text/csv');
  },
  async piLink({ world }) {
    return { userId: (await world.get('investigator')).user!.id };
  },
  async networkMember() {
    return networkMemberBody();
  },
  async documentUpload() {
    return documentUpload();
  },
  /** Every variable of the template filled (the route's :id is the first published template). */
  async templateRender({ app }) {
    const reader = await registerClient(app);
    const list = await reader.client.get('/api/templates');
    const template = await reader.client.get(`/api/templates/${list.body[0].id}`);
    const variables = Object.fromEntries((template.body.variables as { name: string }[]).map((v) => [v.name, 'Sample value']));
    return { format: 'pdf', variables };
  },
  async register() {
    const username = uniqueName('reg');
    return { username, email: `${username}@example.com`, password: PASSWORD };
  },
  /** The credentials of another, fresh client. */
  async login({ app }) {
    const other = await registerClient(app);
    return { username: other.user!.username, password: PASSWORD, userType: 'client' };
  },
  async profile({ actor }) {
    return { username: actor.user?.username ?? uniqueName('anon'), email: `${uniqueName('new')}@example.com` };
  },
  async password({ actor }) {
    const password = actor.user?.password ?? PASSWORD;
    return { currentPassword: password, newPassword: password, confirmPassword: password };
  },
  async notifications() {
    return {
      emailCaseUpdates: true,
      emailInvestigatorMessages: true,
      emailMarketing: false,
      inAppCaseReminders: true,
      inAppSubscriptionAlerts: true,
    };
  },
  async privacy() {
    return { conversationHistory: true, aiTraining: false, usageAnalytics: true, maskPersonalData: true };
  },
  async erase({ actor }) {
    return { password: actor.user?.password ?? PASSWORD };
  },
  /** The setup's current code (the setup itself is the route's first step: it keeps the secret in the session). */
  async secondFactorEnable({ actor }) {
    return { code: (await setUpSecondFactor(actor)) ?? '123456' };
  },
  /**
   * Turned on first; a recovery code turns it off (the code just typed to turn it on is spent).
   * Staff and auditors turned theirs on at their first sign-in (and may not turn it off): a recovery code of it.
   */
  async secondFactorDisable({ actor }) {
    const kept = actor.user ? recoveryCodesOf(actor.user.username) : undefined;
    if (kept) return { code: kept[0] };
    const code = await setUpSecondFactor(actor);
    if (!code) return { code: '123456' };
    const on = await actor.client.post('/api/user/second-factor', { code });
    expect(on.status, `enable as ${actor.actor}: ${on.text}`).toBe(201);
    return { code: on.body.recoveryCodes[0] };
  },
  async secondFactorCode() {
    return { code: '123456' };
  },
  /** A well-formed token that no link carries. */
  async verifyEmail() {
    return { token: 'A'.repeat(43) };
  },
  /** An address no account uses (the answer is the same for one that does). */
  async passwordReset() {
    return { email: `${uniqueName('reset')}@example.com` };
  },
  /** A well-formed token that no link carries. */
  async passwordResetConfirm() {
    return { token: 'B'.repeat(43), password: 'a-new-pass-word-9', confirmPassword: 'a-new-pass-word-9' };
  },
  async staff() {
    const username = uniqueName('inv');
    return { username, email: `${username}@example.com`, password: PASSWORD, role: 'investigator' };
  },
  async empty() {
    return {};
  },
  /** Clients get Premium first (so they have something to cancel); staff in the matrix never do. */
  async premium({ actor }) {
    if (isClient(actor)) await makePremium(actor);
    return undefined;
  },
  /** Clients get Premium and cancel it at period end (so they have a cancellation to take back); staff never hold Premium. */
  async premiumCancelled({ actor }) {
    if (!isClient(actor)) return undefined;
    await makePremium(actor);
    const cancelled = await actor.client.post('/api/subscription/cancel');
    expect(cancelled.body?.cancelAtPeriodEnd, `cancel as ${actor.actor}: ${cancelled.text}`).toBe(true);
    return undefined;
  },
  /** The caller has a billing account with the provider (a subscription was started). */
  async billingAccount({ actor }) {
    await clientSecretOf(actor);
    return undefined;
  },
  async confirmReturn() {
    return { redirectStatus: 'succeeded' };
  },
  /** A card payment of the caller's own subscription: 4242 for clients, a declined card for staff (no Premium). */
  async testCard({ actor }) {
    const clientSecret = await clientSecretOf(actor);
    return { clientSecret, ...card(isClient(actor) ? '4242 4242 4242 4242' : '4000 0000 0000 0002') };
  },
  /** A payment waiting for 3-D Secure, approved by clients and refused by staff. */
  async testAuthenticate({ actor }) {
    const clientSecret = await clientSecretOf(actor);
    if (canPay(actor)) {
      const started = await actor.client.post('/api/test-payments/confirm', { clientSecret, ...card('4000 0025 0000 3155') });
      expect(started.body.status).toBe('requires_action');
    }
    return { clientSecret, approve: isClient(actor) };
  },
  async message() {
    return { content: 'What does a private investigator do?' };
  },
  async conversationCreate() {
    return { title: 'Questions about a landlord' };
  },
  async conversationTitle() {
    return { title: 'Renamed conversation' };
  },
  async escalation({ actor }) {
    if (isClient(actor)) await makePremium(actor);
    return { caseSummary: 'Someone keeps following my car home from work', urgency: 'priority' };
  },
  async escalationStatus() {
    return { status: 'in-progress' };
  },
  async caseForm() {
    return caseFormBody();
  },
  async caseStatus() {
    return { status: 'in-review' };
  },
  /** A fact sheet the owner confirms (PUT …/facts): a one-charge criminal case with nothing else. */
  async caseFacts() {
    return {
      clientRole: 'defendant',
      people: [],
      evidence: [],
      charges: [{ text: 'Theft, a misdemeanor', level: 'misdemeanor' }],
      priorRecord: { count: 0, quote: '' },
      procedural: { detention: 'unknown', suppressionIssue: false, suppressionQuote: '' },
      familyFactors: [],
    };
  },
  async caseComment() {
    return { content: 'Please upload the police report.' };
  },
};

/** `/api/x/:id` with `{ id: '7' }` → `/api/x/7`. */
export function fillPath(path: string, params: Record<string, string>): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    if (!(name in params)) throw new Error(`No value for :${name} in ${path}: its resource fixture must answer it`);
    return encodeURIComponent(params[name]!);
  });
}

/** Every row of every table of the app's database whose text holds `needle`, as `table: row` (what a dump or a restored backup would show). */
export async function rowsHolding(knex: Knex, needle: string): Promise<string[]> {
  const { rows: tables } = (await knex.raw(
    `select table_schema, table_name from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`,
  )) as { rows: { table_schema: string; table_name: string }[] };
  const found: string[] = [];
  for (const t of tables) {
    const name = `"${t.table_schema}"."${t.table_name}"`;
    const { rows } = (await knex.raw(`select t::text as row from ${name} t where t::text ilike ?`, [`%${needle}%`])) as {
      rows: { row: string }[];
    };
    for (const r of rows) found.push(`${name}: ${r.row.slice(0, 200)}`);
  }
  return found;
}
