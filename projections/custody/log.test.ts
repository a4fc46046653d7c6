// The custody log on each database: per-file hash chains, append-only in the database, where-from
// encrypted with the asker's key (unreadable after their erasure, the chain still whole), edits and
// removals caught, concurrent accesses serialised per file; and the check every served file passes.
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { databaseFlavours, type TestDatabase } from '../../test/support/databases.js';
import { migrate } from '../../infra/db/index.js';
import { KeyRing, KeyStore, keysMigration, keysWrapMigration } from '../../infra/crypto/keys.js';
import type { AppState } from '../../infra/http/state.js';
import {
  custodyHeads,
  custodyLogMigration,
  custodyRows,
  openCustody,
  recordCustody,
  verifyCustodyChain,
  type CustodyAccess,
} from './log.js';
import { FileIntegrityError, releaseFile, sha256Hex, verifyStoredFile } from './release.js';

let actor = 5000;
const nextActor = () => ++actor;

const access = (fileId: string, actorId: number, over: Partial<CustodyAccess> = {}): CustodyAccess => ({
  fileId,
  fileKind: 'document',
  action: 'viewed',
  actor: { id: actorId, role: 'client' },
  ip: '203.0.113.7',
  userAgent: 'Mozilla/5.0 (custody test)',
  sha256: 'a'.repeat(64),
  recordedSha256: 'a'.repeat(64),
  requestId: randomUUID(),
  ...over,
});

/** A request as the routes hand it over: who (the session), from where, its id and logger. */
function fakeCtx(userId: number, role: 'client' | 'auditor' = 'client') {
  const error = vi.fn();
  const state = { requestId: randomUUID(), user: { id: userId, role }, log: { error } } as unknown as AppState;
  return { ctx: { ip: '198.51.100.4', get: (h: string) => (h === 'user-agent' ? 'TestBrowser/1.0' : ''), state }, error };
}

