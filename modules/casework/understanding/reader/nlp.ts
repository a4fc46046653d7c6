// The language layer of the fact reader: wink-nlp (with its bundled English lite model, no
// downloads) cuts a text into sentences and tokens and gives each token its universal
// part-of-speech tag, lemma and negation scope; compromise tells whether a capitalised span is a
// person's name and, from its name lexicon, the gender a first name usually has. The model loads
// once per process (~0.2 s); reading a 20,000-character narrative then costs ~30 ms.
import winkNLP from 'wink-nlp';
import model from 'wink-eng-lite-web-model';
import nlp from 'compromise';
import type { FactSource } from '../fact-sheet.js';

type Wink = ReturnType<typeof winkNLP>;
let wink: Wink | undefined;
function load(): Wink {
  wink ??= winkNLP(model, ['sbd', 'pos', 'negation']);
  return wink;
}

/** Loads the language model now rather than on the first read. */
export function warmUp(): void {
  load();
  personSpan('Kevin Bell');
}

export type SourceField = FactSource['field'];

/** A piece of text the reader reads, with where it came from. */
export interface Segment {
  index: number;
  field: SourceField;
  document?: string;
  text: string;
}

export interface Token {
  /** Index in its sentence. */
  i: number;
  text: string;
  /** Lower case, curly apostrophes straightened. */
  lower: string;
  lemma: string;
  /** Universal POS tag (NOUN, PROPN, VERB, AUX, PRON, DET, ADP, ADJ, ADV, PART, CCONJ, SCONJ, NUM, PUNCT, SYM, X). */
  pos: string;
  /** Inside a negation's scope (wink's negationFlag). */
  neg: boolean;
  /** Starts with a capital letter. */
  cap: boolean;
}

export interface Sentence {
  /** Index over the whole reading, in reading order. */
  id: number;
  segment: Segment;
  text: string;
  tokens: Token[];
}

