// Reads of the cases view, each one query: the list (own cases, or every paid case for staff),
// one case with its documents, one case's comments, one document's storage key. The case's
// personal text (its analysis runs too) is sealed with its client's key (projector.ts `SEALED`,
// decision 0056): each read opens it for the case's owner, and a list searched or sorted on it
// matches and orders the opened text in a second query that stores nothing (`matchOpened`).
import type { Knex } from 'knex';
import { ERASED_TEXT, type FieldOpener, type ViewCipher } from '../../infra/crypto/view-cipher.js';
import {
  phrasedFor,
  allowedMoves,
  CASE_ANALYSIS_AMOUNT_CENTS,
  mayRead,
  type AnalysisRunResponse,
  type CaseDetailResponse,
  type CaseDocumentResponse,
  type CaseStatus,
  type CaseSummaryResponse,
  type CommentResponse,
  type DetailFields,
  type PaymentStatus,
  type Viewer,
  type CaseListQuery,
  type CaseListSort,
} from '../../modules/casework/index.js';
import { DEFAULT_PAGE_SIZE, likeText } from '../../infra/http/list-query.js';
import { SEALED } from './projector.js';

/** What the reads of the cases view need: the database, and the cipher to open the sealed text. */
export interface CaseReads {
  knex: Knex;
  cipher: ViewCipher;
}

interface CaseRow {
  id: number;
  user_id: number;
  case_number: string;
  client_name: string;
  case_title: string;
  case_category: 'criminal' | 'family';
  case_type: string;
  case_description: string;
  state: string;
  city: string;
  jurisdiction: string;
  status: CaseStatus;
  payment_status: PaymentStatus;
  payment_amount: number;
  success_probability: number | null;
  analysis_running: boolean;
  document_count: number;
  comment_count: number;
  created_at: Date;
  updated_at: Date;
  completed_at: Date | null;
}

interface DetailRow extends CaseRow {
  /** Opened by `getCase`; in the table a sealed JSON text (a jsonb string), or an object written before sealing. */
  details: DetailFields;
  /** Opened by `getCase`, as `details`. */
  analyses: AnalysisRunResponse[];
  paid_at: Date | null;
  documents: { id: string; name: string; content_type: string; size: number; uploaded_at: string }[];
}

const iso = (d: Date | string) => new Date(d).toISOString();
const isoOrNull = (d: Date | string | null) => (d === null ? null : iso(d));

const SUMMARY_COLUMNS = [
  'c.id',
  'c.user_id',
  'c.case_number',
  'c.client_name',
  'c.case_title',
  'c.case_category',
  'c.case_type',
  'c.case_description',
  'c.state',
  'c.city',
  'c.jurisdiction',
  'c.status',
  'c.payment_status',
  'c.payment_amount',
  'c.success_probability',
  'c.analysis_running',
  'c.document_count',
  'c.comment_count',
  'c.created_at',
  'c.updated_at',
  'c.completed_at',
];

function toSummary(r: CaseRow): CaseSummaryResponse {
  return {
    id: r.id,
    userId: r.user_id,
    caseNumber: r.case_number,
    clientName: r.client_name,
    caseTitle: r.case_title,
    caseCategory: r.case_category,
    caseType: r.case_type,
    caseDescription: r.case_description,
    jurisdiction: r.jurisdiction,
    status: r.status,
    paymentStatus: r.payment_status,
    paymentAmount: r.payment_amount ?? CASE_ANALYSIS_AMOUNT_CENTS,
    successProbability: r.success_probability,
    analysisRunning: r.analysis_running,
    documentCount: r.document_count,
    commentCount: r.comment_count,
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
    completedAt: isoOrNull(r.completed_at),
  };
}

/** A sealed summary column opened for the case's owner; `[erased]` once the owner's key is gone. */
function openSummary<T extends CaseRow>(row: T, opener: FieldOpener): T {
  const open = (purpose: string, value: string) => opener.open(row.user_id, purpose, value) ?? ERASED_TEXT;
  return {
    ...row,
    case_number: open(SEALED.caseNumber, row.case_number),
    city: open(SEALED.city, row.city),
    jurisdiction: open(SEALED.jurisdiction, row.jurisdiction),
    client_name: open(SEALED.clientName, row.client_name),
    case_title: open(SEALED.caseTitle, row.case_title),
    case_description: open(SEALED.caseDescription, row.case_description),
  };
}

