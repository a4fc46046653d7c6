// TOTP against RFC 6238's test vectors (Appendix B: SHA-1 with the 20-byte ASCII key
// "12345678901234567890", 8 digits), RFC 4226's HOTP vectors (Appendix D), and the rules around them.
import { describe, expect, it } from 'vitest';
import {
  base32Decode,
  base32Encode,
  hashRecoveryCode,
  hotp,
  matchingStep,
  newRecoveryCodes,
  newSecret,
  otpauthUri,
  stepAt,
  totp,
} from './totp.js';

const RFC_KEY = Buffer.from('12345678901234567890', 'ascii');

describe('TOTP (RFC 6238)', () => {
  it.each([
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ])('at T=%i the SHA-1 code is %s', (t, code) => {
    expect(totp(RFC_KEY, t, 8)).toBe(code);
  });

  it('matches RFC 6238’s SHA-256 and SHA-512 vectors too (their longer keys)', () => {
    const k256 = Buffer.from('12345678901234567890123456789012', 'ascii');
    const k512 = Buffer.from('1234567890123456789012345678901234567890123456789012345678901234', 'ascii');
    expect(totp(k256, 59, 8, 'sha256')).toBe('46119246');
    expect(totp(k512, 59, 8, 'sha512')).toBe('90693936');
  });

  it('is HOTP of the 30-second step (RFC 4226 Appendix D, 6 digits)', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((c) => hotp(RFC_KEY, c))).toEqual([
      '755224',
      '287082',
      '359152',
      '969429',
      '338314',
      '254676',
      '287922',
      '162583',
      '399871',
      '520489',
    ]);
  });

  it('takes the code of the step before, now and after, and nothing else', () => {
    const secret = newSecret();
    const key = base32Decode(secret);
    const now = 1_800_000_015;
    const step = stepAt(now);
    expect(matchingStep(secret, totp(key, now), now)).toBe(step);
    expect(matchingStep(secret, totp(key, now - 30), now)).toBe(step - 1);
    expect(matchingStep(secret, totp(key, now + 30), now)).toBe(step + 1);
    expect(matchingStep(secret, totp(key, now - 90), now)).toBeUndefined();
    expect(matchingStep(secret, '12345', now)).toBeUndefined();
    expect(matchingStep(secret, 'abcdef', now)).toBeUndefined();
  });

  it('round-trips base32 and writes the otpauth URI apps read', () => {
    const bytes = Buffer.from('12345678901234567890', 'ascii');
    expect(base32Encode(bytes)).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(base32Decode('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ').equals(bytes)).toBe(true);
    expect(newSecret()).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri('GEZDGNBV', 'ivy@example.com')).toBe(
      'otpauth://totp/Casebook:ivy%40example.com?secret=GEZDGNBV&issuer=Casebook&algorithm=SHA1&digits=6&period=30',
    );
  });

  it('makes ten distinct recovery codes, hashed without their dash or case', () => {
    const codes = newRecoveryCodes();
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    expect(hashRecoveryCode(codes[0]!)).toBe(hashRecoveryCode(codes[0]!.toUpperCase().replace('-', ' ')));
    expect(hashRecoveryCode(codes[0]!)).toMatch(/^[0-9a-f]{64}$/);
  });
});
