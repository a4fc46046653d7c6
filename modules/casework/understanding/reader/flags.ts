// What the reader tells the client about its own reading: a rating the text contradicts, the
// same fact asserted and denied, a narrative not in English or made only of names, how much of
// the text it could use, and people or roles it could not place.
import type { EvidenceItem, Flag } from '../fact-sheet.js';
import type { CriminalFacts } from '../../jury/types.js';
import type { Sentence } from './nlp.js';
import { canon } from './entities.js';
import { refOf, type Reading } from './reading.js';
import type { EvidenceResult } from './evidence.js';

const ENGLISH = new Set(
  (
    'the a an and of to in was is he she it that for on with his her at by my i me they were had have not but from as be this are we our you him been after when who what did said ' +
    'there their them would could should will can has do does or if so then than out up about into over because before while where which also all no just only very one two'
  ).split(' '),
);
const FOREIGN = new Set(
  (
    'el la los las de del que y en un una por con para es fue su sus al lo se mi pero como más mas le ya este esta cuando muy sin sobre también hasta hay donde quien desde todo nos durante ni contra ese eso él ella yo tengo tiene estaba porque mis hijo hija niños esposo esposa ' +
    'le les des et est une dans pour pas qui sur avec ne je il elle nous vous mon ma mes son sa ses été avait ' +
    'o os as um uma não com seu sua ele ela foi tem meu minha ' +
    'der die das und ist nicht mit ich sie er ein eine zu von den dem auf für war ' +
    'il lo gli della che non con per una sono era mio'
  ).split(' '),
);

