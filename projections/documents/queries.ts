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

/**
 * The user's documents that match `q` (web-search syntax: words, "a phrase", -not, or), ranked by
 * Postgres full-text rank (file-name matches first), each with up to two highlighted fragments.
 */
export async function searchDocuments(knex: Knex, userId: number, q: string, limit: number): Promise<SearchResult[]> {
  const { rows } = (await knex.raw(
    `select d.id, d.file_name, d.uploaded_at, d.status, d.document_type,
            ts_rank_cd(d.search, query) as rank,
            ts_headline('english',
              translate(left(coalesce(d.extracted_text, ''), ${SEARCHED_CHARS}), ?, '  '),
              query,
              'StartSel=' || chr(57344) || ', StopSel=' || chr(57345) || ', MaxFragments=2, MaxWords=24, MinWords=8, FragmentDelimiter=" … "'
            ) as headline
       from documents_view d, websearch_to_tsquery('english', ?) as query
      where d.user_id = ? and d.search @@ query
      order by rank desc, d.uploaded_at desc
      limit ?`,
    [START + STOP, q, userId, limit],
  )) as {
    rows: (Pick<Row, 'id' | 'file_name' | 'uploaded_at' | 'status' | 'document_type'> & { rank: number | string; headline: string })[];
  };
  return rows.map((r) => ({
    id: r.id,
    fileName: r.file_name,
    uploadDate: iso(r.uploaded_at),
    status: r.status,
    documentType: r.document_type,
    rank: Number(r.rank),
    snippet: snippetParts(r.headline),
  }));
}
