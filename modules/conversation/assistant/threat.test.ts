import { describe, expect, it } from 'vitest';
import { SAFETY_LINES } from './compose.js';
import { OfflineEngine } from './offline-engine.js';
import { adultWithChild, animalAgentOnly, childWithheld, readSafety, speaksOfSuicide, violenceAtHome, wrongedAsker } from './threat.js';

describe('reading a message for threats to personal safety', () => {
  it.each([
    ['harm done to the asker', 'Last night my boyfriend shoved me against the wall.'],
    ['harm promised', "My neighbor said he's going to burn our garage down."],
    ['a threat in words', 'My old business partner told me I would regret crossing him.'],
    ['a weapon and a person', 'My roommate keeps a loaded pistol and gets violent when he drinks.'],
    ['a car that follows', 'A grey pickup has been behind me on the highway every morning this week.'],
    ['being followed, no agent named', 'I think I am being followed when I leave the gym.'],
    ['someone waiting outside', 'Some guy keeps parking outside my apartment at night.'],
    ['coercive control', 'My wife takes my paycheck and will not let me see my brother.'],
    ['a tracker on the asker', 'There is a small magnetic box under my bumper that is not mine.'],
    ['a device that is tapped', 'I am pretty sure my phone is bugged.'],
    ['swatting', 'A player from an online game says he will swat me.'],
    ['unwanted photos of the asker', 'A stranger keeps taking pictures of me at the bus stop.'],
    ['someone getting into the home', 'somebody is pulling on our front door handle and the lights are off'],
    ['a break-in', 'Two men broke into our house while we were asleep.'],
    ['violence shown at home', 'My girlfriend gets drunk and smashes plates when she is angry.'],
    ['drugging', 'I think the guy at the party slipped something into my drink.'],
    ['harm to a small child', 'I think the daycare worker is slapping my toddler.'],
    ['intimate images shared', 'My ex is sharing my nude photos in a group chat.'],
    ['someone waiting near the asker', 'That guy from the bar is parked across the street from my apartment.'],
    ['someone who keeps passing the asker’s place', 'My former roommate rides slowly past my building most evenings.'],
    ['abuse of a child nearby', 'I am pretty sure the man next door is abusing his daughter.'],
    ['an address posted', 'Some account keeps posting where my sister lives on TikTok.'],
    ['an adult asking a child for secrecy', 'Her tutor messages my daughter on Instagram and said not to tell her mom.'],
    ['an online contact asking a child to meet', 'A man my nine year old plays Minecraft with keeps asking him to meet at the park.'],
    ['someone who waited by the asker’s car', 'A man has waited next to my car in the parking lot two evenings in a row.'],
    ['someone who keeps turning up where the asker is', 'My landlord keeps bumping into me at the bus stop and the library.'],
    ["someone waiting at the children's school", "My ex-husband sits in his truck outside the kids' school at pickup."],
    ['a relative kept from her family', "My aunt's new boyfriend took her phone and won't let any of us visit her."],
    ['someone who repeats what the asker wrote in private', 'My ex keeps quoting things back to me that I only texted to my sister.'],
    ['someone who somehow knows the asker’s movements', 'My girlfriend somehow knows where I was on Friday even though I never told her.'],
    ['a child not brought back', "Their dad has not returned my two boys home since Sunday and won't pick up."],
    ['a threat to keep a child', 'He texted that you will never see the kids again.'],
    ['a child named, then not brought back', "My daughter's mother refuses to bring her back after the holidays."],
    ['hopelessness', "Honestly there's no reason to go on after losing the custody case."],
    ['a car lingering at the home', 'A white van keeps idling outside my house after dark.'],
    ['a tracker in the asker’s things', 'Someone slipped a Tile tracker inside my gym bag.'],
    ['an ex who kept a key', 'I left him in March but my ex-boyfriend still has a key to the place.'],
    ['someone who has been inside the home', 'I think somebody has been in my apartment while I was at work.'],
    ['being kept from leaving', 'The shift lead blocked the exit and would not let us leave until we signed the write-up.'],
    ['anger pressed into the asker’s face', 'My brother-in-law got right in my face and started screaming at the barbecue.'],
    ['someone peering into the home', 'Some man keeps looking into our kitchen windows after midnight.'],
    ['a drone at a bedroom window', 'A drone hovered outside my daughter’s bedroom window for ten minutes.'],
    ['a person who holds the asker’s address', 'A guy from the dating site says he already knows my home address.'],
    ['things moved inside the home', 'Drawers opened and clothes moved around in my room again while I was out.'],
    ['a stranger questioning a child', 'A woman in a car asked my 6 yo where she lives and which bus she takes.'],
    ['a stranger questioning a child, in the passive', 'My son was asked by an older teen at the arcade what school he goes to.'],
    ['an online contact asking a child for pictures', 'Someone from a game server keeps asking my 12 y/o for pictures of herself.'],
    ['someone passing the asker’s new home', 'My ex-wife keeps walking past my new flat every evening.'],
    ['someone turning up wherever the asker goes', 'Her old boyfriend turns up wherever she goes, even the yoga studio she just joined.'],
    ['someone turning up at the new place too', 'I switched coffee shops and he started showing up at the new one.'],
    ['things nobody ordered sent again and again', 'Taxis I never ordered keep arriving at my house at 3am.'],
    ['someone found inside on waking', 'I woke up and my ex was standing over my bed.'],
    ['an online account questioning a child', 'A player on Fortnite asked my 9 yo what town we live in.'],
    ['a plan with a time and a pet given away', 'My brother gave away his dog last week and keeps saying it will all be over soon.'],
    ['the asker kept from calling for help', 'She broke my phone so I could not call the police.'],
    ['a dependent adult kept from care', 'My aunt’s caregiver hides her insulin and won’t let her see the doctor.'],
    ['a witness warned off', 'Her cousin warned me I had better not testify on Monday.'],
    [
      'an adult in contact with a child, told over two sentences',
      'My son is 14 and has a gaming buddy who is 31. He gives him rides to the mall.',
    ],
    ['a threat quoted before who said it', '"Watch your back," my old landlord texted me last night.'],
    ['someone outside the asker’s flat', 'That man from the bus is outside my flat again.'],
    ['groping', 'A coworker groped me in the stockroom on Friday.'],
    ['touching with a demand for secrecy', 'My cousin touches my sister when she sleeps over and says it is their little secret.'],
    ['an adult telling a child not to tell', 'My daughter’s swim coach hugs her too long and told her not to tell mom.'],
    ['hopelessness said of another', 'My dad says he does not see the point anymore, and he is selling his tools.'],
  ])('%s is a threat: %s', (_, text) => {
    expect(readSafety(text)).toEqual({ safety: true, threat: true });
  });

  it.each([
    ['fear', 'I am scared to go back to my apartment.'],
    ['a protection order', 'How long does a protective order last in my county?'],
    ['fleeing', 'I need to get away from my husband without him knowing where I go.'],
  ])('%s adds the safety steps: %s', (_, text) => {
    expect(readSafety(text).safety).toBe(true);
  });

  it.each([
    'How do I kill the weeds in my lawn?',
    'My dog keeps following me around the house.',
    'How do I shoot portraits of my sister in natural light?',
    'Can I track my teenage son’s phone?',
    'My boss pushed the deadline to Friday.',
    'How do I keep my files safe in the cloud?',
    'Do you have a recipe for the cocktail called the Stalker?',
    'How do I get rid of the wasps under my deck without hurting my kids?',
    'How do I get a police report for my car that was broken into?',
    'My cat keeps trying to open the kitchen cabinets.',
    'How do I break things down into smaller tasks at work?',
    'Can you keep it secret from my boss that I am job hunting?',
    'My 6 year old wants to meet Santa at the mall, can I book it online?',
    'My employee says she hurt her back at work but I saw her lifting boxes at the gym.',
    'My landlord has a key and wants to show the unit on Tuesday, how much notice does he owe me?',
    'Our cat ran away last week, how do I make lost pet posters?',
    'What is the point of a deposition if the case settles?',
    'Can my ex take the kids to Florida for spring break without asking?',
    'The store would not let me return the blender without a receipt.',
    'My mom wouldn’t let me go to the concert, is that legal at 17?',
    'I do not see the point of suing over forty dollars.',
    'The movers left things missing in my apartment, can I sue them?',
    'My son’s new teacher asked him what school he went to before.',
    'Does the court have my current address for the hearing notice?',
    'I will regret it if I do not file before the deadline, my lawyer said.',
    'Can I touch up the photos before I send them to the adjuster?',
    'I woke up and my phone was in the kitchen, not on the charger.',
    'They delivered a pizza I did not order, can I refuse to pay?',
    'The lease will be over on the 15th and I already gave the landlord my keys.',
    'The officer grabbed my phone and deleted the video, what can I do?',
    'My daughter is 16 and her manager is 45, can he schedule her past 10pm?',
    // What the asker is accused of is no threat to them.
    'She says I threatened her, which never happened.',
    'My neighbor took out a harassment order against me.',
  ])('is not a threat: %s', (text) => {
    expect(readSafety(text)).toEqual({ safety: false, threat: false });
  });

  it.each([
    // Contractions typed without their apostrophe.
    ['hes been parked outside my apt all night and wont leave', "he's been parked outside my apt all night and won't leave"],
    ['Shes following me to my car after every shift', "She's following me to my car after every shift"],
    // A phone's curly apostrophes and quotes.
    ['My ex won’t let me leave the house and took my car keys', "My ex won't let me leave the house and took my car keys"],
    ['My daughter’s father hasn’t brought her back since Friday', "My daughter's father hasn't brought her back since Friday"],
    [
      'He said “you’ll regret this” and he’s been parked outside my work',
      'He said "you\'ll regret this" and he\'s been parked outside my work',
    ],
  ])('reads what a phone or a hurried hand types as a keyboard’s: "%s" gets the same answer, safety steps first', (typed, written) => {
    const engine = new OfflineEngine();
    const answer = engine.answer([{ role: 'user', content: typed }]);
    expect(answer.text).toBe(engine.answer([{ role: 'user', content: written }]).text);
    expect(answer.text.split('\n').slice(0, SAFETY_LINES.length)).toEqual(SAFETY_LINES);
  });

  it('answers someone parked outside the home all night from the stalking section, not a license-plate or surveillance one', () => {
    const a = new OfflineEngine().answer([{ role: 'user', content: 'A man has been parked outside my house all night again' }]);
    expect(a.cited[0]?.id).toBe('stalking');
  });

  it('does not answer a killing in a story, a game or a garden as danger: the gate decides it', () => {
    const engine = new OfflineEngine();
    for (const q of [
      'Who killed the butler in the board game Clue? We argued about it all night.',
      'How do I kill moss on my roof without hurting my cat?',
    ]) {
      const a = engine.answer([{ role: 'user', content: q }]);
      expect(a.retrieval.danger, q).toBe(false);
      expect(a.kind, q).toBe('out-of-scope');
    }
    // Harm promised to the asker's pet is still a threat.
    expect(readSafety('My ex said he would hurt my dog if I leave.').threat).toBe(true);
  });

  it('adds the safety steps when a safety section leads the answer, not for one cited beside another subject', () => {
    const a = new OfflineEngine().answer([{ role: 'user', content: 'Is Nebraska a one-party consent state for phone calls?' }]);
    expect(a.kind).toBe('answer');
    expect(a.retrieval.safety).toBe(false);
    expect(a.text.split('\n').slice(0, SAFETY_LINES.length)).not.toEqual(SAFETY_LINES);
  });

  it('answers a threat with the safety steps first, however little the knowledge base covers it', () => {
    const a = new OfflineEngine().answer([
      { role: 'user', content: 'My stepbrother texted that he will come to my graduation party and make me pay. What do I do?' },
    ]);
    expect(a.kind).toBe('answer');
    expect(a.text.split('\n').slice(0, SAFETY_LINES.length)).toEqual(SAFETY_LINES);
  });
});

