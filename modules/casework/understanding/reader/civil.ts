// The civil fact reader (issue 32): reads a civil case — the narrative, the Civil Case Details
// (claims, what the other side says, the evidence) and the attached documents — into the same
// fact sheet the criminal and family readers fill. A civil case is one party against another, as a
// family matter is, so the people and the evidence are read with the shared reader's two-party
// reading (clauses, coreference, negation; people.ts and evidence.ts), and the form's structure
// answers what the text leaves open: an item read in "what the other side says" with no direction
// the clause could give is the other side's (against the client); one in the client's own claims
// or evidence list is the client's (for). The client's role and the amount come from the form;
// the court (small claims or not, bench or jury) from the state's tables. Pure, deterministic,
// and it never throws.
import { FACT_SHEET_VERSION, type EvidenceItem, type FactSheet, type Flag, type ReaderDocument } from '../fact-sheet.js';
import { US_STATES, type CaseFacts } from '../../jury/types.js';
import { civilCourtOf } from '../model/civil-court.js';
import { clausesOf, type Clause } from './clauses.js';
import { CastBuilder } from './entities.js';
import { readEvidence } from './evidence.js';
import { contradictions, coverageFlags, languageOf, namesOnly } from './flags.js';
import { markNames, parseSegments, type Segment, type SourceField } from './nlp.js';
import { readPeople } from './people.js';
import { actors, quoteOf, type Reading } from './reading.js';
import { EVIDENCE_NOUNS, NEGATORS } from './lexicon.js';

export const CIVIL_READER = { engine: 'offline', model: 'casebook-fact-reader', version: 'reader-1-civil-1' } as const;

/** Documents beyond this many characters in all are not read (as the criminal and family reader). */
const DOCUMENT_BUDGET = 60_000;

/** Evidence that is a record or a thing: it helps the party who holds it and brings it to court. */
const HELD_KINDS: ReadonlySet<EvidenceItem['kind']> = new Set(['records', 'digital', 'video', 'physical', 'forensic', 'expert']);

/** Which way an item read in a form field points: the field says whose it is. */
const FIELD_DIRECTION: Partial<Record<SourceField, 'for' | 'against'>> = {
  claims: 'for',
  civilEvidence: 'for',
  otherSideSays: 'against',
};

const KIND_WORDS: Record<EvidenceItem['kind'], string> = {
  video: 'Video',
  eyewitness: 'An eyewitness',
  forensic: 'Forensic evidence',
  confession: 'A confession',
  admission: 'An admission',
  records: 'Records',
  digital: 'Messages or photos',
  alibi: 'An alibi',
  expert: 'An expert',
  physical: 'Physical evidence',
  testimony: 'Testimony',
};

/**
 * The evidence a list names ("Move-out photos, the lease, and his text"): each part that names a
 * kind of evidence (the shared reader's vocabulary, EVIDENCE_NOUNS) is one item, on the side the
 * field says; a part that denies it ("nothing in writing", "no receipt") names none.
 */
