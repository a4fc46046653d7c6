// The documents view: each user's documents (status, key information, extracted text) for the
// Document Intelligence screen, and full-text search over them.
import { defineModule } from '../../infra/module.js';
import { declareView } from '../../infra/projections/read-side.js';
import { documentsViewAccess } from './access.js';
import { documentsProjector, documentsViewMigration, sealedDocumentsMigration } from './projector.js';
import { documentWordsMigration } from './words.js';
import { documentsViewRouter, DOCUMENTS_SCOPE, type DocumentsViewDeps } from './routes.js';
import { userKeys } from '../../infra/http/read-cache.js';
import type { RecordedEvent } from '../../infra/eventstore/types.js';

export { getDocument, listDocuments, searchDocuments } from './queries.js';
export { findDocumentPassages, userDocumentRefs } from './passages.js';
export { DOCUMENTS_SCOPE } from './routes.js';
export type { DocumentsReader } from './sealed.js';

/** The read-cache entries a batch of the documents projector changed: each event's owner (all name one). */
export function documentsReadDrops(events: readonly Pick<RecordedEvent, 'data'>[]): string[] {
  return userKeys(DOCUMENTS_SCOPE, events);
}

/** The Document Intelligence screen's list: live hints go to the owner of each changed entry. */
export const DOCUMENTS_LIVE_PATH = '/api/documents';

/** A row id as the drops write it (decimal digits), or undefined. */
function idOf(s: string | undefined): number | undefined {
  if (!s || !/^[1-9]\d{0,15}$/.test(s)) return undefined;
  const n = Number(s);
  return Number.isSafeInteger(n) ? n : undefined;
}

export const documentsView = defineModule<DocumentsViewDeps>({
  name: 'documents-view',
  migrations: [documentsViewMigration, documentWordsMigration, sealedDocumentsMigration],
  projectors: [
    declareView(documentsProjector, {
      cache: { scope: DOCUMENTS_SCOPE, drops: documentsReadDrops },
      live: {
        path: DOCUMENTS_LIVE_PATH,
        audience: () => (key) => {
          const userId = idOf(key);
          return userId === undefined ? undefined : { userId };
        },
      },
    }),
  ],
  access: documentsViewAccess,
  create: (deps) => ({ routes: [documentsViewRouter(deps)], api: undefined }),
});
