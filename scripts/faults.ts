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
// retryable failure, so a submission whose answer was lost comes back as its first answer. Results: docs/reliability.md.
//
//   npm run faults                   # on the shared server at 127.0.0.1:5432; Postgres is not restarted
//   npm run faults -- --pg-restart   # on a private Postgres cluster (pg_createcluster, as root) that it restarts
//   npm run faults -- --seconds 60 --clients 12
//   npm run faults -- --projectors 2  # a standby projector takes over the killed one's views
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { cpSync, existsSync, readFileSync, rmSync } from 'node:fs';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { projectors } from '../app/modules.js';
import { criminalCaseRequest } from '../test/support/case-request.js';
import { CHAT_EVENTS_SQL, checkChatEvents, type ChatEventRow } from './chat-events.js';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '48' },
    clients: { type: 'string', default: '8' },
    'pg-restart': { type: 'boolean', default: false },
    port: { type: 'string', default: '3700' },
    projectors: { type: 'string', default: '1' },
  },
});
const SECONDS = Number(args.seconds);
const CLIENTS = Number(args.clients);
const LB_PORT = Number(args.port);
const API_PORTS = [LB_PORT + 1, LB_PORT + 2, LB_PORT + 3];
const DB = `casebook_faults_${process.pid}`;
const DIR = `/tmp/casebook-faults-${process.pid}`;
const PRIVATE_PG = { version: '15', name: 'casebook-faults', port: 54329 };
const BASE = `http://127.0.0.1:${LB_PORT}`;

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
  execFileSync('pg_createcluster', [PRIVATE_PG.version, PRIVATE_PG.name, '-p', String(PRIVATE_PG.port), '--', '--auth=trust'], { stdio: 'ignore' });
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

async function startCluster(aiUrl: string): Promise<void> {
  cluster = spawn('bash', ['scripts/cluster.sh'], {
    detached: true,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      CLUSTER_PORT: String(LB_PORT),
      CLUSTER_STATS_PORT: String(LB_PORT + 404),
      CLUSTER_API_PORTS: API_PORTS.join(' '),
      CLUSTER_PG_URL: pgUrl,
      CLUSTER_DB: DB,
      CLUSTER_DIR: DIR,
      CLUSTER_PROJECTORS: args.projectors,
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
  kind: 'submit' | 'read' | 'chat';
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

  async request(
    kind: Outcome['kind'],
    method: string,
    path: string,
    body?: unknown,
    opts: { requestId?: string; idempotencyKey?: string } = {},
  ): Promise<{ status: number; json: unknown } | undefined> {
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
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
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
      return { status: res.status, json };
    } catch (err) {
      const e = err as Error & { cause?: { code?: string; message?: string } };
      outcomes.push({ kind, path, requestId, error: e.cause?.code ?? e.name ?? e.message, ms: performance.now() - started, at });
      return undefined;
    }
  }
}

/** Retries of one submission before the client gives up (each 0.5 s apart). */
const SUBMIT_RETRIES = 8;

/** Statuses a client retries: the app's and the load balancer's 502/503/504, and a key whose first attempt is still running. */
function isRetryableAnswer(status: number, code: string | undefined): boolean {
  return [502, 503, 504].includes(status) || (status === 409 && code === 'IDEMPOTENCY_IN_PROGRESS');
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
        if (!(res === undefined || isRetryableAnswer(res.status, outcomes.at(-1)?.code)) || attempt >= SUBMIT_RETRIES || Date.now() >= until + 10_000) break;
        await sleep(500);
      }
      if (res?.status === 201) {
        const id = (res.json as { id: number }).id;
        c.caseIds.push(id);
        // Read-your-writes on whichever process the next request lands on.
        const list = await c.request('read', 'GET', '/api/case-analyses');
        if (list?.status === 200 && !(list.json as { id: number }[]).some((x) => x.id === id)) rywMisses.push((Date.now() - loadStarted) / 1000);
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
      await c.request('chat', 'POST', '/api/messages', { content: `Is my landlord allowed to keep my security deposit? (${c.name} ${n++})` }, { idempotencyKey: randomUUID() });
    }
  }
}