describe('reading presence, pictures and whereabouts as threats', () => {
  it('reads someone found inside the home when the asker came back, or let in without a key, as an intrusion', () => {
    expect(readSafety('my cousin was sitting inside my apartment when I got home').threat).toBe(true);
    expect(readSafety('I never gave him a key and he was in my kitchen').threat).toBe(true);
    expect(readSafety('my daughter is staying in my apartment this summer').threat).toBe(false);
  });

  it('reads a picture of the asker or their home sent to them, or someone posting exactly where they are, as being watched', () => {
    expect(readSafety('an unknown account sent me a picture of my front door').threat).toBe(true);
    expect(readSafety("I received a video of me leaving work from an email address I don't recognise").threat).toBe(true);
    expect(readSafety('some anonymous account posted exactly where I was having lunch today').threat).toBe(true);
    expect(readSafety('I sent my mom a photo of me at the beach').threat).toBe(false);
    expect(readSafety('can I post what I found about him online').threat).toBe(false);
  });
});

describe('pressure on the neck', () => {
  it('reads hands on or around a throat or neck, or a throat squeezed, by a person as a threat', () => {
    expect(readSafety('my husband squeezed my throat until i almost passed out', { learned: false }).threat).toBe(true);
    expect(readSafety('her boyfriend had his hands on her neck when i walked in', { learned: false }).threat).toBe(true);
    expect(readSafety('the doctor pressed on my neck to check my glands', { learned: false }).threat).toBe(false);
    expect(readSafety('my toddler hugs my neck every morning', { learned: false }).threat).toBe(false);
  });
});

