// The messages view: the chat messages of each user's current conversation (since the last
// clear), with their text. Messages sent with Conversation History off carry no text and are not
// projected; a message whose reply failed is dropped with it (the chat rolls it back). Erased
// users' rows are purged, here and in the module's replies table.
import type { Knex } from 'knex';
import type { Projector } from '../../infra/projections/types.js';
import type { ChatEvent } from '../../modules/conversation/index.js';
import type { IdentityEventOf } from '../../modules/identity/index.js';

export const messagesViewMigration = {
  name: '0031_messages_view',
  async up(knex: Knex) {
    await knex.schema.createTable('messages_view', (t) => {
      t.uuid('id').primary();
      t.integer('user_id').notNullable();
      t.boolean('is_user').notNullable();
      t.text('content').notNullable();
      t.timestamp('created_at', { useTz: true }).notNullable();
      /** The event's version in the user's conversation stream: the order of the chat. */
      t.integer('seq').notNullable();
      /** For a user message, the id of its reply; for a reply, the id of the message it answers. */
      t.uuid('pair_id').notNullable();
      t.index(['user_id', 'seq']);
    });
  },
  async down(knex: Knex) {
    await knex.schema.dropTable('messages_view');
  },
};

export const messagesProjector: Projector = {
  name: 'messages',
  tables: ['messages_view'],
  handles: ['MessageSent', 'AssistantReplied', 'AssistantReplyFailed', 'ConversationCleared', 'UserErased'],
  async apply(trx, recorded) {
    const e = { type: recorded.type, data: recorded.data } as ChatEvent | IdentityEventOf<'UserErased'>;
    switch (e.type) {
      case 'MessageSent': {
        if (!e.data.pii) return; // history off, or shredded
        await trx('messages_view')
          .insert({
            id: e.data.messageId,
            user_id: e.data.userId,
            is_user: true,
            content: e.data.pii.content,
            created_at: e.data.sentAt,
            seq: recorded.version,
            pair_id: e.data.replyId,
          })
          .onConflict('id')
          .ignore();
        return;
      }
      case 'AssistantReplied': {
        if (!e.data.pii) return;
        await trx('messages_view')
          .insert({
            id: e.data.replyId,
            user_id: e.data.userId,
            is_user: false,
            content: e.data.pii.content,
            created_at: e.data.repliedAt,
            seq: recorded.version,
            pair_id: e.data.messageId,
          })
          .onConflict('id')
          .ignore();
        return;
      }
      case 'AssistantReplyFailed':
        await trx('messages_view').where({ id: e.data.messageId, user_id: e.data.userId }).delete();
        return;
      case 'ConversationCleared':
        await trx('messages_view').where({ user_id: e.data.userId }).andWhere('seq', '<', recorded.version).delete();
        return;
      case 'UserErased':
        await trx('messages_view').where({ user_id: e.data.userId }).delete();
        // The conversation module's replies table holds plaintext too (replies in flight, history-off
        // pairs); crypto-shredding covers only the events, so it is purged here, in the same step.
        await trx('chat_replies').where({ user_id: e.data.userId }).delete();
        return;
      default:
        return;
    }
  },
};
