// Issue 29 H3 (decision 0056): a copy of the database reads no user's email in the users view. The
// view's `email` is sealed with the user's own data key, while its readers answer the address in
// clear: the profile (GET /api/user, GET /api/session), the admin's staff list, the session's user
// lookup. An erased user's row is purged as before, and a row whose key is gone reads as absent.
// Rows written before sealing read as they are; a view built by the projector's version 1 is
// rebuilt sealed at start-up.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appDatabaseFlavours, type TestDatabase } from '../support/databases.js';
import { startTestApp, uniqueName, type TestApp, type TestClient } from '../support/app.js';
import { signInStaff } from '../support/staff-sign-in.js';
import { readCheckpointState } from '../../infra/projections/checkpoints.js';
import { getUserById } from '../../projections/users/index.js';
import { rowsHolding } from './fixtures.js';

const SEALED = /^cb1:[A-Za-z0-9_-]+$/;
const OPS = { username: 'opssealusers', password: 'ops-password-1' };
const ENV = { OPS_USERNAME: OPS.username, OPS_PASSWORD: OPS.password };

let ipCounter = 0;
const freshIp = () => `10.29.8.${++ipCounter}`;
/** A word unique to this run that is in the email only, never in the username. */
const canaryOf = (prefix: string) => `${prefix}${randomBytes(6).toString('hex')}`;

describe.each(appDatabaseFlavours())('sealed users view on $name', (flavour) => {
  let db: TestDatabase;
  let app: TestApp;
  let admin: TestClient;

  const knex = () => app.server.deps.knex;
  /** The users view's reads as the app makes them: its database and the cipher that opens the email. */
  const reads = () => ({ knex: knex(), cipher: app.server.deps.cipher });
  const rowOf = async (id: number) => (await knex()('users_view').where({ id }).first()) as Record<string, unknown> | undefined;
  /** What a copy of users_view shows of `needle`. */
  const viewRowsHolding = async (needle: string) => (await rowsHolding(knex(), needle)).filter((r) => r.includes('users_view'));

  async function register(canary: string) {
    const c = app.client(freshIp());
    const username = uniqueName('sealu');
    const email = `${canary}@example.com`;
    const reg = await c.post('/api/register', { username, email, password: 'secret-pass' });
    expect(reg.status, reg.text).toBe(201);
    const id = reg.body.id as number;
    await expect.poll(() => rowOf(id), { timeout: 20_000 }).toBeDefined();
    return { c, id, username, email };
  }

  beforeAll(async () => {
    db = await flavour.open();
    app = await startTestApp(db, ENV);
    admin = app.client(freshIp());
    expect((await signInStaff(admin, { ...OPS, userType: 'investigator' })).status).toBe(200);
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it('holds a client’s email as ciphertext, while the profile, the session and the user lookup answer the address', async () => {
    const canary = canaryOf('qu');
    const { c, id, username, email } = await register(canary);

    const row = (await rowOf(id))!;
    expect(row.email).toMatch(SEALED);
    expect(row.username).toBe(username);
    expect(JSON.stringify(row)).not.toContain(canary);
    expect(await viewRowsHolding(canary)).toEqual([]);

    expect((await c.get('/api/user')).body).toMatchObject({ id, username, email });
    expect((await c.get('/api/session')).body.user).toMatchObject({ id, username, email });
    // The session's lookup reads the view alone (app/server.ts passes the database), and opens it.
    expect(await getUserById(reads(), id)).toMatchObject({ id, username, email });

    // A changed address is sealed the same way.
    const next = `${canaryOf('qn')}@example.com`;
    const changed = await c.put('/api/user/profile', { username, email: next });
    expect(changed.status, changed.text).toBe(200);
    await expect.poll(async () => (await getUserById(reads(), id))?.email, { timeout: 20_000 }).toBe(next);
    const after = (await rowOf(id))!;
    expect(after.email).toMatch(SEALED);
    expect(JSON.stringify(after)).not.toContain(next.split('@')[0]);
    expect((await c.get('/api/user')).body.email).toBe(next);
  });

  it('the staff list answers a staff member’s address that the view holds sealed', async () => {
    const canary = canaryOf('qs');
    const username = uniqueName('sealinv');
    const email = `${canary}@example.com`;
    const made = await admin.post('/api/admin/users', { username, email, password: 'secret-pass', role: 'investigator' });
    expect(made.status, made.text).toBe(201);
    const id = made.body.id as number;
    await expect.poll(() => rowOf(id), { timeout: 20_000 }).toBeDefined();

    expect((await rowOf(id))!.email).toMatch(SEALED);
    expect(await viewRowsHolding(canary)).toEqual([]);
    const staff = (await admin.get<{ id: number; username: string; email: string }[]>('/api/admin/users')).body;
    expect(staff.find((s) => s.id === id)).toMatchObject({ username, email, role: 'investigator' });
    expect(staff.every((s) => !SEALED.test(s.email))).toBe(true);
  });

  it('an erased user’s row is purged; a row whose key is gone reads as absent, in the lookup and the staff list', async () => {
    const { c, id } = await register(canaryOf('qe'));
    const sealed = (await rowOf(id))!;

    expect((await c.post('/api/user/erase', { password: 'secret-pass' })).status).toBe(204);
    await expect.poll(() => rowOf(id), { timeout: 20_000 }).toBeUndefined();
    expect(await getUserById(reads(), id)).toBeUndefined();
    expect((await c.get('/api/user')).status).toBe(401);

    // A copy restored from before the erasure (the row back, as a staff member's): the key is gone,
    // so nothing opens the address and the readers show no such user.
    await knex()('users_view').insert({ ...sealed, role: 'investigator' });
    expect(await getUserById(reads(), id)).toBeUndefined();
    const staff = (await admin.get<{ id: number }[]>('/api/admin/users')).body;
    expect(staff.map((s) => s.id)).not.toContain(id);
    await knex()('users_view').where({ id }).delete();
  });

  it('a row written before sealing (the email in clear) reads as it is, and a rebuild seals it', async () => {
    const { c, id, email } = await register(canaryOf('ql'));
    await knex()('users_view').where({ id }).update({ email });
    expect(await getUserById(reads(), id)).toMatchObject({ email });

    const [rebuilt] = await app.server.deps.runner.rebuild(['users']);
    expect(rebuilt).toMatchObject({ name: 'users', parked: 0 });
    expect((await rowOf(id))!.email).toMatch(SEALED);
    expect(await getUserById(reads(), id)).toMatchObject({ email });
    expect((await c.get('/api/user')).body.email).toBe(email);
  });

  it('a view built by the projector’s version 1 (emails in clear) is rebuilt sealed at start-up', { timeout: 90_000 }, async () => {
    const { id, email } = await register(canaryOf('qv'));
    // The view as version 1 left it: the address in clear, the checkpoint at version 1.
    await knex()('users_view').where({ id }).update({ email });
    await knex()('checkpoints').where({ name: 'users' }).update({ version: 1 });
    await app.close();

    app = await startTestApp(db, ENV);
    await expect.poll(async () => (await readCheckpointState(knex(), 'users'))?.version, { timeout: 60_000 }).toBe(2);
    expect((await rowOf(id))!.email).toMatch(SEALED);
    expect(await getUserById(reads(), id)).toMatchObject({ email });
  });
});
