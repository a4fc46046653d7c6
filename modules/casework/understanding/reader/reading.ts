// What every rule of the reader shares: the sentences with their clauses and mentions, who the
// client is, and small helpers that answer "who is the subject of this clause", "is this the
// client", "what does this clause say, with its complements".
import type { CaseFacts } from '../../jury/types.js';
import type { FactSource } from '../fact-sheet.js';
import { spanText, type Clause, type NP } from './clauses.js';
import { canon, mentionOf, possessorOf, type Cast, type Entity, type Mention } from './entities.js';
import { HARM_VERBS } from './lexicon.js';
import type { Sentence } from './nlp.js';

export interface Reading {
  facts: CaseFacts;
  category: 'criminal' | 'family';
  sentences: Sentence[];
  clauses: Map<number, Clause[]>;
  cast: Cast;
  /** Sentences that gave the sheet something. */
  used: Set<number>;
  /** Family: whose violence or threats the matter is about, from the factors. */
  aggressor?: 'client' | 'other';
  /** The aggressor is only what the other side alleges (no factor read as a fact says so). */
  aggressorAlleged?: boolean;
}

/** Who a noun phrase is: an entity, 'group' for "two witnesses", or undefined for a thing. */
export interface Ref {
  entity?: Entity;
  group?: string;
  /** A pronoun that could not be resolved. */
  unresolved?: boolean;
  np: NP;
}

export function mentionsOf(r: Reading, s: Sentence): Mention[] {
  return r.cast.mentions.get(s.id) ?? [];
}

export function refOf(r: Reading, s: Sentence, np: NP | undefined): Ref | undefined {
  if (!np) return undefined;
  const m = mentionOf(mentionsOf(r, s), np);
  if (!m) return undefined;
  if (m.kind === 'group') return { group: m.noun ?? 'people', np };
  if (!m.entity) return { unresolved: true, np };
  return { entity: canon(m.entity), np };
}

export function possessor(r: Reading, s: Sentence, np: NP | undefined): Entity | undefined {
  const m = possessorOf(mentionsOf(r, s), np);
  return canon(m?.entity);
}

const actorCache = new WeakMap<Clause, Ref[]>();
const patientCache = new WeakMap<Clause, Ref[]>();

/** The doers of a clause: the subjects, or the "by" phrase of a passive. */
export function actors(r: Reading, c: Clause): Ref[] {
  let out = actorCache.get(c);
  if (!out) {
    const s = c.sentence;
    out = c.passive
      ? c.agent
        ? [refOf(r, s, c.agent)].filter((x): x is Ref => !!x)
        : []
      : c.subjects.map((np) => refOf(r, s, np)).filter((x): x is Ref => !!x);
    actorCache.set(c, out);
  }
  return out;
}

/** Those a clause's action is done to: the object, or the subject of a passive. */
export function patients(r: Reading, c: Clause): Ref[] {
  let out = patientCache.get(c);
  if (!out) {
    const s = c.sentence;
    out = (c.passive ? c.subjects : c.objects).map((np) => refOf(r, s, np)).filter((x): x is Ref => !!x);
    patientCache.set(c, out);
  }
  return out;
}

export function ppRefs(r: Reading, c: Clause, prep: string): Ref[] {
  return c.pps
    .filter((p) => p.prep === prep)
    .map((p) => refOf(r, c.sentence, p.np))
    .filter((x): x is Ref => !!x);
}

export const isClient = (ref: Ref | Entity | undefined): boolean => {
  if (!ref) return false;
  const e = 'np' in ref ? ref.entity : ref;
  return !!e && canon(e).client;
};

/** A person other than the client (named, described or a group). */
export const isOtherPerson = (ref: Ref | undefined): boolean =>
  !!ref && ((!!ref.entity && !canon(ref.entity).client && !ref.entity.writer) || !!ref.group);

export function hasLemma(c: Clause, set: Set<string> | RegExp): boolean {
  return c.lemmas.some((l) => (set instanceof Set ? set.has(l) : set.test(l)));
}

// Clause texts and dependents are asked for many times by different rules: computed once.
const textCache = new WeakMap<Clause, string>();
const depsCache = new WeakMap<Clause, Clause[]>();
const scopeCache = new WeakMap<Clause, string>();

export function clauseText(c: Clause): string {
  let t = textCache.get(c);
  if (t === undefined) {
    t = spanText(c.sentence.tokens, c.start, c.end);
    textCache.set(c, t);
  }
  return t;
}

/** A clause as the client wrote it (spacing included), for summaries a person reads; rules match clauseText. */
export function shownText(c: Clause): string {
  return spanText(c.sentence.tokens, c.start, c.end, true);
}

/** The clauses that complete this one (its complement, relative and adverbial clauses), recursively. */
export function dependents(c: Clause, all: Clause[]): Clause[] {
  const cached = depsCache.get(c);
  if (cached) return cached;
  const out: Clause[] = [];
  const walk = (p: Clause) => {
    for (const d of all) {
      if (d.parent === p && !out.includes(d)) {
        out.push(d);
        walk(d);
      }
    }
  };
  walk(c);
  depsCache.set(c, out);
  return out;
}

