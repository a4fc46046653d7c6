// Load suite (issue 16): the main read endpoint of every screen and the main commands at rising
// concurrency, on one api process and through the three-process cluster (scripts/cluster.sh:
// 3 api + projector + worker behind HAProxy, on the local Postgres server), each next to a bare
// Koa hello-world measured in the same run: req/s, p50/p99, errors, and projection lag p99.
//
//   npx tsx bench/load.bench.ts           (or npm run bench load); needs haproxy and a built dist/
//   BENCH_LOAD_SECONDS=10 BENCH_LOAD_CONCURRENCY=10,50,100,200 BENCH_LOAD_COMMAND_CONCURRENCY=10,50,100 \
//     npx tsx bench/load.bench.ts   # longer
//   BENCH_LOAD_COMMAND_CONCURRENCY= npx tsx bench/load.bench.ts   # the read rows only
//   BENCH_LOAD_READS=find-pi BENCH_LOAD_COMMAND_CONCURRENCY= npx tsx bench/load.bench.ts   # the PI search rows only
//   BENCH_LOAD_CONCURRENCY= BENCH_LOAD_COMMANDS=comment,upload npx tsx bench/load.bench.ts   # those command rows only
//
// Reads: autocannon in a child process (bench/http.bench.ts `cannon`), keep-alive connections, with a browser's Accept-Encoding.
// "One process" is api-1 addressed directly (its projector and worker are the cluster's, as in
// production); "cluster" is the same three processes through HAProxy. The bare Koa app runs in this
// process and is measured right before each concurrency level.
// Commands: N concurrent loops of fetch for the measurement's length, each command with its own
// content (messages: one premium user per loop; the other commands: the one seeded client).
// Projection lag: every 5th command of a loop, the time from its 201 until the sending of the first
// read through HAProxy (any api process, without the read-your-writes token) that shows it, polled
// every 5 ms.
// Writes the load section of docs/benchmarks.md.
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import knexFactory from 'knex';
import { startCluster, type BenchCluster } from './cluster.bench.js';
import { bareKoa, cannon } from './http.bench.js';
import { loadNote, percentile, runIfMain, writeDocSection } from './support.js';
import { TestClient } from '../test/support/app.js';
import { criminalCaseRequest } from '../test/support/case-request.js';
import { generateDirectory, insertDirectory } from '../test/support/directory.js';
import { searchQueryString } from '../modules/directory/contract.js';

// HAProxy's port (the cluster's processes take the four after it): BENCH_LOAD_PORT moves it off others' ranges.
const LB_PORT = Number(process.env.BENCH_LOAD_PORT) || 3650;
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS) || 2;
const levels = (v: string) =>
  v
    .split(',')
    .map(Number)
    .filter((n) => n > 0);
const LEVELS = levels(process.env.BENCH_LOAD_CONCURRENCY ?? '10,50,100');
// Commands are slower per request (a write, its views, a wait): 100 concurrent ones alone take
// minutes on 2 cores, so the default run stops at 50; BENCH_LOAD_COMMAND_CONCURRENCY=10,50,100 for all.
const COMMAND_LEVELS = levels(process.env.BENCH_LOAD_COMMAND_CONCURRENCY ?? '10,50');
// Only the command rows whose case names one of these words (all when unset).
const COMMAND_FILTER = (process.env.BENCH_LOAD_COMMANDS ?? '').split(',').filter(Boolean);
const PIS = 10_000;
// BENCH_LOAD_READS=find-pi: only the reads whose case contains it (with BENCH_LOAD_COMMAND_CONCURRENCY= for no commands).
const READS_MATCHING = process.env.BENCH_LOAD_READS ?? '';
const YEAR = new Date().getFullYear();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const card = { cardNumber: '4242 4242 4242 4242', expMonth: 12, expYear: YEAR + 3, cvc: '123' };

