// The offline fact reader (issue 25): reads a case — the form, the narrative, the attached
// documents — into the fact sheet the client reviews and the outcome model weighs. Pure,
// synchronous and deterministic, and it never throws (a text it cannot handle gives a sheet of
// unknowns with a flag). A 20,000-character narrative is read in full in ~40–80 ms once the
// language model is loaded (warmUp(), ~0.3 s, once per process).
//
// Libraries, and why:
// - wink-nlp with wink-eng-lite-web-model (the package infra/ai/nlp.ts already uses) does the
//   heavy lifting: sentence boundaries, tokens, universal part-of-speech tags, lemmas and
//   negation scope (its.negationFlag, checked against a negator in the clause so that the scope
//   does not leak across clauses). It tags 20,000 characters in ~25 ms. Clause structure — verb
//   chains, subjects (the noun phrase before the verb that is not inside a prepositional
//   phrase), objects, passive "by" agents, complement and relative clauses — is built on its tags
//   in clauses.ts; coreference (he/she to the nearest compatible antecedent, "my client", "the
//   defendant", "my son") in entities.ts.
// - compromise tells person names from places and organisations (#Person, #Place,
//   #Organization) and gives a first name's usual gender (#MaleName / #FemaleName). It runs on
//   short capitalised spans only, cached: over a whole 20,000-character text it costs ~200 ms
//   (and its .verbs().subjects() several seconds), more than the whole budget.
// - Kind lexicons (which nouns are forensic evidence, which verbs accuse or harm) are domain
//   vocabulary (lexicon.ts); who did what, whether it was denied, and so the direction, come from
//   the clause structure and the coreference, never from a keyword alone.
import { readSelfDefence } from './defences.js';
import { FACT_SHEET_VERSION, type EvidenceKind, type Flag, type FactSheet, type ReaderDocument } from '../fact-sheet.js';
import type { CaseFacts } from '../../jury/types.js';
import { clausesOf, type Clause } from './clauses.js';
import { CastBuilder, canon, type Entity } from './entities.js';
import { chargesInNarrative, readCharges } from './charges.js';
import { readEvidence } from './evidence.js';
import { readClientParent, readClientRole, readFamily, readIncomeGivenUp, readModification, readOtherPartyIsParent } from './family.js';
import { contradictions, coverageFlags, languageOf, namesOnly, ratingFlag } from './flags.js';
import { markNames, parseSegments, warmUp as loadModel, type Segment, type Sentence, type SourceField } from './nlp.js';
import { PERCEIVE } from './lexicon.js';
import { readPeople } from './people.js';
import { parentAgainstNonParent } from '../model/reference.js';
import { readCivil } from './civil.js';
import { readPriorRecord, readProcedural } from './record.js';
import { actors, hasLemma, type Reading } from './reading.js';

/** "Her coworker was there", "he was present": a person at the scene. */
const present = (c: Clause) =>
  c.lemmas[0] === 'be' && c.verb >= 0 && /^(?:there|present)$/.test(c.sentence.tokens[c.verb + 1]?.lower ?? '');

/** "His mom sees Caleb sometimes": a present-tense "sees" is a visit, not a witnessing. */
const habitual = (c: Clause) => /^(?:sees|hears|watches|notices|observes|spots)$/.test(c.sentence.tokens[c.verb]?.lower ?? '');

/** The sentence in which a person is the subject of a verb of perception, not negated ("saw him blocking the door"). */
function perceivedBy(r: Reading, ids: Map<Entity, string>, id: string): Sentence | undefined {
  for (const s of r.sentences)
    for (const c of r.clauses.get(s.id) ?? [])
      if (
        !c.negated &&
        ((hasLemma(c, PERCEIVE) && !habitual(c)) || present(c)) &&
        actors(r, c).some((a) => !!a.entity && ids.get(canon(a.entity)) === id)
      )
        return s;
  return undefined;
}

