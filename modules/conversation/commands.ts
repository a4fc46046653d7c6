// Application layer of the conversation module: look up the facts (plan, privacy, live replies,
// a free case id), decide, append.
import { randomInt, randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { Platform } from '../../infra/platform.js';
import type { CommandContext } from '../../infra/eventstore/event.js';
import { loadState, runCommand, type CommandResult } from '../../infra/eventstore/command.js';
import { AppError, ConflictError, InProgressError } from '../../infra/http/errors.js';
import type { ChatTurn } from './assistant/types.js';
import type { Role } from '../../infra/http/roles.js';
import { MESSAGES, type ChatMessage, type Urgency } from './contract.js';
import {
  decideChat,
  decideEscalation,
  evolveChat,
  evolveEscalation,
  initialConversation,
  initialEscalation,
  NothingToRegenerateError,
  PremiumRequiredError,
  threadContext,
  threadOf,
  type ThreadContext,
  type ChatCommand,
  type Conversation,
  type Escalation,
} from './decider.js';
import { conversationOf, conversationStream, escalationStream, type ChatEvent, type EscalationEvent } from './events.js';
import {
  deleteConversationReplies,
  deleteReply,
  insertReply,
  liveReplyIds,
  ReplyInProgress,
  sweepReplies,
  userContentOf,
} from './live-replies.js';
import { withinEscalationLimit } from './escalation-limit.js';

export type ConversationDeps = Pick<Platform, 'store' | 'knex' | 'config' | 'runner' | 'logger' | 'cipher'> &
  Partial<Pick<Platform, 'snapshots' | 'signals'>> & {
    /** Billing's premium check (its subscription stream): the plan decides the free quota and escalations. */
    isPremium(userId: number): Promise<boolean>;
    /**
     * Identity's answer (the account's stream): whether the account's email is confirmed; a free
     * account that has not confirmed it gets UNCONFIRMED_DAILY_MESSAGES a day. Absent (scripts and
     * tests that build these deps themselves): every account counts as confirmed.
     */
    emailConfirmed?(userId: number): Promise<boolean>;
  };

/** Whether the user's email is confirmed, as identity holds it (see ConversationDeps.emailConfirmed). */
export const emailConfirmedOf = (deps: Pick<ConversationDeps, 'emailConfirmed'>, userId: number): Promise<boolean> =>
  deps.emailConfirmed ? deps.emailConfirmed(userId) : Promise.resolve(true);

const now = () => new Date().toISOString();

/**
 * Topic of the signal "this user's rows in `chat_replies` changed" (payload: the user id), published
 * after each write that changes what `liveMessages` answers. Whoever caches GET /api/messages drops
 * that user's answer (app/ wires it). Draft saves and heartbeats are not signalled: an answer with a
 * reply in the writing is never cached.
 */
export const REPLIES_SIGNAL = 'chat-replies';

/**
 * Topic of the signal "this reply's saved draft grew" (payload: the reply id), published after each
 * draft save: a stream resumed on another process (relaySaved) sends the new text at once instead
 * of at its next look.
 */
export const DRAFT_SIGNAL = 'chat-draft';

/** Publishes DRAFT_SIGNAL (see there). */
export function draftSaved(deps: Pick<ConversationDeps, 'signals' | 'logger'>, replyId: string): void {
  deps.signals?.publish(DRAFT_SIGNAL, replyId).catch((err: unknown) => deps.logger.warn({ err }, 'could not signal a reply draft'));
}

/** Publishes REPLIES_SIGNAL: delivered in this process before it returns, to others by NOTIFY. */
export function repliesChanged(deps: Pick<ConversationDeps, 'signals' | 'logger'>, userId: number): void {
  deps.signals
    ?.publish(REPLIES_SIGNAL, String(userId))
    .catch((err: unknown) => deps.logger.warn({ err }, 'could not signal a reply change'));
}

/** The reply's context: at most this many characters of the latest turns go to the AI. */
const CONTEXT_CHARS = 12_000;

// ===================================================================== chat

function runChat(deps: ConversationDeps, userId: number, ctx: CommandContext, command: (s: Conversation) => ChatCommand, retries?: number) {
  return runCommand<Conversation, ChatEvent>({
    store: deps.store,
    stream: conversationStream(userId),
    evolve: evolveChat,
    initial: initialConversation,
    decide: (state) => decideChat(command(state), state),
    ctx,
    piiSubject: userId,
    retries,
    snapshots: conversationSnapshots(deps, userId),
    onSnapshotError: (err) => deps.logger.warn({ err, userId }, 'conversation snapshot not kept'),
  });
}

/**
 * A user's chat stream grows with every message: its commands start from a snapshot (encrypted
 * with the user's key: the state keeps the latest turns of the most recently active conversations).
 * Change the key when
 * `Conversation` or `evolveChat` changes.
 */
function conversationSnapshots(deps: ConversationDeps, userId: number) {
  return deps.snapshots ? { store: deps.snapshots, key: 'conversation-v2', every: 20, piiSubject: userId } : undefined;
}

export function loadConversation(deps: ConversationDeps, userId: number) {
  return loadState<Conversation, ChatEvent>(
    deps.store,
    conversationStream(userId),
    evolveChat,
    initialConversation,
    conversationSnapshots(deps, userId),
  );
}

export interface SentMessage {
  result: CommandResult<Conversation, ChatEvent>;
  replyId: string;
  conversationId: string;
  /** The send started the conversation (the user had none). */
  started: boolean;
  userMessage: ChatMessage;
  kept: boolean;
  /** The conversation to answer: the latest turns, ending with this message. */
  turns: ChatTurn[];
}

export interface Sender {
  id: number;
  privacy: { conversationHistory: boolean };
}

/**
 * Records the user's message. The reply's row is written first — one reply in the writing per
 * user, reserved atomically (a second message meanwhile gets 409) — so that while the reply is
 * being written every process sees it alive; if the append is refused the row goes again. The
 * daily quota is counted by the append itself (MessageSent, with the stream's expected version):
 * parallel messages cannot both take the last one, and no other message can give one back.
 * `conversationId` omitted: the latest conversation (a new one when the user has none).
 */
export async function sendMessage(
  deps: ConversationDeps,
  user: Sender,
  content: string,
  ctx: CommandContext,
  opts: { conversationId?: string; regenerateOf?: string } = {},
): Promise<SentMessage> {
  const text = content.trim();
  const kept = user.privacy.conversationHistory;
  const messageId = randomUUID();
  const replyId = randomUUID();
  const newConversationId = randomUUID();
  const sentAt = now();
  // Independent of each other (the sweep removes only finished history-off rows and rows older than
  // an hour, which the live-reply lookup never counts): one wait instead of two before the reply starts.
  const [premium, live, current, confirmed] = await Promise.all([
    deps.isPremium(user.id),
    liveReplyIds(deps.knex, user.id),
    // The row names the conversation: the one given (404 before anything is written when it is not
    // the user's), else the latest as the stream has it now (the decider checks both again).
    loadConversation(deps, user.id),
    emailConfirmedOf(deps, user.id),
    sweepReplies(deps.knex, user.id),
  ]);
  const conversationId = threadOf(current.state, opts.conversationId)?.id ?? newConversationId;
  try {
    await insertReply(deps, {
      replyId,
      userId: user.id,
      conversationId,
      messageId,
      regenerateOf: opts.regenerateOf,
      userContent: text,
      kept,
      startedAt: sentAt,
    });
  } catch (err) {
    if (err instanceof ReplyInProgress) throw new InProgressError('REPLY_IN_PROGRESS', MESSAGES.replyInProgress, err.retryAfterSeconds);
    throw err;
  } finally {
    // The sweep may have removed the user's previous history-off pair; the insert adds a reply.
    repliesChanged(deps, user.id);
  }
  let result: CommandResult<Conversation, ChatEvent>;
  try {
    result = await runChat(deps, user.id, ctx, (state) => {
      // Without a conversation named, the message goes where its row says (the latest when it was
      // written, or a new one); should that have changed meanwhile — the conversation deleted, or one
      // started where there was none — the send is refused rather than landing elsewhere than its row.
      const named = opts.conversationId !== undefined;
      const starts = !named && conversationId === newConversationId;
      if (!named && (starts ? state.threads.length > 0 : !state.threads.some((t) => t.id === conversationId))) {
        throw new ConflictError(CONVERSATION_CHANGED);
      }
      return {
        type: 'SendMessage',
        userId: user.id,
        conversationId: starts ? undefined : conversationId,
        newConversationId,
        messageId,
        replyId,
        content: text,
        regenerateOf: opts.regenerateOf,
        keepHistory: kept,
        plan: premium ? 'premium' : 'free',
        freeDailyLimit: deps.config.FREE_DAILY_MESSAGES,
        emailConfirmed: confirmed,
        unconfirmedDailyLimit: deps.config.UNCONFIRMED_DAILY_MESSAGES,
        ratePerMinute: deps.config.CHAT_RATE_LIMIT_PER_MINUTE,
        liveReplyIds: live,
        now: sentAt,
      };
    });
  } catch (err) {
    await deleteReply(deps.knex, replyId);
    repliesChanged(deps, user.id);
    throw err;
  }
  const thread = result.state.threads.find((t) => t.id === conversationId);
  const context = thread?.context?.complete ? thread.context : await rebuiltContext(deps, user.id, conversationId);
  const turns = kept ? context.turns : [...context.turns, { role: 'user' as const, content: text }];
  return {
    result,
    replyId,
    conversationId,
    started: result.events.some((e) => e.type === 'ConversationStarted'),
    kept,
    turns: trimContext(turns),
    userMessage: {
      id: messageId,
      content: text,
      isUser: true,
      createdAt: sentAt,
      conversationId,
      ...(opts.regenerateOf ? { regenerateOf: opts.regenerateOf } : {}),
    },
  };
}

const CONVERSATION_CHANGED = 'Your conversations changed meanwhile. Please send your message again.';

/** A conversation's context from the whole stream: for one whose context the state no longer keeps whole. */
async function rebuiltContext(deps: ConversationDeps, userId: number, conversationId: string): Promise<ThreadContext> {
  const recorded = await deps.store.readStream(conversationStream(userId));
  return threadContext(
    recorded.map((r) => ({ type: r.type, data: r.data }) as ChatEvent),
    conversationId,
  );
}

/**
 * Regenerate: asks the conversation's last answered question again (a new message, `regenerateOf`
 * the one asked before; it counts like any message). The earlier answer stays.
 */
export async function regenerate(deps: ConversationDeps, user: Sender, conversationId: string, ctx: CommandContext): Promise<SentMessage> {
  const { state } = await loadConversation(deps, user.id);
  const thread = threadOf(state, conversationId)!;
  const context = thread.context?.complete ? thread.context : await rebuiltContext(deps, user.id, conversationId);
  const last = context.lastAnswered;
  if (!last) throw new NothingToRegenerateError();
  // A question asked with Conversation History off is kept only in its reply row (an hour at most).
  const content = last.content ?? (await userContentOf(deps, user.id, last.messageId));
  if (content === undefined) throw new NothingToRegenerateError();
  return sendMessage(deps, user, content, ctx, { conversationId, regenerateOf: last.messageId });
}

function trimContext(turns: ChatTurn[]): ChatTurn[] {
  const out: ChatTurn[] = [];
  let chars = 0;
  for (let i = turns.length - 1; i >= 0; i--) {
    chars += turns[i]!.content.length;
    if (out.length > 0 && chars > CONTEXT_CHARS) break;
    out.unshift(turns[i]!);
  }
  // A context starts with the user's words.
  while (out.length > 1 && out[0]!.role === 'assistant') out.shift();
  return out;
}

export function completeReply(
  deps: ConversationDeps,
  userId: number,
  reply: { replyId: string; content: string; engine: 'offline' | 'openai'; at: string; stopped?: boolean },
  ctx: CommandContext,
) {
  return runChat(deps, userId, ctx, () => ({
    type: 'CompleteReply',
    userId,
    replyId: reply.replyId,
    content: reply.content,
    engine: reply.engine,
    stopped: reply.stopped,
    now: reply.at,
  }));
}

export function failReply(
  deps: ConversationDeps,
  userId: number,
  reply: { replyId: string; reason: 'ai-error' | 'interrupted'; error: string; code: string; at: string },
  ctx: CommandContext,
) {
  return runChat(deps, userId, ctx, () => ({ type: 'FailReply', userId, ...reply, now: reply.at }));
}

/**
 * Clears a conversation (the latest when none is named; the history keeps the escalations); a
 * reply in flight in it is dropped.
 */
export async function clearConversation(deps: ConversationDeps, userId: number, ctx: CommandContext, conversationId?: string) {
  const result = await runChat(deps, userId, ctx, () => ({ type: 'ClearConversation', userId, conversationId, now: now() }));
  const cleared = result.events.find((e) => e.type === 'ConversationCleared');
  if (cleared) await dropReplies(deps, userId, conversationOf(cleared.data));
  return result;
}

/** A conversation's reply rows go (a clear, a delete); a reply still being written there is told to stop. */
async function dropReplies(deps: ConversationDeps, userId: number, conversationId: string) {
  const streaming = await deps
    .knex('chat_replies')
    .where({ user_id: userId, conversation_id: conversationId, status: 'streaming' })
    .select('reply_id');
  await deleteConversationReplies(deps.knex, userId, conversationId);
  repliesChanged(deps, userId);
  for (const r of streaming as { reply_id: string }[]) stopRequested(deps, r.reply_id);
}

/** An empty conversation that becomes the latest. */
export function startConversation(deps: ConversationDeps, userId: number, title: string | undefined, ctx: CommandContext) {
  const conversationId = randomUUID();
  return runChat(deps, userId, ctx, () => ({ type: 'StartConversation', userId, conversationId, title, now: now() })).then((result) => ({
    result,
    conversationId,
  }));
}

export function renameConversation(deps: ConversationDeps, userId: number, conversationId: string, title: string, ctx: CommandContext) {
  return runChat(deps, userId, ctx, () => ({ type: 'RenameConversation', userId, conversationId, title, now: now() }));
}

/**
 * Deletes a conversation. A reply being written in it is dropped with it: the decider ends it, its
 * row goes (its streams end with CONVERSATION_CLEARED) and its generator is told to stop.
 */
export async function deleteConversation(deps: ConversationDeps, userId: number, conversationId: string, ctx: CommandContext) {
  const result = await runChat(deps, userId, ctx, () => ({ type: 'DeleteConversation', userId, conversationId, now: now() }));
  await dropReplies(deps, userId, conversationId);
  return result;
}

/**
 * Topic of the signal "stop writing this reply" (payload: the reply id). Whichever process writes it
 * aborts the engine and records the text written so far (ReplyService).
 */
export const STOP_SIGNAL = 'chat-stop';

/** Publishes STOP_SIGNAL: this process hears it at once, the others by NOTIFY. */
export function stopRequested(deps: Pick<ConversationDeps, 'signals' | 'logger'>, replyId: string): void {
  deps.signals?.publish(STOP_SIGNAL, replyId).catch((err: unknown) => deps.logger.warn({ err }, 'could not signal a stop'));
}

// ===================================================================== escalations

function runEscalation(
  deps: ConversationDeps,
  escalationId: number,
  ctx: CommandContext,
  piiSubject: number | undefined,
  decide: (s: Escalation) => EscalationEvent[],
  retries?: number,
) {
  return runCommand<Escalation, EscalationEvent>({
    store: deps.store,
    stream: escalationStream(escalationId),
    evolve: evolveEscalation,
    initial: initialEscalation,
    decide,
    ctx,
    piiSubject,
    retries,
  });
}

export function loadEscalation(deps: ConversationDeps, escalationId: number) {
  return loadState<Escalation, EscalationEvent>(deps.store, escalationStream(escalationId), evolveEscalation, initialEscalation);
}

const CASE_NUMBER_MIN = 10_000;
const CASE_NUMBER_MAX = 99_999;
const RANDOM_TRIES = 8;

/**
 * Reserves a unique case id INV-{year}-{10000..99999} for the escalation: a few random numbers
 * first (ids do not reveal how many cases there are), then, when the year is crowded, the first
 * free number after a random start. The reservation table's primary key makes it unique across
 * processes.
 */
export async function reserveCaseId(knex: Knex, escalationId: number, year: number): Promise<string> {
  const tryReserve = async (n: number) => {
    const caseId = `INV-${year}-${n}`;
    const rows = await knex('escalation_case_ids')
      .insert({ case_id: caseId, escalation_id: escalationId })
      .onConflict('case_id')
      .ignore()
      .returning('case_id');
    return rows.length === 1 ? caseId : undefined;
  };
  for (let i = 0; i < RANDOM_TRIES; i++) {
    const caseId = await tryReserve(randomInt(CASE_NUMBER_MIN, CASE_NUMBER_MAX + 1));
    if (caseId) return caseId;
  }
  for (let attempt = 0; attempt < 5; attempt++) {
    const start = randomInt(CASE_NUMBER_MIN, CASE_NUMBER_MAX + 1);
    const { rows } = await knex.raw<{ rows: { n: number }[] }>(
      `select n from (
         select n, case when n >= ? then 0 else 1 end as wrap
         from generate_series(?::int, ?::int) as n
       ) s
       where not exists (select 1 from escalation_case_ids c where c.case_id = 'INV-' || ?::text || '-' || s.n::text)
       order by wrap, n limit 1`,
      [start, CASE_NUMBER_MIN, CASE_NUMBER_MAX, String(year)],
    );
    if (rows.length === 0) break;
    const caseId = await tryReserve(rows[0]!.n);
    if (caseId) return caseId;
  }
  throw new AppError(503, 'CASE_IDS_EXHAUSTED', MESSAGES.caseIdsExhausted);
}

export async function requestEscalation(
  deps: ConversationDeps,
  userId: number,
  input: { caseSummary: string; urgency: Urgency; investigationType?: string; location?: string },
  ctx: CommandContext,
): Promise<CommandResult<Escalation, EscalationEvent> & { escalationId: number; caseId: string }> {
  const premium = await deps.isPremium(userId);
  const takenAt = now();
  const decide = (caseId: string, escalationId: number) => (state: Escalation) =>
    decideEscalation(
      {
        type: 'RequestEscalation',
        escalationId,
        userId,
        caseId,
        caseSummary: input.caseSummary,
        urgency: input.urgency,
        ...(input.investigationType && input.location
          ? { routing: { investigationType: input.investigationType, location: input.location } }
          : {}),
        premium,
        now: takenAt,
      },
      state,
    );
  // The decider holds the rule; checking it here too means no case id is spent on a refusal.
  if (!premium) throw new PremiumRequiredError();
  // Each escalation e-mails investigators: at most ESCALATION_DAILY_LIMIT a day, counted only when recorded.
  return withinEscalationLimit(deps.knex, userId, deps.config.ESCALATION_DAILY_LIMIT, async () => {
    const { rows } = await deps.knex.raw<{ rows: { id: number }[] }>("select nextval('escalation_id_seq')::int as id");
    const escalationId = rows[0]!.id;
    const caseId = await reserveCaseId(deps.knex, escalationId, new Date(takenAt).getUTCFullYear());
    const result = await runEscalation(deps, escalationId, ctx, userId, decide(caseId, escalationId), 0);
    return { ...result, escalationId, caseId };
  });
}

export function changeEscalationStatus(
  deps: ConversationDeps,
  escalationId: number,
  input: { to: 'in-progress' | 'resolved'; byUserId: number; byRole: Role },
  ctx: CommandContext,
) {
  const at = now();
  return runEscalation(deps, escalationId, ctx, undefined, (state) =>
    decideEscalation({ type: 'ChangeEscalationStatus', to: input.to, byUserId: input.byUserId, byRole: input.byRole, now: at }, state),
  );
}

/** Read-your-writes: waits (bounded) until the views that show these events have them. */
export async function settled(
  deps: ConversationDeps,
  result: Pick<CommandResult<unknown, { type: string }>, 'append' | 'events'>,
): Promise<void> {
  if (!result.append) return;
  await deps.runner.waitFor(
    result.append.position,
    result.events.map((e) => e.type),
    deps.config.READ_YOUR_WRITES_TIMEOUT_MS,
  );
}
