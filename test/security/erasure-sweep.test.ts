// Issue 29 H3 and M2: after an erasure, no copy of the database and no file under DATA_DIR holds a
// readable string of the erased user. A user with a unique canary in their username, email, chat
// messages, conversation title and a case's narrative uses the chat and files the case (which also sends them email: the confirmation
// link), then erases the account; every row of every table (what a dump or a restored backup holds)
// and every file under DATA_DIR (the outbox's .eml files) is searched for the canary.
//
// Before the erasure, the chat's view already holds the text sealed (decision 0056): a copy taken
// then reads no message or title either.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appDatabaseFlavours, type TestDatabase } from '../support/databases.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { caseFormBody } from './fixtures.js';

const ENV = { FREE_DAILY_MESSAGES: '50', CHAT_RATE_LIMIT_PER_MINUTE: '50', AI_OFFLINE_CHUNK_DELAY_MS: '0' };

/** Every row of every table of the app's schema whose text holds `needle`, as `table: row`. */
async function rowsHolding(knex: Knex, needle: string): Promise<string[]> {
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
    const sent = await c.post(`/api/conversations/${made.body.id}/messages`, { content: `My neighbour ${canary} keeps my deposit` });
    expect(sent.status, sent.text).toBe(201);
    // A case whose client name and narrative carry the canary.
    const form = caseFormBody();
    const filed = await c.post('/api/case-analyses', {
      ...form,
      clientName: `Jordan ${canary}`,
      caseDescription: `${form.caseDescription} The neighbour ${canary} saw it.`,
    });
    expect(filed.status, filed.text).toBe(201);
    const knex = app.server.deps.knex;
    const dataDir = app.server.deps.config.DATA_DIR;

    // Used: the chat reads the text back, the outbox holds the confirmation email to the address.
    await expect
      .poll(async () => JSON.stringify((await c.get(`/api/conversations/${made.body.id}/messages`)).body), { timeout: 20_000 })
      .toContain(canary);
    await expect.poll(async () => (await filesHolding(dataDir, canary)).length, { timeout: 20_000 }).toBeGreaterThan(0);
    // A copy taken now reads no message and no title of the chat's view (sealed).
    const chatRows = (await rowsHolding(knex, canary)).filter((r) => /messages_view|conversations_view/.test(r));
    expect(chatRows).toEqual([]);

    expect((await c.post('/api/user/erase', { password: 'secret-pass' })).status).toBe(204);

    // Views purge on the event (asynchronously): poll until they have, then nothing may be left.
    await expect.poll(() => rowsHolding(knex, canary), { timeout: 30_000, interval: 500 }).toEqual([]);
    expect(await filesHolding(dataDir, canary)).toEqual([]);
  });
});
