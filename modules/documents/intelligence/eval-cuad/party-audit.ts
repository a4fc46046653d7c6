// Parties on the development part (c01–c40) only: every party the engine outputs, with where the
// text introduces it (preamble list, a defined term, the signature pages, elsewhere) and whether it is
// one of CUAD's parties, so that false ones can be grouped by cause rather than counted.
//   npx tsx modules/documents/intelligence/eval-cuad/party-audit.ts [--all]
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { analyzeOffline } from '../offline/engine.js';
import { signatureRegion } from '../offline/dates.js';
import { introducedAsRelated } from '../offline/parties.js';
import { FlatText } from '../offline/text.js';
import { cuadDir, loadTruths } from './gold.js';
import { spellings } from './score.js';
import { SPLIT } from './split.js';

const all = process.argv.includes('--all');
const dir = cuadDir();
const truths = loadTruths(dir);
const causes = new Map<string, number>();
let total = 0;
let right = 0;
for (const id of SPLIT.development) {
  const text = await readFile(path.join(dir, `${id}.txt`), 'utf8');
  const info = analyzeOffline(text, [{ page: 1, start: 0, end: text.length }]);
  const flat = new FlatText(text, [{ page: 1, start: 0, end: text.length }]).flat;
  const gold = truths.get(id)!.parties.flatMap((p) => spellings(p));
  const region = signatureRegion(flat);
  for (const p of info.parties) {
    total++;
    const names = spellings(p.name);
    const exact = names.some((n) => gold.includes(n));
    const partial = !exact && names.some((n) => gold.some((g) => g.includes(n) || n.includes(g)));
    const at = flat.indexOf(p.name);
    const where =
      at < 0
        ? 'not verbatim'
        : region && at >= region.start && at <= region.end
          ? 'signature pages'
          : at < 3000
            ? p.role
              ? 'head, with a defined term'
              : 'head, no defined term'
            : 'body';
    let cause = exact ? 'right' : partial ? 'partial' : 'false';
    if (cause === 'false') {
      if (at >= 0 && introducedAsRelated(flat, at)) cause += ': related name';
      else if (/\b(?:LLP|P\.?C\.|Attorneys?|Law)\b/.test(p.name) && /&|,/.test(p.name)) cause += ': law firm?';
      else if (/\d/.test(p.name)) cause += ': address or number';
      else if (p.kind === 'person') cause += ': person';
      else cause += `: ${where}`;
    } else right++;
    causes.set(cause, (causes.get(cause) ?? 0) + 1);
    if (all || cause.startsWith('false') || cause === 'partial')
      console.log(`${id} ${cause.padEnd(28)} ${where.padEnd(26)} ${p.name}${p.role ? ` [${p.role}]` : ''}`);
  }
}
console.log(`\n${right}/${total} output parties are CUAD's names (exact or a partial spelling)`);
for (const [c, n] of [...causes].sort((a, b) => b[1] - a[1])) console.log(`  ${c.padEnd(40)} ${n}`);
