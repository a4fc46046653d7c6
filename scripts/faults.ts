// npm run faults: faults under load against the local cluster (scripts/cluster.sh), on loopback.
//
// Starts its own cluster (own database, ports and data directory), puts it under a bounded load of
// clients through HAProxy — case submissions (commands), chat messages (5 %, to an AI engine that
// hangs: an OpenAI-compatible server here that never answers) and the case list, case detail, user
// and messages reads — and meanwhile kills with kill -9 one api process, the projector and the worker
// (the cluster's supervisor restarts each, as Kubernetes or systemd would), and restarts Postgres
// when it can (below). Then it checks, and exits 1 when one check fails:
//   - no event lost or doubled: every submission answered 2xx has exactly one CaseSubmitted event
//     (matched by its X-Request-Id, which the app records as the event's correlationId), every one
//     that failed has none or one, and no correlation id has two;
//   - every chat message answered with a retryable 504 AI_TIMEOUT, its message and the failure of its
//     reply (followed by the reply id: scripts/chat-events.ts) recorded exactly once;
//   - every view equals a fresh rebuild (`npm run projections:rebuild`; tables compared row by row);
//   - every failed request failed with a retryable status (502, 503, 504, or 409 for an idempotency
//     key whose first attempt is still running) or a reset connection;
// and prints the client-visible error rate, per request and after the clients' retries: each
// submission carries an Idempotency-Key and is retried with it (up to 8 times, 0.5 s apart) after a
// retryable failure, so a submission whose answer was lost comes back as its first answer.
//
// Two more cases run through the same load and faults (scripts/faults-cases.ts):
//   - the payment provider's webhooks late, twice and out of order: the cluster runs in Stripe mode
//     (Stripe's API played by test/support/fake-stripe.ts on loopback; nothing leaves the machine)
//     and one subscription life per storm user is POSTed, signed with STRIPE_WEBHOOK_SECRET, to
//     /api/billing/webhook: the newest event first (twice at once), the older ones after it in a
//     shuffled order (invoice.paid before subscription.created; deleted before updated), then all
//     again; a delivery that fails is retried as Stripe would. Checked: every event acknowledged and
//     recorded once, nothing appended twice for one event, and each user's subscription equal to
//     what the newest provider event says;
//   - a document that hangs the extractor: a scan of noise (OCR grinds on it far past the cluster's
//     EXTRACTION_TIMEOUT_MS) uploaded twice among small text documents, the second one while the
//     worker is about to be killed. Checked: each fails once, as TIMEOUT with a clear message;
//     every other document's text is extracted exactly once; no extraction process outlives its worker.
// Results: docs/reliability.md.
//
//   npm run faults                   # on the shared server at 127.0.0.1:5432; Postgres is not restarted
//   npm run faults -- --pg-restart   # on a private Postgres cluster (pg_createcluster, as root) that it restarts
//   npm run faults -- --seconds 60 --clients 12
//   npm run faults -- --projectors 2  # a standby projector takes over the killed one's views
//   npm run faults -- --storms 20 --seed 123  # 20 webhook storms, in the orders seed 123 makes
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes, randomUUID } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { projectors } from '../app/modules.js';
import { FakeStripe } from '../test/support/fake-stripe.js';
import type { ProviderEvent } from '../infra/payments/types.js';
import { LIVES, noiseScan, noteDocument, seeded, signedDelivery, subscriptionStorm, WEBHOOK_SECRET, type Storm } from './faults-cases.js';
import { criminalCaseRequest } from '../test/support/case-request.js';
import { CHAT_EVENTS_SQL, checkChatEvents, type ChatEventRow } from './chat-events.js';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '48' },
    clients: { type: 'string', default: '8' },
    'pg-restart': { type: 'boolean', default: false },
    port: { type: 'string', default: '3700' },
    projectors: { type: 'string', default: '1' },
    storms: { type: 'string', default: '10' },
    seed: { type: 'string' },
  },
});
const STORMS = Number(args.storms);
const SEED = Number(args.seed ?? Math.floor(Math.random() * 2 ** 31));
const rand = seeded(SEED);
/** The cluster's extraction time limit: the noise scan needs many times this. */
const EXTRACTION_TIMEOUT_MS = 5000;
const SECONDS = Number(args.seconds);
const CLIENTS = Number(args.clients);
const LB_PORT = Number(args.port);
const API_PORTS = [LB_PORT + 1, LB_PORT + 2, LB_PORT + 3];
const DB = `casebook_faults_${process.pid}`;
const DIR = `/tmp/casebook-faults-${process.pid}`;
const PRIVATE_PG = { version: '15', name: 'casebook-faults', port: 54329 };
const BASE = `http://127.0.0.1:${LB_PORT}`;
/** /api/health's details (views, lag) go to a caller with this token (through HAProxy the status alone otherwise). */
const HEALTH_TOKEN = randomBytes(24).toString('hex');

const log = (...a: unknown[]) => console.log(`[${new Date().toISOString().slice(11, 23)}]`, ...a);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// ---------------------------------------------------------------- Postgres
let pgUrl = 'postgres://postgres@127.0.0.1:5432';
let privatePg = false;

function setUpPrivatePostgres(): void {
  // The shared server must not be restarted under other people's tests: a cluster of our own.
  const clusters = execFileSync('pg_lsclusters', ['-h'], { encoding: 'utf8' });
  if (clusters.split('\n').some((l) => l.split(/\s+/)[1] === PRIVATE_PG.name)) {
    execFileSync('pg_dropcluster', [PRIVATE_PG.version, PRIVATE_PG.name, '--stop']);
  }
  execFileSync('pg_createcluster', [PRIVATE_PG.version, PRIVATE_PG.name, '-p', String(PRIVATE_PG.port), '--', '--auth=trust'], {
    stdio: 'ignore',
  });
  execFileSync('pg_ctlcluster', [PRIVATE_PG.version, PRIVATE_PG.name, 'start']);
  pgUrl = `postgres://postgres@127.0.0.1:${PRIVATE_PG.port}`;
  privatePg = true;
}

