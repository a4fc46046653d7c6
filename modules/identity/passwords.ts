// argon2id. 'standard' is the library's defaults (memory-hard: 19 MiB, two passes; ~tens of ms per
// hash on this hardware), what every real deployment uses. 'test-minimum' is the least work
// argon2id allows, for the test suite alone (PASSWORD_HASH_COST, refused outside NODE_ENV=test,
// decision 0064): the suite registers thousands of accounts, and every hash names its own
// parameters, so verification follows whichever made it.
import { hash, verify, type Options } from '@node-rs/argon2';

export type PasswordHashCost = 'standard' | 'test-minimum';

const ARGON2ID = 2;
const OPTIONS: Record<PasswordHashCost, Options> = {
  standard: { algorithm: ARGON2ID },
  'test-minimum': { algorithm: ARGON2ID, memoryCost: 8, timeCost: 1, parallelism: 1 },
};

// A fixed hash to verify against when the username does not exist, so a miss costs as much as a hit
// (one per cost, so it costs what the accounts' own hashes cost).
const dummyHashes = new Map<PasswordHashCost, Promise<string>>();

export function hashPassword(password: string, cost: PasswordHashCost = 'standard'): Promise<string> {
  return hash(password, OPTIONS[cost]);
}

export async function verifyPassword(passwordHash: string | null, password: string, cost: PasswordHashCost = 'standard'): Promise<boolean> {
  if (!passwordHash) {
    let dummy = dummyHashes.get(cost);
    if (!dummy) {
      dummy = hashPassword('casebook-timing-equaliser', cost);
      dummyHashes.set(cost, dummy);
    }
    await verify(await dummy, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
