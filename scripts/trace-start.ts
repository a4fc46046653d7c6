// npx tsx scripts/trace-start.ts /find-my-pi,/document-intelligence [--runs 3] [--top 25]: what the main thread does
// while a page of the built app (dist/, `npm run build` first) starts, in Debian's Chromium with the CPU
// 4× slower (CDP Emulation.setCPUThrottlingRate, as Lighthouse's mobile run simulates): the long tasks
// (> 50 ms) and their blocking total (the sum of each one's time over 50 ms, as TBT counts it, from the
// first paint to 5 s after load), and a V8 CPU profile's self time by function and script. Steadier
// than Lighthouse's score on a shared machine; compare two builds within one sitting (decision 0029).
import { readFileSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { chromium } from 'playwright-core';
import { loadConfig } from '../infra/config/index.js';
import { buildServer } from '../app/server.js';
import { openDatabase } from '../infra/db/index.js';
import { chromiumArgs, chromiumPath } from '../test/support/chromium.js';

/** `TRACE_WEB_ROOT=/tmp/old-dist/web`: another build's web root, to compare two builds in one sitting. */
const WEB_ROOT = path.resolve(process.env.TRACE_WEB_ROOT ?? 'dist/web');
const args = process.argv.slice(2);
const pages = (
  args.find((a) => a.startsWith('/')) ?? '/auth,/,/case-analysis,/document-intelligence,/find-my-pi,/outcome-prediction'
).split(',');
const RUNS = Math.max(1, Number(args[args.indexOf('--runs') + 1]) || 1);
const TOP = Math.max(1, Number(args[args.indexOf('--top') + 1]) || 20);

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const maps = new Map<string, TraceMap | null>();
/** A built script's frame → its source: `node_modules/<package>` or the app's file, with the function's original name. */
function sourceOf(f: ProfileNode['callFrame']): { where: string; name: string } {
  const file = f.url.startsWith('http') ? path.resolve(WEB_ROOT, new URL(f.url).pathname.slice(1)) : '';
  if (!file) return { where: f.url ? f.url : '(native)', name: f.functionName || '(anonymous)' };
  if (!maps.has(file)) maps.set(file, existsSync(`${file}.map`) ? new TraceMap(readFileSync(`${file}.map`, 'utf8')) : null);
  const map = maps.get(file);
  const pos = map ? originalPositionFor(map, { line: f.lineNumber + 1, column: f.columnNumber }) : null;
  if (!pos?.source) return { where: path.basename(file), name: f.functionName || '(anonymous)' };
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(pos.source);
  return {
    where: pkg ? pkg[1]! : pos.source.replace(/^(\.\.\/)+/, ''),
    name: `${pos.name ?? f.functionName ?? '(anonymous)'} ${pos.source.replace(/^.*node_modules\//, '')}:${pos.line}`,
  };
}

async function main() {
  const db = await openDatabase({ embeddedDataDir: null });
  const server = await buildServer(
    loadConfig({
      LOG_LEVEL: 'silent',
      SESSION_SECRET: 'trace-start-session-secret-long-enough-01',
      DATA_DIR: process.env.TRACE_DATA_DIR ?? '/tmp/casebook-trace-start',
    }),
    {
      db,
      webRoot: WEB_ROOT,
    },
  );
  const { url } = await server.listen(Number(process.env.PORT ?? 0), '127.0.0.1');
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs.filter((f) => f !== '--headless') });
  try {
    const reg = await fetch(`${url}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'tracer', email: 'tracer@example.com', password: 'tracer-pass-1' }),
    });
    if (reg.status !== 201) throw new Error(`register answered ${reg.status}`);
    const cookie = reg.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    for (const p of pages) {
      const totals: number[] = [];
      const self = new Map<string, number>();
      for (let run = 0; run < RUNS; run++) {
        const context = await browser.newContext({
          viewport: { width: 412, height: 823 },
          extraHTTPHeaders: p === '/auth' ? {} : { cookie },
        });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await page.addInitScript(() => {
          const w = window as unknown as { __longTasks: { start: number; duration: number }[] };
          w.__longTasks = [];
          new PerformanceObserver((list) => {
            for (const e of list.getEntries()) w.__longTasks.push({ start: e.startTime, duration: e.duration });
          }).observe({ type: 'longtask', buffered: true });
        });
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
        await cdp.send('Profiler.start');
        await page.goto(`${url}${p}`, { waitUntil: 'load' });
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(3000);
        const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
        const { tasks, fcp } = await page.evaluate(() => ({
          tasks: (window as unknown as { __longTasks: { start: number; duration: number }[] }).__longTasks,
          fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
        }));
        const blocking = tasks.filter((t) => t.start + t.duration > fcp).reduce((s, t) => s + Math.max(0, t.duration - 50), 0);
        totals.push(blocking);
        console.log(
          `${p} run ${run + 1}: ${tasks.length} long tasks, ${Math.round(blocking)} ms blocking after FCP (${Math.round(fcp)} ms): ${tasks.map((t) => Math.round(t.duration)).join(', ')}`,
        );
        const byId = new Map(profile.nodes.map((n) => [n.id, n]));
        profile.samples.forEach((id, i) => {
          const { where, name } = sourceOf(byId.get(id)!.callFrame);
          const key = `${name}\t${where}`;
          self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
        });
        await context.close();
      }
      totals.sort((a, b) => a - b);
      console.log(
        `${p}: median blocking ${Math.round(totals[Math.floor(totals.length / 2)]!)} ms over ${RUNS} run(s); load ${os.loadavg()[0]!.toFixed(1)}`,
      );
      const byScript = new Map<string, number>();
      for (const [k, v] of self) {
        const script = k.split('\t')[1]!;
        byScript.set(script, (byScript.get(script) ?? 0) + v);
      }
      console.log(
        '  self ms by source:',
        [...byScript]
          .sort((a, b) => b[1] - a[1])
          .filter(([k]) => k !== '(native)')
          .slice(0, 12)
          .map(([k, v]) => `${k} ${Math.round(v / RUNS)}`)
          .join(', '),
      );
      for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, TOP))
        if (!/^\((idle|program)\)/.test(k))
          console.log(
            `  ${Math.round(v / RUNS)
              .toString()
              .padStart(5)} ms  ${k.split('\t')[0]}`,
          );
    }
  } finally {
    await browser.close();
    await server.close();
    await db.close();
  }
}

void main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
