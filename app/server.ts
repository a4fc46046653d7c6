// The composition root: builds the whole application from a config — database (embedded or
// external), event store, keys, projection runner, the adapters (AI, payments), every module and
// view with the dependencies it needs, passed explicitly — and runs the process role's loops.
// main.ts, the scripts and the API tests all use it.
import { isStaff } from '../infra/http/roles.js';
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { ensurePrivateDir } from '../infra/config/data-dir.js';
import type { Server } from 'node:http';
import path from 'node:path';
import { ConfigError, type Config } from '../infra/config/index.js';
import { createLogger, type Logger } from '../infra/logger/index.js';
import { migrate, openDatabase, type Database } from '../infra/db/index.js';
import { createEventStore, PostgresEventStore } from '../infra/eventstore/index.js';
import { EncryptingEventStore } from '../infra/eventstore/encrypting.js';
import { SnapshotStore } from '../infra/eventstore/snapshots.js';
import { KeyStore, loadKeyRing } from '../infra/crypto/keys.js';
import { ViewCipher } from '../infra/crypto/view-cipher.js';
import { ProjectionRunner } from '../infra/projections/runner.js';
import { ReadSideDelivery } from '../infra/projections/delivery.js';
import { Anchoring } from '../infra/eventstore/anchors.js';
import { createApp, type AppOptions, type AppRouter } from '../infra/http/app.js';
import { EventEmitter } from 'node:events';
import { postgresSessionStore, purgeExpiredSessions } from '../infra/http/session-store.js';
import { cachedSessionStore, cachedUserResolver, type SignalledCache } from '../infra/http/session-cache.js';
import type { SessionData } from '../infra/http/session-store.js';
import type { SessionUser } from '../infra/http/state.js';
import { coalescingPublisher, openSignals } from '../infra/db/signals.js';
import { createAiEngine, type AiEngine } from '../modules/conversation/index.js';
import { createPaymentProvider } from '../infra/payments/index.js';
import { createFileStorage } from '../infra/storage/index.js';
import { createExtractionPool, type ExtractionPool } from '../infra/documents/index.js';
import { createKeyInfoEngine, type Extractor } from '../modules/documents/index.js';
import { createEmailSender, type EmailSender } from '../infra/email/index.js';
import type { PaymentProvider, ProviderEvent } from '../infra/payments/types.js';
import type { ModuleParts } from '../infra/module.js';
import type { Platform } from '../infra/platform.js';
import type { DirectoryApi } from '../modules/directory/index.js';
import { allMigrations, viewMigrations } from './migrations.js';
import {
  auditView,
  billing,
  casework,
  casesView,
  conversation,
  directory,
  directoryView,
  documents,
  documentsView,
  predictionsView,
  escalationsView,
  eventSchemas,
  identity,
  messagesView,
  notifications,
  notificationsView,
  projectors,
  templates,
  templatesView,
  subscriptionsView,
  usersView,
} from './modules.js';
import { healthReport, platformRouter, type HealthDeps, type HealthReport, type Role } from './platform-routes.js';
import { adminRouter } from './admin-routes.js';
import { escalationForStaff } from '../projections/escalations/index.js';
import { getConversation, readMessages } from '../projections/messages/index.js';
import { findDocumentPassages, userDocumentRefs } from '../projections/documents/index.js';
import { ReadCache } from '../infra/http/read-cache.js';
import { readLogHead } from '../projections/audit/index.js';
import { custodyHeads } from '../projections/custody/index.js';
import { getUserById, usernameOf } from '../projections/users/index.js';
import type { BillingApi } from '../modules/billing/index.js';
import type { IdentityApi } from '../modules/identity/index.js';
import { streamLookups, type NotificationsApi } from '../modules/notifications/index.js';
import { caseDetailFor } from '../projections/cases/index.js';
import { LiveChanges } from '../infra/http/live-changes.js';
import { DIRECTORY_QUERIES } from '../projections/directory/index.js';
import { createJuryEngine, type JuryEngine } from '../modules/casework/jury/index.js';
import { noteAppended } from '../infra/consistency/unsettled.js';
import { sweepIdempotencyKeys } from '../infra/http/idempotency.js';

export type { Role } from './platform-routes.js';

/**
 * Requests that cost far more to answer than to ask (a PDF or letter rendered, an archive packed), limited
 * per user to REPORTS_PER_MINUTE a minute (infra/http/rate-limit.ts; issue 29, M6).
 */
