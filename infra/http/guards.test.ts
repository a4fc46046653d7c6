// The same-origin guard on its own (docs/security.md, "Every request"): which Sec-Fetch-Site and
// Origin values a state-changing request may carry. A sibling subdomain (same-site) is another
// origin and is refused (issue 29, low: it could cancel a subscription with a body-less POST).
import type { Context } from 'koa';
import { describe, expect, it } from 'vitest';
import { sameOriginOnly } from './guards.js';

function ctxOf(method: string, headers: Record<string, string>) {
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  return {
    method,
    protocol: 'https',
    host: 'app.casebook.example',
    get: (name: string) => lower[name.toLowerCase()] ?? '',
  } as unknown as Context;
}

async function answer(method: string, headers: Record<string, string>): Promise<number> {
  const guard = sameOriginOnly({ publicUrl: 'https://app.casebook.example' });
  try {
    await guard(ctxOf(method, headers) as never, async () => {});
    return 200;
  } catch (err) {
    return (err as { status: number }).status;
  }
}

describe('sameOriginOnly', () => {
  it('refuses a state-changing request from a sibling subdomain (Sec-Fetch-Site: same-site)', async () => {
    expect(await answer('POST', { 'sec-fetch-site': 'same-site', origin: 'https://evil.casebook.example' })).toBe(403);
    expect(await answer('POST', { 'sec-fetch-site': 'same-site' })).toBe(403);
    expect(await answer('DELETE', { 'sec-fetch-site': 'cross-site' })).toBe(403);
  });

  it('lets same-origin requests, the user’s own navigation and clients without the headers through', async () => {
    expect(await answer('POST', { 'sec-fetch-site': 'same-origin', origin: 'https://app.casebook.example' })).toBe(200);
    expect(await answer('POST', { 'sec-fetch-site': 'none' })).toBe(200);
    expect(await answer('POST', {})).toBe(200);
    expect(await answer('POST', { origin: 'https://app.casebook.example' })).toBe(200);
  });

  it('judges older browsers by Origin alone, and never a safe method', async () => {
    expect(await answer('POST', { origin: 'https://evil.casebook.example' })).toBe(403);
    expect(await answer('POST', { origin: 'null' })).toBe(403);
    expect(await answer('GET', { 'sec-fetch-site': 'cross-site' })).toBe(200);
  });
});
