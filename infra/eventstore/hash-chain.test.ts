import { createHash, randomUUID } from 'node:crypto';
import canonicalize from 'canonicalize';
import { describe, expect, it } from 'vitest';
import {
  GENESIS_HASH,
  canonicalJson,
  computeHash,
  storedBytes,
  verifyChain,
  type ChainedEvent,
  type StoredEventFields,
} from './hash-chain.js';

function fields(version: number, data: Record<string, unknown> = { n: version }): StoredEventFields {
  return {
    id: randomUUID(),
    stream: 'case-1',
    version,
    type: 'NoteAdded',
    data,
    metadata: { schemaVersion: 1, userId: 7 },
    createdAt: '2024-05-01T10:00:00.123Z',
  };
}

/** A correctly chained stream of `n` events. */
function chain(n: number): ChainedEvent[] {
  let prevHash = GENESIS_HASH;
  return Array.from({ length: n }, (_, i) => {
    const f = fields(i + 1);
    const e = { ...f, prevHash, hash: computeHash(prevHash, f) };
    prevHash = e.hash;
    return e;
  });
}

describe('storedBytes', () => {
  it('is RFC 8785 canonical JSON of exactly the stored fields', () => {
    const e = {
      id: '00000000-0000-4000-8000-000000000001',
      stream: 'case-1',
      version: 1,
      type: 'CaseOpened',
      data: { z: 1, a: { y: 'é', b: [2, 1.5] } },
      metadata: { schemaVersion: 1 },
      createdAt: '2024-05-01T10:00:00.000Z',
    };
    expect(storedBytes(e)).toBe(
      '{"createdAt":"2024-05-01T10:00:00.000Z","data":{"a":{"b":[2,1.5],"y":"é"},"z":1},' +
        '"id":"00000000-0000-4000-8000-000000000001","metadata":{"schemaVersion":1},"stream":"case-1","type":"CaseOpened","version":1}',
    );
  });

  it('does not depend on key order, and ignores fields that are not stored bytes (position, hashes)', () => {
    const a = fields(1, { x: 1, y: 2 });
    const b = { ...a, data: { y: 2, x: 1 }, position: { commit: 1n, prepare: 2n }, hash: 'h', prevHash: 'p' };
    expect(storedBytes(b)).toBe(storedBytes(a));
  });
});

describe('canonicalJson', () => {
  const outcome = (f: () => unknown) => {
    try {
      return { value: f() };
    } catch (err) {
      return { error: (err as Error).message };
    }
  };

  it('answers exactly what the canonicalize library answers, and throws where it throws', () => {
    const cyclic: Record<string, unknown> = { a: 1 };
    cyclic.self = cyclic;
    const deep: unknown[] = [];
    let inner = deep;
    for (let i = 0; i < 300; i++) inner.push((inner = []));
    const values: unknown[] = [
      null,
      true,
      false,
      0,
      -0,
      1e21,
      1e-7,
      123.456,
      -5e-324,
      Number.MAX_SAFE_INTEGER,
      '',
      'plain',
      'quote " backslash \\ newline \n tab \t nul \u0000 del \u007f',
      'é ü 中文',
      'emoji 😀 pair',
      'lone \ud800 high',
      'lone \udc00 low',
      [],
      [1, 'a', null, [true, { b: 2, a: 1 }]],
      { z: 1, a: 2, B: 3, _: 4, '10': 5, '9': 6, é: 7, '😀': 8, e: 9 },
      { nested: { y: [{ d: 1, c: 2 }], x: { '': 'empty key' } } },
      { toJSON: 'not a method' },
      { at: new Date('2024-05-01T10:00:00.123Z') },
      { skipped: undefined, kept: 1 },
      [undefined, 1],
      { f: () => 1 },
      { n: Number.NaN },
      { n: Number.POSITIVE_INFINITY },
      { big: 1n },
      { [Symbol('s')]: 1, s: Symbol('v') },
      Object.assign(Object.create(null), { b: 1, a: 2 }),
      new String('ab'),
      cyclic,
      deep,
      JSON.parse('{"__proto__":{"x":1},"a":[1,2]}'),
    ];
    for (const [i, v] of values.entries())
      expect(
        outcome(() => canonicalJson(v)),
        `value ${i}`,
      ).toEqual(outcome(() => canonicalize(v)));
  });
});

