// Sealed view fields and blind search tokens (issue 29 H3, decision 0056).
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ErasedSubjectError } from './keys.js';
import { blindLexemes, blindToken, isSealed, keyedDigest, openText, sealText, ViewCipher } from './view-cipher.js';

const key = randomBytes(32);

describe('a sealed field', () => {
  it('opens with its owner, purpose and key only, and shows nothing of the text', () => {
    const sealed = sealText(key, 7, 'messages_view.content', 'my landlord kept the deposit');
    expect(isSealed(sealed)).toBe(true);
    expect(sealed).not.toMatch(/landlord/);
    expect(openText(key, 7, 'messages_view.content', sealed)).toBe('my landlord kept the deposit');
    // Moved to another owner or another column, or opened with another key: nothing.
    expect(openText(key, 8, 'messages_view.content', sealed)).toBeNull();
    expect(openText(key, 7, 'conversations_view.title', sealed)).toBeNull();
    expect(openText(randomBytes(32), 7, 'messages_view.content', sealed)).toBeNull();
    // The key shredded (erasure): nothing, never an exception.
    expect(openText(null, 7, 'messages_view.content', sealed)).toBeNull();
    // Two seals of one text differ (a random IV): equal texts are not visible as equal.
    expect(sealText(key, 7, 'p', 'same')).not.toBe(sealText(key, 7, 'p', 'same'));
  });

  it('reads a value written before sealing as it is (until the view is rebuilt)', () => {
    expect(openText(key, 7, 'p', 'plain old text')).toBe('plain old text');
    expect(openText(null, 7, 'p', 'plain old text')).toBe('plain old text');
  });

  it('answers null for a truncated or tampered value', () => {
    const sealed = sealText(key, 1, 'p', 'hello');
    expect(openText(key, 1, 'p', sealed.slice(0, 20))).toBeNull();
    // One character of the IV changed to another (a fixed replacement could equal it 1 time in 64).
    const at = 10;
    const flipped = sealed.slice(0, at) + (sealed[at] === 'A' ? 'B' : 'A') + sealed.slice(at + 1);
    expect(flipped).not.toBe(sealed);
    expect(openText(key, 1, 'p', flipped)).toBeNull();
  });
});

describe('blind tokens', () => {
  it('are the same for one word under one key, different under another, and hex (valid lexemes)', () => {
    expect(blindToken(key, 'landlord')).toBe(blindToken(key, 'landlord'));
    expect(blindToken(key, 'landlord')).not.toBe(blindToken(randomBytes(32), 'landlord'));
    expect(blindToken(key, 'landlord')).toMatch(/^[0-9a-f]{20}$/);
  });

  it('replace every lexeme of a tsvector or tsquery, keeping positions, weights and operators', () => {
    const t = (w: string) => blindToken(key, w);
    expect(blindLexemes(key, "'cat':2 'sat':3,7A")).toBe(`'${t('cat')}':2 '${t('sat')}':3,7A`);
    expect(blindLexemes(key, "'big' <-> 'bird' & !'dog' | 'o''neil'")).toBe(
      `'${t('big')}' <-> '${t('bird')}' & !'${t('dog')}' | '${t("o'neil")}'`,
    );
    expect(blindLexemes(key, '')).toBe('');
  });
});

describe('keyed digests', () => {
  it('are equal for one text under one key and label, differ under another key or label, and are no plain hash of the text', () => {
    const d = keyedDigest(key, 'label a', '7|CR-1');
    expect(keyedDigest(key, 'label a', '7|CR-1')).toBe(d);
    expect(keyedDigest(randomBytes(32), 'label a', '7|CR-1')).not.toBe(d);
    expect(keyedDigest(key, 'label b', '7|CR-1')).not.toBe(d);
    expect(d).not.toBe(createHash('sha256').update('7|CR-1').digest('hex'));
    // Nor an HMAC under the data key itself: the key is derived for the label.
    expect(d).not.toBe(createHmac('sha256', key).update('7|CR-1').digest('hex'));
    expect(d).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('the view cipher', () => {
  it('seals for an owner with a key, and answers null (never throws) for an erased owner', async () => {
    const stored = new Map<number, Buffer>([[1, key]]);
    const erased = new Set([2]);
    const cipher = new ViewCipher({
      get: async (id) => stored.get(id) ?? null,
      getOrCreate: async (id) => {
        if (erased.has(id)) throw new ErasedSubjectError(id);
        const k = randomBytes(32);
        stored.set(id, k);
        return k;
      },
      loadMany: async () => {},
    });
    const sealed = await cipher.seal(1, 'p', 'text');
    expect(await cipher.open(1, 'p', sealed!)).toBe('text');
    expect(await cipher.seal(2, 'p', 'text')).toBeNull();
    // A first field for a subject without a key yet makes one.
    const third = await cipher.seal(3, 'p', 'x');
    expect(await cipher.open(3, 'p', third!)).toBe('x');
    stored.delete(1);
    expect(await cipher.open(1, 'p', sealed!)).toBeNull();
  });
});
