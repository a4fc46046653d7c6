// One contract for every file storage adapter: local disk (always) and S3 against a real
// S3-compatible server (moto_server, started here on a port in 9000-9010; skipped with the reason
// printed when it is not installed). Then each adapter's own guarantees.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3ServerBinary, startS3Server, type RunningS3Server } from '../../test/support/s3-server.js';
import { LocalFileStorage } from './local.js';
import { S3FileStorage } from './s3.js';
import type { FileStorage } from './types.js';

const key = (prefix = 'documents') => `${prefix}/${randomUUID()}`;

function fileStorageContract(name: string, storage: () => FileStorage) {
  describe(`${name}: the FileStorage contract`, () => {
    it('puts, gets and deletes a file under a generated key, keeping its content type', async () => {
      const s = storage();
      const k = `cases/42/${randomUUID()}`;
      await s.put(k, Buffer.from('%PDF-1.7 hello'), 'application/pdf');
      expect(await s.get(k)).toEqual({ bytes: Buffer.from('%PDF-1.7 hello'), contentType: 'application/pdf' });
      await s.delete(k);
      expect(await s.get(k)).toBeNull();
      await s.delete(k); // a second delete is fine
    });

    it('answers null for a key never written', async () => {
      expect(await storage().get(key())).toBeNull();
    });

    it('keeps every byte of a binary file (1 MB of random bytes, every byte value)', async () => {
      const s = storage();
      const k = key();
      const bytes = Buffer.concat([Buffer.from(Array.from({ length: 256 }, (_, i) => i)), randomBytes(1024 * 1024)]);
      await s.put(k, bytes, 'image/png');
      const got = await s.get(k);
      expect(got?.contentType).toBe('image/png');
      expect(got?.bytes.equals(bytes)).toBe(true);
      await s.delete(k);
    });

    it('replaces a file written again under the same key', async () => {
      const s = storage();
      const k = key();
      await s.put(k, Buffer.from('first'), 'text/plain');
      await s.put(k, Buffer.from('second, longer'), 'application/octet-stream');
      expect(await s.get(k)).toEqual({ bytes: Buffer.from('second, longer'), contentType: 'application/octet-stream' });
      await s.delete(k);
    });

    it('keeps files apart under concurrent writes', async () => {
      const s = storage();
      const keys = Array.from({ length: 8 }, () => key('concurrent'));
      await Promise.all(keys.map((k, i) => s.put(k, Buffer.from(`file ${i}`), 'text/plain')));
      const got = await Promise.all(keys.map((k) => s.get(k)));
      expect(got.map((f) => f?.bytes.toString())).toEqual(keys.map((_, i) => `file ${i}`));
      await Promise.all(keys.map((k) => s.delete(k)));
      expect(await Promise.all(keys.map((k) => s.get(k)))).toEqual(keys.map(() => null));
    });

    it('refuses keys that could leave its folder or are not made by Casebook, on every operation', async () => {
      const s = storage();
      for (const bad of ['../etc/passwd', '/etc/passwd', 'a/../../b', 'A/b', 'a\\b', '', 'a//b', 'a/b?x=1']) {
        await expect(s.put(bad, Buffer.from('x'), 'text/plain'), bad).rejects.toThrow(/Bad storage key/);
        await expect(s.get(bad), bad).rejects.toThrow(/Bad storage key/);
        await expect(s.delete(bad), bad).rejects.toThrow(/Bad storage key/);
      }
    });

    it('reports itself healthy', async () => {
      expect(await storage().health()).toBe(true);
    });
  });
}

describe('local file storage', () => {
  let root = '';
  let local: LocalFileStorage;
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'casebook-files-'));
    local = new LocalFileStorage(root);
  });
  fileStorageContract('local', () => local);

  it('writes through a temporary file and leaves none behind', async () => {
    await local.put('cases/43/0f1e2d3c-aaaa', Buffer.from('%PDF-1.7 hello'), 'application/pdf');
    expect((await readdir(path.join(root, 'cases/43'))).sort()).toEqual(['0f1e2d3c-aaaa', '0f1e2d3c-aaaa.type']);
  });

  it('is unhealthy when its root cannot be a folder', async () => {
    const file = path.join(await mkdtemp(path.join(os.tmpdir(), 'casebook-files-')), 'not-a-folder');
    await writeFile(file, 'x');
    expect(await new LocalFileStorage(file).health()).toBe(false);
  });
});

const server = s3ServerBinary();
if ('missing' in server) console.warn(`S3 storage contract skipped: ${server.missing}`);

describe.skipIf('missing' in server)('S3 file storage against moto_server', () => {
  let running: RunningS3Server | undefined;
  let s3: S3FileStorage;
  const bucket = `casebook-test-${randomUUID().slice(0, 8)}`;
  const credentials = { accessKeyId: 'casebook-test', secretAccessKey: 'casebook-test-secret' };
  const options = () => ({ bucket, region: 'us-east-1', endpoint: running!.endpoint, forcePathStyle: true, ...credentials });

  beforeAll(async () => {
    running = await startS3Server((server as { bin: string }).bin);
    const admin = new S3Client({ region: 'us-east-1', endpoint: running.endpoint, forcePathStyle: true, credentials });
    await admin.send(new CreateBucketCommand({ Bucket: bucket }));
    admin.destroy();
    s3 = new S3FileStorage(options());
  }, 60_000);

  afterAll(async () => {
    s3?.close();
    await running?.stop();
  });

  fileStorageContract('s3', () => s3);

  it('stores one object per key, with its Content-Type, readable by any S3 client', async () => {
    const k = key();
    await s3.put(k, Buffer.from('hello'), 'text/plain');
    const other = new S3Client({ region: 'us-east-1', endpoint: running!.endpoint, forcePathStyle: true, credentials });
    const head = await other.send(new HeadObjectCommand({ Bucket: bucket, Key: k }));
    other.destroy();
    expect(head.ContentType).toBe('text/plain');
    expect(head.ContentLength).toBe(5);
    await s3.delete(k);
  });

  it('is unhealthy when the bucket does not exist, and get() then fails rather than answering "no file"', async () => {
    const missing = new S3FileStorage({ ...options(), bucket: 'no-such-bucket-casebook' });
    expect(await missing.health()).toBe(false);
    await expect(missing.get(key())).rejects.toThrow();
    missing.close();
  });

  it('is unhealthy when the server does not answer', async () => {
    const down = new S3FileStorage({ ...options(), endpoint: 'http://127.0.0.1:1', requestTimeoutMs: 1000 });
    expect(await down.health()).toBe(false);
    down.close();
  });
});
