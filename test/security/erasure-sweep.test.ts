// Issue 29 H3 and M2: after an erasure, no copy of the database and no file under DATA_DIR holds a
// readable string of the erased user. A user with a unique canary in their username, email, chat
// messages, conversation title, a case (client's name, title, narrative, the form's details), a
// comment on it, an escalation, a document read by Document Intelligence and a file attached to the
// case uses the chat, files the case (which also sends them email: the confirmation link),
// escalates and uploads, uses the directory (an inquiry whose place and description carry the
// canary, answered by email; a review; a consultation booked and cancelled with a reason carrying
// it, which emails the investigator a copy naming the client), pays a case and Premium on the test
// provider and asks for a password reset, then erases the account; every row of every table (what a dump
// or a restored backup holds) and every file under DATA_DIR (the outbox's .eml files) is searched
// for the canary.
//
// Before the erasure, the chat's, the cases' (with the predictions' and the auditor's list's copies
// of the title) and the escalations' views already hold the text sealed (decision 0056): a copy
// taken then reads none of it, while the API answers it in clear.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appDatabaseFlavours, type TestDatabase } from '../support/databases.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { caseFormBody, piInquiryBody, piListingBody, rowsHolding } from './fixtures.js';
import { makePdf } from '../support/document-samples.js';
import { uniqueName, type TestClient } from '../support/app.js';
import { signInStaff } from '../support/staff-sign-in.js';

const YEAR = new Date().getUTCFullYear();
let ipCounter = 0;
const freshIp = () => `10.29.4.${++ipCounter}`;

/** Subscribes the client to Premium with the test card (escalations are Premium's). */
async function makePremium(c: TestClient) {
  const sub = await c.post('/api/subscription', {});
  expect(sub.status, sub.text).toBe(200);
  const paid = await c.post('/api/test-payments/confirm', {
    clientSecret: sub.body.clientSecret,
    cardNumber: '4242 4242 4242 4242',
    expMonth: 12,
    expYear: YEAR + 3,
    cvc: '123',
  });
  expect(paid.body.status).toBe('succeeded');
  await expect.poll(async () => (await c.get('/api/subscription')).body.isSubscribed, { timeout: 20_000 }).toBe(true);
}

/** A case form whose number, city, client's name, title, narrative and details (opposing party, judge, charge, strategy) carry `canary`. */
function caseWith(canary: string) {
  const form = caseFormBody();
  return {
    ...form,
    caseNumber: `CR-${canary}`,
    city: `Town ${canary}`,
    clientName: `Jordan ${canary}`,
    caseTitle: `State v. ${canary}`,
    caseDescription: `${form.caseDescription} The neighbour ${canary} saw it.`,
    opposingParty: `Neighbour ${canary}`,
    judgeAssigned: `Judge ${canary}`,
    criminal: { ...form.criminal, chargeDetails: `Assault on ${canary}`, defenseStrategy: `${canary} pushed first.` },
  };
}

const SEALED = /^cb1:[A-Za-z0-9_-]+$/;

/** A PDF with no pages, enough to be taken as a case document. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

const OPS = { username: 'opssweep', password: 'ops-password-1' };
const ENV = {
  FREE_DAILY_MESSAGES: '50',
  CHAT_RATE_LIMIT_PER_MINUTE: '50',
  AI_OFFLINE_CHUNK_DELAY_MS: '0',
  OPS_USERNAME: OPS.username,
  OPS_PASSWORD: OPS.password,
};

/** The operations admin, and an investigator account linked to a fresh listing in Austin (what a client's inquiry reaches). */
async function listedInvestigator(app: TestApp): Promise<{ admin: TestClient; investigator: TestClient; piId: string }> {
  const admin = app.client('10.29.5.1');
  expect((await signInStaff(admin, { ...OPS, userType: 'investigator' })).status).toBe(200);
  const username = uniqueName('sweepinv');
  const made = await admin.post('/api/admin/users', {
    username,
    email: `${username}@example.com`,
    password: 'secret-pass',
    role: 'investigator',
  });
  expect(made.status, made.text).toBe(201);
  const investigator = app.client('10.29.5.2');
  expect((await signInStaff(investigator, { username, password: 'secret-pass', userType: 'investigator' })).status).toBe(200);
  const listed = await admin.post('/api/admin/investigators', piListingBody());
  expect(listed.status, listed.text).toBe(201);
  const piId = listed.body.id as string;
  expect((await admin.put(`/api/admin/investigators/${piId}/account`, { userId: made.body.id })).status).toBe(200);
  return { admin, investigator, piId };
}

