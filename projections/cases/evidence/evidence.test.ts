// Evidence custody through HTTP against the real app (issue 28 item 7, decision 0041): every file
// served is checked against the SHA-256 recorded at upload and refused loudly when it changed; each
// file's custody log (who, what, when, from where) for its owner and the auditor, surviving an
// erasure without the address; and the case bundle, extracted and checked by its own verify.mjs in
// a folder with nothing else — passing, then failing on one changed byte of one file, on an edited
// event, and on a history rewritten with every hash recomputed (the anchor catches that one).
import { execFile } from 'node:child_process';
import { mkdtemp, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appDatabaseFlavours, type TestDatabase } from '../../../test/support/databases.js';
import { startTestApp, uniqueName, uploadForm, type TestApp, type TestClient } from '../../../test/support/app.js';
import { criminalCaseRequest } from '../../../test/support/case-request.js';
import { makePdf, makeTextImage } from '../../../test/support/document-samples.js';
import { computeHash, GENESIS_HASH } from '../../../infra/eventstore/hash-chain.js';
import { CUSTODY_MESSAGES, documentStream, type CustodyLogResponse } from '../../../modules/documents/index.js';
import { signInStaff } from '../../../test/support/staff-sign-in.js';

const run = promisify(execFile);
const OPS = { username: 'opsevidence', password: 'ops-password-1' };
let ipCounter = 0;
const freshIp = () => `10.28.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

/** A GET read whole as bytes, from the client's address (X-Forwarded-For: the test app trusts its proxy) and a browser of its own. */
async function fetchBytes(c: TestClient, p: string, ip = '192.0.2.1') {
  const cookie = c
    .cookieNames()
    .map((n) => `${n}=${c.cookie(n)}`)
    .join('; ');
  const res = await fetch(c.baseUrl + p, { headers: { cookie, 'user-agent': 'EvidenceTest/2.0', 'x-forwarded-for': ip } });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

/** Runs the bundle's script as someone would on another machine: plain node, a bare environment, another working folder. */
async function verify(dir: string): Promise<{ code: number; out: string }> {
  try {
    const { stdout } = await run(process.execPath, [path.join(dir, 'verify.mjs')], { cwd: os.tmpdir(), env: { PATH: '/usr/bin:/bin' } });
    return { code: 0, out: stdout };
  } catch (err) {
    const e = err as { code: number; stdout: string };
    return { code: e.code, out: e.stdout };
  }
}

/** Writes the zip's entries under `into` (the archive's own folder inside it) and answers that folder. */
async function extract(zip: Uint8Array, into: string): Promise<string> {
  const entries = unzipSync(zip);
  for (const [name, bytes] of Object.entries(entries)) {
    if (name.endsWith('/')) continue;
    const file = path.join(into, name);
    expect(path.resolve(file).startsWith(into), name).toBe(true);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, bytes);
  }
  const [folder] = await readdir(into);
  return path.join(into, folder!);
}

describe.each(appDatabaseFlavours())('evidence custody on $name', (flavour) => {
  let db: TestDatabase;
  let app: TestApp;
  let admin: TestClient;
  let investigator: TestClient;
  let auditor: TestClient;
  let work: string;

  async function client() {
    const ip = freshIp();
    const c = app.client(ip);
    const username = uniqueName('ev');
    const res = await c.post('/api/register', { username, email: `${username}@example.com`, password: 'secret-pass' });
    expect(res.status).toBe(201);
    return { c, ip, id: res.body.id as number, username };
  }

  async function staff(role: 'investigator' | 'auditor') {
    const username = uniqueName(role.slice(0, 3));
    const made = await admin.post('/api/admin/users', { username, email: `${username}@example.com`, password: 'secret-pass', role });
    expect(made.status).toBe(201);
    const c = app.client(freshIp());
    const userType = role === 'investigator' ? 'investigator' : 'client';
    expect((await signInStaff(c, { username, password: 'secret-pass', userType })).status).toBe(200);
    return c;
  }

  async function attach(c: TestClient, caseId: number, bytes: Uint8Array, name: string) {
    const res = await c.request('POST', `/api/case-analyses/${caseId}/documents`, uploadForm('document', bytes, name));
    expect(res.status, res.text).toBe(201);
    return res.body.document.id as string;
  }

  beforeAll(async () => {
    db = await flavour.open();
    app = await startTestApp(db, { OPS_USERNAME: OPS.username, OPS_PASSWORD: OPS.password });
    admin = app.client(freshIp());
    expect((await signInStaff(admin, { ...OPS, userType: 'investigator' })).status).toBe(200);
    investigator = await staff('investigator');
    auditor = await staff('auditor');
    work = await mkdtemp(path.join(os.tmpdir(), 'casebook-evidence-'));
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await db?.close();
    if (work) await rm(work, { recursive: true, force: true });
  });

  it('a case bundle verifies offline with its own script, and names what was changed after one byte, one event or a rewritten history', async () => {
    const owner = await client();
    const other = await client();
    const kase = await owner.c.post('/api/case-analyses', criminalCaseRequest(`CR-${uniqueName('n')}`));
    expect(kase.status, kase.text).toBe(201);
    const caseId = kase.body.id as number;
    const pdf = await makePdf(['Charge sheet: misdemeanor assault, Franklin County.']);
    const png = await makeTextImage(['Scene photo, 11:40 pm']);
    const sheet = await attach(owner.c, caseId, pdf, 'charge sheet.pdf');
    const photo = await attach(owner.c, caseId, png, 'scene photo.png');

    // A download is checked and logged.
    const got = await fetchBytes(owner.c, `/api/case-analyses/${caseId}/documents/${sheet}`, owner.ip);
    expect(got.res.status).toBe(200);
    expect(got.bytes.equals(Buffer.from(pdf))).toBe(true);

    // Who may take the bundle: the owner, the admin and the auditor; not an investigator or another client.
    expect((await investigator.get(`/api/case-analyses/${caseId}/bundle`)).status).toBe(403);
    expect((await other.c.get(`/api/case-analyses/${caseId}/bundle`)).status).toBe(403);
    expect((await auditor.get(`/api/case-analyses/${caseId}/bundle`)).status).toBe(200);
    const bundle = await fetchBytes(owner.c, `/api/case-analyses/${caseId}/bundle`, owner.ip);
    expect(bundle.res.status, bundle.bytes.toString().slice(0, 300)).toBe(200);
    expect(bundle.res.headers.get('content-type')).toBe('application/zip');
    expect(bundle.res.headers.get('content-disposition')).toContain(`case-${caseId}-evidence.zip`);

    const dir = await extract(bundle.bytes, await mkdtemp(path.join(work, 'clean-')));
    const manifest = JSON.parse(await readFile(path.join(dir, 'manifest.json'), 'utf8'));
    expect(manifest.documents.map((d: { name: string; path: string }) => [d.name, d.path])).toEqual([
      ['charge sheet.pdf', 'documents/01-charge_sheet.pdf'],
      ['scene photo.png', 'documents/02-scene_photo.png'],
    ]);
    expect(manifest.anchor).not.toBeNull();
    expect(Buffer.from(await readFile(path.join(dir, 'documents/02-scene_photo.png'))).equals(Buffer.from(png))).toBe(true);

    const passed = await verify(dir);
    expect(passed.code, passed.out).toBe(0);
    expect(passed.out).toContain('OK      documents/01-charge_sheet.pdf');
    expect(passed.out).toContain('OK      documents/02-scene_photo.png');
    expect(passed.out).toMatch(/OK {6}history: 3 events of case-\d+, hash chain intact/);
    expect(passed.out).toMatch(/OK {6}anchor \d+ of .*: case-\d+ version 3 is in its Merkle root/);
    expect(passed.out).toContain('VERIFIED');

    // One byte of one file.
    const photoFile = path.join(dir, 'documents/02-scene_photo.png');
    const original = await readFile(photoFile);
    const flipped = Buffer.from(original);
    flipped[flipped.length >> 1]! ^= 0x01;
    await writeFile(photoFile, flipped);
    const byte = await verify(dir);
    expect(byte.code).toBe(1);
    expect(byte.out).toMatch(
      /FAILED {2}documents\/02-scene_photo\.png: SHA-256 is [0-9a-f]{64}, but [0-9a-f]{64} was recorded at upload .*the file was changed/,
    );
    expect(byte.out).toContain('OK      documents/01-charge_sheet.pdf');
    expect(byte.out).toContain('NOT VERIFIED');
    await writeFile(photoFile, original);
    expect((await verify(dir)).code).toBe(0);

    // One event edited (its time moved by a second).
    const eventsFile = path.join(dir, 'history/events.json');
    const stored = await readFile(eventsFile, 'utf8');
    const events = JSON.parse(stored);
    events[1].createdAt = new Date(Date.parse(events[1].createdAt) + 1000).toISOString();
    await writeFile(eventsFile, JSON.stringify(events));
    const event = await verify(dir);
    expect(event.code).toBe(1);
    expect(event.out).toContain('FAILED  history: event 2 (CaseDocumentAttached) was altered: its hash does not match its contents');

    // A history rewritten whole: the photo swapped, its upload hash changed and every hash after it
    // recomputed. The chain holds; the anchor does not.
    const rewritten = JSON.parse(stored);
    rewritten[2].data.sha256 = (await import('node:crypto')).createHash('sha256').update(flipped).digest('hex');
    let prev = GENESIS_HASH;
    for (const e of rewritten) {
      e.prevHash = prev;
      e.hash = computeHash(prev, e);
      prev = e.hash;
    }
    manifest.documents[1].sha256 = rewritten[2].data.sha256;
    manifest.history.head.hash = prev;
    await writeFile(eventsFile, JSON.stringify(rewritten));
    await writeFile(path.join(dir, 'manifest.json'), JSON.stringify(manifest));
    await writeFile(photoFile, flipped);
    const whole = await verify(dir);
    expect(whole.code, whole.out).toBe(1);
    expect(whole.out).toMatch(/OK {6}history: 3 events/);
    expect(whole.out).toContain('OK      documents/02-scene_photo.png');
    expect(whole.out).toMatch(
      /FAILED {2}anchor \d+: version 3 of the history does not have the anchored hash .*: the history was rewritten/,
    );

    // The exports are in each file's log; an investigator (unpaid case) and another client may not read it.
    const custody = await owner.c.get<CustodyLogResponse>(`/api/case-analyses/${caseId}/documents/${sheet}/custody`);
    expect(custody.status).toBe(200);
    expect(custody.body.chain).toEqual({ ok: true, checked: 3 });
    expect(custody.body.entries.map((e) => [e.action, e.actor.role])).toEqual([
      ['exported', 'client'],
      ['exported', 'auditor'],
      ['downloaded', 'client'],
    ]);
    expect(custody.body.entries[0]).toMatchObject({ userAgent: 'EvidenceTest/2.0', matched: true, actor: { username: owner.username } });
    expect(custody.body.entries[0]!.ip).toBe(owner.ip);
    expect((await auditor.get(`/api/case-analyses/${caseId}/documents/${photo}/custody`)).status).toBe(200);
    expect((await investigator.get(`/api/case-analyses/${caseId}/documents/${photo}/custody`)).status).toBe(403);
    expect((await other.c.get(`/api/case-analyses/${caseId}/documents/${photo}/custody`)).status).toBe(403);

    // The stored file changed on the server: downloads and bundles are refused, and the refusal is logged.
    await app.server.deps.storage.put(`cases/${caseId}/${photo}`, flipped, 'image/png');
    const refused = await owner.c.get(`/api/case-analyses/${caseId}/documents/${photo}`);
    expect([refused.status, refused.body.code, refused.body.message]).toEqual([500, 'FILE_INTEGRITY', CUSTODY_MESSAGES.integrity]);
    const refusedBundle = await auditor.get(`/api/case-analyses/${caseId}/bundle`);
    expect([refusedBundle.status, refusedBundle.body.code]).toEqual([500, 'FILE_INTEGRITY']);
    const photoLog = await owner.c.get<CustodyLogResponse>(`/api/case-analyses/${caseId}/documents/${photo}/custody`);
    expect(photoLog.body.entries.slice(0, 2).map((e) => [e.action, e.actor.role, e.matched])).toEqual([
      ['verification-failed', 'auditor', false],
      ['verification-failed', 'client', false],
    ]);
    // Nothing of the refused bundle was exported: the sheet's log did not move.
    expect((await owner.c.get<CustodyLogResponse>(`/api/case-analyses/${caseId}/documents/${sheet}/custody`)).body.total).toBe(3);
  }, 120_000);

  it("Document Intelligence files: each view and download checked and logged; the log is the owner's and the auditor's; a changed file is refused; an erasure leaves no address", async () => {
    const owner = await client();
    const other = await client();
    const text = Buffer.from('Lease between Harbor Lantern LLC and Quillfeather Mutual, signed March 3, 2025.');
    const up = await owner.c.upload('/api/documents/upload', 'document', text, 'lease.txt', 'text/plain');
    expect(up.status, up.text).toBe(201);
    const id = up.body.id as string;

    expect((await fetchBytes(owner.c, `/api/documents/${id}/file`, owner.ip)).res.status).toBe(200);
    const saved = await fetchBytes(owner.c, `/api/documents/${id}/file?download=1`, owner.ip);
    expect(saved.res.status).toBe(200);
    expect(saved.bytes.equals(text)).toBe(true);

    const log = await owner.c.get<CustodyLogResponse>(`/api/documents/${id}/custody`);
    expect(log.status).toBe(200);
    expect(log.body.recordedSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(log.body.entries.map((e) => e.action)).toEqual(['downloaded', 'viewed']);
    expect(log.body.entries[0]).toMatchObject({ userAgent: 'EvidenceTest/2.0', sha256: log.body.recordedSha256, matched: true });
    expect(log.body.entries[0]!.ip).toBe(owner.ip);
    for (const [who, status] of [
      [other.c, 404],
      [investigator, 404],
      [admin, 404],
      [auditor, 200],
    ] as const)
      expect((await who.get(`/api/documents/${id}/custody`)).status).toBe(status);

    const uploaded = (await app.server.deps.store.readStreamRaw(documentStream(id))).find((e) => e.type === 'DocumentUploaded')!;
    const changed = Buffer.from(text);
    changed[0]! ^= 0x20;
    await app.server.deps.storage.put((uploaded.data as { storageKey: string }).storageKey, changed, 'text/plain');
    const refused = await owner.c.get(`/api/documents/${id}/file`);
    expect([refused.status, refused.body.code, refused.body.message]).toEqual([500, 'FILE_INTEGRITY', CUSTODY_MESSAGES.integrity]);
    const after = await auditor.get<CustodyLogResponse>(`/api/documents/${id}/custody`);
    expect(after.body.entries[0]).toMatchObject({ action: 'verification-failed', matched: false });
    expect(after.body.entries[0]!.sha256).not.toBe(after.body.recordedSha256);

    // The owner erases their account: the log stays whole for the auditor, their addresses unreadable.
    expect((await owner.c.post('/api/user/erase', { password: 'secret-pass' })).status).toBe(204);
    const erased = await auditor.get<CustodyLogResponse>(`/api/documents/${id}/custody`);
    expect(erased.status).toBe(200);
    expect(erased.body.chain).toEqual({ ok: true, checked: 3 });
    expect(erased.body.entries.map((e) => [e.action, e.ip, e.userAgent])).toEqual([
      ['verification-failed', null, null],
      ['downloaded', null, null],
      ['viewed', null, null],
    ]);
  }, 120_000);

  it('answers a missing file or case like one, and a malformed id with 404 or 400', async () => {
    const owner = await client();
    expect((await owner.c.get('/api/documents/00000000-0000-4000-8000-000000000000/custody')).status).toBe(404);
    expect((await owner.c.get('/api/documents/not-a-uuid/custody')).status).toBe(404);
    expect((await auditor.get('/api/case-analyses/999999/bundle')).status).toBe(404);
    const bad = await auditor.get('/api/case-analyses/abc/bundle');
    expect(bad.status).toBe(400);
    expect(typeof bad.body.message).toBe('string');
  });
});
