// The users view: one row per live account (profile, role, preferences), as the session check,
// GET /api/user and the admin screen read it.
import type { Knex } from 'knex';
import { defineModule } from '../../infra/module.js';
import { usersProjector, usersViewMigration } from './projector.js';
import { usersRouter } from './routes.js';
import { usersAccess } from './access.js';

export { getUserById, publicUser, type ViewUser } from './queries.js';

export const usersView = defineModule<{ knex: Knex }>({
  name: 'users-view',
  migrations: [usersViewMigration],
  projectors: [usersProjector],
  access: usersAccess,
  create: (deps) => ({ routes: [usersRouter(deps)], api: undefined }),
});
