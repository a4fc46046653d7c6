// The messages view: the chat messages of each user's conversations (each since its last clear),
// with their text, and the conversations themselves (conversations_view: title, dates, count) — one
// projector for both tables, so a conversation's title, count and latest activity move in the same
// transaction as its messages (docs/decisions/0038). Messages sent with Conversation History off
// carry no text and are not projected (their conversation still counts them as activity); a message
// whose reply failed is dropped with it (the chat rolls it back). Deleted conversations and erased
// users' rows are purged, and an erased user's reply rows in the module's replies table too.
//
// The text is sealed with the user's data key (decision 0056): messages_view.content and
// conversations_view.title hold ciphertext, and their `search` columns tsvectors of blind tokens
// (each stemmed word's keyed hash, positions kept), so a copy of the database reads no message and
// an erasure shreds them in every copy.
import type { Knex } from 'knex';
import type { ProjectionContext, Projector } from '../../infra/projections/types.js';
import { blindLexemes, openText, sealText } from '../../infra/crypto/view-cipher.js';
import { backfillLegacyConversations, chatEventTypes, conversationOf, type ChatEvent } from '../../modules/conversation/index.js';
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

/** Characters of a message that are indexed for search (a tsvector holds at most 1 MB; a message is at most 4000). */
const SEARCHED_CHARS = 20_000;

/**
 * Several conversations per user (issue 27): each message names its conversation (rows from before
 * are the user's legacy conversation), its regenerate and stop marks, and a full-text search column;
 * and the conversations themselves.
 */
export const conversationsViewMigration = {
  name: '0033_messages_view_conversations',
  async up(knex: Knex) {
    await knex.schema.alterTable('messages_view', (t) => {
      t.uuid('conversation_id').nullable();
      t.uuid('regenerate_of').nullable();
      t.boolean('stopped').notNullable().defaultTo(false);
    });
    await backfillLegacyConversations(knex, 'messages_view');
    await knex.schema.alterTable('messages_view', (t) => {
      t.dropNullable('conversation_id');
      t.index(['user_id', 'conversation_id', 'seq']);
    });
    await knex.raw(
      `alter table messages_view add column search tsvector generated always as (to_tsvector('english', left(content, ${SEARCHED_CHARS}))) stored`,
    );
    await knex.raw('create index messages_view_search on messages_view using gin (search)');
    await knex.schema.createTable('conversations_view', (t) => {
      t.uuid('id').primary();
      t.integer('user_id').notNullable();
      /** The renamed title, or the first kept question cut short; null: untitled. */
      t.text('title').nullable();
      /** The user named it (a rename): the first question no longer titles it. */
      t.boolean('custom_title').notNullable().defaultTo(false);
      /** The message the title was taken from (a failed reply takes it back). */
      t.uuid('title_message_id').nullable();
      t.timestamp('created_at', { useTz: true }).notNullable();
      /** The latest message's time (created_at while it has none). */
      t.timestamp('updated_at', { useTz: true }).notNullable();
      /** The stream version of its latest start or message: the most recent is the user's latest conversation. */
      t.integer('active_seq').notNullable();
      t.timestamp('active_at', { useTz: true }).notNullable();
      /** Messages the view shows (kept text only). */
      t.integer('message_count').notNullable().defaultTo(0);
      t.index(['user_id', 'active_seq']);
    });
    await knex.raw(
      `alter table conversations_view add column search tsvector generated always as (to_tsvector('english', coalesce(title, ''))) stored`,
    );
    await knex.raw('create index conversations_view_search on conversations_view using gin (search)');
  },
  async down(knex: Knex) {
    await knex.schema.dropTable('conversations_view');
    await knex.schema.alterTable('messages_view', (t) => {
      t.dropColumn('search');
      t.dropColumn('conversation_id');
      t.dropColumn('regenerate_of');
      t.dropColumn('stopped');
    });
  },
};

/**
 * Sealed text (decision 0056): the generated search columns, which read the text in clear, become
 * plain tsvector columns the projector fills with blind tokens; the projector's version 3 rebuilds
 * the view, sealing every row.
 */
