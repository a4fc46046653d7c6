// The offline case-understanding engine: the fact reader (understanding/reader: wink-nlp and
// compromise over the form, the narrative and the documents' text) and the outcome model
// (understanding/model). No network, no model weights; the same facts always give the same
// analysis. docs/jury-model.md describes both.
import { AI_MESSAGES, AiError } from '../../../infra/ai/types.js';
import type { ReaderDocument } from '../understanding/fact-sheet.js';
import { analyzeCase } from '../understanding/model/analyze.js';
import { readFacts } from '../understanding/reader/index.js';
import { inputHash } from './canonical.js';
import type { JuryEngine, ReadFacts, SheetToWeigh } from './limits.js';
import { parseCaseFacts, type CaseFacts, type JuryAnalysis } from './types.js';

export { OUTCOME_MODEL as OFFLINE_MODEL, OUTCOME_MODEL_VERSION as OFFLINE_MODEL_VERSION } from '../understanding/model/outcome.js';
export { VOTE_LABELS, OUTCOME_LABELS } from '../understanding/model/analysis.js';

/** Reads and weighs a case offline; pure (the same facts and sheet give a deep-equal result). */
export function analyzeOffline(raw: CaseFacts, opts: { sheet?: SheetToWeigh; documents?: readonly ReaderDocument[] } = {}): JuryAnalysis {
  const facts = parseCaseFacts(raw);
  const sheet = opts.sheet ?? { ...readFacts(facts, [...(opts.documents ?? [])]), status: 'extracted' as const };
  return analyzeCase({ facts, sheet: sheet.facts, flags: sheet.flags, factsStatus: sheet.status, inputHash: inputHash(facts) });
}

export class OfflineJuryEngine implements JuryEngine {
  readonly kind = 'offline' as const;

  async read(facts: CaseFacts, documents: readonly ReaderDocument[], opts: { signal?: AbortSignal } = {}): Promise<ReadFacts> {
    if (opts.signal?.aborted) throw new AiError('AI_ABORTED', AI_MESSAGES.AI_ABORTED);
    return readFacts(parseCaseFacts(facts), [...documents]);
  }

  async analyze(
    facts: CaseFacts,
    opts: { signal?: AbortSignal; sheet?: SheetToWeigh; documents?: readonly ReaderDocument[] } = {},
  ): Promise<JuryAnalysis> {
    if (opts.signal?.aborted) throw new AiError('AI_ABORTED', AI_MESSAGES.AI_ABORTED);
    return analyzeOffline(facts, opts);
  }
}