/** Evidence that is a person's own account: its direction is that person's side. */
const STATEMENT_KINDS = new Set<EvidenceKind>(['eyewitness', 'testimony', 'alibi', 'expert']);
/** A party's or a witness's account, and what a party admits: no corroboration of an allegation, nor a rebuttal. */
const ACCOUNTS = new Set<EvidenceKind>(['testimony', 'admission', 'confession']);
/** Roles whose side is what they say, not what they are. */
const WITNESS_ROLES = new Set<string>(['witness', 'eyewitness', 'other', 'family-member', 'alibi-witness', 'character-witness', 'expert']);

/** Loads the language model and runs the reader once on a short text, so the first real read is fast. */
export function warmUp(): void {
  loadModel();
  const sample = (caseCategory: 'criminal' | 'family') =>
    ({
      caseCategory,
      caseType: caseCategory === 'criminal' ? 'assault' : 'child-custody',
      caseTitle: 'warm-up',
      caseDescription:
        'Officer Diaz arrested Marcus after a neighbor, Jane Smith, called 911. He admitted he had two beers. His roommate later confessed the bag was his. No fingerprints were found, and the video shows the other man throw the first punch. She filed for custody and says I was drunk.',
      state: 'TX',
      city: 'Austin',
      keyWitnesses: ['Jane Smith'],
      ...(caseCategory === 'criminal'
        ? {
            criminal: {
              chargeDetails: 'Assault, Texas Penal Code 22.01(a)(1), Class A misdemeanor',
              defenseStrategy: 'Self-defense.',
              evidenceStrength: 'moderate',
            },
          }
        : { family: { relationshipStatus: 'separated', childrenInvolved: true, supportRequested: true } }),
    }) as unknown as CaseFacts;
  readFacts(sample('criminal'), []);
  readFacts(sample('family'), []);
}

export const READER = { engine: 'offline', model: 'casebook-fact-reader', version: 'reader-1' } as const;

/** Documents beyond this many characters in all are not read (the narrative always is, in full). */
const DOCUMENT_BUDGET = 60_000;

/**
 * Reads a case into a fact sheet (directions relative to the client) and flags about the reading.
 * Never throws: a text the reader cannot handle gives a sheet of unknowns and says so.
 */