interface Row {
  kind: 'read' | 'command' | 'bare';
  case: string;
  target: 'bare Koa' | 'one process' | 'cluster';
  concurrency: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** What the errors were (status or error name × count). */
  errorKinds?: string;
  /** Projection lag p99 (ms) of the sampled commands. */
  lagP99?: number;
  lagSamples?: number;
}

interface Seeded {
  cookie: string;
  caseId: number;
  client: TestClient;
}

/** A premium client (the chat takes one message at a time per user, and free accounts have a daily quota). */
export async function premiumClient(base: string, name: string): Promise<TestClient> {
  const c = new TestClient(base);
  await must(await c.post('/api/register', { username: name, email: `${name}@example.com`, password: 'load-bench-pass' }), 201, 'register');
  const sub = await c.post('/api/subscription', {});
  const paid = await c.post('/api/test-payments/confirm', { clientSecret: sub.body.clientSecret, ...card });
  if (paid.body?.status !== 'succeeded') throw new Error(`subscription payment answered ${paid.text}`);
  for (let t = 0; t < 200 && !(await c.get('/api/subscription')).body.isSubscribed; t++) await sleep(50);
  return c;
}

const cookieOf = (c: TestClient) =>
  c
    .cookieNames()
    .map((n) => `${n}=${c.cookie(n)}`)
    .join('; ');

export async function must(res: { status: number; text: string }, status: number, what: string): Promise<void> {
  if (res.status !== status) throw new Error(`${what} answered ${res.status}: ${res.text.slice(0, 300)}`);
}

/**
 * A premium client's screens as the load reads find them: 10 cases (the first two paid, so the worker
 * analyses them for predictions), 10 chat messages and 3 text documents. Returns the cases' ids.
 * Also seeds bench/reads-profile.ts.
 */
export async function seedScreens(c: TestClient, prefix: string): Promise<number[]> {
  const caseIds: number[] = [];
  for (let i = 0; i < 10; i++) {
    const r = await c.post('/api/case-analyses', criminalCaseRequest(`${prefix}-${process.pid}-${i}`));
    await must(r, 201, 'submit case');
    caseIds.push(r.body.id);
  }
  for (const id of caseIds.slice(0, 2)) {
    const started = await c.post(`/api/payments/case/${id}`);
    await must(started, 200, 'case payment');
    await must(
      await c.post('/api/test-payments/confirm', { clientSecret: started.body.clientSecret, ...card }),
      200,
      'confirm case payment',
    );
  }
  for (let i = 0; i < 10; i++)
    await must(await c.post('/api/messages', { content: `How do I find a missing witness? (${i})` }), 201, 'message');
  for (let i = 0; i < 3; i++) {
    const up = await c.upload(
      '/api/documents/upload',
      'document',
      new TextEncoder().encode(`Witness statement ${i}\nThe defendant was seen on Main Street at 9 pm on 3 March ${YEAR - 1}.\n`),
      `statement-${i}.txt`,
      'text/plain',
    );
    await must(up, 201, 'upload');
  }
  return caseIds;
}

/** One premium client with cases (two paid and analysed), messages, documents; 10 000 PIs in the directory. */
async function seed(cluster: BenchCluster): Promise<Seeded> {
  const c = await premiumClient(cluster.base, `load${process.pid}`);
  const caseIds = await seedScreens(c, 'LD');
  const knex = knexFactory({ client: 'pg', connection: cluster.databaseUrl });
  try {
    await insertDirectory(knex, generateDirectory(PIS, 2026));
    await knex.raw('analyze directory_investigators_view');
  } finally {
    await knex.destroy();
  }
  // The two paid cases' analyses (the worker) make the predictions screen's list.
  for (let t = 0; t < 300 && ((await c.get('/api/predictions')).body as unknown[]).length < 2; t++) await sleep(100);
  return { cookie: cookieOf(c), caseId: caseIds[0]!, client: c };
}

