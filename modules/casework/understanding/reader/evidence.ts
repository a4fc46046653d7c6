// The evidence of the case: each piece the text names, with its kind (from the domain's
// vocabulary), whose statement or conduct it is (the subject of the verb, the possessor of the
// noun), and its direction for or against the client, read from who did what: "his roommate
// confessed" is someone else's confession (for the client); "no fingerprints were found" is no
// evidence against; DNA that "excluded" him, video that "shows the other man throw the first
// punch", receipts that place him elsewhere are for; otherwise, in a criminal case, incriminating
// evidence is against the client. In a family case it is for whichever side it supports.
import type { Direction, EvidenceItem, EvidenceKind, Side } from '../fact-sheet.js';
import { chunk, spanText, type Clause, type NP } from './clauses.js';
import { canon, type Entity } from './entities.js';
import { AGGRESSOR, ALIBI_PLACES, CHALLENGE, EVIDENCE_NOUNS, EXCULPATORY, HARM_VERBS, PERSON_NOUNS, SEE_VERBS } from './lexicon.js';
import type { Sentence } from './nlp.js';
import {
  actors,
  clauseText,
  dependents,
  hasLemma,
  isClient,
  isOtherPerson,
  mentionsClient,
  patients,
  possessor,
  ppRefs,
  quoteOf,
  refOf,
  scopeText,
  sourceOf,
  type Reading,
  type Ref,
} from './reading.js';

export interface EvidenceResult {
  evidence: EvidenceItem[];
  /** Statements asserted and denied, for the contradiction flag. */
  assertions: { whose: string; kind: EvidenceKind; negated: boolean; sentence: Sentence }[];
  truncated: boolean;
}

export interface EvidenceContext {
  ids: Map<Entity, string>;
  sides: Map<string, Side>;
  /** Family: the direction of a paternity test for the client, if any stance is known. */
  paternity?: (excluded: boolean) => Direction;
}

const BIGRAMS = new Map<string, EvidenceKind>([
  ['police report', 'records'],
  ['incident report', 'records'],
  ['cps report', 'records'],
  ['lab report', 'forensic'],
  ['lab result', 'forensic'],
  ['lab test', 'forensic'],
  ['toxicology report', 'forensic'],
  ['autopsy report', 'forensic'],
  ['text message', 'digital'],
  ['bank statement', 'records'],
  ['bank record', 'records'],
  ['credit card', 'records'],
  ['cell phone', 'digital'],
  ['phone record', 'digital'],
  ['phone data', 'digital'],
  ['phone location', 'digital'],
  ['phone extraction', 'digital'],
  ['dna test', 'forensic'],
  ['dna testing', 'forensic'],
  ['paternity test', 'forensic'],
  ['blood test', 'forensic'],
  ['breath test', 'forensic'],
  ['drug test', 'forensic'],
  ['drug screen', 'forensic'],
  ['urine test', 'forensic'],
  ['hair follicle', 'forensic'],
  ['body camera', 'video'],
  ['dash camera', 'video'],
  ['security camera', 'video'],
  ['surveillance video', 'video'],
  ['surveillance footage', 'video'],
  ['security footage', 'video'],
  ['doorbell camera', 'video'],
  ['social media', 'digital'],
  ['medical record', 'records'],
  ['school record', 'records'],
  ['rape kit', 'forensic'],
  ['shell casing', 'physical'],
  ['photo array', 'eyewitness'],
  ['photo lineup', 'eyewitness'],
  ['gunshot residue', 'forensic'],
  ['cell tower', 'digital'],
  ['location data', 'digital'],
  ['call log', 'digital'],
  ['ankle monitor', 'digital'],
  ['custody evaluation', 'expert'],
  ['psychological evaluation', 'expert'],
  ['home study', 'expert'],
  ['expert witness', 'expert'],
  ['medical examiner', 'expert'],
  ['pay stub', 'records'],
  ['tax return', 'records'],
]);

