// The chat answers a question about the user's own documents from them, through the real app:
// the passages come from the documents view, only ever the asking user's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appDatabaseFlavours, type TestDatabase } from '../../test/support/databases.js';
import { startTestApp, uniqueName, type TestApp } from '../../test/support/app.js';
import { putDocument } from '../../test/support/documents-view.js';
import { FROM_YOUR_DOCUMENTS } from './assistant/document-answer.js';
import { NO_DOCUMENTS } from './assistant/documents-engine.js';

let ip = 0;

describe.each(appDatabaseFlavours())('chat answers from the user’s documents on $name', (flavour) => {
  let db: TestDatabase;
  let app: TestApp;

  beforeAll(async () => {
    db = await flavour.open();
    app = await startTestApp(db, { AI_OFFLINE_CHUNK_DELAY_MS: '0' });
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  async function client() {
    const c = app.client(`10.9.0.${++ip}`);
    const username = uniqueName('docs');
    const res = await c.post('/api/register', { username, email: `${username}@example.com`, password: 'secret-pass' });
    expect(res.status).toBe(201);
    return { c, id: (res.body as { id: number }).id };
  }

  it('quotes the page of the lease that answers, and never another user’s lease', async () => {
    const alice = await client();
    const bob = await client();
    const documentId = await putDocument(
      db.db.knex,
      alice.id,
      'Lease.pdf',
      [
        'RESIDENTIAL LEASE. The Landlord leases the apartment to the Tenant.',
        'TERM. This Lease starts on March 1, 2026 and ends on February 28, 2027. Rent is $1,450 per month.',
      ],
      { cipher: app.server.deps.cipher },
    );

    const mine = await alice.c.post('/api/messages', { content: 'When does my lease end?' });
    expect(mine.status).toBe(201);
    const answer = mine.body.assistantMessage.content as string;
    expect(answer).toContain(FROM_YOUR_DOCUMENTS);
    expect(answer).toContain(`/document-intelligence?open=${documentId}&page=2`);
    expect(answer).toContain('February 28, 2027');

    const theirs = await bob.c.post('/api/messages', { content: 'What do my uploaded documents say about when my lease ends?' });
    expect(theirs.status).toBe(201);
    expect(theirs.body.assistantMessage.content).toBe(NO_DOCUMENTS);
  });
});
