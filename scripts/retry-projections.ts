// npm run projections:retry [name ...]: applies the parked events of the given views and
// reactions again (all by default), oldest first, once the fault that parked them is fixed.
// An event applied leaves the parked table; one that fails again stays, with one more attempt.
// The admin endpoint POST /api/admin/projections/:name/retry does the same in a running app
// (the way on the embedded database, whose files one process owns: stop the app to run this).
import { pathToFileURL } from 'node:url';
import type { ProjectionRunner, RetryResult } from '../infra/projections/runner.js';

export interface RetryOutcome {
  results: RetryResult[];
  /** 0 when every parked event was applied, 1 when some stay parked, 2 for an unknown name. */
  exitCode: number;
}

/** The script's work, on a runner the caller built: answers the results and the exit code. */
export async function retryProjections(
  runner: ProjectionRunner,
  names: readonly string[],
  print: (line: string) => void = console.log,
): Promise<RetryOutcome> {
  const known = runner.names().map((n) => n.name);
  const unknown = names.filter((n) => !known.includes(n));
  if (unknown.length > 0) {
    print(`Unknown view(s) or reaction(s): ${unknown.join(', ')}. Known: ${known.join(', ')}`);
    return { results: [], exitCode: 2 };
  }
  const results = await runner.retryParked(names);
  for (const r of results) {
    if (r.retried === 0) continue;
    print(`${r.kind} ${r.name}: ${r.retried} parked, ${r.applied} applied, ${r.stillParked} still parked`);
  }
  const retried = results.reduce((n, r) => n + r.retried, 0);
  if (retried === 0) print('No parked events.');
  return { results, exitCode: results.some((r) => r.stillParked > 0) ? 1 : 0 };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { loadConfig } = await import('../infra/config/index.js');
  const { buildServer } = await import('../app/server.js');
  const server = await buildServer(loadConfig(), { role: 'projector', startLoops: false });
  try {
    process.exitCode = (await retryProjections(server.deps.runner, process.argv.slice(2))).exitCode;
  } finally {
    await server.close();
  }
}
