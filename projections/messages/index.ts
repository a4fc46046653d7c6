// The messages view: the chat messages of each user's current conversation.
import type { Knex } from 'knex';
import { defineModule } from '../../infra/module.js';
import { messagesProjector, messagesViewMigration } from './projector.js';
import { messagesRouter } from './routes.js';
import { messagesAccess } from './access.js';

export const messagesView = defineModule<{ knex: Knex }>({
  name: 'messages-view',
  migrations: [messagesViewMigration],
  projectors: [messagesProjector],
  access: messagesAccess,
  create: (deps) => ({ routes: [messagesRouter(deps)], api: undefined }),
});
