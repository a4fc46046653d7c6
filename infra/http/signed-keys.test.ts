// The cookie keys (signed-keys.ts) sign exactly as keygrip did, refuse what they did not sign every
// time, and accept a cookie signed with a previous key; the routers' path filter (app.ts routesFor)
// lets through every path a route of the router can match.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SignedKeys } from './signed-keys.js';
import { createRouter, routesFor } from './app.js';

// keygrip's own formula: HMAC-SHA1, base64 with '/', '+' and '=' replaced.
const keygrip = (data: string, key: string) =>
  createHmac('sha1', key)
    .update(data)
    .digest('base64')
    .replace(/\/|\+|=/g, (x) => ({ '/': '_', '+': '-', '=': '' })[x]!);

describe('SignedKeys', () => {
  it('signs as keygrip does, verifies its own signatures again and again, and refuses any other', () => {
    const keys = new SignedKeys(['new-key-long-enough', 'old-key-long-enough']);
    const data = 'casebook.sid=8f1e2d3c';
    expect(keys.sign(data)).toBe(keygrip(data, 'new-key-long-enough'));
    for (let i = 0; i < 3; i++) expect(keys.index(data, keygrip(data, 'new-key-long-enough'))).toBe(0);
    expect(keys.index(data, keygrip(data, 'old-key-long-enough'))).toBe(1);
    const forged = keygrip(data, 'someone-elses-key');
    for (let i = 0; i < 3; i++) expect(keys.verify(data, forged)).toBe(false);
    // A valid signature does not vouch for other data.
    expect(keys.verify('casebook.sid=8f1e2d3d', keys.sign(data))).toBe(false);
    expect(keys.verify(data, '')).toBe(false);
  });

  it('keeps at most `max` verified pairs and still verifies the ones it let go', () => {
    const keys = new SignedKeys(['k'.repeat(32)], 2);
    const pairs = ['a=1', 'a=2', 'a=3'].map((d) => [d, keys.sign(d)] as const);
    for (const [d, s] of pairs) expect(keys.verify(d, s)).toBe(true);
    for (const [d, s] of pairs) expect(keys.verify(d, s)).toBe(true);
  });
});

describe('routesFor', () => {
  it('lets through every path a route can match, without case, and no other', () => {
    const router = createRouter();
    router.get('/api/messages', async () => {});
    router.get('/api/case-analyses/:id/comments', async () => {});
    const may = routesFor(router);
    for (const p of ['/api/messages', '/api/messages/', '/API/Messages', '/api/case-analyses/12/comments', '/api/%6Dessages'])
      expect(may(p)).toBe(true);
    for (const p of ['/api/user', '/api/case-analysis', '/', '/api/message']) expect(may(p)).toBe(false);
  });
});
