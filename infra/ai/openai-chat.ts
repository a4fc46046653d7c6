// A streamed chat completion from api.openai.com or any OpenAI-compatible server (OPENAI_BASE_URL,
// e.g. a local model). The SDK's own retries are off: this client retries 429 and 5xx itself, with
// backoff, and only while nothing has reached the user yet — a reply that already streamed half its
// text cannot be retried without repeating it. With `maskPersonalData` the turns are masked before
// they leave (masking.ts) and the reply is restored as it streams. What to ask is the caller's.
import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import { PiiMasker } from './masking.js';
import { backoffMs, classifyStatus, fail, sleep, type Classified } from './openai-calls.js';
import { AI_MESSAGES, AiError } from './types.js';

export interface OpenAiChatOptions {
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
}

export interface ChatMessage {
  role: 'user' | 'assistant';
  content: string;
}

export interface ChatCompletionRequest {
  /** The system message, sent as it is (never masked). */
  system: string;
  /** The conversation, oldest first. */
  turns: readonly ChatMessage[];
  /** Mask personal identifiers in the turns, and restore them in the reply. */
  maskPersonalData?: boolean | undefined;
  signal?: AbortSignal | undefined;
}

export class OpenAiChatClient {
  private readonly client: OpenAI;

  constructor(private readonly opts: OpenAiChatOptions) {
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

  /** Streams the reply as text chunks; throws AiError when the reply cannot be made. */
  async *stream(request: ChatCompletionRequest): AsyncGenerator<string> {
    const masker = request.maskPersonalData ? new PiiMasker() : undefined;
    const messages: OpenAI.Chat.Completions.ChatCompletionMessageParam[] = [
      { role: 'system', content: request.system },
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
