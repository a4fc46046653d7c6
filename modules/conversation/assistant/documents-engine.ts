// Answers from the user's own documents (issue 27 item 4), in front of either engine: a question
// about their uploaded papers ("when does my lease end?", "who signed the NDA?") — or a short
// follow-up to such an answer — is answered from passages of their documents, quoted with the
// document, the page and a link that opens the viewer there (document-answer.ts). Everything else
// goes to the engine behind. The passages come through `ChatRequest.documents`, which the reply
// service fills with the asking user's documents only.
import { AI_MESSAGES, AiError } from '../../../infra/ai/types.js';
import { readConversation } from './conversation-state.js';
import { composeDocumentAnswer, DOCUMENTS_PATH, FROM_YOUR_DOCUMENTS, NOTHING_FOUND } from './document-answer.js';
import { isDocumentQuestion } from './document-question.js';
import { contentStems } from './nlp.js';
import type { AiEngine, ChatRequest, ChatTurn } from './types.js';

export const NO_DOCUMENTS = `You have not uploaded any documents yet, so I have nothing of yours to read. Upload it on [Document Intelligence](${DOCUMENTS_PATH}) and ask again.`;
export const DOCUMENTS_FOOTER =
  'Quoted from your own uploaded documents; each link opens the document at that page. This is not legal advice — have a lawyer read anything you rely on.';

// A question or a request, not a statement ("My email is…" names no document to read).
const ASKS =
  /\?\s*$|^\s*(?:and\s+|so\s+|ok,?\s+)?(?:what|when|who|whom|whose|where|which|why|how|is|are|was|were|does|do|did|can|could|will|would|should|has|have|tell|show|find|list|summari[sz]e|quote|read)\b/i;
// Plainly about uploaded files: with none uploaded, only these get the "upload one first" answer.
const ABOUT_UPLOADS =
  /\b(?:my|our)\s+(?:uploaded\s+)?(?:documents?|files?|uploads?|pdfs?|papers|paperwork)\b|\b(?:i|we)\s+(?:have\s+)?uploaded\b/i;

/** The previous answer came from the user's documents, and the new message leans on it ("and who signed it?"). */
function followsDocumentAnswer(turns: readonly ChatTurn[]): boolean {
  const previous = turns.at(-2);
  if (previous?.role !== 'assistant' || !(previous.content.includes(FROM_YOUR_DOCUMENTS) || previous.content.startsWith(NOTHING_FOUND)))
    return false;
  const state = readConversation(turns);
  return state.refersBack || contentStems(state.question).length <= 4;
}

export class DocumentAwareEngine implements AiEngine {
  readonly kind: AiEngine['kind'];

  constructor(
    private readonly inner: AiEngine,
    private readonly opts: { wordsPerChunk?: number } = {},
  ) {
    this.kind = inner.kind;
  }

  async *streamChat(request: ChatRequest): AsyncGenerator<string> {
    const text = await this.documentAnswer(request);
    if (text === undefined) {
      yield* this.inner.streamChat(request);
      return;
    }
    const words = text.match(/\S+\s*|\s+/g) ?? [];
    const per = this.opts.wordsPerChunk ?? 4;
    for (let i = 0; i < words.length; i += per) {
      if (request.signal?.aborted) throw new AiError('AI_ABORTED', AI_MESSAGES.AI_ABORTED);
      yield words.slice(i, i + per).join('');
    }
  }

  /** The answer from the user's documents, or undefined when the question is not about them. */
  async documentAnswer(request: ChatRequest): Promise<string | undefined> {
    const documents = request.documents;
    const question = request.turns.filter((t) => t.role === 'user').at(-1)?.content;
    if (!documents || !question) return undefined;
    if (!ASKS.test(question)) return undefined;
    const mine = await documents.list();
    if (mine.length === 0) return ABOUT_UPLOADS.test(question) ? NO_DOCUMENTS : undefined;
    if (!isDocumentQuestion(question, mine) && !followsDocumentAnswer(request.turns)) return undefined;
    const answer = composeDocumentAnswer(question, await documents.passages(question));
    return `${answer.text}\n\n${DOCUMENTS_FOOTER}`;
  }
}
