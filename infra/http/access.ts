// The authorization matrix, written down beside the routes: every module and view declares, for
// each of its routes, the answer each kind of caller must get (its `access.ts`, exported as the
// descriptor's `access`). test/security/authorization.test.ts builds the matrix from the app's
// route table — a route without an entry, or an entry without a route, fails it — and checks
// every cell against the running app; test/security/fuzz.test.ts feeds each route's `schema`
// hostile input. docs/security.md says how to add rows and fixtures.
import type { $ZodType } from 'zod/v4/core';

/** Who asks. `owner` is the client who owns the route's resource; `otherClient` is another client. */
export const ACTORS = ['anonymous', 'owner', 'otherClient', 'investigator', 'admin', 'auditor'] as const;
export type Actor = (typeof ACTORS)[number];

export interface RouteAccess {
  /**
   * The status each caller gets with a well-formed request (for routes without a resource,
   * `owner` is any signed-in client). A 2xx means "allowed"; every other cell must not be 2xx.
   */
  expect: Record<Actor, number>;
  /**
   * The kind of resource the route's parameters name (e.g. 'escalation', 'case'): the matrix
   * creates one owned by `owner` with the fixture of that name (test/security/fixtures.ts) and
   * fills the path's parameters from it. Every route with path parameters needs one.
   */
  resource?: string;
  /** Name of the fixture that makes a well-formed body for this route (test/security/fixtures.ts). */
  body?: string;
  /** The zod contract of the request body: the fuzzer generates bodies from it (and hostile ones). */
  schema?: $ZodType;
  /** The zod contract of a GET's query string (its fields as a body): the fuzzer generates query strings from it. */
  query?: $ZodType;
  /**
   * The answer is an endless event stream (Server-Sent Events): a cell checks the status the
   * stream opens with, then closes it.
   */
  eventStream?: boolean;
  /** Why this row is as it is, where it is not obvious. */
  note?: string;
}

/** `'METHOD /path'` exactly as the router declares it, e.g. `'GET /api/escalations/:id/report.pdf'`. */
export type AccessTable = Readonly<Record<string, RouteAccess>>;

type Cells = Record<Actor, number>;

/** The same answer for every caller, signed in or not (health, sign-in). */
export function everyone(status: number, overrides: Partial<Cells> = {}): Cells {
  return { anonymous: status, owner: status, otherClient: status, investigator: status, admin: status, auditor: status, ...overrides };
}

/** Any signed-in caller gets `ok`; anonymous 401. */
export function signedIn(ok: number, overrides: Partial<Cells> = {}): Cells {
  return everyone(ok, { anonymous: 401, ...overrides });
}

/**
 * Only these callers get `ok`; anonymous 401; every other signed-in caller `denied` (403, or 404
 * where a resource must not be seen to exist).
 */
export function only(ok: number, allowed: readonly Actor[], denied = 403): Cells {
  const cells = everyone(denied, { anonymous: 401 });
  for (const a of allowed) cells[a] = ok;
  return cells;
}
