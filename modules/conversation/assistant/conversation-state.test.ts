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

  it('reads a message that asks nothing of its own as a fact added to the matter before it', () => {
    const before = [user('Can my landlord keep my deposit for carpet cleaning?'), assistant('**Security deposits**\n…')];
    expect(readConversation([...before, user('we signed the lease in Ohio back in the spring')]).asksNothing).toBe(true);
    expect(readConversation([...before, user('does that apply in Ohio')]).asksNothing).toBe(false);
    expect(readConversation([...before, user('we signed in Ohio, so how long does he have to return it')]).asksNothing).toBe(false);
    expect(readConversation([...before, user('unrelated question, I need a lawyer for a DUI')]).asksNothing).toBe(false);
  });

  it('reads a question that names no object of its own ("…, what should I do?") as asking about the matter before it', () => {
    const before = [user('My neighbour keeps shouting threats at me.'), assistant('**Threats**\n…')];
    for (const q of ['the police station is shut for the holiday weekend, what should I do?', 'he did it again last night. now what?']) {
      const s = readConversation([...before, user(q)]);
      expect(s.openAsk, q).toBe(true);
      expect(s.refersBack, q).toBe(true);
    }
    expect(readConversation([...before, user('what should I do about the dog barking at night?')]).openAsk).toBe(false);
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
    // Asked shorter or simpler, in everyday words.
    for (const ask of [
      'could you shorten it',
      'keep it short please',
      'sum that up for me',
      'simpler please, explain it in a few sentences',
    ])
      expect(readConversation([...before, user(ask)]).intent, ask).toBe('restate');
    expect(readConversation([...before, user('is there a shorter deadline in Texas?')]).intent).toBe('ask');
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

  it('reads the one a wrong is said of as the accused, the side of a job, and an order the asker holds (dev10)', () => {
    const said = rolesIn(['my supervisor thinks I took money from the safe']);
    expect(said.has('accused')).toBe(true);
    expect(said.has('employee')).toBe(true);
    expect(said.has('employer')).toBe(false);
    expect(rolesIn(['someone keeps stealing tools from my shop']).has('employer')).toBe(true);
    expect([...rolesIn(['got an emergency protective order last night'])]).toEqual(['petitioner']);
    // The latest message that says which side of the job decides.
    const corrected = rolesIn(['my boss says the register was short', 'sorry, I own the place, she is my employee']);
    expect(corrected.has('employer')).toBe(true);
    expect(corrected.has('employee')).toBe(false);
    // Someone said to have done something to the asker does not make the asker accused.
    expect(rolesIn(['my neighbor says he will hit my car if I park there']).has('accused')).toBe(false);
  });

  it('reads the sides of a civil suit: the one who sues or has papers served, and the one sued, the latest said deciding', () => {
    expect([...rolesIn(['I have to serve my brother-in-law with the small claims papers'])]).toEqual(['plaintiff']);
    expect([...rolesIn(['I filed a small claims case against the dry cleaner'])]).toEqual(['plaintiff']);
    expect([...rolesIn(['the dry cleaner says he is taking me to small claims'])]).toEqual(['defendant']);
    expect([...rolesIn(['I want to sue my mechanic', "what if I'm the one getting sued?"])]).toEqual(['defendant']);
    expect(otherSide('defendant', rolesIn(['I filed a small claims case against the dry cleaner']))).toBe(true);
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

  it('reads "no" said as an answer as no term to look for, and a negated act as one', () => {
    const refused = converse('How do I get a copy of a 911 call?', 'what if they say no?');
    expect(refused.retrieval.query.has('not')).toBe(false);
    expect(refused.text).not.toMatch(/keeps your child/);
    expect(converse('I got a subpoena to testify', "what if I just don't go?").retrieval.query.has('not')).toBe(true);
  });

  it('restates the previous answer in short when asked to shorten it', () => {
    const a = converse('How do I save text messages as evidence for court?', 'can you shorten that');
    expect(a.text).toMatch(/^\*\*In short: /m);
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

  it('splits "…, and is it…?" where a second question starts after the comma', () => {
    expect(
      questionParts('what is a good feed for a sourdough starter, and can my employer read my work email?').map((p) => [p.text, p.asks]),
    ).toEqual([
      ['what is a good feed for a sourdough starter', true],
      ['and can my employer read my work email?', true],
    ]);
    const a = engine.answer([user('whats a good name for a goldfish, and can I record a call with my landlord in Florida?')]);
    expect(a.kind).toBe('answer');
    expect(a.text).toMatch(/outside what I know, so I have left it out/);
  });

  it('splits "…and can my …?" without a comma where the clause after "and" is an inverted question', () => {
    expect(
      questionParts('any good hiking trails near Boulder this weekend and can my landlord come in without notice').map((p) => [
        p.text,
        p.shift,
      ]),
    ).toEqual([
      ['any good hiking trails near Boulder this weekend', false],
      ['and can my landlord come in without notice', true],
    ]);
    // No subject after the verb: one clause ("…and can't sleep", "…and is scared").
    expect(questionParts('my neighbour yells at me every night and is scaring my kids').map((p) => p.text)).toHaveLength(1);
    const a = engine.answer([user("what's a good ramen place in Seattle tonight and can my landlord come in without notice")]);
    expect(a.kind).toBe('answer');
    expect(a.text).toMatch(/outside what I know, so I have left it out/);
  });

  it('reads a watching tool on the asker’s own device as the asker watched, not the one watching', () => {
    expect(rolesIn(['pretty sure there is a keylogger on my laptop, my brother had it for a day']).has('victim')).toBe(true);
    expect(rolesIn(['can I install a tracker on my own car that my daughter drives']).has('victim')).toBe(false);
    expect(otherSide('monitoring', rolesIn(['there is spyware on my tablet']))).toBe(true);
    const a = converse('there is spyware on my tablet i think', 'ok i found an app i never installed, now what');
    expect(a.cited[0]?.id).not.toBe('accessing-accounts');
    expect(a.cited.map((c) => c.id)).not.toContain('accessing-accounts');
  });

  it('reads the asker as the landlord or the tenant from the first person, the latest message deciding (decision 0084)', () => {
    expect(rolesIn(['as a landlord, can I put a camera on the porch of the house']).has('landlord')).toBe(true);
    expect(rolesIn(['we own a fourplex and one of our tenants stopped paying']).has('landlord')).toBe(true);
    expect(rolesIn(['the basement I rent to a student has a leak']).has('landlord')).toBe(true);
    expect(rolesIn(['my landlady changed the locks while I was away']).has('tenant')).toBe(true);
    expect(rolesIn(['I rent a room in a big house downtown']).has('tenant')).toBe(true);
    expect(rolesIn(['I rent a room in a big house downtown']).has('landlord')).toBe(false);
    // A tenant named in the third person ("the tenant upstairs") says nothing of the asker's side.
    expect(rolesIn(['the tenant upstairs plays music all night']).size).toBe(0);
    // Said later, the other side replaces the first.
    const roles = rolesIn(['my landlady changed the locks', 'sorry, I mixed it up: I am the landlord here']);
    expect([...roles]).toEqual(['landlord']);
    expect(otherSide('tenant', roles)).toBe(true);
    expect(otherSide('landlord', rolesIn(['my landlady changed the locks']))).toBe(true);
  });

  it("does not answer a landlord's follow-up from the sections written for the tenant", () => {
    const a = converse('can a landlord put a security camera in the hallway of the building?', "I'm the landlord. so can I?");
    expect(a.kind).toBe('answer');
    // "A landlord's security cameras…" tells the tenant what to do about the landlord's camera.
    expect(a.cited.map((c) => c.id)).not.toContain('landlord-cameras');
    expect(a.cited.map((c) => c.audience)).not.toContain('tenant');
    // The tenant asking the same is answered from it.
    const b = converse('can my landlord put a security camera in the hallway of my building?', 'what if it records sound too?');
    expect(b.cited.map((c) => c.id)).toContain('landlord-cameras');
  });

  it('answers a statement after a question as a fact added to it ("I moved to …"), not as a new question', () => {
    const a = converse('Can I record a phone call with my landlord without telling him?', 'I moved to Washington state in the summer');
    expect(a.kind).toBe('answer');
    expect(a.retrieval.followUp).toBe(true);
    expect(a.text).toMatch(/In Washington/);
  });

  it('answers who pays for service, and whether the costs come back, from the sections on serving and small claims', () => {
    const a = converse('how do I get my old roommate served with small claims papers', "who covers the server's fee?");
    expect(a.kind).toBe('answer');
    expect(a.text).toMatch(/pays the sheriff's or server's fee/);
    expect(a.text).toMatch(/added to the judgment/);
  });

  it('answers the one who has papers served from their side, never from the section for the one sued', () => {
    const a = converse('I need to serve my neighbor with small claims papers in Texas', 'can my 16 year old daughter hand them to her?');
    const ids = a.cited.map((s) => s.id);
    expect(ids).not.toContain('being-sued-small-claims');
    expect(ids).not.toContain('served-with-divorce-papers');
  });

  it('answers "what should I bring?" with what the matter requires, even when the previous answer said it', () => {
    const a = converse('where do I get a copy of the incident report after my bike was stolen', 'what should I bring?');
    expect(a.kind).toBe('answer');
    expect(a.text).toMatch(/report or case number/);
  });

  it('keeps the danger of the matter for a follow-up that only asks what to do, with the state’s protective order', () => {
    const a = converse(
      'my husband choked me an hour ago, I live in Pennsylvania',
      'every office is closed for the weekend, what do I do now?',
    );
    expect(a.kind).toBe('answer');
    expect(a.retrieval.danger).toBe(true);
    expect(a.cited[0]!.id).toBe('domestic-violence-help');
    expect(a.text).toMatch(/Protection From Abuse/);
    // A follow-up that names its own subject is that subject, not the danger before it.
    expect(converse('my husband choked me an hour ago', 'can I record him when he yells at me?').cited[0]!.id).not.toBe(
      'domestic-violence-help',
    );
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

describe('a question at a place of its own after another subject', () => {
  const before = [
    user('Someone keeps parking outside my building and watching my door.'),
    assistant('**Being watched**\nWrite down each time…'),
  ];

  it('reads an "it" that names nothing ("is it legal to…", "it\'s illegal to…") as no back-reference', () => {
    expect(readConversation([...before, user('Is it legal to record a phone call in Texas?')]).refersBack).toBe(false);
    expect(readConversation([...before, user("Would it be OK to film a neighbor's porch in Ohio?")]).refersBack).toBe(false);
    expect(readConversation([...before, user('Is it still going on if he moved to Ohio?')]).refersBack).toBe(true);
    expect(readConversation([...before, user('Can I use it in court in Ohio?')]).refersBack).toBe(true);
  });

  it('answers a question whose own words stand alone from its own subject, a same-question-elsewhere from the topic', () => {
    const engine = new OfflineEngine();
    const lead = (turns: ChatTurn[]) => engine.answer(turns).cited[0]?.title ?? '';
    const followed = [user('A car has followed me home three days in a row. What should I do?')];
    const first = engine.answer(followed);
    const next = [...followed, assistant(first.text)];
    expect(lead([...next, user('Can I record a phone call in California?')])).toMatch(/recording calls/i);
    const order = [user('How do I get a protective order?')];
    const orderNext = [...order, assistant(engine.answer(order).text)];
    expect(lead([...orderNext, user('Is it legal to record a phone call in Texas?')])).toMatch(/recording calls/i);
    // the same question somewhere else stays on the topic
    const recording = [user("My ex and I argue on the phone about custody. I'm in Pennsylvania, can I record it?")];
    const recordingNext = [...recording, assistant(engine.answer(recording).text)];
    expect(engine.answer([...recordingNext, user('what if I move to New Jersey next month, does that change?')]).text).toContain('2A:156A');
  });
});

describe("the asker as the one who would look into another person's accounts", () => {
  const engine = new OfflineEngine();
  const lead = (q: string) => engine.answer([user(q)]).cited[0]?.id;

  it('reads the monitoring side from the asker getting into another person’s phone, messages or accounts', () => {
    expect(rolesIn(["how do I hack my girlfriend's instagram"]).has('monitoring')).toBe(true);
    expect(rolesIn(["can I read my husband's texts?"]).has('monitoring')).toBe(true);
    expect(rolesIn(['someone hacked my instagram and is messaging my friends']).has('monitoring')).toBe(false);
    expect(rolesIn(['how do I check my phone for spyware']).has('monitoring')).toBe(false);
  });

  it('answers the one getting in from the law on accessing accounts, and the one hacked from getting the account back', () => {
    expect(lead("how do I hack my girlfriend's instagram")).toBe('accessing-accounts');
    expect(lead('someone hacked my instagram and is messaging my friends')).toBe('hacked-account');
    expect(engine.answer([user("how can I get into my wife's facebook")]).retrieval.offTopic).toBe(false);
  });
});
