// Every migration of the app, in order. Each owner (the event store, a view, a module's
// write-side table) exports its own; this list is the one place that orders them.
// A bundled build has no migration folder to scan, so the list is explicit.
import type { Knex } from 'knex';
import { allMigrations } from './migration-list.js';

export interface Migration {
  name: string;
  up(knex: Knex): Promise<void>;
  down?(knex: Knex): Promise<void>;
}

export const migrationSource: Knex.MigrationSource<Migration> = {
  async getMigrations() {
    return allMigrations();
  },
  getMigrationName(m) {
    return m.name;
  },
  async getMigration(m) {
    return { up: m.up, down: m.down ?? (async () => {}) };
  },
};
