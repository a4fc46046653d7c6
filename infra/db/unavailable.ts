// Whether an error means "the database cannot be reached right now" (restarting, failing over,
// out of connections) rather than "this request is wrong": the first is worth a retry, so the
// HTTP layer answers it with 503 and Retry-After instead of a 500 (docs/reliability.md).

/** SQLSTATEs of an unreachable or restarting server: class 08 (connection exception), admin/crash shutdown, starting up, too many connections. */
const UNAVAILABLE_SQLSTATE = /^(08...|57P01|57P02|57P03|53300)$/;
const UNAVAILABLE_ERRNO = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTCONN']);
const UNAVAILABLE_MESSAGE = [
  /Connection terminated/i, // pg: the server closed the connection mid-query
  /connection error and is not queryable/i, // pg: a client already broken
  /Timeout acquiring a connection/i, // knex: the pool found no live connection in time
  /the database system is (starting up|shutting down|in recovery mode)/i,
];

export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_ERRNO.has(code))) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGE.some((re) => re.test(message))) return true;
  }
  return false;
}

/**
 * Runs `fn` again, 200 ms apart, while the database is unreachable (a restart takes a few seconds),
 * for at most `ms`; any other error, or the last one after `ms`, is thrown.
 */
export async function retryWhileDatabaseUnavailable<T>(fn: () => Promise<T>, ms: number): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    try {
      return await fn();
    } catch (err) {
      if (!isDatabaseUnavailable(err) || Date.now() > until) throw err;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}
