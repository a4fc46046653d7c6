import { describe, expect, it } from 'vitest';
import { knowledgeBase } from './knowledge/index.js';
import { OFFLINE_NOTICE, OfflineEngine, stem } from './offline-engine.js';
import { RELEVANCE_THRESHOLD } from './retrieval.js';
import { contentStems } from './nlp.js';
import { AiError } from '../../../infra/ai/types.js';

const engine = new OfflineEngine();
const ask = (content: string) => engine.answer([{ role: 'user', content }]);
const topId = (q: string) => engine.search(q)[0]?.section.id;

describe('knowledge base', () => {
  it('has 40+ substantial sections with unique ids, covering every required topic', () => {
    expect(knowledgeBase.length).toBeGreaterThanOrEqual(40);
    expect(new Set(knowledgeBase.map((s) => s.id)).size).toBe(knowledgeBase.length);
    for (const s of knowledgeBase) {
      expect(s.summary.length, s.id).toBeGreaterThan(150);
      expect(s.points.length, s.id).toBeGreaterThanOrEqual(4);
      expect(s.steps.length, s.id).toBeGreaterThanOrEqual(3);
      expect(s.keywords.length, s.id).toBeGreaterThanOrEqual(5);
    }
    const ids = knowledgeBase.map((s) => s.id);
    for (const required of [
      'missing-persons',
      'background-checks',
      'surveillance',
      'infidelity',
      'insurance-fraud',
      'workers-comp-fraud',
      'asset-searches',
      'skip-tracing',
      'corporate-investigations',
      'child-custody',
      'chain-of-custody',
      'pi-licensing',
      'what-a-pi-can-do',
      'what-a-pi-cannot-do',
      'civil-vs-criminal',
      'discovery',
      'subpoenas',
      'depositions',
      'small-claims',
      'costs-and-retainers',
      'preparing-for-an-investigator',
      'recording-consent',
      'gps-tracking',
      'domestic-violence-help',
    ]) {
      expect(ids).toContain(required);
    }
    const words = knowledgeBase
      .map((s) => [s.summary, ...s.points, ...s.steps].join(' '))
      .join(' ')
      .split(/\s+/).length;
    expect(words).toBeGreaterThan(10_000);
  });
});

describe('offline engine ranking', () => {
  it.each([
    ['how do I find a missing person', 'missing-persons'],
    ['chain of custody', 'chain-of-custody'],
    ['Is it legal to record a phone call with my boss?', 'recording-consent'],
    ["can I put a GPS tracker on my husband's car", 'gps-tracking'],
    ['how much does a private investigator cost', 'costs-and-retainers'],
    ['what is a deposition', 'depositions'],
    ['I think my spouse is cheating on me', ['infidelity', 'infidelity-legal-limits']],
    ['I found an AirTag in my car', 'trackers-and-stalkerware'],
    ['how do I sue in small claims for my deposit', 'small-claims'],
    ['what is a private investigator not allowed to do', ['what-a-pi-cannot-do', 'what-a-pi-can-do']],
    ["workers' comp claimant working another job", 'workers-comp-fraud'],
    ['my husband hits me', 'domestic-violence-help'],
    ['how do I check a PI license', 'verifying-a-pi'],
    ['find hidden assets of my business partner', ['asset-searches', 'hidden-assets-divorce']],
    ['background check on a tenant', 'background-checks'],
    ['what should I bring to my first meeting with the investigator', 'preparing-for-an-investigator'],
    ['difference between civil and criminal case', 'civil-vs-criminal'],
    ['I was served with a subpoena', 'subpoenas'],
    ['custody of my kids, the other parent drinks', ['child-custody', 'custody-evidence']],
    ['how to save text messages as evidence', 'preserving-digital-evidence'],
  ] as [string, string | string[]][])('ranks the right section first for %j', (question, id) => {
    // Where the knowledge base now has a more specific section as well, either may lead.
    expect([id].flat()).toContain(topId(question));
  });

  it("stems with wink's Porter2 stemmer, so forms of a word meet", () => {
    expect(stem('tracking')).toBe('track');
    expect(stem('tracked')).toBe('track');
    expect(stem('records')).toBe('record');
    expect(stem('parties')).toBe(stem('party'));
    expect(stem('embezzling')).toBe(stem('embezzlement'));
    expect(stem('custody')).toBe(stem('custodies'));
  });

  it('reads no topic into a possessive, and keeps "myself" as a word of the question', () => {
    expect(contentStems("my kid's backpack")).toEqual(['kid', 'backpack']);
    expect(contentStems('can I serve the papers myself')).toContain('myself');
  });
});