const AMBIGUOUS_SINGLE = new Set(['phone', 'check', 'bill', 'post', 'record', 'statement', 'report', 'print', 'hair', 'fiber', 'text', 'message', 'chat', 'picture', 'photo', 'photograph', 'document', 'contract', 'log', 'certificate', 'evaluation', 'assessment', 'psychologist', 'psychiatrist', 'expert', 'bat', 'mask', 'glove', 'drug', 'pill']);
const PHYSICAL_FOUND = /\b(?:found|find|finds|recovered|seized|discovered|located|confiscated|collected|impounded|in (?:his|her|my|the|their) (?:car|truck|vehicle|pocket|pockets|possession|bag|backpack|purse|apartment|house|home|room|bedroom|trunk|waistband|glove ?box|jacket|closet|garage|locker)|on (?:him|her|me|his person|her person)|(?:was|were) stolen|stolen (?:from|property|goods|items|merchandise|car|vehicle)|had (?:a|the|some|\d+)|possess\w*|carrying|under the (?:seat|bed))\b/i;
const NOT_EVIDENCE_RECORD = /\b(?:criminal|prior|clean|arrest|juvenile|driving|police|no|spotless|military|service|track) records?\b|\brecords? of (?:prior|convictions)|on the record|off the record/i;
const ABSENCE_FOR = new Set<EvidenceKind>(['video', 'forensic', 'records', 'digital', 'physical']);
const NEGATIVE_CONDUCT = /\b(?:threat\w*|abus\w*|harass\w*|violen\w*|drunk|intoxicat\w*|high|drugs?|cocaine|meth\w*|hit|hitting|beat\w*|slap\w*|punch\w*|chok\w*|stalk\w*|kill|hurt\w*|neglect\w*|positive for|dui|dwi|arrest\w*|assault\w*|curs\w*|insult\w*|yell\w*|scream\w*|rage|bruis\w*|injur\w*|unsafe|danger\w*|explicit|demeaning|degrading|obscene|cheat\w*|affair|hid(?:ing|den)?|conceal\w*|lie[sd]?|lying|missed|late|never (?:paid|showed|visited)|refus\w*|withh[eo]ld\w*|den(?:y|ied|ies) (?:me|my)|kept (?:the|my|our) (?:kids|children|son|daughter))\b/i;
const POSITIVE_CONDUCT = /\b(?:paid|pays|paying|attended|attends|present|involved|caring|loving|consistent|on time|every (?:weekend|visit|week)|good (?:father|mother|parent)|sober|clean|negative for|completed|graduated|stable|supportive)\b/i;
const HOLD = /^(?:have|keep|save|take|record|document|collect|screenshot|show|provide|submit|bring|get|gather|preserve|print)$/;

const KIND_LABEL: Record<EvidenceKind, string> = {
  video: 'Video',
  eyewitness: 'Eyewitness identification',
  forensic: 'Forensic evidence',
  confession: 'A confession',
  admission: 'An admission',
  records: 'Records',
  digital: 'Digital evidence',
  alibi: 'An alibi',
  expert: 'Expert evidence',
  physical: 'Physical evidence',
  testimony: 'Testimony',
};

interface Trigger {
  kind: EvidenceKind;
  at: number;
  /** Exclusive. */
  end: number;
  verb: boolean;
  word: string;
}

