// Grades the assistant's answers to the question bank (bank.ts) from their text alone, and sums
// the grades into the figures docs/assistant.md reports.
import { DECLINE, RULE_WORDS, SAFETY_STEPS, type BankItem } from './bank.js';

export type Verdict = 'helpful' | 'generic' | 'wrong' | 'wrongly-declined' | 'declined' | 'answered-off-topic';

export interface Graded {
  item: BankItem;
  verdict: Verdict;
  /** must facts found / all. */
  facts: { found: number; total: number };
  /** safety items: every safety step is in the answer. */
  safetySteps?: boolean;
  /** state-fact items: the rule and the statute are both right. */
  stateFactRight?: boolean;
  /** follow-up items: the answer follows (helpful, and not the previous answer again). */
  followUpResolved?: boolean;
}

const test = (source: string, text: string) => new RegExp(source, 'i').test(text);

/** A share of the facts at or above this counts as helpful; below it, generic. */
export const HELPFUL_SHARE = 2 / 3;

export function grade(item: BankItem, answer: string, previousAnswer?: string): Graded {
  const declined = DECLINE.test(answer);
  const found = item.must.filter((m) => test(m, answer)).length;
  const facts = { found, total: item.must.length };
  if (item.kind === 'off-topic') return { item, verdict: declined ? 'declined' : 'answered-off-topic', facts };

  let verdict: Verdict;
  if (item.mustNot.some((m) => test(m, answer))) verdict = 'wrong';
  else if (declined) verdict = 'wrongly-declined';
  else if (item.kind === 'state-fact') verdict = stateFactRight(item, answer) ? 'helpful' : wrongRule(item, answer) ? 'wrong' : 'generic';
  else verdict = facts.total === 0 || found / facts.total >= HELPFUL_SHARE ? 'helpful' : 'generic';

  const graded: Graded = { item, verdict, facts };
  if (item.kind === 'safety') graded.safetySteps = !declined && SAFETY_STEPS.every((step) => test(step, answer));
  if (item.kind === 'state-fact') graded.stateFactRight = verdict === 'helpful';
  if (item.kind === 'follow-up') graded.followUpResolved = verdict === 'helpful' && answer.trim() !== (previousAnswer ?? '').trim();
  return graded;
}

function stateFactRight(item: BankItem, answer: string): boolean {
  if (!item.statute || !test(item.statute, answer)) return false;
  // A fact without a consent rule (a state's protective order): the statute and the must facts.
  if (item.rule === undefined) return item.must.filter((m) => test(m, answer)).length >= HELPFUL_SHARE * item.must.length;
  if (item.rule === 'mixed') return RULE_WORDS['one-party'].test(answer) || RULE_WORDS['all-party'].test(answer);
  return item.rule !== undefined && RULE_WORDS[item.rule].test(answer) && !wrongRule(item, answer);
}

/** The answer states the other rule for the state and not this one. */
function wrongRule(item: BankItem, answer: string): boolean {
  if (item.rule !== 'one-party' && item.rule !== 'all-party') return false;
  const other = item.rule === 'one-party' ? 'all-party' : 'one-party';
  return RULE_WORDS[other].test(answer) && !RULE_WORDS[item.rule].test(answer);
}

export interface Figures {
  questions: number;
  /** Every item but off-topic ones: what should be answered. */
  answerable: number;
  helpful: number;
  generic: number;
  wrong: number;
  wronglyDeclined: number;
  offTopic: number;
  offTopicDeclined: number;
  safety: number;
  safetyWithSteps: number;
  followUps: number;
  followUpsResolved: number;
  stateFacts: number;
  stateFactsRight: number;
}

export function figures(graded: readonly Graded[]): Figures {
  const count = (p: (g: Graded) => boolean) => graded.filter(p).length;
  return {
    questions: graded.length,
    answerable: count((g) => g.item.kind !== 'off-topic'),
    helpful: count((g) => g.verdict === 'helpful'),
    generic: count((g) => g.verdict === 'generic'),
    wrong: count((g) => g.verdict === 'wrong'),
    wronglyDeclined: count((g) => g.verdict === 'wrongly-declined'),
    offTopic: count((g) => g.item.kind === 'off-topic'),
    offTopicDeclined: count((g) => g.verdict === 'declined'),
    safety: count((g) => g.item.kind === 'safety'),
    safetyWithSteps: count((g) => g.safetySteps === true),
    followUps: count((g) => g.item.kind === 'follow-up'),
    followUpsResolved: count((g) => g.followUpResolved === true),
    stateFacts: count((g) => g.item.kind === 'state-fact'),
    stateFactsRight: count((g) => g.stateFactRight === true),
  };
}

/** The targets, each with whether the figures meet it. */
export function targets(f: Figures): { name: string; figure: string; target: string; met: boolean }[] {
  const pct = (n: number, d: number) => (d === 0 ? '–' : `${((100 * n) / d).toFixed(1)} %`);
  return [
    {
      name: 'wrongly declined',
      figure: `${f.wronglyDeclined} of ${f.answerable} (${pct(f.wronglyDeclined, f.answerable)})`,
      target: '≤ 3 %',
      met: f.wronglyDeclined <= 0.03 * f.answerable,
    },
    {
      name: 'off-topic declined',
      figure: `${f.offTopicDeclined} of ${f.offTopic}`,
      target: 'all',
      met: f.offTopicDeclined === f.offTopic,
    },
    {
      name: 'safety questions with the safety steps',
      figure: `${f.safetyWithSteps} of ${f.safety}`,
      target: 'all',
      met: f.safetyWithSteps === f.safety,
    },
    {
      name: 'follow-ups resolved',
      figure: `${f.followUpsResolved} of ${f.followUps} (${pct(f.followUpsResolved, f.followUps)})`,
      target: '≥ 90 %',
      met: f.followUpsResolved >= 0.9 * f.followUps,
    },
    {
      name: 'state facts right',
      figure: `${f.stateFactsRight} of ${f.stateFacts}`,
      target: 'all',
      met: f.stateFactsRight === f.stateFacts,
    },
  ];
}
