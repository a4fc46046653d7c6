// A vignette: a case written from a real pattern (a news report, an appellate opinion, a court
// self-help page — paraphrased, never a real private person), with what a well-informed reader
// expects of it. `npm run eval:cases` reads the vignettes of both splits; rules, weights and
// prompts are written looking at the development split only (dev.ts), and the test split
// (test-split.ts) is read only to score.
import type { CaseFactsInput } from '../../jury/types.js';
import type { ClientRole, Direction, EvidenceKind, Side } from '../fact-sheet.js';

export interface Vignette {
  /** Stable id: `{category}-{state}-{type}-{nn}`, e.g. `crim-tx-assault-01`. */
  id: string;
  /** Where the pattern comes from: a court self-help page, an opinion or a news report (title and address). */
  source: string;
  /** The case form as a client would fill it (keyWitnesses as a list of names). */
  facts: CaseFactsInput;
  expected: {
    /** Who decides. */
    decisionMaker: 'jury' | 'judge';
    /** Which way a well-informed reader expects the matter to go for the client. */
    direction: 'favourable' | 'unfavourable' | 'toss-up';
    /** A plausible range for the chance of a favourable outcome, in percent, [low, high]. */
    range: [number, number];
    /** The base rate it starts from: a key of docs/reference/case-base-rates.md's table. */
    baseRate: string;
    /** Why this range: the facts that move it from the base rate. */
    why: string;
  };
  /** What the fact reader should find (used to score the reader, not the number). */
  expectedFacts?: {
    clientRole?: ClientRole;
    /** People by name with the side they are on. */
    people?: { name: string; side: Side }[];
    /** Evidence by kind and direction (and whose, for confessions and admissions: 'client' or 'other'). */
    evidence?: { kind: EvidenceKind; direction: Direction; whose?: 'client' | 'other' }[];
    /** How many charges (criminal). */
    charges?: number;
  };
  /** This vignette differs from another in one fact. */
  pairOf?: { id: string; differs: string; expect: 'lower' | 'higher' | 'same' };
  /** The same facts seen from the other side (a protection order from the victim and from the respondent). */
  mirrorOf?: string;
}
