// Pure rules of one document: uploaded → (text extracted) → analyzed, or failed; deleted by its
// owner at any point. The worker's steps are at-least-once, so a step that already happened (or
// that a deletion made moot) decides nothing instead of failing.
import { NotFoundError } from '../../infra/http/errors.js';
import type { KeyInformation } from './contract.js';
import type { DocumentKind, ExtractionMethod, PageSpan } from '../../infra/documents/types.js';
import { MESSAGES } from './contract.js';
import type { DocumentEvent } from './events.js';

interface Uploaded {
  documentId: string;
  userId: number;
  kind: DocumentKind;
  storageKey: string;
  uploadedAt: string;
}

export type DocumentState =
  | { status: 'none' }
  | (Uploaded & { status: 'processing' })
  | (Uploaded & { status: 'extracted'; method: ExtractionMethod })
  | (Uploaded & { status: 'completed'; documentType: string; confidence: number })
  | (Uploaded & { status: 'failed'; stage: 'extraction' | 'analysis'; code: string })
  | (Uploaded & { status: 'deleted'; deletedAt: string });

export const initialDocument: DocumentState = { status: 'none' };

export type DocumentCommand =
  | {
      type: 'UploadDocument';
      documentId: string;
      userId: number;
      kind: DocumentKind;
      contentType: string;
      size: number;
      storageKey: string;
      sha256: string;
      fileName: string;
      now: string;
    }
  | {
      type: 'RecordExtraction';
      method: ExtractionMethod;
      text: string;
      pages: PageSpan[];
      warnings: string[];
      now: string;
    }
  | { type: 'RecordAnalysis'; engine: 'offline' | 'openai'; keyInfo: KeyInformation; now: string }
  | { type: 'FailAnalysis'; stage: 'extraction' | 'analysis'; code: string; reason: string; now: string }
  | { type: 'DeleteDocument'; userId: number; now: string };

export function decide(command: DocumentCommand, state: DocumentState): DocumentEvent[] {
  switch (command.type) {
    case 'UploadDocument':
      return upload(command, state);
    case 'RecordExtraction':
      return recordExtraction(command, state);
    case 'RecordAnalysis':
      return recordAnalysis(command, state);
    case 'FailAnalysis':
      return failAnalysis(command, state);
    case 'DeleteDocument':
      return deleteDocument(command, state);
    default: {
      const never: never = command;
      throw new Error(`Unhandled command ${JSON.stringify(never)}`);
    }
  }
}

function upload(c: Extract<DocumentCommand, { type: 'UploadDocument' }>, state: DocumentState): DocumentEvent[] {
  // The id is new for every upload: a second upload under it is the same request again.
  if (state.status !== 'none') return [];
  return [
    {
      type: 'DocumentUploaded',
      data: {
        documentId: c.documentId,
        userId: c.userId,
        kind: c.kind,
        contentType: c.contentType,
        size: c.size,
        storageKey: c.storageKey,
        sha256: c.sha256,
        uploadedAt: c.now,
        pii: { fileName: c.fileName },
      },
    },
  ];
}

function recordExtraction(c: Extract<DocumentCommand, { type: 'RecordExtraction' }>, state: DocumentState): DocumentEvent[] {
  if (state.status !== 'processing') return [];
  return [
    {
      type: 'TextExtracted',
      data: {
        documentId: state.documentId,
        userId: state.userId,
        method: c.method,
        pageCount: c.pages.length,
        chars: c.text.length,
        warnings: c.warnings,
        extractedAt: c.now,
        pii: { text: c.text, pages: c.pages },
      },
    },
  ];
}

function recordAnalysis(c: Extract<DocumentCommand, { type: 'RecordAnalysis' }>, state: DocumentState): DocumentEvent[] {
  if (state.status !== 'extracted') return [];
  return [
    {
      type: 'DocumentAnalyzed',
      data: {
        documentId: state.documentId,
        userId: state.userId,
        engine: c.engine,
        documentType: c.keyInfo.documentType,
        confidence: c.keyInfo.confidence,
        analyzedAt: c.now,
        pii: { keyInfo: c.keyInfo },
      },
    },
  ];
}

function failAnalysis(c: Extract<DocumentCommand, { type: 'FailAnalysis' }>, state: DocumentState): DocumentEvent[] {
  if (state.status !== 'processing' && state.status !== 'extracted') return [];
  return [
    {
      type: 'DocumentAnalysisFailed',
      data: { documentId: state.documentId, userId: state.userId, stage: c.stage, code: c.code, reason: c.reason, failedAt: c.now },
    },
  ];
}

function deleteDocument(c: Extract<DocumentCommand, { type: 'DeleteDocument' }>, state: DocumentState): DocumentEvent[] {
  // Another user's document looks the same as one that does not exist.
  if (state.status === 'none' || state.status === 'deleted' || state.userId !== c.userId) throw new NotFoundError(MESSAGES.notFound);
  return [{ type: 'DocumentDeleted', data: { documentId: state.documentId, userId: state.userId, deletedAt: c.now } }];
}

export function evolve(state: DocumentState, event: DocumentEvent): DocumentState {
  switch (event.type) {
    case 'DocumentUploaded': {
      const d = event.data;
      return {
        status: 'processing',
        documentId: d.documentId,
        userId: d.userId,
        kind: d.kind as DocumentKind,
        storageKey: d.storageKey,
        uploadedAt: d.uploadedAt,
      };
    }
    case 'TextExtracted':
      return state.status === 'processing' ? { ...state, status: 'extracted', method: event.data.method } : state;
    case 'DocumentAnalyzed':
      return state.status === 'extracted'
        ? { ...base(state), status: 'completed', documentType: event.data.documentType, confidence: event.data.confidence }
        : state;
    case 'DocumentAnalysisFailed':
      return state.status === 'processing' || state.status === 'extracted'
        ? { ...base(state), status: 'failed', stage: event.data.stage, code: event.data.code }
        : state;
    case 'DocumentDeleted':
      return state.status === 'none' ? state : { ...base(state), status: 'deleted', deletedAt: event.data.deletedAt };
    default:
      return state;
  }
}

function base(s: Exclude<DocumentState, { status: 'none' }>): Uploaded {
  return { documentId: s.documentId, userId: s.userId, kind: s.kind, storageKey: s.storageKey, uploadedAt: s.uploadedAt };
}
