// The templates view: the letter library and each template's variables, for the Templates screen.
import type { Knex } from 'knex';
import { defineModule } from '../../infra/module.js';
import { templatesProjector, templatesViewMigration } from './projector.js';
import { templatesViewRouter } from './routes.js';

export const templatesView = defineModule<{ knex: Knex }>({
  name: 'templates-view',
  migrations: [templatesViewMigration],
  projectors: [templatesProjector],
  create: (deps) => ({ routes: [templatesViewRouter(deps)], api: undefined }),
});