/** The detail fields of an erased client's case (read between the erasure and the purge of its row). */
const ERASED_DETAILS: DetailFields = {
  courtName: null,
  judgeAssigned: null,
  filingDate: null,
  hearingDate: null,
  opposingParty: null,
  opposingCounsel: null,
  keyWitnesses: [],
  additionalFactors: null,
  criminal: null,
  civil: null,
  family: null,
};

/** The analysis runs: a sealed JSON text opened, or an array written before sealing as it is; none once the client was erased. */
function openRuns(row: { user_id: number; analyses: AnalysisRunResponse[] | string }, opener: FieldOpener): AnalysisRunResponse[] {
  if (typeof row.analyses !== 'string') return row.analyses;
  const text = opener.open(row.user_id, SEALED.analyses, row.analyses);
  return text === null ? [] : (JSON.parse(text) as AnalysisRunResponse[]);
}

/** The form's detail fields: a sealed JSON text opened, or an object written before sealing as it is. */
function openDetails(row: { user_id: number; details: DetailFields | string }, opener: FieldOpener): DetailFields {
  if (typeof row.details !== 'string') return row.details;
  const text = opener.open(row.user_id, SEALED.details, row.details);
  return text === null ? ERASED_DETAILS : (JSON.parse(text) as DetailFields);
}

const CASE_SORT_COLUMNS: Record<CaseListSort, string> = {
  createdAt: 'c.created_at',
  updatedAt: 'c.updated_at',
  // Sealed: ordered on the opened text (SEALED_SORTS).
  caseNumber: 'c.case_number',
  caseTitle: 'c.case_title',
  clientName: 'c.client_name',
  status: 'c.status',
};

type SealedSort = 'case_number' | 'case_title' | 'client_name';

/** The sorts on sealed columns: ordered on the opened text (`matchOpened`), not in the table. */
const SEALED_SORTS: Partial<Record<CaseListSort, SealedSort>> = {
  caseNumber: 'case_number',
  caseTitle: 'case_title',
  clientName: 'client_name',
};

/**
 * The rows (already opened, in the order of the clear sort) that match the text search, ordered by
 * a sealed column when asked: Postgres matches and orders the opened text passed in the query
 * (ILIKE and the database's collation, as it did on the clear columns), and stores none of it.
 * Answers the rows' indexes, in order.
 */
async function matchOpened(
  knex: Knex,
  rows: readonly CaseRow[],
  q: string | undefined,
  sealedSort: SealedSort | undefined,
  order: 'asc' | 'desc',
): Promise<number[]> {
  if (rows.length === 0) return [];
  const values = rows.map((r, i) => ({ i, id: r.id, case_number: r.case_number, case_title: r.case_title, client_name: r.client_name }));
  const m = knex
    .select('t.i')
    .from(
      knex.raw('jsonb_to_recordset(?::jsonb) as t(i int, id int, case_number text, case_title text, client_name text)', [
        JSON.stringify(values),
      ]),
    );
  if (q) {
    const like = likeText(q);
    m.where((w) => w.whereILike('t.case_number', like).orWhereILike('t.case_title', like).orWhereILike('t.client_name', like));
  }
  if (sealedSort)
    m.orderBy([
      { column: `t.${sealedSort}`, order },
      { column: 't.id', order },
    ]);
  else m.orderBy('t.i', 'asc');
  return ((await m) as { i: number }[]).map((r) => Number(r.i));
}

/**
 * A client's own cases; staff see every paid case (DECISIONS.md). Filtered, sorted (newest first
 * unless told) and, with `page`/`pageSize`, one page of them; `total` counts every match.
 *
 * The text search (case number, title, client's name) and the sorts on the number, the title and the client's
 * name read sealed columns: then every case that passes the clear filters is read and opened, and
 * matched, ordered and paged on the opened text (`matchOpened`) — a client's own cases, or every
 * paid case for staff (decision 0056 says what that costs). Otherwise the table pages, and only the
 * page is opened.
 */
