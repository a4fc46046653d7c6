// The Koa app: request id + logging first, then the error middleware, security headers, body limits,
// the server-side session, the signed-in user, the module and view routers, and the built web app.
import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import Koa, { type Context, type Next } from 'koa';
import Router from '@koa/router';
import { HttpMethodEnum, koaBody } from 'koa-body';
import helmet from 'koa-helmet';
import serve from 'koa-static';
import { ZodError } from 'zod';
import { AppError } from './errors.js';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import { ConcurrencyError } from '../eventstore/types.js';
import session from 'koa-session';
import { postgresSessionStore } from './session-store.js';
import type { SessionStore } from './session-cache.js';
import { loadSessionUser, readOnlyRoles, sessionLifetime, type UserResolver } from './auth.js';
import {
  bodyParserFor,
  JSON_LIMIT_BYTES,
  jsonBodiesOnly,
  LARGE_JSON_LIMIT_BYTES,
  parsedBody,
  SAFE_METHODS,
  sameOriginOnly,
} from './guards.js';
import { readYourWrites, type ReadYourWritesOptions } from './read-your-writes.js';
import { idempotencyKeys } from './idempotency.js';
import { SignedKeys } from './signed-keys.js';
import type { Role } from './roles.js';
import { limitCostlyRequests, type CostlyRequests } from './rate-limit.js';
import type { AppState } from './state.js';
import type { Config } from '../config/index.js';
import type { Logger } from '../logger/index.js';
import { logSecurity, noteSecurity, notedSecurity, securityOf } from '../logger/security.js';
import type { Knex } from 'knex';
import type { ViewCipher } from '../crypto/view-cipher.js';

export type AppRouter = Router<AppState, Context>;
export const createRouter = () => new Router<AppState, Context>();

export const SESSION_COOKIE = 'casebook.sid';