describe('computeHash', () => {
  it('is the SHA-256 hex of the previous hash followed by the stored bytes', () => {
    const f = fields(1);
    const expected = createHash('sha256')
      .update(GENESIS_HASH + storedBytes(f))
      .digest('hex');
    expect(computeHash(GENESIS_HASH, f)).toBe(expected);
    expect(expected).toMatch(/^[0-9a-f]{64}$/);
  });

  it('changes with the previous hash, so a hash pins the whole history before it', () => {
    const f = fields(2);
    expect(computeHash(GENESIS_HASH, f)).not.toBe(computeHash('1'.repeat(64), f));
  });
});

describe('verifyChain', () => {
  it('accepts an intact stream and an empty one', () => {
    expect(verifyChain(chain(5))).toEqual({ ok: true, checked: 5 });
    expect(verifyChain([])).toEqual({ ok: true, checked: 0 });
  });

  it('accepts ciphertext in data: the chain covers what is stored, not what it decrypts to', () => {
    const f = fields(1, { pii: { iv: 'AAAA', ct: 'c2VjcmV0', tag: 'dGFn' } });
    expect(verifyChain([{ ...f, prevHash: GENESIS_HASH, hash: computeHash(GENESIS_HASH, f) }]).ok).toBe(true);
  });

  it('detects altered data at the altered version', () => {
    const events = chain(4);
    events[2] = { ...events[2]!, data: { n: 999 } };
    const r = verifyChain(events);
    expect(r).toMatchObject({ ok: false, checked: 2, firstBadVersion: 3 });
    expect(r.reason).toMatch(/altered/);
  });

  it('detects altered metadata, type and createdAt too', () => {
    for (const change of [{ metadata: { schemaVersion: 1, userId: 8 } }, { type: 'Other' }, { createdAt: '2024-05-01T10:00:00.124Z' }]) {
      const events = chain(3);
      events[1] = { ...events[1]!, ...change };
      expect(verifyChain(events)).toMatchObject({ ok: false, firstBadVersion: 2 });
    }
  });

  it('detects a removed event as a gap at the missing version', () => {
    const events = chain(5);
    events.splice(2, 1);
    const r = verifyChain(events);
    expect(r).toMatchObject({ ok: false, checked: 2, firstBadVersion: 3 });
    expect(r.reason).toMatch(/version 3 is missing/);
  });

  it('detects a removed first event', () => {
    expect(verifyChain(chain(3).slice(1))).toMatchObject({ ok: false, checked: 0, firstBadVersion: 1 });
  });

  it('detects an event rewritten with a fresh hash: the next event no longer links to it', () => {
    const events = chain(4);
    const altered = { ...events[1]!, data: { n: 999 } };
    events[1] = { ...altered, hash: computeHash(altered.prevHash, altered) };
    const r = verifyChain(events);
    expect(r).toMatchObject({ ok: false, checked: 2, firstBadVersion: 3 });
    expect(r.reason).toMatch(/does not link/);
  });

  it('detects reordered events', () => {
    const events = chain(3);
    [events[1], events[2]] = [events[2]!, events[1]!];
    expect(verifyChain(events)).toMatchObject({ ok: false, firstBadVersion: 2 });
  });

  it('detects an event from another stream', () => {
    const events = chain(2);
    events[1] = { ...events[1]!, stream: 'case-2' };
    expect(verifyChain(events)).toMatchObject({ ok: false, firstBadVersion: 2 });
  });

  it('verifies a tail from a trusted earlier event', () => {
    const events = chain(5);
    const trusted = events[1]!;
    expect(verifyChain(events.slice(2), { after: { version: 2, hash: trusted.hash } })).toEqual({ ok: true, checked: 3 });
    expect(verifyChain(events.slice(2), { after: { version: 2, hash: GENESIS_HASH } })).toMatchObject({ ok: false, firstBadVersion: 3 });
  });
});
