// Shared by the identity consumer and provider tests: the pact's names and place, the provider
// states both sides agree on, and a stand-in for the browser around the web app's real fetchers.
import path from 'node:path';

export const CONSUMER = 'Casebook Web';
export const PROVIDER = 'Casebook API';
export const PACT_DIR = path.resolve('pacts');
export const PACT_FILE = path.join(PACT_DIR, `${CONSUMER}-${PROVIDER}.json`);

/** The password every provider-state account is created with; request bodies use it as is. */
export const PASSWORD = 'secret-pass';

/** Provider states: the consumer names them, the provider's state handlers set them up. */
export const STATES = {
  /** A client account 'alice' with PASSWORD exists (it may already have existed). */
  aliceExists: 'a client alice exists',
  /** The username 'alice' belongs to someone. */
  aliceTaken: 'the username alice is taken',
  /** A fresh client account is signed in; its session cookie replaces the pact's example one. */
  clientSignedIn: 'a client is signed in',
  /** The operations account (role admin) is signed in. */
  adminSignedIn: 'the admin is signed in',
} as const;

/** Example session cookie in the pact; the provider swaps in a real one for the state's user. */
export const EXAMPLE_COOKIE = 'casebook.sid=pact-example-session; casebook.sid.sig=pact-example-signature';
export const COOKIE_PATTERN = /^(.+; )?casebook\.sid=[^;]+(; .+)?$/;

/**
 * The browser the web app runs in, reduced to what its fetchers rely on: relative URLs resolve
 * against the page's origin, and the session cookie goes with every request (the app sets
 * `credentials: 'include'`). Node's fetch has neither, so the consumer test wraps it.
 */
export class FakeBrowser {
  origin = '';
  cookie: string | undefined;
  private readonly realFetch = globalThis.fetch.bind(globalThis);

  readonly fetch = (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    if (!this.origin) throw new Error('FakeBrowser: no page origin (set it to the mock server URL)');
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url, this.origin);
    const headers = new Headers(init.headers);
    if (this.cookie && init.credentials !== 'omit') headers.set('Cookie', this.cookie);
    return this.realFetch(url, { ...init, headers });
  };

  /** Opens a page on `origin`, signed in (`cookie`) or not. */
  visit(origin: string, cookie?: string): void {
    this.origin = origin;
    this.cookie = cookie;
  }
}
