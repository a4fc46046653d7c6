// Passages of the user's own documents that may answer a question, for the assistant's answers from
// documents. Two steps: the full-text index picks candidate documents (an OR of the question's words,
// so one word the document does not use does not drop it), then each candidate's text is cut into
// sentence- or clause-sized passages that never cross a page, ranked with BM25 over those passages
// (Porter2 stems), with a bonus when a passage states the kind of fact the question asks for (a date
// for "when", a name for "who", an amount for "how much"). Only `user_id = userId` rows are read.
// The view is sealed (decision 0056): the question's words are matched as the user's blind tokens,
// and the candidates' texts, pages, names and key information are opened in Node.
import { ERASED_TEXT } from '../../infra/crypto/view-cipher.js';
import type { PageSpan } from '../../infra/documents/types.js';
import {
  answerKind,
  type AnswerKind,
  factsIn,
  splitPassages,
  termsOf,
  type DocumentPassage,
  type KeyInformation,
  type PassageSpan,
} from '../../modules/documents/index.js';
import { openField, openJson } from './queries.js';
import { blindQuery, SEALED, SEARCHED_CHARS, type DocumentsReader } from './sealed.js';

/** Documents read at most per question (the full-text index's best). */
export const CANDIDATE_DOCUMENTS = 12;
/** BM25's usual constants: term-frequency saturation and length normalisation. */
const K1 = 1.2;
const B = 0.75;
/**
 * A passage that holds the kind of fact the question asks for scores this much more (a share of its own
 * score, so a passage that matches none of the question's words gains nothing from a date alone).
 */
export const FACT_BOOST = 0.5;
/**
 * Added to the passage that holds what the document's analysis already found for this question (its
 * effective date for "when does it start?", its parties for "who are the parties?", its governing law),
 * when the document holds the question's other words: the preamble answers "when was it signed?"
 * without the word "signed".
 */
// As much as a passage holding every word of the question: what the analysis found outranks word matches.
export const KEY_INFO_BONUS = 1;
/** The share of the question's weight (idf) that may be missing from a document and still let KEY_INFO_BONUS apply. */
const KEY_INFO_MISSING = 0.2;
/** Same, for the passages of a document the question names (its file name or type: "my lease", "the NDA"). */
export const NAMED_DOCUMENT_BOOST = 0.2;

/** A candidate document, its sealed fields opened. */
interface CandidateRow {
  id: string;
  file_name: string;
  document_type: string | null;
  text: string;
  pages: PageSpan[];
  key_info: KeyInformation | null;
}

interface SealedRow {
  id: string;
  file_name: string;
  document_type: string | null;
  extracted_text: string | null;
  pages: string | null;
  key_info: string | null;
}

// A document's passages and their stems, kept while the process lives: an extracted text never changes
// (a new upload is a new document), so the key is the id and the text's length.
interface Split {
  spans: PassageSpan[];
  terms: string[][];
  /** For each kind of fact asked so far, the passages (indexes) that hold one. */
  facts: Map<AnswerKind, Set<number>>;
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
  const split = { spans, terms: spans.map((s) => termsOf(text.slice(s.start, s.end))), facts: new Map() };
  splits.set(key, split);
  if (splits.size > SPLITS_KEPT) splits.delete(splits.keys().next().value!);
  return split;
}

