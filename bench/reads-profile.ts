// Read-only companion of bench/load.bench.ts (issue 16): the five screens' main reads on one api
// process of the cluster, each next to a bare Koa hello-world measured in the same run, and —
// with READS_PROFILE_CPU=1 — a CPU profile of a fourth api process (the same dist/ build and
// settings, started with `node --cpu-prof`) under autocannon, summarised by self time.
//
//   npx tsx bench/reads-profile.ts
//   READS_PROFILE_PORT=4400 READS_PROFILE_SECONDS=3 READS_PROFILE_CONCURRENCY=10,50,100 npx tsx bench/reads-profile.ts
//   READS_PROFILE_CPU=1 READS_PROFILE_READ=/api/case-analyses npx tsx bench/reads-profile.ts
//
// The data is the load bench's, without the directory: one premium client with 10 cases (two paid
// and analysed), 10 chat questions and their answers, 3 documents. Prints; writes nothing in docs/.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startCluster, type BenchCluster } from './cluster.bench.js';
import { bareKoa, cannon } from './http.bench.js';
import { premiumClient, seedScreens } from './load.bench.js';
import { runIfMain } from './support.js';

const LB_PORT = Number(process.env.READS_PROFILE_PORT) || 4400;
const SECONDS = Number(process.env.READS_PROFILE_SECONDS) || 2;
const LEVELS = (process.env.READS_PROFILE_CONCURRENCY ?? '10,50,100')
  .split(',')
  .map(Number)
  .filter((n) => n > 0);
const PROFILE = process.env.READS_PROFILE_CPU === '1';
// READS_PROFILE_AB=dist-main,dist: one extra api process per build, measured in alternation.
const AB = (process.env.READS_PROFILE_AB ?? '').split(',').filter(Boolean);
const ROUNDS = Number(process.env.READS_PROFILE_ROUNDS) || 4;
/** CPU time (user + system) of process `pid` so far, in µs (/proc/<pid>/stat, clock ticks of 10 ms). */
function cpuOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function seed(base: string): Promise<{ cookie: string; caseId: number }> {
  const c = await premiumClient(base, `reads${process.pid}`);
  const caseIds = await seedScreens(c, 'RP');
  for (let t = 0; t < 300 && ((await c.get('/api/predictions')).body as unknown[]).length < 2; t++) await sleep(100);
  return {
    cookie: c
      .cookieNames()
      .map((n) => `${n}=${c.cookie(n)}`)
      .join('; '),
    caseId: caseIds[0]!,
  };
}

const readsOf = (caseId: number) => [
  { case: 'case list', path: '/api/case-analyses' },
  { case: 'case detail', path: `/api/case-analyses/${caseId}` },
  { case: 'messages', path: '/api/messages' },
  { case: 'documents', path: '/api/documents' },
  { case: 'predictions', path: '/api/predictions' },
];

/**
 * Another api process like the cluster's (scripts/cluster.sh's settings) from the build in `dist`
 * (a directory of the repository), under `node --cpu-prof` when `profileDir` is given.
 */
async function extraApi(
  cluster: BenchCluster,
  port: number,
  opts: { dist?: string; profileDir?: string } = {},
): Promise<{ url: string; pid: number; stop(): Promise<void> }> {
  const clusterDir = `/tmp/casebook-bench-readsprof-${process.pid}`;
  const secrets = Object.fromEntries(
    readFileSync(path.join(clusterDir, 'secrets.env'), 'utf8')
      .split('\n')
      .filter((l) => l.includes('='))
      .map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]),
  );
  const profile = opts.profileDir ? ['--cpu-prof', `--cpu-prof-dir=${opts.profileDir}`] : [];
  const child = spawn(process.execPath, [...profile, `${opts.dist ?? 'dist'}/main.js`, '--role', 'api'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      ...secrets,
      DATABASE_URL: cluster.databaseUrl,
      DATA_DIR: clusterDir,
      TRUST_PROXY: 'true',
      TRUSTED_PROXY_HOPS: '1',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      PAYMENTS: 'test',
    },
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    if ((await fetch(`${url}/api/health`).catch(() => undefined))?.ok) break;
    await sleep(100);
  }
  return {
    url,
    pid: child.pid!,
    stop: async () => {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

/** The top functions of a .cpuprofile by self time. */
function summarise(file: string, top = 40): string {
  const prof = JSON.parse(readFileSync(file, 'utf8')) as { nodes: Node[]; samples: number[]; timeDeltas: number[] };
  const self = new Map<number, number>();
  prof.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (prof.timeDeltas[i] ?? 0)));
  const byFn = new Map<string, number>();
  let total = 0;
  for (const n of prof.nodes) {
    const t = self.get(n.id) ?? 0;
    total += t;
    const where = n.callFrame.url
      ? `${n.callFrame.url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/dist\//, 'dist/')}:${n.callFrame.lineNumber + 1}`
      : '';
    const k = `${n.callFrame.functionName || '(anonymous)'} ${where}`;
    byFn.set(k, (byFn.get(k) ?? 0) + t);
  }
  const idle = [...byFn].filter(([k]) => k.startsWith('(idle)')).reduce((s, [, v]) => s + v, 0);
  return [
    `total ${(total / 1000).toFixed(0)} ms, idle ${((100 * idle) / total).toFixed(1)} %`,
    ...[...byFn]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([k, v]) => `${((100 * v) / (total - idle)).toFixed(1).padStart(5)} %  ${k}`),
  ].join('\n');
}

/**
 * The builds of AB side by side, each in its own api process on the same cluster and data: for
 * each read and level, ROUNDS rounds of (bare Koa, then each build for SECONDS), so that every
 * build meets the machine's load of the same moments. Sums requests and CPU over the rounds.
 */