export function readFacts(facts: CaseFacts, documents: ReaderDocument[]): { facts: FactSheet; flags: Flag[] } {
  // Civil matters have their own reader (civil.ts); it never throws either.
  if (facts.caseCategory === 'civil') return readCivil(facts, documents);
  try {
    return read(facts, documents);
  } catch {
    const criminal = facts.caseCategory === 'criminal';
    return {
      facts: {
        version: FACT_SHEET_VERSION,
        decisionMaker: criminal ? 'jury' : 'judge',
        clientRole: criminal ? 'defendant' : 'unknown',
        ...(criminal ? {} : { clientParent: 'unknown' as const }),
        people: [],
        evidence: [],
        charges: criminal ? safeCharges(facts.criminal?.chargeDetails) : [],
        priorRecord: { count: null, quote: '' },
        procedural: { detention: 'unknown', suppressionIssue: false, suppressionQuote: '' },
        familyFactors: [],
        understood: 0,
        reader: { ...READER },
      },
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

function safeCharges(text: string | undefined) {
  try {
    return readCharges(text).slice(0, 50);
  } catch {
    return [];
  }
}

function read(facts: CaseFacts, documents: ReaderDocument[]): { facts: FactSheet; flags: Flag[] } {
  const flags: Flag[] = [];
  // Civil matters never reach here (readFacts sends them to readCivil).
  const category = facts.caseCategory as 'criminal' | 'family';
  const segments: Segment[] = [];
  const add = (field: SourceField, text: string | undefined, document?: string) => {
    if (!text || !text.trim()) return;
    segments.push({ index: segments.length, field, text: text.replaceAll('\u0000', ' '), ...(document !== undefined ? { document } : {}) });
  };
  add('caseDescription', facts.caseDescription);
  add('additionalFactors', facts.additionalFactors);
  if (facts.criminal) {
    add('defenseStrategy', facts.criminal.defenseStrategy);
    add('chargeDetails', facts.criminal.chargeDetails);
    add('priorConvictions', facts.criminal.priorConvictions);
    add('bailStatus', facts.criminal.bailStatus);
    add('detentionDetails', facts.criminal.detentionDetails);
  }
  if (facts.family) {
    add('childrenDetails', facts.family.childrenDetails);
    add('assetDetails', facts.family.assetDetails);
    add('supportDetails', facts.family.supportDetails);
  }
  let budget = DOCUMENT_BUDGET;
  const cut: string[] = [];
  for (const d of documents) {
    const name = (d.name || 'document').slice(0, 300);
    const text = d.text ?? '';
    const letters = (text.match(/[a-z]/gi) ?? []).length;
    if (!text.trim() || letters < Math.min(20, text.trim().length) || letters / Math.max(1, text.length) < 0.2) {
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
    if (budget <= 0) {
      cut.push(name);
      continue;
    }
    if (text.length > budget) cut.push(name);
    add('document', text.slice(0, budget), name);
    budget -= Math.min(text.length, budget);
  }
  if (cut.length) {
    flags.push({
      code: 'too-long',
      severity: 'info',
      message:
        `The attached documents are long; only their first ${DOCUMENT_BUDGET.toLocaleString('en-US')} characters in all were read (not read in full: ${cut.slice(0, 5).join(', ')}). The description itself was read in full.`.slice(
          0,
          600,
        ),
    });
  }

  const sentences = parseSegments(segments);
  markNames(
    sentences,
    [facts.clientName ?? '', facts.opposingParty ?? '', ...facts.keyWitnesses].filter(
      (n) => !/^(?:the )?(?:state|people|commonwealth|united states)\b/i.test(n),
    ),
  );
  const clauses = new Map<number, Clause[]>();
  for (const s of sentences) clauses.set(s.id, clausesOf(s));
  const cast = new CastBuilder(
    { category, clientName: facts.clientName, keyWitnesses: facts.keyWitnesses, opposingParty: facts.opposingParty, city: facts.city },
    sentences,
    clauses,
  ).build();
  const r: Reading = { facts, category, sentences, clauses, cast, used: new Set() };
  const language = languageOf(sentences);

  // Family factors (whose violence the matter is about), people, then evidence (whose testimony is on which side).
  const roleRead = category === 'family' ? readClientRole(r) : undefined;
  let clientRole = category === 'criminal' ? 'defendant' : language.english ? roleRead!.role : 'unknown';
  // A parent and a non-parent over a child, and nothing said who asked: the non-parent is the one
  // asking — a grandparent or other relative is before the court on a child only by petitioning.
  if (category === 'family' && clientRole === 'unknown' && language.english) {
    const sides = { clientParent: readClientParent(r), otherPartyIsParent: readOtherPartyIsParent(r) };
    if (parentAgainstNonParent(facts.caseType, sides)) clientRole = sides.clientParent === 'other' ? 'petitioner' : 'respondent';
  }
  const family = category === 'family' ? readFamily(r, clientRole) : undefined;
  if (family) {
    // A protective order in place, or the matter's own temporary one, says whose conduct the matter
    // is about: the one it restrains.
    const byOther =
      family.factors.filter(
        (f) =>
          f.key === 'domestic-violence-by-other' ||
          ((f.key === 'threats-or-harassment' || f.key === 'protective-order') && f.direction === 'for'),
      ).length + (family.interimAgainst === 'other' ? 1 : 0);
    const byClient =
      family.factors.filter(
        (f) =>
          f.key === 'domestic-violence-by-client' ||
          ((f.key === 'threats-or-harassment' || f.key === 'protective-order') && f.direction === 'against'),
      ).length + (family.interimAgainst === 'client' ? 1 : 0);
    if (byOther > byClient) r.aggressor = 'other';
    else if (byClient > byOther) r.aggressor = 'client';
    // With no violence or threats read as a fact, the other side's allegation still says whose
    // conduct the matter is about (not that it happened: family.alleged).
    else if (byOther === 0 && family.alleged.some((f) => f.key === 'domestic-violence-by-client' || f.key === 'threats-or-harassment')) {
      r.aggressor = 'client';
      r.aggressorAlleged = true;
    }
  }
  const people = readPeople(r);
  const sides = new Map(people.people.map((p) => [p.id, p.side]));
  const ev = readEvidence(r, { ids: people.ids, sides, paternity: family?.paternity, aggressor: r.aggressor });
  if (category === 'family') {
    // A listed witness on a side, whose account the text names no evidence of: their testimony.
    // One who saw or heard what happened ("our neighbor heard the yelling and saw him blocking the
    // door", "she says she saw me slap him") is an eyewitness to it, not only a witness to character.
    for (const p of people.people) {
      if (!p.listedWitness || (p.side !== 'for' && p.side !== 'against') || p.role === 'police-officer') continue;
      if (ev.evidence.some((e) => e.whose === p.id)) continue;
      const seen = perceivedBy(r, people.ids, p.id);
      const kind: EvidenceKind = seen ? 'eyewitness' : 'testimony';
      if (ev.evidence.some((e) => e.kind === kind && e.direction === p.side)) continue;
      if (ev.evidence.length >= 100) break;
      ev.evidence.push({
        id: `e${ev.evidence.length + 1}`,
        kind,
        direction: p.side,
        whose: p.id,
        summary: `${seen ? 'An eyewitness account' : 'Testimony'} by ${p.name}${seen ? `: ${seen.text}` : ''}`.slice(0, 300),
        quote: seen ? seen.text.slice(0, 500) : p.quote,
        source: p.source,
      });
    }
  }

  if (family?.alleged.length) {
    // The other side's allegation against the client is weighed when the text also reads evidence
    // against the client that is not the accuser's own account (a police report, photographs, a
    // recording, a witness who saw it): told by the one alleging it, the same act is a fact of the
    // story, and the mirror of the same facts must weigh it too. A bare allegation, or one the text
    // answers only with the client's denial, stays out (decision 0089).
    const accuser = r.cast.otherParty ? people.ids.get(r.cast.otherParty) : undefined;
    const corroborated = ev.evidence.some(
      (e) => e.direction === 'against' && !ACCOUNTS.has(e.kind) && e.whose !== 'client' && (!accuser || e.whose !== accuser),
    );
    const rebutted = ev.evidence.some((e) => e.direction === 'for' && !ACCOUNTS.has(e.kind));
    if (corroborated && !rebutted) for (const f of family.alleged) if (!family.factors.some((x) => x.key === f.key)) family.factors.push(f);
  }

  let charges = category === 'criminal' ? readCharges(facts.criminal?.chargeDetails) : [];
  if (category === 'criminal') {
    if (charges.length) for (const s of sentences) if (s.segment.field === 'chargeDetails') r.used.add(s.id);
    if (!charges.length) {
      for (const s of sentences) {
        if (s.segment.field === 'document') continue;
        const found = chargesInNarrative(s.text);
        if (found.length) {
          charges = found;
          r.used.add(s.id);
          break;
        }
      }
    }
  }
  const priorRecord = category === 'criminal' ? readPriorRecord(r) : { count: null, quote: '' };
  if (category === 'criminal' && priorRecord.count !== null)
    for (const s of sentences) if (s.segment.field === 'priorConvictions') r.used.add(s.id);
  const procedural =
    category === 'criminal' ? readProcedural(r) : { detention: 'unknown' as const, suppressionIssue: false, suppressionQuote: '' };
  if (category === 'criminal' && procedural.detention !== 'unknown')
    for (const s of sentences) if (s.segment.field === 'bailStatus' || s.segment.field === 'detentionDetails') r.used.add(s.id);

  let evidence = ev.evidence;
  // A person whose side the text does not state, or a witness (not a party, an officer or a victim),
  // is on the side their every account points to: an eyewitness who identifies the client is
  // against, one whose account clears the client is for.
  let sheetPeople = people.people.map((p) => {
    if (p.role === 'client' || p.side === 'neutral') return p;
    if (p.side !== 'unknown' && !WITNESS_ROLES.has(p.role)) return p;
    const said = new Set(evidence.filter((e) => e.whose === p.id && STATEMENT_KINDS.has(e.kind)).map((e) => e.direction));
    said.delete('unknown');
    if (said.size !== 1) return p;
    const side = [...said][0] as 'for' | 'against';
    return { ...p, side };
  });
  const decided = new Set(sheetPeople.filter((p) => p.side !== 'unknown').map((p) => p.name));
  people.unknownWitnesses = people.unknownWitnesses.filter((n) => !decided.has(n));
  if (!language.english) {
    // Not English: keep what was read, but claim no directions the reader cannot follow.
    evidence = evidence.map((e) => ({ ...e, direction: 'unknown' as const }));
    sheetPeople = sheetPeople.map((p) => (p.role === 'client' ? p : { ...p, side: 'unknown' as const }));
  }

  const selfDefence = category === 'criminal' ? readSelfDefence(r, evidence, sheetPeople) : undefined;

  // How much was understood: content sentences that gave something.
  const content = sentences.filter((s) => s.tokens.filter((t) => /[a-z]{2}/i.test(t.text)).length >= 3);
  const usedContent = content.filter((s) => r.used.has(s.id)).length;
  const understood = content.length ? Math.round((usedContent / content.length) * 100) / 100 : 0;

  // Which parent the client is means something only where children are involved: the form says none
  // and the reading found no parent and no child, so the sheet (and the review) asks nothing of it.
  const parent = category === 'family' && language.english ? readClientParent(r) : 'unknown';
  const childless = facts.family?.childrenInvolved === false && parent === 'unknown' && !sheetPeople.some((p) => p.role === 'child');
  const sheet: FactSheet = {
    version: FACT_SHEET_VERSION,
    decisionMaker: category === 'criminal' ? 'jury' : 'judge',
    clientRole,
    ...(category === 'family'
      ? {
          ...(childless ? {} : { clientParent: parent }),
          ...(roleRead?.asks ? { clientAsks: roleRead.asks } : {}),
          ...(language.english && readOtherPartyIsParent(r) !== undefined ? { otherPartyIsParent: readOtherPartyIsParent(r)! } : {}),
          ...(language.english && readModification(r) ? { modification: true } : {}),
          ...(language.english && readIncomeGivenUp(r) ? { incomeGivenUpBy: readIncomeGivenUp(r)! } : {}),
        }
      : {}),
    ...(category === 'criminal' && language.english && selfDefence ? { selfDefence } : {}),
    people: sheetPeople.slice(0, 100),
    evidence: evidence.slice(0, 100),
    charges: charges.slice(0, 50),
    priorRecord,
    procedural,
    familyFactors: (family?.factors ?? []).slice(0, 60).map((f) => (language.english ? f : { ...f, direction: 'unknown' as const })),
    understood: Math.min(1, Math.max(0, understood)),
    reader: { ...READER },
  };

  // Flags.
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
        'The description is a list of names without saying what happened. Please describe the events: who did what, when, and what evidence there is.',
    });
  }
  if (category === 'criminal') {
    const rating = ratingFlag(facts.criminal, sheet.evidence);
    if (rating) flags.push(rating);
  }
  const contra = contradictions(r, ev, people.bothSides);
  if (contra) flags.push(contra);
  if (ev.truncated)
    flags.push({
      code: 'too-long',
      severity: 'info',
      message: 'The text names more than 100 pieces of evidence; only the first 100 are listed.',
    });
  if (category === 'family' && clientRole === 'unknown') {
    flags.push({
      code: 'role-unknown',
      severity: 'warning',
      message:
        'The description does not say who asked the court for what. Please say whether the client filed (petitioner) or is answering the other party’s filing (respondent).',
    });
  }
  flags.push(...coverageFlags(people.unknownWitnesses, sheet.understood));
  return { facts: sheet, flags };
}