export const errorMiddleware = () =>
  async function errorMiddleware(ctx: Context & { state: AppState }, next: Next) {
    try {
      await next();
      if (ctx.status === 404 && ctx.body == null && ctx.path.startsWith('/api/')) {
        ctx.status = 404;
        ctx.body = { message: `No endpoint ${ctx.method} ${ctx.path}`, code: 'NOT_FOUND' };
      }
      // The routers' allowedMethods() answer these without a body: every answer is JSON.
      if ((ctx.status === 405 || ctx.status === 501) && ctx.body == null) {
        const allow = ctx.response.get('Allow');
        ctx.body =
          ctx.status === 405
            ? { message: `${ctx.method} is not allowed on ${ctx.path}${allow ? `; allowed: ${allow}` : ''}`, code: 'METHOD_NOT_ALLOWED' }
            : { message: `${ctx.method} is not supported`, code: 'NOT_IMPLEMENTED' };
      }
    } catch (err) {
      const security = securityOf(err);
      if (security) noteSecurity(ctx, security);
      if (err instanceof AppError) {
        ctx.status = err.status;
        ctx.body = { message: err.message, code: err.code, ...(err.details !== undefined ? { details: err.details } : {}) };
        if ('retryAfterSeconds' in err && typeof err.retryAfterSeconds === 'number') ctx.set('Retry-After', String(err.retryAfterSeconds));
        return;
      }
      if (err instanceof ConcurrencyError) {
        // Every command retries conflicts it can; one that still collides is the caller's to repeat.
        ctx.status = 409;
        ctx.body = { message: 'This was changed by another request at the same time. Please try again.', code: 'CONFLICT' };
        return;
      }
      if (err instanceof ZodError) {
        ctx.status = 400;
        ctx.body = { message: err.issues[0]?.message ?? 'Invalid request', code: 'VALIDATION' };
        return;
      }
      const status = (err as { status?: number; statusCode?: number }).status ?? (err as { statusCode?: number }).statusCode;
      if (typeof status === 'number' && status >= 400 && status < 500) {
        ctx.status = status;
        const type = (err as { type?: string }).type;
        const message =
          status === 413 || type === 'entity.too.large'
            ? 'Request body is too large'
            : type === 'entity.parse.failed' || /JSON/i.test(String((err as Error).message))
              ? 'Request body is not valid JSON'
              : (err as Error).message || 'Bad request';
        ctx.body = { message, code: status === 413 ? 'TOO_LARGE' : 'BAD_REQUEST' };
        return;
      }
      if (isDatabaseUnavailable(err)) {
        // Postgres restarting or failing over: a retry in a moment succeeds (docs/reliability.md).
        ctx.state.log?.warn({ err }, 'database unavailable');
        ctx.status = 503;
        ctx.set('Retry-After', '1');
        ctx.body = { message: 'The service is briefly unavailable. Please try again in a moment.', code: 'UNAVAILABLE' };
        return;
      }
      ctx.state.log?.error({ err }, 'unhandled error');
      ctx.status = 500;
      ctx.body = { message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' };
    }
  };

/**
 * A request's state whose logger (a child with the request id) is made on first use: a read that
 * logs nothing, with the request line below off (LOG_LEVEL above info), makes none.
 */
class RequestState {
  user?: AppState['user'];
  private child?: Logger;
  constructor(
    private readonly logger: Logger,
    readonly requestId: string,
  ) {}
  get log(): Logger {
    return (this.child ??= this.logger.child({ requestId: this.requestId }));
  }
  set log(log: Logger) {
    this.child = log;
  }
}

export const requestContext = (logger: Logger) =>
  async function requestContext(ctx: Context & { state: AppState }, next: Next) {
    const incoming = ctx.get('x-request-id');
    const requestId = /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    ctx.state = Object.assign(new RequestState(logger, requestId), ctx.state);
    ctx.set('X-Request-Id', requestId);
    const started = performance.now();
    try {
      await next();
    } finally {
      // The status is the one sent: the error middleware runs inside this one (createApp).
      if (ctx.path.startsWith('/api/') && logger.isLevelEnabled('info')) {
        ctx.state.log.info(
          { method: ctx.method, path: ctx.path, status: ctx.status, ms: Math.round(performance.now() - started) },
          'request',
        );
      }
      if (ctx.path.startsWith('/api/')) logSecurityEvents(ctx);
    }
  };

/** The request's security events (infra/logger/security.ts), refusals (403) and the admin's changes. */
function logSecurityEvents(ctx: Context & { state: AppState }) {
  const at = { ip: ctx.ip, method: ctx.method, path: ctx.path, status: ctx.status };
  const events = notedSecurity(ctx);
  for (const fields of events) logSecurity(ctx.state.log, at, fields);
  const user = ctx.state.user;
  if (ctx.status === 403 && user && events.length === 0) logSecurity(ctx.state.log, at, { event: 'access.denied', userId: user.id });
  if (user?.role === 'admin' && !SAFE_METHODS.has(ctx.method)) logSecurity(ctx.state.log, at, { event: 'admin.action', userId: user.id });
}

/**
 * ETag / 304 for the API's JSON reads: a GET answered 200 with a JSON body gets a weak ETag of
 * its bytes and `Cache-Control: private, no-cache` (the browser keeps it, and asks again each
 * time), and a request whose If-None-Match matches gets 304 with no body. Answers that say
 * `no-store` (conversations, lists that must not be kept) are left alone.
 */
export const conditionalJson = () => {
  // The ETags of the last bodies seen: the same answer (GET /api/user, read on every page) is
  // hashed once, not on every request. Small bodies only, and a bounded number of them.
  const etags = new Map<string, string>();
  const etagOf = (json: string) => {
    let etag = etags.get(json);
    if (etag === undefined) {
      etag = `W/"${createHash('sha1').update(json).digest('base64url')}"`;
      if (json.length <= ETAG_MEMO_MAX_BYTES) {
        if (etags.size >= ETAG_MEMO_ENTRIES) etags.delete(etags.keys().next().value!);
        etags.set(json, etag);
      }
    }
    return etag;
  };
  return async function conditionalJson(ctx: Context, next: Next) {
    await next();
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || ctx.status !== 200 || !ctx.path.startsWith('/api/')) return;
    const body: unknown = ctx.body;
    if (body === null || typeof body !== 'object' || Buffer.isBuffer(body) || typeof (body as { pipe?: unknown }).pipe === 'function')
      return;
    const cacheControl = ctx.response.get('Cache-Control');
    if (/no-store/i.test(cacheControl)) return;
    const json = JSON.stringify(body);
    ctx.set('ETag', etagOf(json));
    if (!cacheControl) ctx.set('Cache-Control', 'private, no-cache');
    ctx.vary('Cookie');
    if (ctx.fresh) {
      ctx.status = 304;
      ctx.body = null;
      return;
    }
    ctx.body = json;
    ctx.type = 'application/json';
  };
};

