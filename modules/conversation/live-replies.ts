// Replies being written. Two halves:
// - the `chat_replies` table, which any API process can read: the text saved as it streams, the
//   status, and a heartbeat that says the generating process is still alive;
// - `LiveReply`, the in-memory reply inside the generating process, which streams every chunk to
//   the connections of that process at once.
//
// The personal text of a row — the user's message and the reply's text — is sealed with the user's
// data key (decision 0074, as the views are: decision 0056): a copy of the database reads
// ciphertext, and once the user is erased no copy, backup or dead tuple opens it. Each value is
// bound to its column and its reply, so it cannot be moved to another row. Rows written before
// (clear) read as they are until they are swept, within the hour.
import { EventEmitter } from 'node:events';
import type { Knex } from 'knex';
import { sealText, type FieldOpener, type ViewCipher } from '../../infra/crypto/view-cipher.js';
import { UnauthorizedError } from '../../infra/http/errors.js';
import { MESSAGES, type ChatMessage, type StreamDoneEvent, type StreamErrorEvent } from './contract.js';
import { legacyConversationId } from './events.js';
import type { CommandResult } from '../../infra/eventstore/command.js';

/** How often the generating process saves the draft text. */
export const SAVE_EVERY_MS = 250;
/** How often it says it is alive while the AI is slow to produce the next chunk. */
export const HEARTBEAT_MS = 1_000;
/**
 * A streaming reply whose heartbeat is older than this was interrupted (its process went away):
 * six missed heartbeats. Until then the user's next message is refused (409 `REPLY_IN_PROGRESS`,
 * with Retry-After), so a process killed mid-reply blocks its users for at most this long (30 s
 * before: under the fault runs most chat messages were refused; docs/reliability.md). A process
 * whose event loop stalls longer than this has its reply ended as interrupted by the next message;
 * its own late completion is then refused by the conversation's decider.
 */
export const REPLY_STALE_MS = 6_000;
/** Finished replies stay for resumes and for the history-off pair at most this long. */
export const FINISHED_RETENTION_MS = 3600_000;

export type ReplyStatus = 'streaming' | 'done' | 'failed';

export interface ReplyRow {
  reply_id: string;
  user_id: number;
  /** Null only on rows written before conversations (read as the user's legacy conversation). */
  conversation_id: string | null;
  message_id: string;
  /** The message was sent by Regenerate: the earlier message it asks again. */
  regenerate_of: string | null;
  /** The user stopped the reply (status done, text what had been written). */
  stopped: boolean;
  status: ReplyStatus;
  text: string;
  user_content: string;
  kept: boolean;
  error: string | null;
  error_code: string | null;
  started_at: Date;
  updated_at: Date;
  finished_at: Date | null;
}

/** The table and the platform's cipher: what a read or write of a row's personal text needs. */
export interface RepliesDb {
  knex: Knex;
  cipher: Pick<ViewCipher, 'sealingKey' | 'opener'>;
}

/** The user's data key, loaded once per reply: each draft save seals with it synchronously. */
export interface ReplyKey {
  userId: number;
  key: Buffer;
}

/** The user's key to seal their reply's text with; an erased user (no key) has nothing stored. */
export async function replyKey(cipher: Pick<ViewCipher, 'sealingKey'>, userId: number): Promise<ReplyKey> {
  const key = await cipher.sealingKey(userId);
  if (!key) throw new UnauthorizedError('Not signed in');
  return { userId, key };
}

type SealedColumn = 'text' | 'user_content';
const purposeOf = (column: SealedColumn, replyId: string) => `chat_replies.${column}:${replyId}`;

/** A row's personal text sealed for its column and reply. */
export function sealReply(k: ReplyKey, replyId: string, column: SealedColumn, value: string): string {
  return sealText(k.key, k.userId, purposeOf(column, replyId), value);
}

/** The row as its readers use it: text and message opened (empty once the user's key is gone). */
function openRow(opener: FieldOpener, row: ReplyRow): ReplyRow {
  const open = (column: SealedColumn) => opener.open(row.user_id, purposeOf(column, row.reply_id), row[column]) ?? '';
  return { ...row, text: open('text'), user_content: open('user_content') };
}

async function openRows(db: RepliesDb, rows: ReplyRow[]): Promise<ReplyRow[]> {
  if (rows.length === 0) return rows;
  const opener = await db.cipher.opener(rows.map((r) => r.user_id));
  return rows.map((r) => openRow(opener, r));
}

export const iso = (d: Date | string) => new Date(d).toISOString();

export function isStale(row: Pick<ReplyRow, 'status' | 'updated_at'>, nowMs = Date.now()): boolean {
  return row.status === 'streaming' && nowMs - new Date(row.updated_at).getTime() > REPLY_STALE_MS;
}

/** The one reply a user may have in the writing already exists (the unique index said so). */
export class ReplyInProgress extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('reply in progress');
  }
}

