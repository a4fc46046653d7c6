// npm run projections:rebuild [view ...]: builds the views again from the whole event store, each
// in a shadow schema, and swaps them in (readers keep the old rows until the swap). A running app
// on an external Postgres keeps serving meanwhile; stop the app first on the embedded database
// (one process owns its files).
import { loadConfig } from '../infra/config/index.js';
import { buildServer } from '../app/server.js';
import { projectors } from '../app/modules.js';

// --force rebuilds even when the event store no longer matches its anchors (say why in the log).
const force = process.argv.includes('--force');
const names = process.argv.slice(2).filter((a) => a !== '--force');
const unknown = names.filter((n) => !projectors.some((p) => p.name === n));
if (unknown.length) {
  console.error(`Unknown view(s): ${unknown.join(', ')}. Views: ${projectors.map((p) => p.name).join(', ')}`);
  process.exit(2);
}
const config = loadConfig();
const server = await buildServer(config, { role: 'projector', startLoops: false });
try {
  // A rebuild trusts the log: check it first against the anchors (docs/security.md).
  await server.anchors.seal();
  const check = await server.anchors.verifyAgainstStore();
  console.log(
    `Anchors: ${check.anchors}, streams verified against anchor ${check.seq ?? '-'}: ${check.streamsChecked}, ${check.ok ? 'all match' : `${check.failures.length} failure(s)`}`,
  );
  for (const f of check.failures) console.error(`  ${f.stream ?? `anchor ${f.seq}`}: ${f.reason}`);
  if (!check.ok && !force) {
    console.error('The event store does not match its anchors: not rebuilding (run with --force to rebuild anyway).');
    process.exitCode = 1;
  } else {
    for (const name of names.length ? names : projectors.map((p) => p.name)) {
      const started = performance.now();
      const [result] = await server.deps.runner.rebuild([name]);
      const parked = result!.parked ? `, ${result!.parked} event(s) parked (see GET /api/admin/projections)` : '';
      console.log(`Rebuilt ${name}: ${result!.events} events in ${Math.round(performance.now() - started)} ms${parked}`);
    }
  }
} finally {
  await server.close();
}
