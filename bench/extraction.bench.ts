// Extraction timings on this machine: a 20-page text PDF and one OCR'd page, each through the
// process pool (first run includes starting the process and loading pdf.js / the OCR model; the
// next runs reuse the warm process). Wall time depends on what else the 2 cores are doing; the CPU
// time the extraction process used does not, so both are printed. Asserts nothing.
//   npx tsx bench/extraction.bench.ts
import { ExtractionPool } from '../infra/documents/pool.js';
import type { ExtractedText } from '../infra/documents/types.js';
import { makePdf, makeScannedPdf, makeTextImage } from '../test/support/document-samples.js';

const RUNS = 5;

function paragraph(page: number): string {
  const sentence = `Page ${page}. The Supplier shall deliver the Products to the Buyer's warehouse within ten business days of each purchase order, and the Buyer shall pay each invoice within thirty days. `;
  return sentence.repeat(14);
}

async function time(label: string, run: () => Promise<ExtractedText>): Promise<void> {
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    const r = await run();
    wall.push(performance.now() - t0);
    cpu.push(r.timing?.cpuMs ?? NaN);
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const warmWall = wall.slice(1);
  const warmCpu = cpu.slice(1);
  console.log(
    `${label}: first ${Math.round(wall[0]!)} ms wall (cold process); warm median ${Math.round(median(warmWall))} ms wall, best ${Math.round(Math.min(...warmWall))} ms; ` +
      `CPU time in the extraction process: first ${cpu[0]} ms, warm median ${median(warmCpu)} ms`,
  );
}

const pool = new ExtractionPool();
try {
  const pdf = await makePdf(Array.from({ length: 20 }, (_, i) => paragraph(i + 1)));
  const page = await makeTextImage([
    'AFFIDAVIT OF SERVICE',
    'I, Thomas Reyes, being duly sworn, state that on October 2, 2024 at 3:15 pm',
    'I served the summons and complaint on Northgate Storage, Inc. by handing them',
    'to its registered agent at 1200 Commerce Street, Dallas, Texas 75202.',
    ...Array.from({ length: 30 }, (_, i) => `Line ${i + 5}: the papers were left with the person in charge of the office at that time.`),
  ]);
  const scanned = await makeScannedPdf([page]);
  const os = await import('node:os');
console.log(`Machine: ${os.cpus().length} cores, Node ${process.version}, load average ${os.loadavg().map((x) => x.toFixed(1)).join(' ')}`);
  await time('20-page text PDF', () => pool.extract(pdf, 'pdf'));
  await time('one OCR page (PNG, 1700×1810 px)', () => pool.extract(page, 'png'));
  await time('one scanned PDF page (render + OCR)', () => pool.extract(scanned, 'pdf'));
} finally {
  await pool.close();
}
