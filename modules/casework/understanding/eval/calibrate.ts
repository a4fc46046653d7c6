// npm run eval:cases:calibrate — the one fitted number of the outcome model, CRIMINAL_AGAINST_SCALE
// (model/weights.ts), tried over a grid on the DEVELOPMENT parts only (dev.ts and dev-2.ts; the test
// split is never read here). For each scale it prints, over the criminal vignettes, how many numbers
// fall in their expected range, how many go the expected way, and the root-mean-square distance on
// the log-odds scale from each range's middle. The facts are the reader's, unconfirmed, as a client
// who skips the review gets them.
import { parseCaseFacts } from '../../jury/types.js';
import { assess, logit } from '../model/outcome.js';
import { CRIMINAL_AGAINST_SCALE } from '../model/weights.js';
import { readFacts } from '../reader/index.js';
import { VIGNETTES as DEV } from './dev.js';
import { VIGNETTES as DEV2 } from './dev-2.js';

const cases = [...DEV, ...DEV2]
  .filter((v) => v.facts.caseCategory === 'criminal')
  .map((v) => {
    const facts = parseCaseFacts(v.facts);
    const read = readFacts(facts, []);
    return { v, facts, read };
  });

console.log(`criminal vignettes of the development parts: ${cases.length} (current scale ${CRIMINAL_AGAINST_SCALE})`);
console.log('| scale | in range | right direction | rmse (log-odds) |');
console.log('|---|---|---|---|');
for (let i = 0; i <= 10; i++) {
  const scale = i / 10;
  let inRange = 0;
  let direction = 0;
  let se = 0;
  for (const { v, facts, read } of cases) {
    const a = assess({
      category: 'criminal',
      caseType: facts.caseType,
      state: facts.state,
      rating: facts.criminal?.evidenceStrength,
      sheet: read.facts,
      flags: read.flags,
      againstScale: scale,
    });
    const p = a.successProbability;
    const [lo, hi] = v.expected.range;
    if (p >= lo && p <= hi) inRange++;
    const d = v.expected.direction;
    if (d === 'favourable' ? p >= 50 : d === 'unfavourable' ? p < 50 : p >= 30 && p <= 70) direction++;
    se += (logit((lo + hi) / 200) - a.logit) ** 2;
  }
  console.log(`| ${scale.toFixed(1)} | ${inRange} | ${direction} | ${Math.sqrt(se / cases.length).toFixed(2)} |`);
}