function triggersOf(s: Sentence, criminal: boolean): Trigger[] {
  const toks = s.tokens;
  const out: Trigger[] = [];
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i]!;
    const next = toks[i + 1];
    const bigram = next ? `${t.lower} ${next.lemma}` : '';
    const bigramKind = BIGRAMS.get(bigram) ?? (next ? BIGRAMS.get(`${t.lemma} ${next.lemma}`) : undefined);
    if (bigramKind) {
      out.push({ kind: bigramKind, at: i, end: i + 2, verb: false, word: bigram });
      i++;
      continue;
    }
    if (t.pos === 'VERB') {
      if (t.lemma === 'confess') out.push({ kind: 'confession', at: i, end: i + 1, verb: true, word: t.lower });
      else if (t.lemma === 'admit' && !/\bto (?:the )?(?:hospital|er|emergency|icu)\b/i.test(s.text)) out.push({ kind: 'admission', at: i, end: i + 1, verb: true, word: t.lower });
      else if (t.lemma === 'testify') out.push({ kind: 'testimony', at: i, end: i + 1, verb: true, word: t.lower });
      else if (criminal && (t.lemma === 'identify' || (t.lemma === 'pick' && next?.lower === 'out'))) out.push({ kind: 'eyewitness', at: i, end: i + 1, verb: true, word: t.lower });
      else if (SEE_VERBS.has(t.lemma) && t.lemma !== 'record' && t.lemma !== 'film' && criminal) out.push({ kind: 'eyewitness', at: i, end: i + 1, verb: true, word: t.lower });
      continue;
    }
    if (t.pos !== 'NOUN' && t.pos !== 'PROPN' && t.pos !== 'ADJ') continue;
    let kind = EVIDENCE_NOUNS.get(t.lemma) ?? EVIDENCE_NOUNS.get(t.lower);
    if (!kind && (t.lemma === 'witness' || t.lemma === 'eyewitness') && t.pos === 'NOUN') kind = 'eyewitness';
    if (!kind) continue;
    if (t.pos === 'ADJ' && t.lower !== 'stolen' && t.lower !== 'forensic') continue;
    const prev = toks[i - 1];
    // Words that are evidence only in company.
    if (t.lemma === 'record' && (NOT_EVIDENCE_RECORD.test(spanText(toks, Math.max(0, i - 2), i + 3)) || t.pos !== 'NOUN')) continue;
    if (t.lemma === 'print' && !(t.lower === 'prints' || /^(?:finger|palm|shoe|foot|his|her|their)$/.test(prev?.lower ?? ''))) continue;
    if (t.lemma === 'statement') kind = /^(?:bank|financial|credit|account)$/.test(prev?.lower ?? '') ? 'records' : 'testimony';
    if ((t.lemma === 'hair' || t.lemma === 'fiber') && !/\b(?:sample|found|analysis|dna|lab)\b/i.test(s.text)) continue;
    if (t.lemma === 'phone' || t.lemma === 'check' || t.lemma === 'bill') continue;
    if (t.lemma === 'post' && !/\b(?:facebook|instagram|social|online|posted)\b/i.test(s.text)) continue;
    if (t.lemma === 'report' && /^(?:credit|school|book)$/.test(prev?.lower ?? '')) continue;
    if (t.lemma === 'document' && !/\b(?:documents? (?:show|prove|confirm|indicate)|documentation)\b/i.test(s.text)) continue;
    if (t.lemma === 'contract' || t.lemma === 'certificate' || t.lemma === 'log') {
      if (!/\b(?:show|prove|confirm|indicate)/i.test(s.text)) continue;
    }
    if ((t.lemma === 'expert' || t.lemma === 'psychologist' || t.lemma === 'psychiatrist' || t.lemma === 'evaluation' || t.lemma === 'assessment') && !/\b(?:testif\w+|report\w*|evaluat\w+|conclud\w+|found|find|opin\w+|recommend\w*|say|says|said|will|examin\w+|diagnos\w+|assess\w+)\b/i.test(s.text)) continue;
    if (kind === 'physical' && !PHYSICAL_FOUND.test(s.text)) continue;
    if (kind === 'physical' && !criminal && !/\b(?:found|seized|recovered)\b/i.test(s.text)) continue;
    if ((t.lemma === 'drug' || t.lemma === 'pill') && !PHYSICAL_FOUND.test(s.text)) continue;
    if (kind === 'eyewitness' && !criminal) continue;
    if (t.lemma === 'witness' && !/\b(?:saw|see|seen|identif\w+|watched|observed|picked|testif\w+|told|say|says|said|describ\w+|recogni[sz]\w+|confirm\w*)\b/i.test(s.text)) continue;
    if (kind === 'video' && t.lemma === 'camera' && !/\b(?:on camera|camera (?:shows?|showed|footage|caught|captured|recorded)|cameras? (?:at|in|outside|inside|from))\b/i.test(s.text)) continue;
    if (t.lemma === 'blood' && /\bblood (?:relative|brother|sister|family)\b/i.test(s.text)) continue;
    if (t.lemma === 'text' && !(t.lower === 'texts' || /\b(?:sent|send|sending|received|text(?:ed)?|threaten\w*)\b/i.test(s.text))) continue;
    out.push({ kind, at: i, end: i + 1, verb: false, word: t.lower });
  }
  // One trigger per kind per clause-ish: drop repeats of the same kind next to each other.
  return out.filter((tr, k) => !out.slice(0, k).some((o) => o.kind === tr.kind && tr.at - o.end <= 3));
}

