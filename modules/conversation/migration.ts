// Write-side tables of the conversation module:
// - escalation_id_seq: escalation ids;
// - escalation_case_ids: reserves each INV-{year}-{n} case id once, before the event is appended;
// - chat_replies: replies being written (and, for a while, just written). The generating process
//   saves the text here as it streams, so a reload or a dropped connection — on any API process —
//   resumes from an offset instead of losing the reply. It is transient operational state, not a
//   view: rows are swept an hour after the reply ends (see docs/decisions/0004).
import type { Knex } from 'knex';
import { legacyConversationId } from './events.js';

export const conversationMigration = {
  name: '0030_conversation_write_side',
  async up(knex: Knex) {
    await knex.raw('create sequence if not exists escalation_id_seq');
    await knex.schema.createTable('escalation_case_ids', (t) => {
      t.text('case_id').primary();
      t.integer('escalation_id').notNullable().unique();
      t.timestamp('reserved_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    });
    await knex.schema.createTable('chat_replies', (t) => {
      t.uuid('reply_id').primary();
      t.integer('user_id').notNullable();
      t.uuid('message_id').notNullable();
      t.text('status').notNullable(); // 'streaming' | 'done' | 'failed'
      /** The reply as written so far (all of it once done). */
      t.text('text').notNullable().defaultTo('');
      /** The user's message, for the resume stream and for history-off pairs (kept = false). */
      t.text('user_content').notNullable();
      t.boolean('kept').notNullable();
      t.text('error').nullable();
      t.text('error_code').nullable();
      t.timestamp('started_at', { useTz: true }).notNullable();
      /** Moves with every save and with the generator's heartbeat; a stale one means the process went away. */
      t.timestamp('updated_at', { useTz: true }).notNullable();
      t.timestamp('finished_at', { useTz: true }).nullable();
      t.index(['user_id', 'started_at']);
      t.index(['finished_at']);
    });
  },
  async down(knex: Knex) {
    await knex.schema.dropTable('chat_replies');
    await knex.schema.dropTable('escalation_case_ids');
    await knex.raw('drop sequence if exists escalation_id_seq');
  },
};

/**
 * One reply in the writing per user, enforced by the database (issue 10, finding 4): parallel
 * messages used to start a reply each, interrupt one another and give their quota back.
 */
export const oneReplyMigration = {
  name: '0032_conversation_one_reply_at_a_time',
  async up(knex: Knex) {
    await knex.raw(`
      update chat_replies set status = 'failed', error_code = 'REPLY_INTERRUPTED',
        error = 'The reply was interrupted. Please send your message again.', finished_at = now()
      where status = 'streaming' and reply_id not in (
        select distinct on (user_id) reply_id from chat_replies where status = 'streaming' order by user_id, started_at desc)`);
    await knex.raw(`create unique index chat_replies_one_streaming on chat_replies (user_id) where status = 'streaming'`);
  },
  async down(knex: Knex) {
    await knex.raw('drop index if exists chat_replies_one_streaming');
  },
};

/** Rows of `table` without a conversation get their user's legacy conversation id (computed here: it is a UUID v5). */
export async function backfillLegacyConversations(knex: Knex, table: string): Promise<void> {
  const users = (await knex(table).whereNull('conversation_id').distinct('user_id')) as { user_id: number }[];
  for (let i = 0; i < users.length; i += 500) {
    const chunk = users.slice(i, i + 500);
    await knex.raw(
      `update ?? as t set conversation_id = v.cid::uuid
         from (values ${chunk.map(() => '(?::int, ?::text)').join(', ')}) as v(uid, cid)
        where t.user_id = v.uid and t.conversation_id is null`,
      [table, ...chunk.flatMap((u) => [u.user_id, legacyConversationId(u.user_id)])],
    );
  }
}

/**
 * Several conversations per user (issue 27): a reply row names its conversation (rows from before
 * are the user's legacy conversation), the message it regenerates, and whether the user stopped it.
 */
export const repliesConversationMigration = {
  name: '0033_conversation_replies_conversations',
  async up(knex: Knex) {
    await knex.schema.alterTable('chat_replies', (t) => {
      t.uuid('conversation_id').nullable();
      t.uuid('regenerate_of').nullable();
      t.boolean('stopped').notNullable().defaultTo(false);
    });
    await backfillLegacyConversations(knex, 'chat_replies');
  },
  async down(knex: Knex) {
    await knex.schema.alterTable('chat_replies', (t) => {
      t.dropColumn('conversation_id');
      t.dropColumn('regenerate_of');
      t.dropColumn('stopped');
    });
  },
};