export const sealedMessagesMigration = {
  name: '0034_messages_view_sealed',
  async up(knex: Knex) {
    for (const table of ['messages_view', 'conversations_view']) {
      await knex.raw(`alter table ${table} drop column search`);
      await knex.raw(`alter table ${table} add column search tsvector`);
      await knex.raw(`create index ${table}_search on ${table} using gin (search)`);
    }
  },
  async down(knex: Knex) {
    for (const table of ['messages_view', 'conversations_view']) await knex.raw(`alter table ${table} drop column search`);
    await knex.raw(
      `alter table messages_view add column search tsvector generated always as (to_tsvector('english', left(content, ${SEARCHED_CHARS}))) stored`,
    );
    await knex.raw(
      `alter table conversations_view add column search tsvector generated always as (to_tsvector('english', coalesce(title, ''))) stored`,
    );
  },
};

/** What each sealed column's ciphertext is bound to (with the owner's id). */
export const SEALED = { content: 'messages_view.content', title: 'conversations_view.title' } as const;

/**
 * The blind search vector of `text` under `key`: Postgres reads the words (English stemming and
 * stop words, as the search query will), and each lexeme is replaced by its keyed token. The text
 * passes through the query; only the tokens are stored.
 */
export async function blindVector(trx: Knex | Knex.Transaction, key: Buffer, text: string): Promise<string> {
  const { rows } = (await trx.raw(`select to_tsvector('english', left(?, ${SEARCHED_CHARS}))::text as v`, [text])) as {
    rows: { v: string }[];
  };
  return blindLexemes(key, rows[0]!.v);
}

/** How long a title made from the first question is at most, before its "…". */
export const AUTO_TITLE_CHARS = 60;

/** A question as a title: one line, cut at a word boundary near AUTO_TITLE_CHARS with "…". */
export function titleFrom(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= AUTO_TITLE_CHARS) return line;
  const cut = line.slice(0, AUTO_TITLE_CHARS + 1);
  const space = cut.lastIndexOf(' ');
  const head = space >= AUTO_TITLE_CHARS / 2 ? cut.slice(0, space) : line.slice(0, AUTO_TITLE_CHARS);
  return `${head.replace(/[\s.,;:!?-]+$/, '')}…`;
}

type Trx = Knex.Transaction;

/** Upserts the conversation's row (the legacy one has no ConversationStarted: its first message makes it). */
async function ensureConversation(trx: Trx, id: string, userId: number, at: string, seq: number): Promise<void> {
  await trx('conversations_view')
    .insert({ id, user_id: userId, created_at: at, updated_at: at, active_seq: seq, active_at: at })
    .onConflict('id')
    .ignore();
}

/** The count of the messages the view shows, and the title when it is still taken from the first question. */
async function recount(trx: Trx, id: string, userId: number): Promise<void> {
  await trx.raw(
    `update conversations_view c set message_count = (select count(*) from messages_view m where m.conversation_id = c.id and m.user_id = c.user_id)
      where c.id = ? and c.user_id = ?`,
    [id, userId],
  );
}

/** The title columns of a conversation titled `title` (sealed, with its blind search vector), or untitled. */
async function titleColumns(trx: Trx, key: Buffer, userId: number, title: string | null) {
  if (title === null) return { title: null, search: null };
  return { title: sealText(key, userId, SEALED.title, title), search: await blindVector(trx, key, title) };
}

/** An untitled conversation takes its title from its first kept question still shown. */
async function retitle(trx: Trx, ctx: ProjectionContext, id: string, userId: number): Promise<void> {
  const first = (await trx('messages_view')
    .where({ conversation_id: id, user_id: userId, is_user: true })
    .orderBy('seq')
    .first('id', 'content')) as { id: string; content: string } | undefined;
  const key = await ctx.cipher.sealingKey(userId);
  const text = first && key ? openText(key, userId, SEALED.content, first.content) : null;
  await trx('conversations_view')
    .where({ id, user_id: userId, custom_title: false })
    .update({
      ...(key ? await titleColumns(trx, key, userId, text === null ? null : titleFrom(text)) : { title: null, search: null }),
      title_message_id: text === null ? null : first!.id,
    });
}

