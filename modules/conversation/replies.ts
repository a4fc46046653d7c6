// Writes the assistant's replies. A reply runs in the background of the process that accepted
// the message — not inside the HTTP request — so it is finished and saved even when the browser
// disconnects. While it streams, the text is saved every SAVE_EVERY_MS (any process can resume
// it) and handed chunk by chunk to the connections of this process (LiveReply).
import { AI_MESSAGES, AiError } from '../../infra/ai/types.js';
import type { AiEngine, ChatTurn, UserDocuments } from './assistant/index.js';
import type { CommandContext } from '../../infra/eventstore/event.js';
import { retryWhileDatabaseUnavailable } from '../../infra/db/unavailable.js';
import { AppError, NotFoundError } from '../../infra/http/errors.js';
import { CONVERSATION_MESSAGES, MESSAGES, type ChatMessage, type StreamDoneEvent } from './contract.js';
import {
  completeReply,
  draftSaved,
  failReply,
  REPLIES_SIGNAL,
  repliesChanged,
  settled,
  STOP_SIGNAL,
  stopRequested,
  type ConversationDeps,
} from './commands.js';
import {
  finishReply,
  getReply,
  heartbeat,
  HEARTBEAT_MS,
  isStale,
  LiveReply,
  replyKey,
  saveDraft,
  SAVE_EVERY_MS,
  type ReplyRow,
} from './live-replies.js';
import { doneFromRow } from './sse.js';

/** How long the end of a reply is tried again while the database is unreachable (a restart takes a few seconds). */
export const RECORD_RETRY_MS = 10_000;

/** How long a finished reply stays in memory for late resumes in this process (the table has it after). */
const LINGER_MS = 60_000;

/**
 * How long a stop waits for the process writing the reply to end it (it does within milliseconds
 * when alive). Past it — the process went away, or missed the signal — the stop ends the reply
 * itself with the saved draft.
 */
export const STOP_WAIT_MS = 3_000;

export class NothingToStopError extends AppError {
  constructor() {
    super(409, 'NOTHING_TO_STOP', CONVERSATION_MESSAGES.nothingToStop);
  }
}

export interface StartReply {
  userId: number;
  conversationId: string;
  replyId: string;
  userMessage: ChatMessage;
  turns: ChatTurn[];
  maskPersonalData: boolean;
  ctx: CommandContext;
}

export type ReplyDeps = ConversationDeps & {
  /** Whether the account still exists (the write side's answer): an erased user's reply is not stored. */
  isActive(userId: number): Promise<boolean>;
  /** The user's own uploaded documents, for questions about them (app/ wires the documents view). */
  documentsOf?(userId: number): UserDocuments;
};

export class ReplyService {
  private readonly live = new Map<string, LiveReply>();
  private readonly running = new Set<Promise<void>>();
  private readonly shutdown = new AbortController();
  /** The replies this process is writing, each with the switch that stops it. */
  private readonly stops = new Map<string, AbortController>();
  private readonly unlisten?: () => void;

  constructor(
    private readonly deps: ReplyDeps,
    readonly engine: AiEngine,
  ) {
    // A stop asked on any process reaches the one writing the reply.
    this.unlisten = deps.signals?.on(STOP_SIGNAL, (replyId) => this.stopWriting(replyId));
  }

  /** Stops writing the reply when this process writes it: the text so far is recorded as the stopped answer. */
  stopWriting(replyId: string): boolean {
    const stop = this.stops.get(replyId);
    if (!stop) return false;
    stop.abort();
    return true;
  }

  /** The reply, when this process is writing it (or wrote it within the last minute). */
  get(replyId: string): LiveReply | undefined {
    return this.live.get(replyId);
  }

  start(args: StartReply): LiveReply {
    const live = new LiveReply(args.replyId, args.userId, args.userMessage);
    this.live.set(args.replyId, live);
    const run = this.generate(live, args).finally(() => {
      this.running.delete(run);
      setTimeout(() => this.live.delete(args.replyId), LINGER_MS).unref();
    });
    this.running.add(run);
    return live;
  }

  /** Stops every reply being written (process shutdown); each is recorded as failed. */
  async stop(): Promise<void> {
    this.unlisten?.();
    this.shutdown.abort();
    await Promise.allSettled([...this.running]);
  }

