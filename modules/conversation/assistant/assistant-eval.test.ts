// The assistant's measured quality, on the question set in assistant-eval.questions.ts:
// - a regression gate since the question bank (eval/, decision 0037) became the measure: the gate's
//   thresholds are calibrated on the bank's development part now (eval/calibrate.ts), and this set's
//   own calibration is printed for comparison only; the figures are reported on the held-out half;
// - topic recall: the share of the facts a good answer must cover that the answer contains, and
//   how often the expected section is cited first or second;
// - off-topic precision and recall of the "outside what I can help with" answer;
// - follow-ups: the topic carried over, the new state or party applied, no repeated answer.
// Run: npx vitest run modules/conversation/assistant/assistant-eval.test.ts (prints the report).
import { performance } from 'node:perf_hooks';
import { beforeAll, describe, expect, it } from 'vitest';
import { calibrationExtra, followUps, offTopic, onTopic, type FollowUpCase, type OnTopicCase } from './assistant-eval.questions.js';
import { SAFETY_LINES } from './compose.js';
import { OfflineEngine, type OfflineAnswer } from './offline-engine.js';
import type { ChatTurn } from './types.js';

/**
 * The figures the held-out half must reach: regression gates set a little under the figures first
 * measured on it (docs/assistant.md), so a change that makes the assistant worse fails here.
 */
const MIN = {
  factRecall: 0.85,
  sectionHit: 0.8,
  offTopicPrecision: 0.85,
  // Re-set on 2026-11-29 when the gate moved to the question bank's calibration: 93.8 % → 81.3 %
  // off-topic recall and 80 % → 60 % follow-up fact recall on this held-out half (docs/assistant.md).
  offTopicRecall: 0.78,
  followUpFactRecall: 0.55,
  /** The shipped gate on the calibration half (the relevance sweep this replaced reached 97.7 % there). */
  calibrationBalanced: 0.9,
};

type Split = 'calibration' | 'held-out';
const splitOf = (i: number): Split => (i % 2 === 0 ? 'calibration' : 'held-out');
// The extra cases (see the questions file) are all calibration; they follow the alternating ones.
const withSplits = <T>(base: T[], extra: T[]): { c: T; split: Split }[] => [
  ...base.map((c, i) => ({ c, split: splitOf(i) })),
  ...extra.map((c) => ({ c, split: 'calibration' as Split })),
];

const engine = new OfflineEngine();

interface Scored {
  split: Split;
  offTopicTruth: boolean;
  /** The relevance the gate reads, and whether greeting/danger handling bypasses the gate. */
  relevance: number;
  bypass: boolean;
  answer: OfflineAnswer;
  facts?: { found: number; total: number };
  sectionHit?: boolean;
  ms: number;
}

function turnsFor(c: FollowUpCase): { turns: ChatTurn[]; previous: string } {
  const turns: ChatTurn[] = [];
  let previous = '';
  for (const [i, q] of c.turns.entries()) {
    turns.push({ role: 'user', content: q });
    if (i < c.turns.length - 1) {
      previous = engine.answer(turns).text;
      turns.push({ role: 'assistant', content: previous });
    }
  }
  return { turns, previous };
}

function grade(answer: OfflineAnswer, c: { sections: string[]; must: string[] }) {
  const found = c.must.filter((m) => new RegExp(m, 'i').test(answer.text)).length;
  const sectionHit = answer.cited.slice(0, 2).some((s) => c.sections.includes(s.id));
  return { facts: { found, total: c.must.length }, sectionHit };
}

function timed(turns: ChatTurn[]): { answer: OfflineAnswer; ms: number } {
  const t = performance.now();
  const answer = engine.answer(turns);
  return { answer, ms: performance.now() - t };
}

const results: { onTopic: Scored[]; offTopic: Scored[]; followUps: (Scored & { previous: string; c: FollowUpCase })[] } = {
  onTopic: [],
  offTopic: [],
  followUps: [],
};

const bypassed = (a: OfflineAnswer) => a.retrieval.greeting || a.retrieval.danger;