/** The clause with what it says: its own text and that of its dependents. */
export function scopeText(c: Clause, all: Clause[]): string {
  let t = scopeCache.get(c);
  if (t === undefined) {
    t = [c, ...dependents(c, all)]
      .sort((a, b) => a.start - b.start)
      .map(clauseText)
      .join(' ');
    scopeCache.set(c, t);
  }
  return t;
}

export function sourceOf(s: Sentence): FactSource {
  return s.segment.field === 'document'
    ? { field: 'document', document: (s.segment.document ?? 'document').slice(0, 300) }
    : { field: s.segment.field };
}

export function quoteOf(s: Sentence): string {
  const t = s.text.replace(/\s+/g, ' ').trim();
  return t.length <= 600 ? t : `${t.slice(0, 597)}…`;
}

/** Whether an entity appears anywhere in a clause range as a person (not only as a possessor). */
export function mentionsClient(r: Reading, c: Clause, includePossessive = false): boolean {
  return mentionsOf(r, c.sentence).some(
    (m) => m.start >= c.start && m.end <= c.end && (includePossessive || !m.possessive) && !!m.entity && canon(m.entity).client,
  );
}

export function entitiesIn(r: Reading, c: Clause): Entity[] {
  return mentionsOf(r, c.sentence)
    .filter((m) => m.start >= c.start && m.end <= c.end && m.entity)
    .map((m) => canon(m.entity!));
}

/**
 * "Her assistant says she was out of the country": a witness's statement of where "she" was is,
 * in a criminal case, about the accused when the pronoun fits the client too — a witness reports
 * the defendant's whereabouts, rarely their own. True when the clause's subject is the client, or
 * such a pronoun resolved to the speaker.
 */
export function whereaboutsOfClient(r: Reading, d: Clause, speaker: Entity | undefined): boolean {
  const doers = actors(r, d);
  if (doers.some(isClient)) return true;
  if (!speaker || r.category !== 'criminal') return false;
  const np = d.subjects[0];
  if (!np) return false;
  const t = d.sentence.tokens[np.head];
  if (!t || !/^(?:he|she)$/.test(t.lower)) return false;
  const g = t.lower === 'he' ? 'm' : 'f';
  const client = r.cast.client;
  return doers.some((x) => x.entity && canon(x.entity) === canon(speaker)) && (client.gender === g || client.gender === '?');
}

/**
 * The first of a run of coordinated verbs sharing one subject ("he says I slapped him and
 * threatened him": "threatened" runs from "slapped"), whose parent is the run's parent too.
 */
export function coordinationHead(r: Reading, c: Clause): Clause {
  const cls = r.clauses.get(c.sentence.id) ?? [];
  let from = c;
  for (let k = 0; from.inheritedSubject && !from.parent && /^(?:and|or|then)$/.test(from.link) && k < 4; k++) {
    const prev = cls[from.index - 1];
    if (!prev) break;
    from = prev;
  }
  return from;
}

/**
 * What the client is said to have done, read for blame: leaving, backing away, waiting, calling
 * for help, or "one beer" (outside a drunk-driving charge) is no act held against the client.
 */
const BLAMELESS_ACTS =
  /^(?:leave|try|walk|retreat|back|wait|sleep|help|call|ask|beg|apologize|apologise|calm|protect|defend|stay|sit|stand)$/;
const ONE_DRINK = /\b(?:only|just|one|a single|a|half a)\s+(?:beer|drink|glass|shot|sip|cocktail|margarita)\b/i;
const DRUNK_DRIVING = /\b(?:dui|dwi|owi|ovi|driving (?:under|while)|intoxicat\w*|drunk driving)\b/i;

/** Keeping to a norm: following the rules, obeying the order, complying with the policy. */
const KEEPING = /^(?:follow|obey|comply|observe|respect|keep|honor|honour)$/;
const NORMS =
  /^(?:rules?|procedures?|protocols?|policy|policies|laws?|instructions?|orders?|guidelines?|regulations?|codes?|terms|conditions|directions|requirements?|standards?)$/;

/** "He always followed the draping rules", "she complied with the order": keeping to a norm, no wrong. */
export function keptNorm(d: Clause): boolean {
  const main = d.lemmas.filter((l) => l !== 'be' && l !== 'have' && l !== 'do');
  return (
    !d.negated &&
    main.length === 1 &&
    KEEPING.test(main[0]!) &&
    [...d.objects, ...d.pps.filter((p) => p.prep === 'with').map((p) => p.np)].some((np) =>
      NORMS.test(d.sentence.tokens[np.head]?.lower ?? ''),
    )
  );
}

/** States that tell against whoever is in them ("drunk", "angry", "armed"). */
const BAD_STATES =
  /^(?:drunk|intoxicated|high|impaired|wasted|buzzed|angry|mad|furious|enraged|aggressive|violent|hostile|belligerent|combative|agitated|upset|erratic|jealous|dangerous|abusive|threatening|armed|guilty|responsible|nervous|evasive|uncooperative)$/;