  private async generate(live: LiveReply, args: StartReply): Promise<void> {
    const { knex, logger } = this.deps;
    const log = logger.child({ replyId: args.replyId, userId: args.userId });
    // The user's key, loaded once: every draft save and the end seal the text with it (decision 0074).
    let key: Awaited<ReturnType<typeof replyKey>> | undefined;
    let saving: Promise<void> | undefined;
    let lastSave = Date.now();
    const save = () => {
      if (saving || !key) return;
      const text = live.text;
      saving = saveDraft(knex, key, args.replyId, text)
        .then(() => draftSaved(this.deps, args.replyId))
        .catch((err) => log.warn({ err }, 'could not save the reply draft'))
        .finally(() => {
          saving = undefined;
        });
    };
    const beat = setInterval(() => void heartbeat(knex, args.replyId).catch(() => {}), HEARTBEAT_MS);
    beat.unref();
    const stop = new AbortController();
    this.stops.set(args.replyId, stop);
    // Stopped by the user (not by a shutdown): what was written is the answer.
    const stopped = () => stop.signal.aborted && !this.shutdown.signal.aborted;
    try {
      key = await replyKey(this.deps.cipher, args.userId);
      try {
        for await (const chunk of this.engine.streamChat({
          turns: args.turns,
          maskPersonalData: args.maskPersonalData,
          documents: this.deps.documentsOf?.(args.userId),
          signal: AbortSignal.any([this.shutdown.signal, stop.signal]),
        })) {
          if (stop.signal.aborted) break;
          live.append(chunk);
          if (Date.now() - lastSave >= SAVE_EVERY_MS) {
            lastSave = Date.now();
            save();
          }
        }
      } catch (err) {
        if (!stopped()) throw err;
      }
      this.stops.delete(args.replyId);
      await saving;
      const at = new Date().toISOString();
      // The account may have been erased while the reply was written: nothing more is stored for it.
      if (!(await this.deps.isActive(args.userId))) {
        live.fail({ message: 'Not signed in', code: 'UNAUTHORIZED' });
        return;
      }
      const result = await completeReply(
        this.deps,
        args.userId,
        { replyId: args.replyId, content: live.text, engine: this.engine.kind, at, stopped: stopped() },
        args.ctx,
      );
      if (result.events.length === 0) {
        await this.endedElsewhere(live, args, at);
        return;
      }
      // No wait for the views here: GET /api/messages reads the finished pair from chat_replies
      // until the messages view has it, so the chat reads its own write without that wait.
      await finishReply(knex, args.replyId, { status: 'done', key, text: live.text, at, stopped: stopped() });
      repliesChanged(this.deps, args.userId);
      live.recorded = result;
      live.complete({
        replyId: args.replyId,
        userMessage: args.userMessage,
        assistantMessage: {
          id: args.replyId,
          content: live.text,
          isUser: false,
          createdAt: at,
          conversationId: args.conversationId,
          ...(stopped() ? { stopped: true as const } : {}),
        },
      });
    } catch (err) {
      const error = err instanceof AiError ? err : new AiError('AI_UNAVAILABLE', AI_MESSAGES.AI_UNAVAILABLE, undefined, { cause: err });
      log.warn({ err, code: error.code }, 'assistant reply failed');
      const at = new Date().toISOString();
      try {
        // Through a brief database outage (a restart): a failure not recorded would leave the reply
        // pending, and the user's next message refused (409) until its heartbeat is stale. Again is
        // safe: an append that went through though its answer was lost leaves no reply to fail.
        const result = await retryWhileDatabaseUnavailable(
          () =>
            failReply(
              this.deps,
              args.userId,
              { replyId: args.replyId, reason: 'ai-error', error: error.message, code: error.code, at },
              args.ctx,
            ),
          RECORD_RETRY_MS,
        );
        await retryWhileDatabaseUnavailable(
          () => finishReply(knex, args.replyId, { status: 'failed', error: error.message, code: error.code, at }),
          RECORD_RETRY_MS,
        );
        repliesChanged(this.deps, args.userId);
        await settled(this.deps, result);
      } catch (recordErr) {
        log.error({ err: recordErr }, 'could not record the failed reply');
      }
      live.fail({ message: error.message, code: error.code });
    } finally {
      this.stops.delete(args.replyId);
      clearInterval(beat);
    }
  }

