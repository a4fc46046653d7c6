// The messages view's reads. The text is sealed with the user's data key (decision 0056): every
// read loads the user's key once and opens the rows it answers; a row whose key is gone (the user
// was erased a moment ago) reads as ERASED_TEXT.
import type { Knex } from 'knex';
import { ERASED_TEXT, blindLexemes, type FieldOpener, type ViewCipher } from '../../infra/crypto/view-cipher.js';
import { UNTITLED_CONVERSATION, type ChatMessage, type ConversationSummary } from '../../modules/conversation/index.js';
import { SEALED } from './projector.js';

/** What the reads need: the database, and the cipher that opens the sealed text. */
export interface MessagesReader {
  knex: Knex;
  cipher: ViewCipher;
}

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

function messageOf(open: FieldOpener, userId: number, r: MessageRow): ChatMessage {
  return {
    id: r.id,
    content: open.open(userId, SEALED.content, r.content) ?? ERASED_TEXT,
    isUser: r.is_user,
    createdAt: iso(r.created_at),
    conversationId: r.conversation_id,
    ...(r.regenerate_of ? { regenerateOf: r.regenerate_of } : {}),
    ...(r.stopped ? { stopped: true as const } : {}),
  };
}

/** A conversation's messages from the view, oldest first. */
export async function listMessages(r: MessagesReader, userId: number, conversationId: string): Promise<ChatMessage[]> {
  const [rows, open] = await Promise.all([
    r
      .knex('messages_view')
      .where({ user_id: userId, conversation_id: conversationId })
      .orderBy('seq')
      .select('id', 'conversation_id', 'is_user', 'content', 'created_at', 'seq', 'regenerate_of', 'stopped') as Promise<MessageRow[]>,
    r.cipher.opener([userId]),
  ]);
  return rows.map((row) => messageOf(open, userId, row));
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

function summaryOf(open: FieldOpener, userId: number, r: ConversationRow, snippet?: string | null): ConversationSummary {
  return {
    id: r.id,
    title: r.title === null ? UNTITLED_CONVERSATION : (open.open(userId, SEALED.title, r.title) ?? ERASED_TEXT),
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
    messageCount: Number(r.message_count),
    ...(snippet ? { snippet } : {}),
  };
}

/** The user's conversations, most recently active (started or written in) first. */
export async function listConversations(r: MessagesReader, userId: number): Promise<ConversationSummary[]> {
  const [rows, open] = await Promise.all([
    r
      .knex('conversations_view')
      .where({ user_id: userId })
      .orderBy('active_seq', 'desc')
      .select(...COLUMNS) as Promise<ConversationRow[]>,
    r.cipher.opener([userId]),
  ]);
  return rows.map((row) => summaryOf(open, userId, row));
}

/** One of the user's conversations (undefined for someone else's, a deleted or an unknown one). */
export async function getConversation(r: MessagesReader, userId: number, conversationId: string): Promise<ConversationSummary | undefined> {
  const row: ConversationRow | undefined = await r
    .knex('conversations_view')
    .where({ id: conversationId, user_id: userId })
    .first(...COLUMNS);
  return row && summaryOf(await r.cipher.opener([userId]), userId, row);
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
 *
 * The stored vectors hold blind tokens (decision 0056): Postgres parses `q` as before, each lexeme
 * of the query is replaced by the user's token for it, and the match and rank run on the tokens.
 * The snippets are made from the opened text (ts_headline over the decrypted best match, in the
 * query alone: nothing is stored).
 */
export async function searchConversations(r: MessagesReader, userId: number, q: string): Promise<ConversationSummary[]> {
  const { knex } = r;
  const open = await r.cipher.opener([userId]);
  const key = open.keyOf(userId);
  if (!key) return []; // no key: nothing was ever kept (or the user was erased)
  const parsed = (await knex.raw(`select websearch_to_tsquery('english', ?)::text as q`, [q])) as { rows: { q: string }[] };
  const blind = blindLexemes(key, parsed.rows[0]!.q);
  if (blind.trim() === '') return []; // only stop words
  const { rows } = (await knex.raw(
    `with query as (select ?::tsquery as q),
     hits as (
       select distinct on (m.conversation_id) m.conversation_id, m.content
         from messages_view m, query
        where m.user_id = ? and m.search @@ query.q
        order by m.conversation_id, ts_rank_cd(m.search, query.q) desc, m.seq desc
     )
     select c.id, c.title, c.created_at, c.updated_at, c.active_at, c.message_count, h.content as hit
       from conversations_view c
       cross join query
       left join hits h on h.conversation_id = c.id
      where c.user_id = ? and (h.conversation_id is not null or c.search @@ query.q)
      order by c.active_seq desc
      limit ?`,
    [blind, userId, userId, SEARCH_LIMIT],
  )) as { rows: (ConversationRow & { hit: string | null })[] };
  if (rows.length === 0) return [];
  const texts = rows.map((row) =>
    row.hit !== null
      ? (open.open(userId, SEALED.content, row.hit) ?? '')
      : row.title !== null
        ? (open.open(userId, SEALED.title, row.title) ?? '')
        : '',
  );
  const snippets = (await knex.raw(
    `select ts_headline('english', translate(t, '«»', '""'), websearch_to_tsquery('english', ?), ${HEADLINE_OPTIONS}) as snippet
       from unnest(?::text[]) with ordinality as u(t, i) order by i`,
    [q, texts],
  )) as { rows: { snippet: string }[] };
  return rows.map((row, i) => summaryOf(open, userId, row, texts[i] ? snippets.rows[i]!.snippet : null));
}
