// Key legal terms from a lexicon of the terms a reviewer scans for, ranked by how often they occur,
// and an extractive summary: the sentences that best stand for the document (word weight by
// frequency, with a lead for the opening and for sentences naming the parties).
import type { Span } from './text.js';

const TERMS: [string, RegExp][] = [
  ['Confidential Information', /\bconfidential\s+information\b/gi],
  ['Confidentiality', /\bconfidentiality\b/gi],
  ['Indemnification', /\bindemnif(?:y|ies|ied|ication)\b/gi],
  ['Limitation of Liability', /\blimitation\s+of\s+liability\b|\bin\s+no\s+event\s+shall\b[^.]{0,60}\bliable\b/gi],
  ['Force Majeure', /\bforce\s+majeure\b/gi],
  ['Arbitration', /\barbitrat(?:ion|or|e)\b/gi],
  ['Jurisdiction', /\bjurisdiction\b/gi],
  ['Termination', /\bterminat(?:ion|e)\b/gi],
  ['Renewal', /\b(?:auto(?:matic(?:ally)?)?\s+)?renew(?:al|ed|s)?\b/gi],
  ['Exclusivity', /\bexclusiv(?:e|ity)\b/gi],
  ['Non-Competition', /\bnon-?compet(?:e|ition)\b/gi],
  ['Non-Solicitation', /\bnon-?solicit(?:ation)?\b/gi],
  ['Intellectual Property', /\bintellectual\s+property\b/gi],
  ['License Grant', /\b(?:grants?|granted)\b[^.]{0,40}\blicen[cs]e\b/gi],
  ['Royalties', /\broyalt(?:y|ies)\b/gi],
  ['Warranty', /\bwarrant(?:y|ies)\b/gi],
  ['Representations and Warranties', /\brepresentations\s+and\s+warranties\b/gi],
  ['Assignment', /\bassign(?:ment|ed)?\b/gi],
  ['Change of Control', /\bchange\s+(?:of|in)\s+control\b/gi],
  ['Severability', /\bsever(?:ability|able)\b/gi],
  ['Entire Agreement', /\bentire\s+agreement\b/gi],
  ['Insurance', /\binsurance\b/gi],
  ['Audit Rights', /\baudit\b/gi],
  ['Most Favored Nation', /\bmost\s+favou?red\b/gi],
  ['Liquidated Damages', /\bliquidated\s+damages\b/gi],
  ['Minimum Purchase', /\bminimum\s+(?:purchase|quantity|order)\b/gi],
  ['Territory', /\bterritory\b/gi],
  ['Independent Contractor', /\bindependent\s+contractor\b/gi],
  ['Injunctive Relief', /\binjunctive\s+relief\b|\bspecific\s+performance\b/gi],
  ['Breach', /\bbreach(?:es|ed)?\b/gi],
  ['Notice', /\bwritten\s+notice\b/gi],
  ['Governing Law', /\bgoverning\s+law\b|\bgoverned\s+by\b/gi],
  ['Non-Disparagement', /\bnon-?disparage\w*\b/gi],
  ['Publicity', /\bpublicity\b|\bpress\s+release\b/gi],
  ['Fourth Amendment', /\bfourth\s+amendment\b/gi],
  ['Sixth Amendment', /\bsixth\s+amendment\b/gi],
  ['Due Process', /\bdue\s+process\b/gi],
  ['Probable Cause', /\bprobable\s+cause\b/gi],
  ['Reasonable Suspicion', /\breasonable\s+suspicion\b/gi],
  ['Search Warrant', /\bwarrant(?:less)?\b(?!\s*(?:y|ies))/gi],
  ['Motion to Suppress', /\bmotion\s+to\s+suppress\b|\bsuppress(?:ion)?\b/gi],
  ['Judgment of Acquittal', /\bjudgment\s+of\s+acquittal\b/gi],
  ['Summary Judgment', /\bsummary\s+judgment\b/gi],
  ['Standard of Review', /\bde\s+novo\b|\babuse\s+of\s+discretion\b|\bclear\s+error\b/gi],
  ['Conviction', /\bconvict(?:ion|ed)\b/gi],
  ['Sentence', /\bsentenc(?:e|ed|ing)\b/gi],
  ['Removal Proceedings', /\bremoval\s+proceedings\b|\bremovab(?:le|ility)\b/gi],
  ['Controlled Substance', /\bcontrolled\s+(?:dangerous\s+)?substances?\b/gi],
  ['Remand', /\bremand(?:ed)?\b/gi],
  ['Appeal', /\bappeal(?:ed|s)?\b/gi],
  ['Effective Date', /\beffective\s+date\b/gi],
  ['Disability Rating', /\bdisability\s+rating\b|\bevaluation\s+in\s+excess\s+of\b/gi],
  ['Damages', /\bdamages\b/gi],
  ['Negligence', /\bnegligen(?:ce|t)\b/gi],
  ['Statute of Limitations', /\bstatute\s+of\s+limitations\b/gi],
];