beforeAll(() => {
  // Warm the model and the index so the first timing is not the build.
  engine.answer([{ role: 'user', content: 'warm up' }]);
  results.onTopic = withSplits(onTopic, calibrationExtra.onTopic).map(({ c, split }: { c: OnTopicCase; split: Split }) => {
    const { answer, ms } = timed([{ role: 'user', content: c.q }]);
    return {
      split,
      offTopicTruth: false,
      relevance: answer.retrieval.relevance,
      bypass: bypassed(answer),
      answer,
      ms,
      ...grade(answer, c),
    };
  });
  results.offTopic = withSplits(offTopic, calibrationExtra.offTopic).map(({ c: q, split }) => {
    const { answer, ms } = timed([{ role: 'user', content: q }]);
    return { split, offTopicTruth: true, relevance: answer.retrieval.relevance, bypass: bypassed(answer), answer, ms };
  });
  results.followUps = withSplits(followUps, calibrationExtra.followUps).map(({ c, split }) => {
    const { turns, previous } = turnsFor(c);
    const { answer, ms } = timed(turns);
    return {
      split,
      offTopicTruth: false,
      relevance: answer.retrieval.relevance,
      bypass: bypassed(answer),
      answer,
      ms,
      previous,
      c,
      ...grade(answer, c),
    };
  });
  // 130 questions answered, each timed: on a loaded 2-core machine, with other files in the worker, more than the 10 s default.
}, 60_000);

/** Off-topic figures of the shipped gate (decision 0046: by domain), from what the engine answered. */
function offTopicFigures(rows: Scored[]) {
  const said = (r: Scored) => r.answer.kind === 'out-of-scope';
  const tp = rows.filter((r) => r.offTopicTruth && said(r)).length;
  const fp = rows.filter((r) => !r.offTopicTruth && said(r)).length;
  const fn = rows.filter((r) => r.offTopicTruth && !said(r)).length;
  const onTopicRows = rows.filter((r) => !r.offTopicTruth);
  const offTopicRows = rows.filter((r) => r.offTopicTruth);
  return {
    precision: tp + fp === 0 ? 1 : tp / (tp + fp),
    recall: tp + fn === 0 ? 1 : tp / (tp + fn),
    // Balanced accuracy: on-topic questions answered and off-topic ones declined, weighted equally.
    balanced: ((onTopicRows.length - fp) / onTopicRows.length + tp / offTopicRows.length) / 2,
  };
}

const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
const factRecall = (rows: Scored[]) => {
  const withFacts = rows.filter((r) => r.facts);
  return withFacts.reduce((a, r) => a + r.facts!.found, 0) / withFacts.reduce((a, r) => a + r.facts!.total, 0);
};
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

function contentLines(text: string): string[] {
  return text
    .split('\n')
    .filter((l) => /^(- |\d+\. )/.test(l) || (l.length > 60 && !l.startsWith('Sources') && !l.startsWith("I am Casebook's")))
    .map((l) => l.replace(/^(- |\d+\. )/, '').replace(/ \[\d+\]$/, ''));
}