/** The passages of a split that hold a fact of `kind`, read once per document and kind (dates and amounts cost more than words). */
function passagesWithFacts(split: Split, text: string, kind: AnswerKind, names: string[]): Set<number> {
  let found = split.facts.get(kind);
  if (found) return found;
  found = new Set();
  const { spans } = split;
  for (const f of factsIn(text, kind, names)) {
    // The passage that starts at or before the fact (spans are in text order); the fact must lie inside it.
    let lo = 0;
    let hi = spans.length - 1;
    let at = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (spans[mid]!.start <= f.start) {
        at = mid;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    if (at >= 0 && f.end <= spans[at]!.end) found.add(at);
  }
  split.facts.set(kind, found);
  return found;
}

// What the question asks of a contract's key dates: when it was made, when it takes effect, when it ends.
const MADE = /\b(?:sign(?:ed)?|made|dated|executed|entered(?:\s+into)?|agreement\s+date)\b/i;
const STARTS = /\b(?:start|starts|begin|begins|commence|commences|effective|take\s+effect|takes\s+effect)\b/i;
const ENDS = /\b(?:end|ends|expire|expires|expiration|terminate|terminates|over|finish|finishes|run\s+out)\b/i;
// The question words these intents carry, which the document need not hold for its key information to answer.
const INTENT_WORDS = termsOf(
  'sign signed made dated executed entered start begin commence effective effect end expire terminate over finish run date party parties governing law state',
);

/**
 * Where in the text the document's key information (as the analysis found it) answers a question of
 * `kind`: the start offsets of its labelled dates (the ones the question's intent names), its parties,
 * its governing law.
 */
export function keyInfoPlaces(keyInfo: KeyInformation | null, kind: AnswerKind | undefined, question: string): number[] {
  if (!keyInfo || !kind) return [];
  switch (kind) {
    case 'date': {
      const labels = ENDS.test(question)
        ? ['Expiration Date']
        : STARTS.test(question)
          ? ['Effective Date', 'Agreement Date']
          : MADE.test(question)
            ? ['Agreement Date', 'Effective Date', 'Letter Date', 'Document Date']
            : [];
      return keyInfo.dates.filter((d) => d.label && labels.includes(d.label)).map((d) => d.source.start);
    }
    case 'party':
      return /\bpart(?:y|ies)\b|\bwho\s+(?:is|are)\s+(?:it|this|the\s+(?:agreement|contract))\s+(?:between|with)\b|\bbetween\s+whom\b/i.test(
        question,
      )
        ? keyInfo.parties.map((p) => p.source.start)
        : [];
    case 'place':
      return keyInfo.governingLaw && /\blaws?\b|\bgovern/i.test(question) ? [keyInfo.governingLaw.source.start] : [];
    default:
      return [];
  }
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
 * documents), raised by FACT_BOOST and NAMED_DOCUMENT_BOOST where they apply.
 */
export async function findDocumentPassages(
  r: DocumentsReader,
  userId: number,
  question: string,
  { limit = 5 }: { limit?: number } = {},
): Promise<DocumentPassage[]> {
  const asked = [...new Set(termsOf(question))];
  const tsquery = anyWordQuery(question);
  if (asked.length === 0 || !tsquery) return [];
  const open = await r.cipher.opener([userId]);
  const key = open.keyOf(userId);
  if (!key) return []; // no key: nothing was ever kept (or the user was erased)
  const blind = await blindQuery(r.knex, key, "to_tsquery('english', ?)", [tsquery]);
  if (!blind) return []; // only stop words
  const { rows: sealed } = (await r.knex.raw(
    `select d.id, d.file_name, d.document_type, d.extracted_text, d.pages, d.key_info
       from documents_view d, (select ?::tsquery as query) q
      where d.user_id = ? and d.extracted_text is not null and d.search @@ query
      order by ts_rank_cd(d.search, query) desc, d.uploaded_at desc
      limit ?`,
    [blind, userId, CANDIDATE_DOCUMENTS],
  )) as { rows: SealedRow[] };
  const rows: CandidateRow[] = [];
  for (const s of sealed) {
    const text = openField(open, userId, SEALED.text, s.extracted_text);
    if (text === null) continue; // its key is gone
    rows.push({
      id: s.id,
      file_name: openField(open, userId, SEALED.fileName, s.file_name) ?? ERASED_TEXT,
      document_type: s.document_type,
      text,
      pages: openJson<PageSpan[]>(open, userId, SEALED.pages, s.pages) ?? [],
      key_info: openJson<KeyInformation>(open, userId, SEALED.keyInfo, s.key_info),
    });
  }
  if (rows.length === 0) return [];

  interface Candidate {
    row: CandidateRow;
    text: string;
    split: Split;
    index: number;
    span: PassageSpan;
    terms: string[];
    bm25: number;
    score: number;
  }
  const candidates: Candidate[] = [];
  for (const row of rows) {
    const text = row.text.slice(0, SEARCHED_CHARS);
    const split = splitOf(row.id, text, row.pages);
    split.spans.forEach((span, index) => candidates.push({ row, text, split, index, span, terms: split.terms[index]!, bm25: 0, score: 0 }));
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
    for (const c of candidates) if (c.row === row) c.score *= 1 + NAMED_DOCUMENT_BOOST;
  }

  // The kind of fact asked for ("when" → a date), found once per document.
  const kind = answerKind(question);
  if (kind) {
    for (const row of rows) {
      const mine = candidates.filter((c) => c.row === row && c.bm25 > 0);
      if (mine.length === 0) continue;
      const names = (row.key_info?.parties ?? []).map((p) => p.name);
      const holding = passagesWithFacts(mine[0]!.split, mine[0]!.text, kind, names);
      for (const c of mine) if (holding.has(c.index)) c.score *= 1 + FACT_BOOST;
    }
  }

  // What the analysis already found, where the document holds the rest of the question.
  const intent = new Set(INTENT_WORDS);
  const weight = (terms: readonly string[]) => terms.reduce((sum, t) => sum + (intent.has(t) ? 0 : idf.get(t)!), 0);
  for (const row of rows) {
    const places = keyInfoPlaces(row.key_info, kind, question);
    if (places.length === 0) continue;
    const mine = candidates.filter((c) => c.row === row);
    const held = new Set(mine.flatMap((c) => c.terms));
    const missing = weight(asked.filter((t) => !held.has(t)));
    const total = weight(asked);
    if (total > 0 && missing / total > KEY_INFO_MISSING) continue;
    for (const c of mine) if (places.some((at) => at >= c.span.start && at < c.span.end)) c.score += KEY_INFO_BONUS;
  }
  const ranked = candidates.filter((c) => c.score > 0).sort((a, b) => b.score - a.score);

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

/** The user's documents whose text was read, as a chat question may name them (file name, type). */
export async function userDocumentRefs(r: DocumentsReader, userId: number): Promise<{ fileName: string; documentType: string | null }[]> {
  const [rows, open] = await Promise.all([
    r
      .knex('documents_view')
      .where({ user_id: userId })
      .whereNotNull('extracted_text')
      .orderBy('uploaded_at', 'desc')
      .limit(200)
      .select('file_name', 'document_type') as Promise<{ file_name: string; document_type: string | null }[]>,
    r.cipher.opener([userId]),
  ]);
  return rows.flatMap((row) => {
    const fileName = open.open(userId, SEALED.fileName, row.file_name);
    return fileName === null ? [] : [{ fileName, documentType: row.document_type }];
  });
}
