// `npm run eval:documents`: the offline document-intelligence engine measured on the CUAD contracts
// of ../shared/fixtures/cuad-dev, each as TXT, PDF and DOCX (issue 28).
//   npm run eval:documents                  the development part (c01–c40)
//   npm run eval:documents -- --verbose     … and what each file missed
//   npm run eval:documents -- --part test   the test part (c41–c60): figures only, never per-file detail
//   npm run eval:documents -- --part fresh  the fresh development part (../eval-fresh: 20 more CUAD contracts, TXT and DOCX)
//   npm run eval:documents -- --part held-out  four more, held out from the rules written for the fresh part: figures only
//   npm run eval:documents -- --part cuad-fresh  more CUAD contracts with CUAD's own labels (../eval-cuad-fresh, TXT and DOCX)
import { ExtractionPool } from '../../../../infra/documents/index.js';
import { OfflineKeyInfoEngine } from '../offline/engine.js';
import { freshCorpus, freshIds } from '../eval-fresh/fresh.js';
import { cuadFreshCorpus, cuadFreshIds } from '../eval-cuad-fresh/labels.js';
import { cuadDir } from './gold.js';
import { formatFigures, formatMisses, runCuad, type CuadReport } from './harness.js';
import { SPLIT, type Part } from './split.js';

const args = process.argv.slice(2);
const partArg = args.includes('--part') ? args[args.indexOf('--part') + 1] : 'development';
const PARTS = ['development', 'test', 'fresh', 'held-out', 'cuad-fresh'] as const;
if (!PARTS.includes(partArg as (typeof PARTS)[number])) {
  console.error(`--part is ${PARTS.join(', ')}, not ${String(partArg)}`);
  process.exit(2);
}
const verbose = args.includes('--verbose');

// The fresh parts are committed with the code; the CUAD parts live in the shared folder.
let dir = '';
if (partArg === 'development' || partArg === 'test') {
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
  else if (partArg === 'cuad-fresh')
    report = await runCuad({ corpus: cuadFreshCorpus(), ids: cuadFreshIds(), part: partArg, engine, pool, concurrency: 3 });
  else {
    const part = partArg as Part;
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