describe('offline engine answers', () => {
  it('answers in light markup: a **heading**, bullets, numbered next steps, the cited sections and the notice', () => {
    const { text, cited } = ask('how do I find a missing person');
    expect(cited[0]!.id).toBe('missing-persons');
    const lines = text.split('\n');
    expect(lines[0]).toBe('**Missing persons investigations**');
    expect(lines).toContain('**What to know**');
    expect(lines).toContain('**Next steps**');
    expect(lines.filter((l) => l.startsWith('- ')).length).toBeGreaterThanOrEqual(4);
    const numbered = lines.filter((l) => /^\d+\. /.test(l));
    expect(numbered.length).toBeGreaterThanOrEqual(3);
    expect(numbered[0]).toMatch(/^1\. /);
    expect(numbered[1]).toMatch(/^2\. /);
    expect(text).toContain('Sources (Casebook knowledge base): [1] "Missing persons investigations"');
    // Every composed claim carries its source inline.
    for (const l of lines.filter((x) => /^(- |\d+\. )/.test(x))) expect(l).toMatch(/ \[1\]$/);
    expect(text).toContain("Casebook's offline assistant");
    expect(text).toContain('not legal advice');
    expect(text.endsWith(OFFLINE_NOTICE)).toBe(true);
    // headings are whole lines: nothing else on a line with ** in it
    for (const l of lines.filter((x) => x.includes('**'))) expect(l).toMatch(/^\*\*[^*]+\*\*$/);
  });

  it('composes from the sentences of every relevant section, each cited inline', () => {
    const { text, cited } = ask('subpoena bank records');
    expect(cited.map((c) => c.id)).toEqual(['protected-records', 'subpoenas']);
    expect(text).toContain(
      'Sources (Casebook knowledge base): [1] "Phone, bank and medical records: how they can be obtained"; [2] "Subpoenas".',
    );
    expect(text).toMatch(/\n- [^\n]+ \[2\]\n/);
    expect(text).toMatch(/\n- [^\n]+ \[1\]\n/);
  });

  it('puts safety first when someone may be in danger', () => {
    const { text } = ask('my ex is threatening to kill me and put a tracker on my car');
    expect(text.startsWith('**If you are in danger**')).toBe(true);
    expect(text).toContain('1-800-799-7233');
    expect(text).toContain('911');
  });

  it('gives the safety steps (emergency, a record, a protective order) to a question that lands on a safety section', () => {
    const { text, retrieval } = ask('someone keeps stalking me and turning up outside my flat');
    expect(retrieval.danger).toBe(false);
    expect(retrieval.safety).toBe(true);
    expect(text.startsWith('**If you are in danger**')).toBe(true);
    expect(text).toMatch(/911/);
    expect(text).toMatch(/Keep a record/);
    expect(text).toMatch(/protective order/);
  });

  it('answers a long question whose particulars the knowledge base never uses, when one section matches its core', () => {
    const question =
      'My cousin Marguerite runs a bakery in Duluth and since the spring her cashier, who also sings in a choir on weekends, ' +
      'has been pocketing cash from the till. How should she investigate the employee theft and keep the evidence?';
    const { kind, retrieval, cited, text } = ask(question);
    expect(retrieval.relevance).toBeLessThan(RELEVANCE_THRESHOLD);
    expect(kind).toBe('answer');
    expect(cited[0]!.id).toMatch(/theft|embezzlement/);
    // Nothing of it is set aside as another subject ("who also sings…" is not a change of subject).
    expect(text).not.toMatch(/outside what I know/);
  });

  it("answers a question about a state table's subject in a named state from the table", () => {
    const { kind, facts } = ask('Wyoming: can I tape my call with the plumber without him knowing?');
    expect(kind).toBe('answer');
    expect(facts.map((f) => f.table)).toContain('recording');
  });

  it('still declines a question that shares only everyday words with the knowledge base', () => {
    expect(ask('what should I cook for a dinner party of six on Saturday night?').kind).toBe('out-of-scope');
  });

  it('uses the previous question for a short follow-up', () => {
    const { cited } = engine.answer([
      { role: 'user', content: 'Is it legal to put a GPS tracker on a car?' },
      { role: 'assistant', content: '…' },
      { role: 'user', content: 'what about my teenager?' },
    ]);
    expect(cited[0]!.id).toBe('gps-tracking');
  });

  it('leads a follow-up with the section its own specific words ask about, the earlier question only placing it', () => {
    const turns = [
      { role: 'user' as const, content: 'what does a PI charge per hour?' },
      { role: 'assistant' as const, content: '…' },
      { role: 'user' as const, content: "and how can I tell whether they're legit?" },
    ];
    const { cited } = engine.answer(turns);
    expect(cited.map((s) => s.id)).toContain('verifying-a-pi');
    expect(cited[0]!.id).not.toBe('costs-and-retainers');
  });

  it('keeps the topic when a follow-up asks the same question in another state, whatever words come with the place', () => {
    const { cited, facts } = engine.answer([
      { role: 'user', content: 'can I record a phone call with my landlord without telling him?' },
      { role: 'assistant', content: '…' },
      { role: 'user', content: "what about if I'm just across the line in Oregon when I call?" },
    ]);
    expect(cited[0]!.id).toBe('recording-consent');
    expect(facts.map((f) => f.table)).toContain('recording');
  });

  it('reads what a follow-up asks in everyday words: not knowing where someone is, not going to court', () => {
    const conversation = (...questions: string[]) => {
      const turns: { role: 'user' | 'assistant'; content: string }[] = [];
      let answer = engine.answer([{ role: 'user', content: questions[0]! }]);
      for (const q of questions) {
        turns.push({ role: 'user', content: q });
        answer = engine.answer(turns);
        turns.push({ role: 'assistant', content: answer.text });
      }
      return answer;
    };
    const unknown = conversation(
      'my tenant skipped out owing three months of rent',
      'how do I sue him when I have no idea where he is now?',
    );
    expect(unknown.retrieval.concepts.has(stem('locate'))).toBe(true);
    expect(unknown.cited[0]!.id).toBe('skip-tracing');
    const noShow = conversation('a credit card company sued me in small claims', 'what happens if I never respond?');
    expect(noShow.cited[0]!.id).toBe('being-sued-small-claims');
    // Said in the previous answer, and what this follow-up asks: said again.
    expect(noShow.text).toMatch(/default/i);
    expect(ask('How do I get a copy of my own background check?').retrieval.concepts.size).toBe(0);
  });

  it('never lists the same next step twice', () => {
    for (const s of knowledgeBase) {
      const steps = ask(s.keywords[0]!)
        .text.split('\n')
        .filter((l) => /^\d+\. /.test(l))
        .map((l) => l.replace(/^\d+\. /, ''));
      expect(new Set(steps).size, s.id).toBe(steps.length);
    }
  });

  it('greets, and says when it has nothing, listing what it can help with — always as the offline assistant', () => {
    const hello = ask('Hello!');
    expect(hello.cited).toEqual([]);
    expect(hello.text).toMatch(/^\*\*How can I help with your investigation\?\*\*/);
    expect(hello.text).toContain('- Investigation types:');
    expect(hello.text).toContain(OFFLINE_NOTICE);
    const none = ask('xyzzy plugh qwerty');
    expect(none.cited).toEqual([]);
    expect(none.text).toMatch(/^\*\*That is outside what I can help with\*\*/);
    // Short: the heading, one line of what it covers, one example, and the footer.
    expect(none.text).toContain('for example: "Can I record a call');
    expect(none.text.split('\n').filter(Boolean)).toHaveLength(4);
    expect(none.text).toContain(OFFLINE_NOTICE);
  });

  it('streams the same answer in chunks', async () => {
    const turns = [{ role: 'user' as const, content: 'chain of custody' }];
    const chunks: string[] = [];
    for await (const c of new OfflineEngine({ wordsPerChunk: 3 }).streamChat({ turns })) chunks.push(c);
    expect(chunks.length).toBeGreaterThan(20);
    expect(chunks.join('')).toBe(engine.answer(turns).text);
  });

  it('stops streaming when aborted', async () => {
    const controller = new AbortController();
    const chunks: string[] = [];
    const run = async () => {
      for await (const c of new OfflineEngine({ chunkDelayMs: 5 }).streamChat({
        turns: [{ role: 'user', content: 'surveillance' }],
        signal: controller.signal,
      })) {
        chunks.push(c);
        if (chunks.length === 3) controller.abort();
      }
    };
    await expect(run()).rejects.toBeInstanceOf(AiError);
    expect(chunks.length).toBe(3);
  });
});

