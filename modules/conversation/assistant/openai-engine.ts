// The assistant on an OpenAI-compatible model: the same retrieval gate as the offline engine (an
// off-topic question gets the plain answer and the model is not called), then the system prompt,
// grounded in the knowledge-base sections and state facts the question needs, and the conversation
// go to infra/ai's OpenAiChatClient (streaming, retries, masking, errors).
import { OpenAiChatClient, type OpenAiChatOptions } from '../../../infra/ai/openai-chat.js';
import { AI_MESSAGES, AiError } from '../../../infra/ai/types.js';
import { outOfScopeText, SAFETY_LINES } from './compose.js';
import { groundingPrompt } from './grounding.js';
import { knowledgeBase, type KnowledgeSection } from './knowledge/index.js';
import { plainUserTurns } from './nlp.js';
import { indexFor, retrieve, type KnowledgeIndex } from './retrieval.js';
import { SYSTEM_PROMPT } from './system-prompt.js';
import type { AiEngine, ChatRequest } from './types.js';

export interface OpenAiEngineOptions extends OpenAiChatOptions {
  /** Replaces the standard system prompt (tests). */
  systemPrompt?: string;
  /** The knowledge base the prompt is grounded in (the bundled one by default). */
  sections?: readonly KnowledgeSection[];
}

/** Closes the out-of-scope answer when a real model, not the offline engine, is configured. */
export const OPENAI_CLOSING =
  'This is general information, not legal advice — laws differ by state, so talk to a licensed attorney about your situation.';

export class OpenAiEngine implements AiEngine {
  readonly kind = 'openai' as const;
  private readonly client: OpenAiChatClient;
  private readonly index: KnowledgeIndex;

  constructor(private readonly opts: OpenAiEngineOptions) {
    this.index = indexFor(opts.sections ?? knowledgeBase);
    this.client = new OpenAiChatClient(opts);
  }

  async *streamChat(request: ChatRequest): AsyncGenerator<string> {
    // Retrieval runs here on the text as the user wrote it (nothing leaves here), read as the offline
    // engine reads it (curly quotes plain, "hes" as "he's"); the model gets the messages as written.
    const r = retrieve(this.index, plainUserTurns(request.turns));
    if (r.offTopic) {
      if (request.signal?.aborted) throw new AiError('AI_ABORTED', AI_MESSAGES.AI_ABORTED);
      yield outOfScopeText(this.index.sections, OPENAI_CLOSING);
      return;
    }
    const base = this.opts.systemPrompt ?? SYSTEM_PROMPT;
    const system = r.greeting || r.cited.length === 0 ? base : `${base}\n\n${groundingPrompt(this.index, r)}`;
    // Personal safety: the same steps as the offline engine, first, whatever the model then says.
    if (r.safety && !r.greeting) {
      if (request.signal?.aborted) throw new AiError('AI_ABORTED', AI_MESSAGES.AI_ABORTED);
      yield `${SAFETY_LINES.join('\n')}\n\n`;
    }
    yield* this.client.stream({ system, turns: request.turns, maskPersonalData: request.maskPersonalData, signal: request.signal });
  }
}
