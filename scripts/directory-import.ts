// npm run directory:import -- file.csv
// Imports private investigators from a CSV (columns: modules/directory/import.ts IMPORT_COLUMNS;
// lists separated by ";"). Every row is validated first; if any is rejected nothing is imported and
// each rejected line is printed with its reasons (exit 1). Importing the same file again changes nothing.
import { readFile } from 'node:fs/promises';
import { loadConfig } from '../infra/config/index.js';
import { buildServer } from '../app/server.js';
import { IMPORT_MESSAGES } from '../modules/directory/index.js';

const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run directory:import -- file.csv');
  process.exit(2);
}
const csv = await readFile(file, 'utf8');
const server = await buildServer(loadConfig(), { role: 'projector' });
try {
  const report = await server.api.directory.importCsv(csv, {});
  if (report.rejected.length > 0) {
    console.error(`${IMPORT_MESSAGES.rejected(report.rejected.length, report.total)}:`);
    for (const r of report.rejected) console.error(`  line ${r.line}: ${r.reasons.join('; ')}`);
    process.exitCode = 1;
  } else {
    console.log(`${report.total} rows: ${report.imported} imported, ${report.updated} updated, ${report.unchanged} unchanged.`);
  }
} finally {
  await server.close();
}
