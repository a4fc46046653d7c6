// What every state-changing request must look like before any route sees it (docs/security.md):
// - it comes from this origin: a browser's request from anywhere else (Sec-Fetch-Site: cross-site
//   or same-site — a sibling subdomain is another origin — or an Origin that is not this app's) is
//   refused with 403, so a page elsewhere cannot act with the user's cookie (CSRF). Requests without Origin (curl, the payment provider's webhook) pass:
//   browsers always send it on a cross-site POST, PUT, PATCH or DELETE.
// - its body is JSON. A form or a text body — the only kinds a page elsewhere can send without a
//   CORS preflight — answers 415. Upload routes say they take multipart with `takesMultipart()`.
// - its body can be read: a Content-Encoding the server cannot undo, or a body that is not what
//   it claims (gzip that is not gzip), answers 400 or 415 with a message, never 500.
import type { Context, Middleware, Next } from 'koa';
import { AppError, ForbiddenError, ValidationError } from './errors.js';
import type { AppState } from './state.js';

type Ctx = Context & { state: AppState };

export const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

export const GUARD_MESSAGES = {
  crossSite: 'Cross-site requests are not allowed',
  json: 'Send the request body as JSON (Content-Type: application/json)',
  multipart: 'Send the file as multipart/form-data',
  undecodable: 'The request body could not be decompressed: it does not match its Content-Encoding',
  unreadable: 'The request body could not be read',
  invalidJson: 'Request body is not valid JSON',
  tooLarge: 'Request body is too large',
} as const;

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/**
 * Refuses a state-changing request a browser made from another origin. Sec-Fetch-Site (set by
 * the browser, never by a page) decides where it is sent: only same-origin and none (the user's
 * own navigation) pass — same-site is a sibling subdomain (another app, perhaps another tenant's)
 * and cross-site another site. Older browsers send only Origin: it must be this app's own origin
 * (the request's, or PUBLIC_URL's).
 */
export const sameOriginOnly = (opts: { publicUrl?: string } = {}) => {
  const publicOrigin = opts.publicUrl ? originOf(opts.publicUrl) : undefined;
  return async function sameOriginOnly(ctx: Ctx, next: Next) {
    if (SAFE_METHODS.has(ctx.method)) return next();
    const site = ctx.get('sec-fetch-site').toLowerCase();
    if (site && site !== 'same-origin' && site !== 'none') throw new ForbiddenError(GUARD_MESSAGES.crossSite);
    const origin = ctx.get('origin');
    if (origin && !site) {
      const own = `${ctx.protocol}://${ctx.host}`;
      if (origin === 'null' || (origin !== own && origin !== publicOrigin)) throw new ForbiddenError(GUARD_MESSAGES.crossSite);
    }
    return next();
  };
};

const MULTIPART = Symbol.for('casebook.takesMultipart');

/**
 * Put on an upload route (before its handler) to let multipart/form-data through the JSON-only
 * rule: `router.post('/api/documents', requireUser(), takesMultipart(), handler)`.
 */
export function takesMultipart(): Middleware {
  const mw = async function takesMultipart(ctx: Context, next: Next) {
    if (!ctx.is('multipart/form-data')) throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', GUARD_MESSAGES.multipart);
    await next();
  };
  return Object.assign(mw, { [MULTIPART]: true });
}

const LARGE_JSON = Symbol.for('casebook.takesLargeJson');

/** Every JSON body up to this size; a route marked `takesLargeJson()` up to LARGE_JSON_LIMIT. */
export const JSON_LIMIT_BYTES = 100 * 1024;
export const LARGE_JSON_LIMIT_BYTES = 1024 * 1024;

/**
 * Put on a route whose JSON comes from a system that cannot split it (the payment provider's
 * signed webhook events, which may pass 100 kB): its body may be up to 1 MB.
 */
export function takesLargeJson(): Middleware {
  const mw = async function takesLargeJson(_ctx: Context, next: Next) {
    await next();
  };
  return Object.assign(mw, { [LARGE_JSON]: true });
}

