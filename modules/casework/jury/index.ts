// The case-understanding port and its two engines, chosen by configuration like the chat engines:
// the OpenAI engine reads the facts when OPENAI_API_KEY is set (OPENAI_BASE_URL for any
// OpenAI-compatible server), the offline NLP reader otherwise; casework's outcome model weighs
// them either way. docs/jury-model.md describes the reader, the model and their limits.
import type { Config } from '../../../infra/config/index.js';
import type { JuryEngine } from './limits.js';
import { OfflineJuryEngine } from './offline-engine.js';
import { OpenAiJuryEngine } from './openai-engine.js';

export type { JuryEngine, ReadFacts, SheetToWeigh } from './limits.js';
export { JURY_LIMITS, FAMILY_LIMITS, CIVIL_LIMITS, limitsFor } from './limits.js';
export * from './types.js';
export { inputHash, simulationSeed, canonicalJson } from './canonical.js';
export { OfflineJuryEngine, analyzeOffline, OFFLINE_MODEL, OFFLINE_MODEL_VERSION, VOTE_LABELS, OUTCOME_LABELS } from './offline-engine.js';
export { OpenAiJuryEngine, type OpenAiJuryEngineOptions } from './openai-engine.js';
export { JURY_PROMPT_VERSION } from './prompt.js';
export { readFacts } from '../understanding/reader/index.js';

type JuryConfig = Pick<Config, 'OPENAI_API_KEY' | 'OPENAI_BASE_URL' | 'OPENAI_MODEL' | 'AI_TIMEOUT_MS' | 'AI_MAX_RETRIES'>;

export function createJuryEngine(config: JuryConfig): JuryEngine {
  if (config.OPENAI_API_KEY) {
    return new OpenAiJuryEngine({
      apiKey: config.OPENAI_API_KEY,
      baseURL: config.OPENAI_BASE_URL,
      model: config.OPENAI_MODEL,
      timeoutMs: config.AI_TIMEOUT_MS,
      maxRetries: config.AI_MAX_RETRIES,
    });
  }
  return new OfflineJuryEngine();
}
