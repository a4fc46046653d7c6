// The fairness run of issue 28, with the real extraction pool and real costly pictures: one user
// uploads ten glyph textures (2400×3000, rows of random 12 px letters and marks) that run past a
// page's OCR budget each, another user then uploads a text file. Noise pictures no longer serve:
// page preparation (decision 0045) clears their specks and they read in about a second. Measured: the text file's time with the queue idle and
// with the ten queued, what one costly picture costs alone (its page's OCR budget), the ten's
// outcome, and /api/health polled every second all along (and the worker's probe, split topology).
// The goal: the text file completes within its idle time plus one document.
//   npx tsx bench/fairness.bench.ts      (or npm run bench -- fairness)
// It prints markdown and replaces the fairness part of docs/benchmarks.md.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from '../app/server.js';
import { loadConfig } from '../infra/config/index.js';
import type { Database } from '../infra/db/index.js';
import { TestClient } from '../test/support/app.js';
import { makeGlyphTexture } from '../test/support/document-samples.js';
import { loadNote, onEachDatabase, runIfMain, startBenchApp, stopChildren, writeDocSection } from './support.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const COSTLY = Number(process.env.BENCH_FAIRNESS_PICTURES) || 10;
const KEK = randomBytes(32).toString('hex');
const PROBE_PORTS = {
  projector: Number(process.env.BENCH_FAIRNESS_PROBE_PORT) || 3691,
  worker: (Number(process.env.BENCH_FAIRNESS_PROBE_PORT) || 3691) + 1,
};

interface App {
  url: string;
  /** The worker's own probe (split topology only). */
  probeUrl?: string;
  close(): Promise<void>;
}

interface Row {
  topology: string;
  textIdle: number;
  costlyAlone: { seconds: number; outcome: string };
  textQueued: number;
  queuedAhead: number;
  costly: { seconds: number; outcomes: Record<string, number> };
  health: { polls: number; non200: number; maxWaiting: number; maxAge: number; probePolls: number; probeNon200: number };
}

/** api here; the projector and the worker (with its probe on HEALTH_PORT) as processes of their own. */
async function startSplit(db: Database): Promise<App> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'casebook-fair-'));
  const env = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    SESSION_SECRET: 'bench-session-secret-that-is-long-enough-1',
    TRUST_PROXY: 'true',
    DATABASE_URL: db.url,
    KEK,
  };
  const server = await buildServer(loadConfig(env), { db, role: 'api' });
  const { url } = await server.listen(0, '127.0.0.1');
  const children = (['projector', 'worker'] as const).map((role) =>
    spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'main.ts'), '--role', role], {
      env: { ...process.env, ...env, HEALTH_PORT: String(PROBE_PORTS[role]) },
      stdio: ['ignore', 'ignore', 'inherit'],
    }),
  );
  const close = async () => {
    await stopChildren(children);
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
  };
  // Each role is up once its probe answers 200 (HEALTH_PORT).
  try {
    const deadline = Date.now() + 180_000;
    for (const [i, role] of (['projector', 'worker'] as const).entries()) {
      for (;;) {
        if (children[i]!.exitCode !== null) throw new Error(`the ${role} exited (${children[i]!.exitCode})`);
        const res = await fetch(`http://127.0.0.1:${PROBE_PORTS[role]}/api/health`).catch(() => undefined);
        await res?.arrayBuffer();
        if (res?.status === 200) break;
        if (Date.now() > deadline) throw new Error(`the ${role} did not answer its probe in 180 s`);
        await sleep(500);
      }
    }
  } catch (err) {
    await close();
    throw err;
  }
  return { url, probeUrl: `http://127.0.0.1:${PROBE_PORTS.worker}/api/health`, close };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function signUp(app: App, ip: string): Promise<TestClient> {
  const c = new TestClient(app.url, { 'x-forwarded-for': ip });
  const username = `fair${randomBytes(4).toString('hex')}`;
  const res = await c.post('/api/register', { username, email: `${username}@example.com`, password: 'bench-password' });
  if (res.status !== 201) throw new Error(`register answered ${res.status}`);
  return c;
}

