// The auditor's list of cases through HTTP (issue 31): every submitted case with its status and
// last event, found by number or title, paged; auditors and the admin only; the read is logged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appDatabaseFlavours, type TestDatabase } from '../../test/support/databases.js';
import { startTestApp, uniqueName, type TestApp, type TestClient } from '../../test/support/app.js';
import { criminalCaseRequest } from '../../test/support/case-request.js';
import { AUDIT_LIST_MESSAGES, auditCaseList } from '../../modules/casework/index.js';
import { signInStaff } from '../../test/support/staff-sign-in.js';

const OPS = { username: 'opsauditlist', password: 'ops-password-1' };
let ipCounter = 0;
const freshIp = () => `10.32.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

describe.each(appDatabaseFlavours())("the auditor's case list on $name", (flavour) => {
  let db: TestDatabase;
  let app: TestApp;
  let auditor: TestClient;
  let owner: TestClient;
  const marker = uniqueName('Lookup');
  const caseIds: number[] = [];

  beforeAll(async () => {
    db = await flavour.open();
    app = await startTestApp(db, { OPS_USERNAME: OPS.username, OPS_PASSWORD: OPS.password });
    const ops = app.client(freshIp());
    expect((await signInStaff(ops, { ...OPS, userType: 'investigator' })).status).toBe(200);
    const creds = { username: uniqueName('aud'), email: `${uniqueName('aud')}@example.com`, password: 'audit-pass-61' };
    expect((await ops.post('/api/admin/users', { ...creds, role: 'auditor' })).status).toBe(201);
    auditor = app.client(freshIp());
    expect((await signInStaff(auditor, { username: creds.username, password: creds.password })).status).toBe(200);

    owner = app.client(freshIp());
    const username = uniqueName('own');
    expect((await owner.post('/api/register', { username, email: `${username}@example.com`, password: 'owner-pass-61' })).status).toBe(201);
    for (let i = 0; i < 7; i++) {
      const body = { ...criminalCaseRequest(`CR-${marker}-${i}`), caseTitle: i === 3 ? `State v. ${marker} Needle` : 'State v. Avery' };
      const res = await owner.post('/api/case-analyses', body);
      expect(res.status, res.text).toBe(201);
      caseIds.push(res.body.id as number);
    }
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  /** The answer once the view has caught up with `atLeast` matching cases (it follows the store). */
  async function list(query: string, atLeast = 1) {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const res = await auditor.get(`/api/audit/cases${query}`);
      if (res.status !== 200 || res.body.total >= atLeast || Date.now() > deadline) return res;
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  it('finds cases by a part of their number, pages them, and names each one’s status and last event', async () => {
    const first = await list(`?q=${encodeURIComponent(marker)}&pageSize=5`, 7);
    expect(first.status).toBe(200);
    const page1 = auditCaseList.parse(first.body);
    expect(page1.total).toBe(7);
    expect(page1.items).toHaveLength(5);
    const page2 = auditCaseList.parse((await auditor.get(`/api/audit/cases?q=${encodeURIComponent(marker)}&pageSize=5&page=2`)).body);
    expect(page2.items).toHaveLength(2);
    const seen = [...page1.items, ...page2.items].map((c) => c.id).sort((a, b) => a - b);
    expect(seen).toEqual([...caseIds].sort((a, b) => a - b));
    // Newest activity first: the last case submitted heads the first page.
    expect(page1.items[0]!.id).toBe(caseIds[6]);
    expect(page1.items[0]).toMatchObject({
      caseNumber: `CR-${marker}-6`,
      status: 'pending',
      paymentStatus: 'unpaid',
      lastEvent: { type: 'CaseSubmitted', label: 'Case submitted' },
      eventCount: 1,
    });
  });

  it('finds a case by its title or its id, and filters by status', async () => {
    const byTitle = auditCaseList.parse((await list(`?q=${encodeURIComponent(`${marker} needle`)}`)).body);
    expect(byTitle.items.map((c) => c.id)).toEqual([caseIds[3]]);
    const byId = auditCaseList.parse((await list(`?q=${caseIds[2]}`)).body);
    expect(byId.items.map((c) => c.id)).toContain(caseIds[2]);
    const completed = auditCaseList.parse((await auditor.get(`/api/audit/cases?q=${encodeURIComponent(marker)}&status=completed`)).body);
    expect(completed.total).toBe(0);
  });

  it('refuses a bad page size and status with their messages', async () => {
    const size = await auditor.get('/api/audit/cases?pageSize=500');
    expect(size.status).toBe(400);
    expect(size.body.message).toBe(AUDIT_LIST_MESSAGES.pageSize);
    const status = await auditor.get('/api/audit/cases?status=lost');
    expect(status.status).toBe(400);
    expect(status.body.message).toBe(AUDIT_LIST_MESSAGES.status);
  });

  it('is for auditors and the admin only, and each read is in the read log', async () => {
    expect((await owner.get('/api/audit/cases')).status).toBe(403);
    expect((await app.client(freshIp()).get('/api/audit/cases')).status).toBe(401);
    const reads = await db.db.knex('audit_reads').where({ action: 'case-list' }).count<{ count: string }[]>({ count: '*' });
    expect(Number(reads[0]!.count)).toBeGreaterThan(0);
  });
});
