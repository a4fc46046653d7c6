// Chat benchmark: the round trip of POST /api/messages (message recorded, offline reply written,
// reply recorded, views caught up) with 50 concurrent users, through HTTP against the real app —
// on embedded PGlite, and on a real Postgres when one answers. Also the streamed variant's time to
// the first delta, and GET /api/messages.
// Run: npx tsx bench/chat.bench.ts   (BENCH_DATABASE_URL or TEST_DATABASE_URL picks the server)
// It prints a markdown table and replaces the chat section of docs/benchmarks.md.
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import type { Database } from '../infra/db/index.js';
import { TestClient } from '../test/support/app.js';
import { onEachDatabase, writeDocSection, loadNote, runIfMain, summarise, type LatencyRow, startBenchApp } from './support.js';

export interface ChatBenchOptions {
  /** Concurrent users (default 50). */
  users?: number;
  /** Messages each user sends, one after the other (default 5). */
  messagesPerUser?: number;
  /** Write the results into docs/benchmarks.md (default true). */
  writeDoc?: boolean;
}

type Row = LatencyRow;

const QUESTIONS = [
  'How do I find a missing person?',
  'What is chain of custody and why does it matter?',
  'Is it legal to record a phone call with my landlord?',
  'Can I put a GPS tracker on the family car?',
  'How much does a private investigator cost?',
  'My spouse is cheating, what can an investigator do?',
  'How do I prepare for a deposition?',
  'How do I sue in small claims court for my deposit?',
  'What should I bring to my first meeting with an investigator?',
  'I think someone put an AirTag in my bag',
];

const cookieOf = (c: TestClient) =>
  c
    .cookieNames()
    .map((n) => `${n}=${c.cookie(n)}`)
    .join('; ');

/** POST /api/messages/stream: ms to the first delta and to the done event. */
async function streamOnce(c: TestClient, content: string): Promise<{ firstDelta: number; done: number }> {
  const t = performance.now();
  const res = await fetch(`${c.baseUrl}/api/messages/stream`, {
    method: 'POST',
    headers: { cookie: cookieOf(c), 'content-type': 'application/json' },
    body: JSON.stringify({ content }),
  });
  if (res.status !== 200) throw new Error(`stream answered ${res.status}: ${await res.text()}`);
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buf = '';
  let firstDelta = Number.NaN;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buf += decoder.decode(value, { stream: true });
    if (Number.isNaN(firstDelta) && buf.includes('event: delta')) firstDelta = performance.now() - t;
    if (buf.includes('event: error')) throw new Error(`stream failed: ${buf.slice(buf.indexOf('event: error'))}`);
  }
  if (!buf.includes('event: done')) throw new Error('stream ended without done');
  return { firstDelta, done: performance.now() - t };
}