function restartPostgres(): void {
  execFileSync('pg_ctlcluster', [PRIVATE_PG.version, PRIVATE_PG.name, 'restart', '-m', 'fast']);
}

// ---------------------------------------------------------------- the AI engine, hanging
// An OpenAI-compatible server that accepts every request and never answers: the cluster's chat uses
// it (OPENAI_BASE_URL), so every message meets an AI engine timing out (AI_TIMEOUT_MS).
const AI_TIMEOUT_MS = 2000;
const held: ServerResponse[] = [];
let hangingAi: Server | undefined;

async function startHangingAi(): Promise<string> {
  hangingAi = createServer((_req, res) => {
    held.push(res);
  });
  await new Promise<void>((r) => hangingAi!.listen(0, '127.0.0.1', () => r()));
  return `http://127.0.0.1:${(hangingAi.address() as AddressInfo).port}/v1`;
}

function stopHangingAi(): void {
  for (const res of held) res.destroy();
  hangingAi?.close();
}

// ---------------------------------------------------------------- the cluster
let cluster: ChildProcess | undefined;

async function startCluster(aiUrl: string, stripeUrl: string): Promise<void> {
  cluster = spawn('bash', ['scripts/cluster.sh'], {
    detached: true,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      CLUSTER_PORT: String(LB_PORT),
      CLUSTER_STATS_PORT: String(LB_PORT + 4),
      CLUSTER_API_PORTS: API_PORTS.join(' '),
      CLUSTER_PG_URL: pgUrl,
      CLUSTER_DB: DB,
      CLUSTER_DIR: DIR,
      CLUSTER_PROJECTORS: args.projectors,
      HEALTH_TOKEN,
      LOG_LEVEL: 'warn',
      // The load is many submissions from few clients: the chat's limits do not apply to it, and
      // the offline AI answers without its typing effect.
      AI_OFFLINE_CHUNK_DELAY_MS: '0',
      // The chat's engine: the hanging server above; one try, AI_TIMEOUT_MS each.
      OPENAI_API_KEY: 'sk-faults-hanging-engine',
      OPENAI_BASE_URL: aiUrl,
      AI_TIMEOUT_MS: String(AI_TIMEOUT_MS),
      AI_MAX_RETRIES: '0',
      CHAT_RATE_LIMIT_PER_MINUTE: '1000',
      // A document every 1.5 s from one client: past any daily upload quota.
      DOCUMENT_DAILY_FILES_FREE: '100000',
      DOCUMENT_DAILY_MB_FREE: '100000',
      // And a case every few seconds from each client: past the daily limit on filing cases.
      CASE_DAILY_SUBMISSIONS: '100000',
      // Stripe mode, for its signed webhook: Stripe's API is the local fake (never called by the load).
      STRIPE_SECRET_KEY: 'sk_test_casebook_faults',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_casebook_faults',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: stripeUrl,
      EXTRACTION_TIMEOUT_MS: String(EXTRACTION_TIMEOUT_MS),
    },
  });
  for (let i = 0; i < 600 && !existsSync(`${DIR}/run/ready`); i++) {
    if (cluster.exitCode !== null) throw new Error(`the cluster stopped (${cluster.exitCode})`);
    await sleep(200);
  }
  if (!existsSync(`${DIR}/run/ready`)) throw new Error('the cluster did not start in 120 s');
}

async function stopCluster(): Promise<void> {
  if (!cluster?.pid || cluster.exitCode !== null) return;
  const exited = new Promise((r) => cluster!.once('exit', r));
  process.kill(-cluster.pid, 'SIGTERM');
  await Promise.race([exited, sleep(20_000)]);
}

/** The pid in a process's pid file (0 while its supervisor rewrites it). */
const pidOf = (name: string) => Number(readFileSync(`${DIR}/run/${name}.pid`, 'utf8').trim()) || 0;

/** kill -9 one process of the cluster; resolves when its supervisor has started the next one. */
async function kill9(name: string): Promise<void> {
  const pid = pidOf(name);
  process.kill(pid, 'SIGKILL');
  log(`kill -9 ${name} (pid ${pid}) at ${((Date.now() - loadStarted) / 1000).toFixed(1)} s`);
  for (let i = 0; i < 100 && [pid, 0].includes(pidOf(name)); i++) await sleep(100);
  log(`${name} restarted as pid ${pidOf(name)}`);
}

// ---------------------------------------------------------------- clients
interface Outcome {
  kind: 'submit' | 'read' | 'chat' | 'webhook' | 'upload';
  path: string;
  requestId: string;
  status?: number;
  /** The answer's `code` (a 409 of an idempotency key in progress is retryable). */
  code?: string;
  /** Answered from the idempotency key's stored first answer. */
  replayed?: boolean;
  error?: string;
  ms: number;
  /** Seconds since the load started, when the request was sent. */
  at: number;
}
const outcomes: Outcome[] = [];
const rywMisses: number[] = [];
let loadStarted = 0;

class Client {
  cookies = new Map<string, string>();
  caseIds: number[] = [];
  constructor(readonly name: string) {}

  /** A read for the checks, not counted with the load. */
  async peek(path: string): Promise<unknown> {
    const res = await fetch(BASE + path, { headers: { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } }).catch(
      () => undefined,
    );
    return res?.status === 200 ? res.json() : undefined;
  }

