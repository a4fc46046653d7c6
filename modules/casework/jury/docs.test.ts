// docs/jury-model.md states the model's weights, versions and limits: it must say what the code does.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { JURY_LIMITS } from './limits.js';
import { OFFLINE_MODEL_VERSION } from './offline-engine.js';
import { JUROR_POOL } from './panel.js';
import { JURY_PROMPT_VERSION } from './prompt.js';
import { BASE_RATE, WEIGHTS } from './weights.js';

const doc = readFileSync(new URL('../../../docs/jury-model.md', import.meta.url), 'utf8');
const signed = (x: number) => `${x > 0 ? '+' : x < 0 ? '−' : ''}${Math.abs(x).toFixed(2)}`;

describe('docs/jury-model.md', () => {
  it('lists every weight with the value the engine uses', () => {
    for (const w of WEIGHTS) expect(doc, w.key).toContain(`| \`${w.key}\` | ${signed(w.shift)} | ${w.group} |`);
    const documented = [...doc.matchAll(/^\| `([a-z-]+\.[a-z-]+)` \|/gm)].map((m) => m[1]);
    expect(documented.sort()).toEqual(WEIGHTS.map((w) => w.key).sort());
  });

  it('states the base rates, the pool, the versions and the limits', () => {
    expect(doc).toContain(`**${BASE_RATE.criminal * 100} %** for a`);
    expect(doc).toContain(`**${BASE_RATE.family * 100} %** for a family case`);
    for (const p of JUROR_POOL) expect(doc, p.id).toContain(`| ${p.occupation} (${p.ageBand}) |`);
    expect(doc).toContain(`\`${JURY_PROMPT_VERSION}\``);
    expect(doc).toContain(`\`${OFFLINE_MODEL_VERSION}\``);
    const quoted = doc.replace(/\n> /g, ' ').replace(/\s+/g, ' ');
    expect(quoted).toContain(JURY_LIMITS);
  });
});
