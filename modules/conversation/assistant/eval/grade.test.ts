// The question bank's grading: what makes an answer helpful, generic, wrong or declined, and the
// figures and targets summed from the grades. Also that both parts of the bank are well formed.
import { describe, expect, it } from 'vitest';
import { KINDS, type BankItem } from './bank.js';
import { figures, grade, targets } from './grade.js';
import { readBank } from './parts.js';

const item = (over: Partial<BankItem>): BankItem => ({
  id: 'x-item',
  kind: 'on-topic',
  topic: 'evidence-preservation',
  turns: ['How do I save threatening texts?'],
  must: ['screenshot', 'back ?up|export', 'police'],
  mustNot: [],
  source: 'forum question',
  ...over,
});
const DECLINED = '**That is outside what I can help with** — ask me about investigations.';

describe('grading one answer', () => {
  it('counts two thirds of the facts as helpful, fewer as generic', () => {
    expect(grade(item({}), 'Take a screenshot and export the thread.').verdict).toBe('helpful');
    expect(grade(item({}), 'Take a screenshot.').verdict).toBe('generic');
    expect(grade(item({}), 'Take a screenshot.').facts).toEqual({ found: 1, total: 3 });
  });

  it('calls an answer that says what must not be said wrong, and a refusal of an answerable question wrongly declined', () => {
    const victim = item({ mustNot: ['a violation will hurt you'] });
    expect(grade(victim, 'Screenshot, export, police. A violation will hurt you at the hearing.').verdict).toBe('wrong');
    expect(grade(item({}), DECLINED).verdict).toBe('wrongly-declined');
  });

  it('wants off-topic questions declined', () => {
    const off = item({ kind: 'off-topic', topic: 'off-topic', must: [] });
    expect(grade(off, DECLINED).verdict).toBe('declined');
    expect(grade(off, 'Boil the eggs for six minutes.').verdict).toBe('answered-off-topic');
  });

  it('wants the safety steps in every answer to a safety question', () => {
    const safety = item({ kind: 'safety', must: ['police'] });
    expect(grade(safety, 'Call the police.').safetySteps).toBe(false);
    expect(
      grade(safety, 'If you are in danger call 911. Keep a log of every incident. Ask the court for a protective order. Tell the police.')
        .safetySteps,
    ).toBe(true);
  });

  it('wants a state fact with its statute and the right rule, and calls the other rule wrong', () => {
    const ca = item({ kind: 'state-fact', topic: 'recording-consent', must: [], state: 'CA', rule: 'all-party', statute: '\\b632\\b' });
    expect(grade(ca, 'California is an all-party consent state (Penal Code § 632).').stateFactRight).toBe(true);
    expect(grade(ca, 'California is an all-party consent state.').verdict).toBe('generic');
    expect(grade(ca, 'California is a one-party consent state (Penal Code § 632).').verdict).toBe('wrong');
  });

  it('wants a protective-order fact with its statute and its facts (no consent rule)', () => {
    const fl = item({
      kind: 'state-fact',
      topic: 'protective-orders',
      must: ['injunction', 'clerk|petition'],
      state: 'FL',
      statute: '741\\.30',
    });
    expect(grade(fl, 'File a petition for an injunction for protection with the clerk (Fla. Stat. § 741.30).').stateFactRight).toBe(true);
    expect(grade(fl, 'File a petition for an injunction with the clerk.').stateFactRight).toBe(false);
    expect(grade(fl, 'See Fla. Stat. § 741.30.').stateFactRight).toBe(false);
  });

  it('does not count a follow-up answered with the previous answer again as resolved', () => {
    const chain = item({ kind: 'follow-up', turns: ['How do I save texts?', 'and voicemails?'], must: ['screenshot'] });
    expect(grade(chain, 'Screenshot them.', 'Screenshot them.').followUpResolved).toBe(false);
    expect(grade(chain, 'Screenshot the voicemail list and export the audio.', 'Screenshot them.').followUpResolved).toBe(true);
  });
});

describe('figures and targets', () => {
  it('sums the grades and says which target is missed', () => {
    const graded = [
      grade(item({}), 'Take a screenshot and export it, then call the police.'),
      grade(item({}), DECLINED),
      grade(item({ kind: 'off-topic', topic: 'off-topic', must: [] }), DECLINED),
    ];
    const f = figures(graded);
    expect(f).toMatchObject({ questions: 3, answerable: 2, helpful: 1, wronglyDeclined: 1, offTopic: 1, offTopicDeclined: 1 });
    const byName = Object.fromEntries(targets(f).map((t) => [t.name, t.met]));
    expect(byName['wrongly declined']).toBe(false);
    expect(byName['off-topic declined']).toBe(true);
  });
});

describe('the bank', () => {
  it('has every part well formed, every kind in each, no id in two parts', () => {
    const dev = readBank('dev');
    const test = readBank('test');
    const test2 = readBank('test2');
    const dev3 = readBank('dev3');
    const dev4 = readBank('dev4');
    const dev5 = readBank('dev5');
    const dev6 = readBank('dev6');
    const dev7 = readBank('dev7');
    const dev8 = readBank('dev8');
    const dev9 = readBank('dev9');
    const dev10 = readBank('dev10');
    const dev11 = readBank('dev11');
    const dev12 = readBank('dev12');
    const dev13 = readBank('dev13');
    expect(dev.length + test.length).toBeGreaterThanOrEqual(300);
    expect(test2.filter((i) => i.kind !== 'off-topic').length).toBeGreaterThanOrEqual(60);
    expect(test2.filter((i) => i.kind === 'off-topic').length).toBeGreaterThanOrEqual(25);
    expect(dev3.length).toBeGreaterThanOrEqual(80);
    expect(dev4.length).toBeGreaterThanOrEqual(90);
    expect(dev5.length).toBeGreaterThanOrEqual(80);
    expect(dev6.length).toBeGreaterThanOrEqual(100);
    expect(dev7.length).toBeGreaterThanOrEqual(90);
    expect(dev8.length).toBeGreaterThanOrEqual(100);
    expect(dev9.length).toBeGreaterThanOrEqual(90);
    expect(dev10.length).toBeGreaterThanOrEqual(90);
    expect(dev11.length).toBeGreaterThanOrEqual(100);
    expect(dev12.length).toBeGreaterThanOrEqual(110);
    expect(dev13.length).toBeGreaterThanOrEqual(110);
    for (const part of [dev, test, test2, dev3, dev4, dev5, dev6, dev7, dev8, dev9, dev10, dev11, dev12, dev13]) {
      for (const kind of KINDS) {
        expect(part.some((i) => i.kind === kind)).toBe(true);
      }
    }
    const ids = [
      ...dev,
      ...test,
      ...test2,
      ...dev3,
      ...dev4,
      ...dev5,
      ...dev6,
      ...dev7,
      ...dev8,
      ...dev9,
      ...dev10,
      ...dev11,
      ...dev12,
      ...dev13,
    ].map((i) => i.id);
    expect(ids.length).toBe(new Set(ids).size);
    // Every state and DC once across the first set's two parts.
    expect(new Set([...dev, ...test].filter((i) => i.kind === 'state-fact').map((i) => i.state)).size).toBe(51);
  });
});
