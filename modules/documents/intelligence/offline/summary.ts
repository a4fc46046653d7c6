// The offline engine's summary: the few sentences that carry what a reader of the document needs
// first — who the parties are, when it runs or happened, what money it moves, and what someone is
// bound to do — chosen by greedy coverage of those facts over the document's sentences, with OCR
// noise left out and a length budget, then given in document order. The facts are the engine's own
// findings (parties, dates, amounts with their places), so the summary and the fields agree; a
// document with none of them (a letter, a report) falls back on the lead and on word weight.
import winkNLP from 'wink-nlp';
import model from 'wink-eng-lite-web-model';
import type { Source } from '../schema.js';
import { normalizeSpaces, type FlatText, type Span } from './text.js';

export interface SummaryFacts {
  parties: readonly { name: string; role?: string | undefined; source: Source }[];
  dates: readonly { label?: string | undefined; source: Source }[];
  amounts: readonly { source: Source }[];
}

export interface SummaryOptions {
  /** The whole summary's budget, in characters. */
  maxChars?: number;
  /** At most this many sentences. */
  maxSentences?: number;
}

const MAX_CHARS = 1_000;
const MAX_SENTENCES = 4;
/** A sentence longer than this is quoted up to it (a contract's preamble with its addresses). */
const MAX_SENTENCE_CHARS = 420;
/** Sentences longer than this are tables or run-on extraction, never summary material. */
const LONGEST_CANDIDATE = 1_500;
/** The most sentences scored (a long document's summary comes from its facts and its first part). */
const MAX_CANDIDATES = 1_500;
/** A sentence with more than this share of garbage tokens is OCR noise. */
const MAX_GARBAGE_SHARE = 0.2;
/** What a fact already covered is worth when a sentence says it again. */
const REPEAT = 0.3;

// ---------------------------------------------------------------------------------------------
// OCR noise: tokens no language writes. Shapes, not word lists: a symbol inside a word
// ("Comp@ny"), digits mixed into a lower-case word ("sha11"), a long word with no vowel ("rnnt"),
// a letter three times running ("lll"), case flipped inside a word ("tHe"), symbol runs ("~~|^"),
// stray single lower-case letters, and words of five or more consonants in a row.

const VOWEL = /[aeiouyàâäéèêëïîôöùûüáíóú]/i;
const ROMAN = /^[IVXLCDM]+$/;

