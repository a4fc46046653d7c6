// The predictions API on the API tests' database, through HTTP against the real app: a client reads only
// their own predictions, each the model's reading of the case's analysis with its baseline; the
// comparable cases and the market analysis show a group only once it holds 5 completed cases.
// Cases are written as casework's events (the offline jury's real analysis), so a test can make
// the five other clients' completed cases the suppression rule needs without paying five times.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appDatabaseFlavours, type TestDatabase } from '../../test/support/databases.js';
import { startTestApp, uniqueName, type TestApp, type TestClient } from '../../test/support/app.js';
import { analyzeOffline, parseCaseFacts, readFacts } from '../../modules/casework/jury/index.js';
import { caseStream } from '../../modules/casework/index.js';
import { predictionsAccess } from './access.js';
import { MARKET_MESSAGES, predict, referenceFor, type MarketEntryResponse, type PredictionResponse } from '../../modules/casework/index.js';
import { signInStaff } from '../../test/support/staff-sign-in.js';

let ipCounter = 0;
const freshIp = () => `10.15.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
let caseCounter = 0;
const OPS = { username: 'opspredictions', password: 'ops-password-1' };

async function until<T>(fn: () => Promise<T>, ok: (v: T) => boolean, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (ok(v) || Date.now() > deadline) return v;
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe.each(appDatabaseFlavours())('predictions on $name', (flavour) => {
  let db: TestDatabase;
  let app: TestApp;
  const caseType = 'burglary';

  beforeAll(async () => {
    db = await flavour.open();
    app = await startTestApp(db, { OPS_USERNAME: OPS.username, OPS_PASSWORD: OPS.password });
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  async function client() {
    const c = app.client(freshIp());
    const username = uniqueName('pr');
    const res = await c.post('/api/register', { username, email: `${username}@example.com`, password: 'secret-pass' });
    expect(res.status).toBe(201);
    return { c, id: res.body.id as number };
  }

  /** Writes a case's events as casework would: submitted, analysed by the offline jury, maybe completed. */
  async function analysedCase(
    userId: number,
    opts: { state: string; evidence?: 'weak' | 'strong'; completed?: boolean; witnesses?: string[] },
  ) {
    const caseId = 700_000 + Math.floor(Math.random() * 100_000) * 10 + (++caseCounter % 10);
    const fields = {
      caseNumber: `CR-${caseId}`,
      clientName: 'Jordan Avery',
      caseTitle: 'State v. Avery',
      caseDescription: 'Someone entered a garage at night; my client was seen nearby but says he was walking home from work.',
      city: 'Springfield',
      keyWitnesses: opts.witnesses ?? ['Sam Lee'],
      criminal: {
        chargeDetails: 'Burglary',
        priorConvictions: 'none',
        evidenceStrength: opts.evidence ?? 'weak',
        defenseStrategy: 'Mistaken identity: he was walking home.',
      },
    };
    const parsed = parseCaseFacts({ caseCategory: 'criminal', caseType, state: opts.state, ...fields, caseTitle: fields.caseTitle });
    // The client confirmed the sheet with their listed witnesses on their side.
    const read = readFacts(parsed, []);
    const facts = { ...read.facts, people: read.facts.people.map((p) => (p.listedWitness ? { ...p, side: 'for' as const } : p)) };
    const analysis = analyzeOffline(parsed, { sheet: { facts, flags: read.flags, status: 'confirmed' } });
    const at = new Date().toISOString();
    const meta = { schemaVersion: 1, piiSubject: userId };
    const events = [
      {
        id: randomUUID(),
        type: 'CaseSubmitted',
        data: {
          caseId,
          userId,
          caseCategory: 'criminal',
          caseType,
          state: opts.state,
          amountCents: 19999,
          caseNumberKey: randomUUID(),
          submittedAt: at,
          pii: fields,
        },
        metadata: meta,
      },
      {
        id: randomUUID(),
        type: 'AnalysisCompleted',
        data: {
          caseId,
          run: 1,
          attempt: 1,
          successProbability: analysis.successProbability,
          chance: analysis.chance,
          confidenceLevel: analysis.confidenceLevel,
          distribution: analysis.distribution,
          limits: analysis.limits,
          provenance: analysis.provenance,
          durationMs: 1,
          completedAt: at,
          pii: {
            summary: analysis.summary,
            strengths: analysis.strengths,
            weaknesses: analysis.weaknesses,
            recommendations: analysis.recommendations,
            jurors: analysis.jurors,
            factors: analysis.factors,
            confidenceReason: analysis.confidenceReason,
            contributions: analysis.contributions,
            facts,
          },
        },
        metadata: meta,
      },
      ...(opts.completed
        ? [{ id: randomUUID(), type: 'CaseCompleted', data: { caseId, completedBy: 1, completedAt: at }, metadata: meta }]
        : []),
    ];
    await app.server.deps.store.appendToStream(caseStream(caseId), events, { expectedVersion: 0 });
    return { caseId, analysis };
  }

  const predictions = (c: TestClient) => c.get<PredictionResponse[]>('/api/predictions');
  const market = (c: TestClient, filter?: string) =>
    c.get<MarketEntryResponse[]>(`/api/market-analysis${filter === undefined ? '' : `?filter=${encodeURIComponent(filter)}`}`);

  it('answers each caller as its access rows say (auditors read case histories only: 403)', async () => {
    const admin = app.client(freshIp());
    expect((await signInStaff(admin, { ...OPS, userType: 'investigator' })).status).toBe(200);
    const staff = async (role: 'investigator' | 'auditor') => {
      const username = uniqueName(role.slice(0, 3));
      expect(
        (await admin.post('/api/admin/users', { username, email: `${username}@example.com`, password: 'secret-pass', role })).status,
      ).toBe(201);
      const c = app.client(freshIp());
      expect(
        (await signInStaff(c, { username, password: 'secret-pass', userType: role === 'investigator' ? 'investigator' : 'client' })).status,
      ).toBe(200);
      return c;
    };
    const callers = {
      anonymous: app.client(freshIp()),
      owner: (await client()).c,
      investigator: await staff('investigator'),
      admin,
      auditor: await staff('auditor'),
    };
    for (const [route, row] of Object.entries(predictionsAccess)) {
      const path = route.replace(/^GET /, '');
      for (const [actor, c] of Object.entries(callers)) {
        expect([route, actor, (await c.get(path)).status]).toEqual([route, actor, row.expect[actor as keyof typeof callers]]);
      }
    }
  });

  it('a client reads their own predictions only: the model’s reading of the analysis, with its reference baseline, costs and timeline', async () => {
    const a = await client();
    const b = await client();
    const { caseId, analysis } = await analysedCase(a.id, { state: 'VT', evidence: 'weak' });
    const res = await until(
      () => predictions(a.c),
      (r) => r.body?.length === 1,
    );
    expect(res.status).toBe(200);
    const p = res.body[0]!;
    const hungShare = analysis.distribution.outcomes.hung / analysis.distribution.simulations;
    const expected = predict({
      caseCategory: 'criminal',
      caseType,
      successProbability: analysis.successProbability,
      hungShare,
      confidenceLevel: analysis.confidenceLevel,
      evidenceStrength: 'weak',
      witnesses: 1,
      priorRecord: 'none',
    });
    const ref = referenceFor('criminal', caseType);
    expect(p).toMatchObject({
      caseId,
      caseNumber: `CR-${caseId}`,
      caseTitle: 'State v. Avery',
      caseType,
      jurisdiction: 'Springfield, VT',
      judge: null,
      confidence: expected.confidence,
      outcomes: expected.outcomes,
      baseline: { source: 'reference', cases: null },
      similarCases: { total: 0, favorable: null, settled: null, unfavorable: null },
      costEstimate: { settlement: ref.settlement, trial: ref.trial, savings: ref.trial.likely - ref.settlement.likely },
      timeline: ref.timeline,
      inputs: { successProbability: analysis.successProbability, evidenceStrength: 'weak', witnesses: 1, priorRecord: 'none' },
    });
    // The what-if moves from the analysis's unrounded chance, which rounds to the percent shown.
    expect(p.inputs.successChance).toBe(analysis.chance);
    expect(Math.round(p.inputs.successChance! * 100)).toBe(analysis.successProbability);
    expect(p.outcomes.favorable + p.outcomes.settlement + p.outcomes.unfavorable).toBe(100);
    expect(p.baseline.outcomes.favorable + p.baseline.outcomes.settlement + p.baseline.outcomes.unfavorable).toBe(100);
    expect(p.riskFactors.length).toBeGreaterThan(0);
    for (const f of p.riskFactors) {
      expect(['positive', 'negative', 'neutral']).toContain(f.impact);
      expect(f.weight).toBeGreaterThanOrEqual(0);
      expect(f.weight).toBeLessThanOrEqual(1);
    }
    expect(p.riskFactors.some((f) => f.impact === 'positive')).toBe(true);
    // The factors quote the case's words: a copy of the view reads ciphertext (decision 0056).
    const raw = await app.server.deps.knex('predictions_view').where({ case_id: p.caseId }).first('risk_factors');
    expect(raw.risk_factors).toMatch(/^cb1:/);
    expect(JSON.stringify(raw)).not.toContain(p.riskFactors[0]!.factor);
    // another client sees nothing of it
    expect((await predictions(b.c)).body).toEqual([]);
    // signed out: 401
    expect((await predictions(app.client(freshIp()))).status).toBe(401);
  });

  it('comparable cases and the market show a group only from 5 completed cases (k ≥ 5)', async () => {
    const state = 'WY';
    const me = await client();
    const mine = await analysedCase(me.id, { state, evidence: 'strong' });
    const others: { caseId: number; analysis: ReturnType<typeof analyzeOffline> }[] = [];
    // four completed comparable cases, of four other clients, and one not completed (never counted)
    for (let i = 0; i < 4; i++)
      others.push(await analysedCase(900_000 + i, { state, evidence: i % 2 ? 'weak' : 'strong', completed: true }));
    await analysedCase(900_010, { state, completed: false });
    const four = await until(
      () => predictions(me.c),
      (r) => r.body?.[0]?.similarCases.total === 4,
    );
    expect(four.body[0]).toMatchObject({
      caseId: mine.caseId,
      similarCases: { total: 4, favorable: null, settled: null, unfavorable: null },
      baseline: { source: 'reference' },
    });
    expect((await market(me.c, caseType)).body).toEqual([]);

    others.push(await analysedCase(900_004, { state, evidence: 'weak', completed: true }));
    const five = await until(
      () => predictions(me.c),
      (r) => r.body?.[0]?.similarCases.total === 5,
    );
    const p = five.body[0]!;
    expect(p.similarCases.favorable! + p.similarCases.settled! + p.similarCases.unfavorable!).toBe(5);
    // The baseline stays the published base rate: never the model's own past outputs.
    expect(p.baseline).toMatchObject({ source: 'reference', cases: null });
    expect(p.baseline.outcomes.favorable + p.baseline.outcomes.settlement + p.baseline.outcomes.unfavorable).toBe(100);

    // the market: this run's 5 completed burglary cases (other runs on this database add none: fresh database per file)
    const favorables = others.map(
      (o) =>
        predict({
          caseCategory: 'criminal',
          caseType,
          successProbability: o.analysis.successProbability,
          hungShare: o.analysis.distribution.outcomes.hung / o.analysis.distribution.simulations,
          confidenceLevel: o.analysis.confidenceLevel,
          evidenceStrength: null,
          witnesses: 1,
          priorRecord: 'unknown',
        }).outcomes.favorable,
    );
    const ref = referenceFor('criminal', caseType);
    const entry = {
      caseCategory: 'criminal',
      caseType,
      cases: 5,
      averageSettlement: ref.settlement.likely,
      averageTimeline: ref.timeline.settlement,
    };
    const all = await market(me.c);
    expect(all.status).toBe(200);
    expect(all.body).toEqual([{ ...entry, successRate: Math.round(favorables.reduce((a, b) => a + b, 0) / 5) }]);
    expect((await market(me.c, 'criminal')).body).toEqual(all.body);
    expect((await market(me.c, 'BURGLARY')).body).toEqual(all.body);
    expect((await market(me.c, 'family')).body).toEqual([]);
    expect((await market(me.c, 'divorce')).body).toEqual([]);
    const bad = await market(me.c, 'everything');
    expect([bad.status, (bad.body as unknown as { message: string }).message]).toEqual([400, MARKET_MESSAGES.filter]);
  });
});
