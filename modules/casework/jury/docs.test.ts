// docs/jury-model.md and docs/reference/case-base-rates.md state the model's weights, base rates,
// pool, versions and limits: they must say what the code does.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EVIDENCE_WEIGHTS, FAMILY_WEIGHTS, RATING_WEIGHTS, SELF_DEFENCE_WEIGHTS } from '../understanding/model/weights.js';
import { OUTCOME_MODEL_VERSION } from '../understanding/model/outcome.js';
import { BASE_RATES } from '../understanding/model/reference.js';
import { FAMILY_LIMITS, JURY_LIMITS } from './limits.js';
import { JUROR_POOL } from './panel.js';
import { JURY_PROMPT_VERSION } from './prompt.js';

const doc = readFileSync(new URL('../../../docs/jury-model.md', import.meta.url), 'utf8');
const rates = readFileSync(new URL('../../../docs/reference/case-base-rates.md', import.meta.url), 'utf8');
const f = (x: number) => x.toFixed(2);
const flat = (s: string) => s.replace(/\n> /g, ' ').replace(/\s+/g, ' ');

describe('docs/jury-model.md', () => {
  it('lists every weight with the value the model uses', () => {
    for (const [kind, w] of Object.entries(EVIDENCE_WEIGHTS))
      expect(doc, kind).toContain(`| \`${kind}\` | −${f(w.against)} | +${f(w.for)} |`);
    for (const [key, w] of Object.entries(FAMILY_WEIGHTS)) expect(doc, key).toContain(`| \`${key}\` | ${f(w.default)} |`);
    for (const [level, v] of Object.entries(RATING_WEIGHTS))
      expect(doc, level).toContain(`| \`rating.${level}\` | ${v > 0 ? '+' : v < 0 ? '−' : ''}${f(Math.abs(v))} |`);
    expect(doc).toContain(`| \`law.self-defence.other-started\` | +${f(SELF_DEFENCE_WEIGHTS.otherAggressor)} |`);
    expect(doc).toContain(`| \`law.self-defence.client-started\` | −${f(SELF_DEFENCE_WEIGHTS.clientAggressor)} |`);
    expect(doc).toContain(`| \`law.self-defence.home-entry\` | +${f(SELF_DEFENCE_WEIGHTS.homeEntry)} |`);
  });

  it('states the pool, the versions and the limits', () => {
    for (const p of JUROR_POOL) expect(doc, p.id).toContain(`| ${p.occupation} (${p.ageBand}) |`);
    expect(doc).toContain(`\`${JURY_PROMPT_VERSION}\``);
    expect(flat(doc)).toContain(JURY_LIMITS);
    expect(flat(doc)).toContain(FAMILY_LIMITS);
    expect(OUTCOME_MODEL_VERSION).toMatch(/^outcome-\d+$/);
  });
});

describe('docs/reference/case-base-rates.md', () => {
  it('tables every base rate with the value the model starts from', () => {
    for (const b of BASE_RATES) expect(rates, b.key).toContain(`| \`${b.key}\` | ${b.label} | ${Math.round(b.favourable * 100)} % |`);
  });
});