  async request(
    kind: Outcome['kind'],
    method: string,
    path: string,
    body?: unknown,
    opts: { requestId?: string; idempotencyKey?: string; headers?: Record<string, string> } = {},
  ): Promise<{ status: number; json: unknown; retryAfterMs?: number } | undefined> {
    const requestId = opts.requestId ?? randomUUID();
    const started = performance.now();
    const at = (Date.now() - loadStarted) / 1000;
    try {
      const res = await fetch(BASE + path, {
        method,
        headers: {
          'x-request-id': requestId,
          ...(opts.idempotencyKey ? { 'idempotency-key': opts.idempotencyKey } : {}),
          cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
          ...(body && typeof body !== 'string' && !(body instanceof FormData) ? { 'content-type': 'application/json' } : {}),
          ...opts.headers,
        },
        body: body === undefined ? undefined : typeof body === 'string' || body instanceof FormData ? body : JSON.stringify(body),
        signal: AbortSignal.timeout(15_000),
      });
      for (const c of res.headers.getSetCookie()) {
        const [pair] = c.split(';');
        const eq = pair!.indexOf('=');
        this.cookies.set(pair!.slice(0, eq), pair!.slice(eq + 1));
      }
      const text = await res.text();
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        json = text;
      }
      const code = (json as { code?: unknown } | null)?.code;
      outcomes.push({
        kind,
        path,
        requestId,
        status: res.status,
        ...(typeof code === 'string' ? { code } : {}),
        ...(res.headers.get('idempotent-replayed') === 'true' ? { replayed: true } : {}),
        ms: performance.now() - started,
        at,
      });
      // Retry-After in seconds (what the app and HAProxy send), as a client should honour it.
      const retryAfter = Number(res.headers.get('retry-after') ?? NaN);
      return { status: res.status, json, ...(Number.isFinite(retryAfter) && retryAfter >= 0 ? { retryAfterMs: retryAfter * 1000 } : {}) };
    } catch (err) {
      const e = err as Error & { cause?: { code?: string; message?: string } };
      outcomes.push({ kind, path, requestId, error: e.cause?.code ?? e.name ?? e.message, ms: performance.now() - started, at });
      return undefined;
    }
  }
}

/** Retries of one submission before the client gives up (each after the answer's Retry-After, or 0.5 s). */
const SUBMIT_RETRIES = 8;
/** How long a client waits before a retry: the answer's Retry-After when it gave one, else 0.5 s. */
const retryDelay = (res: { retryAfterMs?: number } | undefined) => res?.retryAfterMs ?? 500;

/** 409s that say "still under way, try again" (with Retry-After): a key whose first attempt is still running, a chat reply still being written. */
const IN_PROGRESS_CODES = ['IDEMPOTENCY_IN_PROGRESS', 'REPLY_IN_PROGRESS'];

/** Statuses a client retries: the app's and the load balancer's 502/503/504, and a 409 for work still under way. */
function isRetryableAnswer(status: number, code: string | undefined): boolean {
  return [502, 503, 504].includes(status) || (status === 409 && IN_PROGRESS_CODES.includes(code ?? ''));
}

function caseForm(n: string) {
  return criminalCaseRequest(`FT-${n}`);
}

async function clientLoop(c: Client, until: number): Promise<void> {
  let n = 0;
  while (Date.now() < until) {
    const roll = Math.random();
    if (roll < 0.3) {
      // One submission: an idempotency key and one request id for all its attempts; a retryable
      // failure (reset, 502/503/504, the key still in progress) is retried with the same key, so an
      // answer lost after the command was applied comes back as that first answer.
      const form = caseForm(`${c.name}-${n++}-${randomUUID().slice(0, 8)}`);
      const ids = { requestId: randomUUID(), idempotencyKey: randomUUID() };
      let res: Awaited<ReturnType<Client['request']>>;
      for (let attempt = 0; ; attempt++) {
        res = await c.request('submit', 'POST', '/api/case-analyses', form, ids);
        if (
          !(res === undefined || isRetryableAnswer(res.status, outcomes.at(-1)?.code)) ||
          attempt >= SUBMIT_RETRIES ||
          Date.now() >= until + 10_000
        )
          break;
        await sleep(retryDelay(res));
      }
      if (res?.status === 201) {
        const id = (res.json as { id: number }).id;
        c.caseIds.push(id);
        // Read-your-writes on whichever process the next request lands on.
        const list = await c.request('read', 'GET', '/api/case-analyses');
        if (list?.status === 200 && !(list.json as { id: number }[]).some((x) => x.id === id))
          rywMisses.push((Date.now() - loadStarted) / 1000);
      }
    } else if (roll < 0.55) {
      await c.request('read', 'GET', '/api/case-analyses');
    } else if (roll < 0.75 && c.caseIds.length) {
      await c.request('read', 'GET', `/api/case-analyses/${c.caseIds[Math.floor(Math.random() * c.caseIds.length)]}`);
    } else if (roll < 0.9) {
      await c.request('read', 'GET', '/api/user');
    } else if (roll < 0.95) {
      await c.request('read', 'GET', '/api/messages');
    } else {
      // A chat message while the AI engine hangs: a retryable 504 AI_TIMEOUT is the expected answer.
      await c.request(
        'chat',
        'POST',
        '/api/messages',
        { content: `Is my landlord allowed to keep my security deposit? (${c.name} ${n++})` },
        { idempotencyKey: randomUUID() },
      );
    }
  }
}

// ---------------------------------------------------------------- the webhook storm
interface Delivery {
  eventId: string;
  userId: number;
  /** The handler's outcome (applied, duplicate, ignored, rejected), or undefined: never acknowledged. */
  outcome?: string;
  attempts: number;
}
const deliveries: Delivery[] = [];

