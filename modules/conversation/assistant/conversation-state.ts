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
  /**
   * The message asks nothing of its own: a statement, with no question mark and no clause opening
   * as a question or a request ("I moved to Massachusetts last month", "he's not my ex, just a
   * neighbour"). After an answered question it adds a fact to the matter before it.
   */
  asksNothing: boolean;
  /**
   * The question at the end of the message names no object of its own ("…, what can I do?", "what
   * now?"): it asks about the matter before it, safety and all.
   */
  openAsk: boolean;
}

// Reference back to something said before.
const BACK_REFERENCE =
  /\b(that|this|those|these|it|they|them|he|she|him|her|there|one|such|same|above|previous|earlier|you said|you mentioned)\b/i;
// "It" that refers to nothing (an expletive subject): "is it legal to record…", "it's illegal to
// …", "would it be OK if…". It names no earlier thing, so it is no back-reference.
const EXPLETIVE_IT =
  /\b((is|isn'?t|was|wasn'?t|would|will|could|does) it( be)?|it(?:'s| is| was| would be)) (\w+ ){0,2}?(legal|illegal|lawful|unlawful|ok(ay)?|allowed|possible|safe|wise|smart|worth|necessary|required|true|normal|common|better|enough|too late|a (crime|felony|misdemeanor|good idea|bad idea))\b/gi;
const withoutExpletiveIt = (text: string) => text.replace(EXPLETIVE_IT, (m) => m.replace(/\bit\b/i, ''));

// A message that continues the one before ("what about…", "and if…", "so what happens…", "update:").
const CONTINUATION =
  /^\s*(and|but|also|so|then|now|ok(ay)?|update|what about|how about|what if|and if|and what|same|even if|except|instead|otherwise|in that case|if so|if not)\b|\b(there|instead|too|as well|then)\s*\??\s*$/i;
// A correction of what the previous answer assumed: "I have a Samsung, not an iPhone", "actually it
// was my landlord", "no, he is my ex".
const CORRECTION =
  /^\s*(actually|no[,.!]|nope|not quite|i meant|i mean|sorry,)|\b(not|rather than|instead of) (an?|the|my)\s+\w+\s*[.!?]*\s*$|^\s*(i have|i use|i'?m on|mine is|it'?s|it is|he'?s|she'?s|they'?re) (an?|the|my)\b[^.?!]{0,40}\b(not|rather than|instead of)\b/i;

// A question that names no object of its own ("…, what can I do?", "what now?", "what are my
// options?", "then what?"): what it asks about is the matter before it, whatever the clauses around
// it tell. Only the asking clause at the end counts.
const OPEN_ASK =
  /(^|[,;:.!\u2013\u2014-]\s*|\b(so|and|but|then|now|ok(ay)?)\s+)(what|how) (can|could|should|do|does|would|will|shall|am|are|is) (i|we|you|he|she|they) (do|go|handle (it|this|that)|proceed)( now| next| here| then| about (it|this|that))?\s*[?.!]*\s*$|(^|[,;:.!\u2013\u2014-]\s*|\s)(what now|now what|then what|what next|what'?s next|what are my options|what options do i have|what happens (now|next)|what (is|'s) the next step|what are the next steps|where do i go from here)\s*[?.!]*\s*$/i;

// A clause that opens as a question or a request: the message asks something of its own.
const ASKS =
  /(^|[,;:.!?\u2013\u2014-]\s*|\b(and|but|so|then|or)\s+)(who|whom|whose|what|what'?s|whats|when|where|why|how|which|can|could|would|will|should|shall|may|might|must|do|does|did|is|isn'?t|are|aren'?t|am|was|were|have|has|had|please|pls|plz|tell|give|help|explain|show|list|write|make|recommend|suggest|summari[sz]e|any|anything|is there|are there)\b/i;

// The message says it leaves the subject before it: "ok, different question: …", "new question",
// "unrelated, but…", "changing the subject", "on another note".
const NEW_SUBJECT =
  /\b(different|another|new|separate|unrelated|other) (question|topic|subject|issue|thing)\b|\bunrelated,? but\b|\bchang(e|ing) (of )?(the )?subject\b|\bon (an)?other note\b|\bswitching (gears|topics)\b/i;

// A request to restate: a form the answer should take, with a verb or a back-reference.
const RESTATE_FORM =
  /\b(check ?list|to-?do list|bullet(ed)?( points?| list)?|step[- ]by[- ]step( list| guide)?|summar(y|ise|ize)|tl;?dr|short(er)? version|in short|shorten|(make|keep) (it|that|this) (shorter|short|brief|simpler|simple)|(shorter|simpler)(?= please|[?.!]*$)|in simpler (words|terms)|simplify|briefly|brief(er)? version|sum (it|that|this) up|the gist|cliff ?notes|quick version|in (a few|fewer|one|two|three) (words|lines|sentences)|list form|numbered list|printable|(one|single) page|(as|in|into) (a )?(short )?list|just the (steps|main points|key points))\b/i;
const RESTATE_VERB =
  /\b(summar(ise|ize)|turn|make|give|put|write|list|break|boil|rewrite|format|condense|recap|print|shorten|simplify|sum|say|explain|keep)\b/i;

// The names of a civil protection order: the general ones, and the states' own (an order of
// protection, a PFA, a PPO, a DVRO, an injunction for protection).
const ORDER = String.raw`(?:(?:restraining|protective|protection|no[- ]contact|stay[- ]away|harassment) order|order (?:of|for) protection|protection from abuse(?: order)?|pfa(?: order)?|ppo|dvro|injunction for protection)`;
const re = (source: string) => new RegExp(source, 'i');

// The user's side. Each is the first person as the one acting or acted on in a legal matter.
const ROLE_CUES: [Audience, RegExp][] = [
  [
    'petitioner',
    re(
      String.raw`\b(get|file|filing|request|apply for|obtain|ask for|seek|want)\b[^.?!]{0,30}\b${ORDER}\b|\b${ORDER} against (him|her|them|my|the)\b|(^\s*|\bI\s+|\bI'?ve\s+)(have|got|hold|was granted|was given|received|obtained) an? (temporary |emergency |ex parte |final |permanent |full )?${ORDER}\b`,
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
    /\bI('ve| have)? (was|got|am|'m|been) (arrested|charged|indicted|accused|cited|booked)\b|\b(arrested|charged|accused|indicted) me\b|\bmy (arrest|charges?|court date|public defender|plea)\b|\b(says?|said|claims?|claimed|thinks?|thought|believes?|insists?|swears?)( that)? (i|I) (stole|took|have been stealing|was stealing|hit|lied|cheated|broke|damaged|forged|threatened|harassed|stalked|assaulted)\b/i,
  ],
  // Someone else's business, told from inside it ("my boss says…", "I work at a warehouse"): the
  // employee, unless the message also says it is theirs (then the latest message decides, below).
  // The asker as the one who would look into another person's phone, messages or accounts ("how do I
  // hack my girlfriend's instagram?", "can I read my husband's texts?"): the sections for the one
  // watched are not their answer.
  [
    'monitoring',
    /\b(how (do|can|could|would) i|can i|could i|should i|is it (legal|illegal|ok|okay|wrong) (for me )?to|i want to|i need to|help me)\s+(secretly\s+|quietly\s+)?(hack( into)?|get into|log ?in(to)?|break into|access|read|check|see|look (at|through)|go through|monitor|track|spy on)\s+(my|his|her|their|someone'?s)\s+[\w-]+('s)?\s*(phone|texts?|messages|emails?|email|instagram|facebook|snapchat|whatsapp|accounts?|location|icloud|dms)\b/i,
  ],
  ['employee', /\bmy (boss|supervisor|employer)\b|\bI work (at|for) (a|an|the)\b/i],
  [
    'employer',
    /\bmy (employees?|staff|workers?|cashiers?|manager)\b|\bour (employees?|staff|workers?|warehouse|store|shop|company|business|restaurant|office)\b|\bmy (warehouse|shop|restaurant|bakery|salon|business)\b|\bI (run|own|manage) an? [^.?!]{0,20}\b(business|company|store|shop|restaurant|bakery|firm|practice)\b/i,
  ],
  ['claimant', /\bmy (claim|adjuster|workers'? ?comp|insurance claim)\b|\bI('m| am) on workers'? ?comp\b/i],
  // The sides of a civil suit: the one who sues or has the papers served ("I need to serve my
  // landlord with small claims papers", "I filed a small claims case"), and the one sued or served
  // ("I'm being sued", "she is taking me to small claims", "I was served with divorce papers").
  [
    'plaintiff',
    /\bI('m| am)? ?(want to |going to |gonna |need to |plan to |trying to |will |can |could |should )?(sue|suing)\b|\b(serve|serving|get) (him|her|them|my [\w'-]+( [\w'-]+)?) (served )?with (the |my |his |her |small claims |divorce |court )*(papers|summons|lawsuit|complaint|petition)\b|\bI('ve| have)? (filed|am filing|'m filing|want to file|need to file) (a |my )?(small claims )?(case|suit|lawsuit|claim)\b/i,
  ],
  [
    'defendant',
    /\b(I('m| am| was| got| have been|'ve been)|im)( the one)? (being |getting )?sued\b|\b(is|are|was|were|keeps?) (suing|sued) me\b|\bsued me\b|\b(take|taking|took|takes) me to (small claims|court)\b|\bserved( me)? with (a |the |my )?(small claims (case|papers|claim)|lawsuit|summons|complaint|divorce papers|papers)\b|\bI (got|received) (served|papers|a summons|a lawsuit)\b/i,
  ],
  // The sides of a lease, read from the first person: the one who owns or rents out the home ("I'm the
  // landlord", "my tenant", "I own a duplex", "the unit I rent to her") and the one who lives in it
  // ("I'm a tenant", "my landlord", "I rent a room in a house", "the house im renting").
  [
    'landlord',
    /\bI('m| am) (a|the) (landlord|landlady|property owner)\b|\bas (a|the) (landlord|landlady)\b|\b(my|our) (tenants?|renters?|lessees?)\b|\bI (own|rent out|lease out) (a|an|my|our|the|two|three|four|some)\b[^.?!]{0,20}\b(rentals?|duplex|triplex|fourplex|units?|rental (house|home|property|properties)|apartment (building|complex))\b|\b(unit|room|house|apartment|place|home|basement) I rent (out )?to\b|\bI('m| am) renting (it|my [\w]+|the [\w]+|a room) out\b/i,
  ],
  [
    'tenant',
    /\bI('m| am) (a|the) (tenant|renter)\b|\bas (a|the) (tenant|renter)\b|\bmy (old |former |new )?(landlord|landlady|lease)\b|\bI rent (a|an|my|the) (room|apartment|house|place|unit|flat|condo|home|basement)\b|\b(house|apartment|place|unit|room|home|flat) (i'?m|im|i am|we'?re|we are) renting\b/i,
  ],
  [
    'parent',
    /\bmy (son|daughter|kids?|children|child|teen(ager)?|toddler|baby)\b|\bcustody\b|\bmy (1[0-7]|[1-9])[- ]?(year|yr)s?[- ]?old\b/i,
  ],
];

// A tool for watching someone (spyware, a tracker, an AirTag) on or in the asker's own phone, car or
// accounts makes them the one watched ("there's stalkerware on my phone", "my ex put a tracker under
// my car") — unless the asker is the one putting it there ("can I put a GPS tracker on my own car that
// my son drives?").
const TOOL_ON_MINE =
  /\b(spyware|stalkerware|spy ?apps?|trackers?|tracking (apps?|devices?)|keyloggers?|air ?tags?|gps)\b[^.?!]{0,40}\b(on|in|under|inside|into) my (own )?(phone|cell|car|truck|laptop|computer|tablet|ipad|accounts?|email|devices?)\b/i;
const ASKER_PLACES = /\b(i|to)\s+(put|install|place|hide|attach|plant)\b/i;
const watchedAsker = (text: string) => TOOL_ON_MINE.test(text) && !ASKER_PLACES.test(text);

// The order is the asker's to answer: it names them as its object ("a restraining order against
// me", "a harassment order on me", "I was served with a protective order").
const ORDER_ON_ASKER = re(String.raw`\b${ORDER} (against|on) me\b|\bserved( me)? with an? ${ORDER}\b`);

export function rolesIn(texts: readonly string[]): Set<Audience> {
  const roles = new Set<Audience>();
  for (const text of texts) {
    const found = ROLE_CUES.filter(([, cue]) => cue.test(text)).map(([role]) => role);
    if (watchedAsker(text) && !found.includes('victim')) found.push('victim');
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
    // The same for a civil suit: the latest message that says which side decides.
    const suing = found.includes('plaintiff') !== found.includes('defendant');
    if (suing) roles.delete(found.includes('plaintiff') ? 'defendant' : 'plaintiff');
    // And for a lease ("my tenant says…", then "I'm the landlord").
    const leasing = found.includes('landlord') !== found.includes('tenant');
    if (leasing) roles.delete(found.includes('landlord') ? 'tenant' : 'landlord');
    // And for a job ("my boss says I stole…", then "I own the shop").
    const working = found.includes('employer') !== found.includes('employee');
    if (working) roles.delete(found.includes('employer') ? 'employee' : 'employer');
    for (const role of found) if (role !== 'petitioner' && role !== 'respondent') roles.add(role);
    if (side) roles.add(side);
  }
  return roles;
}

/** Two sides cannot both be the user's: a section for the other side is not an answer for them. */
const OPPOSITE: Partial<Record<Audience, Audience[]>> = {
  petitioner: ['respondent'],
  // The one watched is not answered from the sections for the one watching ("Accessing someone
  // else's phone" after "there's stalkerware on my phone").
  victim: ['respondent', 'accused', 'monitoring'],
  // The one who would look into another's accounts is not answered from the sections for the one watched.
  monitoring: ['victim'],
  respondent: ['petitioner'],
  accused: ['victim'],
  employer: ['employee', 'claimant'],
  employee: ['employer'],
  claimant: ['insurer'],
  insurer: ['claimant'],
  // The one who has papers served is not the one served with them (a suit, a divorce petition, an order).
  plaintiff: ['defendant', 'respondent'],
  defendant: ['plaintiff'],
  // The one who rents out a home is not answered from the sections for the one who lives in it, nor the other way.
  landlord: ['tenant'],
  tenant: ['landlord'],
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
    refersBack:
      !NEW_SUBJECT.test(question) &&
      (CONTINUATION.test(question) ||
        BACK_REFERENCE.test(withoutExpletiveIt(question)) ||
        CORRECTION.test(question) ||
        OPEN_ASK.test(question)),
    intent: restate && lastAnswer ? 'restate' : 'ask',
    newSubject: NEW_SUBJECT.test(question),
    asksNothing: !question.includes('?') && !ASKS.test(question) && !NEW_SUBJECT.test(question),
    openAsk: !NEW_SUBJECT.test(question) && OPEN_ASK.test(question),
  };
}
