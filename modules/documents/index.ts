// The documents module owns uploaded documents for Document Intelligence (stream `document-{id}`):
// the upload (checked by its bytes, stored under a generated key), the worker's text extraction
// and key-information analysis (intelligence/: the document NLP), and deletion. The view
// (projections/documents) lists and searches.
import { defineModule } from '../../infra/module.js';
import type { KeyInfoEngine } from './intelligence/index.js';
import { documentsAccess } from './access.js';
import type { DocumentsDeps } from './commands.js';
import { eventSchemas } from './events.js';
import { documentFilesMigration } from './migration.js';
import { analyzeDocument, deleteErasedUsersFiles, extractDocumentText, type Extractor } from './reactions.js';
import { documentsRouter } from './routes.js';

export * from './contract.js';
export { documentStream, documentEventTypes, type DocumentEvent, type DocumentEventOf } from './events.js';
export type { Extractor } from './reactions.js';
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
  /** The extraction pool; only the worker role has one (the reactions run there). */
  extractor?: Extractor;
  analyzer: KeyInfoEngine;
  privacyOf(userId: number): Promise<{ maskPersonalData: boolean } | null>;
};

export const documents = defineModule<DocumentsModuleDeps>({
  name: 'documents',
  migrations: [documentFilesMigration],
  events: eventSchemas,
  access: documentsAccess,
  create(deps) {
    const { extractor } = deps;
    return {
      routes: [documentsRouter(deps)],
      reactions: extractor
        ? [extractDocumentText({ ...deps, extractor }), analyzeDocument({ ...deps, extractor }), deleteErasedUsersFiles(deps)]
        : [deleteErasedUsersFiles(deps)],
      api: undefined,
    };
  },
});
