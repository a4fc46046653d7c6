// Reads of the documents view: a user's list, one document (with its text), the file's place in the
// storage, and ranked full-text search with highlighted snippets. The personal fields are sealed
// with the owner's key (decision 0056): every read loads the user's key once and opens the rows it
// answers; a field whose key is gone (the user was erased a moment ago) reads as erased. Search
// matches and ranks the owner's blind tokens; snippets are made from the opened text.
import { ERASED_TEXT, type FieldOpener } from '../../infra/crypto/view-cipher.js';
import type { DocumentKind, ExtractionMethod, PageSpan } from '../../infra/documents/types.js';
import type {
  DocumentDetail,
  DocumentStatus,
  DocumentSummary,
  KeyInformation,
  SearchResult,
  SnippetPart,
} from '../../modules/documents/index.js';
import { blindQuery, SEALED, SEARCHED_CHARS, type DocumentsReader } from './sealed.js';
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
  pages?: string | null;
  document_type: string | null;
  confidence: number | null;
  tags: string[] | string;
  summary: string | null;
  key_info: string | null;
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

/** A sealed field of the user's row opened (a value from before sealing as it is); null when its key is gone. */
export function openField(open: FieldOpener, userId: number, purpose: string, value: string | null | undefined): string | null {
  return value === null || value === undefined ? null : open.open(userId, purpose, value);
}

/** A sealed JSON field (pages, key information) opened and parsed; null when absent or its key is gone. */
export function openJson<T>(open: FieldOpener, userId: number, purpose: string, value: string | null | undefined): T | null {
  const text = openField(open, userId, purpose, value);
  return text === null ? null : (JSON.parse(text) as T);
}

function summaryOf(open: FieldOpener, r: Row): DocumentSummary {
  const userId = Number(r.user_id);
  const keyInfo = openJson<KeyInformation>(open, userId, SEALED.keyInfo, r.key_info);
  return {
    id: r.id,
    fileName: openField(open, userId, SEALED.fileName, r.file_name) ?? ERASED_TEXT,
    uploadDate: iso(r.uploaded_at),
    status: r.status,
    kind: r.kind,
    contentType: r.content_type,
    size: r.size,
    confidence: r.confidence,
    // Rows from before sealing kept the tags in a clear column; sealed rows read them from the key information.
    tags: keyInfo?.tags ?? json<string[]>(r.tags) ?? [],
    documentType: r.document_type,
    summary: openField(open, userId, SEALED.summary, r.summary),
    keyInfo,
    method: r.method,
    pageCount: r.page_count,
    warnings: json<string[]>(r.warnings) ?? [],
    error: r.error,
  };
}