async function upload(c: TestClient, bytes: Uint8Array, name: string): Promise<string> {
  const res = await c.upload<{ id: string }>('/api/documents/upload', 'document', bytes, name);
  if (res.status !== 201) throw new Error(`upload of ${name} answered ${res.status}: ${res.text}`);
  return res.body.id;
}

/** Seconds from now until the document leaves `processing`, and how it ended. */
async function settle(
  c: TestClient,
  id: string,
  since = performance.now(),
): Promise<{ seconds: number; status: string; error: string | null }> {
  for (;;) {
    const res = await c.get<{ status: string; error: string | null }>(`/api/documents/${id}`);
    if (res.status === 200 && res.body.status !== 'processing')
      return { seconds: (performance.now() - since) / 1000, status: res.body.status, error: res.body.error };
    if (performance.now() - since > 1_800_000) throw new Error(`document ${id} still processing after 30 minutes`);
    await sleep(100);
  }
}

const outcomeOf = (r: { status: string; error: string | null }) =>
  r.status === 'failed' ? `failed: ${(r.error ?? '').split(':')[0]!.toLowerCase()}` : r.status;

async function run(topology: string, app: App, pictures: Uint8Array[], alone: Uint8Array): Promise<Row> {
  try {
    const a = await signUp(app, '10.28.0.1');
    const b = await signUp(app, '10.28.0.2');
    const lease = (n: number) =>
      new TextEncoder().encode(
        `LEASE AGREEMENT ${n}\n\nThis Lease is made on March 3, 2025 between Harbor Lantern Properties LLC ("Landlord") and Quillfeather Bakery, Inc. ("Tenant"). The Tenant shall pay $4,500.00 each month. This Lease is governed by the laws of the State of Maine.\n`,
      );

    // Idle: the text file alone (twice: the first also starts the extraction process), then one costly picture alone.
    await settle(b, await upload(b, lease(0), 'lease-0.txt'));
    const idleStart = performance.now();
    const textIdle = (await settle(b, await upload(b, lease(1), 'lease-1.txt'), idleStart)).seconds;
    const aloneStart = performance.now();
    const aloneResult = await settle(a, await upload(a, alone, 'texture-alone.png'), aloneStart);

    // Health every second from here to the end.
    const health = { polls: 0, non200: 0, maxWaiting: 0, maxAge: 0, probePolls: 0, probeNon200: 0 };
    let polling = true;
    const poller = (async () => {
      while (polling) {
        const res = await fetch(`${app.url}/api/health`).catch(() => undefined);
        health.polls++;
        if (res?.status !== 200) health.non200++;
        const body = (await res?.json().catch(() => undefined)) as
          { documents?: { waiting: number; oldestWaitingSeconds: number | null } | null } | undefined;
        health.maxWaiting = Math.max(health.maxWaiting, body?.documents?.waiting ?? 0);
        health.maxAge = Math.max(health.maxAge, body?.documents?.oldestWaitingSeconds ?? 0);
        if (app.probeUrl) {
          const probe = await fetch(app.probeUrl).catch(() => undefined);
          await probe?.arrayBuffer().catch(() => undefined);
          health.probePolls++;
          if (probe?.status !== 200) health.probeNon200++;
        }
        await sleep(1000);
      }
    })();

    const costlyStart = performance.now();
    const ids: string[] = [];
    for (const [i, p] of pictures.entries()) ids.push(await upload(a, p, `texture-${i + 1}.png`));
    await sleep(2000); // the first picture is being read
    const list = await a.get<{ status: string }[]>('/api/documents');
    const queuedAhead = list.body.filter((d) => d.status === 'processing').length;
    const textStart = performance.now();
    const textQueued = (await settle(b, await upload(b, lease(2), 'lease-2.txt'), textStart)).seconds;
    const outcomes: Record<string, number> = {};
    for (const id of ids) {
      const o = outcomeOf(await settle(a, id, costlyStart));
      outcomes[o] = (outcomes[o] ?? 0) + 1;
    }
    const costlySeconds = (performance.now() - costlyStart) / 1000;
    polling = false;
    await poller;
    const row: Row = {
      topology,
      textIdle,
      costlyAlone: { seconds: aloneResult.seconds, outcome: outcomeOf(aloneResult) },
      textQueued,
      queuedAhead,
      costly: { seconds: costlySeconds, outcomes },
      health,
    };
    console.log(JSON.stringify(row));
    return row;
  } finally {
    await app.close();
  }
}

