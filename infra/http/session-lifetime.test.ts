// Sessions end while used (issue 29, low): an absolute lifetime from sign-in and an idle timeout,
// enforced before the user is loaded (infra/http/auth.ts, sessionLifetime).
import type { Context } from 'koa';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/index.js';
import { sessionLifetime, SESSION_SEEN, SESSION_STARTED } from './auth.js';

const MIN = 60_000;
const HOUR = 60 * MIN;

function run(session: Record<string, unknown> | null, now: number) {
  const ctx = { session, state: {} } as unknown as Context & { session: Record<string, unknown> | null };
  const mw = sessionLifetime({ absoluteMs: 24 * HOUR, idleMs: 60 * MIN, now: () => now });
  return mw(ctx as never, async () => {}).then(() => ctx.session);
}

describe('sessionLifetime', () => {
  const t0 = Date.UTC(2026, 10, 30, 8);

  it('keeps a session in use, and notes its use at most once a minute', async () => {
    const s = { userId: 7, [SESSION_STARTED]: t0, [SESSION_SEEN]: t0 };
    expect(await run(s, t0 + 30_000)).toBe(s);
    expect(s[SESSION_SEEN]).toBe(t0);
    expect(await run(s, t0 + 59 * MIN)).toBe(s);
    expect(s[SESSION_SEEN]).toBe(t0 + 59 * MIN);
  });

  it('ends a session idle for the idle timeout', async () => {
    expect(await run({ userId: 7, [SESSION_STARTED]: t0, [SESSION_SEEN]: t0 }, t0 + 60 * MIN)).toBeNull();
  });

  it('ends a session at its absolute lifetime even while it is used every minute', async () => {
    const s = { userId: 7, [SESSION_STARTED]: t0, [SESSION_SEEN]: t0 };
    for (let t = t0; t < t0 + 24 * HOUR; t += 30 * MIN) expect(await run(s, t)).toBe(s);
    expect(await run(s, t0 + 24 * HOUR)).toBeNull();
  });

  it('starts counting a session from before the rule, and leaves anonymous sessions alone', async () => {
    const legacy: Record<string, unknown> = { userId: 7 };
    expect(await run(legacy, t0)).toBe(legacy);
    expect(legacy[SESSION_STARTED]).toBe(t0);
    const anonymous = { views: 1 };
    expect(await run(anonymous, t0)).toBe(anonymous);
    expect(anonymous).toEqual({ views: 1 });
  });

  it('is configured at start-up: 24 h absolute and 60 min idle by default; idle longer than absolute is refused', () => {
    const c = loadConfig({});
    expect([c.SESSION_MAX_AGE_HOURS, c.SESSION_IDLE_MINUTES]).toEqual([24, 60]);
    expect(() => loadConfig({ SESSION_MAX_AGE_HOURS: '1', SESSION_IDLE_MINUTES: '90' })).toThrow(
      /SESSION_IDLE_MINUTES: must not be longer/,
    );
    expect(() => loadConfig({ SESSION_IDLE_MINUTES: '0' })).toThrow(/SESSION_IDLE_MINUTES/);
  });
});
