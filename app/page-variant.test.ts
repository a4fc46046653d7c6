// Which pre-rendered page the server sends: the chat for a signed-in user with an empty conversation
// is the variant with the welcome card shown (pages/index-welcome.html, scripts/prerender.ts); a page
// for the other kind of visitor (the app signed out, the sign-in page signed in) is the boot shell,
// never a screen that is then redirected away. The answer varies with the cookie.
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appDatabaseFlavours, type TestDatabase } from '../test/support/databases.js';
import { startTestApp, uniqueName, type TestApp } from '../test/support/app.js';
import { freshIp } from '../test/security/fixtures.js';

describe.each(appDatabaseFlavours())('the chat page variant on $name', (flavour) => {
  let db: TestDatabase;
  let app: TestApp;

  beforeAll(async () => {
    const webRoot = await mkdtemp(path.join(os.tmpdir(), 'casebook-variant-'));
    await mkdir(path.join(webRoot, 'pages'));
    await writeFile(path.join(webRoot, 'index.html'), '<!doctype html><title>shell</title>');
    await writeFile(path.join(webRoot, 'pages', 'index.html'), '<!doctype html><title>chat as built</title>');
    await writeFile(path.join(webRoot, 'pages', 'index-welcome.html'), '<!doctype html><title>chat with its welcome</title>');
    await writeFile(path.join(webRoot, 'pages', 'auth.html'), '<!doctype html><title>sign in as built</title>');
    db = await flavour.open();
    app = await startTestApp(db, {}, { webRoot });
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it('serves the welcome variant to a signed-in user with no messages, the page as built otherwise', async () => {
    // Signed out: the app's pages are the boot shell (a spinner until the redirect to sign in), never
    // the signed-in chat; the sign-in page is served as built.
    const visitor = app.client(freshIp());
    const signedOut = await visitor.get('/');
    expect(signedOut.status).toBe(200);
    expect(signedOut.text).toContain('shell');
    expect(signedOut.text).not.toContain('chat');
    expect(signedOut.headers.get('vary')).toMatch(/Cookie/);
    expect((await visitor.get('/auth')).text).toContain('sign in as built');

    const c = app.client(freshIp());
    const username = uniqueName('variant');
    expect((await c.post('/api/register', { username, email: `${username}@example.com`, password: 'secret-pass' })).status).toBe(201);
    const empty = await c.get('/');
    expect(empty.text).toContain('chat with its welcome');
    expect(empty.headers.get('vary')).toMatch(/Cookie/);
    // Signed in, the sign-in page would only redirect: the boot shell.
    expect((await c.get('/auth')).text).toContain('shell');
    // Another page, or the chat with a query, is never the variant.
    expect((await c.get('/?tab=x')).text).toContain('shell');

    expect((await c.post('/api/messages', { content: 'Where do I start?' })).status).toBeLessThan(300);
    expect((await c.get('/')).text).toContain('chat as built');
  });
});
