// Password hashes: argon2id with the library's defaults unless the test suite asks for the least
// work (decision 0064); a hash names its own parameters, so either verifies whatever made it.
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords.js';

describe('password hashes', () => {
  it('are argon2id with its defaults (19 MiB, two passes) unless told otherwise', async () => {
    const hash = await hashPassword('correct horse battery staple');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'correct horse battery staple')).toBe(true);
    expect(await verifyPassword(hash, 'correct horse battery stapler')).toBe(false);
  });

  it("'test-minimum' does the least argon2id allows, and verification follows the hash's own parameters", async () => {
    const hash = await hashPassword('correct horse battery staple', 'test-minimum');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=8,t=1,p=1\$/);
    // Verified with either setting: the parameters come from the stored hash.
    expect(await verifyPassword(hash, 'correct horse battery staple', 'standard')).toBe(true);
    expect(await verifyPassword(hash, 'wrong', 'test-minimum')).toBe(false);
  });

  it('an account without a hash (unknown or erased) never matches, with either cost', async () => {
    expect(await verifyPassword(null, 'casebook-timing-equaliser')).toBe(false);
    expect(await verifyPassword(null, 'casebook-timing-equaliser', 'test-minimum')).toBe(false);
    expect(await verifyPassword('not a hash', 'anything')).toBe(false);
  });
});
