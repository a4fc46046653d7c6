// The messages view: each user's conversations with the assistant (conversations_view) and their
// messages (messages_view), for the chat, the conversation list, search and export.
import type { Knex } from 'knex';
import { defineModule } from '../../infra/module.js';
import { declareView } from '../../infra/projections/read-side.js';
import { REPLIES_SIGNAL } from '../../modules/conversation/index.js';
import { conversationsViewMigration, messagesProjector, messagesViewMigration, sealedMessagesMigration } from './projector.js';
import { messagesRouter, MESSAGES_SCOPE } from './routes.js';
import { messagesAccess } from './access.js';
import { readKey, userKeys, type ReadCache } from '../../infra/http/read-cache.js';
import type { RecordedEvent } from '../../infra/eventstore/types.js';
import type { ViewCipher } from '../../infra/crypto/view-cipher.js';

export { MESSAGES_SCOPE, readMessages } from './routes.js';
export { getConversation } from './queries.js';

/** The read-cache entries a batch of the messages projector changed: each event's user (all carry one). */
export function messagesReadDrops(events: readonly Pick<RecordedEvent, 'data'>[]): string[] {
  return userKeys(MESSAGES_SCOPE, events);
}

export const messagesView = defineModule<{ knex: Knex; cipher: ViewCipher; reads?: ReadCache }>({
  name: 'messages-view',
  migrations: [messagesViewMigration, conversationsViewMigration, sealedMessagesMigration],
  // Each user's answers are cached (GET /api/messages under the user's id; the conversation answers
  // beside it, dropped with it); the conversation module's reply rows (a reply being written) are
  // part of the answers, so its signal drops that user's entry.
  projectors: [
    declareView(messagesProjector, {
      cache: { scope: MESSAGES_SCOPE, drops: messagesReadDrops },
      reads: [{ signal: REPLIES_SIGNAL, drops: (userId: string) => [readKey(MESSAGES_SCOPE, userId)] }],
    }),
  ],
  access: messagesAccess,
  create: (deps) => ({ routes: [messagesRouter(deps)], api: undefined }),
});
