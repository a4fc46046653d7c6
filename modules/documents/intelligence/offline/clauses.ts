// The clauses a reviewer looks for first, found by their headings ("9.4 Governing Law.") and, where
// a contract has no headings, by their wording; each is quoted from its sentence.
import type { ClauseKind } from '../schema.js';
import type { Span } from './text.js';

interface ClauseRule {
  kind: ClauseKind;
  heading: RegExp;
  /** Wording that makes a sentence this clause; every pattern adds to its score. */
  wording: RegExp[];
}

const RULES: ClauseRule[] = [
  {
    kind: 'governing_law',
    heading: /\b(?:governing\s+law|choice\s+of\s+law|applicable\s+law)\b/i,
    wording: [/\bgovern(?:ed|s)\s+by\b/i, /\blaws?\s+of\b/i, /\bconstrued\b/i],
  },
  {
    kind: 'term_termination',
    heading: /\b(?:term\s+and\s+termination|termination|term|duration)\b/i,
    wording: [
      /\bterm\s+of\s+this\s+agreement\b/i,
      /\bterminat(?:e|ion)\b/i,
      /\b(?:commence|expire|renew)\w*\b/i,
      /\b(?:years?|months?)\b/i,
    ],
  },
  {
    kind: 'confidentiality',
    heading: /\b(?:confidential(?:ity)?|non-?disclosure|proprietary\s+information)\b/i,
    wording: [
      /\bconfidential\s+information\b/i,
      /\b(?:not\s+(?:to\s+)?disclose|hold\s+in\s+(?:strict\s+)?confidence|keep\s+confidential|confidential(?:ity)?)\b/i,
    ],
  },
  {
    kind: 'indemnification',
    heading: /\bindemnif(?:ication|y|ies)\b/i,
    wording: [/\bindemnif(?:y|ies|ication)\b/i, /\bhold\s+(?:\w+\s+)?harmless\b/i, /\bdefend\b/i],
  },
  {
    kind: 'non_compete',
    heading: /\b(?:non-?compet(?:e|ition)|non-?solicit(?:ation)?|restrictive\s+covenants?|exclusivity)\b/i,
    wording: [
      /\bnon-?compet\w*\b/i,
      /\b(?:not|shall\s+not)\s+(?:directly\s+or\s+indirectly\s+)?(?:compete|engage\s+in\s+any\s+business)\b/i,
      /\bsolicit\b/i,
      /\bcompetitive\b/i,
    ],
  },
  {
    kind: 'payment',
    heading: /\b(?:payment|payments|compensation|fees?|price|pricing|royalt(?:y|ies)|consideration|invoic(?:e|ing))\b/i,
    wording: [
      /\b(?:shall|will|agrees?\s+to)\s+pay\b/i,
      /\bpayment\b/i,
      /\binvoice\b/i,
      /\$\s?\d|\b(?:USD|EUR|GBP)\s?\d/,
      /\bwithin\s+\w+\s+\(?\d*\)?\s*days\b/i,
    ],
  },
];

/** A numbered or lettered heading just before a sentence: "9.4 Governing Law." / "G. CHOICE OF LAW." */
const HEADING_BEFORE =
  /(?:^|[\s.])(?:(?:section|article)\s+)?(?:\d+(?:\.\d+)*\.?|[A-Z]\.|\([a-z]\))\s+([A-Z][A-Za-z ;,&/-]{2,60}?)\s*[.:-]\s*$/;
const HEADING_START = /^(?:(?:section|article)\s+)?(?:\d+(?:\.\d+)*\.?|[A-Z]\.|\([a-z]\))?\s*([A-Z][A-Za-z ;,&/-]{2,60}?)\s*[.:-]\s/;

export interface FoundClause {
  kind: ClauseKind;
  quote: Span;
}

const MAX_QUOTE = 600;

export function findClauses(flat: string, sentenceSpans: Span[]): FoundClause[] {
  const out: FoundClause[] = [];
  for (const rule of RULES) {
    let best: { span: Span; score: number } | undefined;
    for (let k = 0; k < sentenceSpans.length; k++) {
      const s = sentenceSpans[k]!;
      const sentence = flat.slice(s.start, s.end);
      if (sentence.length < 25) continue;
      const prev = k > 0 ? flat.slice(sentenceSpans[k - 1]!.start, sentenceSpans[k - 1]!.end) : '';
      const headingText = HEADING_START.exec(sentence)?.[1] ?? (prev.length <= 70 ? (HEADING_BEFORE.exec(prev)?.[1] ?? prev) : '');
      let score = 0;
      if (headingText && rule.heading.test(headingText) && headingText.length <= 70) score += 3;
      for (const w of rule.wording) if (w.test(sentence)) score += 1;
      // Definitions and tables of contents mention every topic; a clause is a sentence that binds.
      if (!/\b(?:shall|will|agrees?|must|may\s+not|is\s+governed|are\s+governed)\b/i.test(sentence)) score -= 1.5;
      if (score >= 3 && (!best || score > best.score)) best = { span: s, score };
    }
    if (best) {
      const end = Math.min(best.span.end, best.span.start + MAX_QUOTE);
      out.push({ kind: rule.kind, quote: { start: best.span.start, end } });
    }
  }
  return out;
}
