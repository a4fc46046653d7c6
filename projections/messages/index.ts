// The messages view: the chat messages of each user's current conversation.
import type { Knex } from 'knex';
import { defineModule } from '../../infra/module.js';
import { declareView } from '../../infra/projections/read-side.js';
import { REPLIES_SIGNAL } from '../../modules/conversation/index.js';
import { messagesProjector, messagesViewMigration } from './projector.js';
import { messagesRouter, MESSAGES_SCOPE } from './routes.js';
import { messagesAccess } from './access.js';
import { readKey, userKeys, type ReadCache } from '../../infra/http/read-cache.js';
import type { RecordedEvent } from '../../infra/eventstore/types.js';

export { MESSAGES_SCOPE, readMessages } from './routes.js';

/** The read-cache entries a batch of the messages projector changed: each event's user (all carry one). */
export function messagesReadDrops(events: readonly Pick<RecordedEvent, 'data'>[]): string[] {
  return userKeys(MESSAGES_SCOPE, events);
}

export const messagesView = defineModule<{ knex: Knex; reads?: ReadCache }>({
  name: 'messages-view',
  migrations: [messagesViewMigration],
  // Each user's messages are cached; the conversation module's reply rows (a reply being written)
  // are part of the answer, so its signal drops that user's entry.
  projectors: [
    declareView(messagesProjector, {
      cache: { scope: MESSAGES_SCOPE, drops: messagesReadDrops },
      reads: [{ signal: REPLIES_SIGNAL, drops: (userId: string) => [readKey(MESSAGES_SCOPE, userId)] }],
    }),
  ],
  access: messagesAccess,
  create: (deps) => ({ routes: [messagesRouter(deps)], api: undefined }),
});