// ---------------------------------------------------------------- checks
async function waitHealthy(timeoutMs: number): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const res = await fetch(`${BASE}/api/health`).catch(() => undefined);
    if (res?.status === 200) {
      const body = (await res.json()) as { projections: { views: { behind: number }[]; reactions: { behind: number }[] } };
      if ([...body.projections.views, ...body.projections.reactions].every((v) => v.behind === 0)) return true;
    }
    await sleep(500);
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
      problems.push(`${table}: ${onlyLive.length} row(s) only in the live view, ${onlyRebuilt.length} only in the rebuild; e.g. live ${onlyLive[0]?.slice(0, 300)} / rebuilt ${onlyRebuilt[0]?.slice(0, 300)}`);
    }
  }
  return problems;
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]! : NaN;
};

// ---------------------------------------------------------------- run
async function main(): Promise<number> {
  if (args['pg-restart']) setUpPrivatePostgres();
  log(`Postgres: ${pgUrl}${privatePg ? ' (a private cluster, restarted under load)' : ' (shared: not restarted)'}`);
  await startCluster(await startHangingAi());
  // Connected after the load: a Postgres restart would end it.
  const db = new pg.Client({ connectionString: `${pgUrl}/${DB}` });
  db.on('error', (err) => console.error('check connection:', err.message));
  let failed = false;
  try {
    const clients = Array.from({ length: CLIENTS }, (_, i) => new Client(`c${i}`));
    for (const c of clients) {
      const res = await c.request('read', 'POST', '/api/register', { username: `faults${process.pid}${c.name}`, email: `faults${process.pid}${c.name}@example.com`, password: 'faults-pass-123' });
      if (res?.status !== 201) throw new Error(`register answered ${res?.status ?? 'an error'}: ${JSON.stringify(res?.json)}`);
    }
    outcomes.length = 0;

    const started = Date.now();
    loadStarted = started;
    const until = started + SECONDS * 1000;
    const load = Promise.all(clients.map((c) => clientLoop(c, until)));
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
    log(`load stopped after ${((Date.now() - started) / 1000).toFixed(1)} s; waiting for the views and reactions to catch up`);
    if (!(await waitHealthy(60_000))) {
      console.error('the cluster was not healthy with every view caught up 60 s after the load');
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
      os.map((o) => `${o.requestId}: MessageSent×${chatOf(o).sent}, its reply AssistantReplyFailed×${chatOf(o).failed} AssistantReplied×${chatOf(o).replied}, answered ${o.status ?? o.error}`).join('; ');

    // 2. Every view equals a fresh rebuild.
    const live = await dumpViews(db);
    execFileSync('npx', ['tsx', 'scripts/rebuild-projections.ts'], {
      env: { ...process.env, DATABASE_URL: `${pgUrl}/${DB}`, DATA_DIR: DIR, ...Object.fromEntries(readFileSync(`${DIR}/secrets.env`, 'utf8').trim().split('\n').map((l) => l.split(/=(.*)/s).slice(0, 2))), LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const rebuilt = await dumpViews(db);
    const viewProblems = compareViews(live, rebuilt);
    if (viewProblems.length) failed = true;

    // 3. Every failure retryable.
    const inProgress = (o: Outcome) => o.status === 409 && o.code === 'IDEMPOTENCY_IN_PROGRESS';
    const failures = outcomes.filter((o) => o.error !== undefined || (o.status !== undefined && o.status >= 500) || o.status === 429 || o.status === 408 || inProgress(o));
    const retryable = (o: Outcome) => (o.status !== undefined ? isRetryableAnswer(o.status, o.code) : ['ECONNRESET', 'UND_ERR_SOCKET', 'ECONNREFUSED', 'TimeoutError'].includes(o.error!));
    const notRetryable = failures.filter((o) => !retryable(o));
    const clientErrors = outcomes.filter((o) => o.status !== undefined && o.status >= 400 && o.status < 500 && o.status !== 429 && o.status !== 408 && !inProgress(o));
    if (notRetryable.length || clientErrors.length) failed = true;

    const byStatus = new Map<string, number>();
    const label = (o: Outcome) => (o.status !== undefined ? `${o.status}${o.status >= 400 && o.code ? ` ${o.code}` : ''}` : String(o.error));
    for (const o of outcomes) byStatus.set(label(o), (byStatus.get(label(o)) ?? 0) + 1);
    // When each kind of failure happened, to line them up with the faults.
    const windows = new Map<string, number[]>();
    for (const o of failures) windows.set(label(o), [...(windows.get(label(o)) ?? []), o.at]);
    const ms = outcomes.filter((o) => o.status !== undefined && o.status < 400).map((o) => o.ms);
    const report = [
      `cluster: 3 api, ${args.projectors} projector(s), 1 worker, HAProxy; Postgres ${privatePg ? 'private (restarted)' : 'shared (not restarted)'}`,
      `faults: ${faults.join(', ')}`,
      `requests: ${outcomes.length} in ${SECONDS} s from ${CLIENTS} clients (${(outcomes.length / SECONDS).toFixed(0)} req/s), by status: ${[...byStatus].sort().map(([k, v]) => `${k}×${v}`).join(', ')}`,
      `latency of the answered ones: p50 ${pct(ms, 50).toFixed(0)} ms, p99 ${pct(ms, 99).toFixed(0)} ms, max ${Math.max(...ms).toFixed(0)} ms`,
      `client-visible error rate: ${((100 * failures.length) / outcomes.length).toFixed(2)} % (${failures.length} of ${outcomes.length}); retryable: ${failures.length - notRetryable.length}, not retryable: ${notRetryable.length}${notRetryable.length ? ` (${[...new Set(notRetryable.map((o) => `${o.status ?? o.error} ${o.path}`))].slice(0, 5).join('; ')})` : ''}`,
      `failures in time: ${[...windows].map(([k, ts]) => `${k} ×${ts.length} between ${Math.min(...ts).toFixed(1)} and ${Math.max(...ts).toFixed(1)} s`).join('; ') || 'none'}`,
      `fault times: ${faultTimes.map(([f, t]) => `${f} at ${t.toFixed(1)} s`).join(', ')}`,
      `other 4xx answers: ${clientErrors.length}${clientErrors.length ? ` (${[...new Set(clientErrors.map((o) => `${o.status} ${o.path}`))].slice(0, 5).join('; ')})` : ''}`,
      `case submissions: ${submits.length} (${attempts.length} attempts); answered 201: ${ok.length}, each with exactly one CaseSubmitted event: ${ok.length - lost.length}; failed after ${SUBMIT_RETRIES} retries: ${notOk.length}, of which applied anyway (answer lost): ${appliedThoughFailed.length}`,
      `idempotent retries: ${retried.length} submission(s) retried with their key, ${savedByRetry.length} of them ended 201; ${replays} answer(s) replayed from the key's stored first answer`,
      `client-visible error rate after the clients' retries (submissions that never got 201): ${((100 * notOk.length) / Math.max(1, submits.length)).toFixed(2)} %`,
      `events lost: ${lost.length}, doubled: ${doubled.length}, without a request: ${unknown.length}`,
      `AI engine hanging (every reply times out after ${AI_TIMEOUT_MS} ms): ${chats.length} chat messages; answered 504 AI_TIMEOUT: ${timedOut.length} (p50 ${pct(timedOut.map((o) => o.ms), 50).toFixed(0)} ms), otherwise: ${chatOther.length}${chatOther.length ? ` (${[...new Set(chatOther.map((o) => o.status ?? o.error))].join(', ')})` : ''}; message or failed reply missing: ${chatLost.length}${chatLost.length ? ` (${chatCounts(chatLost)})` : ''}, doubled: ${chatDoubled.length}${chatDoubled.length ? ` (${chatCounts(chatDoubled)})` : ''}; messages or reply ends recorded twice in the store: ${chatCheck.doubled.length}${chatCheck.doubled.length ? ` (${chatCheck.doubled.join('; ')})` : ''}`,
      `read-your-writes misses (a new case absent from the next list, on any process): ${rywMisses.length}${rywMisses.length ? ` (at ${rywMisses.map((t) => t.toFixed(1)).join(', ')} s)` : ''}`,
      `views equal to a fresh rebuild: ${viewProblems.length === 0 ? `yes (${live.size} tables, ${[...live.values()].reduce((s, r) => s + r.length, 0)} rows)` : `NO\n  ${viewProblems.join('\n  ')}`}`,
      `restarts seen by the supervisor:\n  ${existsSync(`${DIR}/run/restarts.log`) ? readFileSync(`${DIR}/run/restarts.log`, 'utf8').trim().split('\n').join('\n  ') : '(none)'}`,
    ].join('\n');
    console.log(`\n${report}\n\n${failed ? 'FAILED' : 'PASSED'}`);
  } finally {
    await db.end().catch(() => {});
    stopHangingAi();
    await cleanUp();
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
