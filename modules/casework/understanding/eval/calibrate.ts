// npm run eval:cases:calibrate — the fitted numbers of the outcome model, tried over grids on the
// DEVELOPMENT parts only (dev.ts, dev-2.ts, dev-3.ts and dev-4.ts; the test split is never read here). The
// facts are the reader's, unconfirmed, as a client who skips the review gets them.
//   1. CRIMINAL_AGAINST_SCALE beside CRIMINAL_FOR_SCALE (model/weights.ts): over the criminal vignettes, how many numbers fall in their expected range, how
//      many go the expected way, and the root-mean-square distance on the log-odds scale from each
//      range's middle.
//   2. INTERVAL_SCALE: over every vignette, how often the middle of the expected range falls inside
//      the interval shown (the interval claims about 80 %), and the interval's mean width.
import { parseCaseFacts } from '../../jury/types.js';
import { logit, type ModelInput } from '../model/outcome.js';
import { assess } from '../model/assess.js';
import { CRIMINAL_AGAINST_SCALE, CRIMINAL_FOR_SCALE, INTERVAL_SCALE } from '../model/weights.js';
import { readFacts } from '../reader/index.js';
import { VIGNETTES as DEV } from './dev.js';
import { VIGNETTES as DEV2 } from './dev-2.js';
import { VIGNETTES as DEV3 } from './dev-3.js';
import { VIGNETTES as DEV4 } from './dev-4.js';

const cases = [...DEV, ...DEV2, ...DEV3, ...DEV4].map((v) => {
  const facts = parseCaseFacts(v.facts);
  const read = readFacts(facts, []);
  const input: ModelInput = {
    category: facts.caseCategory,
    caseType: facts.caseType,
    state: facts.state,
    rating: facts.criminal?.evidenceStrength,
    sheet: read.facts,
    flags: read.flags,
  };
  return { v, input };
});
const criminal = cases.filter((c) => c.input.category === 'criminal');

console.log(
  `criminal vignettes of the development parts: ${criminal.length} (current against scale ${CRIMINAL_AGAINST_SCALE}, for scale ${CRIMINAL_FOR_SCALE})`,
);
console.log('| against scale | for scale | in range | right direction | rmse (log-odds) |');
console.log('|---|---|---|---|---|');
for (let i = 0; i <= 10; i++) {
  for (const forScale of [0.8, 1, 1.2, 1.4]) {
    const againstScale = i / 10;
    let inRange = 0;
    let direction = 0;
    let se = 0;
    for (const { v, input } of criminal) {
      const a = assess({ ...input, againstScale, forScale });
      const p = a.successProbability;
      const [lo, hi] = v.expected.range;
      if (p >= lo && p <= hi) inRange++;
      const d = v.expected.direction;
      if (d === 'favourable' ? p >= 50 : d === 'unfavourable' ? p < 50 : p >= 30 && p <= 70) direction++;
      se += (logit((lo + hi) / 200) - a.logit) ** 2;
    }
    console.log(
      `| ${againstScale.toFixed(1)} | ${forScale.toFixed(1)} | ${inRange} | ${direction} | ${Math.sqrt(se / criminal.length).toFixed(2)} |`,
    );
  }
}

console.log('');
console.log(`every vignette of the development parts: ${cases.length} (current interval scale ${INTERVAL_SCALE})`);
console.log('| interval scale | middle of the expected range inside the interval | mean width (points) |');
console.log('|---|---|---|');
for (let k = 0; k <= 12; k++) {
  const intervalScale = 1 + k / 4;
  let inside = 0;
  let width = 0;
  for (const { v, input } of cases) {
    const a = assess({ ...input, intervalScale });
    const mid = (v.expected.range[0] + v.expected.range[1]) / 2;
    if (mid >= a.interval.low && mid <= a.interval.high) inside++;
    width += a.interval.high - a.interval.low;
  }
  console.log(
    `| ${intervalScale.toFixed(2)} | ${inside}/${cases.length} (${Math.round((100 * inside) / cases.length)} %) | ${(width / cases.length).toFixed(0)} |`,
  );
}
