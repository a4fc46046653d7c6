// The development parts of the case vignettes, by name — never the held-out test split: the parts
// calibrate.ts judges by leave-one-part-out and reader/score-dev.ts scores the fact reader on. A new
// part is added here once (and to run.ts's `--split`, which loads each part only when asked).
import { VIGNETTES as DEV } from './dev.js';
import { VIGNETTES as DEV2 } from './dev-2.js';
import { VIGNETTES as DEV3 } from './dev-3.js';
import { VIGNETTES as DEV4 } from './dev-4.js';
import { VIGNETTES as DEV5 } from './dev-5.js';
import { VIGNETTES as DEV6 } from './dev-6.js';
import { VIGNETTES as DEV7 } from './dev-7.js';
import { VIGNETTES as DEV8 } from './dev-8.js';
import { VIGNETTES as DEV9 } from './dev-9.js';
import type { Vignette } from './vignette.js';

export const DEV_PARTS: Readonly<Record<string, readonly Vignette[]>> = {
  dev: DEV,
  dev2: DEV2,
  dev3: DEV3,
  dev4: DEV4,
  dev5: DEV5,
  dev6: DEV6,
  dev7: DEV7,
  dev8: DEV8,
  dev9: DEV9,
};