export const COSTLY_REQUESTS: readonly RegExp[] = [
  /^GET \/api\/case-analyses\/[^/]+\/report\.pdf$/,
  /^GET \/api\/case-analyses\/[^/]+\/bundle$/,
  /^GET \/api\/escalations\/[^/]+\/report\.pdf$/,
  /^GET \/api\/conversations\/[^/]+\/export$/,
  // A letter filled and laid out as PDF or DOCX (modules/templates).
  /^POST \/api\/templates\/[^/]+\/render$/,
];

export interface AppServer {
  /** The shared infrastructure handles. */
  deps: Platform;
  db: Database;
  /** What modules offer each other (tests and scripts use them too). */
  api: { identity: IdentityApi; billing: BillingApi; notifications: NotificationsApi; directory: DirectoryApi };
  /** Merkle anchors over every stream's head (sealed every ANCHOR_INTERVAL_MINUTES by the worker role). */
  anchors: Anchoring;
  /** The session and user caches of the HTTP layer (tests read their hit counts). */
  caches: { sessions: SignalledCache<SessionData>; users: SignalledCache<SessionUser>; reads: ReadCache };
  /** Every route of the app as `'METHOD /path'` (the authorization matrix reads it). */
  routes(): string[];
  paymentProvider: PaymentProvider;
  email: EmailSender;
  ai: AiEngine;
  /** What /api/health answers in this process (main.ts's probe listener for the roles without HTTP). */
  health(): Promise<HealthReport>;
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
  /** Build the payment provider (tests: one with a clock they move); the default follows the config. */
  paymentProvider?: (deliver: (event: ProviderEvent) => Promise<void>) => PaymentProvider;
  /** Use this AI engine instead of the one the config chooses (tests). */
  ai?: AiEngine;
  /** Use this email sender instead of the one the config chooses (tests). */
  email?: EmailSender;
  /** Use this mock-jury engine instead of the one the config chooses (tests). */
  jury?: JuryEngine;
  /** The case analysis's retry policy (tests shorten its waits). */
  analysisRetry?: { maxAttempts: number; baseDelayMs: number };
  /** Reads uploaded documents' text instead of the extraction pool, in the roles that read them (tests). */
  extractor?: Extractor;
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

export async function buildServer(config: Config, opts: BuildOptions = {}): Promise<AppServer> {
  const role = opts.role ?? 'all';
  const logger = opts.logger ?? createLogger(config);
  // Keys, secrets, files and the embedded database live here: the app's user only (0700).
  if (!(await ensurePrivateDir(config.DATA_DIR)))
    logger.warn({ dataDir: config.DATA_DIR }, 'DATA_DIR is open to other users and cannot be narrowed to 0700');
  const db =
    opts.db ??
    (await openDatabase({
      databaseUrl: config.DATABASE_URL,
      embeddedDataDir: path.join(config.DATA_DIR, 'pg'),
      embeddedPort: config.EMBEDDED_PG_PORT,
      maxConnections: config.EMBEDDED_PG_MAX_CONNECTIONS,
    }));
  const applied = await migrate(db.knex, allMigrations);
  if (applied.length > 0) logger.info({ applied }, 'migrations applied');

  // ---- the platform
  const { knex } = db;
  // Data keys are wrapped by a key-encryption key kept outside the database (KEK, or DATA_DIR/keys/kek).
  const keys = new KeyStore(knex, await loadKeyRing(config));
  const cipher = new ViewCipher(keys);
  const sealed = await keys.sealLegacyKeys();
  if (sealed > 0) logger.info({ sealed }, 'data keys stored before wrapping are now wrapped by the key-encryption key');
  const unopenable = await keys.unopenable();
  if (unopenable > 0) {
    throw new ConfigError(
      `Invalid configuration:\n  KEK: ${unopenable} data key(s) are wrapped by a key-encryption key that is not configured (set the old one in KEK_PREVIOUS, then run npm run keys:rotate)`,
    );
  }
  const store = new EncryptingEventStore(createEventStore({ knex, eventStoreUrl: config.EVENTSTORE_URL }), keys, eventSchemas);
  // Signals between the processes on this database (NOTIFY/LISTEN; an emitter on PGlite): caches
  // drop what changed, idle loops and read-your-writes waits wake when another process appends or
  // moves a checkpoint. Polling stays as the fallback.
  const signals = await openSignals(db, (err) => logger.warn({ err }, 'signals connection lost; reconnecting (caches are off meanwhile)'));
  const appendWake = new EventEmitter().setMaxListeners(0);
  // Every append of this process, through the encrypting store or straight to the adapter.
  const inner = store.inner instanceof PostgresEventStore ? store.inner : undefined;
  const onAppend = (listener: () => void) => (inner ? inner.onAppended(listener) : store.appended.on('appended', listener));
  onAppend(() => {
    appendWake.emit('appended');
    // The request that appended (if any) learns it: idempotency keys and read-your-writes.
    noteAppended();
  });
  if (signals.crossProcess) {
    const announceAppend = coalescingPublisher(signals, 'append', (err) => logger.warn({ err }, 'could not signal an append'));
    onAppend(announceAppend);
    signals.on('append', () => {
      appendWake.emit('appended');
      inner?.wakeSubscriptions();
    });
  }
  const runner = new ProjectionRunner({
    knex,
    store,
    logger,
    projectors,
    lockUrl: db.embedded ? undefined : db.url,
    appendSignal: appendWake,
    // Every append wakes the loops (in-process, or by NOTIFY while listening): when quiet, poll
    // once a second as a fallback instead of 20 times (18 loops × 2 queries each).
    idleQuietMs: 1_000,
    wakesReliable: () => signals.live,
    lagStore: store.inner,
    cipher,
    viewMigrations,
    maxAttempts: config.PROJECTION_MAX_ATTEMPTS,
    retryBaseMs: config.PROJECTION_RETRY_BASE_MS,
  });
  const storage = createFileStorage(config);
  const platform: Platform = {
    config,
    logger,
    knex,
    store,
    keys,
    cipher,
    runner,
    storage,
    database: { embedded: db.embedded, url: db.url },
    signals,
    snapshots: new SnapshotStore(knex, keys),
  };
  // The read side's freshness — read-cache drops here and in the other processes, live hints,
  // the signed-in user's cache, progress signals for read-your-writes — follows each view's
  // declaration in its descriptor (projections/<view>/index.ts; infra/projections/delivery.ts).
  const reads = new ReadCache(signals);
  const live = new LiveChanges();
  new ReadSideDelivery({ runner, views: projectors, signals, reads, live, knex, logger });

  // Tamper evidence beyond one stream: every stream's head (and the audit read log's, and each
  // file's custody log's) anchored.
  const anchors = new Anchoring({
    knex,
    logger,
    source: { readAll: (o) => store.inner.readAll(o), readStreamRaw: (s) => store.readStreamRaw(s) },
    extraHeads: async () => [...(await readLogHead(knex)), ...(await custodyHeads(knex))],
  });

  // ---- adapters
  const ai = opts.ai ?? createAiEngine(config);
  const jury = opts.jury ?? createJuryEngine(config);
  const email = opts.email ?? createEmailSender(config);
  // The provider delivers its events to billing, which needs the provider: bound once billing exists.
  const bound: { billing?: BillingApi } = {};
  const deliver = async (event: ProviderEvent) => {
    if (!bound.billing) throw new Error('billing is not ready for provider events');
    await bound.billing.handleProviderEvent(event);
  };
  const paymentProvider = opts.paymentProvider ? opts.paymentProvider(deliver) : createPaymentProvider({ config, knex, logger, deliver });
  if (paymentProvider.kind === 'test' && config.NODE_ENV === 'production') {
    // Only reachable with PAYMENTS=test (the config refuses production without Stripe otherwise).
    logger.warn('PAYMENTS=test: payments run on the local TEST provider and test cards make anyone premium.');
  }

  // ---- modules and views, each given exactly what it uses
  const identityParts = identity.create(platform);
  const billingParts = billing.create({
    ...platform,
    provider: paymentProvider,
    accountActive: async (userId) => (await identityParts.api.account(userId)).active,
  });
  bound.billing = billingParts.api;
  const accounts = identityParts.api;
  const conversationParts = conversation.create({
    ...platform,
    ai,
    isPremium: (userId) => billingParts.api.isPremium(userId),
    isActive: async (userId) => (await accounts.standing(userId)).active,
    privacyOf: async (userId) => (await accounts.standing(userId)).privacy,
    // Staff accounts are made by an administrator, not registered by the many: only clients confirm.
    emailConfirmed: async (userId) => {
      const account = await accounts.standing(userId);
      return account.emailConfirmed || (account.role !== null && account.role !== 'client');
    },
    escalationView: (id) => escalationForStaff({ knex, cipher }, id),
    conversationView: (userId, conversationId) => getConversation({ knex, cipher }, userId, conversationId),
    // The chat reads only the asking user's documents (both queries filter on the user id).
    documentsOf: (userId) => ({
      list: () => userDocumentRefs({ knex, cipher }, userId),
      passages: (question) => findDocumentPassages({ knex, cipher }, userId, question),
    }),
  });
  const notificationsParts = notifications.create({
    ...platform,
    email,
    account: (userId) => accounts.account(userId),
    lookups: streamLookups({ store, knex }),
  });
  const templatesParts = templates.create(platform);
  // Only the worker role reads documents: the pool's processes (one at a time, killable) live there.
  const extractionPool: ExtractionPool | undefined =
    opts.startLoops !== false && (role === 'all' || role === 'worker') ? createExtractionPool() : undefined;
  const documentsParts = documents.create({
    ...platform,
    extractor: extractionPool && (opts.extractor ?? extractionPool),
    analyzer: createKeyInfoEngine(config),
    privacyOf: async (userId) => (await accounts.standing(userId)).privacy,
    isPremium: (userId) => billingParts.api.isPremium(userId),
  });
  const caseworkParts = casework.create({
    ...platform,
    billing: billingParts.api,
    jury,
    // Attached documents wait their turn in the documents queue (decision 0055), read by the worker's pool.
    reading: documentsParts.api,
    retryPolicy: opts.analysisRetry,
    caseDetail: (caseId, viewer) => caseDetailFor({ knex, cipher }, caseId, viewer),
    usernameOf: (userId) => usernameOf(knex, userId),
  });
  const directoryParts = directory.create({
    ...platform,
    email,
    roleOf: async (userId) => (await accounts.standing(userId)).role,
    accountOf: (userId) => accounts.account(userId),
  });
  const healthDeps: HealthDeps = { ...platform, role, documentQueue: () => documentsParts.api.queueHealth() };
  const parts: ModuleParts<unknown>[] = [
    {
      routes: [
        platformRouter({
          ...healthDeps,
          database: platform.database,
          payments: paymentProvider.kind,
          ai: ai.kind,
          healthToken: config.HEALTH_TOKEN,
        }),
        adminRouter(platform),
      ],
      api: undefined,
    },
    identityParts,
    usersView.create(platform),
    billingParts,
    subscriptionsView.create({ ...platform, reads }),
    conversationParts,
    messagesView.create({ ...platform, reads }),
    escalationsView.create({ ...platform, reads }),
    auditView.create({ ...platform, anchors }),
    notificationsParts,
    notificationsView.create({ ...platform, live }),
    templatesParts,
    templatesView.create(platform),
    caseworkParts,
    casesView.create({ ...platform, anchors, reads }),
    documentsParts,
    documentsView.create({ ...platform, reads }),
    predictionsView.create({ ...platform, reads }),
    directoryParts,
    directoryView.create({ ...platform, reads }),
  ];
  const routers: AppRouter[] = parts.flatMap((p) => p.routes ?? []);
  runner.addReactions(parts.flatMap((p) => p.reactions ?? []));

  // ---- the process role
  if (opts.startLoops !== false) {
    runner.start({ projectors: role === 'all' || role === 'projector', reactions: role === 'all' || role === 'worker' });
    if (role === 'all' || role === 'worker') {
      notificationsParts.api.startDueLoop();
      directoryParts.api.startOfferLoop();
      documentsParts.api.startQueue();
      anchors.start(config.ANCHOR_INTERVAL_MINUTES * 60_000);
    }
  }
  if (role === 'all' || role === 'api') {
    await accounts.ensureOpsAccount();
    await templatesParts.api.publishLibrary();
  }

  const sessionStore = cachedSessionStore(postgresSessionStore(knex, signals), signals);
  // The users view answers; when it has not caught up with a new account yet (a loaded machine
  // can lag past the read-your-writes wait), the write side does, so a lagging view never signs
  // anyone out. Only an account the write side no longer holds ends the session.
  const resolveUser = cachedUserResolver(async (userId) => {
    const viewed = await getUserById({ knex, cipher }, userId);
    if (viewed) return viewed;
    const account = await accounts.account(userId).catch(() => undefined);
    if (!account?.active || !account.role || account.username === null || account.email === null) return undefined;
    const { role, username, email, notifications, privacy } = account;
    return {
      id: userId,
      role,
      username,
      email,
      userType: isStaff(role) ? 'investigator' : 'client',
      createdAt: account.createdAt ?? '',
      notifications: notifications!,
      privacy: privacy!,
    };
  }, signals);

  let server: Server | undefined;
  const sweep = setInterval(() => {
    void purgeExpiredSessions(knex).catch(() => {});
    void sweepIdempotencyKeys(knex).catch(() => {});
  }, 15 * 60_000);
  sweep.unref();

  return {
    deps: platform,
    db,
    api: { identity: accounts, billing: billingParts.api, notifications: notificationsParts.api, directory: directoryParts.api },
    paymentProvider,
    email,
    ai,
    health: () => healthReport(healthDeps),
    anchors,
    caches: { sessions: sessionStore.cache, users: resolveUser.cache, reads },
    routes: () =>
      routers.flatMap((r) =>
        r.stack.flatMap((layer) =>
          layer.methods.filter((m) => m !== 'HEAD' || !layer.methods.includes('GET')).map((m) => `${m} ${layer.path}`),
        ),
      ),
    async listen(port = config.PORT, host = config.HOST) {
      const app = createApp({
        config,
        logger,
        knex,
        cipher,
        sessionStore,
        resolveUser,
        routers,
        sessionKeys: await sessionKeys(config),
        webRoot: opts.webRoot,
        // A page for the other kind of visitor (the signed-in app to someone signed out, the sign-in
        // page to someone signed in) would paint and then be redirected away: the boot shell's
        // spinner instead, while the session loads (SPEC §9). The chat for a user with no messages
        // yet: the welcome card in the HTML (decision 0024).
        pageVariant: async (page, user) => {
          if (!user) return page === 'pages/auth.html' ? undefined : 'index.html';
          if (page === 'pages/auth.html') return 'index.html';
          return page === 'pages/index.html' && (await readMessages({ knex, cipher }, user.id)).value.length === 0
            ? 'pages/index-welcome.html'
            : undefined;
        },
        cspExtra: paymentCsp(config),
        // Auditors read; they still sign in and out, keep their own password and set up their second factor.
        readOnly: {
          roles: ['auditor'],
          except: [
            'POST /api/login',
            'POST /api/login/second-factor',
            'POST /api/login/second-factor/setup',
            'POST /api/logout',
            'PUT /api/user/password',
            'POST /api/user/second-factor/setup',
            'POST /api/user/second-factor',
            'POST /api/user/second-factor/disable',
            'POST /api/user/verify-email',
            'POST /api/user/verify-email/resend',
          ],
        },
        // A command answered before its views caught up: the client's next reads wait or answer 503.
        // The PI search is a read sent as POST: it waits for a token as reads do, and is not tracked as a command.
        readYourWrites: {
          waitForViews: (names, position, ms) => runner.waitForViews(names, position, ms),
          timeoutMs: config.READ_YOUR_WRITES_TIMEOUT_MS,
          queries: DIRECTORY_QUERIES,
        },
        costly: { match: COSTLY_REQUESTS, perMinute: config.REPORTS_PER_MINUTE },
      });
      server = app.listen(port, host);
      // An idle keep-alive connection stays open 65 s (Node's default is 5 s): longer than a load
      // balancer in front keeps one to reuse (deploy/haproxy.cfg), so it never reuses a connection
      // this process is closing at that moment. The headers' own timeout stays above it.
      server.keepAliveTimeout = 65_000;
      server.headersTimeout = 66_000;
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
      // Modules finish their work in flight (replies being written, provider deliveries) while
      // the database is still there, last built first.
      for (const p of [...parts].reverse()) await p.stop?.();
      // A document being read fails its attempt ('pool is closed'); the worker retries it on its next start.
      await extractionPool?.close();
      await anchors.stop();
      await runner.stop();
      await email.close();
      await store.close();
      storage.close?.();
      await signals.close();
      if (!opts.db) await db.close();
    },
  };
}