const TITLE_ABBREVIATIONS = new Set(['det', 'ofc', 'sgt', 'lt', 'cpl', 'dep', 'insp', 'atty', 'hon', 'gov', 'dr', 'mr', 'mrs', 'ms', 'st', 'capt', 'prof', 'no', 'vs', 'v', 'sr', 'jr']);
const FIRST_PERSON_CONTRACTION = /^(i)(['’])(m|ve|d|ll)$/i;
const CONTRACTION_EXPANSION: Record<string, { text: string; lemma: string }> = {
  m: { text: 'am', lemma: 'be' },
  ve: { text: 'have', lemma: 'have' },
  d: { text: 'would', lemma: 'would' },
  ll: { text: 'will', lemma: 'will' },
};
// wink sometimes tags a verb's third-person form as a noun after a name or a parenthesis ("Jacob (9) lives with me").
const VERB_FORMS_AFTER_SUBJECT = new Set(['lives', 'says', 'works', 'wants', 'claims', 'states', 'stays', 'visits', 'denies', 'admits', 'drinks', 'refuses', 'threatens', 'pays', 'earns', 'plans']);

const MISREAD_NOUNS = new Set(['police', 'cops', 'witnesses', 'texts', 'records', 'prints', 'reports', 'messages']);

const straighten = (s: string) => s.replace(/[’‘]/g, "'");

/** Reads each segment into sentences of tagged tokens. */
export function parseSegments(segments: Segment[]): Sentence[] {
  const w = load();
  const its = w.its;
  const out: Sentence[] = [];
  for (const segment of segments) {
    const doc = w.readDoc(segment.text);
    const raw: { text: string; tokens: Token[] }[] = [];
    doc.sentences().each((s) => {
      const values = s.tokens().out() as string[];
      const pos = s.tokens().out(its.pos) as string[];
      const lemma = s.tokens().out(its.lemma) as string[];
      const neg = s.tokens().out(its.negationFlag) as unknown as boolean[];
      const tokens: Token[] = [];
      for (let k = 0; k < values.length; k++) {
        const text = values[k]!;
        const tag = pos[k]!;
        if (tag === 'SPACE' || !text.trim()) continue;
        const lower = straighten(text.toLowerCase());
        const contraction = FIRST_PERSON_CONTRACTION.exec(lower);
        if (contraction) {
          const e = CONTRACTION_EXPANSION[contraction[3]!]!;
          tokens.push({ i: 0, text: text.slice(0, 1), lower: 'i', lemma: 'i', pos: 'PRON', neg: !!neg[k], cap: true });
          tokens.push({ i: 0, text: e.text, lower: e.text, lemma: e.lemma, pos: 'AUX', neg: !!neg[k], cap: false });
          continue;
        }
        tokens.push({ i: 0, text, lower, lemma: straighten(lemma[k] ?? lower).toLowerCase(), pos: tag, neg: !!neg[k], cap: /^[A-Z]/.test(text) });
      }
      raw.push({ text: (s.out() as string).trim(), tokens });
    });
    // A title's abbreviation is no sentence end ("Det. Ray Cruz").
    const merged: { text: string; tokens: Token[] }[] = [];
    for (const s of raw) {
      const prev = merged[merged.length - 1];
      if (prev && endsWithTitle(prev.tokens) && s.tokens[0]?.cap) {
        prev.text = `${prev.text} ${s.text}`;
        prev.tokens.push(...s.tokens);
      } else merged.push({ text: s.text, tokens: [...s.tokens] });
    }
    for (const s of merged) {
      if (s.tokens.length === 0) continue;
      s.tokens.forEach((t, i) => {
        t.i = i;
      });
      fixTags(s.tokens);
      out.push({ id: out.length, segment, text: s.text, tokens: s.tokens });
    }
  }
  return out;
}

function endsWithTitle(tokens: Token[]): boolean {
  const n = tokens.length;
  if (n === 0) return false;
  const last = tokens[n - 1]!;
  if (last.text === '.' && n >= 2) return TITLE_ABBREVIATIONS.has(tokens[n - 2]!.lower) && tokens[n - 2]!.cap;
  return /^[A-Z][a-z]{0,3}\.$/.test(last.text) && TITLE_ABBREVIATIONS.has(last.lower.replace(/\.$/, ''));
}

function fixTags(tokens: Token[]): void {
  for (let i = 1; i < tokens.length; i++) {
    const t = tokens[i]!;
    const prev = tokens[i - 1]!;
    if (t.pos === 'NOUN' && VERB_FORMS_AFTER_SUBJECT.has(t.lower) && (prev.pos === 'PROPN' || prev.text === ')' || /^(he|she|it)$/.test(prev.lower))) {
      t.pos = 'VERB';
      t.lemma = t.lower === 'says' ? 'say' : t.lower === 'denies' ? 'deny' : t.lower.replace(/ies$/, 'y').replace(/s$/, '');
    }
    // "When police arrived": wink reads a few nouns as verbs.
    if (t.pos === 'VERB' && MISREAD_NOUNS.has(t.lower) && !(prev.pos === 'PART' && prev.lower === 'to') && !(prev.pos === 'AUX')) {
      t.pos = 'NOUN';
      t.lemma = t.lower;
    }
  }
  const first = tokens[0];
  if (first && first.pos === 'VERB' && MISREAD_NOUNS.has(first.lower)) {
    first.pos = 'NOUN';
    first.lemma = first.lower;
  }
}

// ── Names ──────────────────────────────────────────────────────────────────────────────────────

export interface NameInfo {
  person: boolean;
  gender: 'm' | 'f' | '?';
  /** compromise's place / organisation reading. */
  place: boolean;
  org: boolean;
}

const nameCache = new Map<string, NameInfo>();

/** compromise's reading of a capitalised span: a person's name or not, and the usual gender of its first name. */
export function personSpan(span: string): NameInfo {
  const cached = nameCache.get(span);
  if (cached) return cached;
  const doc = nlp(span);
  const terms = (doc.json() as { terms: { tags: string[] }[] }[]).flatMap((s) => s.terms);
  let gender: NameInfo['gender'] = '?';
  for (const t of terms) {
    if (t.tags.includes('MaleName')) {
      gender = 'm';
      break;
    }
    if (t.tags.includes('FemaleName')) {
      gender = 'f';
      break;
    }
  }
  const info: NameInfo = {
    person: doc.has('#Person'),
    gender,
    place: terms.some((t) => t.tags.includes('Place')),
    org: terms.some((t) => t.tags.includes('Organization')),
  };
  if (nameCache.size > 5000) nameCache.clear();
  nameCache.set(span, info);
  return info;
}

/** Whether a lower-case word is a first name compromise knows (and its usual gender). */
export function firstNameGender(word: string): 'm' | 'f' | '?' {
  return personSpan(word.charAt(0).toUpperCase() + word.slice(1).toLowerCase()).gender;
}