export function languageOf(sentences: Sentence[]): { english: boolean; ratio: number } {
  let words = 0;
  let english = 0;
  let foreign = 0;
  for (const s of sentences) {
    // The narrative is what the client wrote in their own words: short form answers (a charge, a
    // one-line strategy) in English must not hide a description written in another language.
    if (s.segment.field !== 'caseDescription') continue;
    for (const t of s.tokens) {
      if (!/^[a-záéíóúñüçàèêâôãõ']+$/i.test(t.text)) continue;
      words++;
      if (ENGLISH.has(t.lower)) english++;
      if (FOREIGN.has(t.lower)) foreign++;
    }
  }
  if (words < 6) return { english: true, ratio: 1 };
  const ratio = english / words;
  // Words both languages share ("me", "a", "no") count for English too: the text is another
  // language when its own function words outnumber English ones and are a fair share of it.
  const notEnglish = foreign / words >= 0.15 && foreign > english;
  return { english: !notEnglish, ratio };
}

/** A narrative that is only a list of names, with no verb. */
export function namesOnly(r: Reading): boolean {
  const narrative = r.sentences.filter((s) => s.segment.field === 'caseDescription');
  let words = 0;
  let names = 0;
  let verbs = 0;
  for (const s of narrative) {
    for (const t of s.tokens) {
      if (!/[a-z]/i.test(t.text)) continue;
      words++;
      if (t.pos === 'VERB' || t.pos === 'AUX') verbs++;
      if (t.pos === 'PROPN' || t.cap) names++;
    }
  }
  return words >= 2 && verbs === 0 && names / words >= 0.6;
}

export function ratingFlag(c: CriminalFacts | undefined, evidence: EvidenceItem[]): Flag | undefined {
  if (!c) return undefined;
  const against = evidence.filter((e) => e.direction === 'against');
  const forClient = evidence.filter((e) => e.direction === 'for');
  const strong = against.filter(
    (e) => ((e.kind === 'confession' || e.kind === 'admission') && e.whose === 'client') || e.kind === 'video' || e.kind === 'forensic',
  );
  if ((c.evidenceStrength === 'weak' || c.evidenceStrength === 'very-weak') && strong.length) {
    const names = [
      ...new Set(
        strong.map((e) =>
          e.kind === 'confession'
            ? 'a confession by the client'
            : e.kind === 'admission'
              ? 'an admission by the client'
              : e.kind === 'video'
                ? 'video'
                : 'forensic evidence',
        ),
      ),
    ];
    return {
      code: 'rating-contradiction',
      severity: 'warning',
      message:
        `The evidence against the client is rated ${c.evidenceStrength.replace('-', ' ')}, but the description names ${list(names)} against the client. Please check the rating.`.slice(
          0,
          600,
        ),
    };
  }
  if ((c.evidenceStrength === 'strong' || c.evidenceStrength === 'very-strong') && against.length === 0 && forClient.length > 0) {
    return {
      code: 'rating-contradiction',
      severity: 'warning',
      message: `The evidence against the client is rated ${c.evidenceStrength.replace('-', ' ')}, but the description names no evidence against the client and some in the client's favour. Please check the rating.`,
    };
  }
  return undefined;
}

function list(xs: string[]): string {
  if (xs.length <= 1) return xs[0] ?? '';
  return `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`;
}

const CONTENT_VERBS = new Set([
  'confess',
  'admit',
  'hit',
  'punch',
  'strike',
  'steal',
  'take',
  'threaten',
  'see',
  'drink',
  'carry',
  'own',
  'sign',
  'attack',
  'touch',
  'sell',
  'push',
  'stab',
  'shoot',
  'break',
  'enter',
  'leave',
  'pay',
  'abuse',
  'kick',
  'slap',
  'choke',
  'drive',
  'use',
  'have',
  'start',
  'throw',
  'swing',
  'text',
  'call',
  'identify',
]);

/** The same fact asserted and denied. */
export function contradictions(r: Reading, ev: EvidenceResult, bothSides: string[]): Flag | undefined {
  const found: string[] = [];
  // Confessions and admissions said and denied.
  const byKey = new Map<string, { pos?: { s: Sentence; c: number }; neg?: { s: Sentence; c: number } }>();
  for (const a of ev.assertions) {
    const key = `${a.whose}|${a.kind === 'admission' || a.kind === 'confession' ? 'confess' : a.kind}`;
    const v = byKey.get(key) ?? {};
    if (a.negated) v.neg ??= { s: a.sentence, c: a.clause };
    else v.pos ??= { s: a.sentence, c: a.clause };
    byKey.set(key, v);
  }
  for (const [key, v] of byKey) {
    if (v.pos && v.neg && (v.pos.s.id !== v.neg.s.id || v.pos.c !== v.neg.c) && key.split('|')[0] !== 'unknown') {
      found.push(v.pos.s.id === v.neg.s.id ? `“${short(v.pos.s.text)}”` : `“${short(v.pos.s.text)}” but also “${short(v.neg.s.text)}”`);
    }
  }
  // Other acts said and denied by the same person.
  if (!found.length) {
    const acts = new Map<string, { pos?: Sentence; neg?: Sentence }>();
    for (const s of r.sentences) {
      for (const c of r.clauses.get(s.id) ?? []) {
        const lemma = c.lemmas.find((l) => CONTENT_VERBS.has(l));
        if (!lemma || c.passive || c.relative || c.inheritedSubject) continue;
        const subj = refOf(r, s, c.subjects[0]);
        if (!subj?.entity) continue;
        const who = canon(subj.entity).id;
        const obj = c.object ? s.tokens[c.object.head]!.lemma : '';
        // Modal and conditional clauses assert nothing ("he would never hit her" is a claim of character).
        if (
          c.chain.some((i) => /^(?:would|could|might|may|should|will|can|wo|ca)$/.test(s.tokens[i]!.lower)) ||
          /^(?:if|unless|whether)$/.test(c.link)
        )
          continue;
        const key = `${who}|${lemma}|${obj}`;
        const v = acts.get(key) ?? {};
        if (c.negated) v.neg ??= s;
        else v.pos ??= s;
        acts.set(key, v);
      }
    }
    for (const v of acts.values()) {
      if (v.pos && v.neg && v.pos.id !== v.neg.id) {
        found.push(`“${short(v.pos.text)}” but also “${short(v.neg.text)}”`);
        break;
      }
    }
  }
  for (const name of bothSides) found.push(`${name} is described as both supporting and opposing the client`);
  if (!found.length) return undefined;
  return {
    code: 'contradictory-statements',
    severity: 'warning',
    message: `The description says contradictory things: ${found.slice(0, 2).join('; ')}. Please correct whichever is wrong.`.slice(0, 600),
  };
}

function short(s: string): string {
  const t = s.replace(/\s+/g, ' ').trim();
  return t.length > 110 ? `${t.slice(0, 107)}…` : t;
}

/** What the reader could not place: witnesses with no account (by name, up to six) and a sheet it understood under 30 % of. */
export function coverageFlags(unknownWitnesses: readonly string[], understood: number): Flag[] {
  const flags: Flag[] = [];
  if (unknownWitnesses.length) {
    const names = unknownWitnesses.slice(0, 6).join(', ');
    flags.push({
      code: 'witness-side-unknown',
      severity: 'warning',
      message:
        `The description says nothing of what ${names} would say, so the reader cannot tell whether ${unknownWitnesses.length === 1 ? 'this witness helps' : 'these witnesses help'} or hurt the client. Please add a sentence on each.`.slice(
          0,
          600,
        ),
    });
  }
  if (understood < 0.3) {
    flags.push({
      code: 'little-understood',
      severity: 'warning',
      message: `The reader could place only ${Math.round(understood * 100)}% of the description's sentences in the fact sheet. Please review every item, and add what is missing.`,
    });
  }
  return flags;
}