const SEARCH_CRITERIA = { investigationType: 'Surveillance', location: 'Austin, TX', maxDistance: 100, minRating: 0, specializations: [] };
const SEARCH = JSON.stringify(SEARCH_CRITERIA);

function reads(s: Seeded): { case: string; path: string; method?: string; body?: string }[] {
  return [
    { case: 'GET /api/case-analyses (case list)', path: '/api/case-analyses' },
    { case: 'GET /api/case-analyses/:id (case detail)', path: `/api/case-analyses/${s.caseId}` },
    { case: 'GET /api/messages (chat)', path: '/api/messages' },
    { case: 'GET /api/documents (documents)', path: '/api/documents' },
    // The screen's search is a GET (decision 0032); SPEC §7's POST form of it beside it.
    { case: `GET /api/find-pi/search (${PIS} PIs)`, path: `/api/find-pi/search?${searchQueryString(SEARCH_CRITERIA)}` },
    { case: `POST /api/find-pi/search (${PIS} PIs, SPEC's form)`, path: '/api/find-pi/search', method: 'POST', body: SEARCH },
    { case: 'GET /api/predictions (predictions)', path: '/api/predictions' },
  ].filter((r) => r.case.includes(READS_MATCHING));
}

interface Command {
  case: string;
  /** One user per loop (the chat answers 409 to a second message while a reply is in progress). */
  userPerLoop?: boolean;
  /** Sends one command; answers what a read must show (a string in the view's JSON) and where to read it. */
  run(base: string, headers: Record<string, string>, n: string): Promise<{ status: number; shows?: string; view?: string }>;
}

function commands(s: Seeded): Command[] {
  const json = (headers: Record<string, string>) => ({ ...headers, 'content-type': 'application/json' });
  return [
    {
      case: 'POST /api/messages (send message)',
      userPerLoop: true,
      async run(base, headers, n) {
        const content = `Load question ${n}: where do I start?`;
        const res = await fetch(`${base}/api/messages`, { method: 'POST', headers: json(headers), body: JSON.stringify({ content }) });
        await res.arrayBuffer();
        return { status: res.status, shows: content, view: '/api/messages' };
      },
    },
    {
      case: 'POST /api/case-analyses/:id/comments (comment)',
      async run(base, headers, n) {
        const content = `Load comment ${n}`;
        const res = await fetch(`${base}/api/case-analyses/${s.caseId}/comments`, {
          method: 'POST',
          headers: json(headers),
          body: JSON.stringify({ content }),
        });
        await res.arrayBuffer();
        return { status: res.status, shows: content, view: `/api/case-analyses/${s.caseId}/comments` };
      },
    },
    {
      case: 'POST /api/case-analyses (submit case)',
      async run(base, headers, n) {
        const res = await fetch(`${base}/api/case-analyses`, {
          method: 'POST',
          headers: json(headers),
          body: JSON.stringify(criminalCaseRequest(`LD-${n}`)),
        });
        const body = (await res.json().catch(() => ({}))) as { id?: number };
        return { status: res.status, shows: `"id":${body.id},`, view: '/api/case-analyses' };
      },
    },
    {
      case: 'POST /api/documents/upload (upload, 2 KB text)',
      async run(base, headers, n) {
        const form = new FormData();
        form.append(
          'document',
          new Blob([`Statement ${n}\n${'The witness saw the car leave at 9 pm. '.repeat(50)}`], { type: 'text/plain' }),
          `load-${n}.txt`,
        );
        const res = await fetch(`${base}/api/documents/upload`, { method: 'POST', headers, body: form });
        const body = (await res.json().catch(() => ({}))) as { id?: string | number };
        return { status: res.status, shows: `"id":${JSON.stringify(body.id)}`, view: '/api/documents' };
      },
    },
  ];
}

/**
 * Polls `view` through `readBase` until its body contains `shows`: the ms from `from` to the sending
 * of the first read that showed it (a read's own latency, 100 ms and more on this loaded machine, is
 * not lag), or undefined after 10 s.
 */
