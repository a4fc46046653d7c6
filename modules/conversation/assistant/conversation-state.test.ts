import { describe, expect, it } from 'vitest';
import { DECLINE_HEADING, otherSide, readConversation, rolesIn } from './conversation-state.js';
import { OfflineEngine, questionParts } from './offline-engine.js';
import type { ChatTurn } from './types.js';

const user = (content: string): ChatTurn => ({ role: 'user', content });
const assistant = (content: string): ChatTurn => ({ role: 'assistant', content });

describe('reading the conversation', () => {
  it('carries the topic of answered questions only, latest first', () => {
    const s = readConversation([
      user('What is a process server?'),
      assistant('**Serving papers**\nA process server delivers…'),
      user('write me a poem'),
      assistant(`${DECLINE_HEADING}\n…`),
      user('and how much do they charge?'),
    ]);
    expect(s.topics).toEqual(['What is a process server?']);
    expect(s.lastAnswer).toBeUndefined(); // the turn just before was a decline
    expect(s.refersBack).toBe(true);
  });

  it('reads a message that says it starts another subject as a new question, not a follow-up', () => {
    const before = [user('Can I record my therapist?'), assistant('**Recording**\n…')];
    const s = readConversation([...before, user('ok, unrelated question - how do I look up a court case?')]);
    expect(s.newSubject).toBe(true);
    expect(s.refersBack).toBe(false);
    expect(readConversation([...before, user('ok and in Ohio?')]).newSubject).toBe(false);
  });

  it('keeps the jurisdiction named earlier until another is named', () => {
    const first = readConversation([user('Can I record calls in Ohio?'), assistant('**Recording**\n…'), user('and can I track his car?')]);
    expect(first.places.map((p) => p.name)).toEqual(['Ohio']);
    expect(first.placesCarried).toBe(true);
    const moved = readConversation([user('Can I record calls in Ohio?'), assistant('**Recording**\n…'), user('what about in Oregon?')]);
    expect(moved.places.map((p) => p.name)).toEqual(['Oregon']);
    expect(moved.placesCarried).toBe(false);
  });

  it('tells a request to restate the last answer from a new question', () => {
    const before = [user('How do I preserve evidence of harassment?'), assistant('**Documenting evidence**\n1. Save everything [1]')];
    expect(readConversation([...before, user('can you put that in a checklist?')]).intent).toBe('restate');
    expect(readConversation([...before, user('give me the short version')]).intent).toBe('restate');
    expect(readConversation([...before, user('give me the steps as a list')]).intent).toBe('restate');
    expect(readConversation([...before, user('what should I list as damages in my claim?')]).intent).toBe('ask');
    expect(readConversation([...before, user('what should a checklist for a PI interview include?')]).intent).toBe('ask');
    // Nothing to restate at the start of a conversation.
    expect(readConversation([user('summarize that as a checklist')]).intent).toBe('ask');
  });

  it("reads the user's side from how they put it", () => {
    expect([...rolesIn(['How can I file for a protection order against my neighbor?'])]).toEqual(['petitioner']);
    expect([...rolesIn(['I was served with a restraining order yesterday'])]).toEqual(['respondent']);
    expect(rolesIn(['I got arrested for shoplifting']).has('accused')).toBe(true);
    expect(rolesIn(['Our store keeps losing stock']).has('employer')).toBe(true);
    expect(rolesIn(['What is a subpoena?']).size).toBe(0);
  });

  it('reads an order named against the asker as theirs to answer, whoever files it, and the latest side said', () => {
    expect([...rolesIn(['My roommate says he will get a protective order against me'])]).toEqual(['respondent']);
    expect([...rolesIn(['I was served with a restraining order', 'how do I file for a protection order against him?'])]).toEqual([
      'petitioner',
    ]);
    expect(rolesIn(['my 8 year old keeps getting calls from a number we do not know']).has('parent')).toBe(true);
    expect(rolesIn(['my 45 year old brother owes me money']).has('parent')).toBe(false);
  });

  it('never answers from the other side of the matter', () => {
    expect(otherSide('respondent', new Set(['petitioner']))).toBe(true);
    expect(otherSide('respondent', new Set(['respondent']))).toBe(false);
    expect(otherSide('petitioner', new Set())).toBe(false);
    expect(otherSide(undefined, new Set(['victim']))).toBe(false);
  });
});

