// Writes the assistant's replies. A reply runs in the background of the process that accepted
// the message — not inside the HTTP request — so it is finished and saved even when the browser
// disconnects. While it streams, the text is saved every SAVE_EVERY_MS (any process can resume
// it) and handed chunk by chunk to the connections of this process (LiveReply).
import { AI_MESSAGES, AiError } from '../../infra/ai/types.js';
import type { AiEngine, ChatTurn } from './assistant/index.js';
import type { CommandContext } from '../../infra/eventstore/event.js';
import { retryWhileDatabaseUnavailable } from '../../infra/db/unavailable.js';
import { MESSAGES, type ChatMessage } from './contract.js';
import { completeReply, draftSaved, failReply, repliesChanged, settled, type ConversationDeps } from './commands.js';
import { finishReply, heartbeat, HEARTBEAT_MS, LiveReply, saveDraft, SAVE_EVERY_MS } from './live-replies.js';

/** How long the end of a reply is tried again while the database is unreachable (a restart takes a few seconds). */
export const RECORD_RETRY_MS = 10_000;

/** How long a finished reply stays in memory for late resumes in this process (the table has it after). */
const LINGER_MS = 60_000;

export interface StartReply {
  userId: number;
  replyId: string;
  userMessage: ChatMessage;
  turns: ChatTurn[];
  maskPersonalData: boolean;
  ctx: CommandContext;
}

export type ReplyDeps = ConversationDeps & {
  /** Whether the account still exists (the write side's answer): an erased user's reply is not stored. */
  isActive(userId: number): Promise<boolean>;
};

export class ReplyService {
  private readonly live = new Map<string, LiveReply>();
  private readonly running = new Set<Promise<void>>();
  private readonly shutdown = new AbortController();

  constructor(
    private readonly deps: ReplyDeps,
    readonly engine: AiEngine,
  ) {}

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
    this.shutdown.abort();
    await Promise.allSettled([...this.running]);
  }

  private async generate(live: LiveReply, args: StartReply): Promise<void> {
    const { knex, logger } = this.deps;
    const log = logger.child({ replyId: args.replyId, userId: args.userId });
    let saving: Promise<void> | undefined;
    let lastSave = Date.now();
    const save = () => {
      if (saving) return;
      const text = live.text;
      saving = saveDraft(knex, args.replyId, text)
        .then(() => draftSaved(this.deps, args.replyId))
        .catch((err) => log.warn({ err }, 'could not save the reply draft'))
        .finally(() => {
          saving = undefined;
        });
    };
    const beat = setInterval(() => void heartbeat(knex, args.replyId).catch(() => {}), HEARTBEAT_MS);
    beat.unref();
    try {
      for await (const chunk of this.engine.streamChat({
        turns: args.turns,
        maskPersonalData: args.maskPersonalData,
        signal: this.shutdown.signal,
      })) {
        live.append(chunk);
        if (Date.now() - lastSave >= SAVE_EVERY_MS) {
          lastSave = Date.now();
          save();
        }
      }
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
        { replyId: args.replyId, content: live.text, engine: this.engine.kind, at },
        args.ctx,
      );
      if (result.events.length === 0) {
        // The conversation was cleared (or the reply declared interrupted) meanwhile.
        await finishReply(knex, args.replyId, { status: 'failed', error: MESSAGES.conversationCleared, code: 'CONVERSATION_CLEARED', at });
        repliesChanged(this.deps, args.userId);
        live.fail({ message: MESSAGES.conversationCleared, code: 'CONVERSATION_CLEARED' });
        return;
      }
      // No wait for the views here: GET /api/messages reads the finished pair from chat_replies
      // until the messages view has it, so the chat reads its own write without that wait.
      await finishReply(knex, args.replyId, { status: 'done', text: live.text, at });
      repliesChanged(this.deps, args.userId);
      live.complete({
        replyId: args.replyId,
        userMessage: args.userMessage,
        assistantMessage: { id: args.replyId, content: live.text, isUser: false, createdAt: at },
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
      clearInterval(beat);
    }
  }
}
