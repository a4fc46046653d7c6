// The documents module owns uploaded documents for Document Intelligence (stream `document-{id}`):
// the upload (checked by its bytes and the daily quota, stored under a generated key), the queue
// the worker reads documents from in turns across users, the text extraction and key-information
// analysis (intelligence/: the document NLP), and deletion. The view (projections/documents) lists
// and searches.
import { defineModule } from '../../infra/module.js';
import type { KeyInfoEngine } from './intelligence/index.js';
import { documentsAccess } from './access.js';
import { ensureUploadLeft, reserveQuota, type DocumentsDeps } from './commands.js';
import type { UploadPlan } from './contract.js';
import { releaseUpload } from './quota.js';
import { eventSchemas } from './events.js';
import { documentFilesMigration } from './migration.js';
import { analyzeDocument, deleteErasedUsersFiles, extractDocumentText, readQueuedDocument, type Extractor } from './reactions.js';
import { withOcrRepairs } from './intelligence/ocr-repair.js';
import {
  dequeueDocument,
  documentQueueKindsMigration,
  documentQueueMigration,
  DocumentQueue,
  enqueueDocument,
  queueHealth,
  queuePlaces,
  type ClaimedDocument,
  type QueueHealth,
  type QueueKind,
  type QueuePlace,
} from './queue.js';
import { documentsRouter } from './routes.js';

export * from './contract.js';
export { documentStream, documentEventTypes, type DocumentEvent, type DocumentEventOf } from './events.js';
export type { Extractor } from './reactions.js';
export {
  MAX_ATTEMPTS,
  MAX_IN_FLIGHT_PER_USER,
  queueHealth,
  type ClaimedDocument,
  type QueueHealth,
  type QueueKind,
  type QueuePlace,
} from './queue.js';
export { createKeyInfoEngine, type KeyInfoEngine } from './intelligence/index.js';
// Answering a question from a document's text: passages, stems, the kind of fact asked for (the read
// side ranks passages with these; the assistant builds its answer sentence with them).
export {
  answerKind,
  factsIn,
  splitPassages,
  stemWord,
  termsOf,
  type AnswerKind,
  type Fact,
  type PassageSpan,
} from './intelligence/passages.js';
export { DOCUMENT_TYPES } from './intelligence/offline/classify.js';

export type DocumentsModuleDeps = DocumentsDeps & {
  /** The extraction pool; only the worker role has one (the reactions and the queue run there). */
  extractor?: Extractor;
  analyzer: KeyInfoEngine;
  privacyOf(userId: number): Promise<{ maskPersonalData: boolean } | null>;
  /** Premium's daily upload quota is larger. */
  isPremium(userId: number): Promise<boolean>;
};

/** Reads one queued file of another kind to its outcome with the extraction pool; rejects to be tried again later. */
export type QueuedReader = (job: ClaimedDocument, extractor: Extractor) => Promise<void>;

export interface DocumentsApi {
  /** Starts reading queued documents (the worker role, with its loops). */
  startQueue(): void;
  /** The queue's depth and age, for /api/health (any role: it is a table). */
  queueHealth(): Promise<QueueHealth>;
  /** Queues a file attached elsewhere (a case's document) to be read in the same turns as uploads, under the same per-user limit. */
  enqueueRead(job: { documentId: string; userId: number; kind: Exclude<QueueKind, 'document'>; uploadedAt: string }): Promise<void>;
  /** Takes a queued file out (it was removed before its turn). */
  dequeue(documentId: string): Promise<void>;
  /** Where each of these ids stands in the queue; ids not queued are left out. */
  places(ids: readonly string[]): Promise<Map<string, QueuePlace>>;
  /** The reader of one kind of queued file (casework registers the case documents' reader). */
  registerReader(kind: Exclude<QueueKind, 'document'>, reader: QueuedReader): void;
  /**
   * The daily upload quota for files uploaded elsewhere (a case's documents, read by the same
   * pipeline): 429 with the quota's message and Retry-After when none is left today — called
   * before the body is read.
   */
  ensureUploadLeft(userId: number): Promise<void>;
  /**
   * Counts one upload of `bytes` against today's quota (429 when it does not fit; nothing is
   * counted then). The answer gives the upload back when it is not recorded after all; a file
   * recorded and removed later still counts, as a deleted document does.
   */
  countUpload(userId: number, bytes: number): Promise<() => Promise<void>>;
}

export const documents = defineModule<DocumentsModuleDeps, DocumentsApi>({
  name: 'documents',
  migrations: [documentFilesMigration, documentQueueMigration, documentQueueKindsMigration],
  events: eventSchemas,
  access: documentsAccess,
  create(deps) {
    const extractor = deps.extractor && withOcrRepairs(deps.extractor);
    let stopping = false;
    const readers = new Map<string, QueuedReader>();
    const planOf = async (userId: number): Promise<UploadPlan> => ((await deps.isPremium(userId)) ? 'premium' : 'free');
    const queue = extractor
      ? new DocumentQueue({
          knex: deps.knex,
          logger: deps.logger,
          slots: extractor.capacity ?? 1,
          run: async (job) => {
            if (job.kind === 'document') return readQueuedDocument({ ...deps, extractor, stopping: () => stopping }, job);
            const reader = readers.get(job.kind);
            // Not registered in this process (yet): given back, and tried again after the back-off.
            if (!reader) throw new Error(`documents: no reader for queued ${job.kind} files`);
            return reader(job, extractor);
          },
        })
      : undefined;
    return {
      routes: [documentsRouter(deps)],
      reactions: queue
        ? [
            extractDocumentText({ knex: deps.knex, queued: () => queue.wake() }),
            analyzeDocument({ ...deps, extractor: extractor! }),
            deleteErasedUsersFiles(deps),
          ]
        : [deleteErasedUsersFiles(deps)],
      api: {
        startQueue: () => queue?.start(),
        queueHealth: () => queueHealth(deps.knex),
        async enqueueRead(job) {
          await enqueueDocument(deps.knex, job);
          queue?.wake();
        },
        dequeue: (documentId) => dequeueDocument(deps.knex, documentId),
        places: (ids) => queuePlaces(deps.knex, ids),
        registerReader(kind, reader) {
          readers.set(kind, reader);
        },
        ensureUploadLeft: async (userId) => ensureUploadLeft(deps, userId, await planOf(userId)),
        async countUpload(userId, bytes) {
          const day = await reserveQuota(deps, userId, bytes, await planOf(userId), new Date());
          return () => releaseUpload(deps.knex, userId, bytes, day);
        },
      },
      async stop() {
        stopping = true;
        await queue?.stop();
      },
    };
  },
});
