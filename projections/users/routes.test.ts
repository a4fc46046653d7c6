// GET /api/session (the web app's session check) beside GET /api/user, through HTTP against the
// real app on the API tests' database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appDatabaseFlavours, type TestDatabase } from '../../test/support/databases.js';
import { startTestApp, uniqueName, type TestApp } from '../../test/support/app.js';

let ipCounter = 0;
const freshIp = () => `10.11.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

describe.each(appDatabaseFlavours())('session API on $name', (flavour) => {
  let db: TestDatabase;
  let app: TestApp;

  beforeAll(async () => {
    db = await flavour.open();
    app = await startTestApp(db);
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it('answers 200 with a null user when nobody is signed in, while GET /api/user still answers 401', async () => {
    const c = app.client(freshIp());
    const session = await c.get('/api/session');
    expect(session.status).toBe(200);
    expect(session.body).toEqual({ user: null });
    expect(session.headers.get('cache-control')).toBe('no-store');
    expect((await c.get('/api/user')).status).toBe(401);
  });

  it('answers the signed-in user exactly as GET /api/user does, and null again after logout', async () => {
    const c = app.client(freshIp());
    const username = uniqueName();
    expect((await c.post('/api/register', { username, email: `${username}@example.com`, password: 'secret-pass' })).status).toBe(201);
    const session = await c.get('/api/session');
    expect(session.status).toBe(200);
    expect(session.body.user).toEqual((await c.get('/api/user')).body);
    expect(session.body.user).toMatchObject({ username, role: 'client', userType: 'client' });
    expect(session.body.user.password).toBeUndefined();

    expect((await c.post('/api/logout')).status).toBe(204);
    expect((await c.get('/api/session')).body).toEqual({ user: null });
  });
});
