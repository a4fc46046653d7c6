// Requests and responses of the document endpoints (SPEC §3 Document, §5 upload rules, §8 texts).
import * as z from 'zod/mini';
import '../../infra/http/zod-english.js';
import type { DocumentKind, ExtractionMethod, PageSpan } from '../../infra/documents/types.js';
import { lineText } from '../../infra/http/text.js';

export type { DocumentKind, ExtractionMethod, PageSpan } from '../../infra/documents/types.js';

/** Where an extracted item lies: its page (1-based) and its character range in the whole extracted text. */
export interface Source {
  page: number;
  start: number;
  end: number;
}

export type ClauseKind = 'governing_law' | 'term_termination' | 'confidentiality' | 'indemnification' | 'non_compete' | 'payment';

/**
 * A document's key information, as both analysis engines return it (intelligence/schema.ts holds
 * the zod schema that checks it, and a compile-time check that the two agree).
 */
export interface KeyInformation {
  documentType: string;
  /** How sure the engine is of the document type, 0–100. */
  confidence: number;
  tags: string[];
  summary: string;
  /** `role` is the party's role or defined term ("Licensor", "Plaintiff-Appellee", "Recipient"). */
  parties: { name: string; role?: string; kind?: 'person' | 'organization'; source: Source }[];
  /** `iso` is YYYY-MM-DD. */
  dates: { text: string; iso: string; label?: string; source: Source }[];
  /** `currency` is an ISO 4217 code. */
  amounts: { text: string; value: number; currency: string; source: Source }[];
  keyTerms: { term: string; source: Source }[];
  clauses: { kind: ClauseKind; quote: string; source: Source }[];
  /** A US state (or a country) whose law governs, as the document states it. */
  governingLaw: { state: string; source: Source } | null;
}

/** SPEC §9: 10 MB per file. */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
/** The multipart field that carries the file (SPEC §7). */
export const UPLOAD_FIELD = 'document';
/** Extracted text kept per document (the extraction cuts the rest with a warning). */
export const MAX_TEXT_CHARS = 1_000_000;
/** Search results answered at most. */
export const SEARCH_LIMIT = 20;
export const SEARCH_MAX = 200;

export const MESSAGES = {
  unsupported: 'Please upload PDF, Word, image, or text files only.',
  unsupportedTitle: 'Unsupported file type',
  tooLarge: 'Please upload files smaller than 10MB.',
  tooLargeTitle: 'File too large',
  empty: 'The file is empty.',
  missing: 'Choose a file to upload (field "document").',
  uploaded: 'Document uploaded successfully',
  uploadedDetail: 'AI analysis is processing your document.',
  uploadFailed: 'Upload failed',
  analysisFailed: 'Analysis failed. Please try uploading again or contact support.',
  notFound: 'Document not found',
  query: 'Enter a word to search for',
  queryTooLong: `Search text must be at most ${SEARCH_MAX} characters`,
} as const;

// ---- daily upload quotas (issue 28; the limits by plan are configuration: DOCUMENT_DAILY_*)

export type UploadPlan = 'free' | 'premium';

/** GET /api/documents/quota: what the upload card says ("17 of 20 uploads left today"). */
export interface UploadQuotaResponse {
  plan: UploadPlan;
  /** Files uploaded today (UTC), the plan's daily limit, and what is left of it. */
  files: { used: number; limit: number; left: number };
  /** The same in bytes. */
  bytes: { used: number; limit: number; left: number };
  /** When the counts start again (next midnight UTC). */
  resetsAt: string;
}

/** "100 MB", "2.5 MB", "300 kB": sizes as the quota texts say them. */
export function sizeText(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Number((bytes / (1024 * 1024)).toFixed(bytes >= 10 * 1024 * 1024 ? 0 : 1))} MB`;
  return `${Math.max(0, Math.round(bytes / 1024))} kB`;
}

/** What is left, rounded down so it never promises more than there is (99.99 MB is "99.9 MB", not "100 MB"). */
export function sizeLeftText(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  if (mb >= 1) return `${Number((Math.floor(mb * 10) / 10).toFixed(1))} MB`;
  return `${Math.max(0, Math.floor(bytes / 1024))} kB`;
}

const PLAN_NAME: Record<UploadPlan, string> = { free: 'free plan', premium: 'Premium plan' };

/** The 429 answers of an upload past today's quota: the limit, and when it starts again. */
export const QUOTA_MESSAGES = {
  files: (limit: number, plan: UploadPlan) =>
    `You have used today's ${limit} uploads on the ${PLAN_NAME[plan]}. You can upload again after midnight UTC.`,
  bytes: (limit: number, left: number, plan: UploadPlan) =>
    `This file would pass today's upload limit of ${sizeText(limit)} on the ${PLAN_NAME[plan]} (${sizeText(left)} left). You can upload more after midnight UTC.`,
} as const;

