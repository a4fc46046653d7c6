// The messages view: the chat messages of each user's current conversation.
import type { Knex } from 'knex';
import { defineModule } from '../../infra/module.js';
import { messagesProjector, messagesViewMigration } from './projector.js';
import { messagesRouter, MESSAGES_SCOPE } from './routes.js';
import { messagesAccess } from './access.js';
import { userKeys, type ReadCache } from '../../infra/http/read-cache.js';
import type { RecordedEvent } from '../../infra/eventstore/types.js';

export { MESSAGES_SCOPE, readMessages } from './routes.js';

/** The read-cache entries a batch of the messages projector changed: each event's user (all carry one). */
export function messagesReadDrops(events: readonly Pick<RecordedEvent, 'data'>[]): string[] {
  return userKeys(MESSAGES_SCOPE, events);
}

export const messagesView = defineModule<{ knex: Knex; reads?: ReadCache }>({
  name: 'messages-view',
  migrations: [messagesViewMigration],
  projectors: [messagesProjector],
  access: messagesAccess,
  create: (deps) => ({ routes: [messagesRouter(deps)], api: undefined }),
});
