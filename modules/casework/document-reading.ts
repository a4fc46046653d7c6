// The text of a case's attached documents, read in the documents module's fair queue (decision
// 0055): an attached file waits its turn there beside the user's uploads to Document Intelligence,
// under the same per-user in-flight limit and the same per-page OCR budget, instead of being read
// at once by whoever asked (the fact review, the analysis). Its outcome (the text, or why it could
// not be read) is kept in `case_document_texts`, a copy derived from the stored file and removed
// with it (the document removed, the owner erased). The text is sealed with the case owner's data
// key (decision 0056): a copy of the database reads ciphertext, and once the owner is erased no copy
// can open it.
import type { Knex } from 'knex';
import { ExtractionError, type DocumentKind } from '../../infra/documents/types.js';
import { isSealed } from '../../infra/crypto/view-cipher.js';
import type { ClaimedDocument, DocumentsApi, Extractor, QueuePlace } from '../documents/index.js';
import { MAX_ATTEMPTS } from '../documents/index.js';
import type { Reaction } from '../../infra/projections/types.js';
import type { RecordedEvent } from '../../infra/eventstore/types.js';
import { ForbiddenError, NotFoundError } from '../../infra/http/errors.js';
import { loadCase, type CaseworkDeps } from './commands.js';
import { MESSAGES } from './contract.js';
import { mayRead, type Viewer } from './decider.js';
import type { CaseDocumentReadingResponse } from './reading-contract.js';
import type { CaseEventOf } from './events.js';

/** What casework uses of the documents module's queue. */
export type CaseDocumentQueue = Pick<DocumentsApi, 'enqueueRead' | 'dequeue' | 'places' | 'registerReader'>;

export const caseDocumentTextsMigration = {
  name: '0101_casework_document_texts',
  async up(knex: Knex) {
    await knex.schema.createTable('case_document_texts', (t) => {
      t.uuid('document_id').primary();
      t.integer('case_id').notNullable();
      t.integer('user_id').notNullable().index();
      /** 'queued' (in the documents queue), 'read' (text) or 'failed' (error: the reason shown to the owner). */
      t.text('status').notNullable();
      t.text('text');
      t.text('error');
      t.timestamp('queued_at', { useTz: true }).notNullable();
      t.timestamp('read_at', { useTz: true });
    });
  },
  async down(knex: Knex) {
    await knex.schema.dropTable('case_document_texts');
  },
};

/** The limits of one case document: the fact review must not wait on a hard image. */
const CASE_DOCUMENT_LIMITS = { timeoutMs: 30_000, maxOcrPages: 3, maxTextChars: 60_000 };

const KIND_OF: Record<string, DocumentKind> = {
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/msword': 'doc',
  'image/jpeg': 'jpeg',
  'image/png': 'png',
};

const UNREADABLE = 'No text could be read from this file.';

/** The purpose a document's text is sealed for (bound into the ciphertext with the owner's id). */
const TEXT_PURPOSE = 'case_document_texts.text';

type RecordDeps = Pick<CaseworkDeps, 'knex' | 'cipher'>;

/**
 * The outcome of a queued document (nothing when it was removed meanwhile: its row is gone). The
 * text is sealed with the owner's key; an owner erased meanwhile has no key, and their row goes.
 */
async function record(deps: RecordDeps, documentId: string, owner: number, outcome: { text: string } | { error: string }) {
  const rows = deps.knex('case_document_texts').where({ document_id: documentId });
  let text: string | null = null;
  if ('text' in outcome) {
    text = await deps.cipher.seal(owner, TEXT_PURPOSE, outcome.text);
    if (text === null) return void (await rows.delete());
  }
  await rows.update({
    status: 'text' in outcome ? 'read' : 'failed',
    text,
    error: 'error' in outcome ? outcome.error : null,
    read_at: new Date().toISOString(),
  });
}

/**
 * Reads one queued case document (the queue's reader for 'case-document'): its text, or the reason
 * it cannot be read. A file the pool cannot read fails that document only; anything else (storage,
 * the pool closing) rejects, and the queue tries it again — up to MAX_ATTEMPTS claims.
 */
export async function readQueuedCaseDocument(deps: CaseworkDeps, job: ClaimedDocument, extractor: Extractor): Promise<void> {
  const row = (await deps.knex('case_document_texts').where({ document_id: job.documentId }).first('case_id', 'user_id', 'status')) as
    { case_id: number; user_id: number; status: string } | undefined;
  if (!row || row.status !== 'queued') return; // removed meanwhile, or read before
  const { state } = await loadCase(deps, row.case_id);
  if (state.status === 'none') return;
  const doc = state.documents.find((d) => d.documentId === job.documentId);
  if (!doc) return; // removed meanwhile
  if (job.attempts > MAX_ATTEMPTS) return void (await record(deps, doc.documentId, row.user_id, { error: UNREADABLE }));
  const kind = KIND_OF[doc.contentType];
  try {
    const file = await deps.storage.get(doc.storageKey);
    if (!file || !kind) return void (await record(deps, doc.documentId, row.user_id, { error: UNREADABLE }));
    const extracted = await extractor.extract(new Uint8Array(file.bytes), kind, CASE_DOCUMENT_LIMITS);
    await record(deps, doc.documentId, row.user_id, extracted.text.trim() ? { text: extracted.text } : { error: UNREADABLE });
  } catch (err) {
    if (!(err instanceof ExtractionError)) {
      if (job.attempts >= MAX_ATTEMPTS) return void (await record(deps, doc.documentId, row.user_id, { error: UNREADABLE }));
      throw err;
    }
    deps.logger.warn({ caseId: row.case_id, documentId: doc.documentId, code: err.code }, 'casework: a case document could not be read');
    await record(deps, doc.documentId, row.user_id, { error: err.message });
  }
}