  /**
   * The conversation no longer waits for this reply: it was cleared or deleted (its row is gone),
   * declared interrupted, or stopped by another process that gave up waiting (its row says so).
   * This process's listeners get what the row says.
   */
  private async endedElsewhere(live: LiveReply, args: StartReply, at: string): Promise<void> {
    const row = await getReply(this.deps, args.replyId, args.userId);
    if (row?.status === 'done') return live.complete(doneFromRow(row));
    if (row?.status === 'failed') {
      return live.fail({ message: row.error ?? MESSAGES.replyInterrupted, code: row.error_code ?? 'REPLY_INTERRUPTED' });
    }
    const cleared = { message: MESSAGES.conversationCleared, code: 'CONVERSATION_CLEARED' };
    await finishReply(this.deps.knex, args.replyId, { status: 'failed', error: cleared.message, ...cleared, at }, { onlyStreaming: true });
    repliesChanged(this.deps, args.userId);
    live.fail(cleared);
  }

  /**
   * Stops the user's reply being written, on whichever process writes it, and answers it as
   * recorded: `AssistantReplied` with `stopped: true` and exactly the text written by then. 404 for
   * an unknown reply or someone else's; 409 NOTHING_TO_STOP when it had already ended.
   */
  async stopReply(userId: number, replyId: string, ctx: CommandContext): Promise<StreamDoneEvent> {
    const { knex } = this.deps;
    const first = await getReply(this.deps, replyId, userId);
    if (!first) throw new NotFoundError(MESSAGES.replyNotFound);
    if (first.status !== 'streaming') throw new NothingToStopError();
    stopRequested(this.deps, replyId);
    if (!this.deps.signals) this.stopWriting(replyId);
    const here = this.live.get(replyId);
    if (here && here.status === 'streaming') {
      const done = await here.finished.catch(() => undefined);
      if (done?.assistantMessage.stopped) return done;
      throw new NothingToStopError();
    }
    const row = await this.awaitEnd(userId, replyId);
    if (row && row.status !== 'streaming') return this.stoppedAnswer(row);
    if (!row) throw new NothingToStopError();
    // Nobody ended it: the writing process went away (or missed the signal). The stop ends it with
    // the draft saved last; should the writer finish meanwhile, the decider keeps only one of the two.
    const at = new Date().toISOString();
    const result = await completeReply(this.deps, userId, { replyId, content: row.text, engine: this.engine.kind, at, stopped: true }, ctx);
    if (result.events.length > 0) {
      const key = await replyKey(this.deps.cipher, userId);
      await finishReply(knex, replyId, { status: 'done', key, text: row.text, at, stopped: true }, { onlyStreaming: true });
      repliesChanged(this.deps, userId);
    }
    const after = await getReply(this.deps, replyId, userId);
    if (!after) throw new NothingToStopError();
    return this.stoppedAnswer(after);
  }

  private stoppedAnswer(row: ReplyRow): StreamDoneEvent {
    if (row.status !== 'done' || !row.stopped) throw new NothingToStopError();
    return doneFromRow(row);
  }

  /** The reply's row once it ended (or undefined once gone), or still streaming after STOP_WAIT_MS or when its writer is gone. */
  private async awaitEnd(userId: number, replyId: string): Promise<ReplyRow | undefined> {
    const deadline = Date.now() + STOP_WAIT_MS;
    let wake: (() => void) | undefined;
    // The writer signals the end of the reply (REPLIES_SIGNAL with the user id).
    const unwatch = this.deps.signals?.on(REPLIES_SIGNAL, (id) => id === String(userId) && wake?.());
    try {
      for (;;) {
        const row = await getReply(this.deps, replyId, userId);
        if (!row || row.status !== 'streaming' || isStale(row) || Date.now() >= deadline) return row;
        await new Promise<void>((resolve) => {
          const timer = setTimeout(done, 100);
          function done() {
            clearTimeout(timer);
            resolve();
          }
          wake = done;
        });
      }
    } finally {
      unwatch?.();
    }
  }
}