/**
 * The directory as the erased user uses it: an inquiry whose place and description carry `canary`
 * (the account's address shared), answered by email, a review, a consultation booked and then
 * cancelled with a reason carrying it (both parties get the .ics; the investigator is notified).
 */
async function useDirectory(app: TestApp, c: TestClient, canary: string) {
  const { investigator, piId } = await listedInvestigator(app);
  const sent = await c.post('/api/pi-inquiries', {
    ...piInquiryBody(piId),
    location: `Austin near ${canary} street`,
    description: `Follow my neighbour ${canary} for two days.`,
    shareEmail: true,
  });
  expect(sent.status, sent.text).toBe(201);
  const inquiryId = sent.body.id as string;
  const answered = await investigator.patch(`/api/pi-inquiries/${inquiryId}`, {
    response: 'I can start Monday.',
    estimatedCost: 400,
    channel: 'email',
  });
  expect(answered.status, answered.text).toBe(200);
  const reviewed = await c.post('/api/pi-reviews', { piId, rating: 4, review: `Found ${canary} quickly.` });
  expect(reviewed.status, reviewed.text).toBe(201);
  const booked = await c.put(`/api/pi-inquiries/${inquiryId}/consultation`, {
    startsAt: new Date(Date.now() + 3 * 86_400_000).toISOString(),
  });
  expect(booked.status, booked.text).toBe(200);
  const cancelled = await c.post(`/api/pi-inquiries/${inquiryId}/consultation/cancel`, { reason: `${canary} moved away` });
  expect(cancelled.status, cancelled.text).toBe(200);
  // The investigator reads the inquiry, the reason and the review, and is notified of the cancellation.
  await expect
    .poll(async () => JSON.stringify((await investigator.get('/api/pi-inquiries')).body), { timeout: 20_000 })
    .toContain(`${canary} moved away`);
  await expect
    .poll(async () => JSON.stringify((await investigator.get('/api/notifications')).body), { timeout: 20_000 })
    .toContain('consultation-cancelled');
}

/** Every file under `dir` whose bytes hold `needle`. */
async function filesHolding(dir: string, needle: string): Promise<string[]> {
  const found: string[] = [];
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true, recursive: true });
  } catch {
    return found;
  }
  for (const e of entries) {
    if (!e.isFile()) continue;
    const file = path.join(e.parentPath, e.name);
    if ((await readFile(file)).toString('latin1').toLowerCase().includes(needle.toLowerCase())) found.push(file);
  }
  return found;
}

