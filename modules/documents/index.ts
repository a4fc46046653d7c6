// The documents module owns uploaded documents for Document Intelligence (stream `document-{id}`):
// the upload (checked by its bytes and the daily quota, stored under a generated key), the queue
// the worker reads documents from in turns across users, the text extraction and key-information
// analysis (intelligence/: the document NLP), and deletion. The view (projections/documents) lists
// and searches.
import { defineModule } from '../../infra/module.js';
import type { KeyInfoEngine } from './intelligence/index.js';
import { documentsAccess } from './access.js';
import type { DocumentsDeps } from './commands.js';
import { eventSchemas } from './events.js';
import { documentFilesMigration } from './migration.js';
import { analyzeDocument, deleteErasedUsersFiles, extractDocumentText, readQueuedDocument, type Extractor } from './reactions.js';
import { documentQueueMigration, DocumentQueue, queueHealth, type QueueHealth } from './queue.js';
import { documentsRouter } from './routes.js';

export * from './contract.js';
export { documentStream, documentEventTypes, type DocumentEvent, type DocumentEventOf } from './events.js';
export type { Extractor } from './reactions.js';
export { MAX_IN_FLIGHT_PER_USER, queueHealth, type QueueHealth } from './queue.js';
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

export interface DocumentsApi {
  /** Starts reading queued documents (the worker role, with its loops). */
  startQueue(): void;
  /** The queue's depth and age, for /api/health (any role: it is a table). */
  queueHealth(): Promise<QueueHealth>;
}

export const documents = defineModule<DocumentsModuleDeps, DocumentsApi>({
  name: 'documents',
  migrations: [documentFilesMigration, documentQueueMigration],
  events: eventSchemas,
  access: documentsAccess,
  create(deps) {
    const { extractor } = deps;
    let stopping = false;
    const queue = extractor
      ? new DocumentQueue({
          knex: deps.knex,
          logger: deps.logger,
          slots: extractor.capacity ?? 1,
          run: (job) => readQueuedDocument({ ...deps, extractor, stopping: () => stopping }, job),
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
      },
      async stop() {
        stopping = true;
        await queue?.stop();
      },
    };
  },
});
