// The law a document chooses: the sentence that says what governs it ("governed by the laws of the
// State of Iowa", "construed in accordance with Ohio law"), scored so that a governing-law clause
// beats a passing mention and "organized under the laws of Delaware" (where a party was formed)
// never counts. Places come from states-us and i18n-iso-countries.
import { createRequire } from 'node:module';
import countries from 'i18n-iso-countries';
import { states } from 'states-us';
import type { Span } from './text.js';

const require = createRequire(import.meta.url);
countries.registerLocale(require('i18n-iso-countries/langs/en.json') as Parameters<typeof countries.registerLocale>[0]);

const US_STATES = states.filter((s) => !s.territory || s.abbreviation === 'DC' || s.abbreviation === 'PR').map((s) => s.name);
// Country names as people write them in contracts, longest first so "United Kingdom" wins over "United".
const COUNTRY_NAMES = [
  ...new Set([
    ...Object.values(countries.getNames('en', { select: 'all' })).flat(),
    'England and Wales',
    'England',
    'Scotland',
    'Northern Ireland',
    'Hong Kong',
    'the United States',
    'the United States of America',
  ]),
].filter((n) => !/^(?:Georgia|Jersey)$/.test(n)); // US states of the same name win; "New Jersey" is a state
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const byLength = (a: string, b: string) => b.length - a.length;
const STATE_RE = new RegExp(`\\b(${[...US_STATES].sort(byLength).map(escape).join('|')})\\b`, 'gi');
const COUNTRY_RE = new RegExp(`\\b(${COUNTRY_NAMES.sort(byLength).map(escape).join('|')})\\b`, 'gi');

function canonical(name: string, list: string[]): string {
  return list.find((n) => n.toLowerCase() === name.toLowerCase()) ?? name;
}

export interface GoverningLaw {
  state: string;
  /** Flat range of the place name. */
  place: Span;
  /** Flat range of the sentence that chooses the law. */
  sentence: Span;
  score: number;
}

const GOVERNED = /\bgovern(?:ed|s|ing)\b/i;
const LAW = /\blaws?\b/i;
const CONSTRUED = /\b(?:constru(?:ed|e)|interpret(?:ed)?|enforced)\b/i;
const HEADING = /\b(?:governing\s+law|choice\s+of\s+law|applicable\s+law|law\s+and\s+(?:jurisdiction|venue|forum))\b/i;
const FORMED = /\b(?:organi[sz]ed|incorporated|existing|formed|registered|chartered|domiciled|licensed|qualified)\b[^.]{0,60}$/i;

/** Scores one sentence; the place must follow "laws of" or precede "law". */
function scoreSentence(sentence: string, headingBefore: string): { score: number; index: number; name: string; us: boolean } | undefined {
  if (!LAW.test(sentence)) return undefined;
  let best: { score: number; index: number; name: string; us: boolean } | undefined;
  for (const [re, us] of [
    [STATE_RE, true],
    [COUNTRY_RE, false],
  ] as const) {
    re.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = re.exec(sentence))) {
      const lead = sentence.slice(Math.max(0, m.index - 60), m.index);
      const tail = sentence.slice(m.index + m[0].length, m.index + m[0].length + 12);
      const lawsOf =
        /\blaws?\s+(?:and\s+[\w\s]{0,30}\s+)?of\s+(?:the\s+)?(?:(?:state|commonwealth|province|republic|kingdom)\s+of\s+)?(?:the\s+)?$/i.test(
          lead,
        ) || /\blaws?\s+of\s+the\s+$/i.test(lead);
      const xLaw = /^\s*(?:state\s+)?law\b/i.test(tail);
      if (!lawsOf && !xLaw) continue;
      if (FORMED.test(lead)) continue;
      let score = 1;
      if (GOVERNED.test(sentence)) score += 3;
      if (CONSTRUED.test(sentence)) score += 1;
      if (HEADING.test(headingBefore) || HEADING.test(sentence.slice(0, 40))) score += 2;
      if (/\bin\s+accordance\s+with\b/i.test(lead)) score += 0.5;
      if (us) score += 0.25; // "laws of the State of Georgia" is the state, not the country
      if (!best || score > best.score) best = { score, index: m.index, name: m[0], us };
    }
  }
  return best;
}

export function findGoverningLaw(flat: string, sentenceSpans: Span[]): GoverningLaw | null {
  let best: GoverningLaw | null = null;
  for (const s of sentenceSpans) {
    const sentence = flat.slice(s.start, s.end);
    const headingBefore = flat.slice(Math.max(0, s.start - 40), s.start);
    const found = scoreSentence(sentence, headingBefore);
    // A bare mention ("comply with the laws of Texas") chooses no law; it takes governing,
    // construing or "in accordance with" wording, or a governing-law heading.
    if (!found || found.score < 1.5) continue;
    if (!best || found.score > best.score) {
      const state = found.us ? canonical(found.name, US_STATES) : canonical(found.name.replace(/^the\s+/i, ''), COUNTRY_NAMES);
      best = {
        state,
        place: { start: s.start + found.index, end: s.start + found.index + found.name.length },
        sentence: s,
        score: found.score,
      };
    }
  }
  return best;
}