describe.each(appDatabaseFlavours())('erasure sweep on $name', (flavour) => {
  let db: TestDatabase;
  let app: TestApp;

  beforeAll(async () => {
    db = await flavour.open();
    app = await startTestApp(db, ENV);
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it('leaves no row of any table and no file under DATA_DIR with a string of the erased user', { timeout: 120_000 }, async () => {
    const canary = `qx${randomBytes(6).toString('hex')}`;
    const c = app.client('10.29.3.1');
    const reg = await c.post('/api/register', { username: `sweep${canary}`, email: `${canary}@example.com`, password: 'secret-pass' });
    expect(reg.status, reg.text).toBe(201);
    const made = await c.post('/api/conversations', { title: `Title ${canary}` });
    expect(made.status).toBe(201);
    // Sent with an idempotency key: its answer (the message) is kept for a repeat of the request.
    const sent = await c.request(
      'POST',
      `/api/conversations/${made.body.id}/messages`,
      { content: `My neighbour ${canary} keeps my deposit` },
      { 'idempotency-key': randomUUID() },
    );
    expect(sent.status, sent.text).toBe(201);
    // A case whose client's name, title, narrative and details carry the canary, a comment on it, and an escalation.
    const filed = await c.post('/api/case-analyses', caseWith(canary));
    expect(filed.status, filed.text).toBe(201);
    const commented = await c.post(`/api/case-analyses/${filed.body.id}/comments`, { content: `A word about ${canary}` });
    expect(commented.status, commented.text).toBe(201);
    await makePremium(c);
    const escalated = await c.post('/api/escalations', { caseSummary: `My neighbour ${canary} took my car`, urgency: 'standard' });
    expect(escalated.status, escalated.text).toBe(201);
    // Document Intelligence: a file whose name and text carry the canary, read by the worker; and a
    // file attached to the case, named with it. Both are stored under DATA_DIR as uploaded.
    const uploaded = await c.upload<{ id: string }>(
      '/api/documents/upload',
      'document',
      new TextEncoder().encode(`LEASE AGREEMENT\n\nThe tenant ${canary} shall pay the rent on the first day of each month.\n`),
      `${canary}-lease.txt`,
      'text/plain',
    );
    expect(uploaded.status, uploaded.text).toBe(201);
    const attached = await c.upload(
      `/api/case-analyses/${filed.body.id}/documents`,
      'document',
      await makePdf([`Officer ${canary} found the knife under the car seat.`]),
      `${canary}-charge-sheet.pdf`,
      'application/pdf',
    );
    expect(attached.status, attached.text).toBe(201);
    await useDirectory(app, c, canary);
    // A case paid on the test provider, and a password reset asked for (its email is in the outbox).
    const payment = await c.post(`/api/payments/case/${filed.body.id}`);
    expect(payment.status, payment.text).toBe(200);
    const casePaid = await c.post('/api/test-payments/confirm', {
      clientSecret: payment.body.clientSecret,
      cardNumber: '4242 4242 4242 4242',
      expMonth: 12,
      expYear: YEAR + 3,
      cvc: '123',
    });
    expect(casePaid.body.status).toBe('succeeded');
    await expect
      .poll(async () => (await c.get(`/api/case-analyses/${filed.body.id}`)).body.paymentStatus, { timeout: 20_000 })
      .toBe('paid');
    expect((await app.client('10.29.3.2').post('/api/password-reset', { email: `${canary}@example.com` })).status).toBe(202);
    const knex = app.server.deps.knex;
    const dataDir = app.server.deps.config.DATA_DIR;
    await expect
      .poll(async () => (await c.get<{ status: string; extractedText: string | null }>(`/api/documents/${uploaded.body.id}`)).body.status, {
        timeout: 60_000,
        interval: 200,
      })
      .toBe('completed');

    // Used: the chat reads the text back, the outbox holds the confirmation email to the address.
    await expect
      .poll(async () => JSON.stringify((await c.get(`/api/conversations/${made.body.id}/messages`)).body), { timeout: 20_000 })
      .toContain(canary);
    await expect.poll(async () => (await filesHolding(dataDir, canary)).length, { timeout: 20_000 }).toBeGreaterThan(0);
    // The outbox holds the reset link sent to the address, and the investigator's copy of the
    // cancelled consultation (addressed to them, naming the client and the address shared).
    const subjects = async () =>
      Promise.all((await filesHolding(dataDir, canary)).map(async (f) => /^Subject: (.*)$/m.exec(await readFile(f, 'utf8'))?.[1]));
    await expect
      .poll(subjects, { timeout: 20_000 })
      .toEqual(expect.arrayContaining(['Set a new password for Casebook', `Casebook: Consultation cancelled with sweep${canary}`]));
    await expect
      .poll(async () => JSON.stringify((await c.get(`/api/case-analyses/${filed.body.id}/comments`)).body), { timeout: 20_000 })
      .toContain(canary);
    await expect.poll(async () => JSON.stringify((await c.get('/api/escalations')).body), { timeout: 20_000 }).toContain(canary);
    // The attached file's text is read (case_document_texts).
    await expect
      .poll(async () => (await c.get(`/api/case-analyses/${filed.body.id}/document-reading`)).body.documents?.[0]?.state, {
        timeout: 30_000,
      })
      .toBe('read');
    // A copy taken now reads no message and no title of the chat's view, and nothing of the case,
    // its comment or the escalation in their views (sealed).
    const sealedRows = (await rowsHolding(knex, canary)).filter((r) =>
      /messages_view|conversations_view|cases_view|case_documents_view|case_comments_view|escalations_view|predictions_view|audit_case_list|documents_view|case_document_texts|idempotency_keys/.test(
        r,
      ),
    );
    expect(sealedRows).toEqual([]);

    expect((await c.post('/api/user/erase', { password: 'secret-pass' })).status).toBe(204);

    // Views purge on the event (asynchronously): poll until they have, then nothing may be left.
    await expect.poll(() => rowsHolding(knex, canary), { timeout: 30_000, interval: 500 }).toEqual([]);
    expect(await filesHolding(dataDir, canary)).toEqual([]);
  });

  describe('a copy of a view reads ciphertext where the API reads the clear text', () => {
    it(
      'cases_view, case_documents_view, predictions_view and audit_case_list: the number, city, client name, title, description, details, analysis runs, file name and judge',
      { timeout: 60_000 },
      async () => {
        const canary = `qc${randomBytes(6).toString('hex')}`;
        const c = app.client(freshIp());
        const username = `seal${canary}`;
        expect((await c.post('/api/register', { username, email: `${username}@example.com`, password: 'secret-pass' })).status).toBe(201);
        const form = caseWith(canary);
        const filed = await c.post('/api/case-analyses', form);
        expect(filed.status, filed.text).toBe(201);
        const id = filed.body.id as number;
        const fileName = `${canary}-charge-sheet.pdf`;
        const attached = await c.upload(`/api/case-analyses/${id}/documents`, 'document', PDF, fileName, 'application/pdf');
        expect(attached.status, attached.text).toBe(201);
        // The view catches up with the submission (the detail answers from the write side until it does).
        await expect
          .poll(async () => (await c.get('/api/case-analyses')).body.map((x: { documentCount: number }) => x.documentCount), {
            timeout: 20_000,
          })
          .toEqual([1]);
        const answer = (await c.get(`/api/case-analyses/${id}`)).body;
        expect(answer).toMatchObject({
          caseNumber: form.caseNumber,
          city: form.city,
          jurisdiction: `${form.city}, ${form.state}`,
          clientName: form.clientName,
          caseTitle: form.caseTitle,
          caseDescription: form.caseDescription,
          opposingParty: form.opposingParty,
          judgeAssigned: form.judgeAssigned,
          criminal: { chargeDetails: form.criminal.chargeDetails, defenseStrategy: form.criminal.defenseStrategy },
          documents: [expect.objectContaining({ name: fileName })],
        });
        // The list reads them too, and its search and sort on the title still find the case.
        expect((await c.get('/api/case-analyses')).body).toEqual([expect.objectContaining({ id, caseTitle: form.caseTitle })]);
        expect((await c.get(`/api/case-analyses?q=${canary.slice(2, 9)}&sort=caseTitle`)).body.map((x: { id: number }) => x.id)).toEqual([
          id,
        ]);
        expect((await c.get('/api/case-analyses?q=nothing-like-it')).body).toEqual([]);
        // The search by number, and the sort on it, read the opened number.
        const other = await c.post('/api/case-analyses', { ...caseFormBody(), caseNumber: 'AA-1' });
        expect(other.status, other.text).toBe(201);
        await expect.poll(async () => (await c.get('/api/case-analyses')).body.length, { timeout: 20_000 }).toBe(2);
        expect((await c.get(`/api/case-analyses?q=CR-${canary.slice(0, 9)}`)).body.map((x: { id: number }) => x.id)).toEqual([id]);
        const byNumber = async (order: string) =>
          (await c.get(`/api/case-analyses?sort=caseNumber&order=${order}`)).body.map((x: { caseNumber: string }) => x.caseNumber);
        expect(await byNumber('asc')).toEqual(['AA-1', form.caseNumber]);
        expect(await byNumber('desc')).toEqual([form.caseNumber, 'AA-1']);

        const row = await app.server.deps.knex('cases_view').where({ id }).first();
        expect(JSON.stringify(row)).not.toContain(canary);
        expect(row.case_number).toMatch(SEALED);
        expect(row.city).toMatch(SEALED);
        expect(row.jurisdiction).toMatch(SEALED);
        expect(row.client_name).toMatch(SEALED);
        expect(row.case_title).toMatch(SEALED);
        expect(row.case_description).toMatch(SEALED);
        expect(row.details).toMatch(SEALED);
        expect(row.analyses).toMatch(SEALED);
        // The attached file's name is sealed; its download is still named after it.
        const documents = await app.server.deps.knex('case_documents_view').where({ case_id: id });
        expect(documents).toHaveLength(1);
        expect(JSON.stringify(documents)).not.toContain(canary);
        expect(documents[0].name).toMatch(SEALED);
        const cookie = c
          .cookieNames()
          .map((n) => `${n}=${c.cookie(n)}`)
          .join('; ');
        const download = await fetch(`${c.baseUrl}/api/case-analyses/${id}/documents/${documents[0].id}`, { headers: { cookie } });
        expect(download.status).toBe(200);
        expect(download.headers.get('content-disposition')).toContain(fileName);
        // The Outcome Prediction view's copy of the title, and the judge, are sealed as well.
        const prediction = await app.server.deps.knex('predictions_view').where({ case_id: id }).first();
        expect(JSON.stringify(prediction)).not.toContain(canary);
        expect(prediction.case_title).toMatch(SEALED);
        expect(prediction.case_number).toMatch(SEALED);
        expect(prediction.jurisdiction).toMatch(SEALED);
        expect(prediction.judge).toMatch(SEALED);
        // And the auditor's case list's copy of the title.
        const listed = await app.server.deps.knex('audit_case_list').where({ case_id: id }).first();
        expect(JSON.stringify(listed)).not.toContain(canary);
        expect(listed.case_title).toMatch(SEALED);
        expect(listed.case_number).toMatch(SEALED);
      },
    );

    it('case_comments_view: a comment', { timeout: 60_000 }, async () => {
      const canary = `qm${randomBytes(6).toString('hex')}`;
      const c = app.client(freshIp());
      const username = `seal${canary}`;
      expect((await c.post('/api/register', { username, email: `${username}@example.com`, password: 'secret-pass' })).status).toBe(201);
      const filed = await c.post('/api/case-analyses', caseFormBody());
      expect(filed.status, filed.text).toBe(201);
      const content = `The witness ${canary} lied`;
      expect((await c.post(`/api/case-analyses/${filed.body.id}/comments`, { content })).status).toBe(201);
      await expect
        .poll(async () => (await c.get(`/api/case-analyses/${filed.body.id}/comments`)).body.map((m: { content: string }) => m.content), {
          timeout: 20_000,
        })
        .toEqual([content]);

      const rows = await app.server.deps.knex('case_comments_view').where({ case_id: filed.body.id });
      expect(rows).toHaveLength(1);
      expect(JSON.stringify(rows)).not.toContain(canary);
      expect(rows[0].content).toMatch(SEALED);
    });

    it('escalations_view: the case summary', { timeout: 60_000 }, async () => {
      const canary = `qe${randomBytes(6).toString('hex')}`;
      const c = app.client(freshIp());
      const username = `seal${canary}`;
      expect((await c.post('/api/register', { username, email: `${username}@example.com`, password: 'secret-pass' })).status).toBe(201);
      await makePremium(c);
      const caseSummary = `My brother ${canary} has been missing since Friday`;
      const escalated = await c.post('/api/escalations', { caseSummary, urgency: 'urgent' });
      expect(escalated.status, escalated.text).toBe(201);
      await expect
        .poll(async () => (await c.get('/api/escalations')).body.map((e: { caseSummary: string }) => e.caseSummary), { timeout: 20_000 })
        .toEqual([caseSummary]);
      // The search reads the opened summary.
      const found = await c.get(`/api/escalations?q=${canary.slice(2, 9)}`);
      expect(found.body.map((e: { id: number }) => e.id)).toEqual([escalated.body.id]);
      expect(found.headers.get('x-total-count')).toBe('1');
      expect((await c.get('/api/escalations?q=nothing-like-it')).body).toEqual([]);

      const row = await app.server.deps.knex('escalations_view').where({ id: escalated.body.id }).first();
      expect(JSON.stringify(row)).not.toContain(canary);
      expect(row.case_summary).toMatch(SEALED);
    });

    it("case_document_texts: an attached document's read text", { timeout: 60_000 }, async () => {
      const canary = `qd${randomBytes(6).toString('hex')}`;
      const c = app.client(freshIp());
      const username = `seal${canary}`;
      expect((await c.post('/api/register', { username, email: `${username}@example.com`, password: 'secret-pass' })).status).toBe(201);
      const filed = await c.post('/api/case-analyses', caseFormBody());
      expect(filed.status, filed.text).toBe(201);
      const id = filed.body.id as number;
      const statement = `Officer ${canary} found the knife under the car seat at 9 pm.`;
      const pdf = await makePdf([statement]);
      const attached = await c.upload(`/api/case-analyses/${id}/documents`, 'document', pdf, 'statement.pdf', 'application/pdf');
      expect(attached.status, attached.text).toBe(201);
      await expect
        .poll(async () => (await c.get(`/api/case-analyses/${id}/document-reading`)).body.documents?.[0]?.state, { timeout: 30_000 })
        .toBe('read');
      // The fact reader reads the opened text: the evidence it found quotes the statement.
      const facts = await c.get(`/api/case-analyses/${id}/facts`);
      expect(facts.status, facts.text).toBe(200);
      expect(JSON.stringify(facts.body)).toContain(canary);

      const rows = await app.server.deps.knex('case_document_texts').where({ case_id: id });
      expect(rows).toHaveLength(1);
      expect(JSON.stringify(rows)).not.toContain(canary);
      expect(rows[0].text).toMatch(SEALED);

      // A text stored in clear before sealing is sealed the first time the reader reads it again.
      const clear = (await app.server.deps.cipher.open(rows[0].user_id, 'case_document_texts.text', rows[0].text))!;
      expect(clear).toContain(canary);
      await app.server.deps.knex('case_document_texts').where({ case_id: id }).update({ text: clear });
      expect(JSON.stringify((await c.get(`/api/case-analyses/${id}/facts`)).body)).toContain(canary);
      const resealed = await app.server.deps.knex('case_document_texts').where({ case_id: id }).first();
      expect(resealed.text).toMatch(SEALED);
    });

    it('rows written before sealing (clear text) read as they are until the rebuild seals them', { timeout: 60_000 }, async () => {
      const c = app.client(freshIp());
      const username = `legacy${randomBytes(4).toString('hex')}`;
      const reg = await c.post('/api/register', { username, email: `${username}@example.com`, password: 'secret-pass' });
      expect(reg.status).toBe(201);
      const userId = reg.body.id as number;
      const knex = app.server.deps.knex;
      const at = new Date().toISOString();
      // Rows as the projectors wrote them before version 2: clear text, the details as an object.
      const details = {
        ...caseWith('legacy').criminal,
        priorConvictions: null,
        prosecutorName: null,
        bailStatus: null,
        detentionDetails: null,
      };
      await knex('cases_view').insert({
        id: 900_000 + userId,
        user_id: userId,
        case_number: `OLD-${userId}`,
        client_name: 'Old Client',
        case_title: 'Old title in clear',
        case_category: 'criminal',
        case_type: 'assault',
        case_description: 'Old description in clear.',
        state: 'OH',
        city: 'Columbus',
        jurisdiction: 'Columbus, OH',
        details: JSON.stringify({
          courtName: 'Old court',
          judgeAssigned: null,
          filingDate: null,
          hearingDate: null,
          opposingParty: null,
          opposingCounsel: null,
          keyWitnesses: ['Sam Lee'],
          additionalFactors: null,
          criminal: details,
          civil: null,
          family: null,
        }),
        status: 'pending',
        payment_status: 'unpaid',
        payment_amount: 19999,
        analyses: JSON.stringify([]),
        comment_count: 1,
        created_at: at,
        updated_at: at,
      });
      await knex('case_documents_view').insert({
        id: randomUUID(),
        case_id: 900_000 + userId,
        name: 'old-name-in-clear.pdf',
        content_type: 'application/pdf',
        size: 10,
        storage_key: `old/${userId}`,
        uploaded_at: at,
      });
      await knex('case_comments_view').insert({
        id: randomUUID(),
        case_id: 900_000 + userId,
        author_id: userId,
        author_role: 'client',
        content: 'Old comment in clear',
        created_at: at,
      });
      await knex('escalations_view').insert({
        id: 900_000 + userId,
        case_id: `INV-OLD-${userId}`,
        user_id: userId,
        case_summary: 'Old summary in clear',
        urgency: 'standard',
        status: 'pending',
        created_at: at,
        updated_at: at,
      });

      const detail = await c.get(`/api/case-analyses/${900_000 + userId}`);
      expect(detail.status, detail.text).toBe(200);
      expect(detail.body).toMatchObject({
        clientName: 'Old Client',
        caseTitle: 'Old title in clear',
        caseDescription: 'Old description in clear.',
        courtName: 'Old court',
        criminal: { chargeDetails: details.chargeDetails },
        documents: [expect.objectContaining({ name: 'old-name-in-clear.pdf' })],
      });
      expect((await c.get('/api/case-analyses?q=title in clear')).body.map((x: { id: number }) => x.id)).toEqual([900_000 + userId]);
      expect((await c.get(`/api/case-analyses/${900_000 + userId}/comments`)).body.map((m: { content: string }) => m.content)).toEqual([
        'Old comment in clear',
      ]);
      expect((await c.get('/api/escalations?q=summary in clear')).body.map((e: { caseSummary: string }) => e.caseSummary)).toEqual([
        'Old summary in clear',
      ]);
    });
  });
});
