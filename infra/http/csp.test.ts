// The Content-Security-Policy lets Stripe's Payment Element in (its script, frames and API) only
// when the server runs Stripe; on the built-in test provider the page loads nothing from outside.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/support/app.js';
import { databaseFlavours, type TestDatabase } from '../../test/support/databases.js';

const directive = (csp: string | null, name: string) =>
  (csp ?? '')
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `)) ?? '';

describe('Content-Security-Policy and the payment provider', () => {
  let db: TestDatabase;
  const apps: TestApp[] = [];

  beforeAll(async () => {
    db = await databaseFlavours()
      .find((f) => f.name === 'pglite')!
      .open();
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await db?.close();
  });

  async function cspOf(env: Record<string, string>): Promise<string | null> {
    const app = await startTestApp(db, env);
    apps.push(app);
    return (await app.client().get('/api/health')).headers.get('content-security-policy');
  }

  it('allows only the app itself on the test provider', async () => {
    const csp = await cspOf({});
    expect(directive(csp, 'script-src')).toBe("script-src 'self'");
    expect(directive(csp, 'frame-src')).toBe("frame-src 'self'");
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self'");
  });

  it("adds Stripe's script, frame and API origins when Stripe keys are set", async () => {
    const csp = await cspOf({ STRIPE_SECRET_KEY: 'sk_test_csp', STRIPE_PUBLISHABLE_KEY: 'pk_test_csp' });
    expect(directive(csp, 'script-src')).toBe("script-src 'self' https://js.stripe.com");
    expect(directive(csp, 'frame-src')).toBe("frame-src 'self' https://js.stripe.com https://hooks.stripe.com");
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self' https://api.stripe.com");
    expect(directive(csp, 'default-src')).toBe("default-src 'self'");
  });
});