/** The routers' stacks, as far as this guard needs them (@koa/router's `match`). */
export interface RouteMatcher {
  match(path: string, method: string): { pathAndMethod: { stack: unknown[] }[] };
}

function routeHas(routers: readonly RouteMatcher[], ctx: Ctx, marker: symbol): boolean {
  return routers.some((r) =>
    r.match(ctx.path, ctx.method).pathAndMethod.some((layer) => layer.stack.some((fn) => (fn as { [marker]?: boolean })[marker] === true)),
  );
}

const routeTakesMultipart = (routers: readonly RouteMatcher[], ctx: Ctx) => routeHas(routers, ctx, MULTIPART);

/**
 * The body parser for this request: the large one only on a route marked `takesLargeJson()`, and
 * only asked when the body may be over the usual limit (no or a large Content-Length).
 */
export const bodyParserFor = (routers: readonly RouteMatcher[], parsers: { usual: Middleware; large: Middleware }) =>
  async function bodyParserFor(ctx: Ctx, next: Next) {
    const length = ctx.request.length;
    const mayBeLarge = length === undefined || length > JSON_LIMIT_BYTES;
    return (mayBeLarge && routeHas(routers, ctx, LARGE_JSON) ? parsers.large : parsers.usual)(ctx, next);
  };

const isJsonType = (type: string) => type === 'application/json' || /^application\/[\w.+-]+\+json$/.test(type);

/**
 * A state-changing request carries JSON, multipart on a route that takes it, or no Content-Type at
 * all (a POST /api/logout from fetch without a payload; a body without a type is never parsed, so
 * the route sees none).
 */
export const jsonBodiesOnly = (routers: readonly RouteMatcher[]) =>
  async function jsonBodiesOnly(ctx: Ctx, next: Next) {
    if (SAFE_METHODS.has(ctx.method)) return next();
    const type = ctx.request.type; // the media type without parameters, lower-cased
    // Without a Content-Type nothing is parsed: the route sees no body, as for a request without one.
    if (!ctx.get('content-type')) return next();
    if (isJsonType(type)) return next();
    if (type === 'multipart/form-data' && routeTakesMultipart(routers, ctx)) return next();
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', GUARD_MESSAGES.json);
  };

/** Turns whatever the body parser threw into a 4xx that says what is wrong with the body. */
export function bodyError(err: unknown): AppError {
  const e = err as { status?: number; statusCode?: number; type?: string; code?: string; message?: string };
  const status = e.status ?? e.statusCode;
  if (status === 413 || e.type === 'entity.too.large') return new AppError(413, 'TOO_LARGE', GUARD_MESSAGES.tooLarge);
  if (status === 415 || e.type === 'encoding.unsupported' || /Unsupported Content-Encoding/i.test(e.message ?? '')) {
    return new AppError(
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      `${e.message ?? 'Unsupported Content-Encoding'}: send gzip, deflate, br or no encoding`,
    );
  }
  // zlib (Z_DATA_ERROR, Z_BUF_ERROR…) and brotli (ERR__ERROR_FORMAT_…) failures: not what it claims.
  if (
    typeof e.code === 'string' &&
    (/^Z_/.test(e.code) || /^ERR_?_?ERROR_FORMAT/.test(e.code) || e.code === 'ERR_BROTLI_DECOMPRESSION_FAILED')
  ) {
    return new ValidationError(GUARD_MESSAGES.undecodable);
  }
  if (e.type === 'entity.parse.failed' || err instanceof SyntaxError || /JSON/i.test(e.message ?? ''))
    return new ValidationError(GUARD_MESSAGES.invalidJson);
  if (e.type === 'request.aborted') return new AppError(400, 'ABORTED', 'The request was aborted');
  return new ValidationError(GUARD_MESSAGES.unreadable);
}

/** Runs the body parser on its own, so that only its errors become bodyError()s. */
export const parsedBody = (parser: Middleware) =>
  async function parsedBody(ctx: Ctx, next: Next) {
    try {
      await parser(ctx, async () => {});
    } catch (err) {
      throw bodyError(err);
    }
    await next();
  };
