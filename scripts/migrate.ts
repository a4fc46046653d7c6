// npm run migrate: applies every migration to the configured database (embedded by default).
import path from 'node:path';
import { loadConfig } from '../infra/config/index.js';
import { migrate, openDatabase } from '../infra/db/index.js';
import { allMigrations } from '../app/migrations.js';

const config = loadConfig();
const db = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  embeddedDataDir: path.join(config.DATA_DIR, 'pg'),
  maxConnections: config.EMBEDDED_PG_MAX_CONNECTIONS,
});
try {
  const applied = await migrate(db.knex, allMigrations);
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Already up to date');
} finally {
  await db.close();
}