export function readEvidence(r: Reading, ctx: EvidenceContext): EvidenceResult {
  const items: EvidenceItem[] = [];
  const assertions: EvidenceResult['assertions'] = [];
  const seen = new Set<string>();
  const criminal = r.category === 'criminal';
  let truncated = false;
  for (const s of r.sentences) {
    if (s.segment.field === 'chargeDetails' || s.segment.field === 'priorConvictions' || s.segment.field === 'bailStatus') continue;
    const cls = r.clauses.get(s.id) ?? [];
    for (const tr of triggersOf(s, criminal)) {
      const c = cls.find((x) => tr.at >= x.start && tr.at < x.end) ?? cls[0];
      if (!c) continue;
      const read = readOne(r, ctx, s, c, cls, tr);
      if (!read) continue;
      if (read.assertion) assertions.push({ ...read.assertion, sentence: s });
      if (!read.item) continue;
      const key = `${s.id}|${read.item.kind}|${read.item.whose}`;
      const keyText = `${read.item.kind}|${read.item.direction}|${read.item.quote}`;
      if (seen.has(key) || seen.has(keyText)) continue;
      seen.add(key);
      seen.add(keyText);
      r.used.add(s.id);
      if (items.length >= 100) {
        truncated = true;
        continue;
      }
      items.push({ ...read.item, id: `e${items.length + 1}` });
    }
    // Alibi statements without the word: "his girlfriend says he was with her at the movies".
    for (const c of cls) {
      const alibi = alibiStatement(r, ctx, c, cls);
      if (!alibi) continue;
      const key = `${s.id}|alibi|${alibi.whose}`;
      if (seen.has(key) || items.some((it) => it.quote === quoteOf(s) && it.kind === 'alibi')) continue;
      seen.add(key);
      r.used.add(s.id);
      if (items.length >= 100) {
        truncated = true;
        continue;
      }
      items.push({ ...alibi, id: `e${items.length + 1}` });
    }
  }
  return { evidence: items, assertions, truncated };
}

function whoseOf(ctx: EvidenceContext, ref: Ref | Entity | undefined): string {
  if (!ref) return 'unknown';
  if ('np' in ref) {
    if (ref.group) return 'other';
    if (ref.unresolved || !ref.entity) return 'unknown';
    return whoseOf(ctx, ref.entity);
  }
  const e = canon(ref);
  if (e.client) return 'client';
  if (e.writer) return 'unknown';
  return ctx.ids.get(e) ?? 'other';
}

function nameOf(r: Reading, whose: string): string {
  if (whose === 'client') return 'the client';
  if (whose === 'other') return 'someone else';
  if (whose === 'unknown') return '';
  const e = r.cast.entities.find((x) => x.id === whose || x.id === `d-${whose}` || whose === `${x.id}-p`);
  return e?.name ?? whose;
}

function npAt(s: Sentence, c: Clause, i: number): NP | undefined {
  return chunk(s.tokens, c.start, c.end).find((np) => np.start <= i && i < np.end);
}

function negatedTrigger(s: Sentence, c: Clause, tr: Trigger, np: NP | undefined): boolean {
  const toks = s.tokens;
  if (np?.negative) return true;
  const before = toks.slice(Math.max(0, tr.at - 4), tr.at).map((t) => t.lower);
  if (before.some((w) => w === 'without' || w === 'no' || w === 'lack' || w === 'absence' || w === 'never' || w === 'zero' || w === 'neither' || w === 'nor')) return true;
  if (c.negated) {
    // The verb is negated: the trigger is its subject, object or the verb itself.
    if (tr.verb) return true;
    if (c.subjects.some((x) => x.start <= tr.at && tr.at < x.end)) return true;
    if (c.objects.some((x) => x.start <= tr.at && tr.at < x.end)) return true;
    if (c.pps.some((p) => p.np.start <= tr.at && tr.at < p.np.end && /^(?:on|in|of|from)$/.test(p.prep))) return true;
  }
  return false;
}

