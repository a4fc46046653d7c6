// npm run keys:rotate: re-wraps every data key under the current key-encryption key.
//
// With KEK in the environment (production): set KEK to the new key and KEK_PREVIOUS to the old
// one, run this, then remove KEK_PREVIOUS. With the embedded default's key file:
// `npm run keys:rotate -- --generate` adds a new key to DATA_DIR/keys/kek, re-wraps, and drops the
// old key from the file (stop the app first: the embedded database belongs to one process).
// docs/security.md, "Key rotation".
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../infra/config/index.js';
import { migrate, openDatabase } from '../infra/db/index.js';
import { addKekToFile, dropOldKeksFromFile, KeyStore, loadKeyRing } from '../infra/crypto/keys.js';
import { allMigrations } from '../app/migrations.js';

const { values } = parseArgs({ options: { generate: { type: 'boolean', default: false } } });
const config = loadConfig();
if (values.generate && config.KEK) {
  throw new ConfigError(
    '--generate rotates the key file under DATA_DIR; with KEK set, put the new key in KEK and the old one in KEK_PREVIOUS',
  );
}
const db = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  embeddedDataDir: path.join(config.DATA_DIR, 'pg'),
  maxConnections: config.EMBEDDED_PG_MAX_CONNECTIONS,
});
try {
  await migrate(db.knex, allMigrations);
  const ring = values.generate ? await addKekToFile(config.DATA_DIR) : await loadKeyRing(config);
  const { rewrapped } = await new KeyStore(db.knex, ring).rewrapAll();
  if (values.generate) await dropOldKeksFromFile(config.DATA_DIR);
  console.log(
    `Re-wrapped ${rewrapped} data key(s) under key-encryption key ${ring.current.id}${values.generate ? ' (new key in DATA_DIR/keys/kek)' : ''}`,
  );
} finally {
  await db.close();
}
