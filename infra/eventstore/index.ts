// The event store: the port (types.ts), its Postgres adapter (the default, on a real server or the
// embedded one) and its EventStoreDB adapter (when EVENTSTORE_URL is set), plus the per-stream
// hash chain and read-time upcasting that every adapter applies.
import type { Knex } from 'knex';
import { EventStoreDBEventStore } from './esdb.js';
import type { AuditableEventStore } from './extensions.js';
import { PostgresEventStore, type PostgresEventStoreOptions } from './postgres.js';

export * from './types.js';
export type { AuditableEventStore, SubscribeOptions } from './extensions.js';
export { PostgresEventStore, eventStoreMigration, type PostgresEventStoreOptions } from './postgres.js';
export { EventStoreDBEventStore } from './esdb.js';
export { GENESIS_HASH, computeHash, storedBytes, verifyChain, type ChainVerification, type ChainedEvent } from './hash-chain.js';
export { registerUpcaster, upcast, type Upcaster } from './upcasters.js';

export interface CreateEventStoreOptions {
  /** Used by the Postgres adapter; the caller keeps owning (and destroys) it. */
  knex: Knex;
  /** EventStoreDB connection string (`esdb://…`); when set, events live there instead. */
  eventStoreUrl?: string | undefined;
  postgres?: PostgresEventStoreOptions;
}

export function createEventStore(opts: CreateEventStoreOptions): AuditableEventStore {
  return opts.eventStoreUrl ? new EventStoreDBEventStore(opts.eventStoreUrl) : new PostgresEventStore(opts.knex, opts.postgres);
}
