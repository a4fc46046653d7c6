// Time-based one-time passwords (RFC 6238 over RFC 4226's HOTP; HMAC-SHA-1, 6 digits, 30-second
// steps — what every authenticator app reads from an otpauth:// URI), and recovery codes.
// node:crypto only; checked against RFC 6238's own test vectors (totp.test.ts).
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const STEP_SECONDS = 30;
export const DIGITS = 6;
/** Codes of the step before and after are taken too (clocks drift; a code typed as it changes). */
export const WINDOW_STEPS = 1;
export const ISSUER = 'Casebook';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Buffer {
  const clean = text.toUpperCase().replace(/[\s=-]/g, '');
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const c of clean) {
    const i = ALPHABET.indexOf(c);
    if (i < 0) throw new TypeError('Not a base32 secret');
    value = (value << 5) | i;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** RFC 4226 HOTP of `counter` (dynamic truncation of HMAC-SHA-1). */
export function hotp(key: Uint8Array, counter: number, digits = DIGITS, algorithm: 'sha1' | 'sha256' | 'sha512' = 'sha1'): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac(algorithm, key).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = ((mac[offset]! & 0x7f) << 24) | (mac[offset + 1]! << 16) | (mac[offset + 2]! << 8) | mac[offset + 3]!;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

export const stepAt = (unixSeconds: number) => Math.floor(unixSeconds / STEP_SECONDS);

/** RFC 6238 TOTP at a time (Unix seconds). */
export function totp(key: Uint8Array, unixSeconds: number, digits = DIGITS, algorithm: 'sha1' | 'sha256' | 'sha512' = 'sha1'): string {
  return hotp(key, stepAt(unixSeconds), digits, algorithm);
}

/**
 * The step whose code `code` is, within the window around `unixSeconds`, or undefined. The caller
 * refuses a step not after the last one used (a code is good once).
 */
export function matchingStep(secret: string, code: string, unixSeconds: number): number | undefined {
  const typed = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(typed)) return undefined;
  const key = base32Decode(secret);
  const now = stepAt(unixSeconds);
  for (let step = now - WINDOW_STEPS; step <= now + WINDOW_STEPS; step++) {
    const expected = hotp(key, step);
    if (timingSafeEqual(Buffer.from(expected), Buffer.from(typed))) return step;
  }
  return undefined;
}

/** A new secret: 20 random bytes (RFC 4226's recommended length), base32 as apps take it. */
export const newSecret = () => base32Encode(randomBytes(20));

/** The otpauth:// URI an authenticator app reads (from the QR code, or typed). */
export function otpauthUri(secret: string, account: string): string {
  const label = `${encodeURIComponent(ISSUER)}:${encodeURIComponent(account)}`;
  const q = new URLSearchParams({ secret, issuer: ISSUER, algorithm: 'SHA1', digits: String(DIGITS), period: String(STEP_SECONDS) });
  return `otpauth://totp/${label}?${q.toString()}`;
}

export const RECOVERY_CODE_COUNT = 10;

/** Ten recovery codes of 10 base32 characters (50 random bits each), shown as `xxxxx-xxxxx`. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const code = base32Encode(randomBytes(7)).slice(0, 10).toLowerCase();
    return `${code.slice(0, 5)}-${code.slice(5)}`;
  });
}

const canonicalCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');

/**
 * A recovery code as stored: SHA-256 of the code without spaces and dashes. The codes carry 50
 * random bits each, so a fast hash is enough (no dictionary to try); each is good once.
 */
export const hashRecoveryCode = (code: string) => createHash('sha256').update(canonicalCode(code)).digest('hex');

export const looksLikeRecoveryCode = (code: string) => /^[a-z2-7]{10}$/.test(canonicalCode(code));
