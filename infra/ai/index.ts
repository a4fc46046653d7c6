// Clients of AI services, with no product knowledge: a streamed chat completion and a structured
// (JSON-schema) completion from an OpenAI-compatible server, the retry and error reading they share,
// and the masking of personal data before text leaves. What to ask — prompts, knowledge, schemas
// of the answers — belongs to the modules that ask (modules/conversation/assistant,
// modules/documents/intelligence, modules/casework/jury).
export * from './types.js';
export { OpenAiChatClient, type ChatCompletionRequest, type ChatMessage, type OpenAiChatOptions } from './openai-chat.js';
export { OpenAiJsonClient, type JsonCompletionRequest, type OpenAiJsonOptions } from './openai-json.js';
export { PiiMasker } from './masking.js';