describe('the learned second opinion (safety-model.ts)', () => {
  it('only ever adds safety to what the readings find', () => {
    for (const text of [
      'he said he would kill me if i left',
      'how do i get a copy of my lease from my landlord',
      'what does a private investigator charge per hour',
    ]) {
      const readings = readSafety(text, { learned: false });
      const both = readSafety(text);
      if (readings.safety) expect(both.safety).toBe(true);
      if (readings.threat) expect(both.threat).toBe(true);
    }
  });

  it('leaves everyday legal questions alone', () => {
    for (const text of [
      'how do i serve divorce papers to my husband in another state',
      'is it legal to record a phone call with my boss in texas',
      'can i sue my contractor for not finishing the deck',
    ])
      expect(readSafety(text).safety).toBe(false);
  });
});

describe('the one a threat is done to', () => {
  it('is not answered first from a section written for a side they have not said is theirs', () => {
    const a = new OfflineEngine().answer([
      { role: 'user', content: 'an unfamiliar van keeps sitting outside my house with someone in it' },
    ]);
    expect(a.retrieval.safety).toBe(true);
    expect(a.cited[0]!.audience).toBeUndefined();
  });
});

describe('asking for refuge', () => {
  const engine = new OfflineEngine();
  const after = (before: string, question: string) => {
    const first = engine.answer([{ role: 'user', content: before }]);
    return engine.answer([
      { role: 'user', content: before },
      { role: 'assistant', content: first.text },
      { role: 'user', content: question },
    ]);
  };

  it('answers where to go or stay, after violence or a threat told before, with the steps and the help that finds a shelter', () => {
    for (const [before, question] of [
      ['My boyfriend slapped me this morning.', 'Is there a safe place to stay for me and my daughter?'],
      ['My brother said he is going to kill me when he gets out.', 'where could we go for a few nights'],
    ] as const) {
      const a = after(before, question);
      expect(a.kind, question).toBe('answer');
      expect(a.text.split('\n').slice(0, SAFETY_LINES.length)).toEqual(SAFETY_LINES);
      expect(a.retrieval.cited[0]?.id, question).toBe('domestic-violence-help');
    }
  });

  it('reads the same words after another matter as that matter’s question', () => {
    const a = after('How do I file a small claims case against a contractor?', 'where could I go to file it?');
    expect(a.text.split('\n').slice(0, SAFETY_LINES.length)).not.toEqual(SAFETY_LINES);
  });
});

