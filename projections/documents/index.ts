// The documents view: each user's documents (status, key information, extracted text) for the
// Document Intelligence screen, and full-text search over them.
import type { Knex } from 'knex';
import { defineModule } from '../../infra/module.js';
import type { FileStorage } from '../../infra/storage/types.js';
import { documentsViewAccess } from './access.js';
import { documentsProjector, documentsViewMigration } from './projector.js';
import { documentsViewRouter } from './routes.js';

export { getDocument, listDocuments, searchDocuments } from './queries.js';

export const documentsView = defineModule<{ knex: Knex; storage: FileStorage }>({
  name: 'documents-view',
  migrations: [documentsViewMigration],
  projectors: [documentsProjector],
  access: documentsViewAccess,
  create: (deps) => ({ routes: [documentsViewRouter(deps)], api: undefined }),
});