const s1 = (x: number) => x.toFixed(1);

export async function main(options: { writeDoc?: boolean } = {}): Promise<string> {
  const loadAtStart = os.loadavg()[0]!;
  const pictures = await Promise.all(Array.from({ length: COSTLY }, (_, i) => makeGlyphTexture(2400, 3000, i + 1)));
  const alone = await makeGlyphTexture(2400, 3000, 1000);
  // BENCH_FAIRNESS_EMBEDDED_ONLY=1: the one-process topology only (half the time, on a busy machine).
  const embeddedOnly = process.env.BENCH_FAIRNESS_EMBEDDED_ONLY === '1';
  const { rows, notes } = await onEachDatabase(async (label, db) => {
    if (db.embedded) return [await run(`${label}, role all (one process)`, await startBenchApp(db, { KEK }), pictures, alone)];
    if (embeddedOnly) return [];
    return [
      await run(
        `${label}, api here; projector and worker (probe on HEALTH_PORT) in their own processes`,
        await startSplit(db),
        pictures,
        alone,
      ),
    ];
  });
  const kb = Math.round(pictures.reduce((n, p) => n + p.length, 0) / pictures.length / 1024);
  const verdict = (r: Row) => (r.textQueued <= r.textIdle + r.costlyAlone.seconds ? '✓' : '✗');
  const section = [
    "### Fairness: ten costly pictures from one user, then another user's text file (issue 28)",
    '',
    `\`npx tsx bench/fairness.bench.ts\` (or \`npm run bench -- fairness\`) — ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores. ` +
      `The pictures: ${COSTLY} glyph textures of 2400×3000 px (about ${kb} kB each; rows of random 12 px letters and marks, which page preparation cannot clear as it clears noise) that run past the per-page OCR budget of 30 s each.`,
    '',
    '| topology | text file, queue idle (s) | one costly picture alone (s, outcome) | text file with the ten queued (s) | goal ≤ idle + one document | the ten: done in (s), outcome | /api/health polls, non-200 | worker probe polls, non-200 | most waiting, oldest (s) |',
    '|---|--:|--:|--:|---|--:|--:|--:|--:|',
    ...rows.map(
      (r) =>
        `| ${r.topology} | ${s1(r.textIdle)} | ${s1(r.costlyAlone.seconds)} (${r.costlyAlone.outcome}) | ${s1(r.textQueued)} (${r.queuedAhead} of the user's pictures queued or reading) | ${s1(r.textIdle + r.costlyAlone.seconds)} ${verdict(r)} | ` +
        `${s1(r.costly.seconds)}, ${Object.entries(r.costly.outcomes)
          .map(([k, v]) => `${v} ${k}`)
          .join(
            ', ',
          )} | ${r.health.polls}, ${r.health.non200} | ${r.health.probePolls ? `${r.health.probePolls}, ${r.health.probeNon200}` : '–'} | ${r.health.maxWaiting}, ${s1(r.health.maxAge)} |`,
    ),
    '',
    loadNote(loadAtStart),
    ...notes.map((n) => `- ${n}`),
  ].join('\n');
  console.log(section);
  if (options.writeDoc ?? true) await writeDocSection('fairness', section);
  return section;
}

runIfMain(import.meta.url, () => main());
