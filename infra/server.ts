// Builds the whole application from a config: database (embedded or external), event store,
// keys, projection runner and the HTTP app. main.ts, the scripts and the API tests all use it.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import path from 'node:path';
import type { Config } from './config/index.js';
import { createLogger, type Logger } from './logger/index.js';
import { migrate, openDatabase, type Database } from './db/index.js';
import { createEventStore } from './eventstore/index.js';
import { EncryptingEventStore } from './eventstore/encrypting.js';
import { KeyStore } from './crypto/keys.js';
import { ProjectionRunner } from '../projections/runner/runner.js';
import { createApp, type AppOptions } from './http/app.js';
import { projectors, reactions, routers } from './registry.js';
import type { Deps } from './deps.js';
import { purgeExpiredSessions } from './http/session-store.js';
import { ensureOpsAccount } from '../modules/identity/commands.js';
import { replyService } from '../modules/conversation/index.js';

export type Role = 'all' | 'api' | 'projector' | 'worker';

export interface Server_ {
  deps: Deps;
  db: Database;
  listen(port?: number, host?: string): Promise<{ url: string; server: Server }>;
  close(): Promise<void>;
}

export interface BuildOptions {
  role?: Role;
  logger?: Logger;
  /** Use this database instead of opening one from the config (tests). */
  db?: Database;
  webRoot?: string;
  /** Start the projector/worker loops of the role (default true). */
  startLoops?: boolean;
}

async function sessionKeys(config: Config): Promise<string[]> {
  if (config.SESSION_SECRET) return [config.SESSION_SECRET];
  // Embedded default: a secret made once and kept under DATA_DIR, so sessions survive restarts.
  const file = path.resolve(config.DATA_DIR, 'session.secret');
  try {
    return [(await readFile(file, 'utf8')).trim()];
  } catch {
    await mkdir(path.dirname(file), { recursive: true });
    const secret = randomBytes(32).toString('hex');
    await writeFile(file, secret, { mode: 0o600 });
    return [secret];
  }
}

/** Stripe Elements loads its script and frames from Stripe and talks to its API from the page. */
function paymentCsp(config: Config): AppOptions['cspExtra'] {
  if (!config.STRIPE_SECRET_KEY) return undefined;
  return {
    scriptSrc: ['https://js.stripe.com'],
    frameSrc: ['https://js.stripe.com', 'https://hooks.stripe.com'],
    connectSrc: ['https://api.stripe.com'],
  };
}

export async function buildServer(config: Config, opts: BuildOptions = {}): Promise<Server_> {
  const role = opts.role ?? 'all';
  const logger = opts.logger ?? createLogger(config);
  const db =
    opts.db ??
    (await openDatabase({
      databaseUrl: config.DATABASE_URL,
      embeddedDataDir: path.join(config.DATA_DIR, 'pg'),
      embeddedPort: config.EMBEDDED_PG_PORT,
      maxConnections: config.EMBEDDED_PG_MAX_CONNECTIONS,
    }));
  const applied = await migrate(db.knex);
  if (applied.length > 0) logger.info({ applied }, 'migrations applied');

  const keys = new KeyStore(db.knex);
  const inner = createEventStore({ knex: db.knex, eventStoreUrl: config.EVENTSTORE_URL });
  const store = new EncryptingEventStore(inner, keys);
  const runner = new ProjectionRunner({
    knex: db.knex,
    store,
    logger,
    projectors,
    lockUrl: db.embedded ? undefined : db.url,
    appendSignal: store.appended,
  });
  const deps: Deps = { config, logger, knex: db.knex, store, keys, runner, database: { embedded: db.embedded, url: db.url } };
  runner.addReactions(reactions(deps));

  if (opts.startLoops !== false) {
    runner.start({ projectors: role === 'all' || role === 'projector', reactions: role === 'all' || role === 'worker' });
  }
  if (role === 'all' || role === 'api') {
    await ensureOpsAccount(deps);
  }

  let server: Server | undefined;
  const sweep = setInterval(() => void purgeExpiredSessions(db.knex).catch(() => {}), 15 * 60_000);
  sweep.unref();

  return {
    deps,
    db,
    async listen(port = config.PORT, host = config.HOST) {
      const app = createApp({ deps, routers, sessionKeys: await sessionKeys(config), webRoot: opts.webRoot, cspExtra: paymentCsp(config) });
      server = app.listen(port, host);
      await new Promise<void>((resolve, reject) => {
        server!.once('listening', resolve);
        server!.once('error', reject);
      });
      const addr = server.address();
      const actualPort = typeof addr === 'object' && addr ? addr.port : port;
      return { url: `http://${host === '0.0.0.0' ? 'localhost' : host}:${actualPort}`, server };
    },
    async close() {
      clearInterval(sweep);
      if (server) {
        const closed = new Promise<void>((r) => server!.close(() => r()));
        // Keep-alive and streaming connections would hold close() open: end them.
        server.closeIdleConnections();
        const force = setTimeout(() => server!.closeAllConnections(), 2_000);
        await closed;
        clearTimeout(force);
      }
      // Replies still being written are recorded as failed while the database is still there.
      await replyService(deps).stop();
      await runner.stop();
      await store.close();
      if (!opts.db) await db.close();
    },
  };
}