/** Queues each attached document (and takes a removed one out, with its text). */
export function queueCaseDocuments(deps: CaseworkDeps & { reading: CaseDocumentQueue }): Reaction {
  return {
    name: 'casework.queue-documents',
    handles: ['CaseDocumentAttached', 'CaseDocumentRemoved'],
    async handle(event: RecordedEvent) {
      if (event.type === 'CaseDocumentAttached') {
        const d = (event as unknown as CaseEventOf<'CaseDocumentAttached'>).data;
        const { state } = await loadCase(deps, d.caseId);
        if (state.status === 'none' || !state.documents.some((x) => x.documentId === d.documentId)) return;
        const known = await deps.knex('case_document_texts').where({ document_id: d.documentId }).first('status');
        if (known && known.status !== 'queued') return; // read before (a redelivery)
        if (!known)
          await deps
            .knex('case_document_texts')
            .insert({ document_id: d.documentId, case_id: d.caseId, user_id: state.userId, status: 'queued', queued_at: d.attachedAt })
            .onConflict('document_id')
            .ignore();
        await deps.reading.enqueueRead({ documentId: d.documentId, userId: state.userId, kind: 'case-document', uploadedAt: d.attachedAt });
      } else {
        const d = (event as unknown as CaseEventOf<'CaseDocumentRemoved'>).data;
        await deps.reading.dequeue(d.documentId);
        await deps.knex('case_document_texts').where({ document_id: d.documentId }).delete();
      }
    },
  };
}

/** One attached document's reading, as the owner sees it. */
export type DocumentReading =
  { state: 'read'; text: string } | { state: 'failed'; error: string } | { state: 'waiting'; ahead: number } | { state: 'reading' };

/**
 * Where each of a case's documents stands: read (its text, opened with the owner's key), failed
 * (why), or still in the queue (its place). A text read before sealing existed is sealed here, the
 * first time it is read again; a text whose owner's key is gone reads as unreadable.
 */
export async function readingsOf(
  deps: Pick<CaseworkDeps, 'knex' | 'cipher'> & { reading?: Pick<CaseDocumentQueue, 'places'> | undefined },
  documentIds: readonly string[],
): Promise<Map<string, DocumentReading>> {
  const out = new Map<string, DocumentReading>();
  if (documentIds.length === 0) return out;
  const rows = (await deps
    .knex('case_document_texts')
    .whereIn('document_id', documentIds)
    .select('document_id', 'user_id', 'status', 'text', 'error')) as {
    document_id: string;
    user_id: number;
    status: string;
    text: string | null;
    error: string | null;
  }[];
  const opener = await deps.cipher.opener(rows.filter((r) => r.status === 'read').map((r) => r.user_id));
  for (const r of rows) {
    if (r.status === 'read') {
      const text = r.text === null ? '' : opener.open(r.user_id, TEXT_PURPOSE, r.text);
      if (text === null) out.set(r.document_id, { state: 'failed', error: UNREADABLE });
      else out.set(r.document_id, { state: 'read', text });
      if (r.text !== null && !isSealed(r.text)) await sealClearText(deps, r.document_id, r.user_id, r.text);
    } else if (r.status === 'failed') out.set(r.document_id, { state: 'failed', error: r.error ?? UNREADABLE });
  }
  const pending = documentIds.filter((id) => !out.has(id));
  const places: Map<string, QueuePlace> = deps.reading && pending.length ? await deps.reading.places(pending) : new Map();
  // Attached but not queued yet (the reaction has not run): waiting, nothing known ahead of it.
  for (const id of pending) out.set(id, places.get(id) ?? { state: 'waiting', ahead: 0 });
  return out;
}

/** Seals a text stored in clear before sealing existed (unless it changed meanwhile). */
async function sealClearText(deps: RecordDeps, documentId: string, owner: number, clear: string) {
  const sealed = await deps.cipher.seal(owner, TEXT_PURPOSE, clear);
  if (sealed !== null) await deps.knex('case_document_texts').where({ document_id: documentId, text: clear }).update({ text: sealed });
}

/** GET …/document-reading: each attached document's state, for the owner (and staff once paid), without its text. */
export async function readingView(
  deps: Pick<CaseworkDeps, 'knex' | 'store' | 'cipher'> & { reading?: Pick<CaseDocumentQueue, 'places'> | undefined },
  caseId: number,
  viewer: Viewer,
): Promise<CaseDocumentReadingResponse> {
  const { state } = await loadCase(deps, caseId);
  if (state.status === 'none') throw new NotFoundError(MESSAGES.caseNotFound);
  if (!mayRead({ userId: state.userId, paymentStatus: state.payment.status }, viewer)) throw new ForbiddenError(MESSAGES.accessDenied);
  const readings = await readingsOf(
    deps,
    state.documents.map((d) => d.documentId),
  );
  return {
    documents: state.documents.map((d) => {
      const r = readings.get(d.documentId) ?? { state: 'waiting', ahead: 0 };
      return {
        id: d.documentId,
        state: r.state,
        ahead: r.state === 'waiting' ? r.ahead : null,
        error: r.state === 'failed' ? r.error : null,
      };
    }),
  };
}
