// Read-your-writes when the views lag (decision 0017): a command answered 201 before its views
// caught up (the projector stopped, as when it is killed or Postgres restarts) makes the client's
// next read answer a retryable 503 instead of a list without the new case, and the read answers
// the case once the views have it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appDatabaseFlavours, type TestDatabase } from '../test/support/databases.js';
import { startTestApp, uniqueName, type TestApp } from '../test/support/app.js';
import { criminalCaseRequest } from '../test/support/case-request.js';
import { RYW_COOKIE } from '../infra/http/read-your-writes.js';

describe.each(appDatabaseFlavours())('read-your-writes while the views lag, on $name', (flavour) => {
  let db: TestDatabase;
  let app: TestApp;

  beforeAll(async () => {
    db = await flavour.open();
    app = await startTestApp(db, { READ_YOUR_WRITES_TIMEOUT_MS: '300' });
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it("a command's answer carries the token even when its views caught up, and the next read clears it", async () => {
    const c = app.client('10.61.0.2');
    const username = uniqueName('ryw');
    expect((await c.post('/api/register', { username, email: `${username}@example.com`, password: 'secret-pass' })).status).toBe(201);
    expect((await c.get('/api/case-analyses')).status).toBe(200);
    const made = await c.post('/api/case-analyses', criminalCaseRequest(`RYW-${uniqueName('n')}`));
    expect(made.status, made.text).toBe(201);
    // The position of the case's event and the views that show it: a read on any process waits
    // until that process has heard of them (decision 0033).
    expect(decodeURIComponent(c.cookie(RYW_COOKIE) ?? '')).toMatch(/^\d+:\d+\|[\w,-]*cases/);
    const list = await c.get('/api/case-analyses');
    expect(list.status).toBe(200);
    expect((list.body as { id: number }[]).map((x) => x.id)).toContain(made.body.id);
    expect(c.cookie(RYW_COOKIE)).toBeUndefined();
  });

  it('answers 503 NOT_YET_VISIBLE to the next read, then the new case once the projector runs again', async () => {
    const c = app.client('10.61.0.1');
    const username = uniqueName('ryw');
    expect((await c.post('/api/register', { username, email: `${username}@example.com`, password: 'secret-pass' })).status).toBe(201);
    expect((await c.get('/api/case-analyses')).status).toBe(200);
    expect(c.cookie(RYW_COOKIE)).toBeUndefined();

    const runner = app.server.deps.runner;
    await runner.stop();
    try {
      const made = await c.post('/api/case-analyses', criminalCaseRequest(`RYW-${uniqueName('n')}`));
      expect(made.status, made.text).toBe(201);
      expect(c.cookie(RYW_COOKIE)).toBeDefined();
      const stale = await c.get('/api/case-analyses');
      expect(stale.status).toBe(503);
      expect(stale.headers.get('retry-after')).toBe('1');
      expect(stale.body.code).toBe('NOT_YET_VISIBLE');
      const detail = await c.get(`/api/case-analyses/${made.body.id}`);
      expect(detail.status).toBe(503);

      runner.start({ projectors: true, reactions: true });
      const fresh = await c.get('/api/case-analyses');
      expect(fresh.status).toBe(200);
      expect((fresh.body as { id: number }[]).map((x) => x.id)).toContain(made.body.id);
      expect(c.cookie(RYW_COOKIE)).toBeUndefined();
    } finally {
      runner.start({ projectors: true, reactions: true });
    }
  });
});
