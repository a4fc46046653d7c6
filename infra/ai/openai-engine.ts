// The OpenAI engine: streamed chat completions from api.openai.com or any OpenAI-compatible server
// (OPENAI_BASE_URL, e.g. a local model). The SDK's own retries are off: this engine retries 429
// and 5xx itself, with backoff, and only while nothing has reached the user yet — a reply that
// already streamed half its text cannot be retried without repeating it.
import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import { outOfScopeText } from './compose.js';
import { groundingPrompt } from './grounding.js';
import { knowledgeBase, type KnowledgeSection } from './knowledge/index.js';
import { PiiMasker } from './masking.js';
import { indexFor, retrieve, type KnowledgeIndex } from './retrieval.js';
import { SYSTEM_PROMPT } from './system-prompt.js';
import { backoffMs, classifyStatus, fail, sleep, type Classified } from './openai-calls.js';
import { AI_MESSAGES, AiError, type AiEngine, type ChatRequest } from './types.js';

export interface OpenAiEngineOptions {
  apiKey: string;
  baseURL?: string | undefined;
  model: string;
  /** Longest wait for the answer to start, and between two chunks of it. */
  timeoutMs: number;
  /** Retries after a 429, a 5xx, a time-out or a refused connection (before any text streamed). */
  maxRetries: number;
  /** First backoff; doubles per retry, with jitter, capped by backoffMaxMs. A Retry-After header wins. */
  backoffBaseMs?: number;
  backoffMaxMs?: number;
  /** Replaces the standard system prompt (tests). */
  systemPrompt?: string;
  /** The knowledge base the prompt is grounded in (the bundled one by default). */
  sections?: readonly KnowledgeSection[];
}

/** Closes the out-of-scope answer when a real model, not the offline engine, is configured. */
export const OPENAI_CLOSING = 'This is general information, not legal advice — laws differ by state, so talk to a licensed attorney about your situation.';

export class OpenAiEngine implements AiEngine {
  readonly kind = 'openai' as const;
  private readonly client: OpenAI;
  private readonly index: KnowledgeIndex;

  constructor(private readonly opts: OpenAiEngineOptions) {
    this.index = indexFor(opts.sections ?? knowledgeBase);
    this.client = new OpenAI({
      apiKey: opts.apiKey,
      baseURL: opts.baseURL,
      maxRetries: 0,
      timeout: opts.timeoutMs,
    });
  }

  private classify(err: unknown, ctx: { timedOut: boolean; callerAborted: boolean; streamed: boolean }): Classified {
    if (ctx.callerAborted) return fail('AI_ABORTED', false, err);
    if (ctx.timedOut || err instanceof APIConnectionTimeoutError) return fail('AI_TIMEOUT', !ctx.streamed, err);
    if (err instanceof AiError) return { error: err, retryable: err.code === 'AI_INTERRUPTED' && !ctx.streamed };
    if (err instanceof APIUserAbortError) return fail('AI_ABORTED', false, err);
    if (err instanceof APIConnectionError) return fail(ctx.streamed ? 'AI_INTERRUPTED' : 'AI_UNAVAILABLE', !ctx.streamed, err);
    if (err instanceof APIError && typeof err.status === 'number') return classifyStatus(err as APIError & { status: number });
    // fetch's own failures mid-body ("terminated", socket reset) arrive unwrapped.
    return fail(ctx.streamed ? 'AI_INTERRUPTED' : 'AI_UNAVAILABLE', !ctx.streamed, err);
  }

  async *streamChat(request: ChatRequest): AsyncGenerator<string> {
    // The same gate as the offline engine, on the text as the user wrote it (retrieval runs here,
    // nothing leaves): an off-topic question gets the plain answer and the model is not called.
    const r = retrieve(this.index, request.turns);
    if (r.offTopic) {
      if (request.signal?.aborted) throw new AiError('AI_ABORTED', AI_MESSAGES.AI_ABORTED);
      yield outOfScopeText(this.index.sections, OPENAI_CLOSING);
      return;
    }
    const base = this.opts.systemPrompt ?? SYSTEM_PROMPT;
    const system = r.greeting || r.cited.length === 0 ? base : `${base}\n\n${groundingPrompt(this.index, r)}`;
    const masker = request.maskPersonalData ? new PiiMasker() : undefined;
    const messages: OpenAI.Chat.Completions.ChatCompletionMessageParam[] = [
      { role: 'system', content: system },
      ...request.turns.map((t) => ({ role: t.role, content: masker ? masker.mask(t.content) : t.content })),
    ];

    for (let attempt = 0; ; attempt++) {
      const controller = new AbortController();
      const onCallerAbort = () => controller.abort();
      request.signal?.addEventListener('abort', onCallerAbort, { once: true });
      let timedOut = false;
      let timer: NodeJS.Timeout | undefined;
      const arm = () => {
        clearTimeout(timer);
        timer = setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, this.opts.timeoutMs);
      };
      const unmasker = masker?.streamUnmasker();
      let streamed = false;
      let finished = false;
      try {
        if (request.signal?.aborted) throw new AiError('AI_ABORTED', AI_MESSAGES.AI_ABORTED);
        arm();
        const stream = await this.client.chat.completions.create(
          { model: this.opts.model, messages, stream: true },
          { signal: controller.signal, maxRetries: 0, timeout: this.opts.timeoutMs },
        );
        for await (const chunk of stream) {
          arm();
          const choice = chunk.choices[0];
          if (choice?.finish_reason) finished = true;
          const delta = choice?.delta?.content;
          if (!delta) continue;
          const text = unmasker ? unmasker.push(delta) : delta;
          if (text) {
            streamed = true;
            yield text;
          }
        }
        // A body that ends without a finish_reason was cut off, not finished.
        if (!finished) throw new AiError('AI_INTERRUPTED', AI_MESSAGES.AI_INTERRUPTED);
        const rest = unmasker?.flush();
        if (rest) yield rest;
        return;
      } catch (err) {
        const c = this.classify(err, { timedOut, callerAborted: request.signal?.aborted === true, streamed });
        if (c.retryable && attempt < this.opts.maxRetries) {
          clearTimeout(timer);
          await sleep(backoffMs(attempt + 1, c.retryAfterMs, this.opts), request.signal);
          continue;
        }
        throw c.error;
      } finally {
        clearTimeout(timer);
        request.signal?.removeEventListener('abort', onCallerAbort);
      }
    }
  }
}
