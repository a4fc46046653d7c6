// Writes whose views did not catch up before the command answered (read-your-writes, decision 0017).
//
// A command answers once its views show its events, or after READ_YOUR_WRITES_TIMEOUT_MS anyway (a
// projector restarting, a database restart). In the second case the answer is a 2xx whose write the
// next read may not show yet. The HTTP layer runs each command inside `trackUnsettled`; the runner's
// `waitFor` records here what timed out, and the HTTP layer hands the client a token so its next
// reads wait for those views or answer a retryable 503 instead of a stale list.
import { AsyncLocalStorage } from 'node:async_hooks';
import { comparePositions, type Position } from '../eventstore/types.js';

export interface Unsettled {
  /** The highest position a timed-out wait was for. */
  position?: Position;
  /** The views that had not reached it. */
  views: Set<string>;
  /** Whether anything was appended inside the scope (the composition root reports appends). */
  appended: boolean;
  /** Called on the scope's first append (the idempotency middleware marks its key). */
  onAppended?: () => void;
}

const scope = new AsyncLocalStorage<Unsettled>();

/** Runs `fn` collecting the waits that time out inside it. */
export function trackUnsettled<T>(fn: () => Promise<T>): { result: Promise<T>; unsettled: Unsettled } {
  const unsettled: Unsettled = { views: new Set(), appended: false };
  return { result: scope.run(unsettled, fn), unsettled };
}

/** The scope running now, if any (the idempotency middleware shares it). */
export function currentScope(): Unsettled | undefined {
  return scope.getStore();
}

/** The composition root calls this on every append of this process: the request that made it knows. */
export function noteAppended(): void {
  const current = scope.getStore();
  if (!current || current.appended) return;
  current.appended = true;
  current.onAppended?.();
}

/** The runner calls this when a read-your-writes wait timed out. */
export function noteUnsettled(position: Position, views: readonly string[]): void {
  const current = scope.getStore();
  if (!current) return;
  if (!current.position || comparePositions(position, current.position) > 0) current.position = position;
  for (const v of views) current.views.add(v);
}