function readOne(
  r: Reading,
  ctx: EvidenceContext,
  s: Sentence,
  c: Clause,
  cls: Clause[],
  tr: Trigger,
): { item?: Omit<EvidenceItem, 'id'>; assertion?: { whose: string; kind: EvidenceKind; negated: boolean } } | undefined {
  const criminal = r.category === 'criminal';
  const np = tr.verb ? undefined : npAt(s, c, tr.at);
  const negated = negatedTrigger(s, c, tr, np);
  const scope = scopeText(c, cls);
  const deps = dependents(c, cls);
  let kind = tr.kind;
  // Whose statement or conduct.
  let whoseRef: Ref | Entity | undefined;
  if (tr.verb) whoseRef = actors(r, c)[0];
  else {
    whoseRef = possessor(r, s, np);
    if (!whoseRef && np) {
      const from = c.pps.find((p) => /^(?:from|by|of)$/.test(p.prep) && p.np.start >= np.end && p.np.start - np.end <= 1);
      const ref = from ? refOf(r, s, from.np) : undefined;
      if (ref && (ref.entity || ref.group)) whoseRef = ref;
    }
    if (!whoseRef && (kind === 'confession' || kind === 'admission' || kind === 'testimony') && np && c.objects.some((o) => o.start === np.start)) {
      // "He gave a full confession", "Kevin made a statement".
      whoseRef = actors(r, c)[0];
    }
    if (!whoseRef && kind === 'eyewitness' && np && (tr.word === 'witness' || tr.word === 'witnesses' || tr.word === 'eyewitness' || tr.word === 'eyewitnesses')) whoseRef = refOf(r, s, np) ?? undefined;
  }
  let whose = whoseOf(ctx, whoseRef);
  // Eyewitness from a seeing verb needs a person who saw something of the incident.
  if (tr.verb && kind === 'eyewitness') {
    const doer = actors(r, c)[0];
    if (!doer || isClient(doer) || !(doer.entity || doer.group)) return undefined;
    if (doer.entity?.writer) return undefined;
    const aboutClient = patients(r, c).some(isClient) || deps.some((d) => actors(r, d).some(isClient) || mentionsClient(r, d));
    const aboutOther = deps.some((d) => actors(r, d).some((a) => isOtherPerson(a) && a.entity !== doer.entity) && (AGGRESSOR.test(clauseText(d)) || hasLemma(d, HARM_VERBS)));
    if (!aboutClient && !aboutOther && !hasLemma(c, /^(?:identify|pick)$/)) return undefined;
    // A police officer who saw is testimony of the arrest, still an eyewitness account.
    whose = whoseOf(ctx, doer);
  }
  let direction: Direction | undefined;
  let assertion: { whose: string; kind: EvidenceKind; negated: boolean } | undefined;
  const family = !criminal;
  if (kind === 'confession' || kind === 'admission') {
    if (whose === 'unknown' && criminal && !whoseRef) {
      // "A confession was obtained": in a criminal narrative, the accused's, unless said otherwise.
      whose = c.passive && !c.agent ? 'client' : 'unknown';
    }
    assertion = { whose, kind, negated };
    if (negated) return { assertion };
    if (whose === 'client') direction = 'against';
    else if (whose === 'unknown') direction = criminal ? 'against' : 'unknown';
    else {
      const implicates = deps.some((d) => actors(r, d).some(isClient) || mentionsClient(r, d)) || /\bimplicat\w*|\bblam\w*|\bnam(?:ed|ing) (?:him|her|my client)\b/i.test(scope);
      direction = criminal ? (implicates ? 'against' : 'for') : family ? familyDirection(r, c, cls, whoseRef, scope) ?? 'unknown' : 'unknown';
      if (family && direction === 'unknown') direction = 'for';
    }
  } else if (kind === 'testimony') {
    if (negated) return undefined;
    const side = whose === 'client' ? 'for' : ctx.sides.get(whose);
    if (/\bagainst (?:him|her|me|my client|the defendant)\b|for the (?:prosecution|state)/i.test(scope)) direction = 'against';
    else if (/\bfor (?:him|her|me|my client|the defen[cs]e)|on (?:his|her|my) behalf\b/i.test(scope)) direction = 'for';
    else if (ALIBI_PLACES.test(scope) && deps.some((d) => actors(r, d).some(isClient))) {
      kind = 'alibi';
      direction = 'for';
    } else if (EXCULPATORY.test(scope) || AGGRESSOR.test(scope) && !actors(r, c).some(isClient)) direction = 'for';
    else direction = side === 'for' || side === 'against' ? side : 'unknown';
  } else if (kind === 'alibi') {
    direction = negated ? (criminal ? 'against' : 'unknown') : /\b(?:no|lacks?|without|weak|false|fake|unconfirmed) alibi\b/i.test(scope) ? 'against' : 'for';
    if (/\bno alibi\b/i.test(scope)) direction = 'against';
  } else if (family) {
    if (kind === 'forensic' && /\b(?:dna|paternity)\b/i.test(scope) && ctx.paternity) {
      direction = ctx.paternity(/\bexclu\w+|not the (?:biological )?father|0(?:\.0+)?\s*%|negative\b/i.test(scope));
    } else if (negated) direction = 'unknown';
    else direction = familyDirection(r, c, cls, whoseRef, scope) ?? 'unknown';
  } else {
    direction = criminalDirection(r, s, c, cls, kind, negated, scope, deps);
    if (!direction) return undefined;
  }
  const subjectWhose = whose === 'unknown' && !tr.verb ? whoseOf(ctx, actors(r, c).find((a) => a.entity && !a.entity.writer)) : whose;
  if (kind !== 'confession' && kind !== 'admission' && kind !== 'testimony' && whose === 'unknown' && subjectWhose !== 'unknown' && (kind === 'eyewitness' || kind === 'expert')) whose = subjectWhose;
  const who = nameOf(r, whose);
  const label = KIND_LABEL[kind];
  const by = who && (kind === 'confession' || kind === 'admission' || kind === 'testimony' || kind === 'eyewitness' || kind === 'alibi' || kind === 'expert') ? ` by ${who}` : who && whose !== 'unknown' ? ` (${who})` : '';
  const what = negated ? ' (none found or not shown)' : '';
  const snippet = clauseText(c).replace(/^[,;:\s]+|[\s.]+$/g, '');
  const summary = `${label}${by}${what}: ${snippet}`.slice(0, 300);
  return {
    item: { kind, direction: direction ?? 'unknown', whose: whose.slice(0, 40), summary, quote: quoteOf(s), source: sourceOf(s) },
    assertion,
  };
}

