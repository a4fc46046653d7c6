// DATA_DIR holds the embedded database, its password, the key-encryption key, the session secret,
// uploaded files and the outbox: only the user the app runs as may enter it.
import { chmod, mkdir, stat } from 'node:fs/promises';

/**
 * Makes `dir` (and any missing parent) with mode 0700, and narrows an existing one that others may
 * enter to 0700. Answers false when an existing directory is open to others and cannot be narrowed
 * (owned by someone else): the caller says so.
 */
export async function ensurePrivateDir(dir: string): Promise<boolean> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const { mode } = await stat(dir);
  if ((mode & 0o077) === 0) return true;
  try {
    await chmod(dir, 0o700);
    return true;
  } catch {
    return false;
  }
}
