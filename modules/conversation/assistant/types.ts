// The assistant port: one streaming chat call, two engines behind it (the offline engine over the
// bundled knowledge base, or an OpenAI-compatible model grounded in it). Callers see text chunks
// or an AiError (infra/ai/types.ts).

export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

export interface ChatRequest {
  /** The conversation, oldest first; the last turn is the user's new message. */
  turns: ChatTurn[];
  /**
   * Mask personal identifiers before the text leaves for an external server, and restore them in
   * the reply (the user's `maskPersonalData` privacy setting). Engines that send nothing out ignore it.
   */
  maskPersonalData?: boolean;
  /** Aborts the call (the caller gave up, or the app is shutting down). */
  signal?: AbortSignal;
}

export interface AiEngine {
  readonly kind: 'offline' | 'openai';
  /** Streams the assistant's reply as text chunks; throws AiError when the reply cannot be made. */
  streamChat(request: ChatRequest): AsyncIterable<string>;
}