export function listedEvidence(text: string | undefined, field: 'civilEvidence' | 'otherSideSays'): Omit<EvidenceItem, 'id'>[] {
  if (!text?.trim()) return [];
  const out: Omit<EvidenceItem, 'id'>[] = [];
  const parts = text
    .split(/[;,.]|\band\b|\bplus\b/i)
    .map((p) => p.trim())
    .filter(Boolean);
  for (const part of parts) {
    const words = part
      .toLowerCase()
      .replace(/[’']s\b/g, '')
      .split(/[^a-z0-9-]+/)
      .filter(Boolean);
    if (words.some((w) => NEGATORS.has(w))) continue;
    const lemmas = words.map((w) => w.replace(/(?:es|s)$/, ''));
    let kind: EvidenceItem['kind'] | undefined;
    for (let i = 0; i < words.length && !kind; i++) {
      const two = i + 1 < words.length ? `${lemmas[i]} ${lemmas[i + 1]}` : '';
      kind = (two && EVIDENCE_NOUNS.get(two)) || EVIDENCE_NOUNS.get(words[i]!) || EVIDENCE_NOUNS.get(lemmas[i]!);
    }
    if (!kind) continue;
    out.push({
      kind,
      direction: FIELD_DIRECTION[field]!,
      whose: field === 'civilEvidence' ? 'client' : 'other',
      summary: `${KIND_WORDS[kind]}: ${part}`.slice(0, 300),
      quote: part.slice(0, 600),
      source: { field },
    });
  }
  return out;
}

function emptySheet(facts: CaseFacts): FactSheet {
  const court = courtOf(facts);
  return {
    version: FACT_SHEET_VERSION,
    decisionMaker: court.decisionMaker,
    clientRole: facts.civil?.clientRole ?? 'unknown',
    ...(facts.civil ? { amountInDispute: facts.civil.amountInDispute } : {}),
    people: [],
    evidence: [],
    charges: [],
    priorRecord: { count: null, quote: '' },
    procedural: { detention: 'unknown', suppressionIssue: false, suppressionQuote: '' },
    familyFactors: [],
    understood: 0,
    reader: { ...CIVIL_READER },
  };
}

function courtOf(facts: CaseFacts) {
  return civilCourtOf(facts.caseType, facts.state, facts.civil?.amountInDispute ?? 0, US_STATES.get(facts.state) ?? facts.state);
}

/** Reads a civil case into a fact sheet (directions relative to the client). Never throws. */
export function readCivil(facts: CaseFacts, documents: readonly ReaderDocument[]): { facts: FactSheet; flags: Flag[] } {
  try {
    return read(facts, documents);
  } catch {
    return {
      facts: emptySheet(facts),
      flags: [
        {
          code: 'little-understood',
          severity: 'warning',
          message: 'The reader could not read this description. Please review the fact sheet and fill it in by hand.',
        },
      ],
    };
  }
}

function read(facts: CaseFacts, documents: readonly ReaderDocument[]): { facts: FactSheet; flags: Flag[] } {
  const flags: Flag[] = [];
  const segments: Segment[] = [];
  const add = (field: SourceField, text: string | undefined, document?: string) => {
    if (!text || !text.trim()) return;
    segments.push({ index: segments.length, field, text: text.replaceAll('\u0000', ' '), ...(document !== undefined ? { document } : {}) });
  };
  add('caseDescription', facts.caseDescription);
  add('claims', facts.civil?.claims);
  add('otherSideSays', facts.civil?.otherSideSays);
  add('civilEvidence', facts.civil?.evidence);
  add('additionalFactors', facts.additionalFactors);
  let budget = DOCUMENT_BUDGET;
  for (const d of documents) {
    const name = (d.name || 'document').slice(0, 300);
    const text = d.text ?? '';
    const letters = (text.match(/[a-z]/gi) ?? []).length;
    if (!text.trim() || letters / Math.max(1, text.length) < 0.2) {
      flags.push({
        code: 'document-unreadable',
        severity: 'warning',
        message:
          `No readable text was found in “${name}”, so it was not read. If it is a scan, try a clearer copy or type out what matters.`.slice(
            0,
            600,
          ),
      });
      continue;
    }
    if (budget <= 0) break;
    add('document', text.slice(0, budget), name);
    budget -= Math.min(text.length, budget);
  }

  const sentences = parseSegments(segments);
  markNames(sentences, [facts.clientName ?? '', facts.opposingParty ?? '', ...facts.keyWitnesses]);
  const clauses = new Map<number, Clause[]>();
  for (const s of sentences) clauses.set(s.id, clausesOf(s));
  // One party against another: the two-party reading the family reader uses (the opposing party
  // is the other side, not a witness).
  const category = 'family' as const;
  const cast = new CastBuilder(
    { category, clientName: facts.clientName, keyWitnesses: facts.keyWitnesses, opposingParty: facts.opposingParty, city: facts.city },
    sentences,
    clauses,
  ).build();
  const r: Reading = { facts, category, sentences, clauses, cast, used: new Set() };
  const language = languageOf(sentences);
  const people = readPeople(r);
  const sides = new Map(people.people.map((p) => [p.id, p.side]));
  const ev = readEvidence(r, { ids: people.ids, sides });

  // The two-party reading calls the other side a spouse or the other parent; in a civil case they
  // are the opposing party (a party, not a witness).
  const opposing = (facts.opposingParty ?? '').toLowerCase();
  let sheetPeople = people.people.map((p) =>
    p.role === 'spouse' || p.role === 'other-parent' || (opposing && p.name.toLowerCase() === opposing)
      ? { ...p, role: 'opposing-party' as const, side: p.side === 'unknown' ? ('against' as const) : p.side }
      : p,
  );
  const opposingIds = new Set(sheetPeople.filter((p) => p.role === 'opposing-party').map((p) => p.id));
  /** Who acts first in the sentence an item was read from: 'client', a person's id, or undefined. */
  const holderOf = (quote: string): string | undefined => {
    const s = sentences.find((x) => quoteOf(x) === quote);
    if (!s) return undefined;
    for (const c of clauses.get(s.id) ?? []) {
      const entity = actors(r, c).find((a) => a.entity)?.entity;
      if (!entity) continue;
      if (entity.client) return 'client';
      return people.ids.get(entity);
    }
    return undefined;
  };
  // The evidence list and the other side's account are read as lists (what each names), below;
  // the claims are what is asked, not evidence of it.
  const narrative = ev.evidence.filter((e) => !(e.source.field in FIELD_DIRECTION));
  let evidence: EvidenceItem[] = narrative.flatMap((e): EvidenceItem[] => {
    // A party's own account is the dispute itself, not evidence of it: the base rate weighs it.
    if (e.kind === 'testimony' && (e.whose === 'client' || opposingIds.has(e.whose))) return [];
    // The other side's admission helps the client.
    if ((e.kind === 'admission' || e.kind === 'confession') && opposingIds.has(e.whose)) return [{ ...e, direction: 'for' }];
    // A record, a recording or a thing helps whoever holds it: the item's owner, else the one who
    // acts in its sentence ("He sent an itemized statement", "The company has video").
    if (HELD_KINDS.has(e.kind)) {
      const holder = e.whose === 'client' || opposingIds.has(e.whose) ? e.whose : holderOf(e.quote);
      if (holder === 'client') return [{ ...e, direction: 'for' }];
      if (holder && opposingIds.has(holder)) return [{ ...e, direction: 'against' }];
    }
    return [e];
  });
  for (const field of ['civilEvidence', 'otherSideSays'] as const) {
    const text = field === 'civilEvidence' ? facts.civil?.evidence : facts.civil?.otherSideSays;
    for (const item of listedEvidence(text, field)) {
      if (evidence.length >= 100) break;
      evidence.push({ ...item, id: `e${evidence.length + 1}` });
    }
  }
  // A listed witness on a side whose account the text names no evidence of: their testimony.
  for (const p of sheetPeople) {
    if (!p.listedWitness || p.role === 'opposing-party' || (p.side !== 'for' && p.side !== 'against')) continue;
    if (evidence.some((e) => e.whose === p.id) || evidence.length >= 100) continue;
    evidence.push({
      id: `e${evidence.length + 1}`,
      kind: 'testimony',
      direction: p.side,
      whose: p.id,
      summary: `Testimony by ${p.name}`.slice(0, 300),
      quote: p.quote,
      source: p.source,
    });
  }
  if (!language.english) {
    evidence = evidence.map((e) => ({ ...e, direction: 'unknown' as const }));
    sheetPeople = sheetPeople.map((p) => (p.role === 'client' ? p : { ...p, side: 'unknown' as const }));
  }

  const content = sentences.filter((s) => s.tokens.filter((t) => /[a-z]{2}/i.test(t.text)).length >= 3);
  const usedContent = content.filter((s) => r.used.has(s.id)).length;
  const understood = content.length ? Math.round((usedContent / content.length) * 100) / 100 : 0;

  const sheet: FactSheet = {
    ...emptySheet(facts),
    people: sheetPeople.slice(0, 100),
    evidence: evidence.slice(0, 100),
    understood: Math.min(1, Math.max(0, understood)),
  };

  if (!language.english) {
    flags.push({
      code: 'not-english',
      severity: 'warning',
      message:
        'Most of the description is not in English. The reader could place only names and a few facts; please add an English summary or check every item.',
    });
  }
  if (namesOnly(r)) {
    flags.push({
      code: 'names-only',
      severity: 'warning',
      message:
        'The description is a list of names without saying what happened. Please describe the dispute: who agreed to what, what happened, and what records exist.',
    });
  }
  const contra = contradictions(r, ev, people.bothSides);
  if (contra) flags.push(contra);
  flags.push(...coverageFlags(people.unknownWitnesses, sheet.understood));
  return { facts: sheet, flags };
}
