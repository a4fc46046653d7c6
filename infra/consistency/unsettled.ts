// The views a command waited for, so that its answer can carry a read-your-writes token
// (decisions 0017 and 0033).
//
// A command answers once its views show its events, or after READ_YOUR_WRITES_TIMEOUT_MS anyway (a
// projector restarting, a database restart). Either way another api process may not know yet that
// the views have the write (its signal on the way), and in the second case they may not have it.
// The HTTP layer runs each command inside `trackUnsettled`; the runner's `waitFor` records here each
// wait, and the HTTP layer hands the client a token so its next reads, on any process, wait until
// that process knows the views have the write, or answer a retryable 503 instead of a stale list.
import { AsyncLocalStorage } from 'node:async_hooks';
import { comparePositions, type Position } from '../eventstore/types.js';

export interface Unsettled {
  /** The highest position a wait of the command was for. */
  position?: Position;
  /** The views it waited for. */
  views: Set<string>;
  /** Whether anything was appended inside the scope (the composition root reports appends). */
  appended: boolean;
  /** Called on the scope's first append (the idempotency middleware marks its key). */
  onAppended?: () => void;
}

const scope = new AsyncLocalStorage<Unsettled>();

// On Node 20 an AsyncLocalStorage works through async hooks: from its first `run`, every promise and
// native resource the process creates passes an init hook that copies the store, whoever asks. A
// read pays for it as much as a command does: 15-40 % of an api process's cached-read throughput in
// bench/load.bench.ts (decision 0032). So the storage is enabled only while a tracked command runs,
// and disabled (the hooks off) when the last one in flight has settled.
let tracked = 0;

function settled(): void {
  tracked -= 1;
  if (tracked === 0) scope.disable();
}

/** Runs `fn` collecting the waits that time out inside it. */
export function trackUnsettled<T>(fn: () => Promise<T>): { result: Promise<T>; unsettled: Unsettled } {
  const unsettled: Unsettled = { views: new Set(), appended: false };
  tracked += 1;
  let result: Promise<T>;
  try {
    result = scope.run(unsettled, fn);
  } catch (err) {
    settled();
    throw err;
  }
  // Work the command left running after its answer (a chat reply) loses its scope once no command
  // is in flight: nothing reads a scope after its answer (the middleware holds `unsettled` itself).
  result.then(settled, settled);
  return { result, unsettled };
}

/** How many tracked commands are in flight (their scopes keep the storage enabled). */
export function trackedInFlight(): number {
  return tracked;
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

/** The runner calls this for every read-your-writes wait of a command, answered or timed out. */
export function noteWait(position: Position, views: readonly string[]): void {
  const current = scope.getStore();
  if (!current) return;
  if (!current.position || comparePositions(position, current.position) > 0) current.position = position;
  for (const v of views) current.views.add(v);
}