describe('the cases of issue 11', () => {
  const follow = (first: string, then: string) => {
    const before = ask(first);
    const after = engine.answer([
      { role: 'user', content: first },
      { role: 'assistant', content: before.text },
      { role: 'user', content: then },
    ]);
    return { before, after };
  };

  it.each(['What is the weather like in Paris today?', 'asdkjh qwe zzz'])('says plainly that %j is outside what it can help with', (q) => {
    const a = ask(q);
    expect(a.kind).toBe('out-of-scope');
    expect(a.text).not.toContain('Escalating to a human investigator');
    expect(a.text).toMatch(/^\*\*That is outside what I can help with\*\*\n/);
  });

  it('answers embezzlement by a partner with ledgers, bank records and a forensic accountant, not biological samples', () => {
    const a = ask('My business partner may be embezzling money. What evidence should I collect first?');
    expect(a.cited[0]!.id).toBe('business-embezzlement');
    expect(a.text).toMatch(/forensic accountant/i);
    expect(a.text).toMatch(/bank/i);
    expect(a.text).toMatch(/ledger/i);
    expect(a.text).not.toMatch(/paper bags|biological/i);
  });

  it("answers a Texas surveillance question with Texas's facts, Penal Code § 16.06 among them", () => {
    const a = ask('What can a private investigator legally do for surveillance in Texas?');
    expect(a.text).toContain('**In Texas**');
    expect(a.text).toContain('Tex. Penal Code § 16.06');
    expect(a.text).toContain('Texas Department of Public Safety');
    expect(a.text).toMatch(/Casebook state tables for Texas \([^)]*checked \d{4}-\d{2}-\d{2}\)/);
  });

  it('resolves "What about in California?" against the previous question and does not repeat the answer', () => {
    const { before, after } = follow('Is it legal to record a phone call with my boss?', 'What about in California?');
    expect(after.retrieval.followUp).toBe(true);
    expect(after.cited[0]!.id).toBe('recording-consent');
    expect(after.text).toContain('**In California**');
    expect(after.text).toContain('Cal. Penal Code § 632');
    expect(after.text).not.toBe(before.text);
    const bullets = (t: string) => t.split('\n').filter((l) => l.startsWith('- '));
    const repeated = bullets(after.text).filter((l) => bullets(before.text).includes(l));
    expect(repeated.length).toBeLessThanOrEqual(1);
  });

  it('applies the new party in "and if he refuses?"', () => {
    const { after } = follow('How do I serve divorce papers on my husband?', 'And if he refuses to take them?');
    expect(after.cited[0]!.id).toBe('process-serving');
    expect(after.text).toMatch(/refus/i);
  });

  it('carries the state of the previous question when the follow-up names none', () => {
    const { after } = follow('Can I record my landlord in Florida?', 'and can I use it in court?');
    expect(after.retrieval.places.map((p) => p.name)).toEqual(['Florida']);
    expect(after.text).toContain('934.03');
  });

  it('says when its tables have nothing for the place named', () => {
    expect(ask('Can I record a phone call in Puerto Rico?').text).toContain('my recording consent table has no row for Puerto Rico');
    expect(ask('How do I get a copy of a police report in Ohio?').text).toMatch(/none of them answers this question for Ohio/);
  });

  it("answers a state's small-claims limit from the case analysis's table, and not for an insurance claim", () => {
    const text = ask('How do I file in small claims court in Ohio?').text;
    expect(text).toContain("Small-claims limit: Ohio's small-claims court hears claims of up to $6,000.");
    expect(text).toMatch(/Casebook state tables for Ohio \(small-claims limits; checked \d{4}-\d\d-\d\d\)/);
    expect(ask('My insurance claim was denied in Ohio, what can I do?').text).not.toContain('Small-claims limit');
  });

  it('answers a situation of the field told in everyday words, from the section that names it', () => {
    // Not heard from for days: a missing person, not declined (decision 0071).
    const missing = ask(
      "My sister hasn't answered in four days and her boyfriend says she went on a trip, but she would never leave her dog.",
    );
    expect(missing.kind).toBe('answer');
    expect(missing.retrieval.offTopic).toBe(false);
    // Someone who knows what the asker wrote only in private: monitoring.
    expect(ask('My ex keeps quoting things I only texted to my sister.').text).toMatch(/stalkerware|spyware|password/i);
    // Coming onto someone's property: trespass, what an investigator may not do.
    const { after } = follow('My wife hired a PI to follow me.', 'Can he come onto my property to take pictures?');
    expect(after.text).toMatch(/trespass/i);
  });

  it('reads someone who knows where the asker goes as tracking', () => {
    const a = ask('my old roommate somehow knows everywhere I go now, even after I unfriended her');
    expect(a.kind).toBe('answer');
    expect(a.text).toMatch(/tracker|GPS|stalkerware|location/i);
  });

  it('repeats a point of the previous answer when the follow-up asks about it in other words ("cost" for a fee)', () => {
    const { after } = follow("How do I get a debtor's exam in California small claims?", 'How much does that cost?');
    expect(after.text).toContain('$60');
  });

  it('reads an injury at work as workers’ compensation, not a threat, and a child kept after a visit as custodial interference', () => {
    const injury = ask('My employee says she hurt her back at work but I saw her at the gym.');
    expect(injury.cited[0]!.id).toBe('workers-comp-fraud');
    expect(injury.text).not.toContain('**If you are in danger**');
    expect(ask("My ex won't return my son after his weekend visit.").cited[0]!.id).toBe('child-not-returned');
  });

  it('answers unpaid child support from its enforcement, not as a threat', () => {
    const unpaid = ask("my daughter's dad hasn't paid support in 8 months what do i do");
    expect(unpaid.cited[0]!.id).toBe('unpaid-child-support');
    expect(unpaid.text).not.toContain('**If you are in danger**');
    expect(unpaid.text).toMatch(/withholding/);
    expect(ask('can I stop visits if he doesnt pay child support').text).toMatch(/separate/);
  });

  it('answers a fake profile made with the asker’s photos, and someone served with divorce papers, from their sections', () => {
    expect(ask('Someone made a fake instagram using my pictures.').cited[0]!.id).toBe('online-impersonation');
    const { before, after } = follow('I got served with divorce papers.', 'How long do I have to respond?');
    expect(before.text).toMatch(/30 days in California/);
    expect(after.cited[0]!.id).toBe('served-with-divorce-papers');
  });

  it('answers a follow-up from its matter when the section its own word finds keeps nothing of it', () => {
    // "sue" alone finds the affair-partner lawsuit; the fake-profile section keeps the matter.
    const { after } = follow('Someone made a fake instagram using my pictures.', 'Can I sue them?');
    expect(after.cited[0]!.id).toBe('online-impersonation');
  });

  it('reads a child not brought back as the custody matter, with the safety steps, and a won case as collecting the judgment', () => {
    const child = ask('It is nearly midnight and their father still has not brought my daughter back home.');
    expect(child.cited[0]!.id).toBe('child-not-returned');
    expect(child.text).toContain('**If you are in danger**');
    const { after } = follow('I won a judgment against my old contractor last spring.', 'He still has not paid a cent, what now?');
    expect(after.cited.map((s) => s.id)).toContain('collecting-a-judgment');
  });

  it('answers a follow-up that points back at the matter from the matter, whatever its own words find', () => {
    const { before, after } = follow('There was a Tile tracker zipped inside my gym bag.', 'What if it is my sister’s?');
    expect(before.cited[0]!.id).toBe('trackers-and-stalkerware');
    expect(after.cited[0]!.id).toMatch(/track/);
    expect(follow('I found an AirTag in my purse.', 'What if it belongs to my mom?').after.cited[0]!.id).toBe('trackers-and-stalkerware');
    expect(ask("My son's father won't bring him back from the weekend.").cited[0]!.id).toBe('child-not-returned');
  });

  it('answers someone worried about an abused friend, and a camera hidden in a shared home, from their sections', () => {
    expect(
      ask('My coworker has bruises again and her husband reads all her messages. How can I support her?').cited.map((s) => s.id),
    ).toContain('helping-someone-being-abused');
    expect(ask('There is a camera hidden in the shower of the house I rent with friends.').cited.map((s) => s.id)).toContain(
      'hidden-camera-found-at-home-or-work',
    );
  });

  it('does not answer an employer from the injured worker’s side of a workers’ compensation claim', () => {
    const { after } = follow('My employee says she hurt her back at work but I saw her at the gym.', 'Can I hire a PI to watch her?');
    expect(after.cited.map((s) => s.id)).not.toContain('workers-comp-claimant-surveillance');
  });

  it('reads everyday wordings of a record cleared, a price asked, what to tell the police and a person who wandered off (dev10)', () => {
    expect(ask('how do I get an old shoplifting charge wiped off my record?').cited[0]!.id).toBe('expungement-and-sealing');
    const price = follow("I'd like a private investigator to look for my half-sister", 'what would that set me back?').after;
    expect(price.cited.map((s) => s.id)).toContain('costs-and-retainers');
    const told = follow("my grandfather with alzheimer's wandered off from the care home", 'what should I give the officers?').after;
    expect(told.cited[0]!.id).toBe('missing-persons');
    expect(told.text).toMatch(/photos|description/i);
  });

  it("answers an employer's question about searching bags, and the petitioner's about the other side missing the hearing (dev10)", () => {
    expect(ask("we caught someone taking stock at our store, can we check employees' bags at the door?").text).toMatch(
      /written search policy/i,
    );
    const { after } = follow('I got a temporary restraining order against my ex', "what if he doesn't come to the hearing?");
    expect(after.text).toMatch(/by default/i);
  });
});
