// GET /api/case-analyses' list parameters through HTTP (My Cases, the dashboard's Case Analyses):
// text search, status and category filters, the creation-day range, sorts, pages with the total in
// X-Total-Count, and a 400 naming the parameter for each malformed one. The bare list is unchanged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appDatabaseFlavours, type TestDatabase } from '../../test/support/databases.js';
import { startTestApp, uniqueName, type TestApp, type TestClient } from '../../test/support/app.js';
import { criminalCaseRequest } from '../../test/support/case-request.js';
import { LIST_MESSAGES } from '../../infra/http/list-query.js';
import type { CaseSummaryResponse } from '../../modules/casework/contract.js';

let ipCounter = 0;
const freshIp = () => `10.31.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
const today = () => new Date().toISOString().slice(0, 10);
const dayOffset = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const familyCase = (caseNumber: string, caseTitle: string) => ({
  caseNumber,
  clientName: 'Robin Hale',
  caseTitle,
  caseCategory: 'family',
  caseType: 'child-custody',
  caseDescription: 'We separated last year; the children have lived with me since and go to the school near my flat.',
  state: 'WA',
  city: 'Seattle',
  family: { relationshipStatus: 'separated', childrenInvolved: true, supportRequested: false },
});

describe.each(appDatabaseFlavours())('GET /api/case-analyses list parameters on $name', (flavour) => {
  let db: TestDatabase;
  let app: TestApp;
  let c: TestClient;
  const tag = uniqueName('L').toUpperCase();
  const numbers = [`CR-${tag}-1`, `CR-${tag}-2`, `CR-${tag}-3`, `FA-${tag}-4`, `FA-${tag}-5`];

  beforeAll(async () => {
    db = await flavour.open();
    app = await startTestApp(db);
    c = app.client(freshIp());
    const username = uniqueName('lst');
    expect((await c.post('/api/register', { username, email: `${username}@example.com`, password: 'secret-pass' })).status).toBe(201);
    // Oldest first, so the default order (newest first) is the reverse of this list.
    for (const n of numbers.slice(0, 3)) {
      const res = await c.post('/api/case-analyses', { ...criminalCaseRequest(n), caseTitle: `State v. Avery ${n.slice(-1)}` });
      expect(res.status, res.text).toBe(201);
    }
    for (const n of numbers.slice(3)) {
      const res = await c.post('/api/case-analyses', familyCase(n, `Hale custody 100%_${n.slice(-1)}`));
      expect(res.status, res.text).toBe(201);
    }
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  const list = (query: string) => c.get<CaseSummaryResponse[]>(`/api/case-analyses${query}`);
  const numbersOf = (body: CaseSummaryResponse[]) => body.map((x) => x.caseNumber);

  it('without parameters answers every case, newest first, as before', async () => {
    const res = await list('');
    expect(res.status).toBe(200);
    expect(numbersOf(res.body)).toEqual([...numbers].reverse());
  });

  it('pages: pageSize rows of page n, X-Total-Count counting every match; a page past the last is empty with the total', async () => {
    const first = await list('?page=1&pageSize=2');
    expect(first.status).toBe(200);
    expect(numbersOf(first.body)).toEqual([numbers[4], numbers[3]]);
    expect(first.headers.get('x-total-count')).toBe('5');
    const third = await list('?page=3&pageSize=2');
    expect(numbersOf(third.body)).toEqual([numbers[0]]);
    const beyond = await list('?page=9&pageSize=2');
    expect(beyond.body).toEqual([]);
    expect(beyond.headers.get('x-total-count')).toBe('5');
  });

  it('filters by category and status, searches number, title and client name (wildcards literal), and sorts', async () => {
    const family = await list('?category=family&pageSize=20');
    expect(numbersOf(family.body).sort()).toEqual([numbers[3], numbers[4]]);
    expect(family.headers.get('x-total-count')).toBe('2');
    expect((await list('?status=completed,in-review')).body).toEqual([]);
    expect((await list('?status=pending')).body).toHaveLength(5);
    expect(numbersOf((await list(`?q=${encodeURIComponent(`cr-${tag}-2`)}`)).body)).toEqual([numbers[1]]);
    expect(numbersOf((await list('?q=robin%20hale&sort=caseNumber')).body)).toEqual([numbers[3], numbers[4]]);
    // '%' and '_' are searched as typed, not as LIKE's wildcards.
    expect(numbersOf((await list(`?q=${encodeURIComponent('100%_5')}`)).body)).toEqual([numbers[4]]);
    expect((await list(`?q=${encodeURIComponent('1_0%')}`)).body).toEqual([]);
    expect(numbersOf((await list('?sort=caseTitle&order=desc&category=criminal')).body)).toEqual([numbers[2], numbers[1], numbers[0]]);
    expect(numbersOf((await list('?sort=createdAt&order=asc')).body)).toEqual(numbers);
  });

  it('bounds the creation day (UTC, both ends included)', async () => {
    expect((await list(`?from=${today()}&to=${today()}`)).body).toHaveLength(5);
    expect((await list(`?to=${dayOffset(-1)}`)).body).toEqual([]);
    expect((await list(`?from=${dayOffset(1)}`)).body).toEqual([]);
  });

  it.each([
    ['?page=0', LIST_MESSAGES.page],
    ['?page=two', LIST_MESSAGES.page],
    ['?pageSize=101', LIST_MESSAGES.pageSize],
    ['?page=1&page=2', LIST_MESSAGES.once('page')],
    ['?status=open', LIST_MESSAGES.oneOf('status', ['pending', 'submitted', 'in-review', 'completed'])],
    ['?sort=secret', LIST_MESSAGES.sort(['createdAt', 'updatedAt', 'caseNumber', 'caseTitle', 'clientName', 'status'])],
    ['?order=up', LIST_MESSAGES.order],
    ['?from=2026-02-30', LIST_MESSAGES.date('from')],
    ['?to=yesterday', LIST_MESSAGES.date('to')],
    [`?from=${dayOffset(1)}&to=${today()}`, LIST_MESSAGES.dateOrder],
    [`?q=${'x'.repeat(101)}`, LIST_MESSAGES.search],
  ])('400 on %s with a message naming the parameter', async (query, message) => {
    const res = await list(query);
    expect(res.status).toBe(400);
    expect((res.body as unknown as { message: string }).message).toBe(message);
  });

  it('lists only the caller’s cases whatever the filters: another client finds none of them', async () => {
    const other = app.client(freshIp());
    const username = uniqueName('lst');
    expect((await other.post('/api/register', { username, email: `${username}@example.com`, password: 'secret-pass' })).status).toBe(201);
    const res = await other.get(`/api/case-analyses?q=${tag}&page=1`);
    expect(res.body).toEqual([]);
    expect(res.headers.get('x-total-count')).toBe('0');
  });
});