/** Seconds until a reply last heard of at `updatedAt` would count as interrupted: the wait to tell a refused sender (≥ 1). */
export function secondsUntilStale(updatedAt: Date | string | undefined, nowMs = Date.now()): number {
  const last = updatedAt === undefined ? nowMs : new Date(updatedAt).getTime();
  return Math.max(1, Math.ceil((last + REPLY_STALE_MS - nowMs) / 1000));
}

/**
 * Reserves the user's one reply in the writing. A partial unique index (one `streaming` row per
 * user) makes this atomic across requests and processes: of several parallel messages, exactly
 * one gets a reply, the others are told to wait (409). A reply whose generator went away (stale
 * heartbeat) is ended first, so it never blocks the next message.
 */
export interface NewReply {
  replyId: string;
  userId: number;
  conversationId: string;
  messageId: string;
  regenerateOf?: string;
  userContent: string;
  kept: boolean;
  startedAt: string;
}

export async function insertReply(db: RepliesDb, r: NewReply): Promise<void> {
  const { knex } = db;
  const key = await replyKey(db.cipher, r.userId);
  await knex('chat_replies')
    .where({ user_id: r.userId, status: 'streaming' })
    .andWhere('updated_at', '<', new Date(Date.now() - REPLY_STALE_MS))
    .update({
      status: 'failed',
      error: INTERRUPTED.message,
      error_code: INTERRUPTED.code,
      finished_at: knex.fn.now(),
      updated_at: knex.fn.now(),
    });
  try {
    await insertRow(knex, r, key);
  } catch (err) {
    if ((err as { code?: string }).code !== '23505') throw err;
    const live = await knex<ReplyRow>('chat_replies').where({ user_id: r.userId, status: 'streaming' }).first('updated_at');
    throw new ReplyInProgress(secondsUntilStale(live?.updated_at));
  }
}

const INTERRUPTED = { message: MESSAGES.replyInterrupted, code: 'REPLY_INTERRUPTED' };

async function insertRow(knex: Knex, r: NewReply, key: ReplyKey): Promise<void> {
  await knex('chat_replies').insert({
    reply_id: r.replyId,
    user_id: r.userId,
    conversation_id: r.conversationId,
    message_id: r.messageId,
    regenerate_of: r.regenerateOf ?? null,
    status: 'streaming',
    text: sealReply(key, r.replyId, 'text', ''),
    user_content: sealReply(key, r.replyId, 'user_content', r.userContent),
    kept: r.kept,
    started_at: r.startedAt,
    updated_at: r.startedAt,
  });
}

export async function deleteReply(knex: Knex, replyId: string): Promise<void> {
  await knex('chat_replies').where({ reply_id: replyId }).delete();
}

export async function saveDraft(knex: Knex, key: ReplyKey, replyId: string, text: string): Promise<void> {
  await knex('chat_replies')
    .where({ reply_id: replyId, status: 'streaming' })
    .update({ text: sealReply(key, replyId, 'text', text), updated_at: knex.fn.now() });
}

export async function heartbeat(knex: Knex, replyId: string): Promise<void> {
  await knex('chat_replies').where({ reply_id: replyId, status: 'streaming' }).update({ updated_at: knex.fn.now() });
}

export async function finishReply(
  knex: Knex,
  replyId: string,
  end:
    | { status: 'done'; key: ReplyKey; text: string; at: string; stopped?: boolean }
    | { status: 'failed'; error: string; code: string; at: string },
  opts: { onlyStreaming?: boolean } = {},
): Promise<void> {
  const common = { status: end.status, updated_at: end.at, finished_at: end.at };
  const q = knex('chat_replies').where({ reply_id: replyId });
  // Where another process may have ended it first (a stop, a delete): only a reply still being written.
  if (opts.onlyStreaming) q.andWhere({ status: 'streaming' });
  await q.update(
    end.status === 'done'
      ? { ...common, text: sealReply(end.key, replyId, 'text', end.text), stopped: end.stopped === true }
      : { ...common, error: end.error, error_code: end.code },
  );
}

/** The user's reply row, its text opened. */
export async function getReply(db: RepliesDb, replyId: string, userId: number): Promise<ReplyRow | undefined> {
  const row = await db.knex<ReplyRow>('chat_replies').where({ reply_id: replyId, user_id: userId }).first();
  return row && (await openRows(db, [row]))[0];
}

/** Replies of the user whose generator is alive: these still block the next message. */
export async function liveReplyIds(knex: Knex, userId: number): Promise<string[]> {
  const since = new Date(Date.now() - REPLY_STALE_MS);
  const rows = await knex('chat_replies')
    .where({ user_id: userId, status: 'streaming' })
    .andWhere('updated_at', '>', since)
    .select('reply_id');
  return rows.map((r: { reply_id: string }) => r.reply_id);
}

/**
 * The user's replies GET /api/messages merges in: in flight, or history-off pairs not yet swept
 * (of one conversation, when given).
 */
