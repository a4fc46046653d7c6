// The people of the case: each named person (and each unnamed one the text gives a part, like
// "the CEO" cooperating against the client) with a role and a side, read from what the text
// says they did: who arrested, accused, identified, hit or was hit by the client; who says the
// client was elsewhere, saw the other man start it, or backs the client's account.
import type { Person, PersonRole, Side } from '../fact-sheet.js';
import type { Clause } from './clauses.js';
import { canon, type Entity } from './entities.js';
import {
  ACCUSE_VERBS,
  AGGRESSOR,
  ALIBI_PLACES,
  ARREST_VERBS,
  CONTRADICT_VERBS,
  HARM_VERBS,
  PERSON_NOUNS,
  SEE_VERBS,
  SUPPORT_VERBS,
  TESTIFY_VERBS,
  TITLES,
} from './lexicon.js';
import type { Sentence } from './nlp.js';
import {
  actors,
  clauseText,
  dependents,
  hasLemma,
  isClient,
  isOtherPerson,
  mentionsClient,
  mentionsOf,
  patients,
  ppRefs,
  quoteOf,
  scopeText,
  sourceOf,
  type Reading,
  type Ref,
} from './reading.js';

interface Vote {
  role?: PersonRole;
  side?: 'for' | 'against' | 'neutral';
  weight: number;
  sentence?: Sentence;
  /** From what the person did (not only what they are called). */
  event: boolean;
}

export interface PeopleResult {
  people: Person[];
  /** Listed witnesses the text says nothing of. */
  unknownWitnesses: string[];
  /** People the text puts on both sides. */
  bothSides: string[];
  /** Person id by entity, for evidence `whose`. */
  ids: Map<Entity, string>;
}

const ROLE_PRIORITY: PersonRole[] = [
  'co-defendant', 'complainant', 'victim', 'police-officer', 'alibi-witness', 'character-witness', 'eyewitness', 'expert', 'other-parent', 'child',
  'prosecutor', 'judge', 'lawyer', 'spouse', 'family-member', 'witness', 'other',
];

const DEFAULT_SIDE: Partial<Record<PersonRole, Side>> = {
  complainant: 'against',
  victim: 'against',
  'police-officer': 'against',
  prosecutor: 'against',
  'other-parent': 'against',
  'alibi-witness': 'for',
  'character-witness': 'for',
  child: 'neutral',
  judge: 'neutral',
};

