// The embedded default: files on local disk under a root folder (DATA_DIR/files). Each write goes
// to a temporary file first and is renamed into place, so a crash never leaves half a file.
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { assertKey, type FileStorage, type StoredFile } from './types.js';

export class LocalFileStorage implements FileStorage {
  readonly kind = 'local' as const;

  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    assertKey(key);
    const full = path.resolve(this.root, key);
    if (!full.startsWith(path.resolve(this.root) + path.sep)) throw new TypeError(`Bad storage key ${JSON.stringify(key)}`);
    return full;
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    const tmp = `${file}.${randomUUID()}.tmp`;
    await writeFile(tmp, bytes, { mode: 0o600 });
    await writeFile(`${tmp}.type`, contentType, { mode: 0o600 });
    await rename(`${tmp}.type`, `${file}.type`);
    await rename(tmp, file);
  }

  async get(key: string): Promise<StoredFile | null> {
    const file = this.pathOf(key);
    try {
      const [bytes, contentType] = await Promise.all([
        readFile(file),
        readFile(`${file}.type`, 'utf8').catch(() => 'application/octet-stream'),
      ]);
      return { bytes, contentType };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    const file = this.pathOf(key);
    await rm(file, { force: true });
    await rm(`${file}.type`, { force: true });
  }

  async health(): Promise<boolean> {
    try {
      await mkdir(this.root, { recursive: true });
      return (await stat(this.root)).isDirectory();
    } catch {
      return false;
    }
  }
}
