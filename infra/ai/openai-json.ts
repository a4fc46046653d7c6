// One structured (JSON-schema) completion from an OpenAI-compatible server (api.openai.com, or any
// compatible server at OPENAI_BASE_URL): the reply's whole text, or an AiError saying why there is
// none. The whole reply is needed before anything is shown, so the SDK's own retries (429, 5xx,
// time-outs, with backoff) are safe here. What to ask and how to read the answer is the caller's.
import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import { AI_MESSAGES, AiError } from './types.js';

export interface OpenAiJsonOptions {
  apiKey: string;
  baseURL?: string | undefined;
  model: string;
  timeoutMs: number;
  maxRetries: number;
}

export interface JsonCompletionRequest {
  system: string;
  user: string;
  /** The name and JSON schema the reply must fit (strict structured output). */
  schemaName: string;
  schema: Record<string, unknown>;
  signal?: AbortSignal | undefined;
}

function classify(err: unknown, aborted: boolean): AiError {
  if (err instanceof AiError) return err;
  if (aborted || err instanceof APIUserAbortError) return new AiError('AI_ABORTED', AI_MESSAGES.AI_ABORTED, undefined, { cause: err });
  if (err instanceof APIConnectionTimeoutError) return new AiError('AI_TIMEOUT', AI_MESSAGES.AI_TIMEOUT, undefined, { cause: err });
  if (err instanceof APIConnectionError) return new AiError('AI_UNAVAILABLE', AI_MESSAGES.AI_UNAVAILABLE, undefined, { cause: err });
  if (err instanceof APIError && typeof err.status === 'number') {
    if (err.status === 429) return new AiError('AI_BUSY', AI_MESSAGES.AI_BUSY, 429, { cause: err });
    if (err.status >= 500) return new AiError('AI_UNAVAILABLE', AI_MESSAGES.AI_UNAVAILABLE, err.status, { cause: err });
    if (err.status === 408) return new AiError('AI_TIMEOUT', AI_MESSAGES.AI_TIMEOUT, 408, { cause: err });
    return new AiError('AI_REJECTED', AI_MESSAGES.AI_REJECTED, err.status, { cause: err });
  }
  return new AiError('AI_INTERRUPTED', AI_MESSAGES.AI_INTERRUPTED, undefined, { cause: err });
}

export class OpenAiJsonClient {
  private readonly client: OpenAI;

  constructor(private readonly opts: OpenAiJsonOptions) {
    this.client = new OpenAI({ apiKey: opts.apiKey, baseURL: opts.baseURL, maxRetries: opts.maxRetries, timeout: opts.timeoutMs });
  }

  /** The reply's text (streamed, at temperature 0); an AiError when it does not arrive whole. */
  async complete(request: JsonCompletionRequest): Promise<string> {
    let raw = '';
    try {
      const stream = await this.client.chat.completions.create(
        {
          model: this.opts.model,
          stream: true,
          temperature: 0,
          response_format: { type: 'json_schema', json_schema: { name: request.schemaName, strict: true, schema: request.schema } },
          messages: [
            { role: 'system', content: request.system },
            { role: 'user', content: request.user },
          ],
        },
        { ...(request.signal ? { signal: request.signal } : {}) },
      );
      let finished = false;
      for await (const chunk of stream) {
        const choice = chunk.choices[0];
        if (choice?.finish_reason) finished = true;
        raw += choice?.delta?.content ?? '';
      }
      if (!finished) throw new AiError('AI_INTERRUPTED', AI_MESSAGES.AI_INTERRUPTED);
    } catch (err) {
      throw classify(err, request.signal?.aborted === true);
    }
    return raw;
  }
}
