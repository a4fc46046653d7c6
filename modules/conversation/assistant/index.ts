// The chat assistant, chosen by configuration: an OpenAI-compatible model when OPENAI_API_KEY is set
// (OPENAI_BASE_URL for any OpenAI-compatible server), the offline engine otherwise. Both answer
// from the knowledge base in knowledge/ (the offline engine composes the answer from it, the model
// is grounded in it).
import type { Config } from '../../../infra/config/index.js';
import { OfflineEngine } from './offline-engine.js';
import { OpenAiEngine } from './openai-engine.js';
import type { AiEngine } from './types.js';

export * from './types.js';
export { OfflineEngine, OFFLINE_NOTICE } from './offline-engine.js';
export { OpenAiEngine } from './openai-engine.js';
export { DocumentAwareEngine } from './documents-engine.js';

type AiConfig = Pick<
  Config,
  'OPENAI_API_KEY' | 'OPENAI_BASE_URL' | 'OPENAI_MODEL' | 'AI_TIMEOUT_MS' | 'AI_MAX_RETRIES' | 'AI_OFFLINE_CHUNK_DELAY_MS'
>;

export function createAiEngine(config: AiConfig): AiEngine {
  if (config.OPENAI_API_KEY) {
    return new OpenAiEngine({
      apiKey: config.OPENAI_API_KEY,
      baseURL: config.OPENAI_BASE_URL,
      model: config.OPENAI_MODEL,
      timeoutMs: config.AI_TIMEOUT_MS,
      maxRetries: config.AI_MAX_RETRIES,
    });
  }
  return new OfflineEngine({ chunkDelayMs: config.AI_OFFLINE_CHUNK_DELAY_MS });
}
