// The limits every result states next to its numbers (UI and report), and the engine port.
import type { FactSheet, Flag, ReaderDocument } from '../understanding/fact-sheet.js';
import type { CaseCategory, CaseFacts, JuryAnalysis } from './types.js';

const MODEL_LIMITS =
  'The estimate starts from published base rates (see the reference tables) and moves them by the facts with stated weights: it is a simplified model, ' +
  'not a prediction of what a court will do, and it is not legal advice: discuss your case with a licensed attorney.';

export const JURY_LIMITS =
  `${MODEL_LIMITS} Simulated jurors are not real jurors: published research found that AI-simulated jurors convict far less often than human mock jurors ` +
  '(21 % vs 49 %; Sun et al., Law and Human Behavior, 2025), so simulated verdicts can differ sharply from what real people decide.';

export const FAMILY_LIMITS = `${MODEL_LIMITS} A judge, not a jury, decides family matters: the simulated bench applies the state's factors as stated weights, and real judges weigh the same facts with discretion.`;

export const CIVIL_LIMITS =
  `${MODEL_LIMITS} The civil base rates are those of trials in state courts of general jurisdiction in 2005 (BJS); small-claims courts were not surveyed, and most civil cases settle before trial. ` +
  'The court and the jury size come from maintained state tables (see the reference tables) — check the current rules with the court. Award figures are medians of past trials, not what a court will award.';

export const limitsFor = (category: CaseCategory): string =>
  category === 'family' ? FAMILY_LIMITS : category === 'civil' ? CIVIL_LIMITS : JURY_LIMITS;

/** The fact sheet as read, with what the reader flagged. */
export interface ReadFacts {
  facts: FactSheet;
  flags: Flag[];
}

/** The sheet an analysis weighs: the client's confirmed one, or the reader's unreviewed one. */
export interface SheetToWeigh extends ReadFacts {
  status: 'confirmed' | 'extracted';
}

/**
 * The case-understanding engine port. An engine READS a case into a fact sheet (the offline NLP
 * reader, or an OpenAI-compatible model through structured output); the WEIGHING is always
 * casework's outcome model (understanding/model), whichever engine read the facts, so the same
 * confirmed facts give the same number. Provenance records both.
 */
export interface JuryEngine {
  readonly kind: 'offline' | 'openai';
  /** Reads the case (the form and the attached documents' text) into a fact sheet. Throws AiError (OpenAI) when no answer can be had. */
  read(facts: CaseFacts, documents: readonly ReaderDocument[], opts?: { signal?: AbortSignal }): Promise<ReadFacts>;
  /**
   * Analyses a case: weighs `sheet` when given (the confirmed facts), else reads the case first
   * and weighs the extraction. Throws JuryInputError when the facts do not parse, and AiError
   * when the reader cannot answer: the caller records AnalysisFailed.
   */
  analyze(
    facts: CaseFacts,
    opts?: { signal?: AbortSignal; sheet?: SheetToWeigh; documents?: readonly ReaderDocument[] },
  ): Promise<JuryAnalysis>;
}
