// The answer to a question about the user's own documents, from the passages the documents view found
// (findDocumentPassages): one direct sentence built from the best passage (the date, name or amount the
// question asks for when the passage states one), then "From your documents:" and up to three quotes,
// each a Markdown link that opens the document at its page with the quote highlighted. Every quote is a
// piece of a passage's own text, and so of the page it names; nothing is paraphrased or invented. When no
// passage is relevant enough, the answer says that nothing in their documents answers the question.
import { answerKind, factsIn, stemWord, termsOf, type DocumentPassage, type Fact } from '../../documents/index.js';

/**
 * The least score (findDocumentPassages': BM25 share of the question's words, plus its bonuses) a passage
 * needs to be quoted. Calibrated on the development questions of
 * modules/documents/intelligence/eval/document-questions (docs/assistant.md, "Answers from your documents").
 */
export const DOCUMENT_ANSWER_THRESHOLD = 0.225;
/** Quotes shown at most. */
export const MAX_QUOTES = 3;
/** About how long a quote is; a longer passage is cut around what matched, with "…". */
export const QUOTE_CHARS = 300;
/** The Document Intelligence screen, which opens `open` at `page` with start–end highlighted. */
export const DOCUMENTS_PATH = '/document-intelligence';

export const NOTHING_FOUND = 'Nothing in your uploaded documents answers that question.';
export const FROM_YOUR_DOCUMENTS = 'From your documents:';

export interface DocumentCitation {
  documentId: string;
  fileName: string;
  page: number;
  /** The quoted range in the document's extracted text (inside the passage, on `page`). */
  start: number;
  end: number;
  /** The quoted text, its whitespace collapsed: exactly the document's words, without the "…" marks. */
  quote: string;
  href: string;
}

export interface DocumentAnswer {
  text: string;
  citations: DocumentCitation[];
  /** False when nothing was relevant enough (the text then says so). */
  answered: boolean;
}

export const citationHref = (c: Pick<DocumentCitation, 'documentId' | 'page' | 'start' | 'end'>) =>
  `${DOCUMENTS_PATH}?open=${encodeURIComponent(c.documentId)}&page=${c.page}&start=${c.start}&end=${c.end}`;

