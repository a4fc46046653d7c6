// The keys that sign the session and read-your-writes cookies (Koa's `app.keys`), as keygrip signs
// them — HMAC-SHA1, base64url — with one difference: a signature once verified is remembered, so
// the session cookie that every request of a signed-in browser carries costs one HMAC per process,
// not one per request.
//
// Safe because a signature is a pure function of the keys and the data: a remembered pair is one
// that verified, and verifies again. Only verified pairs are kept (a forged cookie is checked, and
// refused, every time), at most `max` of them (the oldest go first). A hit is a Map lookup of the
// whole `data + signature` string, so its timing says nothing about any byte of a valid signature.
import { createHmac, timingSafeEqual } from 'node:crypto';

export class SignedKeys {
  private readonly verified = new Map<string, number>();

  constructor(
    private readonly keys: readonly string[],
    private readonly max = 10_000,
  ) {
    if (keys.length === 0) throw new Error('Keys must be provided.');
  }

  private signWith(data: string, key: string): string {
    return createHmac('sha1', key).update(data).digest('base64url');
  }

  /** The signature of `data` with the newest key (what `cookies.set(…, { signed: true })` writes). */
  sign(data: string): string {
    return this.signWith(data, this.keys[0]!);
  }

  verify(data: string, digest: string): boolean {
    return this.index(data, digest) > -1;
  }

  /** Which key signed `data` (-1: none), as keygrip answers it. */
  index(data: string, digest: string): number {
    // A cookie's name and value hold no newline: the pair's key cannot be made to collide.
    const pair = `${data}\n${digest}`;
    const known = this.verified.get(pair);
    if (known !== undefined) return known;
    const given = Buffer.from(digest);
    for (let i = 0; i < this.keys.length; i++) {
      const expected = Buffer.from(this.signWith(data, this.keys[i]!));
      if (expected.length === given.length && timingSafeEqual(expected, given)) {
        if (this.verified.size >= this.max) this.verified.delete(this.verified.keys().next().value!);
        this.verified.set(pair, i);
        return i;
      }
    }
    return -1;
  }
}
