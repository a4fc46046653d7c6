// `npm run eval:documents`: the offline document-intelligence engine measured on the CUAD contracts
// of ../shared/fixtures/cuad-dev, each as TXT, PDF and DOCX (issue 28).
//   npm run eval:documents                  the development part (c01–c40)
//   npm run eval:documents -- --verbose     … and what each file missed
//   npm run eval:documents -- --part test   the test part (c41–c60): figures only, never per-file detail
//   npm run eval:documents -- --part fresh  the fresh development part (../eval-fresh: 20 more CUAD contracts, TXT and DOCX)
//   npm run eval:documents -- --part held-out  four more, held out from the rules written for the fresh part: figures only
import { ExtractionPool } from '../../../../infra/documents/index.js';
import { OfflineKeyInfoEngine } from '../offline/engine.js';
import { freshCorpus, freshIds } from '../eval-fresh/fresh.js';
import { cuadDir } from './gold.js';
import { formatFigures, formatMisses, runCuad, type CuadReport } from './harness.js';
import { SPLIT, type Part } from './split.js';

const args = process.argv.slice(2);
const partArg = args.includes('--part') ? args[args.indexOf('--part') + 1] : 'development';
if (partArg !== 'development' && partArg !== 'test' && partArg !== 'fresh' && partArg !== 'held-out') {
  console.error(`--part is development, test, fresh or held-out, not ${String(partArg)}`);
  process.exit(2);
}
const verbose = args.includes('--verbose');

// The fresh part is committed with the code; the CUAD parts live in the shared folder.
let dir = '';
if (partArg !== 'fresh' && partArg !== 'held-out') {
  try {
    dir = cuadDir();
  } catch (err) {
    if (process.env.CASEBOOK_REQUIRE_SHARED_FIXTURES === '1') throw err;
    console.warn(`eval:documents skipped: ${(err as Error).message}`);
    process.exit(0);
  }
}

// A cold extraction process may take long to start on a loaded machine; that is no failure to read a contract.
const pool = new ExtractionPool({ concurrency: 2, startupTimeoutMs: 180_000 });
try {
  const engine = new OfflineKeyInfoEngine();
  let report: CuadReport;
  if (partArg === 'fresh' || partArg === 'held-out')
    report = await runCuad({ corpus: freshCorpus(partArg), ids: freshIds(partArg), part: partArg, engine, pool, concurrency: 3 });
  else {
    const part: Part = partArg;
    report = await runCuad({ dir, ids: SPLIT[part], part, engine, pool, concurrency: 3 });
  }
  console.log(formatFigures(report));
  if (verbose && (partArg === 'test' || partArg === 'held-out'))
    console.log('\n(--verbose lists misses on the development parts only: this part is read only to be scored.)');
  else if (verbose) console.log(`\n${formatMisses(report)}`);
  console.log(`\n${report.files.length} files in ${report.seconds.toFixed(0)} s.`);
} finally {
  await pool.close();
}