async function lagUntilVisible(
  readBase: string,
  headers: Record<string, string>,
  view: string,
  shows: string,
  from: number,
): Promise<number | undefined> {
  while (performance.now() - from < 10_000) {
    const sent = performance.now();
    const res = await fetch(readBase + view, { headers }).catch(() => undefined);
    if (res?.status === 200 && (await res.text()).includes(shows)) return sent - from;
    else await res?.arrayBuffer().catch(() => {});
    await sleep(5);
  }
  return undefined;
}

async function commandLoad(
  cmd: Command,
  target: Row['target'],
  base: string,
  readBase: string,
  headersOf: (loop: number) => Record<string, string>,
  concurrency: number,
): Promise<Row> {
  const latencies: number[] = [];
  const lags: number[] = [];
  let errors = 0;
  let invisible = 0;
  const kinds = new Map<string, number>();
  const count = (k: string) => kinds.set(k, (kinds.get(k) ?? 0) + 1);
  const started = performance.now();
  const until = started + SECONDS * 1000;
  const tag = randomUUID().slice(0, 6);
  await Promise.all(
    Array.from({ length: concurrency }, async (_, w) => {
      const headers = headersOf(w);
      for (let i = 0; performance.now() < until; i++) {
        const t = performance.now();
        try {
          const r = await cmd.run(base, headers, `${tag}-${w}-${i}`);
          if (r.status !== 201) {
            errors++;
            count(String(r.status));
            continue;
          }
          const answered = performance.now();
          latencies.push(answered - t);
          if (i % 5 === 0 && r.shows && r.view) {
            const lag = await lagUntilVisible(readBase, headers, r.view, r.shows, answered);
            if (lag === undefined) {
              invisible++;
              count('not visible in 10 s');
            } else lags.push(lag);
          }
        } catch (err) {
          errors++;
          count((err as Error).name);
        }
      }
    }),
  );
  const wall = performance.now() - started;
  const sorted = latencies.sort((a, b) => a - b);
  const lagSorted = lags.sort((a, b) => a - b);
  return {
    kind: 'command',
    case: cmd.case,
    target,
    concurrency,
    rps: (latencies.length / wall) * 1000,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    errors: errors + invisible,
    errorKinds: [...kinds].map(([k, v]) => `${k}×${v}`).join(', '),
    lagP99: percentile(lagSorted, 99),
    lagSamples: lags.length,
  };
}

const ms = (x: number | undefined) => (x === undefined || Number.isNaN(x) ? '–' : x < 10 ? x.toFixed(1) : x.toFixed(0));

function verdict(r: Row, bare: number, one: Row | undefined): string {
  const notes: string[] = [];
  if (r.kind === 'read') {
    if (r.target === 'one process') {
      const pct = (100 * r.rps) / bare;
      notes.push(pct >= 25 ? `${pct.toFixed(0)} % ≥ 25 % ✓` : `${pct.toFixed(0)} % < 25 % ✗`);
      notes.push(r.p99 < 50 ? 'p99 < 50 ✓' : `p99 ${ms(r.p99)} ≥ 50 ✗`);
    } else if (r.target === 'cluster' && one) {
      const x = r.rps / one.rps;
      notes.push(x >= 2 ? `${x.toFixed(2)}× ≥ 2× ✓` : `${x.toFixed(2)}× < 2× ✗`);
    }
    if (r.case.includes('find-pi')) notes.push(r.p99 < 50 ? 'search p99 < 50 ✓' : `search p99 ${ms(r.p99)} ≥ 50 ✗`);
  } else if (r.kind === 'command') {
    notes.push(r.p99 < 100 ? 'p99 < 100 ✓' : `p99 ${ms(r.p99)} ≥ 100 ✗`);
    if (r.lagP99 !== undefined && !Number.isNaN(r.lagP99)) notes.push(r.lagP99 < 250 ? 'lag < 250 ✓' : `lag ${ms(r.lagP99)} ≥ 250 ✗`);
  }
  return notes.join('; ');
}

