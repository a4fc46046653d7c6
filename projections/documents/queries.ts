// Reads of the documents view, each one query: a user's list, one document (with its text), the
// file's place in the storage, and ranked full-text search with highlighted snippets.
import type { Knex } from 'knex';
import type { DocumentKind, ExtractionMethod, PageSpan } from '../../infra/documents/types.js';
import type {
  DocumentDetail,
  DocumentStatus,
  DocumentSummary,
  KeyInformation,
  SearchResult,
  SnippetPart,
} from '../../modules/documents/index.js';
import { SEARCHED_CHARS } from './projector.js';
import { similarWords } from './words.js';

interface Row {
  id: string;
  user_id: number;
  file_name: string;
  kind: DocumentKind;
  content_type: string;
  size: number;
  storage_key: string;
  status: DocumentStatus;
  uploaded_at: Date | string;
  method: ExtractionMethod | null;
  page_count: number | null;
  warnings: string[] | string;
  extracted_text?: string | null;
  pages?: PageSpan[] | string | null;
  document_type: string | null;
  confidence: number | null;
  tags: string[] | string;
  summary: string | null;
  key_info: KeyInformation | string | null;
  error: string | null;
}

const SUMMARY_COLUMNS = [
  'id',
  'user_id',
  'file_name',
  'kind',
  'content_type',
  'size',
  'storage_key',
  'status',
  'uploaded_at',
  'method',
  'page_count',
  'warnings',
  'document_type',
  'confidence',
  'tags',
  'summary',
  'key_info',
  'error',
];

const iso = (d: Date | string) => new Date(d).toISOString();
const json = <T>(v: T | string | null | undefined): T | null =>
  v === null || v === undefined ? null : typeof v === 'string' ? (JSON.parse(v) as T) : v;

function summaryOf(r: Row): DocumentSummary {
  return {
    id: r.id,
    fileName: r.file_name,
    uploadDate: iso(r.uploaded_at),
    status: r.status,
    kind: r.kind,
    contentType: r.content_type,
    size: r.size,
    confidence: r.confidence,
    tags: json<string[]>(r.tags) ?? [],
    documentType: r.document_type,
    summary: r.summary,
    keyInfo: json<KeyInformation>(r.key_info),
    method: r.method,
    pageCount: r.page_count,
    warnings: json<string[]>(r.warnings) ?? [],
    error: r.error,
  };
}