/** The upload card's line about today's quota. */
export function quotaLine(q: UploadQuotaResponse): string {
  return `${q.files.left} of ${q.files.limit} uploads left today (${sizeLeftText(q.bytes.left)} of ${sizeText(q.bytes.limit)}).`;
}

/** File-picker hint and the extensions the screen accepts (the server decides by the bytes). */
export const ACCEPTED_EXTENSIONS = ['.pdf', '.doc', '.docx', '.jpg', '.jpeg', '.png', '.txt'] as const;

export const DOCUMENT_STATUSES = ['processing', 'completed', 'failed'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

export const documentIdParam = z.uuid();

export const searchRequest = z.object({
  q: z.pipe(lineText(), z.string().check(z.trim(), z.minLength(1, MESSAGES.query), z.maxLength(SEARCH_MAX, MESSAGES.queryTooLong))),
});

/** One document as the list and the cards show it (SPEC §3 Document, with the places of each item). */
export interface DocumentSummary {
  id: string;
  fileName: string;
  uploadDate: string;
  status: DocumentStatus;
  kind: DocumentKind;
  contentType: string;
  size: number;
  /** The classifier's confidence in the document type, percent; null until analyzed. */
  confidence: number | null;
  tags: string[];
  documentType: string | null;
  summary: string | null;
  keyInfo: KeyInformation | null;
  /** How the text was read; null until it was. */
  method: ExtractionMethod | null;
  pageCount: number | null;
  warnings: string[];
  /** Why analysis failed, in words safe to show; null unless failed. */
  error: string | null;
}

/** One document with its whole extracted text (the Full Text tab). */
export interface DocumentDetail extends DocumentSummary {
  extractedText: string;
  pages: PageSpan[];
}

/** A piece of a search snippet; `hit` marks the words that matched. */
export interface SnippetPart {
  text: string;
  hit: boolean;
}

export interface SearchResult {
  id: string;
  fileName: string;
  uploadDate: string;
  status: DocumentStatus;
  documentType: string | null;
  rank: number;
  snippet: SnippetPart[];
  /**
   * Found only through words spelt like the query's (typo tolerance): listed after the full-text
   * matches, its snippet highlighting the words found. Absent for a full-text match.
   */
  fuzzy?: true;
}

export interface SearchResponse {
  query: string;
  results: SearchResult[];
  /** The query with its words that no document holds replaced by the nearest ones that do; absent when none was. */
  didYouMean?: string;
}

/**
 * A passage of one of the user's documents that may answer a question (the read side's passage
 * retrieval): `text` is exactly `extractedText.slice(start, end)`, all of it on page `page`;
 * `score` is its rank (BM25 plus a bonus when it holds the kind of fact the question asks for).
 */
export interface DocumentPassage {
  documentId: string;
  fileName: string;
  documentType: string | null;
  page: number;
  start: number;
  end: number;
  text: string;
  score: number;
}

// ───────────────────────────────────────────────────────────── evidence custody (decision 0041)

/**
 * What happened to a stored file: shown inline, saved, put in a case's evidence bundle, or refused
 * because its bytes no longer match the SHA-256 recorded at upload.
 */
export const CUSTODY_ACTIONS = ['viewed', 'downloaded', 'exported', 'verification-failed'] as const;
export type CustodyAction = (typeof CUSTODY_ACTIONS)[number];

export const CUSTODY_ACTION_LABELS: Record<CustodyAction, string> = {
  viewed: 'Viewed',
  downloaded: 'Downloaded',
  exported: 'Exported in a case bundle',
  'verification-failed': 'Refused: fingerprint mismatch',
};

export const CUSTODY_MESSAGES = {
  /** 500 FILE_INTEGRITY: the stored bytes differ from the upload's SHA-256 (they are never served). */
  integrity:
    'This file no longer matches the SHA-256 fingerprint recorded when it was uploaded, so it will not be served. ' +
    'The mismatch has been recorded in its custody log; please contact support.',
  fileNotFound: 'File not found',
} as const;

/** One access to a file, as its custody log shows it (newest first). */
export interface CustodyEntry {
  /** 1-based, per file. */
  seq: number;
  at: string;
  action: CustodyAction;
  actor: { userId: number; role: string; username: string | null };
  /** Where the request came from; null once that person's personal data was erased. */
  ip: string | null;
  userAgent: string | null;
  /** The SHA-256 of the bytes as read for this access. */
  sha256: string;
  /** Whether it matched the one recorded at upload. */
  matched: boolean;
  requestId: string;
  /** This entry's link in the file's hash chain. */
  hash: string;
}

export interface CustodyLogResponse {
  fileId: string;
  /** The SHA-256 recorded at upload (in the upload's event). */
  recordedSha256: string;
  /** The latest entries, newest first (at most 200); `total` counts them all. */
  entries: CustodyEntry[];
  total: number;
  /** Whether the file's whole log still verifies (each entry's hash over its fields and the previous hash). */
  chain: { ok: boolean; checked: number; firstBadSeq?: number };
}