export async function main(opts: { writeDoc?: boolean } = {}): Promise<string> {
  const loadAtStart = os.loadavg()[0]!;
  const startedAt = Date.now();
  const cluster = await startCluster({
    lbPort: LB_PORT,
    name: 'load',
    env: {
      PAYMENTS: 'test',
      AI_OFFLINE_CHUNK_DELAY_MS: '0',
      CHAT_RATE_LIMIT_PER_MINUTE: '1000000',
      // Every virtual user registers from this one machine: the per-address limit (issue 29) is not under measure.
      REGISTRATION_MAX_PER_HOUR: '1000000',
      // The upload case is many uploads from one client: the daily upload quota does not apply to it.
      DOCUMENT_DAILY_FILES_FREE: '1000000',
      DOCUMENT_DAILY_MB_FREE: '1000000',
    },
  });
  const bare = await bareKoa();
  const rows: Row[] = [];
  let seededIn: number;
  try {
    const s = await seed(cluster);
    seededIn = (Date.now() - startedAt) / 1000;
    // As a browser asks: the session, and the encodings it takes (large cached answers come gzipped).
    const headers = { cookie: s.cookie, 'accept-encoding': 'gzip, deflate, br' };
    const targets: [Row['target'], string][] = [
      ['one process', cluster.apis[0]!],
      ['cluster', cluster.base],
    ];
    // Warm-up: every read on every target once at the lowest level (JIT, pools, plans).
    for (const [, base] of LEVELS.length > 0 ? targets : []) {
      for (const r of reads(s))
        await cannon(base + r.path, {
          connections: LEVELS[0]!,
          seconds: 1,
          warmUpSeconds: 0,
          headers: r.body ? { ...headers, 'content-type': 'application/json' } : headers,
          method: r.method,
          body: r.body,
        });
    }
    for (const c of LEVELS) {
      const b = await cannon(bare.url, { connections: c, seconds: SECONDS, warmUpSeconds: 0 });
      rows.push({
        kind: 'bare',
        case: 'GET / (bare Koa hello-world)',
        target: 'bare Koa',
        concurrency: c,
        rps: b.rps,
        p50: b.p50,
        p99: b.p99,
        errors: b.non2xx + b.errors,
      });
      for (const r of reads(s)) {
        for (const [target, base] of targets) {
          const x = await cannon(base + r.path, {
            connections: c,
            seconds: SECONDS,
            warmUpSeconds: 0,
            headers: r.body ? { ...headers, 'content-type': 'application/json' } : headers,
            method: r.method,
            body: r.body,
          });
          rows.push({
            kind: 'read',
            case: r.case,
            target,
            concurrency: c,
            rps: x.rps,
            p50: x.p50,
            p99: x.p99,
            errors: x.non2xx + x.errors,
          });
        }
      }
    }
    const selected = commands(s).filter((c) => COMMAND_FILTER.length === 0 || COMMAND_FILTER.some((w) => c.case.includes(w)));
    // The chat's senders: one premium user per loop, made 10 at a time.
    const senders: string[] = [];
    for (let i = 0; selected.some((c) => c.userPerLoop) && i < Math.max(...COMMAND_LEVELS); i += 10) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(10, Math.max(...COMMAND_LEVELS) - i) }, (_, j) =>
          premiumClient(cluster.base, `load${process.pid}s${i + j}`),
        ),
      );
      senders.push(...batch.map(cookieOf));
    }
    for (const cmd of selected) {
      const headersOf = (loop: number) => (cmd.userPerLoop ? { cookie: senders[loop]! } : headers);
      for (const c of COMMAND_LEVELS) {
        for (const [target, base] of targets) rows.push(await commandLoad(cmd, target, base, cluster.base, headersOf, c));
      }
    }
  } finally {
    await bare.close();
    await cluster.stop();
  }
  const loadAtEnd = os.loadavg()[0]!;
  const bareAt = (c: number) => rows.find((r) => r.kind === 'bare' && r.concurrency === c)?.rps ?? Number.NaN;
  const oneOf = (r: Row) => rows.find((x) => x.case === r.case && x.concurrency === r.concurrency && x.target === 'one process');
  const table = [
    '| case | concurrency | target | req/s | vs bare Koa | p50 (ms) | p99 (ms) | errors | lag p99 (ms, samples) | against the targets |',
    '|---|--:|---|--:|--:|--:|--:|--:|--:|---|',
    ...rows.map(
      (r) =>
        `| ${r.case} | ${r.concurrency} | ${r.target} | ${r.rps.toFixed(0)} | ${r.kind === 'bare' ? '' : `${((100 * r.rps) / bareAt(r.concurrency)).toFixed(0)} %`} | ${ms(r.p50)} | ${ms(r.p99)} | ${r.errors}${r.errorKinds ? ` (${r.errorKinds})` : ''} | ${r.kind === 'command' ? `${ms(r.lagP99)} (${r.lagSamples})` : ''} | ${verdict(r, bareAt(r.concurrency), oneOf(r))} |`,
    ),
  ].join('\n');
  const section = [
    "## Load suite: every screen's main read and the main commands, one process and the cluster",
    '',
    `\`npx tsx bench/load.bench.ts\` (or \`npm run bench load\`) on ${new Date().toISOString().slice(0, 10)}: ${os.cpus().length} cores shared by the load generator, Postgres, HAProxy and all five Casebook processes; ` +
      `${SECONDS} s per row (\`BENCH_LOAD_SECONDS\`), reads at concurrency ${LEVELS.join('/')} (\`BENCH_LOAD_CONCURRENCY\`), commands at ${COMMAND_LEVELS.join('/')} (\`BENCH_LOAD_COMMAND_CONCURRENCY\`); a command row lasts until its last command in flight is answered. The whole run took ${((Date.now() - startedAt) / 1000).toFixed(0)} s (cluster start and seeding ${seededIn.toFixed(0)} s).`,
    '',
    table,
    '',
    "- Comments go to one case: its one stream takes every loop's comment in turn (comments commute, decision 0021: appended at the head as it is, no conflict to retry).",
    '- Data: one premium client (plus one premium sender per loop for messages) with 10+ cases (two paid and analysed, for predictions), 20 chat messages, 3 documents; the directory holds 10 000 generated PIs (`test/support/directory.ts`, as `bench/directory.bench.ts`). The command rows add to these as they run (later list reads are longer).',
    '- "one process" is api-1 addressed directly; "cluster" is HAProxy round-robin over the three api processes. Projector and worker are the cluster\'s single ones in both.',
    '- Reads: autocannon (child process), keep-alive, with a browser’s `Accept-Encoding: gzip, deflate, br` (cached answers of 1 KiB or more come gzipped). Commands: N concurrent fetch loops, each command unique; errors are non-201 answers, failed requests, and sampled commands never visible within 10 s.',
    "- Projection lag: every 5th command of a loop, from its 201 until the sending of the first read through HAProxy (any api process) that shows it (0 when the first read does). A command's answer already waits for its views (`READ_YOUR_WRITES_TIMEOUT_MS`), so lag is mostly inside the command's own latency; the lag column is what is left after the answer.",
    `- Targets (issue 16): reads ≥ 25 % of bare Koa on one process with p99 < 50 ms; the cluster ≥ 2× one process for reads; command p99 < 100 ms; lag p99 < 250 ms; PI search p99 < 50 ms at 10 000.`,
    loadNote(loadAtStart),
    `- Load average at the end: ${loadAtEnd.toFixed(1)}.`,
  ].join('\n');
  if (opts.writeDoc !== false) await writeDocSection('load', section);
  return section;
}

runIfMain(import.meta.url, () => main().then((t) => console.log(t)));
