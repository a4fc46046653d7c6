// Live hints (declared by the cases and documents views, sent by infra/projections/delivery.ts) through the running app: the user's stream (GET
// /api/notifications/stream) says `changed` when the status of one of their documents or cases
// changes, whichever process the command and the stream land on (two app instances on one
// Postgres database; on PGlite, one instance), and never tells another user.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseFlavours, type TestDatabase } from '../test/support/databases.js';
import type { TestApp, TestClient } from '../test/support/app.js';
import { registerOn, sameBrowserOn, startTwoApps } from '../test/support/two-processes.js';
import { openStream } from '../test/support/sse.js';
import { criminalCaseRequest } from '../test/support/case-request.js';
import { CASES_LIVE_PATH } from '../projections/cases/index.js';
import { DOCUMENTS_LIVE_PATH } from '../projections/documents/index.js';

const LIVE_PATHS = { cases: CASES_LIVE_PATH, documents: DOCUMENTS_LIVE_PATH };

const ENV = { PAYMENTS: 'test', AI_OFFLINE_CHUNK_DELAY_MS: '0' };
const YEAR = new Date().getUTCFullYear();
let ipCounter = 0;
const freshIp = () => `10.17.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
const cookieOf = (c: TestClient) =>
  c
    .cookieNames()
    .map((n) => `${n}=${c.cookie(n)}`)
    .join('; ');

/** The user's stream on `app`, open and listening (its `ready` came). */
async function streamOn(app: TestApp, c: TestClient) {
  const s = await openStream(sameBrowserOn(app, c, freshIp()), '/api/notifications/stream?lastEventId=0', { cookie: cookieOf(c) });
  expect(s.res.status).toBe(200);
  expect((await s.nextOf('ready', 10_000))?.event).toBe('ready');
  return s;
}

describe.each(databaseFlavours())('live change hints on $name', (flavour) => {
  let db: TestDatabase;
  let apps: Awaited<ReturnType<typeof startTwoApps>> | undefined;
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    db = await flavour.open();
    apps = await startTwoApps(db, ENV);
    ({ a, b } = apps);
  });
  afterAll(async () => {
    await apps?.close();
    await db?.close();
  });

  it("a document's status reaches its owner's stream on the other process, and nobody else's", async () => {
    const owner = await registerOn(a, freshIp(), 'live');
    const other = await registerOn(a, freshIp(), 'live');
    const mine = await streamOn(b, owner.c);
    const theirs = await streamOn(b, other.c);
    try {
      const up = await owner.c.upload(
        '/api/documents/upload',
        'document',
        new TextEncoder().encode('Witness statement\nSeen on Main Street at 9 pm.\n'),
        'statement.txt',
        'text/plain',
      );
      expect(up.status).toBe(201);
      const hint = await mine.nextOf('changed', 10_000);
      expect(hint?.data.paths).toContain(LIVE_PATHS.documents);
      // The worker finishes the document: the owner hears of it again, and the list shows it done
      // (the first extraction starts the worker process: on a busy machine, tens of seconds).
      for (let h = await mine.nextOf('changed', 40_000); h; h = await mine.nextOf('changed', 40_000)) {
        const list = await owner.c.get('/api/documents');
        if (list.body.find((d: { id: unknown }) => d.id === up.body.id)?.status !== 'processing') break;
      }
      const list = await owner.c.get('/api/documents');
      expect(list.body.find((d: { id: unknown }) => d.id === up.body.id)?.status).toBe('completed');
      expect(await theirs.nextOf('changed', 500)).toBeUndefined();
    } finally {
      mine.close();
      theirs.close();
    }
  }, 90_000);

  it("a case's submission and payment reach its owner's stream on the other process", async () => {
    const owner = await registerOn(a, freshIp(), 'live');
    const other = await registerOn(a, freshIp(), 'live');
    const mine = await streamOn(b, owner.c);
    const theirs = await streamOn(b, other.c);
    try {
      const created = await owner.c.post('/api/case-analyses', criminalCaseRequest(`LIVE-${ipCounter}`));
      expect(created.status).toBe(201);
      expect((await mine.nextOf('changed', 10_000))?.data.paths).toEqual([LIVE_PATHS.cases]);
      // Payment events name the case only: the hint is addressed through the case's owner.
      const started = await owner.c.post(`/api/payments/case/${created.body.id}`);
      expect(started.status).toBe(200);
      const paid = await owner.c.post('/api/test-payments/confirm', {
        clientSecret: started.body.clientSecret,
        cardNumber: '4242 4242 4242 4242',
        expMonth: 12,
        expYear: YEAR + 3,
        cvc: '123',
      });
      expect(paid.body.status).toBe('succeeded');
      expect((await mine.nextOf('changed', 10_000))?.data.paths).toEqual([LIVE_PATHS.cases]);
      expect(await theirs.nextOf('changed', 500)).toBeUndefined();
    } finally {
      mine.close();
      theirs.close();
    }
  });
});
