// The law a document chooses: the sentence that says what governs it ("governed by the laws of the
// State of Iowa", "construed in accordance with Ohio law"), scored so that a governing-law clause
// beats a passing mention and "organized under the laws of Delaware" (where a party was formed)
// never counts. Places (every US state, country, Canadian province, Australian state and UK nation) come from places.ts.
import { jurisdiction, LAW_ADJECTIVES, PLACE_SPELLINGS, type Jurisdiction } from './places.js';
import type { Span } from './text.js';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// Every US state, country, Canadian province, Australian state and UK nation (places.ts), longest first.
const PLACE_RE = new RegExp(`\\b(${PLACE_SPELLINGS.map(escape).join('|')})\\b`, 'gi');
const ADJECTIVE_RE = new RegExp(
  `\\b(${Object.keys(LAW_ADJECTIVES)
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|')})\\s+(?:substantive\\s+)?laws?\\b`,
  'g',
);

export interface GoverningLaw {
  state: string;
  /** Flat range of the place name. */
  place: Span;
  /** Flat range of the sentence that chooses the law. */
  sentence: Span;
  score: number;
}

// "shall be governed by", "The laws of … shall govern".
const GOVERNED = /\b(?:govern(?:ed|s|ing)?|controlled\s+by|controlling|subject\s+to)\b/i;
// "laws", or "legislation" as contracts translated from Russian or Chinese say ("governed by the legislation of the Republic of Kazakhstan").
const LAW = /\b(?:laws?|legislation)\b/i;
const CONSTRUED = /\b(?:constru(?:ed|e)|interpret(?:ed)?|enforced)\b/i;
const HEADING =
  /\b(?:governing\s+law|choice\s+of\s+law|applicable\s+law|controlling\s+law|law\s+and\s+(?:jurisdiction|venue|forum)|venue|jurisdiction)\b/i;
const FORMED = /\b(?:organi[sz]ed|incorporated|existing|formed|registered|chartered|domiciled|licensed|qualified)\b[^.]{0,60}$/i;

interface Found {
  score: number;
  index: number;
  length: number;
  place: Jurisdiction;
}

/** Scores one sentence; the place must follow "laws of" or precede "law" ("English law", "Ohio law"). */
function scoreSentence(sentence: string, headingBefore: string): Found | undefined {
  if (!LAW.test(sentence)) return undefined;
  const found: Found[] = [];
  const score = (lead: string) => {
    let score = 1;
    if (GOVERNED.test(sentence)) score += 3;
    if (CONSTRUED.test(sentence)) score += 1;
    if (HEADING.test(headingBefore) || HEADING.test(sentence.slice(0, 40))) score += 2;
    if (/\bin\s+accordance\s+with\b/i.test(lead)) score += 0.5;
    return score;
  };
  PLACE_RE.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = PLACE_RE.exec(sentence))) {
    const place = jurisdiction(m[0]);
    if (!place) continue;
    const lead = sentence.slice(Math.max(0, m.index - 100), m.index);
    const tail = sentence.slice(m.index + m[0].length, m.index + m[0].length + 12);
    // "laws of the State of Texas", "laws, other than choice of law rules, of the state of Florida", "federal laws of Canada",
    // a country by its constitutional title ("the laws of the Federal Republic of Germany").
    const lawsOf =
      /\b(?:laws?|legislation)\b(?:\s*,[^,]{0,80},)?\s+(?:and\s+[\w\s]{0,30}\s+)?of\s+(?:the\s+)?(?:(?:(?:federal|united|democratic|people'?s|socialist|islamic)\s+){0,2}(?:state|commonwealth|province|republic|kingdom|territory|canton|federation)\s+of\s+)?(?:the\s+)?$/i.test(
        lead,
      ) ||
      /\blaws?\s+of\s+the\s+$/i.test(lead) ||
      // "the laws of the United States of America and of the State of Texas"
      /\blaws?\s+of\b[^.;]{0,80}\band\s+(?:of\s+)?(?:the\s+)?(?:(?:state|commonwealth|province)\s+of\s+)?(?:the\s+)?$/i.test(lead);
    const xLaw = /^\s*(?:state\s+|provincial\s+|federal\s+)?laws?\b/i.test(tail);
    // "made in the State of California and shall be governed by … the laws thereof": the place the law refers back to.
    const thereof = /^[^.;]{0,160}\blaws?\s+thereof\b/i.test(sentence.slice(m.index + m[0].length));
    if (!lawsOf && !xLaw && !thereof) continue;
    if (FORMED.test(lead.slice(-60))) continue;
    found.push({ score: score(lead), index: m.index, length: m[0].length, place });
  }
  ADJECTIVE_RE.lastIndex = 0;
  while ((m = ADJECTIVE_RE.exec(sentence))) {
    const place = jurisdiction(LAW_ADJECTIVES[m[1]!]!);
    if (!place) continue;
    found.push({ score: score(sentence.slice(Math.max(0, m.index - 100), m.index)), index: m.index, length: m[1]!.length, place });
  }
  if (found.length === 0) return undefined;
  const top = Math.max(...found.map((f) => f.score));
  const best = found.filter((f) => f.score === top);
  // "the laws of the United States of America and of the State of Texas", "the laws of the Province of
  // British Columbia and the federal laws of Canada": the state or province, within its country.
  return (
    best.find((f) => f.place.kind !== 'country' && best.some((g) => g.place.kind === 'country' && g.place.country === f.place.country)) ??
    best.find((f) => f.place.kind !== 'country') ??
    best[0]
  );
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
      best = {
        state: found.place.name,
        place: { start: s.start + found.index, end: s.start + found.index + found.length },
        sentence: s,
        score: found.score,
      };
    }
  }
  return best;
}