const ETAG_MEMO_ENTRIES = 1_000;
const ETAG_MEMO_MAX_BYTES = 4_096;

type Middleware = (ctx: Context & { state: AppState }, next: Next) => unknown;

/** Runs `middleware` one after the other, as koa-compose does (an error or a second next() rejects). */
export function chain(middleware: readonly Middleware[]): (ctx: Context & { state: AppState }, next: Next) => Promise<unknown> {
  return (ctx, next) => {
    let index = -1;
    const dispatch = (i: number): Promise<unknown> => {
      if (i <= index) return Promise.reject(new Error('next() called multiple times'));
      index = i;
      const fn = i === middleware.length ? next : middleware[i];
      if (!fn) return Promise.resolve();
      try {
        return Promise.resolve(fn(ctx, () => dispatch(i + 1)));
      } catch (err) {
        return Promise.reject(err);
      }
    };
    return dispatch(0);
  };
}

/** `middleware` for state-changing requests; a GET, HEAD or OPTIONS goes straight to what follows. */
export function unlessSafe(middleware: readonly Middleware[]) {
  const run = chain(middleware);
  return function unlessSafe(ctx: Context & { state: AppState }, next: Next) {
    return SAFE_METHODS.has(ctx.method) ? next() : run(ctx, next);
  };
}

/**
 * The literal beginnings (lower-cased, up to the first parameter) of `router`'s routes; undefined
 * when a route is not a plain path (then any path may match).
 */
