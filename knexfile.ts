// knex CLI config (`npx knex migrate:status --knexfile knexfile.ts`). The app itself migrates at
// start-up and with `npm run migrate`, which also starts the embedded Postgres when DATABASE_URL is unset.
import { migrationSource } from './infra/db/migrations.js';
import { allMigrations } from './app/migrations.js';

const connection = process.env.DATABASE_URL;
if (!connection) {
  throw new Error('knexfile.ts needs DATABASE_URL; for the embedded database use `npm run migrate`');
}

export default {
  client: 'pg',
  connection,
  migrations: { migrationSource: migrationSource(allMigrations), tableName: 'knex_migrations' },
};
