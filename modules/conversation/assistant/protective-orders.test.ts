// Questions about getting (or facing) a protective order in a named state are answered from the
// protective-orders state table, beside the general section, with the safety steps first.
import { describe, expect, it } from 'vitest';
import { SAFETY_LINES } from './compose.js';
import { rolesIn } from './conversation-state.js';
import { groundingPrompt } from './grounding.js';
import { OfflineEngine } from './offline-engine.js';
import { indexFor, retrieve } from './retrieval.js';
import type { ChatTurn } from './types.js';

const engine = new OfflineEngine();
const ask = (content: string) => engine.answer([{ role: 'user', content }]);

/** Asks each question in turn, with the engine's answers in between; returns every answer. */
function conversation(...questions: string[]) {
  const turns: ChatTurn[] = [];
  return questions.map((content) => {
    turns.push({ role: 'user', content });
    const answer = engine.answer([...turns]);
    turns.push({ role: 'assistant', content: answer.text });
    return answer;
  });
}

describe('protective orders in a named state', () => {
  it("answers a California question with California's order, statute, forms and hearing, after the safety steps", () => {
    const a = ask('How do I get a restraining order in California?');
    expect(a.kind).toBe('answer');
    expect(a.text.startsWith(SAFETY_LINES[0]!)).toBe(true);
    expect(a.cited[0]!.id).toBe('protective-orders');
    expect(a.facts.map((f) => f.table)).toEqual(['protective']);
    expect(a.text).toContain('**In California**');
    expect(a.text).toContain('Domestic Violence Restraining Order (DVRO)');
    expect(a.text).toContain('Fam. Code § 6200');
    expect(a.text).toContain('DV-100');
    expect(a.text).toContain('DV-109');
    expect(a.text).toMatch(/within 21 days/);
    expect(a.text).toMatch(/Casebook state tables for California \(protective orders; checked 2026-11-30\)/);
  });

  it('carries the topic to a new state named in a follow-up, with a city of that state', () => {
    const [washington, california] = conversation(
      'How do I get a restraining order in Washington?',
      "what about in California? I'm moving to Sacramento",
    );
    expect(washington!.text).toContain('Wash. Rev. Code ch. 7.105');
    expect(washington!.text).toContain('PO 001');
    expect(california!.retrieval.followUp).toBe(true);
    expect(california!.retrieval.places.map((p) => p.name)).toEqual(['California']);
    expect(california!.retrieval.tables).toContain('protective');
    // The general section is cited beside the table (for a real model's prompt too), even when the
    // offline answer leaves out what it already said.
    expect(california!.retrieval.cited.map((s) => s.id)).toContain('protective-orders');
    expect(california!.text).toContain('**In California**');
    expect(california!.text).toContain('DVRO');
    expect(california!.text).toContain('DV-100');
    expect(california!.text).not.toContain('7.105');
    expect(california!.text.startsWith(SAFETY_LINES[0]!)).toBe(true);
  });

  it('carries the state to a follow-up that names none', () => {
    const [, after] = conversation('I need a protective order in Texas.', 'how long does it last?');
    expect(after!.retrieval.places.map((p) => p.name)).toEqual(['Texas']);
    expect(after!.text).toContain('Tex. Fam. Code');
    expect(after!.text).toMatch(/up to 2 years/);
  });

  it.each([
    ['How do I file a PFA in Pennsylvania?', 'Pennsylvania', '23 Pa.C.S. § 6101', /10 business days/],
    ['Can I get a PPO against my ex in Michigan?', 'Michigan', 'CC 375', /182 days/],
    ['Where do I ask for an injunction for protection in Miami?', 'Florida', 'Fla. Stat. § 741.30', /12\.980\(a\)/],
    ['how long does an order of protection last in new york', 'New York', 'Family Court Act', /up to 5 years/],
    ['Filing for a civil protection order in Columbus, Ohio', 'Ohio', '3113.31', /10\.01-D/],
  ])('knows the state’s own name for the order: %j', (question, state, statute, detail) => {
    const a = ask(question);
    expect(a.kind).toBe('answer');
    expect(a.cited[0]!.id).toBe('protective-orders');
    expect(a.text).toContain(`**In ${state}**`);
    expect(a.text).toContain(statute);
    expect(a.text).toMatch(detail);
  });

  it('keeps the domestic-violence help first when someone is in danger', () => {
    const a = ask('My ex is threatening to kill me, how do I get an order of protection in New York?');
    expect(a.retrieval.danger).toBe(true);
    expect(a.text.startsWith(SAFETY_LINES[0]!)).toBe(true);
    expect(a.cited[0]!.id).toBe('domestic-violence-help');
    expect(a.text).toContain('1-800-799-7233');
    expect(a.text).toContain('Family Court Act');
  });

  it('gives both the protective-order and the stalking rows to a stalking victim asking for an order', () => {
    const a = ask('Someone is stalking me in Texas, can I get a protective order?');
    expect(a.facts.map((f) => f.table)).toEqual(['protective', 'stalking']);
    expect(a.text).toContain('Tex. Penal Code § 42.072');
    expect(a.text).toContain('Tex. Fam. Code');
  });

  it("answers the person served with an order from their side, with the state's order", () => {
    const a = ask('I was served with a restraining order in Ohio. What now?');
    expect(a.cited.map((s) => s.id)).toEqual(['served-with-a-restraining-order']);
    expect(a.text).toContain('3113.31');
  });

  it('still declines an off-topic question that names a place', () => {
    expect(ask('best pizza in Chicago?').kind).toBe('out-of-scope');
    const frost = ask('How do I protect my tomato plants from frost in Ohio?');
    expect(frost.kind).toBe('out-of-scope');
    expect(frost.retrieval.tables).not.toContain('protective');
  });

  it('does not read "protect" alone as a protective-order question', () => {
    const a = ask('How can I protect my privacy online in Texas?');
    expect(a.retrieval.tables).not.toContain('protective');
  });

  it("puts the state's row into a real model's sources", () => {
    const index = indexFor();
    const r = retrieve(index, [{ role: 'user', content: 'How do I get a restraining order in California?' }]);
    const prompt = groundingPrompt(index, r);
    expect(prompt).toContain('California — Protective orders:');
    expect(prompt).toContain('(source: Cal. Fam. Code § 6200 et seq.)');
  });
});

describe("the user's side in a protective-order matter, by the order's state names", () => {
  it.each([
    ['How do I file for a PFA against my husband?', 'petitioner'],
    ['I want an order of protection, he keeps coming to my job', 'petitioner'],
    ['Can I get a PPO in Michigan?', 'petitioner'],
    ['My ex filed a protection from abuse order against me', 'respondent'],
    ['I was served with an order of protection yesterday', 'respondent'],
  ])('%j: %s', (text, role) => {
    expect([...rolesIn([text])]).toContain(role);
  });
});