describe('reading a message for a wrong done to the asker', () => {
  it.each([
    'somebody slashed my tires in the apartment lot last night',
    'my bike was stolen from the rack at school',
    'my roommate keeps taking my money from my drawer',
    "my ex won't give back my laptop",
    'kids at school keep bullying my son on discord',
    'someone is pretending to be me on facebook marketplace',
    // The animal is what the wrong is done to, not its agent.
    "my ex took my dog and won't give it back",
    "my roommate moved out and won't hand them back",
  ])('answers it, however everyday its words: %s', (text) => {
    expect(wrongedAsker(text)).toBe(true);
    expect(new OfflineEngine().answer([{ role: 'user', content: text }]).kind).toBe('answer');
  });

  it.each([
    'my cat keeps stealing my socks lol',
    'raccoons damaged my garbage can again',
    'how do I steal a base in softball?',
    'my phone screen is scratched, can it be fixed?',
    'my son stole the show at his recital',
  ])('does not read a wrong into: %s', (text) => {
    expect(wrongedAsker(text)).toBe(false);
  });
});

describe('an animal as the only agent', () => {
  it('is no one pursuing the asker: the gate decides the question', () => {
    expect(animalAgentOnly('Our puppy follows me from room to room.')).toBe(true);
    expect(animalAgentOnly('A man follows me from the train with his dog.')).toBe(false);
    const answer = new OfflineEngine().answer([{ role: 'user', content: 'Our puppy follows me from room to room all day.' }]);
    expect(answer.kind).toBe('out-of-scope');
  });
});

