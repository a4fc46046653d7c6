// The one entry to the outcome model: a civil matter is weighed by civil.ts, a criminal or family one
// by outcome.ts, on the same machinery (issue 32). Apart from both, so neither imports the other.
import { assessCivil } from './civil.js';
import { assessCriminalOrFamily, type Assessment, type ModelInput } from './outcome.js';

export function assess(input: ModelInput): Assessment {
  return input.category === 'civil' ? assessCivil(input) : assessCriminalOrFamily(input);
}
