// Reads of the cases view, each one query: the list (own cases, or every paid case for staff),
// one case with its documents, one case's comments, one document's storage key.
import type { Knex } from 'knex';
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
  details: DetailFields;
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

const CASE_SORT_COLUMNS: Record<CaseListSort, string> = {
  createdAt: 'c.created_at',
  updatedAt: 'c.updated_at',
  caseNumber: 'c.case_number',
  caseTitle: 'c.case_title',
  clientName: 'c.client_name',
  status: 'c.status',
};

/**
 * A client's own cases; staff see every paid case (DECISIONS.md). Filtered, sorted (newest first
 * unless told) and, with `page`/`pageSize`, one page of them; `total` counts every match.
 */
export async function listCases(
  knex: Knex,
  viewer: { userId: number; staff: boolean },
  query: CaseListQuery = {},
): Promise<{ cases: CaseSummaryResponse[]; total: number }> {
  const q = knex('cases_view as c').select([...SUMMARY_COLUMNS, knex.raw('count(*) over () as total')]);
  if (viewer.staff) q.where('c.payment_status', 'paid');
  else q.where('c.user_id', viewer.userId);
  if (query.q) {
    const like = likeText(query.q);
    q.where((w) => w.whereILike('c.case_number', like).orWhereILike('c.case_title', like).orWhereILike('c.client_name', like));
  }
  if (query.status) q.whereIn('c.status', query.status);
  if (query.category) q.whereIn('c.case_category', query.category);
  // The days are UTC days, both ends included.
  if (query.from) q.where('c.created_at', '>=', `${query.from}T00:00:00Z`);
  if (query.to) q.whereRaw(`c.created_at < (?::date + 1)::timestamptz`, [query.to]);
  const order = query.order ?? (query.sort && query.sort !== 'createdAt' && query.sort !== 'updatedAt' ? 'asc' : 'desc');
  q.orderBy([
    { column: CASE_SORT_COLUMNS[query.sort ?? 'createdAt'], order },
    { column: 'c.id', order },
  ]);
  if (query.page !== undefined || query.pageSize !== undefined) {
    const size = query.pageSize ?? DEFAULT_PAGE_SIZE;
    q.limit(size).offset(((query.page ?? 1) - 1) * size);
  }
  const rows: (CaseRow & { total: string | number })[] = await q;
  let total = rows.length > 0 ? Number(rows[0]!.total) : 0;
  // A page past the last has no row to carry the count: count on the first.
  if (rows.length === 0 && (query.page ?? 1) > 1) total = (await listCases(knex, viewer, { ...query, page: 1, pageSize: 1 })).total;
  return { cases: rows.map(toSummary), total };
}

const documentUrl = (caseId: number, id: string) => `/api/case-analyses/${caseId}/documents/${id}`;

/** One case with its documents (one query), or undefined. The caller checks `mayRead`. */
export async function getCase(knex: Knex, caseId: number): Promise<{ row: DetailRow } | undefined> {
  const row: DetailRow | undefined = await knex('cases_view as c')
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
  return row ? { row } : undefined;
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
export async function caseForReader(knex: Knex, caseId: number, viewer: Viewer): Promise<'missing' | 'denied' | CaseDetailResponse> {
  const found = await getCase(knex, caseId);
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

/** The case's owner and payment (for the access check) and its comments, oldest first: one query. */
export async function getComments(
  knex: Knex,
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
  return {
    ownerId: row.user_id,
    paymentStatus: row.payment_status,
    comments: row.comments.map((m) => {
      const staff = m.author_role === 'investigator' || m.author_role === 'admin';
      return {
        id: m.id,
        caseId,
        content: m.content,
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

/** One document with its case's owner and payment (for the access check): one query. */
export async function getDocument(
  knex: Knex,
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
    name: row.name,
    contentType: row.content_type,
    storageKey: row.storage_key,
  };
}

/** The case's owner and payment, for the history's access check (the view may lag: the caller falls back to the stream). */
export async function caseOwner(knex: Knex, caseId: number): Promise<{ ownerId: number } | undefined> {
  const row = await knex('cases_view').where({ id: caseId }).first('user_id');
  return row ? { ownerId: row.user_id } : undefined;
}
