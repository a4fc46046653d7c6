// npm run projections:rebuild [view ...]: truncates the views and replays the event store.
// Stop the app first when it runs on the embedded database (one process owns its files).
import { loadConfig } from '../infra/config/index.js';
import { buildServer } from '../infra/server.js';
import { projectors } from '../infra/registry.js';

const names = process.argv.slice(2);
const unknown = names.filter((n) => !projectors.some((p) => p.name === n));
if (unknown.length) {
  console.error(`Unknown view(s): ${unknown.join(', ')}. Views: ${projectors.map((p) => p.name).join(', ')}`);
  process.exit(2);
}
const config = loadConfig();
const server = await buildServer(config, { role: 'projector', startLoops: false });
try {
  const started = performance.now();
  await server.deps.runner.rebuild(names.length ? names : undefined);
  console.log(`Rebuilt ${names.length ? names.join(', ') : 'all views'} in ${Math.round(performance.now() - started)} ms`);
} finally {
  await server.close();
}