export async function listCases(
  r: CaseReads,
  viewer: { userId: number; staff: boolean },
  query: CaseListQuery = {},
): Promise<{ cases: CaseSummaryResponse[]; total: number }> {
  const { knex } = r;
  const q = knex('cases_view as c').select([...SUMMARY_COLUMNS, knex.raw('count(*) over () as total')]);
  if (viewer.staff) q.where('c.payment_status', 'paid');
  else q.where('c.user_id', viewer.userId);
  if (query.status) q.whereIn('c.status', query.status);
  if (query.category) q.whereIn('c.case_category', query.category);
  // The days are UTC days, both ends included.
  if (query.from) q.where('c.created_at', '>=', `${query.from}T00:00:00Z`);
  if (query.to) q.whereRaw(`c.created_at < (?::date + 1)::timestamptz`, [query.to]);
  const sort = query.sort ?? 'createdAt';
  const order = query.order ?? (query.sort && query.sort !== 'createdAt' && query.sort !== 'updatedAt' ? 'asc' : 'desc');
  const sealedSort = SEALED_SORTS[sort];
  if (!sealedSort)
    q.orderBy([
      { column: CASE_SORT_COLUMNS[sort], order },
      { column: 'c.id', order },
    ]);
  const paged = query.page !== undefined || query.pageSize !== undefined;
  const size = query.pageSize ?? DEFAULT_PAGE_SIZE;
  const offset = ((query.page ?? 1) - 1) * size;

  if (query.q || sealedSort) {
    const rows: CaseRow[] = await q;
    const opener = await r.cipher.opener(rows.map((row) => row.user_id));
    const opened = rows.map((row) => openSummary(row, opener));
    const matched = (await matchOpened(knex, opened, query.q, sealedSort, order)).map((i) => opened[i]!);
    return { cases: (paged ? matched.slice(offset, offset + size) : matched).map(toSummary), total: matched.length };
  }

  if (paged) q.limit(size).offset(offset);
  const rows: (CaseRow & { total: string | number })[] = await q;
  let total = rows.length > 0 ? Number(rows[0]!.total) : 0;
  // A page past the last has no row to carry the count: count on the first.
  if (rows.length === 0 && (query.page ?? 1) > 1) total = (await listCases(r, viewer, { ...query, page: 1, pageSize: 1 })).total;
  const opener = await r.cipher.opener(rows.map((row) => row.user_id));
  return { cases: rows.map((row) => toSummary(openSummary(row, opener))), total };
}

const documentUrl = (caseId: number, id: string) => `/api/case-analyses/${caseId}/documents/${id}`;

/** A detail row as the table keeps it: `details` and `analyses` sealed (or, written before sealing, as they are). */
type StoredDetailRow = Omit<DetailRow, 'details' | 'analyses'> & {
  details: DetailFields | string;
  analyses: AnalysisRunResponse[] | string;
};

/** One case with its documents (one query), opened for its owner, or undefined. The caller checks `mayRead`. */
export async function getCase({ knex, cipher }: CaseReads, caseId: number): Promise<{ row: DetailRow } | undefined> {
  const row: StoredDetailRow | undefined = await knex('cases_view as c')
    .select([
      ...SUMMARY_COLUMNS,
      'c.details',
      'c.analyses',
      'c.paid_at',
      knex.raw(
        `coalesce((select json_agg(json_build_object('id', d.id, 'name', d.name, 'content_type', d.content_type, 'size', d.size, 'uploaded_at', d.uploaded_at) order by d.uploaded_at, d.id)
           from case_documents_view d where d.case_id = c.id), '[]'::json) as documents`,
      ),
    ])
    .where('c.id', caseId)
    .first();
  if (!row) return undefined;
  const opener = await cipher.opener([row.user_id]);
  return {
    row: {
      ...openSummary(row, opener),
      details: openDetails(row, opener),
      analyses: openRuns(row, opener),
      // Each file's name is sealed with the case's client's key, whoever attached it.
      documents: row.documents.map((d) => ({ ...d, name: opener.open(row.user_id, SEALED.documentName, d.name) ?? ERASED_TEXT })),
    },
  };
}