/** Whether one whitespace-separated token looks like recognition noise rather than a word. */
export function isGarbageToken(raw: string): boolean {
  if (/^\(?(?:[a-z]|[ivx]+|\d+)[).][.,;:]?$/i.test(raw)) return false; // list markers: (a) b) b. (iv) (2)
  const core = raw
    .replace(/\u00ad/g, '') // a soft hyphen is a line-break hint, not a character of the word
    .replace(/^[("'[{<*§]+/, '')
    .replace(/[)"'\]}>.,;:!?*…]+$/, '');
  if (/^[\w.+-]+@[\w-]+(?:\.[\w-]+)+$/.test(core) || /^https?:\/\//.test(core)) return false; // an address
  if (core === '') return raw.length >= 2 && !/^[.…-]+$/.test(raw); // "~~", "|>"; an ellipsis or dash is prose
  if (!/[\p{L}\p{N}]/u.test(core)) return core.length >= 2 || /[|~^\\{}<>=_]/.test(core);
  if (/[^\p{L}\p{N}'.&/,$%€£¥:()+-]/u.test(core)) return true;
  const letters = core.replace(/[^\p{L}]/gu, '');
  if (letters === '') return false; // numbers, sums, section numbers
  if (/\d/.test(core)) {
    if (/^\d+(?:st|nd|rd|th|s)$/i.test(core)) return false; // 1st, 1990s
    if (/^[$€£¥]?[\d,.]+[A-Za-z]{1,3}$/.test(core) && /[A-Z]/.test(core.slice(-1))) return false; // 5M, 10K
    if (/^[$€£¥]?[\d,.]+(?:\/|-)?[a-z]{1,6}$/.test(core)) return false; // 6pm, $100/month, 30-day
    if (!/[a-z]/.test(core)) return false; // codes: A3, 10-K, W-2, 2(a)
    if (/^\d+(?:\.\d+)*\(?[a-z]\)?$/.test(core)) return false; // 3.2a, 10(b)
    return true; // sha11, c0mpany, 17t
  }
  if (letters.length === 1) return /[b-hj-z]/.test(letters) && core.length === 1; // a stray "l", "j"
  if (/(\p{L})\1\1/u.test(letters) && !ROMAN.test(letters)) return true;
  if (letters.length >= 4 && !VOWEL.test(letters) && letters !== letters.toUpperCase()) return true;
  if (/[bcdfghjklmnpqrstvwxz]{5,}/i.test(letters) && letters !== letters.toUpperCase()) return true;
  if (/^\p{Ll}+\p{Lu}\p{Ll}{0,1}$/u.test(letters)) return true; // tHe, aNd (not eGain, eBay)
  return false;
}

/** The share of a sentence's tokens that are noise, and whether it holds a run of symbols. */
export function noiseOf(sentence: string): { garbage: number; tokens: number; share: number } {
  const tokens = sentence.split(/\s+/).filter(Boolean);
  let garbage = 0;
  for (const tok of tokens) if (isGarbageToken(tok)) garbage++;
  // A run of symbols glued to a word ("word|~~") counts once more.
  garbage += (sentence.match(/[^\p{L}\p{N}\s.,;:'"()$%&§/-]{3,}|[_.]{5,}/gu) ?? []).length;
  return { garbage, tokens: tokens.length, share: tokens.length ? garbage / tokens.length : 1 };
}

/** Whether a sentence is unfit to quote: noise, a number table, or too few words. */
function isNoise(sentence: string): boolean {
  const { share, tokens } = noiseOf(sentence);
  if (tokens < 6 || share > MAX_GARBAGE_SHARE) return true;
  const visible = sentence.replace(/\s/g, '');
  const letters = visible.replace(/[^\p{L}]/gu, '').length;
  return letters / Math.max(1, visible.length) < 0.6;
}

/** A sentence as quoted: a leading title in capitals and symbol debris removed, spaces normalised. */
export function cleanSentence(sentence: string, max = MAX_SENTENCE_CHARS): string {
  let s = normalizeSpaces(
    sentence
      .split(/\s+/)
      .filter((tok) => !(isGarbageToken(tok) && !/[\p{L}\p{N}]/u.test(tok)))
      .join(' '),
  );
  // "Exhibit 10.1 SUPPLY AGREEMENT This Supply Agreement is made…": the heading has no full stop
  // and rides along with the first sentence; the sentence proper starts at the capitalised word
  // after the last run of words in capitals.
  const heading = /^(?:.{0,40}?\s)?(?:[\p{Lu}\d][\p{Lu}\d&.,'()/-]*\s+){2,}(?=\p{Lu}\p{Ll})/u.exec(s);
  if (heading && s.length - heading[0].length >= 60) s = s.slice(heading[0].length);
  if (s.length <= max) return s;
  const cut = s.lastIndexOf(' ', max - 1);
  return `${s.slice(0, cut > max / 2 ? cut : max - 1).replace(/[,;:(]+$/, '')}…`;
}

// ---------------------------------------------------------------------------------------------
// Obligations, from the grammar: a modal auxiliary with its verb ("shall deliver", "must not
// disclose", "will pay") or a verb taking a to-infinitive ("agrees to indemnify", "is required to
// file"). wink-nlp's part-of-speech tagger reads them; its model ships in the package.

type Nlp = ReturnType<typeof winkNLP>;
let tagger: Nlp | undefined;
const nlp = (): Nlp => (tagger ??= winkNLP(model, ['pos']));

/** The modal auxiliaries of English that bind (a closed class of the grammar). */
const BINDING_MODALS = new Set(['shall', 'must', 'will', 'should']);

/** 2 for a modal obligation, 1 for a verb + to-infinitive commitment, 0 for neither. */
export function obligationStrength(sentence: string): number {
  const n = nlp();
  const its = n.its;
  const doc = n.readDoc(sentence);
  const words = doc.tokens().out(its.normal);
  const pos = doc.tokens().out(its.pos);
  let best = 0;
  for (let i = 0; i < pos.length; i++) {
    if (pos[i] === 'AUX' && BINDING_MODALS.has(words[i]!)) {
      // shall [not] [promptly] deliver
      for (let j = i + 1; j < Math.min(pos.length, i + 4); j++) {
        if (pos[j] === 'VERB') return 2;
        if (pos[j] !== 'PART' && pos[j] !== 'ADV' && pos[j] !== 'AUX') break;
      }
    }
    if (pos[i] === 'VERB' && words[i + 1] === 'to' && pos[i + 1] === 'PART' && pos[i + 2] === 'VERB') best = 1;
  }
  return best;
}

// ---------------------------------------------------------------------------------------------
// The selection.

const STOP = new Set(
  'a an the and or of to in on at by for with from as is are was were be been being this that these those it its shall will may must not no any all each such other which who whom whose than then there here hereof hereto herein hereunder thereof'.split(
    ' ',
  ),
);
const wordsOf = (s: string) => (s.toLowerCase().match(/\p{L}[\p{L}'-]{2,}/gu) ?? []).filter((w) => !STOP.has(w));

/** A span of time: "five (5) years", "30 days", "twelve months". */
const DURATION = /\b(?:\d+|[a-z]+)(?:\s*\(\d+\))?\s+(?:calendar\s+|business\s+|consecutive\s+)?(?:years?|months?|weeks?|days?)\b/i;
/** What a term clause talks about: how long it runs, when it starts, ends or renews. */
const TERM_WORDS = /\b(?:term|period|expir\w*|terminat\w*|renew\w*|commenc\w*|continue\w*|until|through)\b/i;

interface Candidate {
  index: number;
  span: Span;
  text: string;
  facets: Map<string, number>;
  obligation: number;
  ofParty: boolean;
  weight: number;
  lead: number;
}

/**
 * A piece that does not stand alone: a list's lead-in ("… the following:"), a recital cut at its
 * "; and", a clause continuing a previous line (starts in lower case), or a definition ("'Term'
 * means …", which says what a word means, not what the document does).
 */
function isFragment(text: string): boolean {
  if (/[:,]$|[;,]\s*(?:and|or)$/.test(text) || /^\p{Ll}/u.test(text)) return true;
  return /^(?:\(?[\w.]{1,8}\)?\s+)?["'][^"']{1,80}["']\s+(?:\w+\s+){0,2}(?:means?|mean|includes?|refers?)\b/.test(text);
}

const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }) => a.start < b.end && b.start < a.end;
const squash = (s: string) => normalizeSpaces(s.toLowerCase().replace(/[^\p{L}\p{N}&]+/gu, ' '));

/**
 * Up to `maxSentences` sentences of the document, in document order, within `maxChars`: each pick
 * adds the facts not yet covered (every party named, each kind of date, the term, each sum of
 * money, up to two obligations), plus a lead for the opening and the sentence's word weight, less
 * its share of the budget.
 */
export function extractiveSummary(t: FlatText, spans: readonly Span[], facts: SummaryFacts, opts: SummaryOptions = {}): string {
  const maxChars = opts.maxChars ?? MAX_CHARS;
  const maxSentences = opts.maxSentences ?? MAX_SENTENCES;
  const flat = t.flat;

  const freq = new Map<string, number>();
  for (const w of wordsOf(flat.length > 400_000 ? flat.slice(0, 400_000) : flat)) freq.set(w, (freq.get(w) ?? 0) + 1);
  const partyNames = facts.parties.map((p) => squash(p.name)).map((name) => (name.length >= 4 ? name : ''));
  // What the parties are called in the body ("Distributor", "the Company"): an obligation of a party.
  const partyRoles = facts.parties.map((p) => (p.role ? squash(p.role) : '')).filter((r) => r.length >= 3);

  const candidates: Candidate[] = [];
  const total = spans.length;
  for (let index = 0; index < total && candidates.length < MAX_CANDIDATES; index++) {
    const span = spans[index]!;
    const text = flat.slice(span.start, span.end);
    if (text.length > LONGEST_CANDIDATE || isNoise(text)) continue;
    const letters = text.replace(/[^\p{L}]/gu, '');
    if (letters.length > 20 && letters.replace(/\p{Lu}/gu, '').length < letters.length * 0.1) continue; // a heading or a shouted disclaimer
    const original = t.toOriginal(span.start, span.end);
    const lower = squash(text);
    const facets = new Map<string, number>();
    facts.parties.forEach((p, i) => {
      if (overlaps(p.source, original) || (partyNames[i] && lower.includes(partyNames[i]))) facets.set(`party:${i}`, 2);
    });
    let hasDate = false;
    for (const d of facts.dates) {
      if (!overlaps(d.source, original)) continue;
      hasDate = true;
      facets.set(`date:${d.label ?? 'date'}`, 1.5);
    }
    if ((hasDate || DURATION.test(text)) && TERM_WORDS.test(text)) facets.set('term', 2);
    facts.amounts.forEach((a, i) => {
      if (overlaps(a.source, original)) facets.set(`money:${i}`, i === 0 ? 2 : 1);
    });
    // A fragment is quoted only for the facts it carries.
    if (facets.size === 0 && isFragment(text)) continue;
    const ws = wordsOf(text);
    const weight = ws.length ? ws.reduce((sum, w) => sum + Math.log1p(freq.get(w) ?? 0), 0) / ws.length : 0;
    const lead = Math.max(0, 1 - index / Math.max(8, total * 0.05));
    // The first sentence fit to quote says what the document is (a contract's preamble, a letter's
    // purpose, a decision's first line).
    if (candidates.length === 0) facets.set('opening', 1.5);
    const ofParty = partyNames.some((n) => n && lower.includes(n)) || partyRoles.some((r) => ` ${lower} `.includes(` ${r} `));
    candidates.push({ index, span, text, facets, obligation: -1, ofParty, weight, lead });
  }
  if (candidates.length === 0) return '';
  const maxWeight = Math.max(...candidates.map((c) => c.weight), 1e-9);

  const chosen: { c: Candidate; quoted: string }[] = [];
  const covered = new Set<string>();
  let obligations = 0;
  let used = 0;
  while (chosen.length < maxSentences) {
    let best: { c: Candidate; quoted: string; gain: number } | undefined;
    for (const c of candidates) {
      if (chosen.some((x) => x.c === c)) continue;
      const quoted = cleanSentence(c.text);
      if (used + quoted.length + 1 > maxChars) continue;
      let gain = 0;
      // A fact said again adds a little (the preamble after a title that named the parties).
      for (const [facet, w] of c.facets) gain += covered.has(facet) ? w * REPEAT : w;
      // Grammar is read only for sentences still in the running (it is the costly part).
      if (obligations < 2) {
        if (c.obligation < 0) c.obligation = obligationStrength(c.text);
        if (c.obligation > 0) gain += c.obligation * 0.6 + (c.ofParty ? 0.4 : 0);
      }
      gain += c.lead * 0.8 + (c.weight / maxWeight) * 0.6 - (quoted.length / maxChars) * 1.2;
      if (!best || gain > best.gain) best = { c, quoted, gain };
    }
    // A sentence that adds no fact and little else is left out, once there is something to show.
    if (!best || (chosen.length > 0 && best.gain < 0.5)) break;
    chosen.push(best);
    used += best.quoted.length + 1;
    for (const f of best.c.facets.keys()) covered.add(f);
    if (best.c.obligation > 0) obligations++;
  }
  return chosen
    .sort((a, b) => a.c.index - b.c.index)
    .map((x) => x.quoted)
    .join(' ');
}
