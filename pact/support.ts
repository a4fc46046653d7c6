// Shared by the identity consumer and provider tests: the pact's names and place, the provider
// states both sides agree on, and a stand-in for the browser around the web app's real fetchers.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { PactV4 } from '@pact-foundation/pact';
import { Agent, fetch as undiciFetch } from 'undici';
import { afterAll, beforeAll, expect, vi } from 'vitest';
import { ApiError } from '../web/lib/api-client';
import type { TestClient } from '../test/support/app';

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
  // One connection pool per page visit: each interaction has its own mock server, and a kept-alive
  // socket from the previous one (closed under it, or its port handed to the next server) must
  // never carry the next request. That reuse lost a request once in a full run.
  private agent = new Agent();

  readonly fetch = (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    if (!this.origin) throw new Error('FakeBrowser: no page origin (set it to the mock server URL)');
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url, this.origin);
    const headers = new Headers(init.headers);
    if (this.cookie && init.credentials !== 'omit') headers.set('Cookie', this.cookie);
    const { body, method, signal } = init;
    return undiciFetch(url, {
      method,
      body: body as string | undefined,
      signal,
      headers: Object.fromEntries(headers),
      dispatcher: this.agent,
    }) as unknown as Promise<Response>;
  };

  visit(origin: string, cookie?: string): void {
    const previous = this.agent;
    this.agent = new Agent();
    void previous.close();
    this.origin = origin;
    this.cookie = cookie;
  }
}

/**
 * A consumer pact for one provider, written afresh to `pactFile`: the browser stand-in that the
 * web app's fetchers use, and `interaction(description, state?)` to declare each expectation.
 * Call it inside the consumer's describe block.
 */
export function pactConsumer(provider: string, pactFile: string) {
  const browser = new FakeBrowser();
  const pact = new PactV4({ consumer: CONSUMER, provider, dir: PACT_DIR, logLevel: 'warn' });
  const interaction = (description: string, state?: string) => {
    const base = pact.addInteraction();
    return (state ? base.given(state) : base).uponReceiving(description);
  };
  beforeAll(async () => {
    // The mock servers merge into an existing file: start from nothing so a renamed or dropped
    // interaction does not linger in the contract.
    await rm(pactFile, { force: true });
    vi.stubGlobal('fetch', browser.fetch);
  });
  afterAll(() => {
    vi.unstubAllGlobals();
  });
  return { browser, interaction };
}

/** What a fetcher threw, for assertions on the ApiError. */
export async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

/** The operations account the provider apps are started with (OPS_USERNAME / OPS_PASSWORD). */
export const OPS = { username: 'opsadmin', password: 'ops-password-1' };

/** The Cookie header a browser holding this client's cookies would send. */
export function cookieHeader(client: TestClient): string {
  const header = client
    .cookieNames()
    .map((name) => `${name}=${client.cookie(name)}`)
    .join('; ');
  if (!header.includes('casebook.sid=')) throw new Error('no session cookie was set');
  return header;
}

/** A provider-state set-up step that got an answer it did not expect fails loudly. */
export function expectStatus(what: string, status: number, allowed: number[]): void {
  if (!allowed.includes(status)) throw new Error(`${what}: the API answered ${status}, expected ${allowed.join(' or ')}`);
}
