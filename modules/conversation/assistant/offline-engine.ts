// The offline engine (the default, no keys): answers from the knowledge base bundled with the app.
// Retrieval (retrieval.ts) reads the conversation and decides whether the question is within what
// the knowledge base covers; compose.ts builds the answer from the most relevant sentences, with
// inline citations and the state facts the question needs. The answer streams in small chunks
// so the chat's streaming path is the same as with a real model.
import { composeAnswer, greetingText, outOfScopeText } from './compose.js';
import { knowledgeBase, type KnowledgeSection } from './knowledge/index.js';
import type { StateFact } from './knowledge/states/index.js';
import { indexFor, retrieve, type KnowledgeIndex, type Retrieval } from './retrieval.js';
import { AI_MESSAGES, AiError } from '../../../infra/ai/types.js';
import type { AiEngine, ChatRequest, ChatTurn } from './types.js';

export { stem } from './nlp.js';

export const OFFLINE_NOTICE =
  "I am Casebook's offline assistant: I answer from a knowledge base bundled with the app, not from a live AI model. This is general information, not legal advice — laws differ by state, so talk to a licensed attorney about your situation.";

export interface OfflineAnswer {
  text: string;
  cited: KnowledgeSection[];
  /** What the answer rests on, for tests and evaluation. */
  kind: 'greeting' | 'out-of-scope' | 'answer';
  facts: StateFact[];
  retrieval: Retrieval;
}

export interface OfflineEngineOptions {
  /** Pause between streamed chunks, for a typing effect (0 in tests and benchmarks). */
  chunkDelayMs?: number;
  /** Words per streamed chunk. */
  wordsPerChunk?: number;
  sections?: readonly KnowledgeSection[];
  /** Overrides the calibrated relevance threshold (evaluation only). */
  relevanceThreshold?: number;
}

export class OfflineEngine implements AiEngine {
  readonly kind = 'offline' as const;
  private readonly index: KnowledgeIndex;

  constructor(private readonly opts: OfflineEngineOptions = {}) {
    // Built once per knowledge base per process, here rather than on the first question.
    this.index = indexFor(opts.sections ?? knowledgeBase);
  }

  /** Sections ranked for a question, best first, with their scores. */
  search(query: string): { section: KnowledgeSection; score: number }[] {
    return retrieve(this.index, [{ role: 'user', content: query }], 0).ranked.map((r) => ({ section: r.section, score: r.score }));
  }

  answer(turns: ChatTurn[]): OfflineAnswer {
    const r = retrieve(this.index, turns, this.opts.relevanceThreshold);
    if (r.greeting)
      return { text: greetingText(this.index.sections, OFFLINE_NOTICE), cited: [], kind: 'greeting', facts: [], retrieval: r };
    if (r.offTopic || r.cited.length === 0) {
      return { text: outOfScopeText(this.index.sections, OFFLINE_NOTICE), cited: [], kind: 'out-of-scope', facts: [], retrieval: r };
    }
    const { text, cited, facts } = composeAnswer(this.index, r, OFFLINE_NOTICE);
    return { text, cited, kind: 'answer', facts, retrieval: r };
  }

  async *streamChat(request: ChatRequest): AsyncGenerator<string> {
    const { text } = this.answer(request.turns);
    const words = text.match(/\S+\s*|\s+/g) ?? [];
    const per = this.opts.wordsPerChunk ?? 4;
    const delay = this.opts.chunkDelayMs ?? 0;
    for (let i = 0; i < words.length; i += per) {
      if (request.signal?.aborted) throw new AiError('AI_ABORTED', AI_MESSAGES.AI_ABORTED);
      if (delay > 0) await new Promise((r) => setTimeout(r, delay));
      yield words.slice(i, i + per).join('');
    }
  }
}