function criminalDirection(r: Reading, s: Sentence, c: Clause, cls: Clause[], kind: EvidenceKind, negated: boolean, scope: string, deps: Clause[]): Direction | undefined {
  const field = s.segment.field;
  if (EXCULPATORY.test(scope) && !/\bnot (?:exclud|exonerat)/i.test(scope)) return 'for';
  if (negated) {
    if (ABSENCE_FOR.has(kind)) return 'for';
    if (kind === 'eyewitness') return patients(r, c).some(isClient) || mentionsClient(r, c) ? 'for' : undefined;
    return undefined;
  }
  const writerOrClientActs = actors(r, c).some((a) => isClient(a) || !!a.entity?.writer) || /^(?:we|i)$/i.test(s.tokens[c.subjects[0]?.head ?? -1]?.lower ?? '');
  if (CHALLENGE.test(clauseText(c)) && (field === 'defenseStrategy' || writerOrClientActs || hasLemma(c, /^(?:challenge|suppress|contest|dispute|exclude|attack|question|impeach)$/))) return 'against';
  if (c.parent && CHALLENGE.test(clauseText(c.parent)) && (field === 'defenseStrategy' || actors(r, c.parent).some((a) => isClient(a) || !!a.entity?.writer))) return 'against';
  // What the evidence shows: the other person as the aggressor, the client elsewhere, the client's account.
  const shown = [c, ...deps];
  const otherAggressor = shown.some((d) => {
    const doers = actors(r, d);
    if (!doers.some((a) => isOtherPerson(a))) return false;
    if (d.negated) return false;
    return AGGRESSOR.test(clauseText(d)) || (hasLemma(d, HARM_VERBS) && (patients(r, d).some(isClient) || ppRefs(r, d, 'at').some(isClient)));
  });
  if (otherAggressor) return 'for';
  if (ALIBI_PLACES.test(scope) && shown.some((d) => actors(r, d).some(isClient) || patients(r, d).some(isClient) || mentionsClient(r, d))) {
    if (!/\b(?:found|arrested|caught|stopped) (?:him|her|me) at home\b/i.test(scope)) return 'for';
  }
  if (/\b(?:support|supports|supported|corroborat\w+|consistent with|back(?:s|ed)? up|confirm\w*) (?:his|her|my|the defendant's|my client's|our)\b/i.test(scope)) return 'for';
  if (field === 'defenseStrategy' && !CHALLENGE.test(scope)) return 'for';
  return 'against';
}