/** One delivery of a provider event, retried (as Stripe retries) until acknowledged with a 200, for up to 30 s. */
async function deliverWebhook(c: Client, storm: Storm, event: ProviderEvent): Promise<void> {
  const d: Delivery = { eventId: event.id, userId: storm.userId, attempts: 0 };
  deliveries.push(d);
  for (; d.attempts < 60;) {
    d.attempts++;
    const { body, signature } = signedDelivery(event);
    const res = await c.request('webhook', 'POST', '/api/billing/webhook', body, {
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
    });
    if (res?.status === 200) {
      d.outcome = String((res.json as { outcome?: unknown }).outcome);
      return;
    }
    if (res && !isRetryableAnswer(res.status, outcomes.at(-1)?.code)) return;
    await sleep(retryDelay(res));
  }
}

/** Every storm's batches, interleaved (each storm keeps its order) and paced over most of the load. */
async function webhookLoop(storms: Storm[], until: number): Promise<void> {
  const c = new Client('webhooks');
  const queues = storms.map((s) => s.batches.map((b) => ({ storm: s, batch: b })));
  const all: { storm: Storm; batch: ProviderEvent[] }[] = [];
  while (queues.some((q) => q.length)) {
    const open = queues.filter((q) => q.length);
    all.push(open[Math.floor(rand() * open.length)]!.shift()!);
  }
  // Batch i is due at start + i × pace; one that is late (slow answers) goes at once.
  const start = Date.now();
  const pace = Math.max(20, ((until - start) * 0.85) / all.length);
  for (const [i, { storm, batch }] of all.entries()) {
    await sleep(start + i * pace - Date.now());
    await Promise.all(batch.map((e) => deliverWebhook(c, storm, e)));
  }
}

// ---------------------------------------------------------------- documents, one of which hangs the extractor
interface Upload {
  name: string;
  hanging: boolean;
  /** Seconds since the load started. */
  at: number;
  id?: string;
  status?: number;
}
const uploads: Upload[] = [];

async function upload(c: Client, name: string, bytes: Uint8Array, type: string, hanging: boolean): Promise<void> {
  const u: Upload = { name, hanging, at: (Date.now() - loadStarted) / 1000 };
  uploads.push(u);
  const form = new FormData();
  form.append('document', new Blob([new Uint8Array(bytes)], { type }), name);
  const res = await c.request('upload', 'POST', '/api/documents/upload', form);
  u.status = res?.status;
  if (res?.status === 201) u.id = (res.json as { id: string }).id;
}

/** A text document every 1.5 s; the noise scan at 20 % of the load and again at 42 % (read when the worker is killed at 48 %). */
async function documentLoop(c: Client, until: number): Promise<void> {
  const hangAt = [SECONDS * 0.2, SECONDS * 0.42];
  const scan = noiseScan(1600, rand);
  let n = 0;
  while (Date.now() < until) {
    if (hangAt.length && (Date.now() - loadStarted) / 1000 >= hangAt[0]!) {
      hangAt.shift();
      await upload(c, `scan-${n++}.png`, scan, 'image/png', true);
    } else {
      await upload(c, `note-${n}.txt`, noteDocument(`${process.pid}-${n++}`), 'text/plain', false);
    }
    await sleep(1500);
  }
}

/** Extraction processes of this cluster (DATA_DIR in their environment) whose parent is not a live worker: left running by a killed one. */
function strayExtractors(): number[] {
  const workers = new Set([pidOf('worker')]);
  const stray: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmd = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (!cmd.includes('extract-worker')) continue;
      if (!readFileSync(`/proc/${entry}/environ`, 'utf8').split('\0').includes(`DATA_DIR=${DIR}`)) continue;
      const ppid = Number(readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]);
      if (!workers.has(ppid)) stray.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return stray;
}

// ---------------------------------------------------------------- checks
async function waitHealthy(timeoutMs: number): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const res = await fetch(`${BASE}/api/health`, { headers: { authorization: `Bearer ${HEALTH_TOKEN}` } }).catch(() => undefined);
    if (res?.status === 200) {
      const body = (await res.json()) as { projections: { views: { behind: number }[]; reactions: { behind: number }[] } };
      if ([...body.projections.views, ...body.projections.reactions].every((v) => v.behind === 0)) return true;
    }
    await sleep(500);
  }
  return false;
}

/**
 * Healthy with every view and reaction caught up, twice, 3 s apart, with no event appended in
 * between: reactions append events of their own (a document's analysis, a notification), and one
 * healthy answer can come between a reaction's event and the next one's.
 */
async function settle(timeoutMs: number): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  // The api processes' health does not list the worker's document reactions (only the worker
  // role has them): a document is settled once its analysis ended, or it failed or was deleted.
  const head = async () => {
    const c = new pg.Client({ connectionString: `${pgUrl}/${DB}` });
    await c.connect();
    try {
      const { rows } = await c.query<{ head: string | null; open: string }>(
        `select (select max(position)::text from events) as head,
           (select count(*) from events u where u.type = 'DocumentUploaded' and not exists
             (select 1 from events e where e.stream = u.stream and e.type in ('DocumentAnalyzed', 'DocumentAnalysisFailed', 'DocumentDeleted')))::text as open`,
      );
      return rows[0]!;
    } catch {
      return { head: null, open: 'unknown' };
    } finally {
      await c.end().catch(() => {});
    }
  };
  let last: string | null | undefined;
  while (Date.now() < until) {
    if (!(await waitHealthy(Math.max(1000, until - Date.now())))) return false;
    const now = await head();
    if (now.open === '0' && now.head === last) return true;
    last = now.open === '0' ? now.head : undefined;
    await sleep(3000);
  }
  return false;
}

async function dumpViews(db: pg.Client): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  for (const table of projectors.flatMap((p) => p.tables)) {
    const { rows } = await db.query(`select * from ${table}`);
    out.set(table, rows.map((r) => JSON.stringify(r)).sort());
  }
  return out;
}