describe.each(databaseFlavours())('custody log on $name', (flavour) => {
  let db: TestDatabase;
  let keys: KeyStore;

  beforeAll(async () => {
    db = await flavour.open();
    await migrate(db.db.knex, [keysMigration, keysWrapMigration, custodyLogMigration]);
    keys = new KeyStore(db.db.knex, new KeyRing(randomBytes(32)));
  });
  afterAll(async () => {
    await db?.close();
  });

  it('chains each file on its own, and keeps where-from only encrypted', async () => {
    const deps = { knex: db.db.knex, keys };
    const [a, b] = [randomUUID(), randomUUID()];
    const who = nextActor();
    await recordCustody(deps, access(a, who));
    await recordCustody(deps, access(b, who, { action: 'downloaded' }));
    await recordCustody(deps, access(a, who, { action: 'downloaded' }));

    const rowsA = await custodyRows(db.db.knex, a);
    expect(rowsA.map((r) => [r.seq, r.action])).toEqual([
      [1, 'viewed'],
      [2, 'downloaded'],
    ]);
    expect(rowsA[1]!.prevHash).toBe(rowsA[0]!.hash);
    expect(verifyCustodyChain(rowsA)).toEqual({ ok: true, checked: 2 });
    expect((await custodyRows(db.db.knex, b)).map((r) => r.seq)).toEqual([1]);

    const stored = JSON.stringify(await db.db.knex('custody_log').where({ file_id: a }));
    expect(stored).not.toContain('203.0.113.7');
    expect(stored).not.toContain('custody test');
    const opened = await openCustody(keys, rowsA);
    expect(opened.map((r) => [r.ip, r.userAgent])).toEqual([
      ['203.0.113.7', 'Mozilla/5.0 (custody test)'],
      ['203.0.113.7', 'Mozilla/5.0 (custody test)'],
    ]);

    const heads = await custodyHeads(db.db.knex);
    expect(heads).toContainEqual({ stream: `$custody-${a}`, version: 2, hash: rowsA[1]!.hash });
  });

  it('refuses UPDATE, DELETE and TRUNCATE in the database', async () => {
    const file = randomUUID();
    await recordCustody({ knex: db.db.knex, keys }, access(file, nextActor()));
    await expect(db.db.knex('custody_log').where({ file_id: file }).update({ action: 'exported' })).rejects.toThrow(/append-only/);
    await expect(db.db.knex('custody_log').where({ file_id: file }).delete()).rejects.toThrow(/append-only/);
    await expect(db.db.knex.raw('truncate custody_log')).rejects.toThrow(/append-only/);
    expect(await custodyRows(db.db.knex, file)).toHaveLength(1);
  });

  it('catches an edited entry and a removed one (the chain, read as rows)', async () => {
    const file = randomUUID();
    const who = nextActor();
    for (const action of ['viewed', 'downloaded', 'exported'] as const)
      await recordCustody({ knex: db.db.knex, keys }, access(file, who, { action }));
    const rows = await custodyRows(db.db.knex, file);
    expect(verifyCustodyChain(rows).ok).toBe(true);
    const edited = rows.map((r) => (r.seq === 2 ? { ...r, actorId: r.actorId + 1 } : r));
    expect(verifyCustodyChain(edited)).toEqual({ ok: false, checked: 1, firstBadSeq: 2 });
    expect(verifyCustodyChain([rows[0]!, rows[2]!])).toEqual({ ok: false, checked: 1, firstBadSeq: 3 });
  });

  it("leaves the log whole and the address unreadable once the asker's key is erased", async () => {
    const file = randomUUID();
    const who = nextActor();
    await recordCustody({ knex: db.db.knex, keys }, access(file, who));
    await keys.destroy(who);
    const rows = await custodyRows(db.db.knex, file);
    expect(verifyCustodyChain(rows).ok).toBe(true);
    const [opened] = await openCustody(keys, rows);
    expect(opened).toMatchObject({ ip: null, userAgent: null, actorId: who, action: 'viewed' });
    // An erased person (a session ending just after the erasure) is still logged, with nothing personal.
    const after = await recordCustody({ knex: db.db.knex, keys }, access(file, who, { action: 'downloaded' }));
    expect(after.origin).toBeNull();
    expect(verifyCustodyChain(await custodyRows(db.db.knex, file)).ok).toBe(true);
  });

  it('gives concurrent accesses to one file consecutive numbers in one chain', async () => {
    const file = randomUUID();
    const who = nextActor();
    await Promise.all(Array.from({ length: 8 }, () => recordCustody({ knex: db.db.knex, keys }, access(file, who))));
    const rows = await custodyRows(db.db.knex, file);
    expect(rows.map((r) => r.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(verifyCustodyChain(rows).ok).toBe(true);
  });

  it('releases bytes that match the upload hash and records the access with where it came from', async () => {
    const file = randomUUID();
    const bytes = Buffer.from('the signed lease, page one');
    const who = nextActor();
    const { ctx, error } = fakeCtx(who);
    await releaseFile(
      { knex: db.db.knex, keys },
      ctx,
      { fileId: file, fileKind: 'case-document', recordedSha256: sha256Hex(bytes) },
      bytes,
      'downloaded',
    );
    expect(error).not.toHaveBeenCalled();
    const [row] = await openCustody(keys, await custodyRows(db.db.knex, file));
    expect(row).toMatchObject({
      action: 'downloaded',
      fileKind: 'case-document',
      actorId: who,
      actorRole: 'client',
      sha256: sha256Hex(bytes),
      ip: '198.51.100.4',
      userAgent: 'TestBrowser/1.0',
      requestId: ctx.state.requestId,
    });
  });

  it('refuses bytes one bit away from the upload hash: 500 FILE_INTEGRITY, an error logged, the refusal recorded', async () => {
    const file = randomUUID();
    const bytes = Buffer.from('the signed lease, page one');
    const recorded = sha256Hex(bytes);
    const changed = Buffer.from(bytes);
    changed[4]! ^= 0x01;
    const { ctx, error } = fakeCtx(nextActor(), 'auditor');
    const refused = verifyStoredFile(
      { knex: db.db.knex, keys },
      ctx,
      { fileId: file, fileKind: 'document', recordedSha256: recorded },
      changed,
    );
    await expect(refused).rejects.toBeInstanceOf(FileIntegrityError);
    await expect(refused).rejects.toMatchObject({ status: 500, code: 'FILE_INTEGRITY' });
    expect(error).toHaveBeenCalledWith(
      expect.objectContaining({ fileId: file, recordedSha256: recorded, sha256: sha256Hex(changed) }),
      expect.stringContaining('FILE INTEGRITY FAILURE'),
    );
    const rows = await custodyRows(db.db.knex, file);
    expect(rows.map((r) => [r.action, r.sha256, r.recordedSha256, r.actorRole])).toEqual([
      ['verification-failed', sha256Hex(changed), recorded, 'auditor'],
    ]);
    // No upload hash at all (its event cannot be found) is refused the same way.
    await expect(
      verifyStoredFile({ knex: db.db.knex, keys }, ctx, { fileId: file, fileKind: 'document', recordedSha256: undefined }, bytes),
    ).rejects.toBeInstanceOf(FileIntegrityError);
  });
});
