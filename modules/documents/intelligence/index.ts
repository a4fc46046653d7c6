// Key information from a document's extracted text, behind one port with two engines chosen by
// configuration: an OpenAI-compatible server when OPENAI_API_KEY is set, the offline engine
// (rules, chrono-node, compromise; nothing leaves the machine) otherwise.
import type { Config } from '../../../infra/config/index.js';
import { OfflineKeyInfoEngine } from './offline/engine.js';
import { OpenAiKeyInfoEngine } from './openai-engine.js';
import type { KeyInfoEngine } from './schema.js';

export * from './schema.js';
export { OfflineKeyInfoEngine, analyzeOffline } from './offline/engine.js';
export { OpenAiKeyInfoEngine, type OpenAiKeyInfoOptions } from './openai-engine.js';

type KeyInfoConfig = Pick<Config, 'OPENAI_API_KEY' | 'OPENAI_BASE_URL' | 'OPENAI_MODEL' | 'AI_TIMEOUT_MS' | 'AI_MAX_RETRIES'>;

export function createKeyInfoEngine(config: KeyInfoConfig): KeyInfoEngine {
  if (config.OPENAI_API_KEY) {
    return new OpenAiKeyInfoEngine({
      apiKey: config.OPENAI_API_KEY,
      baseURL: config.OPENAI_BASE_URL,
      model: config.OPENAI_MODEL,
      timeoutMs: config.AI_TIMEOUT_MS,
      maxRetries: config.AI_MAX_RETRIES,
    });
  }
  return new OfflineKeyInfoEngine();
}
