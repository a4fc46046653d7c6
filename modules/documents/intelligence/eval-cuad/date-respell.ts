// Date robustness on the development parts only (CUAD c01–c40, the fresh part f01–f20, the CUAD-labelled
// fresh part k01–k40; never the test or held-out parts): each labelled date the text states is respelled,
// wherever the text writes it, in the spellings and layouts real contracts use, and the whole engine is run on
// the changed contract. A labelled date must still be returned (recall), and no date that was not returned
// before may appear (precision). The scored figures show the spellings the labelled files happen to use; this
// shows whether the roles (made, effective, ends) hold when the same contract writes its dates another way.
//   npx tsx modules/documents/intelligence/eval-cuad/date-respell.ts [--verbose] [--part development|fresh|cuad-fresh]
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { readAnnotations, cuadDates } from '../eval-cuad-fresh/labels.js';
import { freshCorpus, freshIds } from '../eval-fresh/fresh.js';
import { analyzeOffline } from '../offline/engine.js';
import { findDates } from '../offline/dates.js';
import { cuadDir, loadTruths } from './gold.js';
import { SPLIT } from './split.js';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const ordinal = (d: number) =>
  `${d}${d % 10 === 1 && d !== 11 ? 'st' : d % 10 === 2 && d !== 12 ? 'nd' : d % 10 === 3 && d !== 13 ? 'rd' : 'th'}`;
const p2 = (n: number) => String(n).padStart(2, '0');

/** The spellings and layouts tried, each from the ISO date (the layouts break the line where a PDF or a narrow DOCX column would). */
export const RESPELLINGS: { name: string; spell: (y: number, m: number, d: number) => string }[] = [
  { name: 'Month D, YYYY', spell: (y, m, d) => `${MONTHS[m - 1]} ${d}, ${y}` },
  { name: 'Month Dth YYYY', spell: (y, m, d) => `${MONTHS[m - 1]} ${ordinal(d)} ${y}` },
  { name: 'D Month YYYY', spell: (y, m, d) => `${d} ${MONTHS[m - 1]} ${y}` },
  { name: 'Dth day of Month, YYYY', spell: (y, m, d) => `${ordinal(d)} day of ${MONTHS[m - 1]}, ${y}` },
  { name: 'MONTH D, YYYY', spell: (y, m, d) => `${MONTHS[m - 1]!.toUpperCase()} ${d}, ${y}` },
  { name: 'Mon. D, YYYY', spell: (y, m, d) => `${MONTHS[m - 1]!.slice(0, 3)}. ${d}, ${y}` },
  { name: 'M/D/YY', spell: (y, m, d) => `${m}/${d}/${String(y).slice(2)}` },
  { name: 'MM/DD/YYYY', spell: (y, m, d) => `${p2(m)}/${p2(d)}/${y}` },
  { name: 'Month\\nD, YYYY', spell: (y, m, d) => `${MONTHS[m - 1]}\n${d}, ${y}` },
  { name: 'Month D,\\nYYYY', spell: (y, m, d) => `${MONTHS[m - 1]} ${d},\n${y}` },
  { name: 'Dth day\\nof Month, YYYY', spell: (y, m, d) => `${ordinal(d)} day\nof ${MONTHS[m - 1]}, ${y}` },
];

interface Doc {
  id: string;
  text: string;
  dates: string[];
}

async function developmentDocs(part: string): Promise<Doc[]> {
  if (part === 'development') {
    const dir = cuadDir();
    const truths = loadTruths(dir);
    return Promise.all(
      SPLIT.development.map(async (id) => ({
        id,
        text: await readFile(path.join(dir, `${id}.txt`), 'utf8'),
        dates: truths
          .get(id)!
          .dates.filter((d) => d.verbatimInText !== false)
          .map((d) => d.value),
      })),
    );
  }
  if (part === 'fresh') {
    const corpus = freshCorpus('fresh');
    return Promise.all(
      freshIds('fresh').map(async (id) => ({
        id,
        text: new TextDecoder().decode(await corpus.text(id)),
        dates: corpus.truths.get(id)!.dates.map((d) => d.value),
      })),
    );
  }
  const here = path.dirname(new URL(import.meta.url).pathname);
  return Promise.all(
    Object.entries(readAnnotations())
      .sort()
      .map(async ([id, a]) => ({
        id,
        text: await readFile(path.join(here, '../eval-cuad-fresh/texts', `${id}.txt`), 'utf8'),
        dates: cuadDates(a.cuad)
          .filter((d) => d.verbatimInText !== false)
          .map((d) => d.value),
      })),
  );
}

const whole = (text: string) => analyzeOffline(text, [{ page: 1, start: 0, end: text.length }]);

/** The text with every place that writes `iso` spelled anew (the engine's own reader finds the places). */
export function respell(text: string, iso: string, spell: (y: number, m: number, d: number) => string): string | undefined {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const places = findDates(text).filter((x) => x.iso === iso);
  if (places.length === 0) return undefined;
  let out = text;
  for (const p of [...places].reverse()) out = out.slice(0, p.start) + spell(y, m, d) + out.slice(p.end);
  return out;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  const args = process.argv.slice(2);
  const verbose = args.includes('--verbose');
  const parts = args.includes('--part') ? [args[args.indexOf('--part') + 1]!] : ['development', 'fresh', 'cuad-fresh'];
  for (const part of parts) {
    if (!['development', 'fresh', 'cuad-fresh'].includes(part)) throw new Error(`--part is development, fresh or cuad-fresh, not ${part}`);
    const docs = await developmentDocs(part);
    const byName = new Map<string, { n: number; kept: number; extra: number }>();
    const notes: string[] = [];
    for (const doc of docs) {
      const before = new Set(whole(doc.text).dates.map((x) => x.iso));
      for (const iso of doc.dates) {
        if (!before.has(iso)) continue; // missed as written: the scored figure counts it
        for (const r of RESPELLINGS) {
          const changed = respell(doc.text, iso, r.spell);
          if (!changed) continue;
          const after = new Set(whole(changed).dates.map((x) => x.iso));
          const c = byName.get(r.name) ?? { n: 0, kept: 0, extra: 0 };
          c.n++;
          if (after.has(iso)) c.kept++;
          else
            notes.push(
              `${doc.id} LOST ${iso} as «${r.spell(...(iso.split('-').map(Number) as [number, number, number])).replace(/\n/g, '\\n')}»`,
            );
          const extra = [...after].filter((x) => !before.has(x));
          if (extra.length > 0) {
            c.extra++;
            notes.push(`${doc.id} EXTRA ${extra.join(',')} when ${iso} is «${r.name}»`);
          }
          byName.set(r.name, c);
        }
      }
    }
    let n = 0;
    let kept = 0;
    let extra = 0;
    for (const c of byName.values()) [n, kept, extra] = [n + c.n, kept + c.kept, extra + c.extra];
    console.log(`${part}: ${kept}/${n} respelled labelled dates still returned; ${extra} respellings added a date`);
    for (const [name, c] of byName)
      console.log(`  ${name.padEnd(26)} ${c.kept}/${c.n}${c.extra ? `  (+${c.extra} with an extra date)` : ''}`);
    if (verbose) console.log(notes.join('\n'));
    else console.log(`  ${notes.length} notes (--verbose lists them)`);
  }
}
