// Date roles on the development part (c01–c40) only: for each date CUAD's lawyers labelled (Agreement,
// Effective, Expiration Date) and the engine found, whether the engine gave it the same role. The
// scored figure counts a date by its value; this shows the dates read right but labelled wrong.
//   npx tsx modules/documents/intelligence/eval-cuad/date-roles.ts [--verbose]
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { analyzeOffline } from '../offline/engine.js';
import { cuadDir, loadTruths, parseCuadDate, readManifest, spanStatesDate } from './gold.js';
import { SPLIT } from './split.js';

const verbose = process.argv.includes('--verbose');
const dir = cuadDir();
const truths = loadTruths(dir);
// Each of CUAD's date fields on its own (the gold of the score merges fields that share a date).
const fields = new Map(
  readManifest(dir).map((doc) => [
    doc.id,
    (['Agreement Date', 'Effective Date', 'Expiration Date'] as const).flatMap((field) => {
      const l = doc.cuadLabels[field];
      const iso = l ? parseCuadDate(l.answer) : null;
      return l && iso && spanStatesDate(l.spans, iso) ? [{ field, iso }] : [];
    }),
  ]),
);
const perField = { labelled: 0, sameRole: 0 };
const counts = { labelled: 0, found: 0, sameRole: 0 };
const lines: string[] = [];
for (const id of SPLIT.development) {
  const text = await readFile(path.join(dir, `${id}.txt`), 'utf8');
  const info = analyzeOffline(text, [{ page: 1, start: 0, end: text.length }]);
  for (const d of truths.get(id)!.dates) {
    if (d.verbatimInText === false) continue;
    counts.labelled++;
    const found = info.dates.filter((x) => x.iso === d.value);
    if (found.length === 0) {
      lines.push(`${id} MISSING ${d.value} (${d.label})`);
      continue;
    }
    counts.found++;
    // The engine's "Agreement Date" and "Signing Date" both answer CUAD's Agreement Date.
    const same = (l: string) => l === d.label || (d.label === 'Agreement Date' && l === 'Signing Date');
    if (found.some((x) => same(x.label ?? ''))) counts.sameRole++;
    else lines.push(`${id} ROLE ${d.value}: labelled ${d.label}, engine ${found.map((x) => x.label).join(', ')} «${found[0]!.text}»`);
  }
  for (const f of fields.get(id) ?? []) {
    perField.labelled++;
    const ok = info.dates.some(
      (x) => x.iso === f.iso && (x.label === f.field || (f.field === 'Agreement Date' && x.label === 'Signing Date')),
    );
    if (ok) perField.sameRole++;
    else
      lines.push(
        `${id} FIELD ${f.field} ${f.iso}: engine ${
          info.dates
            .filter((x) => x.iso === f.iso)
            .map((x) => x.label)
            .join(', ') || 'none'
        }`,
      );
  }
  for (const x of info.dates) {
    if (!truths.get(id)!.dates.some((d) => d.value === x.iso)) lines.push(`${id} EXTRA ${x.iso} as ${x.label} «${x.text}»`);
  }
}
console.log(`per CUAD field (a date may fill two): ${perField.sameRole}/${perField.labelled} given that field's role`);
console.log(`labelled dates stated in the text: ${counts.labelled}; found: ${counts.found}; with the lawyers' role: ${counts.sameRole}`);
if (verbose) console.log(lines.join('\n'));
else console.log(`${lines.length} notes (--verbose lists them)`);
