// Passages of the user's own documents that may answer a question, for the assistant's answers from
// documents. Two steps: the full-text index picks candidate documents (an OR of the question's words,
// so one word the document does not use does not drop it), then each candidate's text is cut into
// sentence- or clause-sized passages that never cross a page, ranked with BM25 over those passages
// (Porter2 stems), with a bonus when a passage states the kind of fact the question asks for (a date
// for "when", a name for "who", an amount for "how much"). Only `user_id = userId` rows are read.
import type { Knex } from 'knex';
import type { PageSpan } from '../../infra/documents/types.js';
import {
  answerKind,
  factsIn,
  splitPassages,
  termsOf,
  type DocumentPassage,
  type KeyInformation,
  type PassageSpan,
} from '../../modules/documents/index.js';
import { SEARCHED_CHARS } from './projector.js';

/** Documents read at most per question (the full-text index's best). */
export const CANDIDATE_DOCUMENTS = 12;
/** BM25's usual constants: term-frequency saturation and length normalisation. */
const K1 = 1.2;
const B = 0.75;
/** Added to a passage's score when it holds the kind of fact the question asks for. */
export const FACT_BONUS = 0.15;
/** Added when the question names the document (its file name or type: "my lease", "the NDA"). */
export const NAMED_DOCUMENT_BONUS = 0.1;
/** Passages looked at for facts (the best by BM25; reading dates and amounts costs more than counting words). */
const FACT_CHECKED = 40;

interface CandidateRow {
  id: string;
  file_name: string;
  document_type: string | null;
  extracted_text: string | null;
  pages: PageSpan[] | string | null;
  key_info: KeyInformation | string | null;
}

const json = <T>(v: T | string | null): T | null => (v === null ? null : typeof v === 'string' ? (JSON.parse(v) as T) : v);

// A document's passages and their stems, kept while the process lives: an extracted text never changes
// (a new upload is a new document), so the key is the id and the text's length.
interface Split {
  spans: PassageSpan[];
  terms: string[][];
}
const splits = new Map<string, Split>();
const SPLITS_KEPT = 64;

function splitOf(id: string, text: string, pages: PageSpan[]): Split {
  const key = `${id}:${text.length}`;
  const hit = splits.get(key);
  if (hit) {
    splits.delete(key);
    splits.set(key, hit); // most recently used last
    return hit;
  }
  const spans = splitPassages(text, pages);
  const split = { spans, terms: spans.map((s) => termsOf(text.slice(s.start, s.end))) };
  splits.set(key, split);
  if (splits.size > SPLITS_KEPT) splits.delete(splits.keys().next().value!);
  return split;
}

/** The question's words as a to_tsquery OR ("lease | end"), letters and digits only, so nothing in it is query syntax. */
export function anyWordQuery(question: string): string {
  const words = [...new Set(question.toLowerCase().match(/[a-z0-9]+/g) ?? [])].filter((w) => w.length > 1);
  return words.join(' | ');
}

/**
 * The passages of the user's documents that best answer `question`, best first. Each passage's text
 * is exactly the document's `extractedText.slice(start, end)`, all of it on `page`. `score` is the
 * passage's BM25 divided by the most the question's words could score (so 0–1 whatever the number of
 * documents), plus FACT_BONUS and NAMED_DOCUMENT_BONUS where they apply.
 */
export async function findDocumentPassages(
  knex: Knex,
  userId: number,
  question: string,
  { limit = 5 }: { limit?: number } = {},
): Promise<DocumentPassage[]> {
  const asked = [...new Set(termsOf(question))];
  const tsquery = anyWordQuery(question);
  if (asked.length === 0 || !tsquery) return [];
  const { rows } = (await knex.raw(
    `select d.id, d.file_name, d.document_type, d.extracted_text, d.pages, d.key_info
       from documents_view d, to_tsquery('english', ?) as query
      where d.user_id = ? and d.extracted_text is not null and d.search @@ query
      order by ts_rank_cd(d.search, query) desc, d.uploaded_at desc
      limit ?`,
    [tsquery, userId, CANDIDATE_DOCUMENTS],
  )) as { rows: CandidateRow[] };
  if (rows.length === 0) return [];

  interface Candidate {
    row: CandidateRow;
    text: string;
    span: PassageSpan;
    terms: string[];
    bm25: number;
    score: number;
  }
  const candidates: Candidate[] = [];
  for (const row of rows) {
    const text = (row.extracted_text ?? '').slice(0, SEARCHED_CHARS);
    const split = splitOf(row.id, text, json<PageSpan[]>(row.pages) ?? []);
    split.spans.forEach((span, i) => candidates.push({ row, text, span, terms: split.terms[i]!, bm25: 0, score: 0 }));
  }

  // BM25 over the candidate passages; a word no passage holds still counts in the most the
  // question could score, so a question half about something else scores half.
  const n = candidates.length;
  const avgdl = candidates.reduce((sum, c) => sum + c.terms.length, 0) / Math.max(1, n) || 1;
  const df = new Map<string, number>(asked.map((t) => [t, 0]));
  for (const c of candidates) for (const t of new Set(c.terms)) if (df.has(t)) df.set(t, df.get(t)! + 1);
  const idf = new Map(asked.map((t) => [t, Math.log(1 + (n - df.get(t)! + 0.5) / (df.get(t)! + 0.5))]));
  const most = asked.reduce((sum, t) => sum + idf.get(t)! * (K1 + 1), 0);
  const askedSet = new Set(asked);
  for (const c of candidates) {
    const tf = new Map<string, number>();
    for (const t of c.terms) if (askedSet.has(t)) tf.set(t, (tf.get(t) ?? 0) + 1);
    let s = 0;
    for (const [t, f] of tf) s += (idf.get(t)! * f * (K1 + 1)) / (f + K1 * (1 - B + (B * c.terms.length) / avgdl));
    c.bm25 = s / most;
    c.score = c.bm25;
  }

  // The question names the document: its file name or its type shares a word with the question.
  for (const row of rows) {
    const named = new Set(termsOf(`${row.file_name.replace(/\.[a-z0-9]+$/i, '').replace(/[_-]+/g, ' ')} ${row.document_type ?? ''}`));
    if (!asked.some((t) => named.has(t))) continue;
    for (const c of candidates) if (c.row === row && c.bm25 > 0) c.score += NAMED_DOCUMENT_BONUS;
  }

  // The kind of fact asked for, checked on the best passages only.
  const kind = answerKind(question);
  const ranked = candidates.filter((c) => c.bm25 > 0).sort((a, b) => b.score - a.score);
  if (kind) {
    for (const c of ranked.slice(0, FACT_CHECKED)) {
      const names = (json<KeyInformation>(c.row.key_info)?.parties ?? []).map((p) => p.name);
      if (factsIn(c.text.slice(c.span.start, c.span.end), kind, names).length > 0) c.score += FACT_BONUS;
    }
    ranked.sort((a, b) => b.score - a.score);
  }

  return ranked.slice(0, limit).map((c) => ({
    documentId: c.row.id,
    fileName: c.row.file_name,
    documentType: c.row.document_type,
    page: c.span.page,
    start: c.span.start,
    end: c.span.end,
    text: c.text.slice(c.span.start, c.span.end),
    score: Math.round(c.score * 1000) / 1000,
  }));
}
