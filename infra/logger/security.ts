// Security events (issue 29, M4; docs/security.md "Security events"): one JSON line each, in one
// stable shape a log system can alert on — `"security": true` and an `event` name from the list
// below, with the answer's real status, the client address and the reason. They are written by the
// request log (infra/http/app.ts) after the answer is settled, so the status is the one sent.
import { createHash } from 'node:crypto';
import type { Context } from 'koa';
import type { Logger } from './index.js';

/** The events, and the level each is written at. */
export const SECURITY_EVENTS = {
  /** A sign-in completed: the right password (and mode), and the right code where a second factor is asked. */
  'login.succeeded': 'info',
  /** A sign-in refused: unknown username, wrong password, wrong mode, account not active, wrong second-factor code. */
  'login.failed': 'warn',
  /** A sign-in step refused by the throttle before its password or code was checked (429, Retry-After); also registrations. */
  'login.throttled': 'warn',
  /** A wrong current password or second-factor code where one is asked again (password change, erasure, turning the factor off). */
  'password_check.failed': 'warn',
  /** Such guesses past their limit (429). */
  'password_check.throttled': 'warn',
  /** A password replaced without the current one: through a reset link, or by an admin. */
  'password.reset': 'info',
  /** A signed-in caller refused a route or resource (403). */
  'access.denied': 'warn',
  /** A state-changing request made by the admin, whatever its answer. */
  'admin.action': 'info',
} as const;

export type SecurityEventName = keyof typeof SECURITY_EVENTS;

export interface SecurityFields {
  event: SecurityEventName;
  /** Why, in a word from a fixed set (e.g. 'unknown-user', 'wrong-password', 'address'). */
  reason?: string;
  /** The account concerned, when it exists. */
  userId?: number;
  /** The username tried, as `accountRef` (a hash, never the text: people type passwords there). */
  account?: string;
  retryAfterSeconds?: number;
}

/** A stable, non-reversible-at-a-glance reference to a username: the same for every attempt at it. */
export const accountRef = (username: string) => createHash('sha256').update(username.trim().toLowerCase()).digest('hex').slice(0, 16);

const TAG = Symbol.for('casebook.security');

/** Marks an error as a security event: logged with the status it is answered with. */
export function withSecurity<E extends Error>(err: E, fields: SecurityFields): E {
  (err as E & { [TAG]?: SecurityFields })[TAG] = fields;
  return err;
}

export function securityOf(err: unknown): SecurityFields | undefined {
  return err instanceof Error ? (err as Error & { [TAG]?: SecurityFields })[TAG] : undefined;
}

const noted = new WeakMap<object, SecurityFields[]>();

/** Notes an event of this request (a success, or an error's tag) for the request log to write. */
export function noteSecurity(ctx: Context, fields: SecurityFields): void {
  const list = noted.get(ctx.request) ?? [];
  list.push(fields);
  noted.set(ctx.request, list);
}

export function notedSecurity(ctx: Context): readonly SecurityFields[] {
  return noted.get(ctx.request) ?? [];
}

/**
 * Writes one event: `{ security: true, event, status, ip, method, path, userId?, account?, reason?,
 * retryAfterSeconds?, msg: 'security event' }` (plus pino's level, time and the request id).
 */
export function logSecurity(log: Logger, at: { ip: string; method: string; path: string; status: number }, fields: SecurityFields): void {
  const { event, ...rest } = fields;
  log[SECURITY_EVENTS[event]](
    { security: true, event, status: at.status, ip: at.ip, method: at.method, path: at.path, ...rest },
    'security event',
  );
}
