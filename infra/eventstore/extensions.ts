// What every adapter offers beyond the port in types.ts. Both additions are optional for a
// caller, so code typed against `EventStore` keeps working unchanged.
import type { EventStore, Position, RecordedEvent, Subscription } from './types.js';

export interface SubscribeOptions {
  /**
   * Called once when the subscription stops because the handler threw (the event it threw on is
   * not acknowledged: a new subscription from the last good position gets it again).
   * Without it the error is written to stderr, so a stopped projector is never silent.
   */
  onError?: (err: unknown) => void;
  /**
   * Called for each failed read of the log. Reads are retried with a growing pause (up to 2 s)
   * while the subscription lives, so a database restart does not stop the projectors.
   */
  onReadError?: (err: unknown, attempt: number) => void;
}

export interface AuditableEventStore extends EventStore {
  subscribe(opts: { fromPosition?: Position }, handler: (e: RecordedEvent) => Promise<void>, subOpts?: SubscribeOptions): Subscription;
  /**
   * A stream's events exactly as stored, without upcasting: what `verifyChain` needs, since the
   * hashes cover the stored bytes and an upcast event no longer matches them.
   */
  readStreamAsStored(stream: string, opts?: { fromVersion?: number }): Promise<RecordedEvent[]>;
}

export function reportSubscriptionError(opts: SubscribeOptions, err: unknown): void {
  if (opts.onError) opts.onError(err);
  else console.error('Event store subscription stopped: its handler threw', err);
}
