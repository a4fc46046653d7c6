// A real S3-compatible server for the storage contract suite: moto's `moto_server` (the maintained
// AWS mock, a Python package; scripts/test.sh installs it when it is missing), started on a free
// port in 9000-9010 and stopped after the suite. `s3ServerBinary()` says why it cannot run instead.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import net from 'node:net';

const PORTS = Array.from({ length: 11 }, (_, i) => 9000 + i);

export interface RunningS3Server {
  endpoint: string;
  stop(): Promise<void>;
}

/** The moto_server command (S3_TEST_SERVER overrides), or why there is none. */
export function s3ServerBinary(): { bin: string } | { missing: string } {
  const bin = process.env.S3_TEST_SERVER ?? 'moto_server';
  const probe = spawnSync(bin, ['--help'], { encoding: 'utf8', timeout: 30_000 });
  if (probe.status === 0) return { bin };
  return {
    missing: `${bin} is not installed (${probe.error?.message ?? probe.stderr.trim().split('\n').pop() ?? `exit ${probe.status}`}); scripts/test.sh installs it: python3 -m pip install 'moto[server]'`,
  };
}

const portFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const s = net.createServer();
    s.once('error', () => resolve(false));
    s.listen(port, '127.0.0.1', () => s.close(() => resolve(true)));
  });

async function answers(url: string): Promise<boolean> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(1000) });
    await res.arrayBuffer();
    return true;
  } catch {
    return false;
  }
}

function stopper(child: ChildProcess): () => Promise<void> {
  return () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const force = setTimeout(() => child.kill('SIGKILL'), 3000);
      child.once('exit', () => {
        clearTimeout(force);
        resolve();
      });
      child.kill('SIGTERM');
    });
}

export async function startS3Server(bin: string): Promise<RunningS3Server> {
  for (const port of PORTS) {
    if (!(await portFree(port))) continue;
    const child = spawn(bin, ['-H', '127.0.0.1', '-p', String(port)], { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr!.on('data', (d: Buffer) => (stderr = (stderr + d.toString()).slice(-2000)));
    const endpoint = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline && child.exitCode === null) {
      // Its own "Running on" line, not only an answer: another suite's server may hold the port.
      if (stderr.includes(`Running on ${endpoint}`) && (await answers(endpoint))) return { endpoint, stop: stopper(child) };
      await new Promise((r) => setTimeout(r, 200));
    }
    await stopper(child)();
    // Another process took the port between the check and the start: try the next one.
    if (/address already in use/i.test(stderr)) continue;
    throw new Error(`${bin} did not start on port ${port}: ${stderr}`);
  }
  throw new Error(`no free port for the S3 server in ${PORTS[0]}-${PORTS.at(-1)}`);
}
