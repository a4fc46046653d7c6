// The casework API on the API tests' database, through HTTP: intake and its SPEC messages, documents by
// magic bytes, the one-time payment confirmed by the (test) provider, the mock-jury analysis the
// worker runs (and retries), the staff review, comments with badges, re-runs, the report, the
// auditor's replay with the hash chain, and every refusal — client A never reaches client B's case.
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appDatabaseFlavours, type TestDatabase } from '../../test/support/databases.js';
import { startTestApp, uniqueName, type TestApp, type TestClient } from '../../test/support/app.js';
import { OfflineJuryEngine, type JuryEngine, type CaseFacts, type JuryAnalysis } from './jury/index.js';
import { AiError, type AiErrorCode } from '../../infra/ai/types.js';
import { MESSAGES, type CaseDetailResponse } from './contract.js';
import { CHAIN_MESSAGES, type CaseHistoryResponse } from './history-contract.js';
import * as commands from './commands.js';
import { REVIEW_MESSAGES } from './decider.js';
import { CASE_ID_MAX, CASE_ID_MIN, reserveCaseId } from './intake.js';
import { criminalCaseRequest } from '../../test/support/case-request.js';
import { SEALED } from '../../projections/cases/projector.js';
import { countingReads } from '../../test/support/counting-store';
import { signInStaff } from '../../test/support/staff-sign-in.js';