async function ab(
  cluster: BenchCluster,
  bareUrl: string,
  headers: Record<string, string>,
  reads: { case: string; path: string }[],
): Promise<string[]> {
  const out: string[] = [];
  const apis = [];
  for (const [i, dist] of AB.entries()) apis.push(await extraApi(cluster, LB_PORT + 5 + i, { dist }));
  try {
    for (const api of apis)
      for (const r of reads) await cannon(api.url + r.path, { connections: LEVELS[0]!, seconds: 1, warmUpSeconds: 0, headers });
    for (const c of LEVELS) {
      for (const r of reads) {
        const sums = apis.map(() => ({ requests: 0, cpu: 0, rps: 0, ratio: 0, p99: 0 }));
        let bareSum = { requests: 0, cpu: 0 };
        for (let round = 0; round < ROUNDS; round++) {
          const b = await cannon(bareUrl, { connections: c, seconds: SECONDS, warmUpSeconds: 0 });
          bareSum = { requests: bareSum.requests + b.requests, cpu: bareSum.cpu + b.cpuMicros };
          for (const [i, api] of apis.entries()) {
            const before = cpuOf(api.pid);
            const x = await cannon(api.url + r.path, { connections: c, seconds: SECONDS, warmUpSeconds: 0, headers });
            if (x.non2xx + x.errors > 0) throw new Error(`${AB[i]} ${r.path}: ${x.non2xx} non-2xx, ${x.errors} errors`);
            const s = sums[i]!;
            s.requests += x.requests;
            s.cpu += cpuOf(api.pid) - before;
            s.rps += x.rps / ROUNDS;
            s.ratio += x.rps / b.rps / ROUNDS;
            s.p99 = Math.max(s.p99, x.p99);
          }
        }
        const bareCpu = bareSum.cpu / bareSum.requests;
        out.push(
          `c=${c} ${r.case.padEnd(12)} bare ${bareCpu.toFixed(0)} µs/req | ` +
            sums
              .map(
                (s, i) =>
                  `${AB[i]}: ${(s.cpu / s.requests).toFixed(0)} µs/req (CPU ratio ${((100 * bareCpu) / (s.cpu / s.requests)).toFixed(1)} %), ${s.rps.toFixed(0)} req/s (${(100 * s.ratio).toFixed(1)} % of bare), max p99 ${s.p99} ms`,
              )
              .join(' | '),
        );
        console.error(out.at(-1));
      }
    }
  } finally {
    for (const api of apis) await api.stop();
  }
  return out;
}

export async function main(): Promise<string> {
  const out: string[] = [`load average at start ${os.loadavg()[0]!.toFixed(1)}`];
  const cluster = await startCluster({
    lbPort: LB_PORT,
    name: 'readsprof',
    env: { PAYMENTS: 'test', AI_OFFLINE_CHUNK_DELAY_MS: '0', CHAT_RATE_LIMIT_PER_MINUTE: '1000000' },
  });
  const bare = await bareKoa();
  try {
    const s = await seed(cluster.base);
    const headers = { cookie: s.cookie };
    const reads = readsOf(s.caseId);
    if (PROFILE) {
      const dir = `/tmp/readsprof-${process.pid}`;
      rmSync(dir, { recursive: true, force: true });
      mkdirSync(dir, { recursive: true });
      const api = await extraApi(cluster, LB_PORT + 5, { profileDir: dir });
      const only = process.env.READS_PROFILE_READ;
      try {
        for (const r of reads.filter((x) => !only || x.path === only)) {
          await cannon(api.url + r.path, { connections: 50, seconds: SECONDS * 3, warmUpSeconds: 1, headers });
        }
      } finally {
        await api.stop();
      }
      const file = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
      if (!file || !existsSync(path.join(dir, file))) throw new Error('no profile written');
      out.push(`profile: ${path.join(dir, file)}`, summarise(path.join(dir, file)));
      return out.join('\n');
    }
    if (AB.length > 0) return out.concat(await ab(cluster, bare.url, headers, reads)).join('\n');
    const one = cluster.apis[0]!;
    const apiPid = Number(readFileSync(`/tmp/casebook-bench-readsprof-${process.pid}/run/api-1.pid`, 'utf8').trim());
    for (const r of reads) await cannon(one + r.path, { connections: LEVELS[0]!, seconds: 1, warmUpSeconds: 0, headers });
    for (const c of LEVELS) {
      const b = await cannon(bare.url, { connections: c, seconds: SECONDS, warmUpSeconds: 0 });
      const bareCpu = b.cpuMicros / b.requests;
      out.push(`c=${c} bare Koa ${b.rps.toFixed(0)} req/s p99 ${b.p99} ms, ${bareCpu.toFixed(0)} µs CPU/req`);
      for (const r of reads) {
        const before = cpuOf(apiPid);
        const x = await cannon(one + r.path, { connections: c, seconds: SECONDS, warmUpSeconds: 0, headers });
        const cpu = (cpuOf(apiPid) - before) / x.requests;
        out.push(
          `c=${c} ${r.case.padEnd(12)} ${x.rps.toFixed(0).padStart(6)} req/s ${((100 * x.rps) / b.rps).toFixed(1).padStart(5)} %  p99 ${x.p99} ms  ${cpu.toFixed(0)} µs CPU/req (CPU ratio ${((100 * bareCpu) / cpu).toFixed(1)} %)  non2xx ${x.non2xx} errors ${x.errors}`,
        );
      }
    }
    out.push(`load average at end ${os.loadavg()[0]!.toFixed(1)}`);
    return out.join('\n');
  } finally {
    await bare.close();
    await cluster.stop();
  }
}

runIfMain(import.meta.url, () => main().then((t) => console.log(t)));
