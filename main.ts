// Entry point: `node dist/main.js --role all|api|projector|worker`.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from './infra/config/index.js';
import { buildServer, type Role } from './app/server.js';

const roles: Role[] = ['all', 'api', 'projector', 'worker'];

async function main() {
  const { values } = parseArgs({ options: { role: { type: 'string', default: 'all' } } });
  const role = values.role as Role;
  if (!roles.includes(role)) throw new ConfigError(`--role must be one of ${roles.join(', ')} (got ${values.role})`);
  const config = loadConfig();
  const here = path.dirname(fileURLToPath(import.meta.url));
  const server = await buildServer(config, { role, webRoot: path.resolve(here, path.basename(here) === 'dist' ? 'web' : 'dist/web') });
  const { logger } = server.deps;
  if (role === 'all' || role === 'api') {
    const { url } = await server.listen();
    logger.info({ url, role, database: server.deps.database.embedded ? 'embedded' : 'postgres', eventStore: server.deps.store.kind }, `Casebook is running on ${url}`);
  } else {
    logger.info({ role }, `Casebook ${role} role running`);
  }
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    await server.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) {
    console.error(err.message);
  } else {
    console.error(err);
  }
  process.exit(1);
});
