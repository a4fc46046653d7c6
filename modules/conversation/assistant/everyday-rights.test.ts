// Everyday rights in the chat (issue 27, decision 0097): questions that were declined or answered from
// a section that only shared their words (the polygraph act for a drug test, a ticket at school for a
// child arrested there, a missed court date for a scam call) lead with the section written for them.
// Each question is a fresh wording, none of them a question of the bank.
import { describe, expect, it } from 'vitest';
import { OfflineEngine } from './offline-engine.js';

const engine = new OfflineEngine();
const leading = (...questions: string[]) => {
  const turns = questions.map((content) => ({ role: 'user' as const, content }));
  return engine.answer(turns).cited[0]?.id;
};

describe('everyday rights', () => {
  it.each([
    [
      'got stopped for speeding and the officer went through my whole trunk even though I said no, was that legal?',
      'car-search-at-traffic-stop',
    ],
    ['my old boss never paid me overtime for the 50 hour weeks I worked last year, can I still get it?', 'unpaid-wages-and-overtime'],
    ['my new job says I have to do a random drug test, can I refuse?', 'drug-testing-at-work'],
    ['the cops questioned my 15 year old at school without calling me first, is that allowed?', 'child-questioned-by-police'],
    ['the apartment office had my car towed overnight from my assigned spot and the tow yard wants $350', 'car-towed-from-private-lot'],
    ['I got summoned for jury duty next month but I have nobody to watch my toddler', 'jury-duty-summons'],
    ['a man called saying he was a sheriff deputy and I have a warrant unless I pay him today', 'warrant-scam-calls'],
    ['my ex wife keeps posting pictures of our kids on her public instagram and I want it stopped', 'co-parent-posting-child-photos'],
  ])('answers "%s" from %s', (question, id) => {
    expect(leading(question)).toBe(id);
  });

  it('answers a parent worried about a grown man messaging their teenager from the teen section', () => {
    expect(leading('some older guy keeps sending my 15 year old daughter messages and gifts on snapchat')).toBe(
      'teen-talking-to-adult-online',
    );
  });
});
