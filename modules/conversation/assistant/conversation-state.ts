// What the offline assistant reads from the conversation before the new message: the topic (the
// earlier questions it answered), the jurisdiction (the latest state named), the user's side in
// the matter, the previous answer's points, and what the new message does with them — a new
// question, a follow-up leaning on what came before ("and if he violates it?"), or a request to
// restate the previous answer ("summarize that as a checklist").
//
// The cues are grammatical, not topical: reference back (pronouns, demonstratives, "what about…"),
// a request verb with a form ("as a checklist"), and the first person as agent or object of a
// legal act ("I was served with…", "an order against him"). See docs/assistant.md.
import { findPlaces, type Place } from './knowledge/states/index.js';
import type { Audience } from './knowledge/types.js';
import type { ChatTurn } from './types.js';

/** The first line of the assistant's decline; an earlier turn that starts with it was not answered. */
export const DECLINE_HEADING = '**That is outside what I can help with**';
/** The first line of the greeting. */
export const GREETING_HEADING = '**How can I help with your investigation?**';

export type Intent = 'ask' | 'restate';

export interface ConversationState {
  /** The user's new message. */
  question: string;
  /** Earlier user messages that got an answer (not a decline or a greeting), latest first. */
  topics: string[];
  /** The assistant's previous answer, when it was one. */
  lastAnswer?: string;
  /** Places named in the conversation: the new message's own, else the latest ones named before. */
  places: Place[];
  /** True when the places come from an earlier message. */
  placesCarried: boolean;
  /** The user's side in the matter, read from everything they wrote. */
  roles: Set<Audience>;
  /** The new message leans on what came before: a back-reference, a continuation cue, or a fragment. */
  refersBack: boolean;
  /** 'restate': the message asks for the previous answer in another form (a checklist, a summary). */
  intent: Intent;
  /** The message says it starts another subject ("different question, …", "on another note"). */
  newSubject: boolean;
}

// Reference back to something said before.
const BACK_REFERENCE =
  /\b(that|this|those|these|it|they|them|he|she|him|her|there|one|such|same|above|previous|earlier|you said|you mentioned)\b/i;
// A message that continues the one before ("what about…", "and if…", "so what happens…", "update:").
const CONTINUATION =
  /^\s*(and|but|also|so|then|now|ok(ay)?|update|what about|how about|what if|and if|and what|same|even if|except|instead|otherwise|in that case|if so|if not)\b|\b(there|instead|too|as well|then)\s*\??\s*$/i;