export async function listRecentReplies(db: RepliesDb, userId: number, conversationId?: string): Promise<ReplyRow[]> {
  return openRows(db, await recentReplyRows(db.knex, userId, conversationId));
}

/** `listRecentReplies` as stored (text sealed): for what needs only the rows' ids, times and status. */
export async function recentReplyRows(knex: Knex, userId: number, conversationId?: string): Promise<ReplyRow[]> {
  const since = new Date(Date.now() - FINISHED_RETENTION_MS);
  const q = knex<ReplyRow>('chat_replies')
    .where({ user_id: userId })
    .andWhere((w) => w.where('status', 'streaming').orWhere('finished_at', '>', since));
  if (conversationId !== undefined) q.andWhere({ conversation_id: conversationId });
  return q.orderBy('started_at');
}

/** The conversation a reply row belongs to. */
export const replyConversation = (row: Pick<ReplyRow, 'conversation_id' | 'user_id'>): string =>
  row.conversation_id ?? legacyConversationId(row.user_id);

/**
 * Before a new message: the user's previous history-off pairs go (history off keeps only the
 * current exchange), and everybody's replies finished more than an hour ago go too.
 */
let lastGlobalSweep = 0;

export async function sweepReplies(knex: Knex, userId: number): Promise<void> {
  await knex('chat_replies').where({ user_id: userId, kept: false }).whereNot({ status: 'streaming' }).delete();
  // Everybody's old rows: at most once a minute per process is plenty.
  if (Date.now() - lastGlobalSweep < 60_000) return;
  lastGlobalSweep = Date.now();
  const cutoff = new Date(Date.now() - FINISHED_RETENTION_MS);
  await knex('chat_replies')
    .where('finished_at', '<', cutoff)
    .orWhere((q) => q.where('status', 'streaming').andWhere('updated_at', '<', cutoff))
    .delete();
}

export async function deleteUserReplies(knex: Knex, userId: number): Promise<number> {
  return knex('chat_replies').where({ user_id: userId }).delete();
}

/** A conversation's reply rows go with its clear or its deletion. */
export async function deleteConversationReplies(knex: Knex, userId: number, conversationId: string): Promise<number> {
  return knex('chat_replies').where({ user_id: userId, conversation_id: conversationId }).delete();
}

/** The history-off question of `messageId` while its row is kept (Regenerate asks it again). */
export async function userContentOf(db: RepliesDb, userId: number, messageId: string): Promise<string | undefined> {
  const row = await db.knex<ReplyRow>('chat_replies').where({ user_id: userId, message_id: messageId }).first();
  return row && (await openRows(db, [row]))[0]!.user_content;
}

/** The user's message as the chat shows it, from a reply row (for resumes on another process). */
export function userMessageOf(row: ReplyRow): ChatMessage {
  return {
    id: row.message_id,
    content: row.user_content,
    isUser: true,
    createdAt: iso(row.started_at),
    conversationId: replyConversation(row),
    ...(row.regenerate_of ? { regenerateOf: row.regenerate_of } : {}),
  };
}

/** The finished reply as the chat shows it, from its row. */
export function assistantMessageOf(row: ReplyRow): ChatMessage {
  return {
    id: row.reply_id,
    content: row.text,
    isUser: false,
    createdAt: iso(row.finished_at ?? row.updated_at),
    conversationId: replyConversation(row),
    ...(row.stopped ? { stopped: true as const } : {}),
  };
}

/**
 * A reply inside the process that writes it. Emits 'change' after every chunk and at the end;
 * listeners read `text` from the offset they have sent, so nothing is skipped or repeated.
 */
export class LiveReply extends EventEmitter {
  text = '';
  status: ReplyStatus = 'streaming';
  done?: StreamDoneEvent;
  error?: StreamErrorEvent;
  /** Where the reply's end was appended (a route that answers once it is done waits for its views). */
  recorded?: Pick<CommandResult<unknown, { type: string }>, 'append' | 'events'>;
  /** Resolves with the saved messages, or rejects with the error event, when the reply ends. */
  readonly finished: Promise<StreamDoneEvent>;
  private settle!: { resolve: (d: StreamDoneEvent) => void; reject: (e: StreamErrorEvent) => void };

  constructor(
    readonly replyId: string,
    readonly userId: number,
    readonly userMessage: ChatMessage,
  ) {
    super();
    this.setMaxListeners(100);
    this.finished = new Promise<StreamDoneEvent>((resolve, reject) => {
      this.settle = { resolve, reject };
    });
    // Nobody may be waiting on `finished` (a streamed request); a failure must not go unhandled.
    this.finished.catch(() => {});
  }

  append(chunk: string): void {
    this.text += chunk;
    this.emit('change');
  }

  complete(done: StreamDoneEvent): void {
    this.status = 'done';
    this.done = done;
    this.emit('change');
    this.settle.resolve(done);
  }

  fail(error: StreamErrorEvent): void {
    this.status = 'failed';
    this.error = error;
    this.emit('change');
    this.settle.reject(error);
  }
}
