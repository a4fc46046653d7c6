// The directory views: Find My PI search over listed investigators, reviews, inquiries with their
// consultations, and the investigator network.
import type { Knex } from 'knex';
import { defineModule } from '../../infra/module.js';
import { directoryViewAccess } from './access.js';
import { directoryProjector, directoryViewMigration } from './projector.js';
import { directoryViewRouter } from './routes.js';

export { searchInvestigators, boundingBox, listInquiries, listNetwork, listReviews, type SearchCriteria } from './queries.js';
export { directoryProjector } from './projector.js';

export const directoryView = defineModule<{ knex: Knex }>({
  name: 'directory-view',
  migrations: [directoryViewMigration],
  projectors: [directoryProjector],
  access: directoryViewAccess,
  create: (deps) => ({ routes: [directoryViewRouter(deps)], api: undefined }),
});
