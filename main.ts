// Entry point: `node dist/main.js --role all|api|projector|worker`.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from './infra/config/index.js';
import { createServer, type Server } from 'node:http';
import { buildServer, type Role } from './app/server.js';
import { healthBody, healthStatusCode, mayReadHealthDetails } from './app/platform-routes.js';
import { flushLogger, logCrashes } from './infra/logger/index.js';

const roles: Role[] = ['all', 'api', 'projector', 'worker'];

async function main() {
  const { values } = parseArgs({ options: { role: { type: 'string', default: 'all' } } });
  const role = values.role as Role;
  if (!roles.includes(role)) throw new ConfigError(`--role must be one of ${roles.join(', ')} (got ${values.role})`);
  const config = loadConfig();
  const here = path.dirname(fileURLToPath(import.meta.url));
  const server = await buildServer(config, { role, webRoot: path.resolve(here, path.basename(here) === 'dist' ? 'web' : 'dist/web') });
  const { logger } = server.deps;
  logCrashes(logger);
  if (role === 'all' || role === 'api') {
    const { url } = await server.listen();
    logger.info(
      { url, role, database: server.deps.database.embedded ? 'embedded' : 'postgres', eventStore: server.deps.store.kind },
      `Casebook is running on ${url}`,
    );
  } else {
    logger.info({ role }, `Casebook ${role} role running`);
  }
  // The projector and worker serve no HTTP; with HEALTH_PORT they answer the probes' one question.
  let probe: Server | undefined;
  if ((role === 'projector' || role === 'worker') && config.HEALTH_PORT) {
    probe = createServer((req, res) => {
      const headers = { 'content-type': 'application/json', 'cache-control': 'no-store' };
      const route = req.url?.split('?')[0];
      if (req.method === 'GET' && route === '/api/health/live') {
        res.writeHead(200, headers).end(JSON.stringify({ status: 'ok' })); // liveness: this process answers
        return;
      }
      if (req.method !== 'GET' || route !== '/api/health') {
        res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'Not found' }));
        return;
      }
      // Readiness, as the api's: 503 only when the database or event store does not answer.
      server.health().then(
        (report) =>
          res
            .writeHead(healthStatusCode(report), headers)
            .end(JSON.stringify(healthBody(report, mayReadHealthDetails(req, { token: config.HEALTH_TOKEN })))),
        () => res.writeHead(503, headers).end(JSON.stringify({ status: 'unavailable' })),
      );
    });
    await new Promise<void>((resolve, reject) => probe!.once('error', reject).listen(config.HEALTH_PORT, config.HOST, resolve));
    logger.info({ role, port: config.HEALTH_PORT }, 'health probe listening');
  }
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    probe?.close();
    await server.close();
    await flushLogger(logger);
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
