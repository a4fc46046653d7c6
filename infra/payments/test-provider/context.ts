// What each part of the test provider works with: its database, its event log and its clock.
import type { Knex } from 'knex';
import type { EventLog } from './event-log.js';

export interface ProviderContext {
  knex: Knex;
  events: EventLog;
  now: () => Date;
}
