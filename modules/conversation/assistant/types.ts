// The assistant port: one streaming chat call, two engines behind it (the offline engine over the
// bundled knowledge base, or an OpenAI-compatible model grounded in it). Callers see text chunks
// or an AiError (infra/ai/types.ts).
import type { DocumentPassage } from '../../documents/index.js';
import type { UserDocumentRef } from './document-question.js';

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
  /** The asking user's own documents, for questions about them (documents-engine.ts). */
  documents?: UserDocuments;
}

/** One user's uploaded documents, as the chat may read them: never anyone else's. */
export interface UserDocuments {
  list(): Promise<UserDocumentRef[]>;
  /** The passages that best answer the question, best first (the documents view's full-text index). */
  passages(question: string): Promise<DocumentPassage[]>;
}

export interface AiEngine {
  readonly kind: 'offline' | 'openai';
  /** Streams the assistant's reply as text chunks; throws AiError when the reply cannot be made. */
  streamChat(request: ChatRequest): AsyncIterable<string>;
}
