import type { Knex } from 'knex';
import { UNTITLED_CONVERSATION, type ChatMessage, type ConversationSummary } from '../../modules/conversation/index.js';

interface MessageRow {
  id: string;
  conversation_id: string;
  is_user: boolean;
  content: string;
  created_at: Date;
  seq: number;
  regenerate_of: string | null;
  stopped: boolean;
}

const iso = (d: Date | string) => new Date(d).toISOString();

export function messageOf(r: MessageRow): ChatMessage {
  return {
    id: r.id,
    content: r.content,
    isUser: r.is_user,
    createdAt: iso(r.created_at),
    conversationId: r.conversation_id,
    ...(r.regenerate_of ? { regenerateOf: r.regenerate_of } : {}),
    ...(r.stopped ? { stopped: true as const } : {}),
  };
}

/** A conversation's messages from the view, oldest first. */
export async function listMessages(knex: Knex, userId: number, conversationId: string): Promise<ChatMessage[]> {
  const rows: MessageRow[] = await knex('messages_view')
    .where({ user_id: userId, conversation_id: conversationId })
    .orderBy('seq')
    .select('id', 'conversation_id', 'is_user', 'content', 'created_at', 'seq', 'regenerate_of', 'stopped');
  return rows.map(messageOf);
}

interface ConversationRow {
  id: string;
  title: string | null;
  created_at: Date;
  updated_at: Date;
  active_at: Date;
  message_count: number;
}

const COLUMNS = ['id', 'title', 'created_at', 'updated_at', 'active_at', 'message_count'] as const;

export function summaryOf(r: ConversationRow, snippet?: string | null): ConversationSummary {
  return {
    id: r.id,
    title: r.title ?? UNTITLED_CONVERSATION,
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
    messageCount: Number(r.message_count),
    ...(snippet ? { snippet } : {}),
  };
}

/** The user's conversations, most recently active (started or written in) first. */
export async function listConversations(knex: Knex, userId: number): Promise<ConversationSummary[]> {
  const rows: ConversationRow[] = await knex('conversations_view')
    .where({ user_id: userId })
    .orderBy('active_seq', 'desc')
    .select(...COLUMNS);
  return rows.map((r) => summaryOf(r));
}

/** One of the user's conversations (undefined for someone else's, a deleted or an unknown one). */
export async function getConversation(knex: Knex, userId: number, conversationId: string): Promise<ConversationSummary | undefined> {
  const row: ConversationRow | undefined = await knex('conversations_view')
    .where({ id: conversationId, user_id: userId })
    .first(...COLUMNS);
  return row && summaryOf(row);
}

/** The user's latest conversation as the view has it, and when it was last started or written in. */
export async function latestConversation(knex: Knex, userId: number): Promise<{ id: string; activeAt: string } | undefined> {
  const row = (await knex('conversations_view').where({ user_id: userId }).orderBy('active_seq', 'desc').first('id', 'active_at')) as
    { id: string; active_at: Date } | undefined;
  return row && { id: row.id, activeAt: iso(row.active_at) };
}

/** A search's matches shown at most (newest activity first). */
export const SEARCH_LIMIT = 50;

// Marks of the match: the contract's « », put in by ts_headline; the same characters in the text
// itself are replaced first, so every « » in a snippet marks a match.
const HEADLINE_OPTIONS = `'StartSel=«, StopSel=», MaxWords=18, MinWords=6, ShortWord=2, MaxFragments=1'`;

/**
 * The user's conversations whose title or kept messages match `q` (web-search syntax: words,
 * "a phrase", -not, or), newest activity first, each with a snippet of its best-matching message
 * (or of its title when only the title matches).
 */
export async function searchConversations(knex: Knex, userId: number, q: string): Promise<ConversationSummary[]> {
  const { rows } = (await knex.raw(
    `with query as (select websearch_to_tsquery('english', ?) as q),
     hits as (
       select distinct on (m.conversation_id) m.conversation_id, m.content
         from messages_view m, query
        where m.user_id = ? and m.search @@ query.q
        order by m.conversation_id, ts_rank_cd(m.search, query.q) desc, m.seq desc
     )
     select c.id, c.title, c.created_at, c.updated_at, c.active_at, c.message_count,
            ts_headline('english', translate(coalesce(h.content, c.title, ''), '«»', '""'), query.q, ${HEADLINE_OPTIONS}) as snippet
       from conversations_view c
       cross join query
       left join hits h on h.conversation_id = c.id
      where c.user_id = ? and (h.conversation_id is not null or c.search @@ query.q)
      order by c.active_seq desc
      limit ?`,
    [q, userId, userId, SEARCH_LIMIT],
  )) as { rows: (ConversationRow & { snippet: string | null })[] };
  return rows.map((r) => summaryOf(r, r.snippet));
}