export interface FoundTerm {
  term: string;
  first: Span;
  count: number;
}

export function findKeyTerms(flat: string, max = 12): FoundTerm[] {
  const out: FoundTerm[] = [];
  for (const [term, re] of TERMS) {
    re.lastIndex = 0;
    const first = re.exec(flat);
    if (!first) continue;
    re.lastIndex = 0;
    const count = flat.match(re)?.length ?? 1;
    out.push({ term, first: { start: first.index, end: first.index + first[0].length }, count });
  }
  return out.sort((a, b) => b.count - a.count).slice(0, max);
}

const STOP = new Set(
  'a an the and or of to in on at by for with from as is are was were be been being this that these those it its shall will may must not no any all each such other which who whom whose than then there here hereof hereto herein hereunder thereof party parties agreement section page'.split(
    ' ',
  ),
);

const words = (s: string) => s.toLowerCase().match(/[a-z][a-z'-]{2,}/g) ?? [];

/** Up to `count` sentences, in document order, standing for the whole. */
export function summarize(
  flat: string,
  sentenceSpans: Span[],
  opts: { mustInclude?: Span; boost?: string[]; count?: number; maxChars?: number } = {},
): Span[] {
  const count = opts.count ?? 3;
  const freq = new Map<string, number>();
  for (const w of words(flat)) if (!STOP.has(w)) freq.set(w, (freq.get(w) ?? 0) + 1);
  const boost = (opts.boost ?? []).map((b) => b.toLowerCase()).filter((b) => b.length > 2);
  const scored = sentenceSpans
    .map((s, index) => {
      const text = flat.slice(s.start, s.end);
      const ws = words(text).filter((w) => !STOP.has(w));
      if (ws.length < 8 || text.length > 700 || text === text.toUpperCase()) return { s, index, score: -Infinity };
      let score = ws.reduce((sum, w) => sum + Math.log1p(freq.get(w) ?? 0), 0) / ws.length;
      score += Math.max(0, 1 - index / Math.max(10, sentenceSpans.length * 0.2)) * 0.8;
      const lower = text.toLowerCase();
      if (boost.some((b) => lower.includes(b))) score += 0.5;
      return { s, index, score };
    })
    .filter((x) => Number.isFinite(x.score));
  scored.sort((a, b) => b.score - a.score);
  const chosen: { s: Span; index: number }[] = [];
  if (opts.mustInclude) chosen.push({ s: opts.mustInclude, index: -1 });
  for (const x of scored) {
    if (chosen.length >= count) break;
    if (opts.mustInclude && x.s.start < opts.mustInclude.end && x.s.end > opts.mustInclude.start) continue;
    chosen.push(x);
  }
  return chosen.sort((a, b) => a.s.start - b.s.start).map((x) => x.s);
}
