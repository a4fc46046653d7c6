// argon2id with the library's defaults (memory-hard; ~tens of ms per hash on this hardware).
import { hash, verify } from '@node-rs/argon2';

// A fixed hash to verify against when the username does not exist, so a miss costs as much as a hit.
let dummyHash: Promise<string> | undefined;

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: 2 /* Argon2id */ });
}

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hashPassword('casebook-timing-equaliser');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
