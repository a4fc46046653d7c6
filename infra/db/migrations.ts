// Migrations as plain objects: each owner (the event store, a view, a module's write-side table)
// exports its own, and the composition root (app/migrations.ts) orders them. A bundled build has
// no migration folder to scan, so the list is explicit and handed to knex as a source.
import type { Knex } from 'knex';

export interface Migration {
  name: string;
  up(knex: Knex): Promise<void>;
  down?(knex: Knex): Promise<void>;
}

export function migrationSource(list: readonly Migration[]): Knex.MigrationSource<Migration> {
  return {
    async getMigrations() {
      return [...list];
    },
    getMigrationName(m) {
      return m.name;
    },
    async getMigration(m) {
      return { up: m.up, down: m.down ?? (async () => {}) };
    },
  };
}