function prefixesOf(router: AppRouter): string[] | undefined {
  const prefixes: string[] = [];
  for (const layer of router.stack) {
    const p = layer.path;
    if (typeof p !== 'string' || p === '' || !p.startsWith('/')) return undefined;
    prefixes.push(p.slice(0, p.search(/[:*{(]|$/)).toLowerCase());
  }
  return prefixes;
}

/**
 * Whether a request path can match any route of `router`: its routes' literal beginnings (the path
 * up to the first parameter), compared without case as the router matches. A path with a
 * percent-escape, or a router with a route that is not a plain path, always may.
 */
export function routesFor(router: AppRouter): (path: string) => boolean {
  const prefixes = prefixesOf(router);
  if (!prefixes) return () => true;
  return (path) => {
    if (path.includes('%')) return true;
    const lower = path.toLowerCase();
    return prefixes.some((prefix) => lower.startsWith(prefix));
  };
}

/**
 * Every router as one middleware: a request goes through each router's routes() and then its
 * allowedMethods(), in the routers' order, but only through the routers whose routes can match its
 * path (routesFor). The first router always runs: it sets ctx.matched on every request, for
 * allowedMethods' 501. The chain for a set of routers is composed once, and the set for a path is
 * remembered (the last ROUTED_PATHS paths), so a repeated read finds its routers with one lookup.
 */
export function routeTo(routers: readonly AppRouter[]) {
  const parts = routers.map((router, i) => ({
    prefixes: i === 0 ? undefined : prefixesOf(router),
    middleware: [router.routes(), router.allowedMethods()] as unknown as Middleware[],
  }));
  const chains = new Map<string, ReturnType<typeof chain>>();
  const byPath = new Map<string, ReturnType<typeof chain>>();
  const chainFor = (path: string) => {
    const anyRoute = path.includes('%');
    const lower = path.toLowerCase();
    let key = '';
    for (let i = 0; i < parts.length; i++) {
      const prefixes = parts[i]!.prefixes;
      if (!prefixes || anyRoute || prefixes.some((prefix) => lower.startsWith(prefix))) key += `${i},`;
    }
    let run = chains.get(key);
    if (!run) {
      run = chain(parts.filter((_, i) => key.split(',').includes(String(i))).flatMap((p) => p.middleware));
      chains.set(key, run);
    }
    return run;
  };
  return function routed(ctx: Context & { state: AppState }, next: Next) {
    const path = ctx.path;
    let run = byPath.get(path);
    if (!run) {
      run = chainFor(path);
      if (byPath.size >= ROUTED_PATHS) byPath.delete(byPath.keys().next().value!);
      byPath.set(path, run);
    }
    return run(ctx, next);
  };
}

const ROUTED_PATHS = 1_000;

/**
 * Helmet's headers, worked out once: they are the same on every answer (no directive depends on
 * the request), so each request sets the stored names and values instead of running helmet's
 * dozen middleware. Helmet runs once on a real ServerResponse to produce them. (Helmet also removes
 * X-Powered-By, which Koa never sets.)
 */
export function securityHeaders(helmetMiddleware: Koa.Middleware) {
  let headers: [string, string | number | string[]][] | undefined;
  const ready = (async () => {
    const req = new IncomingMessage(new Socket());
    const res = new ServerResponse(req);
    await helmetMiddleware({ req, res } as unknown as Koa.ParameterizedContext, async () => {});
    headers = (res as ServerResponse & { getRawHeaderNames(): string[] }).getRawHeaderNames().map((name) => [name, res.getHeader(name)!]);
  })();
  return function securityHeaders(ctx: Context, next: Next): unknown {
    if (!headers) return ready.then(() => securityHeaders(ctx, next));
    const res = ctx.res;
    for (const [name, value] of headers) res.setHeader(name, value);
    return next();
  };
}

export interface AppOptions {
  config: Pick<Config, 'TRUST_PROXY' | 'TRUSTED_PROXY_HOPS' | 'NODE_ENV' | 'SESSION_MAX_AGE_HOURS' | 'SESSION_IDLE_MINUTES' | 'PUBLIC_URL'>;
  logger: Logger;
  /** Where sessions live (server-side). */
  knex: Knex;
  /** Seals the answers kept for repeated requests with the requesting user's data key (idempotency.ts). */
  cipher: Pick<ViewCipher, 'seal' | 'open'>;
  /** The session store (default: the sessions table through `knex`, uncached). */
  sessionStore?: SessionStore;
  /** Finds the signed-in user of a session. */
  resolveUser: UserResolver;
  routers: AppRouter[];
  sessionKeys: string[];
  /** Built web app (index.html + assets); served with an index.html fallback for client routes. */
  webRoot?: string;
  /**
   * Which built file answers a pre-rendered page for this request's user (undefined when signed
   * out): a variant the build has (e.g. `pages/index-welcome.html`), `index.html` (the plain boot
   * shell, a spinner), or undefined for the page as built.
   */
  pageVariant?: (page: string, user: AppState['user'] | undefined) => Promise<string | undefined>;
  /** Extra origins allowed by the Content-Security-Policy (e.g. the payment provider's). */
  cspExtra?: { scriptSrc?: string[]; frameSrc?: string[]; connectSrc?: string[] };
  /** Roles that only read, and the `'METHOD /path'` they may still call (sign-in, sign-out, own password). */
  readOnly?: { roles: readonly Role[]; except: readonly string[] };
  /** Reads after a command whose views lagged wait for them or answer 503 (read-your-writes.ts). */
  readYourWrites?: ReadYourWritesOptions;
  /** Requests costly to answer (PDFs, archives), limited per user and minute (rate-limit.ts). */
  costly?: CostlyRequests;
}

export function createApp(opts: AppOptions): Koa<AppState, Context> {
  const { config } = opts;
  // Behind proxies, the client's address is the one the outermost trusted proxy saw: the entry
  // TRUSTED_PROXY_HOPS from the right of X-Forwarded-For. Entries left of it are the client's own
  // words (anyone can send the header), never used.
  const app = new Koa<AppState, Context>({ proxy: config.TRUST_PROXY, maxIpsCount: config.TRUST_PROXY ? config.TRUSTED_PROXY_HOPS : 0 });
  // Keygrip's signatures, each verified once per process (signed-keys.ts).
  app.keys = new SignedKeys(opts.sessionKeys) as unknown as string[];
  app.silent = true;

  // The request log outside the error middleware: it logs the status the error was answered with.
  app.use(requestContext(opts.logger));
  app.use(errorMiddleware());
  app.use(
    securityHeaders(
      helmet({
        contentSecurityPolicy: {
          useDefaults: true,
          directives: {
            'default-src': ["'self'"],
            'script-src': ["'self'", ...(opts.cspExtra?.scriptSrc ?? [])],
            // antd writes its CSS-in-JS into <style> tags at run time.
            'style-src': ["'self'", "'unsafe-inline'"],
            'img-src': ["'self'", 'data:', 'blob:'],
            'connect-src': ["'self'", ...(opts.cspExtra?.connectSrc ?? [])],
            'frame-src': ["'self'", ...(opts.cspExtra?.frameSrc ?? [])],
            'upgrade-insecure-requests': null,
          },
        },
        // Allow the app to be reached over plain http on localhost.
        strictTransportSecurity: config.NODE_ENV === 'production' && config.TRUST_PROXY,
      }) as unknown as Koa.Middleware,
    ),
  );
  // The built web app's files need no body parsing, session or user: serve them first.
  const hasWeb = Boolean(opts.webRoot && existsSync(path.join(opts.webRoot, 'index.html')));
  if (hasWeb) {
    const assets = serve(opts.webRoot!, { index: false, gzip: true, maxage: 0 }) as unknown as Koa.Middleware<AppState, Context>;
    const hashed = serve(opts.webRoot!, {
      index: false,
      gzip: true,
      maxage: 365 * 24 * 3600 * 1000,
      immutable: true,
    }) as unknown as Koa.Middleware<AppState, Context>;
    const production = config.NODE_ENV === 'production';
    app.use(async function webAssets(ctx, next) {
      if (ctx.path.startsWith('/api/') || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
      // Source maps would hand anyone the original source: kept for development only.
      if (production && ctx.path.endsWith('.map')) return next();
      // Vite puts content-hashed files under /assets: cache them for good.
      return ctx.path.startsWith('/assets/') ? hashed(ctx, next) : assets(ctx, next);
    });
  }
  const parserUpTo = (jsonLimit: number) =>
    parsedBody(
      koaBody({
        json: true,
        urlencoded: false,
        text: false,
        jsonLimit,
        formLimit: '100kb',
        textLimit: '100kb',
        multipart: false,
        // The payment webhook's signature is checked over the exact bytes: kept as ctx.request.rawBody.
        includeUnparsed: true,
        parsedMethods: [HttpMethodEnum.POST, HttpMethodEnum.PUT, HttpMethodEnum.PATCH, HttpMethodEnum.DELETE],
        onError: (err) => {
          throw err;
        },
      }) as unknown as Koa.Middleware,
    ) as unknown as Koa.Middleware;
  // JSON up to 100 kB; up to 1 MB on a route marked takesLargeJson() (the payment webhook).
  const bodyParser = bodyParserFor(opts.routers, {
    usual: parserUpTo(JSON_LIMIT_BYTES),
    large: parserUpTo(LARGE_JSON_LIMIT_BYTES),
  }) as unknown as Koa.Middleware<AppState, Context>;
  // The same-origin and JSON guards and koa-body (which parses only the methods above) concern
  // state-changing requests only: a GET, HEAD or OPTIONS passes them in one step.
  app.use(unlessSafe([sameOriginOnly({ publicUrl: config.PUBLIC_URL }), jsonBodiesOnly(opts.routers), bodyParser]));
  app.use(
    session(
      {
        key: SESSION_COOKIE,
        maxAge: config.SESSION_MAX_AGE_HOURS * 3600 * 1000,
        httpOnly: true,
        sameSite: 'lax',
        signed: true,
        // Never renewed: SESSION_MAX_AGE_HOURS is an absolute lifetime, and sessionLifetime (below)
        // ends a session idle for SESSION_IDLE_MINUTES.
        rolling: false,
        renew: false,
        // `secure` is left to the cookies library: set on https requests (incl. behind a trusted proxy).
        store: opts.sessionStore ?? postgresSessionStore(opts.knex),
      },
      app as unknown as Koa,
    ) as unknown as Koa.Middleware<AppState, Context>,
  );
  app.use(sessionLifetime({ absoluteMs: config.SESSION_MAX_AGE_HOURS * 3600 * 1000, idleMs: config.SESSION_IDLE_MINUTES * 60 * 1000 }));
  app.use(loadSessionUser(opts.resolveUser));
  app.use(conditionalJson());
  if (opts.readYourWrites) app.use(readYourWrites(opts.readYourWrites));
  if (opts.costly) app.use(limitCostlyRequests(opts.knex, opts.costly));
  // After the user is known (keys are per user) and before the read-only check (its 403 is an answer
  // too). Both concern state-changing requests only (idempotency keys are for POST, PUT, PATCH and DELETE).
  app.use(
    unlessSafe([
      idempotencyKeys({ knex: opts.knex, cipher: opts.cipher }),
      ...(opts.readOnly ? [readOnlyRoles(opts.readOnly.roles, opts.readOnly.except)] : []),
    ]),
  );
  app.use(routeTo(opts.routers));

  const webRoot = opts.webRoot;
  if (webRoot && existsSync(path.join(webRoot, 'index.html'))) {
    // The build's files (read once): a main page's HTML with its first screen in it
    // (pages/<name>.html, scripts/prerender.ts), and the .br/.gz beside each (scripts/compress-web.mjs).
    const built = new Set(readdirSync(webRoot, { recursive: true }).map((f) => String(f).split(path.sep).join('/')));
    app.use(async function spaFallback(ctx, next) {
      await next();
      if (ctx.status === 404 && ctx.method === 'GET' && !ctx.path.startsWith('/api/') && !path.extname(ctx.path)) {
        const page = `pages/${ctx.path === '/' ? 'index' : ctx.path.replace(/^\/|\/$/g, '')}.html`;
        // With a query (a tab, a payment return) the first screen could differ: the plain shell then.
        let file = !ctx.querystring && built.has(page) ? page : 'index.html';
        if (file === page && opts.pageVariant) {
          // The answer depends on who asks: shared caches must not hand it to someone else.
          ctx.vary('Cookie');
          const variant = await opts.pageVariant(page, ctx.state.user ?? undefined);
          if (variant && built.has(variant)) file = variant;
        }
        // Brotli first when accepted (as koa-static does for the assets), then gzip.
        const encoding = (['br', 'gzip'] as const).find(
          (e) => ctx.acceptsEncodings(e) === e && built.has(`${file}.${e === 'br' ? 'br' : 'gz'}`),
        );
        ctx.vary('Accept-Encoding');
        if (encoding) {
          file += encoding === 'br' ? '.br' : '.gz';
          ctx.set('Content-Encoding', encoding);
        }
        ctx.type = 'html';
        ctx.set('Cache-Control', 'no-cache');
        const { createReadStream } = await import('node:fs');
        ctx.body = createReadStream(path.join(webRoot, file));
        ctx.status = 200;
      }
    });
  }
  return app;
}