function compareViews(before: Map<string, string[]>, after: Map<string, string[]>): string[] {
  const problems: string[] = [];
  for (const [table, rows] of before) {
    const other = after.get(table) ?? [];
    const a = new Set(rows);
    const b = new Set(other);
    const onlyLive = rows.filter((r) => !b.has(r));
    const onlyRebuilt = other.filter((r) => !a.has(r));
    if (onlyLive.length || onlyRebuilt.length) {
      problems.push(
        `${table}: ${onlyLive.length} row(s) only in the live view, ${onlyRebuilt.length} only in the rebuild; e.g. live ${onlyLive[0]?.slice(0, 300)} / rebuilt ${onlyRebuilt[0]?.slice(0, 300)}`,
      );
    }
  }
  return problems;
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]! : NaN;
};

// ---------------------------------------------------------------- run
const fakeStripe = new FakeStripe();
async function main(): Promise<number> {
  if (args['pg-restart']) setUpPrivatePostgres();
  log(`Postgres: ${pgUrl}${privatePg ? ' (a private cluster, restarted under load)' : ' (shared: not restarted)'}`);
  log(`seed ${SEED} (--seed ${SEED} replays the storms' orders)`);
  await fakeStripe.start();
  await startCluster(await startHangingAi(), fakeStripe.url);
  // Connected after the load: a Postgres restart would end it.
  const db = new pg.Client({ connectionString: `${pgUrl}/${DB}` });
  db.on('error', (err) => console.error('check connection:', err.message));
  let failed = false;
  try {
    const clients = Array.from({ length: CLIENTS }, (_, i) => new Client(`c${i}`));
    for (const c of clients) {
      const res = await c.request('read', 'POST', '/api/register', {
        username: `faults${process.pid}${c.name}`,
        email: `faults${process.pid}${c.name}@example.com`,
        password: 'faults-pass-123',
      });
      if (res?.status !== 201) throw new Error(`register answered ${res?.status ?? 'an error'}: ${JSON.stringify(res?.json)}`);
    }
    // The webhook storms' users (each a subscription life) and the documents' owner.
    const stormUsers: { c: Client; storm: Storm }[] = [];
    for (let i = 0; i < STORMS; i++) {
      const c = new Client(`s${i}`);
      const res = await c.request('read', 'POST', '/api/register', {
        username: `faults${process.pid}s${i}`,
        email: `faults${process.pid}s${i}@example.com`,
        password: 'faults-pass-123',
      });
      if (res?.status !== 201) throw new Error(`register answered ${res?.status ?? 'an error'}: ${JSON.stringify(res?.json)}`);
      stormUsers.push({ c, storm: subscriptionStorm(fakeStripe, (res.json as { id: number }).id, LIVES[i % LIVES.length]!, rand) });
    }
    const owner = new Client('documents');
    const reg = await owner.request('read', 'POST', '/api/register', {
      username: `faults${process.pid}docs`,
      email: `faults${process.pid}docs@example.com`,
      password: 'faults-pass-123',
    });
    if (reg?.status !== 201) throw new Error(`register answered ${reg?.status ?? 'an error'}: ${JSON.stringify(reg?.json)}`);
    outcomes.length = 0;

    const started = Date.now();
    loadStarted = started;
    const until = started + SECONDS * 1000;
    const load = Promise.all([
      ...clients.map((c) => clientLoop(c, until)),
      webhookLoop(
        stormUsers.map((s) => s.storm),
        until,
      ),
      documentLoop(owner, until),
    ]);
    const at = (s: number) => sleep(Math.max(0, started + s * 1000 - Date.now()));
    const faults: string[] = [];
    const faultTimes: [string, number][] = [];
    const mark = (f: string) => {
      faults.push(f);
      faultTimes.push([f, (Date.now() - started) / 1000]);
    };
    await at(SECONDS * 0.12);
    mark('kill -9 api-1');
    await kill9('api-1');
    await at(SECONDS * 0.3);
    mark('kill -9 projector');
    await kill9('projector');
    await at(SECONDS * 0.48);
    mark('kill -9 worker');
    await kill9('worker');
    await at(SECONDS * 0.62);
    mark('kill -9 api-2');
    await kill9('api-2');
    if (privatePg) {
      await at(SECONDS * 0.75);
      log(`restarting Postgres (pg_ctlcluster restart -m fast) at ${((Date.now() - started) / 1000).toFixed(1)} s`);
      mark('Postgres restart');
      restartPostgres();
      log('Postgres is back');
    }
    await load;
    // Before the views settle: an extraction process whose worker was killed must not still run.
    await sleep(2000);
    const strays = strayExtractors();
    if (strays.length) failed = true;
    log(`load stopped after ${((Date.now() - started) / 1000).toFixed(1)} s; waiting for the views and reactions to catch up`);
    if (!(await settle(150_000))) {
      console.error(
        'the cluster was not healthy with every view caught up, every document done and no event appended for 3 s, 150 s after the load',
      );
      failed = true;
    }

    await db.connect();
    // 1. No event lost or doubled.
    const { rows } = await db.query<{ correlation: string; n: string }>(
      `select metadata->>'correlationId' as correlation, count(*) as n from events where type = 'CaseSubmitted' group by 1`,
    );
    const eventsFor = new Map(rows.map((r) => [r.correlation, Number(r.n)]));
    // Attempts grouped into submissions (one request id per submission, kept across its retries).
    const attempts = outcomes.filter((o) => o.kind === 'submit');
    const bySubmission = new Map<string, Outcome[]>();
    for (const o of attempts) bySubmission.set(o.requestId, [...(bySubmission.get(o.requestId) ?? []), o]);
    const submits = [...bySubmission.values()].map((tries) => tries.find((o) => o.status === 201) ?? tries.at(-1)!);
    const ok = submits.filter((o) => o.status === 201);
    const notOk = submits.filter((o) => o.status !== 201);
    const retried = [...bySubmission.values()].filter((tries) => tries.length > 1);
    const savedByRetry = retried.filter((tries) => tries.at(-1)!.status === 201);
    const replays = attempts.filter((o) => o.replayed).length;
    const lost = ok.filter((o) => eventsFor.get(o.requestId) !== 1);
    const doubled = rows.filter((r) => Number(r.n) > 1);
    const appliedThoughFailed = notOk.filter((o) => eventsFor.get(o.requestId) === 1);
    const known = new Set(submits.map((o) => o.requestId));
    const unknown = rows.filter((r) => !known.has(r.correlation));
    const lostOrDoubled = lost.length + doubled.length + unknown.length;
    if (lostOrDoubled) failed = true;

    // 1b. Chat messages while the AI engine hangs: each answered with a retryable error, and the
    // message and the end of its reply recorded exactly once (none lost, none doubled). The reply is
    // followed by its id, not by the request id: a reply left pending by a killed process is ended
    // ('interrupted') by the user's next message, with that message's request id (scripts/chat-events.ts).
    const chats = outcomes.filter((o) => o.kind === 'chat');
    const chatCheck = checkChatEvents(
      chats.map((o) => o.requestId),
      (await db.query<ChatEventRow>(CHAT_EVENTS_SQL)).rows,
    );
    const chatOf = (o: Outcome) => chatCheck.byRequest.get(o.requestId)!;
    const timedOut = chats.filter((o) => o.status === 504 && o.code === 'AI_TIMEOUT');
    const chatLost = timedOut.filter((o) => chatOf(o).sent !== 1 || chatOf(o).failed + chatOf(o).replied !== 1);
    const chatDoubled = chats.filter((o) => chatOf(o).sent > 1 || chatOf(o).failed + chatOf(o).replied > 1);
    const chatOther = chats.filter((o) => !(o.status === 504 && o.code === 'AI_TIMEOUT'));
    if (chatLost.length || chatDoubled.length || chatCheck.doubled.length) failed = true;
    const chatCounts = (os: Outcome[]) =>
      os
        .map(
          (o) =>
            `${o.requestId}: MessageSent×${chatOf(o).sent}, its reply AssistantReplyFailed×${chatOf(o).failed} AssistantReplied×${chatOf(o).replied}, answered ${o.status ?? o.error}`,
        )
        .join('; ');

    // 2. Every view equals a fresh rebuild.
    const live = await dumpViews(db);
    execFileSync('npx', ['tsx', 'scripts/rebuild-projections.ts'], {
      env: {
        ...process.env,
        DATABASE_URL: `${pgUrl}/${DB}`,
        DATA_DIR: DIR,
        ...Object.fromEntries(
          readFileSync(`${DIR}/secrets.env`, 'utf8')
            .trim()
            .split('\n')
            .map((l) => l.split(/=(.*)/s).slice(0, 2)),
        ),
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const rebuilt = await dumpViews(db);
    const viewProblems = compareViews(live, rebuilt);
    if (viewProblems.length) failed = true;

    // 4. The webhook storm: every event acknowledged and recorded once, nothing appended twice for
    // one provider event (one decision never makes two events of a type), one start per user, and
    // each subscription as the newest provider event says.
    const stormEvents = stormUsers.flatMap((s) => s.storm.events);
    const unacked = deliveries.filter((d) => d.outcome === undefined);
    const byOutcome = new Map<string, number>();
    for (const d of deliveries) byOutcome.set(d.outcome ?? 'none', (byOutcome.get(d.outcome ?? 'none') ?? 0) + 1);
    const recorded = new Map(
      (
        await db.query<{ event_id: string; n: string }>(
          `select event_id, count(*) as n from billing_provider_events where provider = 'stripe' group by 1`,
        )
      ).rows.map((r) => [r.event_id, Number(r.n)]),
    );
    const notRecorded = stormEvents.filter((e) => recorded.get(e.id) !== 1);
    const { rows: appendedTwice } = await db.query<{ correlation: string; type: string; n: string }>(
      `select metadata->>'correlationId' as correlation, type, count(*) as n from events where stream like 'subscription-%' group by 1, 2 having count(*) > 1`,
    );
    const { rows: starts } = await db.query<{ stream: string; n: string }>(
      `select stream, count(*) as n from events where type = 'SubscriptionStarted' group by 1`,
    );
    const startsOf = new Map(starts.map((r) => [r.stream, Number(r.n)]));
    const startedTwice = stormUsers.filter((s) => startsOf.get(`subscription-${s.storm.userId}`) !== 1);
    const stateMismatches: string[] = [];
    for (const { c, storm } of stormUsers) {
      const got = (await c.peek('/api/subscription')) as Record<string, unknown> | undefined;
      const e = storm.expected;
      const same =
        got?.status === e.status &&
        got.isSubscribed === e.isSubscribed &&
        got.cancelAtPeriodEnd === e.cancelAtPeriodEnd &&
        (e.currentPeriodEnd === undefined || got.currentPeriodEnd === e.currentPeriodEnd);
      if (!same)
        stateMismatches.push(
          `user ${storm.userId} (${storm.life}): the newest event says ${JSON.stringify(e)}, GET /api/subscription ${JSON.stringify(got)}`,
        );
    }
    if (
      unacked.length ||
      notRecorded.length ||
      appendedTwice.length ||
      startedTwice.length ||
      stateMismatches.length ||
      byOutcome.has('rejected')
    )
      failed = true;

    // 5. The hanging document: each scan failed once as TIMEOUT, with the clear message in the view;
    // every text document extracted exactly once; how long the text documents waited.
    const { rows: docEvents } = await db.query<{ stream: string; type: string; data: Record<string, string> }>(
      `select stream, type, data from events where stream like 'document-%' order by position`,
    );
    const eventsOfDoc = new Map<string, typeof docEvents>();
    for (const e of docEvents) eventsOfDoc.set(e.stream, [...(eventsOfDoc.get(e.stream) ?? []), e]);
    const docProblems: string[] = [];
    const waits: number[] = [];
    const scanFailedAfter: number[] = [];
    const TIMEOUT_MESSAGE = 'Reading the document took too long.';
    for (const u of uploads.filter((x) => x.id)) {
      const evs = eventsOfDoc.get(`document-${u.id}`) ?? [];
      const uploadedAt = Date.parse(evs.find((e) => e.type === 'DocumentUploaded')?.data.uploadedAt ?? '');
      const extracted = evs.filter((e) => e.type === 'TextExtracted');
      const extractionFailed = evs.filter((e) => e.type === 'DocumentAnalysisFailed' && e.data.stage === 'extraction');
      if (u.hanging) {
        const view = (await owner.peek(`/api/documents/${u.id}`)) as { status?: string; error?: string } | undefined;
        if (
          extracted.length !== 0 ||
          extractionFailed.length !== 1 ||
          extractionFailed[0]!.data.code !== 'TIMEOUT' ||
          view?.status !== 'failed' ||
          view.error !== TIMEOUT_MESSAGE
        ) {
          docProblems.push(
            `${u.name} (hangs): TextExtracted×${extracted.length}, extraction failures ${JSON.stringify(extractionFailed.map((e) => e.data.code))}, view ${JSON.stringify({ status: view?.status, error: view?.error })}`,
          );
        } else scanFailedAfter.push((Date.parse(extractionFailed[0]!.data.failedAt!) - uploadedAt) / 1000);
      } else if (extracted.length !== 1 || extractionFailed.length !== 0) {
        docProblems.push(
          `${u.name}: TextExtracted×${extracted.length}, extraction failures ${JSON.stringify(extractionFailed.map((e) => e.data.code))}`,
        );
      } else waits.push((Date.parse(extracted[0]!.data.extractedAt!) - uploadedAt) / 1000);
    }
    if (docProblems.length) failed = true;

    // 3. Every failure retryable.
    const inProgress = (o: Outcome) => o.status === 409 && IN_PROGRESS_CODES.includes(o.code ?? '');
    const failures = outcomes.filter(
      (o) => o.error !== undefined || (o.status !== undefined && o.status >= 500) || o.status === 429 || o.status === 408 || inProgress(o),
    );
    const retryable = (o: Outcome) =>
      o.status !== undefined
        ? isRetryableAnswer(o.status, o.code)
        : ['ECONNRESET', 'UND_ERR_SOCKET', 'ECONNREFUSED', 'TimeoutError'].includes(o.error!);
    const notRetryable = failures.filter((o) => !retryable(o));
    const clientErrors = outcomes.filter(
      (o) => o.status !== undefined && o.status >= 400 && o.status < 500 && o.status !== 429 && o.status !== 408 && !inProgress(o),
    );
    if (notRetryable.length || clientErrors.length) failed = true;

    const byStatus = new Map<string, number>();
    const label = (o: Outcome) =>
      o.status !== undefined ? `${o.status}${o.status >= 400 && o.code ? ` ${o.code}` : ''}` : String(o.error);
    for (const o of outcomes) byStatus.set(label(o), (byStatus.get(label(o)) ?? 0) + 1);
    // When each kind of failure happened, to line them up with the faults.
    const windows = new Map<string, number[]>();
    for (const o of failures) windows.set(label(o), [...(windows.get(label(o)) ?? []), o.at]);
    const ms = outcomes.filter((o) => o.status !== undefined && o.status < 400).map((o) => o.ms);
    const report = [
      `cluster: 3 api, ${args.projectors} projector(s), 1 worker, HAProxy; Postgres ${privatePg ? 'private (restarted)' : 'shared (not restarted)'}`,
      `faults: ${faults.join(', ')}`,
      `requests: ${outcomes.length} in ${SECONDS} s from ${CLIENTS} clients (${(outcomes.length / SECONDS).toFixed(0)} req/s), by status: ${[
        ...byStatus,
      ]
        .sort()
        .map(([k, v]) => `${k}×${v}`)
        .join(', ')}`,
      `latency of the answered ones: p50 ${pct(ms, 50).toFixed(0)} ms, p99 ${pct(ms, 99).toFixed(0)} ms, max ${Math.max(...ms).toFixed(0)} ms`,
      `client-visible error rate: ${((100 * failures.length) / outcomes.length).toFixed(2)} % (${failures.length} of ${outcomes.length}); retryable: ${failures.length - notRetryable.length}, not retryable: ${notRetryable.length}${notRetryable.length ? ` (${[...new Set(notRetryable.map((o) => `${o.status ?? o.error} ${o.path}`))].slice(0, 5).join('; ')})` : ''}`,
      `failures in time: ${[...windows].map(([k, ts]) => `${k} ×${ts.length} between ${Math.min(...ts).toFixed(1)} and ${Math.max(...ts).toFixed(1)} s`).join('; ') || 'none'}`,
      `fault times: ${faultTimes.map(([f, t]) => `${f} at ${t.toFixed(1)} s`).join(', ')}`,
      `other 4xx answers: ${clientErrors.length}${clientErrors.length ? ` (${[...new Set(clientErrors.map((o) => `${o.status} ${o.path}`))].slice(0, 5).join('; ')})` : ''}`,
      `case submissions: ${submits.length} (${attempts.length} attempts); answered 201: ${ok.length}, each with exactly one CaseSubmitted event: ${ok.length - lost.length}; failed after ${SUBMIT_RETRIES} retries: ${notOk.length}, of which applied anyway (answer lost): ${appliedThoughFailed.length}`,
      `idempotent retries: ${retried.length} submission(s) retried with their key, ${savedByRetry.length} of them ended 201; ${replays} answer(s) replayed from the key's stored first answer`,
      `client-visible error rate after the clients' retries (submissions that never got 201): ${((100 * notOk.length) / Math.max(1, submits.length)).toFixed(2)} %`,
      `events lost: ${lost.length}, doubled: ${doubled.length}, without a request: ${unknown.length}`,
      `AI engine hanging (every reply times out after ${AI_TIMEOUT_MS} ms): ${chats.length} chat messages; answered 504 AI_TIMEOUT: ${timedOut.length} (p50 ${pct(
        timedOut.map((o) => o.ms),
        50,
      ).toFixed(
        0,
      )} ms), otherwise: ${chatOther.length}${chatOther.length ? ` (${[...new Set(chatOther.map((o) => o.status ?? o.error))].join(', ')})` : ''}; message or failed reply missing: ${chatLost.length}${chatLost.length ? ` (${chatCounts(chatLost)})` : ''}, doubled: ${chatDoubled.length}${chatDoubled.length ? ` (${chatCounts(chatDoubled)})` : ''}; messages or reply ends recorded twice in the store: ${chatCheck.doubled.length}${chatCheck.doubled.length ? ` (${chatCheck.doubled.join('; ')})` : ''}`,
      `payment webhooks (seed ${SEED}): ${stormUsers.length} subscription lives (${[...new Set(stormUsers.map((s) => s.storm.life))].join(', ')}), ${stormEvents.length} provider events, ${deliveries.length} deliveries (${deliveries.reduce((n, d) => n + d.attempts, 0)} attempts, the newest event first and twice at once, then the older ones late and shuffled, then all again in pairs); acknowledged: ${[
        ...byOutcome,
      ]
        .sort()
        .map(([k, v]) => `${k}×${v}`)
        .join(', ')}; never acknowledged: ${unacked.length}`,
      `  events not recorded exactly once: ${notRecorded.length}; appended twice for one provider event: ${appendedTwice.length}${
        appendedTwice.length
          ? ` (${appendedTwice
              .slice(0, 5)
              .map((r) => `${r.type}×${r.n} for ${r.correlation}`)
              .join('; ')})`
          : ''
      }; users whose subscription started other than once: ${startedTwice.length}`,
      `  subscription equal to what the newest provider event says: ${stormUsers.length - stateMismatches.length} of ${stormUsers.length}${stateMismatches.length ? `\n    ${stateMismatches.join('\n    ')}` : ''}`,
      `documents (EXTRACTION_TIMEOUT_MS=${EXTRACTION_TIMEOUT_MS}): ${uploads.length} uploads, answered 201: ${uploads.filter((u) => u.id).length}, otherwise: ${
        uploads
          .filter((u) => !u.id)
          .map((u) => u.status ?? 'error')
          .join(', ') || 'none'
      }`,
      `  noise scans that hang OCR: ${uploads.filter((u) => u.hanging).length}, failed once as TIMEOUT ("${TIMEOUT_MESSAGE}" in the view): ${scanFailedAfter.length}, after ${scanFailedAfter.map((t) => t.toFixed(1)).join(', ')} s`,
      `  text documents extracted exactly once: ${waits.length} of ${uploads.filter((u) => u.id && !u.hanging).length}; wait from upload to text: p50 ${pct(waits, 50).toFixed(1)} s, max ${Math.max(...waits).toFixed(1)} s${docProblems.length ? `\n  problems: ${docProblems.join('\n    ')}` : ''}`,
      `  extraction processes left running by a killed worker: ${strays.length}${strays.length ? ` (pids ${strays.join(', ')})` : ''}`,
      `read-your-writes misses (a new case absent from the next list, on any process): ${rywMisses.length}${rywMisses.length ? ` (at ${rywMisses.map((t) => t.toFixed(1)).join(', ')} s)` : ''}`,
      `views equal to a fresh rebuild: ${viewProblems.length === 0 ? `yes (${live.size} tables, ${[...live.values()].reduce((s, r) => s + r.length, 0)} rows)` : `NO\n  ${viewProblems.join('\n  ')}`}`,
      `restarts seen by the supervisor:\n  ${existsSync(`${DIR}/run/restarts.log`) ? readFileSync(`${DIR}/run/restarts.log`, 'utf8').trim().split('\n').join('\n  ') : '(none)'}`,
    ].join('\n');
    console.log(`\n${report}\n\n${failed ? 'FAILED' : 'PASSED'}`);
  } finally {
    await db.end().catch(() => {});
    stopHangingAi();
    await cleanUp();
    await fakeStripe.close();
  }
  return failed ? 1 : 0;
}

/** Stops the cluster, drops its database (or the private Postgres cluster) and its directory. */
async function cleanUp(): Promise<void> {
  await stopCluster().catch((err: unknown) => console.error('stopping the cluster:', err));
  if (privatePg) {
    execFileSync('pg_dropcluster', [PRIVATE_PG.version, PRIVATE_PG.name, '--stop']);
  } else {
    const admin = new pg.Client({ connectionString: `${pgUrl}/postgres` });
    await admin.connect();
    await admin.query(`drop database if exists ${DB} with (force)`);
    await admin.end();
  }
  // The processes' logs outlive the run, for a look at what a failed check saw.
  if (existsSync(`${DIR}/run`)) cpSync(`${DIR}/run`, `${DIR}-logs`, { recursive: true });
  rmSync(DIR, { recursive: true, force: true });
  console.log(`logs of the cluster's processes: ${DIR}-logs`);
}

main().then(
  (code) => process.exit(code),
  async (err: unknown) => {
    console.error(err);
    await cleanUp().catch(() => {});
    process.exit(1);
  },
);