/** In a family case: the side a piece of evidence supports, from whose conduct it shows. */
function familyDirection(r: Reading, c: Clause, cls: Clause[], whoseRef: Ref | Entity | undefined, scope: string): Direction | undefined {
  const entityOf = (x: Ref | Entity | undefined): Entity | undefined => (x ? ('np' in x ? x.entity : x) : undefined);
  let actor = entityOf(whoseRef);
  // The sender of texts, the one shown on video, the one reported.
  if (!actor) {
    const doers = actors(r, c).map((a) => a.entity).filter((e): e is Entity => !!e && !e.writer);
    const shown = dependents(c, cls).flatMap((d) => actors(r, d).map((a) => a.entity)).filter((e): e is Entity => !!e && !e.writer);
    const holds = hasLemma(c, HOLD);
    if (holds && doers.length) {
      // "I have screenshots of his texts": what the holder kept is about the other.
      const about = [...shown, ...c.pps.filter((p) => p.prep === 'of' || p.prep === 'from').map((p) => refOf(r, c.sentence, p.np)?.entity).filter((e): e is Entity => !!e)];
      const aboutEntity = about.find((e) => !e.writer);
      if (aboutEntity) actor = aboutEntity;
      else return isClient(doers[0]) ? 'for' : 'against';
    } else actor = shown[0] ?? doers[0];
  }
  if (!actor) {
    // Possessive inside the clause ("his threatening texts").
    const poss = c.subjects.concat(c.objects).map((np) => possessor(r, c.sentence, np)).find((e) => !!e);
    actor = poss;
  }
  if (!actor) return undefined;
  const negative = NEGATIVE_CONDUCT.test(scope);
  const positive = POSITIVE_CONDUCT.test(scope);
  const client = canon(actor).client;
  if (negative) return client ? 'against' : 'for';
  if (positive) return client ? 'for' : 'against';
  return undefined;
}

/** "Ms. Okafor says he was with her at the movies": an alibi given by someone else, or the client's own account of being elsewhere. */
function alibiStatement(r: Reading, ctx: EvidenceContext, c: Clause, cls: Clause[]): Omit<EvidenceItem, 'id'> | undefined {
  if (r.category !== 'criminal' || c.negated) return undefined;
  const s = c.sentence;
  const text = clauseText(c);
  if (!ALIBI_PLACES.test(text) && !/\bwith (?:her|him|me|them|us)\b/i.test(text)) return undefined;
  const doers = actors(r, c);
  if (!doers.some(isClient) || !hasLemma(c, /^(?:be|stay|sleep|work|spend|eat|watch|have)$/)) return undefined;
  if (/\b(?:when|as|after) (?:police|officers?|the police|cops|detectives?) (?:arrived|came|knocked|found)\b/i.test(s.text)) return undefined;
  const timeCue = /\bat the time\b|\bthat (?:night|evening|day|afternoon|morning)\b|\ball (?:night|evening|day)\b|\bwhen the \w+ (?:happened|occurred|took place)\b|\bduring the\b|\bwhole (?:night|evening)\b|\balibi\b/i.test(s.text) || s.segment.field === 'defenseStrategy';
  const parent = c.parent;
  const speaker = parent && hasLemma(parent, /^(?:say|tell|confirm|testify|state|swear|claim|report|verify|corroborate)$/) ? actors(r, parent)[0] : undefined;
  const withPerson = ppRefs(r, c, 'with').find((p) => isOtherPerson(p));
  if (!timeCue && !(speaker && isOtherPerson(speaker)) && !withPerson) return undefined;
  if (!ALIBI_PLACES.test(text) && !withPerson && !(speaker && isOtherPerson(speaker))) return undefined;
  const by = speaker && isOtherPerson(speaker) ? speaker : withPerson;
  const whose = by ? whoseOf(ctx, by) : 'client';
  const who = nameOf(r, whose);
  return {
    kind: 'alibi',
    direction: 'for',
    whose: whose.slice(0, 40),
    summary: `An alibi${who ? ` from ${who}` : ''}: ${text.replace(/^[,;:\s]+|[\s.]+$/g, '')}`.slice(0, 300),
    quote: quoteOf(s),
    source: sourceOf(s),
  };
}

export { PERSON_NOUNS };
