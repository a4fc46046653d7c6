// The limits every result states next to its numbers (UI and report), and the engine port.
import type { CaseCategory, CaseFacts, JuryAnalysis } from './types.js';

export const JURY_LIMITS =
  'Simulated jurors are not real jurors. Published research found that AI-simulated jurors convict far less often than human mock jurors ' +
  '(21 % vs 49 %; Sun et al., Law and Human Behavior, 2025): simulated verdicts can differ sharply from what real people decide. ' +
  'This analysis is a simplified simulation with stated weights, not a prediction of what a jury or judge will do, and it is not legal advice: ' +
  'discuss your case with a licensed attorney.';

export const FAMILY_LIMITS =
  'In most states a judge, not a jury, decides family cases; the simulated panel stands in for how reasonable people weigh the facts.';

export const limitsFor = (category: CaseCategory): string => (category === 'family' ? `${JURY_LIMITS} ${FAMILY_LIMITS}` : JURY_LIMITS);

export interface JuryEngine {
  readonly kind: 'offline' | 'openai';
  /**
   * Analyses a case. Throws JuryInputError when the facts do not parse, and (OpenAI engine)
   * AiError with a code when the answer cannot be had: the caller records AnalysisFailed.
   */
  analyze(facts: CaseFacts, opts?: { signal?: AbortSignal }): Promise<JuryAnalysis>;
}