export const messagesProjector: Projector = {
  name: 'messages',
  // 2: the conversations (issue 27) — a view built before them is rebuilt from the whole store.
  // 3: sealed text and blind search vectors (decision 0056).
  version: 3,
  tables: ['messages_view', 'conversations_view'],
  handles: [...chatEventTypes, 'UserErased'],
  async apply(trx, recorded, ctx) {
    const e = { type: recorded.type, data: recorded.data } as ChatEvent | IdentityEventOf<'UserErased'>;
    const seq = recorded.version;
    switch (e.type) {
      case 'ConversationStarted': {
        const d = e.data;
        await ensureConversation(trx, d.conversationId, d.userId, d.startedAt, seq);
        return;
      }
      case 'ConversationRenamed': {
        const d = e.data;
        if (!d.pii) return; // shredded
        const key = await ctx.cipher.sealingKey(d.userId);
        if (!key) return; // erased since
        await trx('conversations_view')
          .where({ id: d.conversationId, user_id: d.userId })
          .update({ ...(await titleColumns(trx, key, d.userId, d.pii.title)), custom_title: true, title_message_id: null });
        return;
      }
      case 'ConversationDeleted': {
        const d = e.data;
        await trx('messages_view').where({ conversation_id: d.conversationId, user_id: d.userId }).delete();
        await trx('conversations_view').where({ id: d.conversationId, user_id: d.userId }).delete();
        return;
      }
      case 'MessageSent': {
        const d = e.data;
        const conversationId = conversationOf(d);
        // A conversation named by the event was started in the same append; only the legacy one is made here
        // (so a late message of a deleted conversation does not bring it back).
        if (d.conversationId === undefined) await ensureConversation(trx, conversationId, d.userId, d.sentAt, seq);
        await trx('conversations_view')
          .where({ id: conversationId, user_id: d.userId })
          .update({
            active_seq: trx.raw('greatest(active_seq, ?)', [seq]),
            active_at: trx.raw('greatest(active_at, ?::timestamptz)', [d.sentAt]),
            updated_at: trx.raw('greatest(updated_at, ?::timestamptz)', [d.sentAt]),
          });
        if (!d.pii) return; // history off, or shredded
        const key = await ctx.cipher.sealingKey(d.userId);
        if (!key) return; // erased since
        await trx('messages_view')
          .insert({
            id: d.messageId,
            user_id: d.userId,
            conversation_id: conversationId,
            is_user: true,
            content: sealText(key, d.userId, SEALED.content, d.pii.content),
            search: await blindVector(trx, key, d.pii.content),
            created_at: d.sentAt,
            seq,
            pair_id: d.replyId,
            regenerate_of: d.regenerateOf ?? null,
          })
          .onConflict('id')
          .ignore();
        await recount(trx, conversationId, d.userId);
        await trx('conversations_view')
          .where({ id: conversationId, user_id: d.userId, custom_title: false })
          .whereNull('title')
          .update({ ...(await titleColumns(trx, key, d.userId, titleFrom(d.pii.content))), title_message_id: d.messageId });
        return;
      }
      case 'AssistantReplied': {
        const d = e.data;
        const conversationId = conversationOf(d);
        await trx('conversations_view')
          .where({ id: conversationId, user_id: d.userId })
          .update({ updated_at: trx.raw('greatest(updated_at, ?::timestamptz)', [d.repliedAt]) });
        if (!d.pii) return;
        const key = await ctx.cipher.sealingKey(d.userId);
        if (!key) return; // erased since
        await trx('messages_view')
          .insert({
            id: d.replyId,
            user_id: d.userId,
            conversation_id: conversationId,
            is_user: false,
            content: sealText(key, d.userId, SEALED.content, d.pii.content),
            search: await blindVector(trx, key, d.pii.content),
            created_at: d.repliedAt,
            seq,
            pair_id: d.messageId,
            stopped: d.stopped === true,
          })
          .onConflict('id')
          .ignore();
        await recount(trx, conversationId, d.userId);
        return;
      }
      case 'AssistantReplyFailed': {
        const d = e.data;
        const conversationId = conversationOf(d);
        const removed = await trx('messages_view').where({ id: d.messageId, user_id: d.userId }).delete();
        if (removed === 0) return;
        await recount(trx, conversationId, d.userId);
        await retitle(trx, ctx, conversationId, d.userId);
        return;
      }
      case 'ConversationCleared': {
        const d = e.data;
        const conversationId = conversationOf(d);
        await trx('messages_view').where({ user_id: d.userId, conversation_id: conversationId }).andWhere('seq', '<', seq).delete();
        await recount(trx, conversationId, d.userId);
        await retitle(trx, ctx, conversationId, d.userId);
        return;
      }
      case 'UserErased':
        await trx('messages_view').where({ user_id: e.data.userId }).delete();
        await trx('conversations_view').where({ user_id: e.data.userId }).delete();
        // The conversation module's replies table holds plaintext too (replies in flight, history-off
        // pairs); crypto-shredding covers only the events, so it is purged here, in the same step.
        await trx('chat_replies').where({ user_id: e.data.userId }).delete();
        return;
      default:
        return;
    }
  },
};
