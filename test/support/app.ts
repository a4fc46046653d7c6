// Starts the real app (Koa + projector loops) on a fresh database for API tests.
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadConfig, type Config } from '../../infra/config/index.js';
import { buildServer, type AppServer, type BuildOptions } from '../../app/server.js';
import type { TestDatabase } from './databases.js';

/** The key-encryption key of test apps (32 bytes, hex): a test secret, never a real one. */
export const TEST_KEK = '7e57'.repeat(16);

/**
 * The operations account's TOTP secret in every test app (OPS_TOTP_SECRET, a test secret): staff
 * sign in only with a second factor (decision 0048), and test/support/staff-sign-in.ts types its codes.
 */
export const TEST_OPS_TOTP_SECRET = 'CASEBOOKTESTOPSSECRETQWERTYZ2345';

export interface TestApp {
  url: string;
  server: AppServer;
  close(): Promise<void>;
  /** A new browser; `ip` is sent as X-Forwarded-For (the test app trusts the proxy). */
  client(ip?: string): TestClient;
}

export async function startTestApp(
  db: TestDatabase,
  env: Record<string, string> = {},
  opts: Pick<BuildOptions, 'webRoot' | 'paymentProvider' | 'ai' | 'jury' | 'analysisRetry' | 'extractor' | 'logger'> = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'casebook-test-'));
  const config: Config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DATA_DIR: dataDir,
    SESSION_SECRET: 'test-session-secret-that-is-long-enough-123',
    TRUST_PROXY: 'true',
    // One key-encryption key for every test app, so a second app (a "restart", another process) on
    // the same database opens the data keys the first one wrapped.
    KEK: TEST_KEK,
    // Tests register many accounts from one address (127.0.0.1): the per-address limit is tested
    // where a test sets it (modules/identity/routes.test.ts).
    REGISTRATION_MAX_PER_HOUR: '100000',
    // API tests register accounts and chat without opening the confirmation link: the smaller
    // allowance of an unconfirmed email is tested where a test sets it
    // (modules/conversation/unconfirmed-quota.test.ts); the browser flows keep the product's (e2e/support/harness.ts).
    UNCONFIRMED_DAILY_MESSAGES: '100000',
    // The web app retries a 503 NOT_YET_VISIBLE (web/lib/query-client.ts); a test client asks once.
    // On a loaded CI machine an erasure's views can take longer than production's 2 s to settle, so
    // test apps wait up to 10 s. Tests of the 503 itself set their own, short timeout.
    READ_YOUR_WRITES_TIMEOUT_MS: '10000',
    OPS_TOTP_SECRET: TEST_OPS_TOTP_SECRET,
    // Argon2id's least work: the suite registers thousands of accounts (decision 0064). An app a
    // test starts as production keeps the standard work (the configuration refuses less there).
    ...(env.NODE_ENV === undefined || env.NODE_ENV === 'test' ? { PASSWORD_HASH_COST: 'test-minimum' } : {}),
    ...env,
  });
  const server = await buildServer(config, { db: db.db, role: 'all', ...opts });
  const { url } = await server.listen(0, '127.0.0.1');
  return {
    url,
    server,
    async close() {
      await server.close();
    },
    client: (ip?: string) => new TestClient(url, ip ? { 'x-forwarded-for': ip } : {}),
  };
}

export interface TestResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
  text: string;
}

/** fetch with a cookie jar: one instance = one browser. */
export class TestClient {
  private cookies = new Map<string, string>();

  constructor(
    readonly baseUrl: string,
    private readonly defaultHeaders: Record<string, string> = {},
  ) {}

  async request<T = any>(method: string, p: string, body?: unknown, headers: Record<string, string> = {}): Promise<TestResponse<T>> {
    const init: RequestInit = { method, headers: { ...this.defaultHeaders, ...headers }, redirect: 'manual' };
    if (body !== undefined) {
      // Multipart (uploads): fetch writes the boundary into the Content-Type itself.
      if (body instanceof FormData) init.body = body;
      else if (typeof body === 'string') {
        init.body = body;
        (init.headers as Record<string, string>)['content-type'] ??= 'application/json';
      } else {
        init.body = JSON.stringify(body);
        (init.headers as Record<string, string>)['content-type'] = 'application/json';
      }
    }
    if (this.cookies.size) {
      // One jar, as a browser has: cookies given in the headers (a browser's session carried to
      // another process, sameBrowserOn) stay, those the server set since are added or replace them.
      const all = new Map<string, string>();
      for (const part of ((init.headers as Record<string, string>).cookie ?? '').split(';')) {
        const eq = part.indexOf('=');
        if (eq > 0) all.set(part.slice(0, eq).trim(), part.slice(eq + 1).trim());
      }
      for (const [k, v] of this.cookies) all.set(k, v);
      (init.headers as Record<string, string>).cookie = [...all].map(([k, v]) => `${k}=${v}`).join('; ');
    }
    const res = await fetch(this.baseUrl + p, init);
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const idx = pair!.indexOf('=');
      const name = pair!.slice(0, idx);
      const value = pair!.slice(idx + 1);
      if (!value || /expires=Thu, 01 Jan 1970/i.test(c)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      /* not JSON */
    }
    return { status: res.status, body: parsed as T, headers: res.headers, text };
  }

  /** Opens a request whose answer may never end (an event stream): the status and headers, then closes it. */
  async open(method: string, p: string): Promise<TestResponse<undefined>> {
    const controller = new AbortController();
    const headers: Record<string, string> = { ...this.defaultHeaders };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(this.baseUrl + p, { method, headers, redirect: 'manual', signal: controller.signal });
    // A refusal is a short JSON body: read it; a stream is closed at once.
    const text = res.headers.get('content-type')?.includes('text/event-stream') ? '' : await res.text();
    controller.abort();
    return { status: res.status, body: undefined, headers: res.headers, text };
  }

  /** POSTs one file as multipart/form-data in `field`. */
  upload<T = any>(p: string, field: string, bytes: Uint8Array, fileName: string, type = 'application/octet-stream') {
    return this.request<T>('POST', p, uploadForm(field, bytes, fileName, type));
  }
  get<T = any>(p: string) {
    return this.request<T>('GET', p);
  }
  post<T = any>(p: string, body?: unknown) {
    return this.request<T>('POST', p, body);
  }
  put<T = any>(p: string, body?: unknown) {
    return this.request<T>('PUT', p, body);
  }
  patch<T = any>(p: string, body?: unknown) {
    return this.request<T>('PATCH', p, body);
  }
  delete<T = any>(p: string) {
    return this.request<T>('DELETE', p);
  }
  cookieNames() {
    return [...this.cookies.keys()];
  }
  cookie(name: string) {
    return this.cookies.get(name);
  }
}

/** A multipart form with one file, as a browser sends it. */
export function uploadForm(field: string, bytes: Uint8Array, fileName: string, type = 'application/octet-stream'): FormData {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), fileName);
  return form;
}

let counter = 0;
/**
 * A unique username per call, so no test depends on another's data. Short whatever the count: the
 * server files share this module (isolate: false), so the counter runs on across files, and a name
 * built on it must stay within the username limit.
 */
export function uniqueName(prefix = 'user'): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${(counter % 1296).toString(36)}${Math.floor(Math.random() * 1e4)}`;
}
