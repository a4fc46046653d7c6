// Everyday matters in the chat (issue 27, decision 0096): a DUI arrest, wages garnished, a will after
// a death, an employer reading work email and the other driver's insurer were answered from a wrong
// section ("Serving papers on someone you cannot find" for a DUI) or declined before their sections
// existed. Each question here is asked in everyday words and must be answered from its section.
import { describe, expect, it } from 'vitest';
import { OfflineEngine } from './offline-engine.js';
import type { ChatTurn } from './types.js';

const engine = new OfflineEngine();
const leading = (question: string) => engine.answer([{ role: 'user', content: question }]).cited[0]?.id;

/** The section a follow-up is answered from, after the engine's own answer to the first question. */
function leadingAfter(first: string, followUp: string): string | undefined {
  const turns: ChatTurn[] = [{ role: 'user', content: first }];
  turns.push({ role: 'assistant', content: engine.answer(turns).text });
  turns.push({ role: 'user', content: followUp });
  return engine.answer(turns).cited[0]?.id;
}

describe('everyday matters', () => {
  it.each([
    ['my brother got arrested last night for DUI', 'dui-arrest'],
    ['first dwi in texas, will i go to jail', 'dui-arrest'],
    ['I got a letter saying my wages will be garnished', 'wage-garnishment'],
    ['can my job fire me because of a garnishment', 'wage-garnishment'],
    ["my dad died and my stepmom won't tell us what's in the will", 'will-after-a-death'],
    ["the executor is my brother and he won't tell us anything about the estate", 'will-after-a-death'],
    ['can my employer read my work email', 'employer-monitoring'],
    ['is my boss allowed to monitor my computer at work?', 'employer-monitoring'],
    ["the other driver's insurance keeps calling me", 'other-drivers-insurer'],
    ["the at-fault driver's adjuster wants me to sign a medical release, should I?", 'other-drivers-insurer'],
  ])('answers "%s" from %s', (question, id) => {
    expect(leading(question)).toBe(id);
  });

  it.each([
    ['my brother got arrested last night for DUI', 'does he need a lawyer for a first one', 'dui-arrest'],
    ['I got a letter saying my wages will be garnished', 'how much can they take?', 'wage-garnishment'],
    ["my dad died and my stepmom won't tell us what's in the will", "what if there's no will?", 'will-after-a-death'],
    ['can my employer read my work email', 'what about my personal gmail on the work laptop?', 'employer-monitoring'],
    ["the other driver's insurance keeps calling me", 'should i give a recorded statement', 'other-drivers-insurer'],
  ])('after "%s", answers "%s" from %s', (first, followUp, id) => {
    expect(leadingAfter(first, followUp)).toBe(id);
  });

  it('gives the federal garnishment limit and the license-hearing deadline', () => {
    expect(engine.answer([{ role: 'user', content: 'how much of my paycheck can be garnished?' }]).text).toMatch(/25 %/);
    expect(engine.answer([{ role: 'user', content: 'how long do I have to ask for a DMV hearing after a DUI arrest?' }]).text).toMatch(
      /10 (days )?in California/,
    );
  });
});
