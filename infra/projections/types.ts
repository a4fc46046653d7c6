import type { Knex } from 'knex';
import type { RecordedEvent } from '../eventstore/types.js';
import type { ViewCipher } from '../crypto/view-cipher.js';

/** What a projector gets beside its transaction: the cipher that seals personal fields (decision 0056). */
export interface ProjectionContext {
  cipher: ViewCipher;
}

/**
 * A view's write path. `apply` is called once per event of a type in `handles`, inside the
 * transaction that also moves the view's checkpoint, so an event is applied exactly once.
 * Upserts keep `apply` idempotent all the same.
 *
 * `apply` must name its tables unqualified (`trx('messages_view')`, never `public.messages_view`):
 * a rebuild runs it with the search path set to a shadow schema, then swaps the tables in.
 * An event that keeps failing is parked (docs/decisions/0005-projections.md) and may be applied
 * later, after events that follow it: write `apply` so that a late event does no harm.
 */
export interface Projector {
  name: string;
  /**
   * Bump it when `apply` changes what it writes for events already stored: at start-up a view
   * built by an older version is rebuilt (in a shadow, readers keep the old rows until the swap).
   * Default 1.
   */
  version?: number;
  handles: readonly string[];
  /** Tables this view owns: a rebuild builds them anew from its migrations and swaps them in. */
  tables: readonly string[];
  apply(trx: Knex.Transaction, event: RecordedEvent, ctx: ProjectionContext): Promise<void>;
}

/** A policy run by the worker role: at-least-once, so `handle` must be idempotent. */
export interface Reaction {
  name: string;
  handles: readonly string[];
  handle(event: RecordedEvent): Promise<void>;
}

export const projectorVersion = (p: Pick<Projector, 'version'>): number => p.version ?? 1;