const collapse = (s: string) => s.replace(/\s+/g, ' ').trim();
// Markdown's own characters in a quote or a file name are shown as they are, never read as markup.
const escapeMarkdown = (s: string) => s.replace(/([\\`*_[\]<>#|~])/g, '\\$1');

/** Offsets (in `text`) of the words whose stems the question asks about. */
function questionWordPlaces(text: string, asked: ReadonlySet<string>): number[] {
  const out: number[] = [];
  for (const m of text.matchAll(/[A-Za-z][A-Za-z0-9]*/g)) if (asked.has(stemWord(m[0].toLowerCase()))) out.push(m.index);
  return out;
}

/** The fact of the asked kind nearest to the question's words in the passage (ties: the first). */
function bestFact(p: DocumentPassage, question: string, asked: ReadonlySet<string>): Fact | undefined {
  const kind = answerKind(question);
  if (!kind) return undefined;
  const facts = factsIn(p.text, kind);
  if (facts.length === 0) return undefined;
  const places = questionWordPlaces(p.text, asked);
  const distance = (f: Fact) => (places.length ? Math.min(...places.map((x) => Math.abs(x - f.start))) : 0);
  // A date beats a duration for "when"; among the same kind, the one nearest the question's words.
  const rank = (f: Fact) => (f.kind === kind ? 0 : 10_000) + distance(f);
  return facts.reduce((best, f) => (rank(f) < rank(best) ? f : best));
}

/**
 * Where a long passage's quote is centred: the place whose quote-sized neighbourhood holds the most of
 * the question's words, the answer fact counting double (and always inside when there is one).
 */
function anchorOf(text: string, places: number[], fact: Fact | undefined): number {
  if (text.length <= QUOTE_CHARS + 60) return 0;
  const before = Math.floor(QUOTE_CHARS / 3);
  const after = QUOTE_CHARS - before;
  const candidates = fact ? [fact.start] : places.length ? places : [0];
  let best = candidates[0]!;
  let bestScore = -1;
  for (const a of [...candidates, ...places]) {
    if (fact && (fact.start < a - before || fact.end > a + after)) continue;
    const score = places.filter((x) => x >= a - before && x < a + after).length + (fact ? 2 : 0);
    if (score > bestScore) {
      best = a;
      bestScore = score;
    }
  }
  return best;
}

/** The quoted range of a passage: all of it when short, else about QUOTE_CHARS around `anchor`, cut at spaces. */
function quoteRange(text: string, anchor: number): { start: number; end: number } {
  if (text.length <= QUOTE_CHARS + 60) return { start: 0, end: text.length };
  let start = Math.max(0, Math.min(anchor - Math.floor(QUOTE_CHARS / 3), text.length - QUOTE_CHARS));
  let end = Math.min(text.length, start + QUOTE_CHARS);
  if (start > 0) {
    const space = text.indexOf(' ', start);
    if (space >= 0 && space < anchor) start = space + 1;
  }
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    if (space > anchor) end = space;
  }
  while (end > start && /\s/.test(text[end - 1]!)) end--;
  while (start < end && /\s/.test(text[start]!)) start++;
  return { start, end };
}

function citationOf(p: DocumentPassage, anchor: number): { citation: DocumentCitation; cutBefore: boolean; cutAfter: boolean } {
  const r = quoteRange(p.text, anchor);
  const start = p.start + r.start;
  const end = p.start + r.end;
  return {
    citation: {
      documentId: p.documentId,
      fileName: p.fileName,
      page: p.page,
      start,
      end,
      quote: collapse(p.text.slice(r.start, r.end)),
      href: citationHref({ documentId: p.documentId, page: p.page, start, end }),
    },
    cutBefore: r.start > 0,
    cutAfter: r.end < p.text.length,
  };
}

/** The passages to quote: relevant enough, best first, none overlapping another. */
function quotable(passages: readonly DocumentPassage[]): DocumentPassage[] {
  const out: DocumentPassage[] = [];
  for (const p of [...passages].sort((a, b) => b.score - a.score)) {
    if (p.score < DOCUMENT_ANSWER_THRESHOLD) break;
    if (out.some((q) => q.documentId === p.documentId && q.start < p.end && p.start < q.end)) continue;
    out.push(p);
    if (out.length === MAX_QUOTES) break;
  }
  return out;
}

/**
 * The answer from `passages` (findDocumentPassages' for this question, best first): a direct sentence,
 * then "From your documents:" and up to MAX_QUOTES cited quotes; or NOTHING_FOUND and no citations.
 */
export function composeDocumentAnswer(question: string, passages: readonly DocumentPassage[]): DocumentAnswer {
  const chosen = quotable(passages);
  if (chosen.length === 0) return { text: NOTHING_FOUND, citations: [], answered: false };
  const asked = new Set(termsOf(question));
  const best = chosen[0]!;
  const fact = bestFact(best, question, asked);

  const quotes = chosen.map((p, i) => citationOf(p, anchorOf(p.text, questionWordPlaces(p.text, asked), i === 0 ? fact : undefined)));
  const where = `${escapeMarkdown(best.fileName)}, page ${best.page}`;
  const direct = fact ? `Your documents say **${escapeMarkdown(collapse(fact.text))}** (${where}).` : `The closest passage is in ${where}.`;
  const lines = quotes.map(({ citation: c, cutBefore, cutAfter }) => {
    const quote = `${cutBefore ? '…' : ''}${escapeMarkdown(c.quote)}${cutAfter ? '…' : ''}`;
    return `- [${escapeMarkdown(c.fileName)}, page ${c.page}](${c.href}) “${quote}”`;
  });
  return { text: [direct, '', FROM_YOUR_DOCUMENTS, ...lines].join('\n'), citations: quotes.map((q) => q.citation), answered: true };
}