const PERSON_KINDS =
  /^(?:man|woman|person|guy|gentleman|lady|father|mother|dad|mom|parent|neighbor|neighbour|worker|employee|husband|wife|son|daughter|friend|kid|boy|girl|student|citizen|member|one|soul)$/;

/**
 * A description of someone's character, not an act: a bare copula with an adjective predicate and
 * no noun but a kind of person ("is a calm man", "was always gentle", "is honest and hard-working"),
 * none of whose adjectives is a bad state ("was drunk", "was angry").
 */
export function describesCharacter(d: Clause): boolean {
  if (d.negated || d.passive || d.verb < 0 || !d.lemmas.every((l) => l === 'be')) return false;
  const tokens = d.sentence.tokens;
  const last = d.chain[d.chain.length - 1] ?? d.verb;
  const pred = tokens.slice(last + 1, d.end).filter((t) => t.pos !== 'PUNCT');
  if (!pred.length || !pred.some((t) => t.pos === 'ADJ')) return false;
  return pred.every(
    (t) =>
      (t.pos === 'ADJ' && !BAD_STATES.test(t.lower)) ||
      t.pos === 'DET' ||
      t.pos === 'ADV' ||
      t.pos === 'CCONJ' ||
      (t.pos === 'NOUN' && PERSON_KINDS.test(t.lemma)),
  );
}

export function blamelessAct(r: Reading, d: Clause): boolean {
  const main = d.lemmas.filter((l) => l !== 'be' && l !== 'have' && l !== 'do');
  if (main.length && main.every((l) => BLAMELESS_ACTS.test(l))) return true;
  if (keptNorm(d) || describesCharacter(d)) return true;
  if (d.lemmas.some((l) => l === 'have' || l === 'drink') && !main.some((l) => l !== 'drink')) {
    const text = clauseText(d);
    return ONE_DRINK.test(text) && !DRUNK_DRIVING.test(`${r.facts.caseType ?? ''} ${r.facts.criminal?.chargeDetails ?? ''}`);
  }
  return false;
}

const PLACE_ADVERBS = /^(?:outside|inside|home|there|here|upstairs|downstairs|out|in|away|back|asleep|around)$/;

/** A bidding or a permission, not a report: an infinitive ("told me | to write the checks") or a bare modal ("said I could"). */
export function bidding(d: Clause): boolean {
  const first = d.chain[0];
  if (first !== undefined && d.sentence.tokens[first - 1]?.lower === 'to' && d.sentence.tokens[first - 1]?.pos === 'PART') return true;
  // A permission or a possibility, not a deed: "she said I could", "he says I may leave".
  return (
    d.chain.length > 0 &&
    d.chain.every((i) => /^(?:could|can|may|might)$/.test(d.sentence.tokens[i]!.lower) || d.sentence.tokens[i]!.pos === 'VERB') &&
    d.chain.some((i) => /^(?:could|can|may|might)$/.test(d.sentence.tokens[i]!.lower))
  );
}

/**
 * Where someone was, not what they did: "be" with a place ("I was outside", "he was at home",
 * "I was on the porch with him") and no other verb.
 */
export function whereabouts(d: Clause): boolean {
  if (d.lemmas.length !== 1 || d.verb < 0) return false;
  const toks = d.sentence.tokens;
  const next = toks[d.verb + 1];
  // Going somewhere: "he came home at 10:30", "she went back to her apartment".
  if (/^(?:come|go|get|arrive|return|head|walk)$/.test(d.lemmas[0]!))
    return (!!next && PLACE_ADVERBS.test(next.lower)) || d.pps.some((p) => p.prep === 'to' || p.prep === 'at');
  if (d.lemmas[0] !== 'be') return false;
  if (next && PLACE_ADVERBS.test(next.lower)) return true;
  const placePrep = /^(?:at|in|on|inside|outside|near|by|with)$/;
  return !!next && placePrep.test(next.lower) && d.pps.some((p) => placePrep.test(p.prep));
}

/**
 * A note's verb of harm with nobody after it ("client choked in the kitchen", "mother struck twice"):
 * a reduced passive whose subject is the one harmed (decision 0080). Only a noun subject right before
 * the verb (a pronoun's "he choked" is too unsure) and only a past form with no object right after it.
 */
export function isReducedPassive(c: Clause): boolean {
  const toks = c.sentence.tokens;
  if (c.passive || c.verb < 0 || c.chain.length !== 1 || !c.subjects.length) return false;
  const v = toks[c.verb]!;
  if (!HARM_VERBS.has(v.lemma) || !/(?:ed|struck|beaten|hit|hurt|cut|thrown|threw)$/.test(v.lower)) return false;
  const subject = c.subjects[0]!;
  if (toks[subject.head]?.pos === 'PRON' || subject.end !== c.verb) return false;
  const next = toks[c.verb + 1];
  return !(next && /^(?:PRON|PROPN|NOUN|DET|NUM)$/.test(next.pos));
}