export function toDetail(row: DetailRow, viewer: Viewer): CaseDetailResponse {
  const summary = toSummary(row);
  const runs = row.analyses;
  const latest = runs.filter((r) => r.status === 'completed' && r.result).at(-1);
  const staff = viewer.role === 'investigator' || viewer.role === 'admin';
  const documents: CaseDocumentResponse[] = row.documents.map((d) => ({
    id: d.id,
    name: d.name,
    type: d.content_type as CaseDocumentResponse['type'],
    size: d.size,
    url: documentUrl(row.id, d.id),
    uploadDate: iso(d.uploaded_at),
  }));
  return {
    ...summary,
    state: row.state,
    city: row.city,
    ...row.details,
    documents,
    paidAt: isoOrNull(row.paid_at),
    results: phrasedFor(latest?.result ?? null, viewer),
    analyses: runs.map((r) => ({ ...r, result: phrasedFor(r.result, viewer) })),
    allowedStatusMoves: allowedMoves({ status: row.status, paymentStatus: row.payment_status }, viewer),
    canRerun: staff && row.payment_status === 'paid' && !row.analysis_running,
  };
}

/** The case as this reader may see it: 'missing', 'denied', or the detail. */
export async function caseForReader(r: CaseReads, caseId: number, viewer: Viewer): Promise<'missing' | 'denied' | CaseDetailResponse> {
  const found = await getCase(r, caseId);
  if (!found) return 'missing';
  if (!mayRead({ userId: found.row.user_id, paymentStatus: found.row.payment_status }, viewer)) return 'denied';
  return toDetail(found.row, viewer);
}

interface CommentsRow {
  user_id: number;
  payment_status: PaymentStatus;
  comments: {
    id: string;
    author_id: number;
    author_role: CommentResponse['authorRole'];
    content: string;
    created_at: string;
    username: string | null;
  }[];
}

/** The case's owner and payment (for the access check) and its comments, oldest first, opened with the owner's key: one query. */
export async function getComments(
  { knex, cipher }: CaseReads,
  caseId: number,
): Promise<{ ownerId: number; paymentStatus: PaymentStatus; comments: CommentResponse[] } | undefined> {
  const row: CommentsRow | undefined = await knex('cases_view as c')
    .select([
      'c.user_id',
      'c.payment_status',
      knex.raw(
        `coalesce((select json_agg(json_build_object('id', m.id, 'author_id', m.author_id, 'author_role', m.author_role, 'content', m.content, 'created_at', m.created_at, 'username', u.username) order by m.created_at, m.id)
           from case_comments_view m left join users_view u on u.id = m.author_id where m.case_id = c.id), '[]'::json) as comments`,
      ),
    ])
    .where('c.id', caseId)
    .first();
  if (!row) return undefined;
  // Every comment of the case is sealed with its client's key, whoever wrote it.
  const opener = await cipher.opener(row.comments.length > 0 ? [row.user_id] : []);
  return {
    ownerId: row.user_id,
    paymentStatus: row.payment_status,
    comments: row.comments.map((m) => {
      const staff = m.author_role === 'investigator' || m.author_role === 'admin';
      return {
        id: m.id,
        caseId,
        content: opener.open(row.user_id, SEALED.comment, m.content) ?? ERASED_TEXT,
        userType: staff ? 'investigator' : 'client',
        isInvestigator: staff,
        authorId: m.author_id,
        authorRole: m.author_role,
        authorName: m.username,
        createdAt: iso(m.created_at),
      };
    }),
  };
}

/** One document with its case's owner and payment (for the access check), its name opened: one query. */
export async function getDocument(
  { knex, cipher }: CaseReads,
  caseId: number,
  documentId: string,
): Promise<{ ownerId: number; paymentStatus: PaymentStatus; name: string; contentType: string; storageKey: string } | undefined> {
  const row = await knex('case_documents_view as d')
    .join('cases_view as c', 'c.id', 'd.case_id')
    .where({ 'd.id': documentId, 'd.case_id': caseId })
    .first('c.user_id', 'c.payment_status', 'd.name', 'd.content_type', 'd.storage_key');
  if (!row) return undefined;
  return {
    ownerId: row.user_id,
    paymentStatus: row.payment_status,
    name: (await cipher.open(row.user_id, SEALED.documentName, row.name)) ?? ERASED_TEXT,
    contentType: row.content_type,
    storageKey: row.storage_key,
  };
}

/** The case's owner and payment, for the history's access check (the view may lag: the caller falls back to the stream). */
export async function caseOwner(knex: Knex, caseId: number): Promise<{ ownerId: number } | undefined> {
  const row = await knex('cases_view').where({ id: caseId }).first('user_id');
  return row ? { ownerId: row.user_id } : undefined;
}
