import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { RecordedEvent } from './types.js';
import { registerUpcaster, upcast } from './upcasters.js';

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((f) => f()));

function event(type: string, schemaVersion: number, data: Record<string, unknown>): RecordedEvent {
  return {
    id: randomUUID(),
    stream: 'user-1',
    version: 1,
    type,
    data,
    metadata: { schemaVersion, userId: 1 },
    position: { commit: 1n, prepare: 1n },
    createdAt: '2024-01-01T00:00:00.000Z',
    prevHash: '0'.repeat(64),
    hash: 'h',
  };
}

describe('upcast', () => {
  it('chains upcasters from the stored schema to the newest and records the new schemaVersion', () => {
    const type = `Renamed${randomUUID()}`;
    cleanups.push(registerUpcaster(type, 1, (d) => ({ fullName: d.name })));
    cleanups.push(registerUpcaster(type, 2, (d) => ({ ...d, locale: 'en' })));
    const stored = event(type, 1, { name: 'Ann' });
    const up = upcast(stored);
    expect(up.data).toEqual({ fullName: 'Ann', locale: 'en' });
    expect(up.metadata).toEqual({ schemaVersion: 3, userId: 1 });
    // The stored event object is untouched: events stay as written.
    expect(stored.data).toEqual({ name: 'Ann' });
    expect(stored.metadata.schemaVersion).toBe(1);
    // Starting at schema 2 only the later step applies.
    expect(upcast(event(type, 2, { fullName: 'Bo' })).data).toEqual({ fullName: 'Bo', locale: 'en' });
  });

  it('leaves events without an upcaster as they are (same object)', () => {
    const e = event(`Plain${randomUUID()}`, 1, { a: 1 });
    expect(upcast(e)).toBe(e);
  });

  it('refuses a second upcaster for the same step, and unregistering removes it', () => {
    const type = `Dup${randomUUID()}`;
    const off = registerUpcaster(type, 1, (d) => ({ ...d, v: 2 }));
    expect(() => registerUpcaster(type, 1, (d) => d)).toThrow(/already registered/);
    off();
    expect(upcast(event(type, 1, { a: 1 })).data).toEqual({ a: 1 });
  });

  it('rejects a schema version that is not a positive integer', () => {
    expect(() => registerUpcaster('X', 0, (d) => d)).toThrow(TypeError);
  });
});