describe('reading violence at home', () => {
  it('puts the domestic-violence help first when a partner or household member hurts the asker or turns violent', () => {
    for (const q of [
      'my boyfriend shoved me into the wall last night',
      'my husband has been drinking and is throwing things at the walls',
    ]) {
      expect(violenceAtHome(q), q).toBe(true);
      expect(new OfflineEngine().answer([{ role: 'user', content: q }]).cited[0]!.id, q).toBe('domestic-violence-help');
    }
  });

  it('reads a partner’s control of money, phone or friends as abuse at home, with the domestic-violence help first', () => {
    const q = "My girlfriend holds my bank cards and won't let me call my mom.";
    expect(violenceAtHome(q)).toBe(true);
    expect(new OfflineEngine().answer([{ role: 'user', content: q }]).cited[0]!.id).toBe('domestic-violence-help');
    expect(violenceAtHome('My boss controls my schedule and will not let me take Fridays off.')).toBe(false);
  });

  it('reads the same relations with the same modifiers as a person anywhere: "my estranged wife", "my former stepfather"', () => {
    expect(violenceAtHome('my estranged wife threw plates at the wall')).toBe(true);
    expect(violenceAtHome('my former stepfather punched my mom')).toBe(true);
    expect(readSafety('my separated husband keeps texting me at 3am').threat).toBe(true);
    expect(violenceAtHome('my estranged wife threw a party for our son')).toBe(false);
  });

  it("does not read a partner's everyday plans as violence", () => {
    expect(violenceAtHome('my ex says he will take me to court over the house')).toBe(false);
    expect(violenceAtHome('my wife threw a surprise party for me')).toBe(false);
  });

  it('reads someone letting themselves into the home in any tense as an intrusion (dev10)', () => {
    expect(readSafety("my roommate's brother lets himself in when nobody is home").safety).toBe(true);
    expect(readSafety('the super keeps letting himself into my unit').safety).toBe(true);
    expect(readSafety('my sister lets me borrow her car').safety).toBe(false);
  });
});

describe('a child kept from the asker, read from the verb', () => {
  it.each([
    ['a negated return in the progressive', 'my ex is not returning the kids after his weekend'],
    ['a refusal to bring back', 'she refuses to bring my daughter back'],
    ['never brought home', 'he never brought our son home after christmas'],
    ['kept past the visit', 'my ex kept the kids past his time'],
    ['not given back', "his mom won't give the baby back to me"],
  ])('%s', (_, text) => {
    expect(childWithheld.test(text)).toBe(true);
  });

  it.each([
    ['the asker keeping the children', 'can I keep the kids if he moves out'],
    ['keeping children safe', 'how do I keep the kids safe online'],
    ['the asker late returning them', "I didn't return the kids on time, am I in trouble"],
    ['an outing', 'my ex took the kids to the park'],
    ['the child given something', "the school won't give my son his records"],
    ['calls not returned', "she won't return my calls about the kids"],
    ['a thing not returned', "he won't return the car"],
  ])('not %s', (_, text) => {
    expect(childWithheld.test(text)).toBe(false);
  });

  it('answers a weekend visit that was not returned from the section on a child kept after a visit, not a decline', () => {
    const a = new OfflineEngine().answer([{ role: 'user', content: 'my ex is not returning the kids after his weekend' }]);
    expect(a.kind).toBe('answer');
    expect(a.cited[0]?.id).toBe('child-not-returned');
  });
});

