// The AI port and its engines, chosen by configuration: the OpenAI engine when OPENAI_API_KEY is
// set (OPENAI_BASE_URL for any OpenAI-compatible server), the offline engine otherwise.
import type { Config } from '../config/index.js';
import { OfflineEngine } from './offline-engine.js';
import { OpenAiEngine } from './openai-engine.js';
import type { AiEngine } from './types.js';

export * from './types.js';
export { OfflineEngine, OFFLINE_NOTICE } from './offline-engine.js';
export { OpenAiEngine } from './openai-engine.js';
export { PiiMasker } from './masking.js';

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