const OPS = { username: 'opscasework', password: 'ops-password-1' };
const YEAR = new Date().getUTCFullYear();
let ipCounter = 0;
const freshIp = () => `10.12.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

/** The offline engine, made to fail the next few calls with a given code (the retry policy's test). */
class FlakyEngine implements JuryEngine {
  readonly kind = 'offline' as const;
  private failures: AiErrorCode[] = [];
  calls = 0;
  private readonly inner = new OfflineJuryEngine();
  private gate: Promise<void> | undefined;
  failNext(...codes: AiErrorCode[]) {
    this.failures.push(...codes);
  }
  /** Holds every analysis until the returned function is called (a run that is still running). */
  hold(): () => void {
    let release!: () => void;
    this.gate = new Promise<void>((r) => (release = r));
    return () => {
      this.gate = undefined;
      release();
    };
  }
  read(...args: Parameters<JuryEngine['read']>) {
    return this.inner.read(...args);
  }
  async analyze(facts: CaseFacts, opts?: Parameters<JuryEngine['analyze']>[1]): Promise<JuryAnalysis> {
    this.calls += 1;
    if (this.gate) await this.gate;
    const code = this.failures.shift();
    if (code) throw new AiError(code, `simulated ${code}`);
    return this.inner.analyze(facts, opts);
  }
}

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

const criminalCase = (over: Record<string, unknown> = {}) => ({ ...criminalCaseRequest(`CR-${uniqueName('n')}`), ...over });

const card = (number: string) => ({ cardNumber: number, expMonth: 12, expYear: YEAR + 3, cvc: '123' });

async function upload(c: TestClient, caseId: number, bytes: Buffer, name: string) {
  const form = new FormData();
  form.append('document', new Blob([new Uint8Array(bytes)]), name);
  const cookie = c
    .cookieNames()
    .map((n) => `${n}=${c.cookie(n)}`)
    .join('; ');
  const res = await fetch(`${c.baseUrl}/api/case-analyses/${caseId}/documents`, { method: 'POST', headers: { cookie }, body: form });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

async function download(c: TestClient, path: string) {
  const cookie = c
    .cookieNames()
    .map((n) => `${n}=${c.cookie(n)}`)
    .join('; ');
  const res = await fetch(`${c.baseUrl}${path}`, { headers: { cookie } });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

async function until<T>(fn: () => Promise<T>, ok: (v: T) => boolean, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (ok(v) || Date.now() > deadline) return v;
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe.each(appDatabaseFlavours())('casework on $name', (flavour) => {
  let db: TestDatabase;
  let app: TestApp;
  let admin: TestClient;
  let investigator: TestClient;
  let auditor: TestClient;
  const jury = new FlakyEngine();

  async function client() {
    const c = app.client(freshIp());
    const username = uniqueName('cw');
    const res = await c.post('/api/register', { username, email: `${username}@example.com`, password: 'secret-pass' });
    expect(res.status).toBe(201);
    return { c, id: res.body.id as number, username };
  }

  async function staff(role: 'investigator' | 'auditor') {
    const username = uniqueName(role.slice(0, 3));
    const made = await admin.post('/api/admin/users', { username, email: `${username}@example.com`, password: 'secret-pass', role });
    expect(made.status).toBe(201);
    const c = app.client(freshIp());
    expect(
      (await signInStaff(c, { username, password: 'secret-pass', userType: role === 'investigator' ? 'investigator' : 'client' })).status,
    ).toBe(200);
    return c;
  }

  /** Pays the case on the test provider and waits for the analysis (the first run) to finish. */
  async function pay(c: TestClient, caseId: number, number = '4242 4242 4242 4242') {
    const started = await c.post(`/api/payments/case/${caseId}`);
    expect(started.status, started.text).toBe(200);
    const confirmed = await c.post('/api/test-payments/confirm', { clientSecret: started.body.clientSecret, ...card(number) });
    expect(confirmed.status).toBe(200);
    return confirmed.body;
  }

  const detail = (c: TestClient, id: number) => c.get<CaseDetailResponse>(`/api/case-analyses/${id}`);
  const analysed = (c: TestClient, id: number, runs = 1) =>
    until(
      () => detail(c, id),
      (r) => r.body?.analyses?.filter((a) => a.status === 'completed').length === runs,
    );

  beforeAll(async () => {
    db = await flavour.open();
    app = await startTestApp(
      db,
      { OPS_USERNAME: OPS.username, OPS_PASSWORD: OPS.password },
      { jury, analysisRetry: { maxAttempts: 3, baseDelayMs: 20 } },
    );
    admin = app.client(freshIp());
    expect((await signInStaff(admin, { ...OPS, userType: 'investigator' })).status).toBe(200);
    investigator = await staff('investigator');
    auditor = await staff('auditor');
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it('a client submits a case: 201 with every field, pending and unpaid at 19999 cents whatever the body says; it is listed for its owner only', async () => {
    const a = await client();
    const b = await client();
    const res = await a.c.post('/api/case-analyses', {
      ...criminalCase({ caseNumber: 'CR-2026-0001' }),
      paymentAmount: 1,
      status: 'completed',
      userId: b.id,
    });
    expect(res.status, res.text).toBe(201);
    const c = res.body as CaseDetailResponse;
    expect(c).toMatchObject({
      userId: a.id,
      caseNumber: 'CR-2026-0001',
      caseTitle: 'State v. Avery',
      caseCategory: 'criminal',
      caseType: 'assault',
      jurisdiction: 'Columbus, OH',
      status: 'pending',
      paymentStatus: 'unpaid',
      paymentAmount: 19999,
      keyWitnesses: ['Sam Lee', 'Rosa Diaz'],
      hearingDate: '2027-01-15',
      criminal: { evidenceStrength: 'weak', chargeDetails: 'Misdemeanor assault' },
      family: null,
      results: null,
      analyses: [],
      allowedStatusMoves: [],
    });
    expect(typeof c.id).toBe('number');
    const mine = await a.c.get('/api/case-analyses');
    expect(mine.body.map((x: { id: number }) => x.id)).toEqual([c.id]);
    expect((await b.c.get('/api/case-analyses')).body).toEqual([]);
    // staff see paid cases only
    expect((await investigator.get('/api/case-analyses')).body.map((x: { id: number }) => x.id)).not.toContain(c.id);
    // the same case number again, for the same client (spacing and case aside): 409; another client may use it
    const again = await a.c.post('/api/case-analyses', criminalCase({ caseNumber: ' cr-2026-0001 ' }));
    expect([again.status, again.body.message]).toEqual([409, MESSAGES.caseNumberTaken]);
    expect((await b.c.post('/api/case-analyses', criminalCase({ caseNumber: 'CR-2026-0001' }))).status).toBe(201);
  });

  // Decision 0074: the uniqueness key is keyed with the client's data key; old unkeyed rows still count.
  it('a case number is reserved under a keyed hash of the client’s key: no unkeyed SHA-256 in the table or the event, gone with the erasure', async () => {
    const a = await client();
    const res = await a.c.post('/api/case-analyses', criminalCase({ caseNumber: 'KEYED-0074' }));
    expect(res.status, res.text).toBe(201);
    const knex = db.db.knex;
    const row = (await knex('casework_case_numbers').where({ case_id: res.body.id }).first()) as { number_key: string };
    const unkeyed = commands.legacyCaseNumberKey(a.id, 'KEYED-0074');
    const dataKey = (await app.server.deps.cipher.sealingKey(a.id))!;
    expect(row.number_key).toBe(commands.caseNumberKey(dataKey, a.id, ' keyed-0074 '));
    expect(row.number_key).not.toContain(unkeyed);
    const { rows } = await knex.raw(`select data::text as d from events where stream = ? and type = 'CaseSubmitted'`, [
      `case-${res.body.id}`,
    ]);
    expect(JSON.parse(rows[0].d).caseNumberKey).toBe(row.number_key);
    expect(rows[0].d).not.toContain(unkeyed);
    // Another key (another client's, or a guess hashed without the key) gives another value.
    const b = await client();
    const other = (await app.server.deps.cipher.sealingKey(b.id))!;
    expect(commands.caseNumberKey(other, a.id, 'KEYED-0074')).not.toBe(row.number_key);

    expect((await a.c.post('/api/user/erase', { password: 'secret-pass' })).status).toBe(204);
    // The event keeps its key; the data key it was derived from is shredded, so no guess can be checked.
    await expect(app.server.deps.cipher.sealingKey(a.id)).resolves.toBeNull();
    const kept = await knex.raw(`select data::text as d from events where stream = ? and type = 'CaseSubmitted'`, [`case-${res.body.id}`]);
    expect(JSON.parse(kept.rows[0].d).caseNumberKey).toBe(row.number_key);
  });

  it('case numbers reserved before under the unkeyed hash stay taken, and are rekeyed from their own events', async () => {
    const a = await client();
    const first = await a.c.post('/api/case-analyses', criminalCase({ caseNumber: 'OLD-0073' }));
    expect(first.status, first.text).toBe(201);
    const knex = db.db.knex;
    // As a row reserved before decision 0074 holds it.
    const legacy = commands.legacyCaseNumberKey(a.id, 'OLD-0073');
    await knex('casework_case_numbers').where({ case_id: first.body.id }).update({ number_key: legacy });
    const again = await a.c.post('/api/case-analyses', criminalCase({ caseNumber: 'old-0073' }));
    expect([again.status, again.body.message]).toEqual([409, MESSAGES.caseNumberTaken]);

    expect(await commands.rekeyCaseNumbers(app.server.deps)).toBeGreaterThanOrEqual(1);
    const row = (await knex('casework_case_numbers').where({ case_id: first.body.id }).first()) as { number_key: string };
    const dataKey = (await app.server.deps.cipher.sealingKey(a.id))!;
    expect(row.number_key).toBe(commands.caseNumberKey(dataKey, a.id, 'OLD-0073'));
    expect(await knex('casework_case_numbers').where({ number_key: legacy })).toEqual([]);
    const still = await a.c.post('/api/case-analyses', criminalCase({ caseNumber: ' OLD-0073' }));
    expect([still.status, still.body.message]).toEqual([409, MESSAGES.caseNumberTaken]);
    expect((await a.c.post('/api/case-analyses', criminalCase({ caseNumber: 'OLD-0074' }))).status).toBe(201);
  });

  it('case ids are drawn at random from [2^30, 2^31 − 1] and reserved once: they say nothing of how many cases exist', async () => {
    const a = await client();
    const ids: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const res = await a.c.post('/api/case-analyses', criminalCase());
      expect(res.status, res.text).toBe(201);
      ids.push(res.body.id);
    }
    for (const id of ids) {
      expect(id).toBeGreaterThanOrEqual(CASE_ID_MIN);
      expect(id).toBeLessThanOrEqual(CASE_ID_MAX);
      expect((await detail(a.c, id)).status).toBe(200);
    }
    // Not handed out in turn (three ids in a row from a sequence would be consecutive).
    expect(ids[1]! - ids[0]! === 1 && ids[2]! - ids[1]! === 1).toBe(false);
    const knex = app.server.deps.knex;
    expect((await knex('casework_case_ids').whereIn('case_id', ids).pluck('case_id')).sort()).toEqual([...ids].sort());
    // A drawn id that is taken is drawn again; one nobody holds is reserved.
    const draws = [ids[0]!, ids[1]!, ids[0]! + 1];
    const fresh = await reserveCaseId(knex, () => draws.shift()!);
    expect(fresh).toBe(ids[0]! + 1);
    expect(draws).toEqual([]);
    await expect(reserveCaseId(knex, () => ids[2]!)).rejects.toThrow(/no free case id/);
  });

  it('refuses bad case forms with SPEC’s messages, and cases opened by staff or auditors', async () => {
    const { c } = await client();
    const bad = async (body: unknown) => {
      const res = await c.post('/api/case-analyses', body);
      return [res.status, res.body.message];
    };
    expect(await bad({})).toEqual([400, MESSAGES.caseNumber]);
    expect(await bad(criminalCase({ clientName: '  ' }))).toEqual([400, MESSAGES.clientName]);
    expect(await bad(criminalCase({ caseTitle: 'ab' }))).toEqual([400, MESSAGES.title]);
    expect(await bad(criminalCase({ caseType: '' }))).toEqual([400, MESSAGES.caseType]);
    expect(await bad(criminalCase({ caseType: 'divorce' }))).toEqual([400, MESSAGES.caseTypeOfCategory]);
    expect(await bad(criminalCase({ caseDescription: 'too short' }))).toEqual([400, MESSAGES.description]);
    expect(await bad(criminalCase({ state: 'XX' }))).toEqual([400, MESSAGES.state]);
    expect(await bad(criminalCase({ city: '' }))).toEqual([400, MESSAGES.city]);
    expect(await bad(criminalCase({ criminal: { chargeDetails: '', defenseStrategy: 'Self-defense all the way' } }))).toEqual([
      400,
      MESSAGES.chargeDetails,
    ]);
    expect(await bad(criminalCase({ criminal: { chargeDetails: 'Assault', defenseStrategy: 'short' } }))).toEqual([
      400,
      MESSAGES.defenseStrategy,
    ]);
    expect(await bad(criminalCase({ criminal: undefined }))).toEqual([400, MESSAGES.chargeDetails]);
    expect(await bad(criminalCase({ caseTitle: 'a\u0000b title' }))).toEqual([400, 'Text must not contain control characters']);
    expect(await bad(criminalCase({ hearingDate: '15/01/2027' }))).toEqual([400, MESSAGES.date]);
    const family = await c.post(
      '/api/case-analyses',
      criminalCase({
        caseCategory: 'family',
        caseType: 'child-custody',
        criminal: undefined,
        family: {
          relationshipStatus: 'divorced',
          custodyPreference: 'joint',
          childrenInvolved: 'no',
          childrenDetails: 'dropped',
          supportRequested: true,
          supportDetails: '$800 a month',
        },
      }),
    );
    expect(family.status, family.text).toBe(201);
    expect(family.body.family).toEqual({
      relationshipStatus: 'divorced',
      custodyPreference: 'joint',
      childrenInvolved: false,
      childrenDetails: null,
      assetDetails: null,
      supportRequested: true,
      supportDetails: '$800 a month',
    });
    for (const s of [investigator, admin, auditor]) expect((await s.post('/api/case-analyses', criminalCase())).status).toBe(403);
  });

  it('GET one case: non-numeric 400 Invalid Case ID, missing 404 for staff (403 for a client), another client / staff before payment / auditor 403', async () => {
    const a = await client();
    const b = await client();
    const { body } = await a.c.post('/api/case-analyses', criminalCase());
    for (const bad of ['abc', '1.5', '-3', '1e3', '99999999999']) {
      const res = await a.c.get(`/api/case-analyses/${bad}`);
      expect([res.status, res.body.message], bad).toEqual([400, MESSAGES.invalidCaseId]);
    }
    // A client is told a missing case is not theirs, like another's (decision 0061); staff are told it is missing.
    const missing = await a.c.get('/api/case-analyses/2147483000');
    expect([missing.status, missing.body.message]).toEqual([403, MESSAGES.accessDenied]);
    for (const s of [investigator, admin]) {
      const res = await s.get('/api/case-analyses/2147483000');
      expect([res.status, res.body.message]).toEqual([404, MESSAGES.caseNotFound]);
    }
    for (const other of [b.c, investigator, admin, auditor]) {
      const res = await other.get(`/api/case-analyses/${body.id}`);
      expect([res.status, res.body.message]).toEqual([403, MESSAGES.accessDenied]);
    }
    expect((await a.c.get(`/api/case-analyses/${body.id}`)).status).toBe(200);
    expect((await auditor.get('/api/case-analyses')).status).toBe(403);
  });

  it('a client cannot tell a missing case from another client’s: every case route answers both alike (403 Access Denied); staff are told 404', async () => {
    const a = await client();
    const b = await client();
    const { body: kase } = await a.c.post('/api/case-analyses', criminalCase());
    const doc = await upload(a.c, kase.id, PDF, 'charge sheet.pdf');
    expect(doc.status).toBe(201);
    const documentId = doc.body.document.id as string;
    // A valid fact sheet (the client's own case's), so that PUT …/facts reaches the case.
    const { body: own } = await b.c.post('/api/case-analyses', criminalCase());
    const sheet = (await b.c.get(`/api/case-analyses/${own.id}/facts`)).body.facts;
    const confirm = { ...sheet, familyFactors: [] };
    expect((await b.c.put(`/api/case-analyses/${own.id}/facts`, confirm)).status).toBe(200);
    const missing = 2_147_483_000;
    expect((await investigator.get(`/api/case-analyses/${missing}`)).status).toBe(404);

    const routes: [string, (c: TestClient, id: number) => Promise<{ status: number; body: unknown }>][] = [
      ['GET detail', (c, id) => c.get(`/api/case-analyses/${id}`)],
      ['GET comments', (c, id) => c.get(`/api/case-analyses/${id}/comments`)],
      ['POST comments', (c, id) => c.post(`/api/case-analyses/${id}/comments`, { content: 'Is this mine?' })],
      [
        'GET document',
        async (c, id) => {
          const { res, bytes } = await download(c, `/api/case-analyses/${id}/documents/${documentId}`);
          return { status: res.status, body: JSON.parse(bytes.toString('utf8')) };
        },
      ],
      ['DELETE document', (c, id) => c.delete(`/api/case-analyses/${id}/documents/${documentId}`)],
      ['POST document', (c, id) => upload(c, id, PDF, 'mine.pdf')],
      ['GET custody', (c, id) => c.get(`/api/case-analyses/${id}/documents/${documentId}/custody`)],
      [
        'GET report',
        async (c, id) => {
          const { res, bytes } = await download(c, `/api/case-analyses/${id}/report.pdf`);
          return { status: res.status, body: JSON.parse(bytes.toString('utf8')) };
        },
      ],
      ['GET bundle', (c, id) => c.get(`/api/case-analyses/${id}/bundle`)],
      ['GET history', (c, id) => c.get(`/api/audit/cases/${id}`)],
      ['GET facts', (c, id) => c.get(`/api/case-analyses/${id}/facts`)],
      ['PUT facts', (c, id) => c.put(`/api/case-analyses/${id}/facts`, confirm)],
      ['GET document-reading', (c, id) => c.get(`/api/case-analyses/${id}/document-reading`)],
      ['POST payment', (c, id) => c.post(`/api/payments/case/${id}`)],
      ['POST mark-paid', (c, id) => c.post(`/api/case-analyses/${id}/mark-paid`)],
      ['PATCH status', (c, id) => c.patch(`/api/case-analyses/${id}/status`, { status: 'in-review' })],
      ['POST rerun', (c, id) => c.post(`/api/case-analyses/${id}/rerun`)],
    ];
    for (const [name, call] of routes) {
      const others = await call(b.c, kase.id);
      const none = await call(b.c, missing);
      expect(others.status, name).toBe(403);
      expect([none.status, none.body], name).toEqual([others.status, others.body]);
    }
    // Nothing of the owner's changed.
    const mine = await detail(a.c, kase.id);
    expect(mine.body.documents.map((d) => d.id)).toEqual([documentId]);
    expect((await a.c.get(`/api/case-analyses/${kase.id}/comments`)).body).toEqual([]);
  });

  it('the fact review: the owner reads the sheet, corrects and confirms it before paying; the analysis weighs the confirmed facts and says so; staff read it phrased for them', async () => {
    const a = await client();
    const b = await client();
    const created = await a.c.post(
      '/api/case-analyses',
      criminalCase({
        keyWitnesses: ['Ana Ruiz', 'Laura Diaz'],
        caseDescription:
          'I was arrested after a fight outside a bar. My friend Ana Ruiz saw the other man swing first. Officer Laura Diaz arrested me at the scene.',
      }),
    );
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    const got = await a.c.get(`/api/case-analyses/${id}/facts`);
    expect(got.status, got.text).toBe(200);
    expect(got.body).toMatchObject({ status: 'extracted', editable: true, facts: { decisionMaker: 'jury', clientRole: 'defendant' } });
    for (const other of [b.c, investigator, auditor]) expect((await other.get(`/api/case-analyses/${id}/facts`)).status).toBe(403);
    expect((await a.c.get('/api/case-analyses/2147483000/facts')).status).toBe(403);
    expect((await investigator.get('/api/case-analyses/2147483000/facts')).status).toBe(404);

    const facts = got.body.facts;
    const ruiz = facts.people.find((p: { name: string }) => p.name.includes('Ruiz'));
    expect(ruiz).toBeDefined();
    const body = {
      clientRole: facts.clientRole,
      people: facts.people.map((p: { name: string }) => (p.name.includes('Ruiz') ? { ...p, side: 'against' } : p)),
      evidence: facts.evidence,
      charges: [{ text: 'Assault causing bodily injury, Class A misdemeanor', level: 'misdemeanor' }],
      priorRecord: { count: 0, quote: '' },
      procedural: facts.procedural,
      familyFactors: [],
    };
    const bad = await a.c.put(`/api/case-analyses/${id}/facts`, { ...body, people: [{ name: '' }] });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toEqual(expect.any(String));
    expect((await investigator.put(`/api/case-analyses/${id}/facts`, body)).status).toBe(403);
    const put = await a.c.put(`/api/case-analyses/${id}/facts`, body);
    expect(put.status, put.text).toBe(200);
    expect(put.body.status).toBe('confirmed');
    expect(put.body.facts.people.find((p: { name: string }) => p.name.includes('Ruiz')).side).toBe('against');
    expect(put.body.facts.charges).toHaveLength(1);
    expect((await a.c.get(`/api/case-analyses/${id}/facts`)).body.status).toBe('confirmed');

    await pay(a.c, id);
    const done = await analysed(a.c, id);
    const results = done.body.results!;
    expect(results.factsStatus).toBe('confirmed');
    expect(results.decisionMaker).toBe('jury');
    expect(results.facts?.people.find((p) => p.name.includes('Ruiz'))?.side).toBe('against');
    expect(results.interval).toEqual({ low: expect.any(Number), high: expect.any(Number) });
    expect(results.summary).toMatch(/confirmed the facts/);
    const late = await a.c.put(`/api/case-analyses/${id}/facts`, body);
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/can no longer be changed/);
    const staffView = await investigator.get<CaseDetailResponse>(`/api/case-analyses/${id}`);
    expect(staffView.body.results!.successProbability).toBe(results.successProbability);
    expect(staffView.body.results!.summary).not.toMatch(/\byou\b/i);
    expect((await investigator.get(`/api/case-analyses/${id}/facts`)).body).toMatchObject({ status: 'confirmed', editable: false });
    const history = await auditor.get(`/api/audit/cases/${id}`);
    expect(history.status).toBe(200);
    expect(JSON.stringify(history.body)).toContain('FactsConfirmed');
  });

  it('the fact review of a family matter: whether the other party is a parent and whether the case changes an order are the client’s to answer (yes, no, not known, or as read); a criminal sheet never carries them', async () => {
    const a = await client();
    const created = await a.c.post(
      '/api/case-analyses',
      criminalCase({
        caseCategory: 'family',
        caseType: 'visitation-rights',
        criminal: undefined,
        caseDescription: 'I am asking the court for regular weekend visits with my grandson Leo, who is 6.',
        family: { relationshipStatus: 'other', childrenInvolved: 'yes', childrenDetails: 'Leo is 6.', supportRequested: false },
      }),
    );
    expect(created.status, created.text).toBe(201);
    const id = created.body.id as number;
    const facts = (await a.c.get(`/api/case-analyses/${id}/facts`)).body.facts;
    const body = {
      clientRole: 'petitioner',
      clientParent: 'other',
      people: facts.people,
      evidence: facts.evidence,
      charges: [],
      priorRecord: facts.priorRecord,
      procedural: facts.procedural,
      familyFactors: facts.familyFactors,
    };
    const bad = await a.c.put(`/api/case-analyses/${id}/facts`, { ...body, otherPartyIsParent: 'no' });
    expect(bad.status).toBe(400);
    const notParent = await a.c.put(`/api/case-analyses/${id}/facts`, { ...body, otherPartyIsParent: true });
    expect(notParent.status, notParent.text).toBe(200);
    expect(notParent.body.facts).toMatchObject({ clientParent: 'other', otherPartyIsParent: true });
    const unknown = await a.c.put(`/api/case-analyses/${id}/facts`, { ...body, otherPartyIsParent: null });
    expect(unknown.status, unknown.text).toBe(200);
    expect(unknown.body.facts).not.toHaveProperty('otherPartyIsParent');
    // Whether the case asks to change an order already made: the same three answers.
    const change = await a.c.put(`/api/case-analyses/${id}/facts`, { ...body, modification: true });
    expect(change.body.facts).toMatchObject({ modification: true });
    expect((await a.c.put(`/api/case-analyses/${id}/facts`, body)).body.facts).toMatchObject({ modification: true });
    expect((await a.c.put(`/api/case-analyses/${id}/facts`, { ...body, modification: null })).body.facts).not.toHaveProperty(
      'modification',
    );
    // Who gave up income by choice: the client, the other party, or no one (null).
    expect((await a.c.put(`/api/case-analyses/${id}/facts`, { ...body, incomeGivenUpBy: 'me' })).status).toBe(400);
    const gaveUp = await a.c.put(`/api/case-analyses/${id}/facts`, { ...body, incomeGivenUpBy: 'other' });
    expect(gaveUp.body.facts).toMatchObject({ incomeGivenUpBy: 'other' });
    const noOne = await a.c.put(`/api/case-analyses/${id}/facts`, { ...body, incomeGivenUpBy: null });
    expect(noOne.body.facts).not.toHaveProperty('incomeGivenUpBy');

    const criminal = await a.c.post('/api/case-analyses', criminalCase());
    const cid = criminal.body.id as number;
    const sheet = (await a.c.get(`/api/case-analyses/${cid}/facts`)).body.facts;
    const put = await a.c.put(`/api/case-analyses/${cid}/facts`, {
      clientRole: 'defendant',
      otherPartyIsParent: false,
      modification: true,
      people: sheet.people,
      evidence: sheet.evidence,
      charges: sheet.charges,
      priorRecord: sheet.priorRecord,
      procedural: sheet.procedural,
      familyFactors: [],
    });
    expect(put.status, put.text).toBe(200);
    expect(put.body.facts).not.toHaveProperty('otherPartyIsParent');
    expect(put.body.facts).not.toHaveProperty('modification');
  });

  it('a civil case (issue 32): 400 with clear messages for the role and the amount; 201 with Civil Case Details; after payment a bench for small claims with the money view, seen the same by staff', async () => {
    const a = await client();
    const civil = (details: Record<string, unknown> = {}, over: Record<string, unknown> = {}) =>
      criminalCase({
        caseCategory: 'civil',
        caseType: 'landlord-tenant-security-deposit',
        caseTitle: 'Deposit kept by the landlord',
        caseDescription:
          'I rented an apartment from Gary Holt for two years and moved out on June 30. He kept my whole deposit and says the carpet was damaged. I have move-out photos and the signed lease.',
        state: 'TX',
        city: 'Austin',
        opposingParty: 'Gary Holt',
        keyWitnesses: '',
        criminal: undefined,
        civil: {
          clientRole: 'plaintiff',
          amountInDispute: '1,800',
          claims: 'He kept the whole deposit without a list of deductions.',
          ...details,
        },
        ...over,
      });
    const bad = async (body: unknown) => {
      const res = await a.c.post('/api/case-analyses', body);
      return [res.status, res.body.message];
    };
    expect(await bad(civil({}, { civil: undefined }))).toEqual([400, MESSAGES.civilRole]);
    expect(await bad(civil({ clientRole: 'witness' }))).toEqual([400, MESSAGES.civilRole]);
    expect(await bad(civil({ amountInDispute: undefined }))).toEqual([400, MESSAGES.amountRequired]);
    expect(await bad(civil({ amountInDispute: '-200' }))).toEqual([400, MESSAGES.amountInvalid]);
    expect(await bad(civil({ amountInDispute: 'a lot' }))).toEqual([400, MESSAGES.amountInvalid]);
    expect(await bad(civil({ amountInDispute: 5_000_000_000 }))).toEqual([400, MESSAGES.amountTooLarge]);
    expect(await bad(civil({ claims: 'unpaid' }))).toEqual([400, MESSAGES.claims]);
    expect(await bad(civil({}, { caseType: 'divorce' }))).toEqual([400, MESSAGES.caseTypeOfCategory]);

    const created = await a.c.post('/api/case-analyses', civil({ evidence: 'Move-out photos and the lease.' }));
    expect(created.status, created.text).toBe(201);
    expect(created.body).toMatchObject({
      caseCategory: 'civil',
      caseType: 'landlord-tenant-security-deposit',
      criminal: null,
      family: null,
      civil: {
        clientRole: 'plaintiff',
        amountInDispute: 1800,
        claims: 'He kept the whole deposit without a list of deductions.',
        otherSideSays: null,
        evidence: 'Move-out photos and the lease.',
      },
    });
    const id = created.body.id as number;
    const facts = await a.c.get(`/api/case-analyses/${id}/facts`);
    expect(facts.body.facts).toMatchObject({ decisionMaker: 'judge', clientRole: 'plaintiff', amountInDispute: 1800 });
    await pay(a.c, id);
    const results = (await analysed(a.c, id)).body.results!;
    expect(results.decisionMaker).toBe('judge');
    expect(results.jurors).toEqual([]);
    expect(results.bench?.court).toMatch(/small-claims judge in Austin, Texas/);
    expect(results.civil).toMatchObject({ clientRole: 'plaintiff', amountInDispute: 1800, smallClaims: true, smallClaimsLimit: 20_000 });
    expect(results.civil!.ifWon).toEqual({ low: 1800, high: 1800 });
    expect(results.successProbability).toBeGreaterThan(1);
    expect(results.successProbability).toBeLessThan(99);
    const staffView = await investigator.get<CaseDetailResponse>(`/api/case-analyses/${id}`);
    expect(staffView.body.results!.civil).toEqual(results.civil);
    expect(staffView.body.results!.successProbability).toBe(results.successProbability);
  });

  it('a case paid without a review is analysed on the extracted facts, and its result says so', async () => {
    const a = await client();
    const created = await a.c.post('/api/case-analyses', criminalCase());
    await pay(a.c, created.body.id);
    const done = await analysed(a.c, created.body.id);
    expect(done.body.results!.factsStatus).toBe('extracted');
    expect(done.body.results!.summary).toMatch(/not reviewed/);
  });

  it('documents: checked by their bytes, 5 MB, SPEC messages; the owner adds and removes them until paid; nobody else touches them', async () => {
    const a = await client();
    const b = await client();
    const { body: kase } = await a.c.post('/api/case-analyses', criminalCase());
    const pdf = await upload(a.c, kase.id, PDF, 'charge sheet.pdf');
    expect(pdf.status).toBe(201);
    expect(pdf.body).toMatchObject({
      title: MESSAGES.fileUploadedTitle,
      message: 'charge sheet.pdf has been uploaded successfully',
      document: { name: 'charge sheet.pdf', type: 'application/pdf', size: PDF.length },
    });
    // the name says PDF, the bytes say PNG: stored as PNG
    expect((await upload(a.c, kase.id, PNG, 'photo.pdf')).body.document.type).toBe('image/png');
    // text named .pdf: refused by its bytes
    const text = await upload(a.c, kase.id, Buffer.from('just some words, not a document'), 'notes.pdf');
    expect([text.status, text.body.message]).toEqual([415, MESSAGES.invalidFileType]);
    const big = await upload(a.c, kase.id, Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]), 'big.pdf');
    expect([big.status, big.body.message]).toEqual([413, MESSAGES.fileTooLarge]);
    // client B cannot upload to A's case, nor download or delete A's document
    expect((await upload(b.c, kase.id, PDF, 'x.pdf')).status).toBe(403);
    const docUrl: string = pdf.body.document.url;
    expect((await download(b.c, docUrl)).res.status).toBe(403);
    expect((await b.c.delete(docUrl)).status).toBe(403);
    const got = await download(a.c, docUrl);
    expect(got.res.status).toBe(200);
    expect(got.res.headers.get('content-type')).toBe('application/pdf');
    expect(got.bytes.equals(PDF)).toBe(true);
    const withDocs = await detail(a.c, kase.id);
    expect(withDocs.body.documents.map((d) => d.name)).toEqual(['charge sheet.pdf', 'photo.pdf']);
    expect(withDocs.body.documentCount).toBe(2);
    // removed before paying
    const photo = withDocs.body.documents[1]!;
    expect((await a.c.delete(photo.url)).status).toBe(204);
    expect((await a.c.delete(photo.url)).status).toBe(404);
    expect((await download(a.c, photo.url)).res.status).toBe(404);
    expect((await detail(a.c, kase.id)).body.documents.map((d) => d.name)).toEqual(['charge sheet.pdf']);
    // once paid, documents are fixed; staff can download them
    await pay(a.c, kase.id);
    await analysed(a.c, kase.id);
    const late = await upload(a.c, kase.id, PDF, 'late.pdf');
    expect([late.status, late.body.message]).toEqual([409, MESSAGES.documentsLocked]);
    expect((await a.c.delete(docUrl)).status).toBe(409);
    expect((await download(investigator, docUrl)).res.status).toBe(200);
  });

  it('payment: owner only; declined is recorded as failed with the provider’s reason; paid only on the provider’s word, then the analysis appears', async () => {
    const a = await client();
    const b = await client();
    const { body: kase } = await a.c.post('/api/case-analyses', criminalCase());
    for (const other of [b.c, investigator, admin]) expect((await other.post(`/api/payments/case/${kase.id}`)).status).toBe(403);
    expect((await auditor.post(`/api/payments/case/${kase.id}`)).status).toBe(403);
    expect((await a.c.post('/api/payments/case/abc')).status).toBe(400);
    // mark-paid before any payment: 409; from another client: 403
    expect((await a.c.post(`/api/case-analyses/${kase.id}/mark-paid`)).status).toBe(409);
    const started = await a.c.post(`/api/payments/case/${kase.id}`);
    expect(started.body).toMatchObject({ caseId: kase.id, amountCents: 19999, paymentStatus: 'pending' });
    expect((await b.c.post(`/api/case-analyses/${kase.id}/mark-paid`)).status).toBe(403);
    // not confirmed by the provider yet: 202, still pending
    const early = await a.c.post(`/api/case-analyses/${kase.id}/mark-paid`);
    expect([early.status, early.body.paymentStatus, early.body.message]).toEqual([202, 'pending', MESSAGES.paymentNotConfirmed]);
    // a declined card
    const declined = await a.c.post('/api/test-payments/confirm', {
      clientSecret: started.body.clientSecret,
      ...card('4000 0000 0000 0002'),
    });
    expect(declined.body.status).toBe('failed');
    const failed = await a.c.post(`/api/case-analyses/${kase.id}/mark-paid`);
    expect(failed.status).toBe(402);
    expect(failed.body.message).toMatch(/declined/);
    expect((await detail(a.c, kase.id)).body).toMatchObject({ status: 'pending', paymentStatus: 'failed' });
    // paying again works
    await pay(a.c, kase.id);
    const paid = await until(
      () => a.c.post(`/api/case-analyses/${kase.id}/mark-paid`),
      (r) => r.status === 200,
    );
    expect(paid.body).toEqual({ caseId: kase.id, status: 'submitted', paymentStatus: 'paid', message: null });
    expect((await a.c.post(`/api/case-analyses/${kase.id}/mark-paid`)).body).toEqual(paid.body);
    expect((await a.c.post(`/api/payments/case/${kase.id}`)).status).toBe(409);
    // the worker's analysis, with its jurors, spread, limits and provenance
    const done = await analysed(a.c, kase.id);
    const r = done.body.results!;
    expect(r.jurors).toHaveLength(12);
    expect(r.successProbability).toBeGreaterThanOrEqual(0);
    expect(r.successProbability).toBeLessThanOrEqual(100);
    expect(r.limits).toContain('Simulated jurors are not real jurors');
    expect(r.provenance).toMatchObject({
      engine: 'offline',
      model: 'casebook-outcome-model',
      promptVersion: expect.any(String),
      reader: { engine: 'offline' },
    });
    expect(r.provenance.inputHash).toMatch(/^[0-9a-f]{64}$/);
    expect(r.distribution.outcomes.favourable + r.distribution.outcomes.unfavourable + r.distribution.outcomes.hung).toBe(
      r.distribution.simulations,
    );
    expect(done.body).toMatchObject({
      status: 'submitted',
      paymentStatus: 'paid',
      successProbability: r.successProbability,
      analysisRunning: false,
    });
    // staff now see it, with the move they may make
    expect((await investigator.get('/api/case-analyses')).body.map((x: { id: number }) => x.id)).toContain(kase.id);
    expect((await detail(investigator, kase.id)).body).toMatchObject({ allowedStatusMoves: ['in-review'], canRerun: true });
    expect((await detail(b.c, kase.id)).status).toBe(403);
  });

  it('the review: staff only, allowed moves only (409 otherwise); comments with badges; the owner sees them', async () => {
    const a = await client();
    const b = await client();
    const { body: kase } = await a.c.post('/api/case-analyses', criminalCase());
    // not paid: no review, staff cannot comment
    const early = await investigator.patch(`/api/case-analyses/${kase.id}/status`, { status: 'in-review' });
    expect([early.status, early.body.message]).toEqual([409, REVIEW_MESSAGES.reviewNeedsPaid]);
    expect((await investigator.post(`/api/case-analyses/${kase.id}/comments`, { content: 'hello' })).status).toBe(403);
    await pay(a.c, kase.id);
    await analysed(a.c, kase.id);
    const id = kase.id;
    expect((await a.c.patch(`/api/case-analyses/${id}/status`, { status: 'in-review' })).status).toBe(403);
    expect((await auditor.patch(`/api/case-analyses/${id}/status`, { status: 'in-review' })).status).toBe(403);
    expect((await investigator.patch(`/api/case-analyses/${id}/status`, { status: 'resolved' })).body.message).toBe(MESSAGES.statusValue);
    const tooSoon = await investigator.patch(`/api/case-analyses/${id}/status`, { status: 'completed' });
    expect([tooSoon.status, tooSoon.body.message]).toEqual([409, REVIEW_MESSAGES.completeNeedsReview]);
    const review = await investigator.patch(`/api/case-analyses/${id}/status`, { status: 'in-review' });
    expect([review.status, review.body.status]).toEqual([200, 'in-review']);
    expect((await investigator.patch(`/api/case-analyses/${id}/status`, { status: 'in-review' })).body.message).toBe(
      REVIEW_MESSAGES.alreadyInReview,
    );

    // comments
    expect((await a.c.post(`/api/case-analyses/${id}/comments`, { content: '   ' })).body.message).toBe(MESSAGES.comment);
    const mine = await a.c.post(`/api/case-analyses/${id}/comments`, { content: 'I can send the receipts.' });
    expect(mine.status).toBe(201);
    expect(mine.body).toMatchObject({
      content: 'I can send the receipts.',
      userType: 'client',
      isInvestigator: false,
      authorRole: 'client',
    });
    const theirs = await investigator.post(`/api/case-analyses/${id}/comments`, { content: 'Please upload the police report.' });
    expect(theirs.body).toMatchObject({ userType: 'investigator', isInvestigator: true, authorRole: 'investigator' });
    expect((await b.c.post(`/api/case-analyses/${id}/comments`, { content: 'let me in' })).status).toBe(403);
    expect((await b.c.get(`/api/case-analyses/${id}/comments`)).status).toBe(403);
    expect((await auditor.get(`/api/case-analyses/${id}/comments`)).status).toBe(403);
    expect((await a.c.get('/api/case-analyses/abc/comments')).status).toBe(400);
    const list = await a.c.get(`/api/case-analyses/${id}/comments`);
    expect(list.body.map((c: { content: string; userType: string }) => [c.userType, c.content])).toEqual([
      ['client', 'I can send the receipts.'],
      ['investigator', 'Please upload the police report.'],
    ]);

    const done = await admin.patch(`/api/case-analyses/${id}/status`, { status: 'completed' });
    expect(done.body.status).toBe('completed');
    expect((await admin.patch(`/api/case-analyses/${id}/status`, { status: 'completed' })).body.message).toBe(
      REVIEW_MESSAGES.alreadyCompleted,
    );
    const seen = await detail(a.c, id);
    expect(seen.body).toMatchObject({ status: 'completed', commentCount: 2 });
    expect(seen.body.completedAt).not.toBeNull();
  });

  it('20 comments posted at once on one case (owner and staff) are all kept, each once', async () => {
    const a = await client();
    const id = (await a.c.post('/api/case-analyses', criminalCase())).body.id as number;
    await pay(a.c, id);
    const contents = Array.from({ length: 20 }, (_, i) => `At once ${i}`);
    const answers = await Promise.all(
      contents.map((content, i) => (i % 2 === 0 ? a.c : investigator).post(`/api/case-analyses/${id}/comments`, { content })),
    );
    expect(answers.map((r) => r.status)).toEqual(contents.map(() => 201));
    const list = await a.c.get(`/api/case-analyses/${id}/comments`);
    expect(list.body.map((c: { content: string }) => c.content).sort()).toEqual([...contents].sort());
    expect(new Set(list.body.map((c: { id: string }) => c.id)).size).toBe(20);
  });

  it('a comment on a long case reads the case from its snapshot: a bounded tail, not every comment before it', async () => {
    const a = await client();
    const id = (await a.c.post('/api/case-analyses', criminalCase())).body.id as number;
    for (let i = 0; i < 45; i++)
      expect((await a.c.post(`/api/case-analyses/${id}/comments`, { content: `Long case ${i}` })).status).toBe(201);
    const deps = app.server.deps;
    const snap = await deps
      .knex('event_snapshots')
      .where({ stream: `case-${id}` })
      .first('key', 'version', 'state');
    expect(snap.key).toBe(commands.CASE_SNAPSHOT_KEY);
    expect(snap.version).toBeGreaterThanOrEqual(40);
    expect(snap.state.alg).toBe('aes-256-gcm'); // the case's text, sealed with its owner's key
    expect(JSON.stringify(snap.state)).not.toContain('Long case');
    // The events each read returns, on a view of the store this process has not seen the case through.
    const { store, reads } = countingReads(deps.store);
    const viewer = { id: a.id, role: 'client' as const };
    const head = (await deps.store.readStream(`case-${id}`)).length;
    await commands.postComment({ ...deps, store }, id, 'First here', viewer, {});
    expect(reads).toEqual([head]); // the owner is not known here yet: the whole case, once
    reads.length = 0;
    const next = await commands.postComment({ ...deps, store }, id, 'Then from the snapshot', viewer, {});
    expect(reads).toHaveLength(1);
    expect(reads[0]).toBeLessThanOrEqual(20);
    expect(next.state.status !== 'none' && next.state.commentIds).toHaveLength(47);
    expect(next.append?.nextVersion).toBe(head + 2);
  });

  it('a failing engine is retried by the policy (visible to staff); a re-run gives the same result on the same inputs, side by side', async () => {
    const a = await client();
    const { body: kase } = await a.c.post('/api/case-analyses', criminalCase());
    jury.failNext('AI_BUSY');
    await pay(a.c, kase.id);
    const done = await analysed(a.c, kase.id);
    expect(done.body.analyses).toHaveLength(1);
    expect(done.body.analyses[0]).toMatchObject({ status: 'completed', attempts: 2 });
    // staff read the same analysis phrased for staff: the same number, "the client" for "you"
    const forStaff = (await detail(admin, kase.id)).body.results!;
    expect(forStaff.successProbability).toBe(done.body.results!.successProbability);
    expect(forStaff.jurors).toEqual(done.body.results!.jurors);
    expect(forStaff.summary).not.toMatch(/\byou\b/i);
    // a failure that is not retried stays failed, with its reason, for staff to re-run
    jury.failNext('AI_REJECTED');
    expect((await a.c.post(`/api/case-analyses/${kase.id}/rerun`)).status).toBe(403);
    const rerun = await admin.post(`/api/case-analyses/${kase.id}/rerun`);
    expect([rerun.status, rerun.body.run]).toEqual([202, 2]);
    const failed = await until(
      () => detail(admin, kase.id),
      (r) => r.body.analyses[1]?.status === 'failed',
    );
    expect(failed.body.analyses[1]).toMatchObject({
      status: 'failed',
      errorCode: 'AI_REJECTED',
      willRetry: false,
      error: 'simulated AI_REJECTED',
    });
    expect(failed.body.results).toEqual(forStaff);
    // the staff re-run: same engine, same inputs, same result
    const release = jury.hold();
    expect((await investigator.post(`/api/case-analyses/${kase.id}/rerun`)).body.run).toBe(3);
    const running = await until(
      () => detail(admin, kase.id),
      (r) => r.body.analysisRunning === true,
    );
    expect(running.body).toMatchObject({ analysisRunning: true, canRerun: false });
    const busy = await investigator.post(`/api/case-analyses/${kase.id}/rerun`);
    release();
    expect([busy.status, busy.body.message]).toEqual([409, MESSAGES.analysisRunning]);
    const twice = await analysed(admin, kase.id, 2);
    const [first, , third] = twice.body.analyses;
    expect(third!.result).toEqual(first!.result);
    expect(third!.requestedBy).not.toBeNull();
    // an unpaid case has nothing to re-run
    const { body: unpaid } = await a.c.post('/api/case-analyses', criminalCase());
    expect((await admin.post(`/api/case-analyses/${unpaid.id}/rerun`)).body.message).toBe(MESSAGES.analysisNeedsPaid);
  });

  it('the report PDF: owner and staff; the numbers with their limits', async () => {
    const a = await client();
    const b = await client();
    const { body: kase } = await a.c.post('/api/case-analyses', criminalCase());
    await pay(a.c, kase.id);
    const done = await analysed(a.c, kase.id);
    const { res, bytes } = await download(a.c, `/api/case-analyses/${kase.id}/report.pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain('Case Analysis Report');
    expect(flat).toContain(`Probability of success: ${done.body.results!.successProbability}%`);
    expect(flat).toContain('Simulated jurors are not real jurors');
    expect(flat).toContain(done.body.results!.provenance.inputHash);
    // the case's timeline, from its events, in order
    const timeline = flat.slice(flat.indexOf('Case Timeline'));
    expect(timeline.indexOf('Case submitted')).toBeGreaterThan(0);
    expect(timeline.indexOf('Payment confirmed')).toBeGreaterThan(timeline.indexOf('Case submitted'));
    expect(timeline.indexOf('Analysis completed')).toBeGreaterThan(timeline.indexOf('Payment confirmed'));
    expect((await download(investigator, `/api/case-analyses/${kase.id}/report.pdf`)).res.status).toBe(200);
    expect((await download(b.c, `/api/case-analyses/${kase.id}/report.pdf`)).res.status).toBe(403);
    expect((await download(auditor, `/api/case-analyses/${kase.id}/report.pdf`)).res.status).toBe(403);
  });

  it('the history: owner, admin and auditor replay every event with who/what and the state after it; the chain verifies against the latest anchor', async () => {
    const a = await client();
    const b = await client();
    const { body: kase } = await a.c.post('/api/case-analyses', criminalCase());
    await upload(a.c, kase.id, PDF, 'charge.pdf');
    await pay(a.c, kase.id);
    await analysed(a.c, kase.id);
    await investigator.patch(`/api/case-analyses/${kase.id}/status`, { status: 'in-review' });
    await investigator.post(`/api/case-analyses/${kase.id}/comments`, { content: 'Looking at it.' });
    for (const denied of [b.c, investigator]) expect((await denied.get(`/api/audit/cases/${kase.id}`)).status).toBe(403);
    expect((await a.c.get('/api/audit/cases/abc')).status).toBe(400);
    expect((await auditor.get('/api/audit/cases/2147483000')).status).toBe(404);

    const seen = await auditor.get<CaseHistoryResponse>(`/api/audit/cases/${kase.id}`);
    expect(seen.status).toBe(200);
    const h = seen.body;
    expect(h.events.map((e) => e.type)).toEqual([
      'CaseSubmitted',
      'CaseDocumentAttached',
      'CasePaymentStarted',
      'CasePaid',
      'AnalysisRequested',
      'AnalysisCompleted',
      'ReviewStarted',
      'CommentPosted',
    ]);
    expect(h.events.map((e) => `${e.stateAfter.status}/${e.stateAfter.paymentStatus}`)).toEqual([
      'pending/unpaid',
      'pending/unpaid',
      'pending/pending',
      'submitted/paid',
      'submitted/paid',
      'submitted/paid',
      'in-review/paid',
      'in-review/paid',
    ]);
    expect(h.events[0]!.who).toMatchObject({ kind: 'person', userId: a.id, role: 'client', name: a.username });
    expect(h.events[3]!.who.kind).toBe('payment-provider');
    expect(h.events[5]!.who.kind).toBe('ai');
    expect(h.events[5]!.stateAfter.analysis.latestProbability).not.toBeNull();
    expect(h.events[6]!.who).toMatchObject({ kind: 'person', role: 'investigator' });
    expect(h.events[7]!.stateAfter.commentCount).toBe(1);
    expect(h.events[1]!.stateAfter.documents.map((d) => d.name)).toEqual(['charge.pdf']);
    expect(h.chain).toMatchObject({ verified: true, anchored: false, message: CHAIN_MESSAGES.notAnchored });

    await app.server.anchors.seal();
    const anchored = await a.c.get<CaseHistoryResponse>(`/api/audit/cases/${kase.id}`);
    expect(anchored.body.chain).toMatchObject({
      verified: true,
      anchored: true,
      unanchoredEvents: 0,
      message: CHAIN_MESSAGES.verifiedAnchored,
    });
    expect(anchored.body.chain.anchor?.version).toBe(8);
    expect((await admin.get(`/api/audit/cases/${kase.id}`)).status).toBe(200);

    // an event rewritten in the database breaks the chain
    await db.db.knex.raw(`update events set data = jsonb_set(data, '{caseType}', '"homicide"') where stream = ? and version = 1`, [
      `case-${kase.id}`,
    ]);
    const after = await auditor.get<CaseHistoryResponse>(`/api/audit/cases/${kase.id}`);
    expect(after.body.events[0]!.data.caseType).toBe('homicide');
    expect(after.body.chain).toMatchObject({ verified: false, message: CHAIN_MESSAGES.broken, brokenAt: 1 });
    await db.db.knex.raw(`update events set data = jsonb_set(data, '{caseType}', '"assault"') where stream = ? and version = 1`, [
      `case-${kase.id}`,
    ]);
    expect((await auditor.get<CaseHistoryResponse>(`/api/audit/cases/${kase.id}`)).body.chain.verified).toBe(true);
  });

  it('notifications read casework’s events: the owner hears of the analysis, the review and an investigator’s comment', async () => {
    const a = await client();
    const { body: kase } = await a.c.post('/api/case-analyses', criminalCase({ caseTitle: 'People v. Notified' }));
    await pay(a.c, kase.id);
    const done = await analysed(a.c, kase.id);
    await investigator.patch(`/api/case-analyses/${kase.id}/status`, { status: 'in-review' });
    await investigator.post(`/api/case-analyses/${kase.id}/comments`, { content: 'We are on it.' });
    const list = await until(
      () => a.c.get('/api/notifications'),
      (r) => (r.body?.items?.length ?? 0) >= 3,
    );
    const titles = (list.body.items as { title: string; message: string }[]).map((n) => n.title);
    expect(titles).toEqual(
      expect.arrayContaining([
        'Your case analysis is ready',
        'An investigator is reviewing your case',
        'New message from your investigator',
      ]),
    );
    const ready = (list.body.items as { title: string; message: string }[]).find((n) => n.title === 'Your case analysis is ready')!;
    expect(ready.message).toContain('People v. Notified');
    expect(ready.message).toContain(`${done.body.results!.successProbability}%`);
  });

  it('erasing the owner purges the case from the views, shreds its text, deletes its files and frees its case number', async () => {
    const a = await client();
    const { body: kase } = await a.c.post('/api/case-analyses', criminalCase({ caseNumber: 'ERASE-1' }));
    const doc = await upload(a.c, kase.id, PDF, 'private.pdf');
    const key = `cases/${kase.id}/${doc.body.document.id}`;
    expect(await app.server.deps.storage.get(key)).not.toBeNull();
    await pay(a.c, kase.id);
    await analysed(a.c, kase.id);
    expect((await a.c.post('/api/user/erase', { password: 'secret-pass' })).status).toBe(204);
    await until(
      () => app.server.deps.storage.get(key),
      (f) => f === null,
    );
    expect(await app.server.deps.storage.get(key)).toBeNull();
    expect((await admin.get(`/api/case-analyses/${kase.id}`)).status).toBe(404);
    const history = await auditor.get<CaseHistoryResponse>(`/api/audit/cases/${kase.id}`);
    expect(history.body.events[0]!.data.pii).toBeNull();
    expect(history.body.events[0]!.stateAfter).toMatchObject({ caseTitle: null, status: 'pending' });
    expect(history.body.chain.verified).toBe(true);
    const freed = await until(
      () => db.db.knex('casework_case_numbers').where({ user_id: a.id }),
      (rows) => rows.length === 0,
    );
    expect(freed).toEqual([]);
  });

  it('a rebuild of the cases view gives identical views', async () => {
    const a = await client();
    const { body: kase } = await a.c.post('/api/case-analyses', criminalCase());
    await upload(a.c, kase.id, PDF, 'a.pdf');
    await pay(a.c, kase.id);
    const done = await analysed(a.c, kase.id);
    const summary = done.body.analyses.find((r) => r.status === 'completed')!.result!.summary;
    expect(summary.length).toBeGreaterThan(20);
    await a.c.post(`/api/case-analyses/${kase.id}/comments`, { content: 'A note.' });
    // A copy of the row holds no word of the analysis (its runs are sealed too), the API reads it.
    const raw = await db.db.knex('cases_view').where({ id: kase.id }).first('analyses');
    expect(raw.analyses).toMatch(/^cb1:/);
    expect(JSON.stringify(raw)).not.toContain(summary);
    // The personal text is sealed with a fresh IV each time it is written (decision 0056): the
    // rebuild's ciphertexts differ, the text they open to is the same.
    const { cipher } = app.server.deps;
    const open = async (owner: number, purpose: string, value: string) => {
      expect(value).toMatch(/^cb1:/);
      return cipher.open(owner, purpose, value);
    };
    const snapshot = async () => {
      const cases = await db.db.knex('cases_view').orderBy('id');
      const ownerOf = new Map(cases.map((c) => [c.id as number, c.user_id as number]));
      return {
        cases: await Promise.all(
          cases.map(async (c) => ({
            ...c,
            case_number: await open(c.user_id, SEALED.caseNumber, c.case_number),
            city: await open(c.user_id, SEALED.city, c.city),
            jurisdiction: await open(c.user_id, SEALED.jurisdiction, c.jurisdiction),
            client_name: await open(c.user_id, SEALED.clientName, c.client_name),
            case_title: await open(c.user_id, SEALED.caseTitle, c.case_title),
            case_description: await open(c.user_id, SEALED.caseDescription, c.case_description),
            details: JSON.parse((await open(c.user_id, SEALED.details, c.details))!),
            analyses: JSON.parse((await open(c.user_id, SEALED.analyses, c.analyses))!),
          })),
        ),
        documents: await Promise.all(
          (await db.db.knex('case_documents_view').orderBy('id')).map(async (d) => ({
            ...d,
            name: await open(ownerOf.get(d.case_id)!, SEALED.documentName, d.name),
          })),
        ),
        comments: await Promise.all(
          (await db.db.knex('case_comments_view').orderBy('id')).map(async (m) => ({
            ...m,
            content: await open(ownerOf.get(m.case_id)!, SEALED.comment, m.content),
          })),
        ),
      };
    };
    const before = await snapshot();
    expect(before.cases.length).toBeGreaterThan(0);
    expect(before.comments.map((m) => m.content)).toContain('A note.');
    expect(before.documents.map((d) => d.name)).toContain('a.pdf');
    await app.server.deps.runner.rebuild(['cases']);
    expect(await snapshot()).toEqual(before);
  });
});