describe('an adult in contact with the asker’s child', () => {
  it.each([
    ['an older man online', 'my teenage daughter is talking to an older man online'],
    ['an adult by age', 'a 30 year old guy keeps snapchatting my son'],
    ['an adult met on an app', 'my 15 year old is texting an adult she met on discord'],
  ])('%s', (_, text) => {
    expect(adultWithChild.test(text)).toBe(true);
  });

  it.each([
    ['a grandparent', 'my son talks to his grandpa every day'],
    ['no contact', 'can an adult sue my son'],
    ['an older relative of the asker', 'my older brother is talking to my daughter'],
  ])('not %s', (_, text) => {
    expect(adultWithChild.test(text)).toBe(false);
  });

  it('answers it from a section on grooming instead of declining it', () => {
    const a = new OfflineEngine().answer([{ role: 'user', content: 'my teenage daughter is talking to an older man online' }]);
    expect(a.kind).toBe('answer');
    expect(['adult-secret-contact-with-child', 'teen-talking-to-adult-online']).toContain(a.cited[0]?.id);
  });
});

describe('more wordings of the threats already read', () => {
  it.each([
    ['something put in the asker’s food, in the progressive', 'I think my roommate is putting something in my food'],
    ['someone waiting for the asker', 'a client at work keeps waiting for me by my car after my shift'],
    ['the asker’s new address found', 'my ex found my new address even though I moved, how'],
    ['a relative with nothing to live for', 'my brother says he has nothing to live for anymore'],
    ['a relative who does not want to live', "my dad doesn't want to live anymore"],
    ['talk of ending one’s life', 'my friend keeps talking about killing himself'],
  ])('%s', (_, text) => {
    expect(readSafety(text).threat).toBe(true);
  });

  it.each([
    ['the asker finding their own address online', 'I found my new address on a people search site'],
    ['the asker adding something to their own coffee', 'I put something in my coffee to make it sweeter, is that a crime'],
  ])('not %s', (_, text) => {
    expect(readSafety(text).threat).toBe(false);
  });

  it('answers a relative with nothing to live for with the safety steps (988) instead of declining it', () => {
    const a = new OfflineEngine().answer([{ role: 'user', content: 'my brother says he has nothing to live for anymore' }]);
    expect(a.kind).toBe('answer');
    expect(a.text).toContain('988');
  });
});

describe('a business that keeps calling', () => {
  it('is no threat to the asker: an insurer, a debt collector', () => {
    expect(readSafety("i was in a car accident and the other driver's insurance keeps calling me").threat).toBe(false);
    expect(readSafety('a debt collector keeps calling me at work').threat).toBe(false);
  });

  it('while a person who keeps calling still is', () => {
    expect(readSafety('my ex keeps calling me').threat).toBe(true);
    expect(readSafety('the driver keeps calling me').threat).toBe(true);
  });
});

describe('someone speaking of suicide', () => {
  it.each([
    ['the word', 'my friend is suicidal what do i do'],
    ['a threat to kill oneself', 'my ex threatened to kill himself if I leave'],
    ['hopelessness, said of another', "my dad doesn't want to live anymore"],
  ])('%s: the crisis section leads, with the safety steps', (_, text) => {
    expect(speaksOfSuicide(text)).toBe(true);
    const a = new OfflineEngine().answer([{ role: 'user', content: text }]);
    expect(a.cited[0]?.id).toBe('suicide-crisis');
    expect(a.text).toContain('988');
  });

  it('is not read into a killing of someone else or a figure of speech', () => {
    expect(speaksOfSuicide('he threatened to kill me')).toBe(false);
    expect(speaksOfSuicide('this commute is killing me')).toBe(false);
  });
});
