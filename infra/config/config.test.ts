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
    expect(() => loadConfig({ HEALTH_TOKEN: 'short' })).toThrow(/HEALTH_TOKEN: must be at least 32 characters/);
    expect(loadConfig({ HEALTH_TOKEN: 'h'.repeat(32) }).HEALTH_TOKEN).toBe('h'.repeat(32));
  });

  it('refuses a secret key in the publishable-key variable', () => {
    expect(() => loadConfig({ STRIPE_PUBLISHABLE_KEY: 'sk_test_123' })).toThrow(/STRIPE_PUBLISHABLE_KEY: is a secret key/);
    expect(loadConfig({ STRIPE_PUBLISHABLE_KEY: 'pk_test_123' }).STRIPE_PUBLISHABLE_KEY).toBe('pk_test_123');
  });

  it('validates the projection settings: attempts before parking, and the health thresholds', () => {
    expect(loadConfig({})).toMatchObject({
      PROJECTION_MAX_ATTEMPTS: 5,
      PROJECTION_RETRY_BASE_MS: 100,
      PROJECTION_LAG_UNHEALTHY_EVENTS: 1000,
      PROJECTION_LAG_UNHEALTHY_SECONDS: 60,
      PROJECTION_PARKED_UNHEALTHY: 1,
    });
    expect(loadConfig({ PROJECTION_PARKED_UNHEALTHY: '0', PROJECTION_LAG_UNHEALTHY_EVENTS: '0' })).toMatchObject({
      PROJECTION_PARKED_UNHEALTHY: 0,
      PROJECTION_LAG_UNHEALTHY_EVENTS: 0,
    });
    expect(() => loadConfig({ PROJECTION_MAX_ATTEMPTS: '0' })).toThrow(/PROJECTION_MAX_ATTEMPTS/);
    expect(() => loadConfig({ PROJECTION_LAG_UNHEALTHY_EVENTS: '20000' })).toThrow(/PROJECTION_LAG_UNHEALTHY_EVENTS/);
    expect(() => loadConfig({ PROJECTION_PARKED_UNHEALTHY: 'some' })).toThrow(/PROJECTION_PARKED_UNHEALTHY/);
  });

  it('never falls back to test payments in production: names the missing Stripe variables, or PAYMENTS=test', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /PAYMENTS: production takes real payments: set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET/,
    );
    expect(loadConfig({ NODE_ENV: 'production', PAYMENTS: 'test' }).PAYMENTS).toBe('test');
    const stripe = { STRIPE_SECRET_KEY: 'sk_live_1', STRIPE_PUBLISHABLE_KEY: 'pk_live_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' };
    expect(loadConfig({ NODE_ENV: 'production', ...stripe }).STRIPE_SECRET_KEY).toBe('sk_live_1');
    expect(() => loadConfig({ PAYMENTS: 'stripe' })).toThrow(/STRIPE_SECRET_KEY: is required when PAYMENTS=stripe/);
    expect(() => loadConfig({ PAYMENTS: 'paypal' })).toThrow(/PAYMENTS/);
  });

  it("keeps the least password-hash work ('test-minimum') to the test suite", () => {
    expect(loadConfig({}).PASSWORD_HASH_COST).toBe('standard');
    expect(loadConfig({ NODE_ENV: 'test', PASSWORD_HASH_COST: 'test-minimum' }).PASSWORD_HASH_COST).toBe('test-minimum');
    expect(() => loadConfig({ PASSWORD_HASH_COST: 'test-minimum' })).toThrow(
      /PASSWORD_HASH_COST: 'test-minimum' is for the test suite only/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', PAYMENTS: 'test', PASSWORD_HASH_COST: 'test-minimum' })).toThrow(
      /PASSWORD_HASH_COST/,
    );
    expect(() => loadConfig({ PASSWORD_HASH_COST: 'none' })).toThrow(/PASSWORD_HASH_COST/);
  });

  it('takes a 32-byte KEK as hex or base64, and requires one in production on an external database', () => {
    expect(loadConfig({ KEK: 'ab'.repeat(32) }).KEK).toBe('ab'.repeat(32));
    expect(loadConfig({ KEK: Buffer.alloc(32, 7).toString('base64') }).KEK).toBeDefined();
    expect(() => loadConfig({ KEK: 'short' })).toThrow(/KEK: must be 32 bytes/);
    expect(() => loadConfig({ KEK_PREVIOUS: `${'ab'.repeat(32)},nope` })).toThrow(/KEK_PREVIOUS/);
    const prod = { NODE_ENV: 'production', PAYMENTS: 'test', DATABASE_URL: 'postgres://db/casebook', SESSION_SECRET: 's'.repeat(32) };
    expect(() => loadConfig(prod)).toThrow(/KEK: is required in production on an external database/);
    expect(loadConfig({ ...prod, KEK: 'cd'.repeat(32) }).KEK).toBe('cd'.repeat(32));
  });

  it('keeps files on local disk by default; STORAGE=s3 needs a bucket, and S3 keys go in pairs', () => {
    expect(loadConfig({})).toMatchObject({ STORAGE: 'local', S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: false });
    expect(() => loadConfig({ STORAGE: 's3' })).toThrow(/S3_BUCKET: is required when STORAGE=s3/);
    expect(() => loadConfig({ STORAGE: 'gcs' })).toThrow(/STORAGE/);
    expect(() => loadConfig({ STORAGE: 's3', S3_BUCKET: 'Bad_Bucket' })).toThrow(/S3_BUCKET: must be an S3 bucket name/);
    expect(() => loadConfig({ STORAGE: 's3', S3_BUCKET: 'files', S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ STORAGE: 's3', S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'id' })).toThrow(
      /S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/,
    );
    expect(() => loadConfig({ S3_FORCE_PATH_STYLE: 'sometimes' })).toThrow(/S3_FORCE_PATH_STYLE/);
    const s3 = {
      STORAGE: 's3',
      S3_BUCKET: 'casebook-files',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
    };
    expect(loadConfig(s3)).toMatchObject({
      STORAGE: 's3',
      S3_BUCKET: 'casebook-files',
      S3_FORCE_PATH_STYLE: true,
      S3_ENDPOINT: 'http://127.0.0.1:9000',
    });
  });

  it('counts trusted proxy hops from 1', () => {
    expect(loadConfig({}).TRUSTED_PROXY_HOPS).toBe(1);
    expect(loadConfig({ TRUSTED_PROXY_HOPS: '2' }).TRUSTED_PROXY_HOPS).toBe(2);
    expect(() => loadConfig({ TRUSTED_PROXY_HOPS: '0' })).toThrow(/TRUSTED_PROXY_HOPS/);
  });
});