// A correction of what the previous answer assumed: "I have a Samsung, not an iPhone", "actually it
// was my landlord", "no, he is my ex".
const CORRECTION =
  /^\s*(actually|no[,.!]|nope|not quite|i meant|i mean|sorry,)|\b(not|rather than|instead of) (an?|the|my)\s+\w+\s*[.!?]*\s*$|^\s*(i have|i use|i'?m on|mine is|it'?s|it is|he'?s|she'?s|they'?re) (an?|the|my)\b[^.?!]{0,40}\b(not|rather than|instead of)\b/i;

// The message says it leaves the subject before it: "ok, different question: …", "new question",
// "unrelated, but…", "changing the subject", "on another note".
const NEW_SUBJECT =
  /\b(different|another|new|separate|unrelated|other) (question|topic|subject|issue|thing)\b|\bunrelated,? but\b|\bchang(e|ing) (of )?(the )?subject\b|\bon (an)?other note\b|\bswitching (gears|topics)\b/i;

// A request to restate: a form the answer should take, with a verb or a back-reference.
const RESTATE_FORM =
  /\b(check ?list|to-?do list|bullet(ed)?( points?| list)?|step[- ]by[- ]step( list| guide)?|summar(y|ise|ize)|tl;?dr|short(er)? version|in short|list form|numbered list|printable|(one|single) page|(as|in|into) (a )?(short )?list|just the (steps|main points|key points))\b/i;
const RESTATE_VERB = /\b(summar(ise|ize)|turn|make|give|put|write|list|break|boil|rewrite|format|condense|recap|print)\b/i;

// The names of a civil protection order: the general ones, and the states' own (an order of
// protection, a PFA, a PPO, a DVRO, an injunction for protection).
const ORDER = String.raw`(?:(?:restraining|protective|protection|no[- ]contact|stay[- ]away|harassment) order|order (?:of|for) protection|protection from abuse(?: order)?|pfa(?: order)?|ppo|dvro|injunction for protection)`;
const re = (source: string) => new RegExp(source, 'i');

// The user's side. Each is the first person as the one acting or acted on in a legal matter.
const ROLE_CUES: [Audience, RegExp][] = [
  [
    'petitioner',
    re(
      String.raw`\b(get|file|filing|request|apply for|obtain|ask for|seek|want)\b[^.?!]{0,30}\b${ORDER}\b|\b${ORDER} against (him|her|them|my|the)\b|\bI (have|got|hold) an? ${ORDER}\b`,
    ),
  ],
  [
    'respondent',
    re(String.raw`\b(served|hit|slapped)( me)? with an? ${ORDER}\b|\b${ORDER} (against|on) me\b|\bfiled an? ${ORDER} against me\b`),
  ],
  [
    'victim',
    /\b(he|she|they|my (ex|husband|wife|partner|boyfriend|girlfriend|father|mother|dad|mom|neighbou?r|boss|landlord|stalker))\b[^.?!]{0,40}\b(hit|hits|hitting|beat|beats|choked|threaten(s|ed|ing)?|stalk(s|ed|ing)?|harass(es|ed|ing)?|abus(es|ed|ing)|follow(s|ed|ing)|assault(ed)?|raped?)\s+me\b|\b(against|to|at) me\b[^.?!]{0,20}\b(threat|violence)|\bI('m| am| was) (being )?(stalked|harassed|abused|threatened|assaulted|followed)\b/i,
  ],
  [
    'accused',
    /\bI('ve| have)? (was|got|am|'m|been) (arrested|charged|indicted|accused|cited|booked)\b|\b(arrested|charged|accused|indicted) me\b|\bmy (arrest|charges?|court date|public defender|plea)\b/i,
  ],
  [
    'employer',
    /\bmy (employees?|staff|workers?|cashiers?|manager)\b|\bour (employees?|staff|workers?|warehouse|store|shop|company|business|restaurant|office)\b|\bI (run|own|manage) an? [^.?!]{0,20}\b(business|company|store|shop|restaurant|bakery|firm|practice)\b/i,
  ],
  ['claimant', /\bmy (claim|adjuster|workers'? ?comp|insurance claim)\b|\bI('m| am) on workers'? ?comp\b/i],
  [
    'parent',
    /\bmy (son|daughter|kids?|children|child|teen(ager)?|toddler|baby)\b|\bcustody\b|\bmy (1[0-7]|[1-9])[- ]?(year|yr)s?[- ]?old\b/i,
  ],
];

// The order is the asker's to answer: it names them as its object ("a restraining order against
// me", "a harassment order on me", "I was served with a protective order").
const ORDER_ON_ASKER = re(String.raw`\b${ORDER} (against|on) me\b|\bserved( me)? with an? ${ORDER}\b`);

export function rolesIn(texts: readonly string[]): Set<Audience> {
  const roles = new Set<Audience>();
  for (const text of texts) {
    const found = ROLE_CUES.filter(([, cue]) => cue.test(text)).map(([role]) => role);
    // One order, one side: an order named against the asker makes them the respondent whatever verb
    // goes with it ("she is going to file a restraining order against me"); otherwise someone asking
    // how to get an order is not the one it is against. The latest message that says so decides.
    const side = ORDER_ON_ASKER.test(text)
      ? 'respondent'
      : found.includes('petitioner')
        ? 'petitioner'
        : found.includes('respondent')
          ? 'respondent'
          : undefined;
    if (side) roles.delete(side === 'petitioner' ? 'respondent' : 'petitioner');
    for (const role of found) if (role !== 'petitioner' && role !== 'respondent') roles.add(role);
    if (side) roles.add(side);
  }
  return roles;
}

/** Two sides cannot both be the user's: a section for the other side is not an answer for them. */
const OPPOSITE: Partial<Record<Audience, Audience[]>> = {
  petitioner: ['respondent'],
  victim: ['respondent', 'accused'],
  respondent: ['petitioner'],
  accused: ['victim'],
  employer: ['employee', 'claimant'],
  employee: ['employer'],
  claimant: ['insurer'],
  insurer: ['claimant'],
};

/** True when a section written for `audience` speaks to the other side of the user's matter. */
export function otherSide(audience: Audience | undefined, roles: ReadonlySet<Audience>): boolean {
  if (!audience || roles.has(audience)) return false;
  return [...roles].some((r) => OPPOSITE[r]?.includes(audience));
}

const answered = (text: string | undefined) =>
  text !== undefined && !text.startsWith(DECLINE_HEADING) && !text.startsWith(GREETING_HEADING);

export function readConversation(turns: readonly ChatTurn[]): ConversationState {
  const question = turns.filter((t) => t.role === 'user').at(-1)?.content ?? '';
  const lastIndex = turns.map((t) => t.role).lastIndexOf('user');
  const before = turns.slice(0, lastIndex);
  // The user messages the assistant answered: each one followed by an assistant turn that answered.
  const topics: string[] = [];
  for (let i = before.length - 1; i >= 0; i--) {
    const t = before[i]!;
    if (t.role === 'user' && answered(before[i + 1]?.role === 'assistant' ? before[i + 1]!.content : undefined)) topics.push(t.content);
  }
  const previous = before.at(-1)?.role === 'assistant' ? before.at(-1)!.content : undefined;
  const lastAnswer = answered(previous) ? previous : undefined;

  const own = findPlaces(question);
  let places = own;
  if (own.length === 0) {
    for (const t of [...before].reverse()) {
      if (t.role !== 'user') continue;
      places = findPlaces(t.content);
      if (places.length) break;
    }
  }
  const restate = RESTATE_FORM.test(question) && (RESTATE_VERB.test(question) || BACK_REFERENCE.test(question));
  return {
    question,
    topics,
    ...(lastAnswer ? { lastAnswer } : {}),
    places,
    placesCarried: own.length === 0 && places.length > 0,
    roles: rolesIn(turns.filter((t) => t.role === 'user').map((t) => t.content)),
    refersBack: !NEW_SUBJECT.test(question) && (CONTINUATION.test(question) || BACK_REFERENCE.test(question) || CORRECTION.test(question)),
    intent: restate && lastAnswer ? 'restate' : 'ask',
    newSubject: NEW_SUBJECT.test(question),
  };
}
