// The documents view: each user's documents (status, key information, extracted text) for the
// Document Intelligence screen, and full-text search over them.
import type { Knex } from 'knex';
import { defineModule } from '../../infra/module.js';
import type { FileStorage } from '../../infra/storage/types.js';
import { documentsViewAccess } from './access.js';
import { documentsProjector, documentsViewMigration } from './projector.js';
import { documentsViewRouter, DOCUMENTS_SCOPE } from './routes.js';
import { userKeys, type ReadCache } from '../../infra/http/read-cache.js';
import type { RecordedEvent } from '../../infra/eventstore/types.js';

export { getDocument, listDocuments, searchDocuments } from './queries.js';
export { DOCUMENTS_SCOPE } from './routes.js';

/** The read-cache entries a batch of the documents projector changed: each event's owner (all name one). */
export function documentsReadDrops(events: readonly Pick<RecordedEvent, 'data'>[]): string[] {
  return userKeys(DOCUMENTS_SCOPE, events);
}

export const documentsView = defineModule<{ knex: Knex; storage: FileStorage; reads?: ReadCache }>({
  name: 'documents-view',
  migrations: [documentsViewMigration],
  projectors: [documentsProjector],
  access: documentsViewAccess,
  create: (deps) => ({ routes: [documentsViewRouter(deps)], api: undefined }),
});