/** The user's documents, newest first (without their texts: the Full Text tab reads one document). */
export async function listDocuments(knex: Knex, userId: number): Promise<DocumentSummary[]> {
  const rows: Row[] = await knex('documents_view')
    .select(SUMMARY_COLUMNS)
    .where({ user_id: userId })
    .orderBy([
      { column: 'uploaded_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ]);
  return rows.map(summaryOf);
}

/** One of the user's documents with its text; undefined when it is not theirs or does not exist. */
export async function getDocument(knex: Knex, userId: number, id: string): Promise<DocumentDetail | undefined> {
  const r: Row | undefined = await knex('documents_view')
    .select([...SUMMARY_COLUMNS, 'extracted_text', 'pages'])
    .where({ id, user_id: userId })
    .first();
  if (!r) return undefined;
  return { ...summaryOf(r), extractedText: r.extracted_text ?? '', pages: json<PageSpan[]>(r.pages) ?? [] };
}

/** Where one of the user's files is stored, with the name and type to serve it under. */
export async function fileOf(
  knex: Knex,
  userId: number,
  id: string,
): Promise<{ storageKey: string; fileName: string; contentType: string } | undefined> {
  const r: Pick<Row, 'storage_key' | 'file_name' | 'content_type'> | undefined = await knex('documents_view')
    .select(['storage_key', 'file_name', 'content_type'])
    .where({ id, user_id: userId })
    .first();
  return r && { storageKey: r.storage_key, fileName: r.file_name, contentType: r.content_type };
}

// The highlight marks are private-use characters the text cannot contain (they are replaced in the
// headline's input), so a snippet is split into parts, never sent as markup.
const START = '\uE000';
const STOP = '\uE001';

export function snippetParts(headline: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  let hit = false;
  let text = '';
  const flush = () => {
    if (text) parts.push({ text, hit });
    text = '';
  };
  for (const ch of headline) {
    if (ch === START || ch === STOP) {
      flush();
      hit = ch === START;
    } else text += ch;
  }
  flush();
  return parts;
}

interface SearchRow extends Pick<Row, 'id' | 'file_name' | 'uploaded_at' | 'status' | 'document_type'> {
  rank: number | string;
  headline: string;
}

/** One ranked full-text query over the user's documents; `tsquery` is an SQL expression naming `?`s. */
async function runSearch(knex: Knex, userId: number, tsquery: string, bindings: string[], limit: number, except: string[]) {
  const { rows } = (await knex.raw(
    `select d.id, d.file_name, d.uploaded_at, d.status, d.document_type,
            ts_rank_cd(d.search, query) as rank,
            ts_headline('english',
              translate(left(coalesce(d.extracted_text, ''), ${SEARCHED_CHARS}), ?, '  '),
              query,
              'StartSel=' || chr(57344) || ', StopSel=' || chr(57345) || ', MaxFragments=2, MaxWords=24, MinWords=8, FragmentDelimiter=" … "'
            ) as headline
       from documents_view d, ${tsquery} as query
      where d.user_id = ? and d.search @@ query and not (d.id = any(?::uuid[]))
      order by rank desc, d.uploaded_at desc
      limit ?`,
    [START + STOP, ...bindings, userId, except, limit],
  )) as { rows: SearchRow[] };
  return rows;
}

const resultOf = (r: SearchRow, fuzzy: boolean): SearchResult => ({
  id: r.id,
  fileName: r.file_name,
  uploadDate: iso(r.uploaded_at),
  status: r.status,
  documentType: r.document_type,
  rank: Number(r.rank),
  snippet: snippetParts(r.headline),
  ...(fuzzy ? { fuzzy: true } : {}),
});

/** The words of a web-search query that must match (not those after a minus, not "or"), lower case. */
export function queryWords(q: string): string[] {
  const words: string[] = [];
  for (const m of q.toLowerCase().matchAll(/(^|[\s"(])(-?)([\p{L}\p{N}]+)/gu)) {
    if (m[2] === '-' || m[3] === 'or') continue;
    if (/^\p{L}+$/u.test(m[3]!)) words.push(m[3]!);
  }
  return [...new Set(words)].slice(0, MAX_FUZZY_WORDS);
}

/** Query words looked up for other spellings (a search is at most SEARCH_MAX characters anyway). */
const MAX_FUZZY_WORDS = 8;

/**
 * The user's documents that match `q` (web-search syntax: words, "a phrase", -not, or), ranked by
 * Postgres full-text rank (file-name matches first), each with up to two highlighted fragments;
 * then, when words of `q` are in none of the user's documents as typed, the documents that hold
 * words spelt like them (trigram similarity over the document words, words.ts), marked `fuzzy`,
 * their snippets highlighting the words found. `didYouMean` is `q` with those words put in.
 */
export async function searchDocuments(
  knex: Knex,
  userId: number,
  q: string,
  limit: number,
): Promise<{ results: SearchResult[]; didYouMean?: string }> {
  const exact = await runSearch(knex, userId, "websearch_to_tsquery('english', ?)", [q], limit, []);
  const results = exact.map((r) => resultOf(r, false));
  const words = queryWords(q);
  const similar = await similarWords(knex, userId, words);
  if (similar.size === 0 || results.length >= limit) return { results };
  // Every word must match, as typed or as one of its near spellings: (shufler | shuffler) & card.
  // The operands are letters only (queryWords, and the words table holds letters only), so the
  // tsquery text needs no quoting beyond to_tsquery's own.
  const terms = words.map((w) => [w, ...(similar.get(w) ?? [])].join(' | '));
  const fuzzy = await runSearch(
    knex,
    userId,
    "to_tsquery('english', ?)",
    [terms.map((t) => `(${t})`).join(' & ')],
    limit - results.length,
    results.map((r) => r.id),
  );
  if (fuzzy.length === 0) return { results };
  let didYouMean = q;
  for (const [typed, found] of similar) {
    didYouMean = didYouMean.replace(new RegExp(`(?<![\\p{L}\\p{N}])${typed}(?![\\p{L}\\p{N}])`, 'giu'), found[0]!);
  }
  return { results: [...results, ...fuzzy.map((r) => resultOf(r, true))], didYouMean };
}
