// The people of the case: each named person (and each unnamed one the text gives a part, like
// "the CEO" cooperating against the client) with a role and a side, read from what the text
// says they did: who arrested, accused, identified, hit or was hit by the client; who says the
// client was elsewhere, saw the other man start it, or backs the client's account.
import type { Person, PersonRole, Side } from '../fact-sheet.js';
import { spanText, type Clause, type NP } from './clauses.js';
import { canon, type Entity } from './entities.js';
import {
  ACCUSE_VERBS,
  AGGRESSOR,
  AIM_VERBS,
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
import type { Sentence, Token } from './nlp.js';
import {
  blamelessAct,
  actors,
  clauseText,
  dependents,
  hasLemma,
  isClient,
  bidding,
  isOtherPerson,
  keptNorm,
  describesCharacter,
  mentionsClient,
  patients,
  possessor,
  ppRefs,
  quoteOf,
  refOf,
  scopeText,
  sourceOf,
  whereabouts,
  whereaboutsOfClient,
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
  'co-defendant',
  'complainant',
  'victim',
  'police-officer',
  'alibi-witness',
  'character-witness',
  'eyewitness',
  'expert',
  'other-parent',
  'child',
  'prosecutor',
  'judge',
  'lawyer',
  'spouse',
  'family-member',
  'witness',
  'other',
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

const SUPPORT_ACCOUNT =
  /\b(?:support|supports|supported|corroborat\w*|confirm\w*|back(?:s|ed)? up|vouch\w*|verif\w*|consistent with) (?:his|her|my|the defendant's|my client's|our|their)? ?(?:account|story|version|alibi|claim|side|testimony|statement)?/i;
const CHARACTER =
  /\b(?:character|good (?:father|mother|parent|person|man|woman|dad|mom|guy)|known (?:him|her|me|my client) for|vouch|honest|peaceful|never (?:violent|aggressive)|reputation|letter of (?:support|reference)|reference letter|great (?:father|mother|parent|dad|mom)|loving (?:father|mother|parent))\b/i;
const AGAINST_CLIENT =
  /\b(?:against (?:him|her|me|my client|the defendant|us)|for the (?:prosecution|state|government|people|commonwealth)|state's witness|prosecution witness)\b/i;
const FOR_CLIENT =
  /\b(?:for (?:him|her|me|my client|the defen[cs]e|us)|on (?:his|her|my|my client's|our) behalf|in (?:his|her|my|our) (?:favou?r|defen[cs]e)|for the defen[cs]e|defen[cs]e witness)\b/i;
const RECANT_WORDS =
  /\b(?:made (?:it|that|the whole thing|everything|it all) up|lied|recant\w*|(?:was|were|is)n'?t true|(?:was|were|is) not true|false (?:report|accusation|allegation|statement)|took it back)\b/i;
const COOPERATING =
  /\b(?:working with (?:the )?(?:da|d\.a\.|prosecut\w+|police|state|government|feds|fbi)|cooperat\w+|plea (?:deal|agreement|bargain)|took a (?:deal|plea)|flipped|turned (?:state'?s|state) evidence|immunity|agreed to testify|testify(?:ing)? for the (?:prosecution|state|government))\b/i;

const LOCATIVE = /^(?:in|near|outside|around|into|across|through|toward|towards|via|downtown)$/;
const STATUTE_AFTER = /^(?:code|penal|stat|stats|gen|laws|rev|ann|civ|fam|veh|crim|§|\d.*)$/;

/**
 * A capitalised name the text uses only as a place ("in Eau Claire", "near Isla Vista"), a
 * statute's abbreviation ("Cal. Penal Code", "Code Ann.") or a case's name ("Rodriguez v. United
 * States"), with no title and not on the form: not a person of the story.
 */
function notAPerson(r: Reading, e: Entity): boolean {
  if (!e.named || e.listed || e.otherParty || e.title || e.formField) return false;
  let seen = 0;
  for (const s of r.sentences) {
    for (const m of r.cast.mentions.get(s.id) ?? []) {
      if (!m.entity || canon(m.entity) !== e) continue;
      // Pronouns and appositions a place attracted prove nothing: only how the name itself is used counts.
      if (m.kind !== 'name') continue;
      seen++;
      const before = s.tokens[m.start - 1]?.lower ?? '';
      const after = s.tokens[m.end]?.lower ?? '';
      const next = s.tokens[m.end + 1]?.lower ?? '';
      const place = LOCATIVE.test(before);
      const statute =
        (after === '.' && (STATUTE_AFTER.test(next) || next === '')) ||
        STATUTE_AFTER.test(after) ||
        /^(?:code|stat|penal|laws|rev)$/.test(before) ||
        /\.$/.test(s.tokens[m.end - 1]?.text ?? '');
      // "Rodriguez v. United States": a case's name.
      const caseName = /^(?:v|vs)\.?$/.test(after);
      if (!place && !statute && !caseName) return false;
    }
  }
  return seen > 0;
}

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
  const people = r.cast.entities
    .map((e) => canon(e))
    .filter((e, i, a) => a.indexOf(e) === i && !e.client && !e.writer && !notAPerson(r, e));

  // What people are called: titles and descriptions.
  for (const e of people) {
    // The other party of a family matter is a spouse or the other parent unless the text calls them the
    // client's child or other kin ("our son Eli", "my brother, Dale").
    const kin = e.nouns.some((n) => /^(?:child|family-member)$/.test(PERSON_NOUNS.get(n.noun)?.family ?? ''));
    const otherPartyRole = (noun?: string): PersonRole =>
      kin
        ? 'family-member'
        : r.facts.family?.childrenInvolved || (noun && /^(?:father|mother|dad|mom|mum)$/.test(noun))
          ? 'other-parent'
          : 'spouse';
    const t = e.title ? (TITLES.get(e.title) ?? TITLES.get(`${e.title}.`)) : undefined;
    if (t?.role) vote(e, { role: t.role, weight: 1.5, sentence: e.first, event: false });
    for (const n of e.nouns) {
      const entry = PERSON_NOUNS.get(n.noun);
      if (!entry) continue;
      let role = criminal ? entry.criminal : entry.family;
      if (role === 'client') role = 'other';
      if (!criminal && (e.otherParty || canon(e) === canon(r.cast.otherParty))) role = otherPartyRole(n.noun);
      if (
        !criminal &&
        role === 'family-member' &&
        n.possessor &&
        n.possessor.nouns.some((x) => PERSON_NOUNS.get(x.noun)?.family === 'child')
      )
        role = 'other-parent';
      if (criminal && n.noun === 'officer' && /arresting/i.test(n.sentence?.text ?? ''))
        vote(e, { role: 'police-officer', side: 'against', weight: 2, sentence: n.sentence, event: true });
      vote(e, { role, weight: 1, sentence: n.sentence, event: false });
      if (n.sentence) r.used.add(n.sentence.id);
    }
    if (!criminal && e.otherParty)
      vote(e, {
        role: otherPartyRole(),
        side: 'against',
        weight: 1.5,
        sentence: e.first,
        event: false,
      });
    if (e.opposing && criminal) vote(e, { role: 'complainant', side: 'against', weight: 1.5, sentence: e.first, event: false });
    if (e.formNote) {
      const note = e.formNote.toLowerCase();
      if (/alibi/.test(note)) vote(e, { role: 'alibi-witness', side: 'for', weight: 2, event: false });
      if (/character/.test(note)) vote(e, { role: 'character-witness', side: 'for', weight: 2, event: false });
      if (/eye ?witness|saw/.test(note)) vote(e, { role: 'eyewitness', weight: 1, event: false });
    }
  }

  // A child by age: "Emma, 12,", "Liam (4)", "Jaxon, who is 5", "he is 3 now" — in a family matter, a minor is a child of the case.
  const adults = new Set<Entity>();
  if (!criminal)
    for (const e of people) {
      const age = statedAge(r, e);
      if (age === 'minor') vote(e, { role: 'child', weight: 2, event: false });
      else if (age === 'adult') adults.add(e);
    }

  // A family matter is between its parties: those who file together with the other party ("my parents,
  // Gerald and Bonnie Hollis, filed a petition") are the other side with them, not witnesses against
  // the client. Told by the other side, they are the client's co-petitioners and never witnesses;
  // told by the client, they are the opposing side and must not be either (decision 0089).
  const coParties = new Set<Entity>();
  const otherParty = r.cast.otherParty ? canon(r.cast.otherParty) : undefined;
  if (!criminal && otherParty)
    for (const s of r.sentences)
      for (const c of r.clauses.get(s.id) ?? []) {
        if (c.negated || !hasLemma(c, /^(?:file|petition|sue)$/)) continue;
        const doers = actors(r, c)
          .map((a) => (a.entity ? canon(a.entity) : undefined))
          .filter((e): e is Entity => !!e);
        if (!doers.includes(otherParty)) continue;
        for (const e of doers) if (e !== otherParty && !e.client && !e.writer) coParties.add(e);
      }

  // What people did.
  const aligned: { who: Entity; with: Entity; weight: number; sentence?: Sentence }[] = [];
  for (const s of r.sentences) {
    const cls = r.clauses.get(s.id) ?? [];
    for (const c of cls) readClause(r, c, cls, vote, aligned);
  }
  // Relations: "my buddy Marco", "my accountant Mark" lean to the client; "his mother Evelyn" to him.
  for (const e of people) {
    for (const n of e.nouns) {
      const entry = PERSON_NOUNS.get(n.noun);
      // "Our toxicologist, Dr. Voigt, will testify …" in a lawyer's account: the defence's expert.
      if (
        entry?.criminal === 'expert' &&
        !n.possessor &&
        n.sentence &&
        new RegExp(String.raw`\bour (?:own )?(?:\w+ )?${n.noun}\b`, 'i').test(n.sentence.text)
      )
        vote(e, { side: 'for', weight: 1, sentence: n.sentence, event: false });
      if (!entry || !n.possessor || (!entry.relational && !canon(n.possessor).client && !canon(n.possessor).writer)) continue;
      const owner = canon(n.possessor);
      if (
        /^(?:husband|wife|ex-husband|ex-wife|ex|spouse|boyfriend|girlfriend|ex-boyfriend|ex-girlfriend|partner|fianc[ée]e?|fiancee?)$/.test(
          n.noun,
        )
      ) {
        // A spouse who is not the other party leans to the client, a little.
        if (owner.client && !e.otherParty && !/^ex/.test(n.noun)) vote(e, { side: 'for', weight: 0.5, sentence: n.sentence, event: false });
        continue;
      }
      if (owner.client) vote(e, { side: 'for', weight: 1, sentence: n.sentence, event: false });
      // "our toxicologist", "our investigator": the writer's own expert works for the client.
      else if (owner.writer && !entry.relational && entry.criminal === 'expert')
        vote(e, { side: 'for', weight: 1, sentence: n.sentence, event: false });
      else if (!owner.writer && owner !== e) aligned.push({ who: e, with: owner, weight: 1, sentence: n.sentence });
    }
  }
  if (r.category === 'family') {
    for (const e of people)
      if (e.listed && e.first && !e.otherParty) vote(e, { side: 'for', weight: 0.5, sentence: e.first, event: false });
  }
  // A listed witness the text never names who shares the client's family name: family, writing or standing for the client.
  const family = r.cast.client.tokens.length >= 2 ? r.cast.client.tokens[r.cast.client.tokens.length - 1] : undefined;
  if (family) {
    for (const e of people)
      if (e.listed && !e.first && !e.otherParty && e.tokens.length >= 2 && e.tokens[e.tokens.length - 1] === family)
        vote(e, { role: 'family-member', side: 'for', weight: 1, event: false });
  }

  // Decide.
  const ids = new Map<Entity, string>();
  const out: Person[] = [];
  const unknownWitnesses: string[] = [];
  const bothSides: string[] = [];
  // The client is the sheet's subject, not one of its people.
  ids.set(r.cast.client, 'client');
  // "the complainant" in one field, "my girlfriend Monique" in another: one person, when only one named person can be meant.
  for (const e of people) {
    if (e.named || !e.nouns.some((n) => /^(?:complainant|accuser|victim)$/.test(n.noun))) continue;
    const named = people.filter((x) => x.named && ['complainant', 'victim'].includes(roleOf(votes.get(x) ?? [], x)));
    if (named.length !== 1) continue;
    const target = named[0]!;
    for (const v of votes.get(e) ?? []) vote(target, v);
    votes.delete(e);
    e.alias = target;
  }
  const sideOf = (e: Entity): 'for' | 'against' | undefined => {
    let f = 0;
    let a = 0;
    for (const v of votes.get(e) ?? []) {
      if (v.side === 'for') f += v.weight;
      else if (v.side === 'against') a += v.weight;
    }
    if (f === a) {
      const role = roleOf(votes.get(e) ?? [], e);
      const d = DEFAULT_SIDE[role];
      return d === 'for' || d === 'against' ? d : undefined;
    }
    return f > a ? 'for' : 'against';
  };
  // Those who side with someone take that person's side ("his mother Evelyn believes him").
  for (const edge of aligned) {
    const side = sideOf(canon(edge.with));
    if (side) vote(edge.who, { side, weight: edge.weight, sentence: edge.sentence, event: false });
  }
  for (const e of people) {
    const vs = votes.get(e) ?? [];
    const eventVotes = vs.filter((v) => v.event);
    const keep =
      e.named || e.listed || (eventVotes.some((v) => v.side === 'for' || v.side === 'against') && !e.alias) || (e.otherParty && !e.alias);
    if (!keep) continue;
    let role = roleOf(vs, e);
    // The other party of a family matter, or one who filed with them, is a party whatever else the
    // text says they did ("Judith saw the children most Sundays"): never weighed as a witness.
    if (!criminal && (e.otherParty || coParties.has(e)) && role !== 'other-parent' && role !== 'spouse') role = 'opposing-party';
    // Side: from what they did, else from the role.
    let forW = 0;
    let againstW = 0;
    let neutralW = 0;
    for (const v of vs) {
      if (v.side === 'for') forW += v.weight;
      else if (v.side === 'against') againstW += v.weight;
      else if (v.side === 'neutral') neutralW += v.weight;
    }
    // A child of a family matter is its subject, on no parent's side for being "my son" or "her
    // daughter": only what the child does (says whom they want to live with) gives a side.
    if (!criminal && role === 'child' && !adults.has(e)) {
      forW = vs.filter((v) => v.side === 'for' && v.event).reduce((n, v) => n + v.weight, 0);
      againstW = vs.filter((v) => v.side === 'against' && v.event).reduce((n, v) => n + v.weight, 0);
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
    // The other party of a family matter is the other side, whatever else the text says of them
    // ("our daughter Whitney", "a good mother"): the matter is between the two.
    if (!criminal && (e.otherParty || coParties.has(e)) && !e.client) side = 'against';
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
  // An unnamed description of someone the text also names ("the other man" and Jake Moss, both the complainant): keep the name.
  const final = out.filter((p) => {
    const e = [...ids.entries()].find(([, id]) => id === p.id)?.[0];
    if (!e || e.named || e.listed || e.otherParty) return true;
    const twin = out.find((q) => {
      if (q === p || q.role !== p.role || q.side !== p.side) return false;
      const qe = [...ids.entries()].find(([, id]) => id === q.id)?.[0];
      return !!qe && qe.named && (qe.gender === e.gender || qe.gender === '?' || e.gender === '?');
    });
    if (twin) ids.set(e, twin.id);
    return !twin;
  });
  return { people: final, unknownWitnesses, bothSides, ids };
}

const NUMBER_WORDS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
  'twenty',
];
/** A token's number as an age ("12", "two"), or undefined. */
function ageOf(t: Token | undefined): number | undefined {
  if (!t) return undefined;
  if (/^\d{1,2}$/.test(t.text)) return Number(t.text);
  const k = NUMBER_WORDS.indexOf(t.lower);
  return k >= 0 ? k : undefined;
}
const AGE_UNIT = /^(?:years?|yrs?|months?|weeks?|days?)$/;
const AGE_VERB = /^(?:is|was|'s|turned|turns)$/;

/**
 * The age the text gives a person, under 18 or not: in apposition after the name ("Emma, 12,",
 * "Aubree (6)", "Jaxon, who is 5") or as what the person is or turned ("he is 3 now", "she was 4
 * months old", "Olivia turned 18"). An age in weeks or months is a baby's.
 */
function statedAge(r: Reading, e: Entity): 'minor' | 'adult' | undefined {
  // A spouse, a parent or an officer is no minor, whatever a pronoun near an age resolved to.
  if (e.otherParty || e.client || e.title) return undefined;
  if (e.nouns.some((n) => PERSON_NOUNS.get(n.noun)?.family === 'spouse' || /^(?:mother|father|mom|dad|mum|parent)$/.test(n.noun)))
    return undefined;
  const judge = (toks: Token[], k: number, ends: RegExp): 'minor' | 'adult' | undefined => {
    const age = ageOf(toks[k]);
    const after = toks[k + 1];
    if (age === undefined) return undefined;
    if (after && AGE_UNIT.test(after.lower)) {
      // "4 months old", "12 years old"; not "3 years ago", "5 years later".
      if (!/^(?:old|now|,|\.|;|\))$/.test(toks[k + 2]?.lower ?? '.')) return undefined;
      return /^(?:years?|yrs?)$/.test(after.lower) && age >= 18 ? 'adult' : 'minor';
    }
    if (after && !ends.test(after.lower)) return undefined;
    return age < 18 ? 'minor' : 'adult';
  };
  let found: 'minor' | 'adult' | undefined;
  for (const s of r.sentences) {
    const toks = s.tokens;
    for (const m of r.cast.mentions.get(s.id) ?? []) {
      if (!m.entity || canon(m.entity) !== e || m.possessive) continue;
      let k = m.end;
      let got: 'minor' | 'adult' | undefined;
      if (m.kind === 'name' && (toks[k]?.text === ',' || toks[k]?.text === '(')) {
        // In apposition: ", 12," / "(6)" / ", who is 5".
        k++;
        if (toks[k]?.lower === 'who' && AGE_VERB.test(toks[k + 1]?.lower ?? '')) k += 2;
        got = judge(toks, k, /^(?:[,);.]|and)$/);
      } else if ((m.kind === 'name' || m.kind === 'pronoun') && AGE_VERB.test(toks[k]?.lower ?? '')) {
        // As what the person is: "he is now two", "Jaxon is 5", "Olivia turned 18".
        k++;
        if (/^(?:now|only|just|almost|nearly)$/.test(toks[k]?.lower ?? '')) k++;
        got = judge(toks, k, /^(?:[,;.]|and|now|when|in|at|the|last|this)$/);
      }
      if (got === 'adult') return 'adult';
      found ??= got;
    }
  }
  return found;
}

type VoteFn = (e: Entity | undefined, v: Vote) => void;
type Aligned = { who: Entity; with: Entity; weight: number; sentence?: Sentence }[];

/** The weightiest role, ties by priority. */
function roleOf(vs: Vote[], e: Entity): PersonRole {
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
  return role;
}

function readClause(r: Reading, c: Clause, cls: Clause[], vote: VoteFn, aligned: Aligned): void {
  const s = c.sentence;
  const criminal = r.category === 'criminal';
  const doers = actors(r, c);
  const done = patients(r, c);
  const text = scopeText(c, cls);
  const own = clauseText(c);
  const deps = dependents(c, cls);
  const otherDoers = doers.filter((d) => isOtherPerson(d) && d.entity);
  const clientDone = done.some(isClient) || ppRefs(r, c, 'against').some(isClient);
  const ev = (e: Entity | undefined, role: PersonRole | undefined, side: Vote['side'], weight: number) =>
    vote(e, { role, side, weight, sentence: s, event: true });

  // Arrest and police work done to the client (or, in a family matter, to the other party).
  if (hasLemma(c, ARREST_VERBS) && !c.negated) {
    const otherDone = done.some((p) => !!p.entity && canon(p.entity).otherParty);
    for (const d of otherDoers) {
      if (clientDone || (criminal && !done.length)) ev(d.entity, 'police-officer', 'against', clientDone ? 3 : 1);
      else if (!criminal && otherDone) ev(d.entity, 'police-officer', 'for', 3);
    }
    // "I got arrested": the one officer the case names did it.
    if (c.passive && !c.agent && clientDone) {
      const officers = r.cast.entities.map((x) => canon(x)).filter((x, i, a) => a.indexOf(x) === i && !x.client && isPoliceEntity(x));
      if (officers.length === 1) ev(officers[0], 'police-officer', 'against', 1.5);
    }
    if (c.passive && !c.agent && !criminal && done.some((p) => !!p.entity && canon(p.entity).otherParty)) {
      const officers = r.cast.entities.map((x) => canon(x)).filter((x, i, a) => a.indexOf(x) === i && !x.client && isPoliceEntity(x));
      if (officers.length === 1) ev(officers[0], 'police-officer', 'for', 1.5);
    }
  }
  const content = deps.map(clauseText).join(' ');
  // Coming forward ("two more women came forward about massages they had with him") is
  // reporting: in a criminal case, the one who comes forward accuses.
  if (
    criminal &&
    !c.negated &&
    hasLemma(c, /^(?:come|step)$/) &&
    c.verb >= 0 &&
    s.tokens[c.verb + 1]?.lower === 'forward' &&
    !RECANT_WORDS.test(content) &&
    !AGGRESSOR.test(content) &&
    !ALIBI_PLACES.test(content) &&
    !/\b(?:for|on behalf of) (?:him|her|me|my client|the defen[cs]e)\b/i.test(content)
  ) {
    const aboutClient = deps.some((d) => mentionsClient(r, d, true));
    for (const d of otherDoers) if (!isPoliceEntity(canon(d.entity!))) ev(d.entity, 'complainant', 'against', aboutClient ? 3 : 1.5);
  }
  // Going to the police about it ("a week later she went to the police") is reporting, in a criminal case.
  if (criminal && !c.negated && hasLemma(c, /^go$/) && /\bto the (?:police|cops|sheriff|detectives?)\b/i.test(own))
    for (const d of otherDoers) if (!isPoliceEntity(canon(d.entity!))) ev(d.entity, 'complainant', 'against', 1.5);
  // A heading in notes: "Alleged victim: Eleanor Whitcomb, 89".
  if (criminal && c.index === 0 && /^(?:the )?(?:alleged )?(?:victims?|complainants?|accusers?)\s*:/i.test(s.text))
    for (const m of r.cast.mentions.get(s.id) ?? [])
      if (m.entity && !isClient({ np: { start: m.start, end: m.end, head: m.end - 1, negative: false }, entity: m.entity } as Ref))
        ev(m.entity, 'complainant', 'against', 3);
  // Accusing, reporting, identifying the client.
  if (hasLemma(c, ACCUSE_VERBS) && !c.negated) {
    const identifies = hasLemma(c, /^(?:identify|recognize|recognise|pick|finger)$/);
    const aboutClient = clientDone || deps.some((d) => mentionsClient(r, d)) || (c.particle === 'out' && clientDone);
    if (aboutClient || (criminal && hasLemma(c, /^(?:report|press)$/))) {
      for (const d of otherDoers) ev(d.entity, identifies ? 'eyewitness' : 'complainant', 'against', aboutClient ? 3 : 1.5);
    }
  }
  // "X called 911 / the police".
  if (hasLemma(c, /^call$/) && /\b(?:911|police|cops|authorities)\b/i.test(own) && !c.negated) {
    if (criminal) for (const d of otherDoers) ev(d.entity, 'eyewitness', undefined, 0.5);
    else if (r.aggressor)
      for (const d of otherDoers) if (!d.entity!.otherParty) ev(d.entity, 'eyewitness', r.aggressor === 'other' ? 'for' : 'against', 2);
  }
  // Bringing the matter to the authorities ("called the police", "went to the district attorney"):
  // in a criminal case, who did so started the case against the client (a weak sign, which what
  // the person saw or says outweighs). Not when the text says someone else was the aggressor.
  if (
    criminal &&
    !c.negated &&
    hasLemma(c, /^(?:call|phone|contact|go|alert|notify)$/) &&
    AUTHORITIES.test(own) &&
    !AGGRESSOR.test(s.text) &&
    !clientDone &&
    // "called 911 and said I choked her": the call carries the accusation, read as such.
    !cls.some((x) => x !== c && SAYING.test(x.lemmas[0] ?? '') && actors(r, x).some((a) => otherDoers.some((o) => o.entity === a.entity)))
  )
    for (const d of otherDoers) if (!isPoliceEntity(canon(d.entity!))) ev(d.entity, undefined, 'against', 1.5);
  // Telling the police about the client.
  if (
    criminal &&
    hasLemma(c, /^(?:tell|report|say|explain|describe)$/) &&
    !c.negated &&
    (ppRefs(r, c, 'to')
      .concat(done)
      .some((p) => p.group === 'police' || (!!p.entity && isPoliceEntity(canon(p.entity)))) ||
      /\b(?:told|telling|tells) (?:the )?(?:police|cops|officers?|detectives?|them)\b/i.test(own))
  ) {
    if (!RECANT_WORDS.test(content) && !AGGRESSOR.test(content) && !ALIBI_PLACES.test(content))
      for (const d of otherDoers) if (!isPoliceEntity(canon(d.entity!))) ev(d.entity, undefined, 'against', 1.5);
  }
  // "Lorraine was with me all night": the client's companion, who can speak for the client.
  if (criminal && hasLemma(c, /^be$/) && !c.negated && ppRefs(r, c, 'with').some(isClient))
    for (const d of otherDoers) if (!isPoliceEntity(canon(d.entity!))) ev(d.entity, undefined, 'for', 2);
  // Saying the client did it: "she says I told her to only enter the card sales". The saying is
  // the clause's own verb (in "she heard him say", "he refused to say" the sayer is another or
  // no one); what is said is a report, not a bidding ("she told me to write the checks" is her
  // instruction, not an act of the client's she reports), and an act, not where the client was
  // ("he says I was outside with him" tells whereabouts; other rules read those).
  if (
    criminal &&
    SAYING.test(c.lemmas[0] ?? '') &&
    !c.negated &&
    !RECANT_WORDS.test(content) &&
    !ALIBI_PLACES.test(content) &&
    !AGGRESSOR.test(content)
  ) {
    const clientDid = deps.some(
      (d) => d.parent === c && !d.negated && !blamelessAct(r, d) && !bidding(d) && !whereabouts(d) && actors(r, d).some(isClient),
    );
    if (clientDid) for (const d of otherDoers) if (!isPoliceEntity(canon(d.entity!))) ev(d.entity, undefined, 'against', 1.5);
    // "She says he always followed the rules": a witness to the client's keeping to a norm.
    // So is one who says the client never did harm ("will testify that he has never threatened anyone").
    if (deps.some((d) => d.parent === c && d.negated && hasLemma(d, HARM_VERBS) && actors(r, d).some(isClient)))
      for (const d of otherDoers) if (!isPoliceEntity(canon(d.entity!))) ev(d.entity, undefined, 'for', 1.5);
    // So is one who describes the client's character ("says Marcus is a calm man").
    if (deps.some((d) => d.parent === c && (keptNorm(d) || describesCharacter(d)) && actors(r, d).some(isClient)))
      for (const d of otherDoers) if (!isPoliceEntity(canon(d.entity!))) ev(d.entity, 'character-witness', 'for', 2);
    // "He says I was outside with him": the speaker was with the client, and says so.
    const withSpeaker = deps.some(
      (d) =>
        d.parent === c &&
        !d.negated &&
        hasLemma(d, /^(?:be|stay|sit|stand|hang)$/) &&
        actors(r, d).some(isClient) &&
        ppRefs(r, d, 'with').some((w) => otherDoers.some((o) => o.entity === w.entity)),
    );
    if (withSpeaker) for (const d of otherDoers) if (!isPoliceEntity(canon(d.entity!))) ev(d.entity, 'alibi-witness', 'for', 2.5);
  }
  // Taking it back: "she made it up".
  if (
    hasLemma(c, /^(?:say|tell|write|admit|text|email|testify|recant|swear)$/) &&
    !c.negated &&
    (RECANT_WORDS.test(content) || hasLemma(c, /^recant$/))
  ) {
    for (const d of otherDoers) ev(d.entity, undefined, 'for', 6);
  }
  if (
    /\b(?:doesn'?t|does not|won'?t|will not|refuses? to) want to (?:testify|press charges|cooperate)\b|\brefuses? to testify\b/i.test(own)
  ) {
    for (const d of doers) if (isOtherPerson(d) && d.entity) ev(d.entity, undefined, 'for', 1);
  }
  // Told of another's wrong by the one who did it ("Crystal told her sister Tamara that she threw
  // the lamp first"): the one told can repeat it, for the client.
  if (criminal && hasLemma(c, /^(?:tell|text|write|admit|confess|say)$/) && !c.negated) {
    const owned = deps.some(
      (d) =>
        d.parent === c &&
        !d.negated &&
        actors(r, d).some((a) => otherDoers.some((o) => o.entity === a.entity)) &&
        (AGGRESSOR.test(clauseText(d)) || hasLemma(d, HARM_VERBS)),
    );
    if (owned)
      for (const p of [...done, ...ppRefs(r, c, 'to')])
        if (isOtherPerson(p) && p.entity && !otherDoers.some((o) => o.entity === p.entity) && !isPoliceEntity(canon(p.entity)))
          ev(p.entity, undefined, 'for', 2);
  }
  // Blaming someone else: "the doctor pressured everyone".
  if (hasLemma(c, /^(?:say|tell|testify|claim|state|confirm|know|explain)$/) && !c.negated) {
    const blames = deps.some(
      (d) =>
        !d.negated &&
        actors(r, d).some((a) => isOtherPerson(a) && !otherDoers.some((o) => o.entity === a.entity)) &&
        hasLemma(d, /^(?:pressure|force|coerce|order|instruct|direct|make|trick|manipulate|bully|intimidate)$/),
    );
    if (blames) for (const d of otherDoers) ev(d.entity, undefined, 'for', 2.5);
  }
  // Siding with someone: "his mother believes him", "she backs him up".
  if (hasLemma(c, /^(?:believe|support|back|defend|side|help|trust)$/) && !c.negated) {
    for (const d of otherDoers) {
      for (const p of [...done, ...ppRefs(r, c, 'with')]) {
        if (p.entity && canon(p.entity) !== canon(d.entity!) && !canon(p.entity).client)
          aligned.push({ who: d.entity!, with: canon(p.entity), weight: 2, sentence: s });
        else if (isClient(p)) ev(d.entity, undefined, 'for', 2);
      }
    }
  }
  // Harm: the client harmed someone (that person is the complainant's side), or someone harmed the client.
  if (hasLemma(c, HARM_VERBS)) {
    if (doers.some(isClient)) {
      for (const p of done) if (isOtherPerson(p) && p.entity) ev(p.entity, criminal ? 'victim' : undefined, 'against', 2);
      for (const p of [...ppRefs(r, c, 'at'), ...ppRefs(r, c, 'from')])
        if (isOtherPerson(p) && p.entity && hasLemma(c, /^(?:swing|throw|steal|rob)$/))
          ev(p.entity, criminal ? 'victim' : undefined, 'against', 1.5);
    } else if (c.passive && done.some((p) => isOtherPerson(p)) && (!c.agent || doers.some(isClient)) && criminal) {
      for (const p of done) if (isOtherPerson(p) && p.entity) ev(p.entity, 'victim', 'against', 1.5);
    } else if (clientDone || ppRefs(r, c, 'at').some(isClient)) {
      // Someone attacked the client: in a criminal case that person is the other side's witness; in a family case, the other party.
      for (const d of otherDoers) ev(d.entity, criminal ? 'complainant' : undefined, 'against', 2);
    } else if (criminal && otherDoers.length && AGGRESSOR.test(own) && !c.negated) {
      for (const d of otherDoers) ev(d.entity, 'complainant', 'against', 1.5);
    }
  }
  if (
    criminal &&
    /\b(?:injur\w+|hospitali[sz]ed|hurt|wounded|bleeding|stitches|broken)\b/i.test(own) &&
    c.passive === false &&
    (hasLemma(c, /^(?:be|suffer|need|require|get|go|end)$/) ||
      // "the other driver hurt his neck": an injury to one's own body.
      (hasLemma(c, /^(?:hurt|break|injure)$/) &&
        /\b(?:his|her|their) (?:neck|back|arm|leg|head|nose|jaw|wrist|ribs?|shoulder|knee|hand)\b/i.test(own)))
  ) {
    for (const d of doers) if (isOtherPerson(d) && d.entity) ev(d.entity, 'victim', 'against', 1);
  }
  // In a charge of taking by fraud or theft, whoever paid or gave the client the money or the thing
  // is the one the charge says was wronged ("she's 79 and paid me $9,000").
  if (
    criminal &&
    !c.negated &&
    hasLemma(c, /^(?:pay|give|send|wire|transfer|hand|lend|loan|invest)$/) &&
    (done.some(isClient) || ppRefs(r, c, 'to').some(isClient)) &&
    PROPERTY_CHARGE.test(`${r.facts.caseType ?? ''} ${r.facts.criminal?.chargeDetails ?? ''}`)
  )
    for (const d of otherDoers) if (!isPoliceEntity(canon(d.entity!))) ev(d.entity, 'victim', 'against', 1.5);
  // "charged with the death of his wife's cousin, Royce Tillery", "the stabbing of Ana Ruiz": the
  // one an offence is "of" is its victim (the phrase's own person, or the name set beside it).
  if (criminal && !c.negated)
    for (const p of c.pps) {
      if (p.prep !== 'of' || !OFFENCE_OF.test(s.tokens[p.np.start - 2]?.lemma ?? '')) continue;
      const ms = r.cast.mentions.get(s.id) ?? [];
      const inPhrase = ms.find((m) => !m.possessive && m.start >= p.np.start && m.end <= p.np.end && m.entity);
      const beside = s.tokens[p.np.end]?.text === ',' ? ms.find((m) => m.start === p.np.end + 1 && !m.possessive && m.entity) : undefined;
      const victim = beside?.entity ?? inPhrase?.entity;
      if (victim && !canon(victim).client && !isPoliceEntity(canon(victim))) ev(victim, 'victim', 'against', 2);
    }
  // In a charge of a death, the one who died is its victim ("The man, Dale Sutter, died at the scene").
  if (
    criminal &&
    !c.negated &&
    hasLemma(c, /^die$/) &&
    DEATH_CHARGE.test(`${r.facts.caseType ?? ''} ${r.facts.criminal?.chargeDetails ?? ''}`)
  )
    for (const d of doers) if (isOtherPerson(d) && d.entity && !isPoliceEntity(canon(d.entity))) ev(d.entity, 'victim', 'against', 1.5);
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
    const supportAlibi =
      ALIBI_PLACES.test(deps.map(clauseText).join(' ') || '') ||
      (/\bwith (?:him|her|me|my client|the defendant)\b/i.test(text) &&
        /\b(?:night|evening|time|day|whole|all|entire|movies|home|dinner|lunch)\b/i.test(text)) ||
      /\b(?:they|we) were (?:\w+ )?together\b/i.test(text);
    const aggressorOther = seen.some(
      (d) =>
        d !== c &&
        actors(r, d).some((a) => isOtherPerson(a) && !otherDoers.some((o) => o.entity === a.entity)) &&
        (AGGRESSOR.test(clauseText(d)) ||
          hasLemma(d, HARM_VERBS) ||
          quotedThreat(cls, d) ||
          (hasLemma(d, AIM_VERBS) && ppRefs(r, d, 'at').some(isClient))),
    );
    const clientActs = seen.some(
      (d) =>
        d !== c &&
        actors(r, d).some(isClient) &&
        (hasLemma(d, HARM_VERBS) ||
          hasLemma(d, /^(?:take|steal|grab|run|leave|enter|break|drive|sell|carry|hold|point|pull|fire|shoot)$/)) &&
        !d.negated,
    );
    const clientSeen =
      (hasLemma(c, SEE_VERBS) &&
        (done.some(isClient) || c.objects.some((o) => mentionsClient(r, { ...c, start: o.start, end: o.end }, true)))) ||
      deps.some(
        (d) =>
          hasLemma(d, SEE_VERBS) &&
          (patients(r, d).some(isClient) ||
            d.objects.some((o) => mentionsClient(r, { ...d, start: o.start, end: o.end }, true)) ||
            deps.some((x) => x.parent === d && actors(r, x).some(isClient))),
      );
    const perceived = [c, ...deps].some((d) => !d.negated && hasLemma(d, SEE_VERBS));
    if (c.negated && (clientActs || clientSeen || hasLemma(c, SEE_VERBS))) side = criminal ? 'for' : undefined;
    else if (!criminal && r.aggressor && perceived && !clientActs) {
      // In a family matter about one party's violence, whoever saw or heard it is the victim's witness.
      side = r.aggressor === 'other' ? 'for' : 'against';
      role = 'eyewitness';
    } else if (
      // "says I hit her at a party" places the client where the act was: no alibi.
      !clientActs &&
      supportAlibi &&
      deps.some(
        (d) =>
          otherDoers.some((o) => whereaboutsOfClient(r, d, o.entity)) ||
          mentionsClient(r, d) ||
          /\bwith (?:me|her|him|them|us)\b|\btogether\b/i.test(clauseText(d)),
      )
    ) {
      side = 'for';
      role = 'alibi-witness';
    } else if (aggressorOther) side = 'for';
    else if (clientActs || clientSeen || seesClientsThing(r, c, deps)) side = 'against';
    if (side || role) for (const d of otherDoers) ev(d.entity, role, side, side ? 2.5 : 1);
  }
  // The client was with someone at the time: that person is an alibi.
  if (
    !c.negated &&
    doers.some(isClient) &&
    hasLemma(c, /^(?:be|stay|spend|sleep|watch|eat|have|work)$/) &&
    (ALIBI_PLACES.test(own) || /\b(?:that|the whole|all) (?:night|evening|day)|at the time\b/i.test(own))
  ) {
    for (const p of ppRefs(r, c, 'with')) if (isOtherPerson(p) && p.entity) ev(p.entity, 'alibi-witness', 'for', 2.5);
  }
  // The client was at someone's home ("I was at Travis's apartment", "the friend whose apartment I
  // was at"): the host was with the client, and can say what the client did there.
  if (criminal && !c.negated && doers.some(isClient) && hasLemma(c, /^(?:be|stay|sleep|hang|spend)$/)) {
    const hosts = c.pps
      .filter((p) => /^(?:at|in)$/.test(p.prep) && HOME.test(s.tokens[p.np.head]?.lower ?? ''))
      .map((p) => possessor(r, s, p.np));
    // "whose apartment I was at": the relative's antecedent owns the place.
    if (c.link === 'whose' && c.relative && /^(?:at|in)$/.test(s.tokens[c.end - 1]?.lower ?? '') && c.parent) {
      const ante = [...c.parent.objects, ...c.parent.subjects].map((np) => refOf(r, s, np)).filter((x) => !!x && isOtherPerson(x));
      if (HOME.test(s.tokens[c.start + 1]?.lower ?? '')) hosts.push(...ante.map((x) => x!.entity));
    }
    for (const h of hosts) if (h && !canon(h).client && !isPoliceEntity(canon(h))) ev(h, undefined, 'for', 2);
  }
  // Supporting or contradicting the client's account.
  if (hasLemma(c, SUPPORT_VERBS) || SUPPORT_ACCOUNT.test(own)) {
    const aboutClient =
      /\b(?:his|her|my|the defendant's|my client's|our)\b/i.test(own) || done.some(isClient) || mentionsClient(r, c, true);
    if (aboutClient && !c.negated) for (const d of otherDoers) ev(d.entity, undefined, 'for', 2.5);
  }
  if (hasLemma(c, CONTRADICT_VERBS) && !c.negated) {
    const aboutClient = mentionsClient(r, c, true);
    for (const d of otherDoers) ev(d.entity, undefined, aboutClient ? 'against' : 'for', 2);
  }
  // Character witnesses.
  if (
    CHARACTER.test(text) &&
    !c.negated &&
    (hasLemma(c, /^(?:testify|say|vouch|write|speak|know|describe|will|can|be)$/) || /\bletter\b/i.test(text))
  ) {
    if (mentionsClient(r, c, true) || deps.some((d) => mentionsClient(r, d, true)) || /\b(?:my client|him|her|me)\b/i.test(text)) {
      for (const d of otherDoers) if (!d.entity?.otherParty) ev(d.entity, 'character-witness', 'for', 2);
    }
  }
  // Someone else confessed (to what the client is accused of), or told someone the thing was their own ("told the
  // detective the cocaine was his").
  const ownsUp =
    hasLemma(c, /^(?:say|tell|state|write|swear|claim)$/) &&
    deps.some((d) => d.parent === c && !d.negated && /\b(?:was|were|is|are) (?:all )?(?:his|hers|theirs)\b/i.test(clauseText(d)));
  if ((hasLemma(c, /^(?:confess|admit)$/) || ownsUp) && !c.negated) {
    for (const d of otherDoers) {
      const implicates = deps.some((x) => mentionsClient(r, x)) || /\b(?:implicat|nam(?:ed|ing) (?:him|her|my client)|blam)\w*/i.test(text);
      ev(d.entity, implicates ? 'co-defendant' : undefined, implicates ? 'against' : 'for', implicates ? 2.5 : 3);
    }
  }
  // Hiring an expert or investigator: who hired them decides their side.
  if (hasLemma(c, /^(?:hire|retain|engage|commission)$/) && !c.negated) {
    const side = hirerSide(r, c);
    if (side) for (const e of hired(r, c)) ev(e, 'expert', side, 2.5);
  }
  // Family: who filed against whom; what the child wants; what the evaluator recommends.
  if (!criminal) readFamilyClause(r, c, cls, ev);
}

const CLIENT_SIDE_HIRER = /^(?:we|i|us|my|our|the defen[cs]e|defen[cs]e)\b/i;
const STATE_HIRER =
  /\b(?:state|prosecut\w*|government|district attorney|d\.?a\.?|commonwealth|people|police|sheriff|fbi|irs|insurer|insurance company)\b/i;
const LAWYER_NOUN = /^(?:lawyer|attorney|counsel|defender)$/;

/**
 * Whose expert a hired person is, from who hired them: the client, the writer, "we", "my lawyer"
 * or "the defense" hire for the client; the prosecution, the state or, in a criminal case, anyone
 * else (the company that lost the money, the insurer) against; in a family matter the other party
 * or their lawyer against. A court's appointee is no one's (a family rule reads the recommendation).
 */
export function hirerSide(r: Reading, c: Clause): 'for' | 'against' | undefined {
  const np = c.passive ? c.agent : c.subjects[0];
  if (!np) return undefined;
  const doers = actors(r, c);
  if (doers.some((d) => isClient(d) || !!d.entity?.writer)) return 'for';
  for (const d of doers) {
    const e = d.entity ? canon(d.entity) : undefined;
    if (!e) continue;
    if (e.otherParty || e.opposing) return 'against';
    const lawyer = e.nouns.find((n) => LAWYER_NOUN.test(n.noun));
    if (lawyer) {
      const owner = lawyer.possessor ? canon(lawyer.possessor) : undefined;
      if (!owner || owner.client || owner.writer) return r.category === 'criminal' || owner ? 'for' : undefined;
      return 'against';
    }
  }
  const text = spanText(c.sentence.tokens, np.start, np.end);
  if (/\bcourt|judge\b/i.test(text)) return undefined;
  if (CLIENT_SIDE_HIRER.test(text)) return 'for';
  if (STATE_HIRER.test(text)) return 'against';
  // A criminal trial has two sides: an expert not the defense's is the other side's.
  return r.category === 'criminal' ? 'against' : undefined;
}

/** Who a hiring clause hired: its object, a person the clause is fronted by ("a psychologist we hired"), and a name set off after it ("a CPA, Doug Arends,"). */
export function hired(r: Reading, c: Clause): Entity[] {
  const s = c.sentence;
  const ms = r.cast.mentions.get(s.id) ?? [];
  const subject = c.passive ? c.agent : c.subjects[0];
  const out = new Set<Entity>();
  for (const m of ms) {
    if (!m.entity || m.possessive || m.kind === 'group') continue;
    const e = canon(m.entity);
    if (e.client || e.writer) continue;
    const inSubject = !!subject && m.start >= subject.start && m.end <= subject.end;
    const inClause = m.start >= c.start && m.end <= c.end && !inSubject;
    // "…hired a CPA, Doug Arends, who…": the name right after the clause, set off by a comma.
    const after = m.kind === 'name' && (m.start === c.end || (s.tokens[c.end]?.text === ',' && m.start === c.end + 1));
    if (inClause || after) out.add(e);
  }
  return [...out];
}

const AUTHORITIES =
  /\b(?:911|police|cops|sheriff(?:'s office)?|(?:district|state|county) attorney|d\.?a\.?|prosecutors?|authorities|fbi)\b/i;
const SAYING = /^(?:say|tell|claim|state|testify|allege|insist|swear)$/;
const clientThingsCache = new WeakMap<Reading, Set<string>>();
/** What the text says the client drives, owns, has, wears or carries ("I drive a silver Civic"): the head nouns. */
function clientThings(r: Reading): Set<string> {
  let out = clientThingsCache.get(r);
  if (out) return out;
  out = new Set();
  for (const s of r.sentences)
    for (const c of r.clauses.get(s.id) ?? [])
      if (!c.negated && !c.passive && hasLemma(c, /^(?:drive|own|have|wear|carry)$/) && actors(r, c).some(isClient))
        for (const o of c.objects) {
          const t = s.tokens[o.head];
          if (t && (t.pos === 'NOUN' || t.pos === 'PROPN') && !refOf(r, s, o)) out.add(t.lower);
        }
  clientThingsCache.set(r, out);
  return out;
}

/**
 * A witness saw a thing of the kind the client has ("he saw a silver Honda Civic … I drive a silver
 * Civic", "a man in a black hoodie … I own a black hoodie"): what they saw points to the client.
 */
function seesClientsThing(r: Reading, c: Clause, deps: Clause[]): boolean {
  const things = clientThings(r);
  if (!things.size) return false;
  const seeing = [c, ...deps].filter((x) => hasLemma(x, SEE_VERBS) && !x.negated);
  const seen = seeing.flatMap((x) => [
    ...x.objects,
    ...x.pps.filter((p) => p.prep === 'in').map((p) => p.np),
    ...deps.filter((d) => d.parent === x).flatMap((d) => d.subjects),
  ]);
  // "a red Jeep Cherokee" is a Jeep: any noun of the phrase may name the kind.
  return seen.some(
    (np) =>
      !refOf(r, c.sentence, np) &&
      c.sentence.tokens.slice(np.start, np.end).some((t) => (t.pos === 'NOUN' || t.pos === 'PROPN') && things.has(t.lower)),
  );
}

const PROPERTY_CHARGE =
  /\b(?:fraud|theft|larceny|embezzl\w*|scam|swindl\w*|exploitation|false pretenses|misappropriat\w*|misapplication)\b/i;
const DEATH_CHARGE = /\b(?:homicide|murder|manslaughter|vehicular homicide|death)\b/i;
/** Nouns of an offence done to a person: "the death of", "the stabbing of", "the rape of". */
const OFFENCE_OF = /^(?:death|murder|killing|shooting|stabbing|beating|assault|rape|robbery|strangulation|kidnapping|abduction)$/;
const SHOUTING = /^(?:say|scream|yell|shout|tell|threaten|holler|text|write)$/;
const QUOTE_MARKS = /^["“'‘]$/;

/**
 * A threat its speaker is heard making: a clause of saying or shouting ("Crystal screaming") right
 * before a quotation in which "I" will harm "you" ("I'll kill you", "I'm going to hurt you").
 */
function quotedThreat(cls: Clause[], d: Clause): boolean {
  if (!hasLemma(d, SHOUTING)) return false;
  const q = cls[d.index + 1];
  if (!q || q.parent || !QUOTE_MARKS.test(q.sentence.tokens[q.start]?.text ?? '')) return false;
  const toks = q.sentence.tokens;
  const subject = q.subjects[0] ? toks[q.subjects[0].head]?.lower : undefined;
  const future = q.chain.some((k) => /^(?:will|'ll|wo|gonna|going|shall)$/.test(toks[k]!.lower));
  return subject === 'i' && future && hasLemma(q, HARM_VERBS) && q.objects.some((o) => toks[o.head]?.lower === 'you');
}

export function isPoliceEntity(e: Entity): boolean {
  return (
    (!!e.title && TITLES.get(e.title)?.role === 'police-officer') ||
    (!!e.title && TITLES.get(`${e.title}.`)?.role === 'police-officer') ||
    e.nouns.some((n) => PERSON_NOUNS.get(n.noun)?.criminal === 'police-officer')
  );
}

const HOME = /^(?:house|home|place|apartment|apt|condo|trailer)$/;

function readFamilyClause(
  r: Reading,
  c: Clause,
  cls: Clause[],
  ev: (e: Entity | undefined, role: PersonRole | undefined, side: Vote['side'], weight: number) => void,
): void {
  const doers = actors(r, c);
  const text = scopeText(c, cls);
  const own = clauseText(c);
  const other = (ref: Ref) => isOtherPerson(ref) && !!ref.entity;
  if (
    hasLemma(c, /^(?:file|seek|petition|sue|ask|request|want|serve)$/) &&
    /\b(?:against (?:me|him|her|my client)|custody|restraining|protective|divorce|support|order|visitation|paternity|modif\w+)\b/i.test(
      own,
    ) &&
    !c.negated
  ) {
    for (const d of doers)
      if (other(d) && !d.entity!.nouns.some((n) => PERSON_NOUNS.get(n.noun)?.family === 'child'))
        ev(d.entity, d.entity!.otherParty ? undefined : undefined, 'against', 2);
  }
  // The child's wishes: to live with someone or at their home ("live with me", "stay at my
  // house", "move to her dad's place"), or to have what is someone's ("she wants my last name").
  if (hasLemma(c, /^(?:want|prefer|wish|ask|say|tell)$/)) {
    const scope = cls.filter((x) => x === c || x.parent === c);
    const lives = /\b(?:live|stay|be|move)\b[^.]{0,15}\b(?:with|at|to|in)\b/i.test(text);
    const whose = (np: NP) => ({ entity: possessor(r, c.sentence, np), np });
    const withWhom = [
      ...(lives ? scope.flatMap((x) => ppRefs(r, x, 'with')) : []),
      ...(lives
        ? scope.flatMap((x) =>
            x.pps
              .filter((p) => /^(?:at|to|in)$/.test(p.prep) && HOME.test(x.sentence.tokens[p.np.head]?.lower ?? ''))
              .map((p) => whose(p.np)),
          )
        : []),
      ...scope.filter((x) => hasLemma(x, /^(?:want|prefer|wish|ask)$/) && !x.negated).flatMap((x) => x.objects.map(whose)),
    ].filter((ref) => !!ref.entity);
    for (const d of doers) {
      const e = d.entity;
      if (!e || (!e.nouns.some((n) => PERSON_NOUNS.get(n.noun)?.family === 'child') && statedAge(r, canon(e)) !== 'minor')) continue;
      if (withWhom.some(isClient)) ev(e, 'child', 'for', 1.5);
      else if (withWhom.some((w) => w.entity && canon(w.entity).otherParty)) ev(e, 'child', 'against', 1.5);
    }
  }
  // An evaluator's recommendation.
  if (hasLemma(c, /^(?:recommend|suggest|conclude|find|report|support|favor|favour)$/)) {
    const deps = cls.filter((x) => x.parent === c);
    const withClient = [c, ...deps].some(
      (x) =>
        ppRefs(r, x, 'with').some(isClient) ||
        (actors(r, x).some(isClient) && /\b(?:custody|primary|live|stay|keep)\b/i.test(clauseText(x))),
    );
    const withOther = [c, ...deps].some(
      (x) =>
        ppRefs(r, x, 'with').some((w) => !!w.entity && canon(w.entity).otherParty) ||
        (actors(r, x).some((a) => !!a.entity && canon(a.entity).otherParty) &&
          /\b(?:custody|primary|live|stay|keep)\b/i.test(clauseText(x))),
    );
    // Shared custody, against what the client asks for: for a client who asks for joint custody,
    // against one who asks for sole custody.
    const shared = !withClient && !withOther && !c.negated && [c, ...deps].some((x) => SHARED_CUSTODY.test(clauseText(x)));
    const asks = r.facts.family?.custodyPreference;
    const sharedSide = shared ? (asks === 'joint' ? 'for' : asks === 'sole' ? 'against' : undefined) : undefined;
    // "Her report recommends…": the report's author recommends.
    const subject = c.subjects[0];
    const author =
      !c.passive && subject && REPORT_NOUNS.test(c.sentence.tokens[subject.head]?.lower ?? '')
        ? possessor(r, c.sentence, subject)
        : undefined;
    const recommenders = [...doers.filter(other).map((d) => canon(d.entity!)), ...(author ? [author] : [])];
    for (const e of recommenders) {
      if (e.otherParty || e.client) continue;
      if (withClient && !withOther) ev(e, 'expert', 'for', 2.5);
      else if (withOther && !withClient) ev(e, 'expert', 'against', 2.5);
      else if (sharedSide) ev(e, 'expert', sharedSide, 2.5);
    }
  }
}

const SHARED_CUSTODY =
  /\b(?:joint (?:physical |legal )?custody|shared (?:physical )?custody|equal (?:time|parenting time)|50\/50|week on,? week off)\b/i;
const REPORT_NOUNS = /^(?:report|evaluation|recommendation|assessment|study|findings|investigation)$/;
