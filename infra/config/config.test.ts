import { describe, expect, it } from 'vitest';
import { loadConfig } from './index.js';

describe('config', () => {
  it('runs on embedded defaults with an empty environment', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ PORT: 3000, DATA_DIR: './data', FREE_DAILY_MESSAGES: 20, TRUST_PROXY: false });
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.EVENTSTORE_URL).toBeUndefined();
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).PORT).toBe(3000);
  });

  it('stops with a message naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET: must be at least 32 characters/);
  });

  it('refuses a secret key in the publishable-key variable', () => {
    expect(() => loadConfig({ STRIPE_PUBLISHABLE_KEY: 'sk_test_123' })).toThrow(/STRIPE_PUBLISHABLE_KEY: is a secret key/);
    expect(loadConfig({ STRIPE_PUBLISHABLE_KEY: 'pk_test_123' }).STRIPE_PUBLISHABLE_KEY).toBe('pk_test_123');
  });
});