describe('assistant evaluation', () => {
  it("keeps the domain gate's balanced accuracy on this set's calibration half (the gate is calibrated on the question bank)", () => {
    const shipped = offTopicFigures(
      [...results.onTopic, ...results.offTopic, ...results.followUps].filter((r) => r.split === 'calibration'),
    );
    console.log(`calibration half: balanced accuracy of the shipped gate ${pct(shipped.balanced)}`);
    expect(shipped.balanced).toBeGreaterThanOrEqual(MIN.calibrationBalanced);
  });

  it('has a question set large and varied enough to measure', () => {
    expect(onTopic.length + followUps.length).toBeGreaterThanOrEqual(60);
    expect(offTopic.length).toBeGreaterThanOrEqual(20);
    expect(followUps.length).toBeGreaterThanOrEqual(8);
  });

  it('reaches the stated figures on the held-out half', () => {
    const held = (rows: Scored[]) => rows.filter((r) => r.split === 'held-out');
    const all = [...results.onTopic, ...results.offTopic, ...results.followUps];
    const report = (split: Split | 'all') => {
      const pick = (rows: Scored[]) => (split === 'all' ? rows : rows.filter((r) => r.split === split));
      const on = pick(results.onTopic);
      const fu = pick(results.followUps);
      const ot = offTopicFigures(pick(all));
      return {
        split,
        questions: pick(all).length,
        factRecall: factRecall(on),
        sectionHit: mean(on.map((r) => (r.sectionHit ? 1 : 0))),
        offTopicPrecision: ot.precision,
        offTopicRecall: ot.recall,
        followUpFactRecall: factRecall(fu),
        followUpSectionHit: mean(fu.map((r) => (r.sectionHit ? 1 : 0))),
      };
    };
    // Timed again once every code path has run (the first pass also pays the JIT's warm-up).
    const warm: number[] = [];
    for (let pass = 0; pass < 3; pass++) {
      for (const r of all) {
        const t = performance.now();
        engine.answer([{ role: 'user', content: r.answer.retrieval.question }]);
        warm.push(performance.now() - t);
      }
    }
    warm.sort((a, b) => a - b);
    const ms = all.map((r) => r.ms).sort((a, b) => a - b);
    const rows = [report('calibration'), report('held-out'), report('all')];
    console.log(
      [
        '| split | questions | fact recall | section hit | off-topic precision | off-topic recall | follow-up fact recall | follow-up section hit |',
        '| --- | --- | --- | --- | --- | --- | --- | --- |',
        ...rows.map(
          (r) =>
            `| ${r.split} | ${r.questions} | ${pct(r.factRecall)} | ${pct(r.sectionHit)} | ${pct(r.offTopicPrecision)} | ${pct(r.offTopicRecall)} | ${pct(r.followUpFactRecall)} | ${pct(r.followUpSectionHit)} |`,
        ),
        `ms per answer, first pass: mean ${mean(ms).toFixed(2)}, p50 ${ms[Math.floor(ms.length * 0.5)]!.toFixed(2)}, p99 ${ms[Math.min(ms.length - 1, Math.floor(ms.length * 0.99))]!.toFixed(2)}, max ${ms.at(-1)!.toFixed(2)} (${ms.length} answers)`,
        `ms per answer, warm: mean ${mean(warm).toFixed(2)}, p50 ${warm[Math.floor(warm.length * 0.5)]!.toFixed(2)}, p99 ${warm[Math.min(warm.length - 1, Math.floor(warm.length * 0.99))]!.toFixed(2)}, max ${warm.at(-1)!.toFixed(2)} (${warm.length} answers)`,
      ].join('\n'),
    );
    // Only the calibration half's misses are printed: the held-out half is measured, not studied.
    const misses = [
      ...results.onTopic.filter((r) => !r.sectionHit || r.facts!.found < r.facts!.total || r.answer.kind !== 'answer'),
      ...results.offTopic.filter((r) => r.answer.kind !== 'out-of-scope'),
      ...results.followUps.filter((r) => !r.sectionHit || r.facts!.found < r.facts!.total),
    ];
    for (const m of misses.filter((x) => x.split === 'calibration')) {
      console.log(
        `miss [${m.split}] rel ${m.relevance.toFixed(2)} ${m.answer.kind} ${m.answer.retrieval.question} → ${m.answer.cited.map((c) => c.id).join(', ')} facts ${m.facts ? `${m.facts.found}/${m.facts.total}` : '-'}`,
      );
    }
    const h = rows[1]!;
    expect(held(results.onTopic).length).toBeGreaterThan(0);
    expect(h.factRecall).toBeGreaterThanOrEqual(MIN.factRecall);
    expect(h.sectionHit).toBeGreaterThanOrEqual(MIN.sectionHit);
    expect(h.offTopicPrecision).toBeGreaterThanOrEqual(MIN.offTopicPrecision);
    expect(h.offTopicRecall).toBeGreaterThanOrEqual(MIN.offTopicRecall);
    expect(h.followUpFactRecall).toBeGreaterThanOrEqual(MIN.followUpFactRecall);
  });

  it('answers off-topic questions plainly, never with an unrelated article', () => {
    for (const r of results.offTopic.filter((x) => x.answer.kind === 'out-of-scope')) {
      expect(r.answer.text.startsWith('**That is outside what I can help with**')).toBe(true);
      expect(r.answer.cited).toEqual([]);
      expect(r.answer.text).not.toMatch(/Sources \(Casebook knowledge base\)/);
    }
  });

  it('does not repeat the previous answer in a follow-up', () => {
    for (const r of results.followUps) {
      expect(r.answer.text, r.c.turns.join(' / ')).not.toBe(r.previous);
      const before = new Set(contentLines(r.previous));
      const now = contentLines(r.answer.text);
      const repeated = now.filter((l) => before.has(l)).length;
      expect(repeated / now.length, `${r.c.turns.join(' / ')}: ${repeated} of ${now.length} lines repeated`).toBeLessThanOrEqual(0.5);
    }
  });

  it('cites a source for every claim it composes', () => {
    for (const r of [...results.onTopic, ...results.followUps].filter((x) => x.answer.kind === 'answer')) {
      const claims = r.answer.text
        .split('\n')
        // The safety steps are the product's own, not a claim of the knowledge base.
        .filter((l) => /^(- |\d+\. )/.test(l) && !SAFETY_LINES.includes(l));
      for (const l of claims) {
        // A state fact without a table row says so instead of citing.
        if (/has no row for|none of them answers/.test(l)) continue;
        expect(l, r.answer.retrieval.question).toMatch(/ \[\d+\]$/);
      }
    }
  });
});