const SUPPORT_ACCOUNT = /\b(?:support|supports|supported|corroborat\w*|confirm\w*|back(?:s|ed)? up|vouch\w*|verif\w*|consistent with) (?:his|her|my|the defendant's|my client's|our|their)? ?(?:account|story|version|alibi|claim|side|testimony|statement)?/i;
const CHARACTER = /\b(?:character|good (?:father|mother|parent|person|man|woman|dad|mom|guy)|known (?:him|her|me|my client) for|vouch|honest|peaceful|never (?:violent|aggressive)|reputation|letter of (?:support|reference)|reference letter|great (?:father|mother|parent|dad|mom)|loving (?:father|mother|parent))\b/i;
const AGAINST_CLIENT = /\b(?:against (?:him|her|me|my client|the defendant|us)|for the (?:prosecution|state|government|people|commonwealth)|state's witness|prosecution witness)\b/i;
const FOR_CLIENT = /\b(?:for (?:him|her|me|my client|the defen[cs]e|us)|on (?:his|her|my|my client's|our) behalf|in (?:his|her|my|our) (?:favou?r|defen[cs]e)|for the defen[cs]e|defen[cs]e witness)\b/i;
const COOPERATING = /\b(?:cooperat\w+|plea (?:deal|agreement|bargain)|took a (?:deal|plea)|flipped|turned (?:state'?s|state) evidence|immunity|agreed to testify|testify(?:ing)? for the (?:prosecution|state|government))\b/i;

export function readPeople(r: Reading): PeopleResult {
  const votes = new Map<Entity, Vote[]>();
  const vote = (e: Entity | undefined, v: Vote) => {
    if (!e) return;
    const c = canon(e);
    if (c.client || c.writer) return;
    const list = votes.get(c) ?? [];
    list.push(v);
    votes.set(c, list);
    if (v.sentence && v.event) r.used.add(v.sentence.id);
  };
  const criminal = r.category === 'criminal';
  const people = r.cast.entities.map(canon).filter((e, i, a) => a.indexOf(e) === i && !e.client && !e.writer);

  // What people are called: titles and descriptions.
  for (const e of people) {
    const t = e.title ? (TITLES.get(e.title) ?? TITLES.get(`${e.title}.`)) : undefined;
    if (t?.role) vote(e, { role: t.role, weight: 1.5, sentence: e.first, event: false });
    for (const n of e.nouns) {
      const entry = PERSON_NOUNS.get(n.noun);
      if (!entry) continue;
      let role = criminal ? entry.criminal : entry.family;
      if (role === 'client') role = 'other';
      if (!criminal && (e.otherParty || canon(e) === canon(r.cast.otherParty))) {
        role = r.facts.family?.childrenInvolved || /^(?:father|mother|dad|mom|mum)$/.test(n.noun) ? 'other-parent' : 'spouse';
      }
      if (!criminal && role === 'family-member' && n.possessor && n.possessor.nouns.some((x) => PERSON_NOUNS.get(x.noun)?.family === 'child')) role = 'other-parent';
      if (criminal && n.noun === 'officer' && /arresting/i.test(n.sentence?.text ?? '')) vote(e, { role: 'police-officer', side: 'against', weight: 2, sentence: n.sentence, event: true });
      vote(e, { role, weight: 1, sentence: n.sentence, event: false });
      if (n.sentence) r.used.add(n.sentence.id);
    }
    if (!criminal && e.otherParty) vote(e, { role: r.facts.family?.childrenInvolved ? 'other-parent' : 'spouse', side: 'against', weight: 1.5, sentence: e.first, event: false });
    if (e.opposing && criminal) vote(e, { role: 'complainant', side: 'against', weight: 1.5, sentence: e.first, event: false });
    if (e.formNote) {
      const note = e.formNote.toLowerCase();
      if (/alibi/.test(note)) vote(e, { role: 'alibi-witness', side: 'for', weight: 2, event: false });
      if (/character/.test(note)) vote(e, { role: 'character-witness', side: 'for', weight: 2, event: false });
      if (/eye ?witness|saw/.test(note)) vote(e, { role: 'eyewitness', weight: 1, event: false });
    }
  }

  // What people did.
  for (const s of r.sentences) {
    const cls = r.clauses.get(s.id) ?? [];
    for (const c of cls) readClause(r, c, cls, vote);
  }

  // Decide.
  const ids = new Map<Entity, string>();
  const out: Person[] = [];
  const unknownWitnesses: string[] = [];
  const bothSides: string[] = [];
  const client = r.cast.client;
  if (client.named) {
    ids.set(client, 'client');
    out.push({ id: 'client', name: client.name.slice(0, 200), role: 'client', side: 'for', listedWitness: false, quote: client.first ? quoteOf(client.first) : '', source: client.first ? sourceOf(client.first) : { field: 'client' } });
  }
  for (const e of people) {
    const vs = votes.get(e) ?? [];
    const eventVotes = vs.filter((v) => v.event);
    const keep = e.named || e.listed || (eventVotes.some((v) => v.side === 'for' || v.side === 'against') && !e.alias) || (e.otherParty && !e.alias);
    if (!keep) continue;
    // Role: the weightiest, ties by priority.
    const roleWeight = new Map<PersonRole, number>();
    for (const v of vs) if (v.role) roleWeight.set(v.role, (roleWeight.get(v.role) ?? 0) + v.weight + (v.event ? 0.5 : 0));
    let role: PersonRole = e.listed ? 'witness' : 'other';
    let best = 0;
    for (const pr of ROLE_PRIORITY) {
      const w = roleWeight.get(pr) ?? 0;
      if (w > best) {
        best = w;
        role = pr;
      }
    }
    // Side: from what they did, else from the role.
    let forW = 0;
    let againstW = 0;
    let neutralW = 0;
    for (const v of vs) {
      if (v.side === 'for') forW += v.weight;
      else if (v.side === 'against') againstW += v.weight;
      else if (v.side === 'neutral') neutralW += v.weight;
    }
    let side: Side;
    if (forW === 0 && againstW === 0) side = neutralW > 0 ? 'neutral' : (DEFAULT_SIDE[role] ?? 'unknown');
    else if (forW > againstW) side = 'for';
    else if (againstW > forW) side = 'against';
    else side = 'unknown';
    const strongFor = vs.filter((v) => v.side === 'for' && v.event).reduce((n, v) => n + v.weight, 0);
    const strongAgainst = vs.filter((v) => v.side === 'against' && v.event).reduce((n, v) => n + v.weight, 0);
    if (strongFor >= 2 && strongAgainst >= 2) bothSides.push(e.name);
    if (role === 'child' && side === 'unknown') side = 'neutral';
    if (e.listed && side === 'unknown') unknownWitnesses.push(e.name);
    const quoteSentence = eventVotes.find((v) => v.sentence)?.sentence ?? vs.find((v) => v.sentence)?.sentence ?? e.first;
    let id = e.id.replace(/^d-/, '');
    if (id === 'client' || id === 'writer' || out.some((p) => p.id === id)) id = `${id}-p`;
    id = id.slice(0, 40);
    ids.set(e, id);
    out.push({
      id,
      name: e.name.slice(0, 200) || 'unnamed',
      role,
      side,
      listedWitness: e.listed,
      quote: quoteSentence ? quoteOf(quoteSentence) : '',
      source: quoteSentence ? sourceOf(quoteSentence) : { field: e.formField === 'opposingParty' ? 'opposingParty' : 'keyWitnesses' },
    });
    if (out.length >= 100) break;
  }
  return { people: out, unknownWitnesses, bothSides, ids };
}

type VoteFn = (e: Entity | undefined, v: Vote) => void;

function readClause(r: Reading, c: Clause, cls: Clause[], vote: VoteFn): void {
  const s = c.sentence;
  const criminal = r.category === 'criminal';
  const doers = actors(r, c);
  const done = patients(r, c);
  const text = scopeText(c, cls);
  const own = clauseText(c);
  const deps = dependents(c, cls);
  const otherDoers = doers.filter((d) => isOtherPerson(d) && d.entity);
  const clientDone = done.some(isClient) || ppRefs(r, c, 'against').some(isClient);
  const ev = (e: Entity | undefined, role: PersonRole | undefined, side: Vote['side'], weight: number) => vote(e, { role, side, weight, sentence: s, event: true });

  // Arrest and police work done to the client.
  if (hasLemma(c, ARREST_VERBS) && !c.negated) {
    for (const d of otherDoers) {
      if (clientDone || (criminal && !done.length)) ev(d.entity, 'police-officer', 'against', clientDone ? 3 : 1);
    }
  }
  // Accusing, reporting, identifying the client.
  if (hasLemma(c, ACCUSE_VERBS) && !c.negated) {
    const identifies = hasLemma(c, /^(?:identify|recognize|recognise|pick|finger)$/);
    const aboutClient = clientDone || deps.some((d) => mentionsClient(r, d)) || (c.particle === 'out' && clientDone);
    if (aboutClient || (criminal && hasLemma(c, /^(?:report|press)$/))) {
      for (const d of otherDoers) ev(d.entity, identifies ? 'eyewitness' : 'complainant', 'against', aboutClient ? 3 : 1.5);
    }
  }
  // "X called 911 / the police".
  if (criminal && hasLemma(c, /^call$/) && /\b(?:911|police|cops|authorities)\b/i.test(own) && !c.negated) {
    for (const d of otherDoers) ev(d.entity, 'complainant', 'against', 1);
  }
  // Harm: the client harmed someone (that person is the complainant's side), or someone harmed the client.
  if (hasLemma(c, HARM_VERBS)) {
    if (doers.some(isClient)) {
      for (const p of done) if (isOtherPerson(p) && p.entity) ev(p.entity, criminal ? 'victim' : undefined, 'against', 2);
      for (const p of [...ppRefs(r, c, 'at'), ...ppRefs(r, c, 'from')]) if (isOtherPerson(p) && p.entity && hasLemma(c, /^(?:swing|throw|steal|rob)$/)) ev(p.entity, criminal ? 'victim' : undefined, 'against', 1.5);
    } else if (c.passive && done.some((p) => isOtherPerson(p)) && (!c.agent || doers.some(isClient)) && criminal) {
      for (const p of done) if (isOtherPerson(p) && p.entity) ev(p.entity, 'victim', 'against', 1.5);
    } else if (clientDone || ppRefs(r, c, 'at').some(isClient)) {
      // Someone attacked the client: in a criminal case that person is the other side's witness; in a family case, the other party.
      for (const d of otherDoers) ev(d.entity, criminal ? 'complainant' : undefined, 'against', 2);
    } else if (criminal && otherDoers.length && AGGRESSOR.test(own) && !c.negated) {
      for (const d of otherDoers) ev(d.entity, 'complainant', 'against', 1.5);
    }
  }
  if (criminal && /\b(?:injur\w+|hospitali[sz]ed|hurt|wounded|bleeding|stitches|broken)\b/i.test(own) && c.passive === false && hasLemma(c, /^(?:be|suffer|need|require|get|go|end)$/)) {
    for (const d of doers) if (isOtherPerson(d) && d.entity) ev(d.entity, 'victim', 'against', 1);
  }
  // Cooperating with the prosecution / testifying against the client.
  if (COOPERATING.test(own) && !c.negated) {
    for (const d of otherDoers) ev(d.entity, criminal ? 'co-defendant' : undefined, 'against', 3);
  }
  if (hasLemma(c, TESTIFY_VERBS) || hasLemma(c, /^(?:say|state|tell|claim|swear|agree|will)$/)) {
    if (AGAINST_CLIENT.test(own) && !c.negated) for (const d of otherDoers) ev(d.entity, undefined, 'against', 3);
    else if (FOR_CLIENT.test(own) && !c.negated) for (const d of otherDoers) ev(d.entity, undefined, 'for', 3);
  }
  // Seeing: what the witness saw decides the side.
  const sees = hasLemma(c, SEE_VERBS) || hasLemma(c, /^(?:testify|say|tell|state|claim|report|confirm|swear)$/);
  if (sees && otherDoers.length) {
    const seen = [...deps, c];
    let side: Vote['side'] | undefined;
    let role: PersonRole | undefined = hasLemma(c, SEE_VERBS) ? 'eyewitness' : undefined;
    const supportAlibi = ALIBI_PLACES.test(deps.map(clauseText).join(' ') || '') || (/\bwith (?:him|her|me|my client|the defendant)\b/i.test(text) && /\b(?:night|evening|time|day|whole|all|entire|movies|home|dinner)\b/i.test(text));
    const aggressorOther = seen.some((d) => d !== c && actors(r, d).some((a) => isOtherPerson(a) && !otherDoers.some((o) => o.entity === a.entity)) && (AGGRESSOR.test(clauseText(d)) || hasLemma(d, HARM_VERBS)));
    const clientActs = seen.some((d) => d !== c && actors(r, d).some(isClient) && (hasLemma(d, HARM_VERBS) || hasLemma(d, /^(?:take|steal|grab|run|leave|enter|break|drive|sell|carry|hold|point|pull|fire|shoot)$/)) && !d.negated);
    const clientSeen = hasLemma(c, SEE_VERBS) && done.some(isClient);
    if (c.negated && (clientActs || clientSeen || hasLemma(c, SEE_VERBS))) side = criminal ? 'for' : undefined;
    else if (supportAlibi && deps.some((d) => actors(r, d).some(isClient) || mentionsClient(r, d) || /\bwith (?:me|her|him|them|us)\b/i.test(clauseText(d)))) {
      side = 'for';
      role = 'alibi-witness';
    } else if (aggressorOther) side = 'for';
    else if (clientActs || clientSeen) side = 'against';
    if (side || role) for (const d of otherDoers) ev(d.entity, role, side, side ? 2.5 : 1);
  }
  // The client was with someone at the time: that person is an alibi.
  if (!c.negated && doers.some(isClient) && hasLemma(c, /^(?:be|stay|spend|sleep|watch|eat|have|work)$/) && (ALIBI_PLACES.test(own) || /\b(?:that|the whole|all) (?:night|evening|day)|at the time\b/i.test(own))) {
    for (const p of ppRefs(r, c, 'with')) if (isOtherPerson(p) && p.entity) ev(p.entity, 'alibi-witness', 'for', 2.5);
  }
  // Supporting or contradicting the client's account.
  if (hasLemma(c, SUPPORT_VERBS) || SUPPORT_ACCOUNT.test(own)) {
    const aboutClient = /\b(?:his|her|my|the defendant's|my client's|our)\b/i.test(own) || done.some(isClient) || mentionsClient(r, c, true);
    if (aboutClient && !c.negated) for (const d of otherDoers) ev(d.entity, undefined, 'for', 2.5);
  }
  if (hasLemma(c, CONTRADICT_VERBS) && !c.negated) {
    const aboutClient = mentionsClient(r, c, true);
    for (const d of otherDoers) ev(d.entity, undefined, aboutClient ? 'against' : 'for', 2);
  }
  // Character witnesses.
  if (CHARACTER.test(text) && !c.negated && (hasLemma(c, /^(?:testify|say|vouch|write|speak|know|describe|will|can|be)$/) || /\bletter\b/i.test(text))) {
    if (mentionsClient(r, c, true) || deps.some((d) => mentionsClient(r, d, true)) || /\b(?:my client|him|her|me)\b/i.test(text)) {
      for (const d of otherDoers) if (!d.entity?.otherParty) ev(d.entity, 'character-witness', 'for', 2);
    }
  }
  // Someone else confessed (to what the client is accused of).
  if (hasLemma(c, /^(?:confess|admit)$/) && !c.negated) {
    for (const d of otherDoers) {
      const implicates = deps.some((x) => mentionsClient(r, x)) || /\b(?:implicat|nam(?:ed|ing) (?:him|her|my client)|blam)\w*/i.test(text);
      ev(d.entity, implicates ? 'co-defendant' : undefined, implicates ? 'against' : 'for', implicates ? 2.5 : 3);
    }
  }
  // Family: who filed against whom; what the child wants; what the evaluator recommends.
  if (!criminal) readFamilyClause(r, c, cls, ev);
  void mentionsOf;
}

function readFamilyClause(r: Reading, c: Clause, cls: Clause[], ev: (e: Entity | undefined, role: PersonRole | undefined, side: Vote['side'], weight: number) => void): void {
  const doers = actors(r, c);
  const text = scopeText(c, cls);
  const own = clauseText(c);
  const other = (ref: Ref) => isOtherPerson(ref) && !!ref.entity;
  if (hasLemma(c, /^(?:file|seek|petition|sue|ask|request|want|serve)$/) && /\b(?:against (?:me|him|her|my client)|custody|restraining|protective|divorce|support|order|visitation|paternity|modif\w+)\b/i.test(own) && !c.negated) {
    for (const d of doers) if (other(d) && !d.entity!.nouns.some((n) => PERSON_NOUNS.get(n.noun)?.family === 'child')) ev(d.entity, d.entity!.otherParty ? undefined : undefined, 'against', 2);
  }
  // The child's wishes.
  if (hasLemma(c, /^(?:want|prefer|wish|ask|say|tell)$/) && /\b(?:live|stay|be) with\b/i.test(text)) {
    for (const d of doers) {
      const e = d.entity;
      if (!e || !e.nouns.some((n) => PERSON_NOUNS.get(n.noun)?.family === 'child')) continue;
      const withWhom = cls.filter((x) => x === c || x.parent === c).flatMap((x) => ppRefs(r, x, 'with'));
      if (withWhom.some(isClient)) ev(e, 'child', 'for', 1.5);
      else if (withWhom.some((w) => w.entity && canon(w.entity).otherParty)) ev(e, 'child', 'against', 1.5);
    }
  }
  // An evaluator's recommendation.
  if (hasLemma(c, /^(?:recommend|suggest|conclude|find|report|support|favor|favour)$/)) {
    const deps = cls.filter((x) => x.parent === c);
    const withClient = [c, ...deps].some((x) => ppRefs(r, x, 'with').some(isClient) || (actors(r, x).some(isClient) && /\b(?:custody|primary|live|stay|keep)\b/i.test(clauseText(x))));
    const withOther = [c, ...deps].some((x) => ppRefs(r, x, 'with').some((w) => !!w.entity && canon(w.entity).otherParty) || (actors(r, x).some((a) => !!a.entity && canon(a.entity).otherParty) && /\b(?:custody|primary|live|stay|keep)\b/i.test(clauseText(x))));
    for (const d of doers) {
      if (!other(d) || d.entity!.otherParty) continue;
      if (withClient && !withOther) ev(d.entity, 'expert', 'for', 2.5);
      else if (withOther && !withClient) ev(d.entity, 'expert', 'against', 2.5);
    }
  }
  void text;
}
