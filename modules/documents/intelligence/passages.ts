// The pieces of answering a question from a document's own text, pure and shared by the read side
// (projections/documents/passages.ts ranks passages with them) and the assistant (which builds the
// answer sentence): a document cut into passages that never cross a page, the words of a text as
// Porter2 stems, the kind of fact a question asks for ("when" → a date, "who" → a name, "how much"
// → an amount), and where such facts sit in a passage — with the same date and amount readers the
// key-information analysis uses.
import model from 'wink-eng-lite-web-model';
import { states } from 'states-us';
import type { PageSpan } from '../contract.js';
import { findAmounts } from './offline/amounts.js';
import { findDates } from './offline/dates.js';
import { FlatText, sentences } from './offline/text.js';

export interface PassageSpan {
  page: number;
  start: number;
  end: number;
}

/** A passage shorter than this joins the next one (a heading, "1.", a signature line alone says little). */
const MIN_PASSAGE = 80;
/** A sentence longer than this is cut at clause boundaries (contracts write 1 000-character sentences). */
const MAX_PASSAGE = 600;

/**
 * The document cut into sentence- or clause-sized passages, page by page (so a passage never crosses a
 * page boundary): `text.slice(start, end)` is the passage, all of it on `page`.
 */
export function splitPassages(text: string, pages: readonly PageSpan[]): PassageSpan[] {
  const spans = pages.length > 0 ? pages : [{ page: 1, start: 0, end: text.length }];
  const out: PassageSpan[] = [];
  for (const p of spans) {
    const pageText = text.slice(p.start, p.end);
    const flat = new FlatText(pageText, []);
    const pieces: { start: number; end: number }[] = [];
    for (const s of sentences(flat.flat)) {
      const o = flat.toOriginal(s.start, s.end);
      // A closing quote or bracket the sentence splitter left at the start belongs to the sentence before.
      let start = o.start;
      while (start < o.end && /[\s"'”’),;:]/.test(pageText[start]!)) start++;
      for (const c of cutLong(pageText, start, o.end)) pieces.push(c);
    }
    // Short pieces join the next one on the page, as long as the whole stays clause-sized.
    let open: { start: number; end: number } | undefined;
    for (const c of pieces) {
      if (open && (open.end - open.start < MIN_PASSAGE || c.end - c.start < 24) && c.end - open.start <= MAX_PASSAGE) {
        open = { start: open.start, end: c.end };
        continue;
      }
      if (open) out.push({ page: p.page, start: p.start + open.start, end: p.start + open.end });
      open = c;
    }
    if (open) out.push({ page: p.page, start: p.start + open.start, end: p.start + open.end });
  }
  return out.filter((s) => /[A-Za-z0-9]/.test(text.slice(s.start, s.end)));
}

/** [start, end) of `text` cut into pieces of at most MAX_PASSAGE characters, at "; " or ", " or a space. */
function cutLong(text: string, start: number, end: number): { start: number; end: number }[] {
  const out: { start: number; end: number }[] = [];
  let s = start;
  while (end - s > MAX_PASSAGE) {
    const window = text.slice(s, s + MAX_PASSAGE);
    const at = [/;\s/g, /[,:]\s/g, /\s/g]
      .map((re) => {
        let best = -1;
        for (const m of window.matchAll(re)) if (m.index >= MAX_PASSAGE / 3) best = m.index + 1;
        return best;
      })
      .find((i) => i > 0);
    const cut = s + (at ?? MAX_PASSAGE);
    out.push({ start: s, end: trimEnd(text, s, cut) });
    s = cut;
    while (s < end && /\s/.test(text[s]!)) s++;
  }
  if (end > s) out.push({ start: s, end });
  return out;
}

function trimEnd(text: string, start: number, end: number): number {
  let e = end;
  while (e > start && /\s/.test(text[e - 1]!)) e--;
  return e;
}

// Words that say nothing about what a question is about (and the question words themselves).
const STOP_WORDS = new Set(
  (
    'a about above after again against all also am an and any are as at be been before being below between both but by can ' +
    'could did do does doing done down during each few for from further had has have having he her here hers herself him ' +
    'himself his how i if in into is it its itself just me more most my myself no nor not of off on once only or other our ours ' +
    'ourselves out over own same she should so some such than that the their theirs them themselves then there these they this ' +
    'those through to too under until up very was we were what when where which while who whom why will with would you your ' +
    'yours yourself yourselves tell say says said please know want need get got give let may might must shall ' +
    // The document itself is what is being asked about, not a word to find in it.
    'document documents doc file files contract contracts agreement agreements my mine'
  ).split(' '),
);

// wink's English model carries the Porter2 stemmer the assistant's language layer uses (its `its.stem`
// helper calls this addon); called directly here, word by word, so a whole document costs no parse.
const porter2 = (model as unknown as { addons: { stem(word: string): string } }).addons.stem;
const stems = new Map<string, string>();

// Plain words and the legal words for the same thing ("lawyer" and "attorney", "end" and "terminate"):
// a question asks in the one and a contract answers in the other. Each group's stems count as one term.
const SAME_MEANING = [
  'lawyer attorney counsel',
  'lawsuit litigation suit proceeding',
  'end terminate termination cancel cancellation expire expiration expiry',
  'start begin commence commencement',
  'sign signed signature execute executed',
  'raise increase',
  'buy purchase',
  'quit resign withdraw withdrawal',
  'fire dismiss discharge',
  'renew renewal extend extension',
  'last continue',
  'money payment pay paid payable',
  'rule regulation',
];

/**
 * The term a word counts as: its Porter2 stem, with the agent suffix Porter2 keeps taken off
 * ("distributor" and "distribution" both count as "distribut"; "licensor" as "licens"), and every word of a SAME_MEANING group as the group's first. Cached: a document repeats
 * its words.
 */
export function stemWord(word: string): string {
  let s = stems.get(word);
  if (s === undefined) {
    s = baseStem(word);
    s = synonyms.get(s) ?? s;
    if (stems.size > 200_000) stems.clear();
    stems.set(word, s);
  }
  return s;
}

function baseStem(word: string): string {
  let s = porter2(word);
  if (/(?:or|er)$/.test(s) && s.length >= 7) s = s.slice(0, -2);
  return s;
}

const synonyms = new Map<string, string>();
for (const group of SAME_MEANING) {
  const [head, ...rest] = group.split(' ').map(baseStem);
  for (const w of rest) synonyms.set(w!, head!);
}

/** The stems of a text's content words, in order (repeats kept, for term frequencies). */
export function termsOf(text: string): string[] {
  const out: string[] = [];
  for (const m of text.toLowerCase().matchAll(/[a-z][a-z0-9]*(?:['’][a-z]+)?|\d+/g)) {
    const w = m[0].replace(/['’]s$/, '').replace(/['’]/g, '');
    if (w.length < 2 || STOP_WORDS.has(w)) continue;
    out.push(stemWord(w));
  }
  return out;
}

/** The kind of fact a question asks for. */
export type AnswerKind = 'date' | 'duration' | 'amount' | 'party' | 'place';

/**
 * What a question asks for, from its question word and the noun it asks about: "when" or "what date"
 * a date; "how long" or the term or notice period a duration; "how much" or a fee, price or payment an
 * amount; "who" or the parties a name; "where" or the governing law a place. Undefined for a
 * question of another kind ("can I terminate early?").
 */
export function answerKind(question: string): AnswerKind | undefined {
  const q = question.toLowerCase();
  if (
    /\bhow much\b|\bhow many dollars\b|\bwhat (?:is|are|was|were) the (?:\w+ )?(?:fees?|price|costs?|rent|royalt(?:y|ies)|salary|compensation|payments?|amount|deposit|penalty|purchase price)\b/.test(
      q,
    )
  )
    return 'amount';
  if (
    /\bhow long\b|\bhow many (?:days|weeks|months|years)\b|\bduration\b|\bnotice period\b|\bwhat (?:is|was) the (?:initial )?term\b|\bperiod of\b/.test(
      q,
    )
  )
    return 'duration';
  if (
    /\bwhen\b|\bwhat (?:date|day|year)\b|\bwhich date\b|\b(?:effective|start|end|expiration|termination|signing) date\b|\bdeadline\b|\bdated\b/.test(
      q,
    )
  )
    return 'date';
  if (/\bwho\b|\bwhom\b|\bwhose\b|\bwhich (?:company|companies|party|parties|person|people|firm)\b|\bthe parties\b|\bsignator/.test(q))
    return 'party';
  if (
    /\bwhere\b|\bgoverning law\b|\bwhich (?:state|country|court|courts|law|laws|jurisdiction)\b|\bjurisdiction\b|\bvenue\b|\bwhat law\b|\bwhose laws?\b/.test(
      q,
    )
  )
    return 'place';
  if (/\b(?:fees?|price|cost|costs|rent|royalt(?:y|ies)|salary|compensation|pay|paid|owe|owed)\b/.test(q)) return 'amount';
  return undefined;
}

export interface Fact {
  kind: AnswerKind;
  /** Offsets into the text the facts were found in. */
  start: number;
  end: number;
  text: string;
}

const NUMBER_WORDS =
  'one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|eighteen|twenty|thirty|forty|forty-five|sixty|ninety|hundred|one hundred twenty|one hundred eighty';
const DURATION = new RegExp(
  String.raw`\b(?:(?:${NUMBER_WORDS})(?:\s*\(\d+\))?|\d+|\(\d+\))[\s-]+(?:calendar\s+|business\s+|consecutive\s+|full\s+)?(?:years?|months?|days?|weeks?)\b`,
  'gi',
);
const ORG =
  // "Inc." and "Corp." keep their dot; "LLC." at a sentence's end does not.
  /\b(?:[A-Z][\w&.'-]*,?\s+){0,5}?(?:[A-Z][\w&.'-]*,?\s+)(?:(?:Inc|Corp|Co|Ltd)\b\.?|(?:Incorporated|LLC|Limited|Corporation|Company|LP|LLP|PLC|plc|GmbH|AG|Pty)\b|(?:L\.L\.C|L\.P|S\.A|N\.V|B\.V)\.?)/g;
const ORG_HEAD =
  /\b(?:The\s+)?(?:University|Bank|Trust|Board|College|Institute|Foundation|Department|State|County|City)\s+of\s+(?:[A-Z][\w&'-]*\s?){1,4}/g;
// A person's name where a signature block or a notice names one: "Name: Jane Doe", "By: /s/ Jane Doe", "Attention: …".
const SIGNED_NAME = /\b(?:Name|By|Attn|Attention|Signature|Signed)\s*:?\s*(?:\/s\/\s*)?((?:[A-Z][a-zA-Z'.-]+\s?){2,4})/g;
const US_STATES = states.filter((s) => !s.territory || s.abbreviation === 'DC').map((s) => s.name);
const PLACE = new RegExp(
  String.raw`\b(?:${[
    ...US_STATES,
    'England and Wales',
    'England',
    'Scotland',
    'Ontario',
    'British Columbia',
    'Quebec',
    'Hong Kong',
    'Singapore',
    'Israel',
    'Germany',
    'France',
    'Japan',
    'China',
    'India',
    'Canada',
    'Australia',
    'the United States',
  ]
    .sort((a, b) => b.length - a.length)
    .join('|')})\b`,
  'g',
);

/**
 * The facts of one kind a text states, with their places in it: dates and amounts as the key-information
 * analysis reads them, durations ("five (5) years"), names (the document's own parties when known,
 * company names, names in signature and notice lines), places (US states and common countries).
 * A question for a date also takes durations: "when does it end?" is often answered by a term.
 */
export function factsIn(text: string, kind: AnswerKind, knownNames: readonly string[] = []): Fact[] {
  const out: Fact[] = [];
  const push = (k: AnswerKind, start: number, end: number) => out.push({ kind: k, start, end, text: text.slice(start, end) });
  const all = (re: RegExp, k: AnswerKind, group = 0) => {
    for (const m of text.matchAll(re)) {
      const g = m[group];
      if (!g) continue;
      const s = m.index + m[0].indexOf(g);
      push(k, s, trimEnd(text, s, s + g.length));
    }
  };
  switch (kind) {
    case 'date':
      for (const d of findDates(text)) push('date', d.start, trimEnd(text, d.start, d.end));
      all(DURATION, 'duration');
      break;
    case 'duration':
      all(DURATION, 'duration');
      break;
    case 'amount':
      for (const a of findAmounts(text)) push('amount', a.start, a.end);
      break;
    case 'party': {
      const lower = text.toLowerCase();
      for (const name of knownNames) {
        const n = name.trim();
        if (n.length < 3) continue;
        for (let i = lower.indexOf(n.toLowerCase()); i >= 0; i = lower.indexOf(n.toLowerCase(), i + n.length))
          push('party', i, i + n.length);
      }
      all(ORG, 'party');
      all(ORG_HEAD, 'party');
      all(SIGNED_NAME, 'party', 1);
      break;
    }
    case 'place':
      all(PLACE, 'place');
      break;
  }
  return out.sort((a, b) => a.start - b.start || b.end - a.end);
}