async function runOn(name: string, db: Database, opts: Required<ChatBenchOptions>): Promise<Row[]> {
  const app = await startBenchApp(db, {
    // Bounded by the run, not by the free plan or the per-minute limit.
    FREE_DAILY_MESSAGES: '100000',
    CHAT_RATE_LIMIT_PER_MINUTE: '1000',
    // The offline engine's typing effect is presentation, not work: measured without it.
    AI_OFFLINE_CHUNK_DELAY_MS: '0',
  });
  const { url } = app;
  try {
    const clients = await Promise.all(
      Array.from({ length: opts.users }, async (_, i) => {
        const c = new TestClient(url, { 'x-forwarded-for': `10.88.${Math.floor(i / 250)}.${i % 250}` });
        const username = `bench${randomBytes(5).toString('hex')}`;
        const res = await c.post('/api/register', { username, email: `${username}@example.com`, password: 'bench-password' });
        if (res.status !== 201) throw new Error(`register answered ${res.status}`);
        return c;
      }),
    );
    // Warm-up: plans, JIT, the knowledge index.
    for (const c of clients.slice(0, 3)) await c.post('/api/messages', { content: 'hello' });

    const roundTrips: number[] = [];
    let failures = 0;
    const started = performance.now();
    await Promise.all(
      clients.map(async (c, u) => {
        for (let m = 0; m < opts.messagesPerUser; m++) {
          const t = performance.now();
          const res = await c.post('/api/messages', { content: QUESTIONS[(u + m) % QUESTIONS.length] });
          if (res.status === 201) roundTrips.push(performance.now() - t);
          else failures += 1;
        }
      }),
    );
    const wall = performance.now() - started;
    if (failures > 0) throw new Error(`${failures} chat round trips failed`);

    const firstDeltas: number[] = [];
    const streamDone: number[] = [];
    const streamStarted = performance.now();
    await Promise.all(
      clients.map(async (c, u) => {
        const r = await streamOnce(c, QUESTIONS[(u + 3) % QUESTIONS.length]!);
        firstDeltas.push(r.firstDelta);
        streamDone.push(r.done);
      }),
    );
    const streamWall = performance.now() - streamStarted;

    const lists: number[] = [];
    await Promise.all(
      clients.map(async (c) => {
        const t = performance.now();
        const res = await c.get('/api/messages');
        if (res.status !== 200) throw new Error(`GET /api/messages answered ${res.status}`);
        lists.push(performance.now() - t);
      }),
    );

    return [
      summarise(name, `POST /api/messages round trip (${opts.users} users × ${opts.messagesPerUser})`, roundTrips, wall),
      summarise(name, `POST /api/messages/stream → first delta (${opts.users} at once)`, firstDeltas),
      summarise(name, `POST /api/messages/stream → done (${opts.users} at once)`, streamDone, streamWall),
      summarise(name, `GET /api/messages, ${2 * (opts.messagesPerUser + 1)} messages (${opts.users} at once)`, lists),
    ];
  } finally {
    await app.close();
  }
}

function table(rows: Row[]): string {
  const f = (n: number | undefined, digits: number) => (n === undefined || Number.isNaN(n) ? '—' : n.toFixed(digits));
  return [
    '| database | case | n | throughput (/s) | p50 (ms) | p99 (ms) | max (ms) |',
    '|---|---|--:|--:|--:|--:|--:|',
    ...rows.map(
      (r) => `| ${r.database} | ${r.case} | ${r.count} | ${f(r.throughput, 1)} | ${f(r.p50, 1)} | ${f(r.p99, 1)} | ${f(r.max, 1)} |`,
    ),
  ].join('\n');
}

export async function main(options: ChatBenchOptions = {}): Promise<string> {
  const opts: Required<ChatBenchOptions> = { users: 50, messagesPerUser: 5, writeDoc: true, ...options };
  const loadAtStart = os.loadavg()[0]!;
  const { rows, notes } = await onEachDatabase((label, db) => runOn(label, db, opts));

  const section = [
    '## Chat',
    '',
    `\`npx tsx bench/chat.bench.ts\` — ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, Node ${process.versions.node}.`,
    '',
    table(rows),
    '',
    `- ${opts.users} signed-in users at once through HTTP against the real app (role all: API, projectors and the reply writer in one process), ` +
      `each sending ${opts.messagesPerUser} messages one after the other on the offline engine; throughput is completed round trips per second over the run.`,
    '- A round trip is the whole of POST /api/messages: the plan and live-reply lookups, the reply row, MessageSent appended (text encrypted), ' +
      'the offline reply ranked, composed and streamed internally, AssistantReplied appended and the reply row finished. ' +
      'It does not wait for the projectors: GET /api/messages reads a just-finished exchange from the reply table until the view has it.',
    '- The offline engine runs without its typing effect (`AI_OFFLINE_CHUNK_DELAY_MS=0`); with the default 15 ms per chunk a typical reply (~90 chunks, ~2,000 characters) takes about 1.3 s more, by design.',
    '- The streamed variant sends one message per user at once; "first delta" is the time to the first `event: delta`.',
    "- Each message's command starts from the conversation's latest snapshot (taken every 20 events, encrypted with the user's key) and reads only the events after it.",
    loadNote(loadAtStart),
    ...notes.map((n) => `- ${n}`),
  ].join('\n');
  console.log(section);
  if (opts.writeDoc) await writeDocSection('chat', section);
  return section;
}

runIfMain(import.meta.url, () => main());
