// The language layer of the fact reader: wink-nlp (with its bundled English lite model, no
// downloads) cuts a text into sentences and tokens and gives each token its universal
// part-of-speech tag, lemma and negation scope; compromise tells whether a capitalised span is a
// person's name and, from its name lexicon, the gender a first name usually has. The model loads
// once per process (~0.2 s); reading a 20,000-character narrative then costs ~30 ms.
import winkNLP, { type ItsFunction } from 'wink-nlp';
import model from 'wink-eng-lite-web-model';
import nlp from 'compromise';
import type { FactSource } from '../fact-sheet.js';
import { EVIDENCE_NOUNS, PERCEIVE_OR_CAUSE, PERSON_NOUNS, RECORDING } from './lexicon.js';

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
  /** Written against the token before it, with no space ("move-out", "$2,400.00"); unknown for a made-up token. */
  glued?: boolean;
}

export interface Sentence {
  /** Index over the whole reading, in reading order. */
  id: number;
  segment: Segment;
  text: string;
  tokens: Token[];
}

const TITLE_ABBREVIATIONS = new Set([
  'det',
  'ofc',
  'sgt',
  'lt',
  'cpl',
  'dep',
  'insp',
  'atty',
  'hon',
  'gov',
  'dr',
  'mr',
  'mrs',
  'ms',
  'st',
  'capt',
  'prof',
  'no',
  'vs',
  'v',
  'sr',
  'jr',
]);
const FIRST_PERSON_CONTRACTION = /^(i)(['’])(m|ve|d|ll)$/i;
const CONTRACTION_EXPANSION: Record<string, { text: string; lemma: string }> = {
  m: { text: 'am', lemma: 'be' },
  ve: { text: 'have', lemma: 'have' },
  d: { text: 'would', lemma: 'would' },
  ll: { text: 'will', lemma: 'will' },
};
// wink sometimes tags a verb's third-person form as a noun after a name or a parenthesis ("Jacob (9) lives with me").
const VERB_FORMS_AFTER_SUBJECT = new Set([
  'lives',
  'says',
  'works',
  'wants',
  'claims',
  'states',
  'stays',
  'visits',
  'denies',
  'admits',
  'drinks',
  'refuses',
  'threatens',
  'pays',
  'earns',
  'plans',
  'watches',
  'takes',
  'helps',
  'drives',
  'picks',
  'keeps',
  'cares',
  'sees',
  'calls',
  'texts',
  'sends',
  'knows',
  'needs',
  'uses',
  'hits',
  'yells',
  'blames',
]);

const MISREAD_NOUNS = new Set(['police', 'cops', 'witnesses', 'texts', 'records', 'prints', 'reports', 'messages']);

const AUX_LEMMA: Record<string, string> = {
  has: 'have',
  have: 'have',
  had: 'have',
  does: 'do',
  do: 'do',
  did: 'do',
  is: 'be',
  are: 'be',
  was: 'be',
  were: 'be',
  could: 'could',
  would: 'would',
  should: 'should',
  must: 'must',
  need: 'need',
};

const straighten = (s: string) => s.replace(/[’‘]/g, "'");

/** Words a quotation often opens with, and their part of speech once the quote is split off. */
const QUOTE_OPENED: Record<string, string> = {
  a: 'DET',
  an: 'DET',
  the: 'DET',
  this: 'DET',
  that: 'DET',
  some: 'DET',
  i: 'PRON',
  he: 'PRON',
  she: 'PRON',
  we: 'PRON',
  they: 'PRON',
  it: 'PRON',
  you: 'PRON',
  my: 'PRON',
  his: 'PRON',
  her: 'PRON',
};

/** Reads each segment into sentences of tagged tokens. */
export function parseSegments(segments: Segment[]): Sentence[] {
  const w = load();
  const its = w.its;
  const out: Sentence[] = [];
  for (const segment of segments) {
    const doc = w.readDoc(segment.text);
    const raw: { text: string; tokens: Token[] }[] = [];
    // The whole document's tokens at once (one call per property), then cut by sentence spans.
    const all = doc.tokens();
    const values = all.out() as string[];
    const pos = all.out(its.pos) as string[];
    const lemma = all.out(its.lemma as unknown as ItsFunction<string>) as string[];
    const neg = all.out(its.negationFlag) as unknown as boolean[];
    const spaces = all.out(its.precedingSpaces) as string[];
    const spans = doc.sentences().out(its.span as unknown as ItsFunction<string>) as unknown as [number, number][];
    const texts = doc.sentences().out() as string[];
    const k0IsLineStart = (k: number) =>
      k === 0 || /\n/.test(spaces[k] ?? '') || (pos[k - 1] === 'SPACE' && /\n/.test(values[k - 1] ?? ''));
    for (let si = 0; si < spans.length; si++) {
      const [from, to] = spans[si]!;
      let tokens: Token[] = [];
      let spaced = false;
      // Notes written as a bulleted list ("- Client's prints on the counter\n- Clerk picked him"):
      // each bullet starts a sentence, even where the line before it has no full stop.
      let lineStart = k0IsLineStart(from);
      let pieces = 0;
      for (let k = from; k <= to; k++) {
        const text = values[k]!;
        const tag = pos[k]!;
        if (/\n/.test(spaces[k] ?? '')) lineStart = true;
        if (tag === 'SPACE' || !text.trim()) {
          if (/\n/.test(text)) lineStart = true;
          spaced = true;
          continue;
        }
        if (lineStart && /^[-•*–·]$/.test(text)) {
          if (tokens.length) {
            raw.push({ text: tokens.map((t, n) => (n && !t.glued ? ' ' : '') + t.text).join(''), tokens });
            pieces++;
          }
          tokens = [];
          lineStart = false;
          spaced = true;
          continue;
        }
        lineStart = false;
        const glued = k > from && !spaced && spaces[k] === '';
        spaced = false;
        const lower = straighten(text.toLowerCase());
        // "hasnt", "wouldnt": a negative contraction written without its apostrophe.
        const bare = /^(has|have|had|does|do|did|is|are|was|were|could|would|should|must|need)nt$/.exec(lower);
        if (bare) {
          tokens.push({
            i: 0,
            text: text.slice(0, bare[1]!.length),
            lower: bare[1]!,
            lemma: AUX_LEMMA[bare[1]!] ?? bare[1]!,
            pos: 'AUX',
            neg: !!neg[k],
            cap: /^[A-Z]/.test(text),
          });
          tokens.push({ i: 0, text: text.slice(bare[1]!.length), lower: "n't", lemma: 'not', pos: 'PART', neg: !!neg[k], cap: false });
          continue;
        }
        if ((lower === 'nt' || lower === "n't") && pos[k] === 'PART') {
          tokens.push({ i: 0, text, lower: "n't", lemma: 'not', pos: 'PART', neg: !!neg[k], cap: false });
          continue;
        }
        // "'a tall guy in a red jacket'": an opening quote glued to the word after it.
        const quoted = /^'([a-z]+)$/.exec(lower);
        const opened = quoted ? QUOTE_OPENED[quoted[1]!] : undefined;
        if (opened) {
          tokens.push({ i: 0, text: text.slice(0, 1), lower: "'", lemma: "'", pos: 'PUNCT', neg: false, cap: false });
          tokens.push({
            i: 0,
            text: text.slice(1),
            lower: quoted![1]!,
            lemma: quoted![1]!,
            pos: opened,
            neg: !!neg[k],
            cap: /^[A-Z]/.test(text.slice(1)),
          });
          continue;
        }
        const contraction = FIRST_PERSON_CONTRACTION.exec(lower);
        if (contraction) {
          const e = CONTRACTION_EXPANSION[contraction[3]!]!;
          tokens.push({ i: 0, text: text.slice(0, 1), lower: 'i', lemma: 'i', pos: 'PRON', neg: !!neg[k], cap: true });
          tokens.push({ i: 0, text: e.text, lower: e.text, lemma: e.lemma, pos: 'AUX', neg: !!neg[k], cap: false });
          continue;
        }
        // "Marcus's" left whole: the possessive split off as wink splits it on first sight. wink adds a
        // word it has not seen to its lexicon, so a possessive it once read whole ("…, not Marcus's.")
        // stays whole in every later text of the process: splitting it here keeps a case's reading
        // from depending on the cases read before it.
        const possessive = /^([a-z][a-z.-]*)'s$/.exec(lower);
        if (possessive && (tag === 'PROPN' || tag === 'NOUN')) {
          const base = text.slice(0, -2);
          tokens.push({
            i: 0,
            text: base,
            lower: possessive[1]!,
            lemma: possessive[1]!,
            pos: tag,
            neg: !!neg[k],
            cap: /^[A-Z]/.test(text),
            glued,
          });
          tokens.push({ i: 0, text: text.slice(-2), lower: "'s", lemma: "'s", pos: 'PART', neg: !!neg[k], cap: false, glued: true });
          continue;
        }
        tokens.push({
          i: 0,
          text,
          lower,
          lemma: straighten(lemma[k] ?? lower).toLowerCase(),
          pos: tag,
          neg: !!neg[k],
          cap: /^[A-Z]/.test(text),
          glued,
        });
      }
      if (tokens.length)
        raw.push({
          text: pieces
            ? tokens.map((t, n) => (n && !t.glued ? ' ' : '') + t.text).join('')
            : (texts[si] ?? '').trim().replace(/^[-•*–·]\s+/, ''),
          tokens,
        });
    }
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

// Verbs of showing that wink reads as nouns after a plural subject ("Emails show she warned the board").
const SHOWING = new Set([
  'show',
  'shows',
  'showed',
  'prove',
  'proves',
  'proved',
  'confirm',
  'confirms',
  'confirmed',
  'place',
  'places',
  'placed',
  'put',
  'puts',
  'reveal',
  'reveals',
  'revealed',
  'contradict',
  'contradicts',
  'support',
  'supports',
  'corroborate',
  'corroborates',
  'indicate',
  'indicates',
  'suggest',
  'suggests',
  'match',
  'matches',
  'matched',
]);
const SHOWING_LEMMA: Record<string, string> = {
  shows: 'show',
  showed: 'show',
  proves: 'prove',
  proved: 'prove',
  confirms: 'confirm',
  confirmed: 'confirm',
  places: 'place',
  placed: 'place',
  puts: 'put',
  reveals: 'reveal',
  revealed: 'reveal',
  contradicts: 'contradict',
  supports: 'support',
  corroborates: 'corroborate',
  indicates: 'indicate',
  suggests: 'suggest',
  matches: 'match',
  matched: 'match',
};
export const singular = (w: string) =>
  w.endsWith('ies')
    ? `${w.slice(0, -3)}y`
    : /(?:ss|x|ch|sh)es$/.test(w)
      ? w.slice(0, -2)
      : w.endsWith('s') && !w.endsWith('ss')
        ? w.slice(0, -1)
        : w;

/** A regular past form's base: "texted" → "text", "pressured" → "pressure", "grabbed" → "grab". */
function pastToBase(w: string): string {
  if (/ied$/.test(w)) return w.replace(/ied$/, 'y');
  if (/([^aeiouls])\1ed$/.test(w)) return w.replace(/([^aeiou])\1ed$/, '$1');
  if (/(?:[aiou]r|[aeiou][cgsvz])ed$/.test(w)) return w.slice(0, -1);
  return w.replace(/ed$/, '');
}

/** An object pronoun after a verb of perception or a causative (PERCEIVE_OR_CAUSE, lexicon.ts: "saw him swing", "let me see"). */
const OBJECT_PRONOUN = /^(?:me|him|her|them|us)$/;
/** Verbs whose base form ends in "-ing". */
const ING_VERBS = /^(?:s|sw|br|fl|cl|wr|spr|str|st|r|w|k|th)ing$/;

function fixTags(tokens: Token[]): void {
  // A capitalised common noun at the start of a sentence ("Emails", "Records", "Witnesses").
  for (let i = 0; i < Math.min(tokens.length, 3); i++) {
    const t = tokens[i]!;
    if (t.pos !== 'PROPN') continue;
    const sg = singular(t.lower);
    if (EVIDENCE_NOUNS.has(sg) || EVIDENCE_NOUNS.has(t.lower) || PERSON_NOUNS.has(sg) || (i > 0 && tokens[i - 1]!.pos === 'NOUN')) {
      if (EVIDENCE_NOUNS.has(sg) || EVIDENCE_NOUNS.has(t.lower) || PERSON_NOUNS.has(sg)) {
        t.pos = 'NOUN';
        t.lemma = EVIDENCE_NOUNS.has(t.lower) ? t.lower : sg;
      }
    }
  }
  for (let i = 1; i < tokens.length; i++) {
    const t = tokens[i]!;
    const p = tokens[i - 1]!;
    const n = tokens[i + 1];
    if (
      t.pos === 'NOUN' &&
      SHOWING.has(t.lower) &&
      // "the records show", or after a reduced relative clause: "the records the detective subpoenaed show most of…";
      // "neither one matches Ethan", "the second one shows …": a pronoun "one" the tagger counts as a number.
      (p.pos === 'NOUN' || p.pos === 'PROPN' || (p.pos === 'VERB' && /ed$/.test(p.lower)) || (p.pos === 'NUM' && p.lower === 'one')) &&
      n &&
      ['PRON', 'DET', 'PROPN', 'NUM', 'ADJ', 'SCONJ'].includes(n.pos)
    ) {
      t.pos = 'VERB';
      t.lemma = SHOWING_LEMMA[t.lower] ?? t.lower;
    }
  }
  for (let i = 1; i < tokens.length; i++) {
    const t = tokens[i]!;
    const prev = tokens[i - 1]!;
    // "the doctor pressured everyone": a past verb wink reads as an adjective.
    if (
      t.pos === 'ADJ' &&
      /[^e]ed$/.test(t.lower) &&
      (prev.pos === 'NOUN' || prev.pos === 'PROPN') &&
      tokens[i + 1] &&
      ['PRON', 'DET', 'PROPN'].includes(tokens[i + 1]!.pos) &&
      !(tokens[i - 2] && /^(?:was|were|is|are|be|been|got|get|seemed|looked|felt)$/.test(tokens[i - 2]!.lower))
    ) {
      t.pos = 'VERB';
      t.lemma = pastToBase(t.lower);
    }
    // A verb's past form wink does not know ("texted", "emailed").
    if (t.pos === 'VERB' && t.lemma === t.lower && /[^e]ed$/.test(t.lower) && t.lower.length > 5) t.lemma = pastToBase(t.lower);
    // "I was home with her", "stayed home": a place adverb wink reads as a verb.
    if (t.lower === 'home' && t.pos === 'VERB' && /^(?:was|were|is|are|be|been|am|stayed|stay|stays|'m|'s)$/.test(prev.lower)) {
      t.pos = 'ADV';
      t.lemma = 'home';
    }
    // "sucker punched him": a noun used as a manner adverb before a verb.
    if (t.pos === 'NOUN' && t.lower === 'sucker' && tokens[i + 1]?.pos === 'VERB') t.pos = 'ADV';
    if (
      t.pos === 'NOUN' &&
      VERB_FORMS_AFTER_SUBJECT.has(t.lower) &&
      (prev.pos === 'PROPN' ||
        prev.text === ')' ||
        (prev.text === ',' && tokens[i - 2]?.pos === 'PROPN') ||
        /^(he|she|it)$/.test(prev.lower)) &&
      tokens[i + 1] &&
      tokens[i + 1]!.pos !== 'VERB'
    ) {
      t.pos = 'VERB';
      t.lemma =
        t.lower === 'says'
          ? 'say'
          : t.lower === 'has'
            ? 'have'
            : /(?:ch|sh)es$/.test(t.lower)
              ? t.lower.slice(0, -2)
              : t.lower.replace(/ies$/, 'y').replace(/s$/, '');
    }
    // "When police arrived": wink reads a few nouns as verbs.
    if (t.pos === 'VERB' && MISREAD_NOUNS.has(t.lower) && !(prev.pos === 'PART' && prev.lower === 'to') && !(prev.pos === 'AUX')) {
      t.pos = 'NOUN';
      t.lemma = t.lower;
    }
  }
  // "A man I didn't know, Wade Kimbrough, …": inside a sentence, a capitalised first name right
  // before a surname is a name, not the verb or noun it also spells ("Wade", "Rose", "Hunter").
  for (let i = 1; i < tokens.length - 1; i++) {
    const t = tokens[i]!;
    const prev = tokens[i - 1]!;
    const next = tokens[i + 1]!;
    if (t.pos === 'PROPN' || !/^[A-Z][a-z]+$/.test(t.text) || !next.cap || next.pos !== 'PROPN') continue;
    if (/^[:"“'‘(]$/.test(prev.text) || prev.text === '.') continue;
    if (!personSpan(t.text).person && firstNameGender(t.lower) === '?') continue;
    t.pos = 'PROPN';
    t.lemma = t.lower;
  }
  // "saw Cole Brandt swing at him", "heard him shout": after a verb of perception or a causative and
  // its object (a name or an object pronoun), a bare word wink reads as a noun is the verb of the
  // object's act — a name or pronoun is never followed by a common noun of its own.
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    const recording = RECORDING.test(t.lemma);
    if (t.pos !== 'VERB' || !(PERCEIVE_OR_CAUSE.test(t.lemma) || recording)) continue;
    let j = i + 1;
    if (tokens[j]?.pos === 'PRON' && OBJECT_PRONOUN.test(tokens[j]!.lower)) j++;
    else while (tokens[j]?.pos === 'PROPN') j++;
    if (j === i + 1) continue;
    const w = tokens[j];
    const after = tokens[j + 1];
    if (
      w?.pos === 'NOUN' &&
      /^[a-z]+$/.test(w.text) &&
      // After a recording verb only a participle ("recorded Cole punching him"), not a bare noun.
      (!recording || /[a-z]{2}ing$/.test(w.text)) &&
      (!after || ['ADP', 'DET', 'PRON', 'PROPN', 'ADV', 'PART', 'PUNCT', 'ADJ'].includes(after.pos))
    ) {
      w.pos = 'VERB';
      if (w.lemma === w.lower && /ing$/.test(w.lower) && !ING_VERBS.test(w.lower)) w.lemma = w.lower.replace(/ing$/, '');
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

/** Names the form gives (the client, the witnesses, the other party) are names wherever they appear capitalised ("Jordan Pierce is the father"). */
export function markNames(sentences: Sentence[], names: string[]): void {
  const words = new Set(
    names
      .flatMap((n) => n.split(/[\s,()]+/))
      .filter((w) => /^[A-Z][a-zA-Z'’-]+$/.test(w) && w.length > 1)
      .map((w) => straighten(w.toLowerCase())),
  );
  if (!words.size) return;
  for (const s of sentences) {
    for (const t of s.tokens) {
      if (t.cap && words.has(t.lower) && t.pos !== 'PROPN' && !(t.i === 0 && (t.pos === 'DET' || t.pos === 'PRON'))) {
        t.pos = 'PROPN';
        t.lemma = t.lower;
      }
    }
  }
}
