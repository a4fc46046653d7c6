// npm run bench: every benchmark in turn; each writes its own section of docs/benchmarks.md.
import { main as eventstore } from '../bench/eventstore.bench.js';
import { main as chat } from '../bench/chat.bench.js';
import { main as bundle } from '../bench/bundle.bench.js';
import { main as casework } from '../bench/casework.bench.js';
import { main as directory } from '../bench/directory.bench.js';
import { main as cluster } from '../bench/cluster.bench.js';
import { main as http } from '../bench/http.bench.js';
import { main as extraction } from '../bench/extraction.bench.js';
import { main as fairness } from '../bench/fairness.bench.js';
import { main as load } from '../bench/load.bench.js';

const only = process.argv.slice(2);
const benches: [string, () => Promise<string>][] = [
  ['eventstore', () => eventstore()],
  ['chat', () => chat()],
  ['bundle', () => bundle()],
  ['casework', () => casework()],
  ['directory', () => directory()],
  ['cluster', () => cluster()],
  ['http', () => http()],
  ['extraction', () => extraction()],
  ['fairness', () => fairness()],
  ['load', () => load()],
];
for (const [name, run] of benches) {
  if (only.length && !only.includes(name)) continue;
  console.log(`\n## ${name}\n`);
  console.log(await run());
}
