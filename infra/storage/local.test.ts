import { mkdtemp, readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LocalFileStorage } from './local.js';

describe('local file storage', () => {
  it('puts, gets and deletes a file under a generated key', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'casebook-files-'));
    const storage = new LocalFileStorage(root);
    await storage.put('cases/42/0f1e2d3c-aaaa', Buffer.from('%PDF-1.7 hello'), 'application/pdf');
    expect(await storage.get('cases/42/0f1e2d3c-aaaa')).toEqual({ bytes: Buffer.from('%PDF-1.7 hello'), contentType: 'application/pdf' });
    // No temporary file is left behind.
    expect((await readdir(path.join(root, 'cases/42'))).sort()).toEqual(['0f1e2d3c-aaaa', '0f1e2d3c-aaaa.type']);
    await storage.delete('cases/42/0f1e2d3c-aaaa');
    expect(await storage.get('cases/42/0f1e2d3c-aaaa')).toBeNull();
    await storage.delete('cases/42/0f1e2d3c-aaaa'); // a second delete is fine
  });

  it('refuses keys that could leave its folder', async () => {
    const storage = new LocalFileStorage(await mkdtemp(path.join(os.tmpdir(), 'casebook-files-')));
    for (const key of ['../etc/passwd', '/etc/passwd', 'a/../../b', 'A/b', 'a\\b', '']) {
      await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(/Bad storage key/);
    }
  });
});