describe('follow-ups in the offline engine', () => {
  const engine = new OfflineEngine();
  const converse = (...questions: string[]) => {
    const turns: ChatTurn[] = [];
    let last = engine.answer([user(questions[0]!)]);
    turns.push(user(questions[0]!), assistant(last.text));
    for (const q of questions.slice(1)) {
      turns.push(user(q));
      last = engine.answer(turns);
      turns.push(assistant(last.text));
    }
    return last;
  };

  it('answers "how do I get one?" from the conversation, not as a new question', () => {
    const a = converse('What is a protective order?', 'how do I get one?');
    expect(a.kind).toBe('answer');
    expect(a.retrieval.followUp).toBe(true);
  });

  it('restates the previous answer as a checklist from its own lines, with its sources', () => {
    const first = engine.answer([user('How do I save text messages as evidence for court?')]);
    const a = converse('How do I save text messages as evidence for court?', 'turn that into a checklist');
    expect(a.kind).toBe('answer');
    expect(a.text).toMatch(/^\*\*Checklist: /m);
    expect(a.text).toContain('- ☐ ');
    const sources = first.text.split('\n').find((l) => l.startsWith('Sources'));
    expect(a.text).toContain(sources);
    for (const line of a.text.split('\n').filter((l) => l.startsWith('- ☐ '))) expect(first.text).toContain(line.slice(4));
  });

  it('takes a state from a city named in the follow-up', () => {
    const a = converse('Is it legal to record a phone call without telling the other person?', 'I live in Milwaukee');
    expect(a.retrieval.places.map((p) => (p.kind === 'state' ? p.code : p.name))).toEqual(['WI']);
  });

  it('answers the on-topic part of a message and names the part it leaves out', () => {
    const a = engine.answer([user('How do I find out if a private investigator is licensed? Also, what is a good lasagna recipe?')]);
    expect(a.kind).toBe('answer');
    expect(a.text).toMatch(/what is a good lasagna recipe\?” is outside what I know/);
  });

  it('splits a message where it turns to another subject', () => {
    expect(
      questionParts('My ex follows me home. How do I stop it? also unrelated but any good pasta ideas?').map((p) => [p.text, p.shift]),
    ).toEqual([
      ['My ex follows me home.', false],
      ['How do I stop it?', false],
      ['also unrelated but any good pasta ideas?', true],
    ]);
  });

  it('splits "…and tell me…" and "…, then tell me…" where a request of its own turns to another subject', () => {
    expect(questionParts('plan my weekend trip and tell me how to find a court record').map((p) => [p.text, p.shift])).toEqual([
      ['plan my weekend trip', false],
      ['and tell me how to find a court record', true],
    ]);
    expect(questionParts('name a good podcast, then tell me what a subpoena is').map((p) => p.text)).toEqual([
      'name a good podcast',
      'then tell me what a subpoena is',
    ]);
  });

  it('answers a follow-up of one everyday word from the matter before it, not from another subject sharing the word', () => {
    const turns = [
      user('how do I get a misdemeanor sealed from my record'),
      assistant('**Expungement**\n…'),
      user('what would that cost me?'),
    ];
    expect(engine.answer(turns).cited[0]!.id).toBe('expungement-and-sealing');
  });

  it('answers the one an order is against from their side, without the safety steps meant for the other', () => {
    const a = engine.answer([user('my ex told me she is filing a restraining order against me next week')]);
    expect(a.cited[0]!.id).toBe('served-with-a-restraining-order');
    expect(a.text.startsWith('**If you are in danger**')).toBe(false);
    const still = engine.answer([
      user('my neighbor took out a harassment order against me'),
      assistant(a.text),
      user('can I still use the shared driveway?'),
    ]);
    expect(still.kind).toBe('answer');
  });

  it('puts the safety steps first when someone says they are being followed, however the rest is worded', () => {
    const a = engine.answer([user('some guy from my gym keeps following me to my car after my workouts, what do I do')]);
    expect(a.kind).toBe('answer');
    expect(a.text.startsWith('**If you are in danger**')).toBe(true);
  });
});
