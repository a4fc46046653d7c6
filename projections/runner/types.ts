import type { Knex } from 'knex';
import type { RecordedEvent } from '../../infra/eventstore/types.js';

/**
 * A view's write path. `apply` is called once per event of a type in `handles`, inside the
 * transaction that also moves the view's checkpoint, so an event is applied exactly once.
 * Upserts keep `apply` idempotent all the same.
 */
export interface Projector {
  name: string;
  handles: readonly string[];
  /** Tables this view owns: a rebuild truncates them and replays the event store. */
  tables: readonly string[];
  apply(trx: Knex.Transaction, event: RecordedEvent): Promise<void>;
}

/** A policy run by the worker role: at-least-once, so `handle` must be idempotent. */
export interface Reaction {
  name: string;
  handles: readonly string[];
  handle(event: RecordedEvent): Promise<void>;
}
