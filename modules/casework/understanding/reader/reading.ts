// What every rule of the reader shares: the sentences with their clauses and mentions, who the
// client is, and small helpers that answer "who is the subject of this clause", "is this the
// client", "what does this clause say, with its complements".
import type { CaseFacts } from '../../jury/types.js';
import type { FactSource } from '../fact-sheet.js';
import { spanText, type Clause, type NP } from './clauses.js';
import { canon, mentionOf, possessorOf, type Cast, type Entity, type Mention } from './entities.js';
import type { Sentence } from './nlp.js';

export interface Reading {
  facts: CaseFacts;
  category: 'criminal' | 'family';
  sentences: Sentence[];
  clauses: Map<number, Clause[]>;
  cast: Cast;
  /** Sentences that gave the sheet something. */
  used: Set<number>;
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

/** The doers of a clause: the subjects, or the "by" phrase of a passive. */
export function actors(r: Reading, c: Clause): Ref[] {
  const s = c.sentence;
  if (c.passive) return c.agent ? [refOf(r, s, c.agent)].filter((x): x is Ref => !!x) : [];
  return c.subjects.map((np) => refOf(r, s, np)).filter((x): x is Ref => !!x);
}

/** Those a clause's action is done to: the object, or the subject of a passive. */
export function patients(r: Reading, c: Clause): Ref[] {
  const s = c.sentence;
  if (c.passive) return c.subjects.map((np) => refOf(r, s, np)).filter((x): x is Ref => !!x);
  return c.objects.map((np) => refOf(r, s, np)).filter((x): x is Ref => !!x);
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
export const isOtherPerson = (ref: Ref | undefined): boolean => !!ref && ((!!ref.entity && !canon(ref.entity).client && !ref.entity.writer) || !!ref.group);

export function hasLemma(c: Clause, set: Set<string> | RegExp): boolean {
  return c.lemmas.some((l) => (set instanceof Set ? set.has(l) : set.test(l)));
}

export function clauseText(c: Clause): string {
  return spanText(c.sentence.tokens, c.start, c.end);
}

/** The clauses that complete this one (its complement, relative and adverbial clauses), recursively. */
export function dependents(c: Clause, all: Clause[]): Clause[] {
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
  return out;
}

/** The clause with what it says: its own text and that of its dependents. */
export function scopeText(c: Clause, all: Clause[]): string {
  return [c, ...dependents(c, all)]
    .sort((a, b) => a.start - b.start)
    .map(clauseText)
    .join(' ');
}

export function sourceOf(s: Sentence): FactSource {
  return s.segment.field === 'document' ? { field: 'document', document: (s.segment.document ?? 'document').slice(0, 300) } : { field: s.segment.field };
}

export function quoteOf(s: Sentence): string {
  const t = s.text.replace(/\s+/g, ' ').trim();
  return t.length <= 600 ? t : `${t.slice(0, 597)}…`;
}

/** Whether an entity appears anywhere in a clause range as a person (not only as a possessor). */
export function mentionsClient(r: Reading, c: Clause, includePossessive = false): boolean {
  return mentionsOf(r, c.sentence).some((m) => m.start >= c.start && m.end <= c.end && (includePossessive || !m.possessive) && !!m.entity && canon(m.entity).client);
}

export function entitiesIn(r: Reading, c: Clause): Entity[] {
  return mentionsOf(r, c.sentence)
    .filter((m) => m.start >= c.start && m.end <= c.end && m.entity)
    .map((m) => canon(m.entity!));
}