/** The user's documents, newest first (without their texts: the Full Text tab reads one document). */
export async function listDocuments(r: DocumentsReader, userId: number): Promise<DocumentSummary[]> {
  const [rows, open] = await Promise.all([
    r
      .knex('documents_view')
      .select(SUMMARY_COLUMNS)
      .where({ user_id: userId })
      .orderBy([
        { column: 'uploaded_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ]) as Promise<Row[]>,
    r.cipher.opener([userId]),
  ]);
  return rows.map((row) => summaryOf(open, row));
}

/** One of the user's documents with its text; undefined when it is not theirs or does not exist. */
export async function getDocument(r: DocumentsReader, userId: number, id: string): Promise<DocumentDetail | undefined> {
  const row: Row | undefined = await r
    .knex('documents_view')
    .select([...SUMMARY_COLUMNS, 'extracted_text', 'pages'])
    .where({ id, user_id: userId })
    .first();
  if (!row) return undefined;
  const open = await r.cipher.opener([userId]);
  return {
    ...summaryOf(open, row),
    extractedText: openField(open, userId, SEALED.text, row.extracted_text) ?? '',
    pages: openJson<PageSpan[]>(open, userId, SEALED.pages, row.pages) ?? [],
  };
}

/** Where one of the user's files is stored, with the name and type to serve it under. */
export async function fileOf(
  r: DocumentsReader,
  userId: number,
  id: string,
): Promise<{ storageKey: string; fileName: string; contentType: string } | undefined> {
  const row: Pick<Row, 'storage_key' | 'file_name' | 'content_type'> | undefined = await r
    .knex('documents_view')
    .select(['storage_key', 'file_name', 'content_type'])
    .where({ id, user_id: userId })
    .first();
  if (!row) return undefined;
  const fileName = (await r.cipher.opener([userId])).open(userId, SEALED.fileName, row.file_name) ?? ERASED_TEXT;
  return { storageKey: row.storage_key, fileName, contentType: row.content_type };
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

interface SearchRow extends Pick<Row, 'id' | 'user_id' | 'file_name' | 'uploaded_at' | 'status' | 'document_type' | 'extracted_text'> {
  rank: number | string;
}

interface Found {
  row: SearchRow;
  headline: string;
}

// ts_headline's options: up to two fragments of the opened text around the matches, marked START/STOP.
const HEADLINE_OPTIONS = `'StartSel=' || chr(57344) || ', StopSel=' || chr(57345) || ', MaxFragments=2, MaxWords=24, MinWords=8, FragmentDelimiter=" … "'`;

/**
 * One ranked full-text query over the user's documents: `blind` (the query in the user's tokens)
 * matches and ranks the stored tokens; `clear` (an SQL tsquery expression naming `?`s, with its
 * `bindings`) highlights the opened texts, passed in a second query that stores nothing.
 */
async function runSearch(
  r: DocumentsReader,
  open: FieldOpener,
  userId: number,
  blind: string,
  clear: { expression: string; bindings: string[] },
  limit: number,
  except: string[],
): Promise<Found[]> {
  if (limit <= 0) return [];
  const { rows } = (await r.knex.raw(
    `select d.id, d.user_id, d.file_name, d.uploaded_at, d.status, d.document_type, d.extracted_text,
            ts_rank_cd(d.search, query) as rank
       from documents_view d, (select ?::tsquery as query) q
      where d.user_id = ? and d.search @@ query and not (d.id = any(?::uuid[]))
      order by rank desc, d.uploaded_at desc
      limit ?`,
    [blind, userId, except, limit],
  )) as { rows: SearchRow[] };
  if (rows.length === 0) return [];
  const texts = rows.map((row) => (openField(open, userId, SEALED.text, row.extracted_text) ?? '').slice(0, SEARCHED_CHARS));
  const headlines = (await r.knex.raw(
    `select ts_headline('english', translate(t, ?, '  '), ${clear.expression}, ${HEADLINE_OPTIONS}) as headline
       from unnest(?::text[]) with ordinality as u(t, i) order by i`,
    [START + STOP, ...clear.bindings, texts],
  )) as { rows: { headline: string }[] };
  return rows.map((row, i) => ({ row, headline: headlines.rows[i]!.headline }));
}

const resultOf = (open: FieldOpener, { row: r, headline }: Found, fuzzy: boolean): SearchResult => ({
  id: r.id,
  fileName: openField(open, Number(r.user_id), SEALED.fileName, r.file_name) ?? ERASED_TEXT,
  uploadDate: iso(r.uploaded_at),
  status: r.status,
  documentType: r.document_type,
  rank: Number(r.rank),
  snippet: snippetParts(headline),
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
  r: DocumentsReader,
  userId: number,
  q: string,
  limit: number,
): Promise<{ results: SearchResult[]; didYouMean?: string }> {
  const open = await r.cipher.opener([userId]);
  const key = open.keyOf(userId);
  if (!key) return { results: [] }; // no key: nothing was ever kept (or the user was erased)
  const exactQuery = { expression: "websearch_to_tsquery('english', ?)", bindings: [q] };
  const blindExact = await blindQuery(r.knex, key, exactQuery.expression, exactQuery.bindings);
  const exact = blindExact ? await runSearch(r, open, userId, blindExact, exactQuery, limit, []) : [];
  const results = exact.map((f) => resultOf(open, f, false));
  const words = queryWords(q);
  const similar = await similarWords(r, userId, words);
  if (similar.size === 0 || results.length >= limit) return { results };
  // Every word must match, as typed or as one of its near spellings: (shufler | shuffler) & card.
  // The operands are letters only (queryWords, and the words table holds letters only), so the
  // tsquery text needs no quoting beyond to_tsquery's own.
  const terms = words.map((w) => [w, ...(similar.get(w) ?? [])].join(' | '));
  const fuzzyQuery = { expression: "to_tsquery('english', ?)", bindings: [terms.map((t) => `(${t})`).join(' & ')] };
  const blindFuzzy = await blindQuery(r.knex, key, fuzzyQuery.expression, fuzzyQuery.bindings);
  const fuzzy = blindFuzzy
    ? await runSearch(
        r,
        open,
        userId,
        blindFuzzy,
        fuzzyQuery,
        limit - results.length,
        results.map((x) => x.id),
      )
    : [];
  if (fuzzy.length === 0) return { results };
  let didYouMean = q;
  for (const [typed, found] of similar) {
    didYouMean = didYouMean.replace(new RegExp(`(?<![\\p{L}\\p{N}])${typed}(?![\\p{L}\\p{N}])`, 'giu'), found[0]!);
  }
  return { results: [...results, ...fuzzy.map((f) => resultOf(open, f, true))], didYouMean };
}
