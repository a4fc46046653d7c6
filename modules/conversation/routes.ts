// Command endpoints of the conversation module: parse → authorize → command → answer.
// The chat's reply is written in the background (replies.ts); the endpoints wait for it
// (POST /api/messages) or stream it as Server-Sent Events (POST /api/messages/stream), and a
// dropped stream resumes from its last offset (GET /api/messages/stream/:replyId). The
// /api/messages endpoints act on the latest conversation; /api/conversations/:id/… on the one named
// (always one of the caller's: any other id answers 404, exactly like an unknown one).
import type { Context } from 'koa';
import { createRouter } from '../../infra/http/app.js';
import { currentUser, requireRole, requireUser } from '../../infra/http/auth.js';
import { AppError, NotFoundError, UnauthorizedError } from '../../infra/http/errors.js';
import { commandContext, type AppState, type SessionUser } from '../../infra/http/state.js';
import { parse } from '../../infra/http/validate.js';
import {
  CONVERSATION_MESSAGES,
  conversationIdParam,
  createConversationRequest,
  renameConversationRequest,
  UNTITLED_CONVERSATION,
  type ChatMessage,
  type ConversationSummary,
  ESTIMATED_RESPONSE,
  escalationIdParam,
  escalationRequest,
  escalationStatusRequest,
  MESSAGES,
  replyIdParam,
  sendMessageRequest,
  type ChatUsageResponse,
  type EscalationCreatedResponse,
  type EscalationResponse,
  type SendMessageResponse,
  type StreamErrorEvent,
} from './contract.js';
import * as commands from './commands.js';
import { getReply, userMessageOf } from './live-replies.js';
import { freeAllowance } from './decider.js';
import type { ReplyDeps, ReplyService } from './replies.js';
import { openSse, relayLive, relaySaved } from './sse.js';

export type ConversationRouteDeps = ReplyDeps & {
  /** The account's privacy settings as the write side holds them (null once erased). */
  privacyOf(userId: number): Promise<{ conversationHistory: boolean; maskPersonalData: boolean } | null>;
  replies: ReplyService;
  /** An escalation as the dashboard shows it (after a status change). */
  escalationView(id: number): Promise<EscalationResponse | undefined>;
  /** The user's conversation as the list shows it (after a rename); undefined when the view has none. */
  conversationView(userId: number, conversationId: string): Promise<ConversationSummary | undefined>;
};

type Ctx = Context & { state: AppState };

const ERROR_STATUS: Record<string, number> = {
  AI_TIMEOUT: 504,
  AI_BUSY: 503,
  AI_UNAVAILABLE: 503,
  AI_ABORTED: 503,
  AI_INTERRUPTED: 502,
  AI_REJECTED: 502,
  CONVERSATION_CLEARED: 409,
  UNAUTHORIZED: 401,
};

/** Where a message goes: the named conversation, or (omitted) the latest; Regenerate asks its last answered question again. */
type Target = { conversationId?: string; regenerate?: false } | { conversationId: string; regenerate: true };

async function startReply(deps: ConversationRouteDeps, ctx: Ctx, user: SessionUser, content: string | undefined, target: Target) {
  // The privacy settings that decide what is kept come from the account itself, not a view.
  const privacy = await deps.privacyOf(user.id);
  if (!privacy) throw new UnauthorizedError();
  const sender = { id: user.id, privacy };
  const sent = target.regenerate
    ? await commands.regenerate(deps, sender, target.conversationId, commandContext(ctx))
    : await commands.sendMessage(deps, sender, content ?? '', commandContext(ctx), { conversationId: target.conversationId });
  const live = deps.replies.start({
    userId: user.id,
    conversationId: sent.conversationId,
    replyId: sent.replyId,
    userMessage: sent.userMessage,
    turns: sent.turns,
    maskPersonalData: privacy.maskPersonalData,
    ctx: { ...commandContext(ctx), causationId: sent.replyId },
  });
  return { sent, live };
}

/** Last-Event-ID (header, or `?lastEventId=` for a new EventSource after a reload): the offset reached. */
function offsetOf(ctx: Ctx): number {
  const raw = ctx.get('last-event-id') || (typeof ctx.query.lastEventId === 'string' ? ctx.query.lastEventId : '');
  const n = Number(raw);
  return /^\d{1,9}$/.test(raw.trim()) && Number.isSafeInteger(n) ? n : 0;
}

/** The conversation a path names: a malformed id is as unknown as someone else's (404). */
function conversationParam(ctx: Ctx): string {
  const parsed = conversationIdParam.safeParse(ctx.params.id);
  if (!parsed.success) throw new NotFoundError(CONVERSATION_MESSAGES.notFound);
  return parsed.data;
}

/** POST …/messages: answered once the reply is complete (201 with both messages). */
async function answerWhole(deps: ConversationRouteDeps, ctx: Ctx, target: Target) {
  const input = parse(sendMessageRequest, ctx.request.body);
  const { sent, live } = await startReply(deps, ctx, currentUser(ctx), input.content, target);
  try {
    const done = await live.finished;
    // The exchange (and a conversation it started, its title) is in the views before the answer.
    await commands.settled(deps, live.recorded ?? sent.result);
    const body: SendMessageResponse = { userMessage: done.userMessage ?? live.userMessage, assistantMessage: done.assistantMessage };
    ctx.status = 201;
    ctx.body = body;
  } catch (err) {
    const e = err as StreamErrorEvent;
    throw new AppError(ERROR_STATUS[e.code] ?? 503, e.code, e.message);
  }
}

/** POST …/messages/stream and …/regenerate: the reply as Server-Sent Events. */
async function answerStreamed(deps: ConversationRouteDeps, ctx: Ctx, target: Target) {
  const content = target.regenerate ? undefined : parse(sendMessageRequest, ctx.request.body).content;
  const { sent, live } = await startReply(deps, ctx, currentUser(ctx), content, target);
  // A conversation this message started is in the list before the stream opens (the rest of the
  // exchange is read from the reply rows until the views have it).
  if (sent.started) await commands.settled(deps, sent.result);
  ctx.set('X-Reply-Id', sent.replyId);
  const sse = openSse(ctx);
  sse.send('start', { replyId: sent.replyId, userMessage: sent.userMessage });
  // Not awaited: Koa starts sending the body once this handler returns.
  void relayLive(sse, live, 0);
}

export function conversationRouter(deps: ConversationRouteDeps) {
  const router = createRouter();

  router.post('/api/messages', requireUser(), (ctx) => answerWhole(deps, ctx, {}));

  router.post('/api/messages/stream', requireUser(), (ctx) => answerStreamed(deps, ctx, {}));

  router.post('/api/conversations/:id/messages', requireUser(), (ctx) =>
    answerWhole(deps, ctx, { conversationId: conversationParam(ctx) }),
  );

  router.post('/api/conversations/:id/messages/stream', requireUser(), (ctx) =>
    answerStreamed(deps, ctx, { conversationId: conversationParam(ctx) }),
  );

  router.post('/api/conversations/:id/regenerate', requireUser(), (ctx) =>
    answerStreamed(deps, ctx, { conversationId: conversationParam(ctx), regenerate: true }),
  );

  router.post('/api/messages/stream/:replyId/stop', requireUser(), async (ctx) => {
    const parsed = replyIdParam.safeParse(ctx.params.replyId);
    if (!parsed.success) throw new NotFoundError(MESSAGES.replyNotFound);
    const done = await deps.replies.stopReply(currentUser(ctx).id, parsed.data, commandContext(ctx));
    const body: ChatMessage = done.assistantMessage;
    ctx.body = body;
  });

  router.get('/api/messages/stream/:replyId', requireUser(), async (ctx) => {
    const user = currentUser(ctx);
    const parsed = replyIdParam.safeParse(ctx.params.replyId);
    if (!parsed.success) throw new NotFoundError(MESSAGES.replyNotFound);
    const replyId = parsed.data;
    const offset = offsetOf(ctx);
    const live = deps.replies.get(replyId);
    if (live && live.userId === user.id) {
      const sse = openSse(ctx);
      sse.send('start', { replyId, userMessage: live.userMessage });
      void relayLive(sse, live, offset);
      return;
    }
    const row = await getReply(deps, replyId, user.id);
    if (!row) throw new NotFoundError(MESSAGES.replyNotFound);
    const sse = openSse(ctx);
    sse.send('start', { replyId, userMessage: userMessageOf(row) });
    const { signals } = deps;
    // The writing process signals each draft save and the reply's end.
    const changes = signals && {
      get live() {
        return signals.live;
      },
      watch(wake: () => void) {
        const offDraft = signals.on(commands.DRAFT_SIGNAL, (id) => id === replyId && wake());
        const offReplies = signals.on(commands.REPLIES_SIGNAL, (id) => id === String(user.id) && wake());
        return () => {
          offDraft();
          offReplies();
        };
      },
    };
    void relaySaved(
      sse,
      deps,
      row,
      offset,
      async (stale) => {
        const at = new Date().toISOString();
        await commands
          .failReply(
            deps,
            user.id,
            { replyId, reason: 'interrupted', error: MESSAGES.replyInterrupted, code: 'REPLY_INTERRUPTED', at },
            commandContext(ctx),
          )
          .catch((err) => ctx.state.log.warn({ err, replyId: stale.reply_id }, 'could not record the interrupted reply'));
      },
      changes,
    ).catch((err) => ctx.state.log.error({ err, replyId }, 'resume stream failed'));
  });

  router.post('/api/conversations', requireUser(), async (ctx) => {
    const input = parse(createConversationRequest, ctx.request.body ?? {});
    const user = currentUser(ctx);
    const { result, conversationId } = await commands.startConversation(deps, user.id, input.title, commandContext(ctx));
    await commands.settled(deps, result);
    const startedAt = (result.events[0]?.data as { startedAt?: string } | undefined)?.startedAt ?? new Date().toISOString();
    // Should the view lag behind (read-your-writes is bounded), the answer is what was recorded.
    const body: ConversationSummary = (await deps.conversationView(user.id, conversationId)) ?? {
      id: conversationId,
      title: input.title ?? UNTITLED_CONVERSATION,
      createdAt: startedAt,
      updatedAt: startedAt,
      messageCount: 0,
    };
    ctx.status = 201;
    ctx.body = body;
  });

  router.patch('/api/conversations/:id', requireUser(), async (ctx) => {
    const id = conversationParam(ctx);
    const input = parse(renameConversationRequest, ctx.request.body);
    const user = currentUser(ctx);
    const result = await commands.renameConversation(deps, user.id, id, input.title, commandContext(ctx));
    await commands.settled(deps, result);
    const view = await deps.conversationView(user.id, id);
    if (!view) throw new NotFoundError(CONVERSATION_MESSAGES.notFound);
    const body: ConversationSummary = { ...view, title: input.title };
    ctx.body = body;
  });

  router.delete('/api/conversations/:id', requireUser(), async (ctx) => {
    const result = await commands.deleteConversation(deps, currentUser(ctx).id, conversationParam(ctx), commandContext(ctx));
    await commands.settled(deps, result);
    ctx.status = 204;
  });

  router.delete('/api/conversations/:id/messages', requireUser(), async (ctx) => {
    const result = await commands.clearConversation(deps, currentUser(ctx).id, commandContext(ctx), conversationParam(ctx));
    await commands.settled(deps, result);
    ctx.status = 204;
  });

  router.get('/api/messages/usage', requireUser(), async (ctx) => {
    const user = currentUser(ctx);
    const [{ state }, premium, emailConfirmed] = await Promise.all([
      commands.loadConversation(deps, user.id),
      deps.isPremium(user.id),
      commands.emailConfirmedOf(deps, user.id),
    ]);
    const now = new Date();
    const today = now.toISOString().slice(0, 10);
    const usedToday = state.usage.day === today ? state.usage.sentToday : 0;
    const free = freeAllowance({
      freeDailyLimit: deps.config.FREE_DAILY_MESSAGES,
      unconfirmedDailyLimit: deps.config.UNCONFIRMED_DAILY_MESSAGES,
      emailConfirmed,
    });
    const limit = premium ? null : free.limit;
    const body: ChatUsageResponse = {
      plan: premium ? 'premium' : 'free',
      usedToday,
      dailyLimit: limit,
      ...(!premium && free.reduced ? { confirmedDailyLimit: deps.config.FREE_DAILY_MESSAGES } : {}),
      remainingToday: limit === null ? null : Math.max(0, limit - usedToday),
      resetsAt: new Date(Date.parse(`${today}T00:00:00.000Z`) + 24 * 3600_000).toISOString(),
      ratePerMinute: deps.config.CHAT_RATE_LIMIT_PER_MINUTE,
    };
    ctx.set('Cache-Control', 'no-store');
    ctx.body = body;
  });

  router.delete('/api/messages', requireUser(), async (ctx) => {
    const result = await commands.clearConversation(deps, currentUser(ctx).id, commandContext(ctx));
    await commands.settled(deps, result);
    ctx.status = 204;
  });

  router.post('/api/escalations', requireUser(), async (ctx) => {
    const input = parse(escalationRequest, ctx.request.body);
    const result = await commands.requestEscalation(deps, currentUser(ctx).id, input, commandContext(ctx));
    await commands.settled(deps, result);
    const body: EscalationCreatedResponse = {
      id: result.escalationId,
      caseId: result.caseId,
      status: 'pending',
      urgency: input.urgency,
      estimatedResponse: ESTIMATED_RESPONSE[input.urgency],
    };
    ctx.status = 201;
    ctx.body = body;
  });

  router.patch('/api/escalations/:id/status', requireRole('investigator', 'admin'), async (ctx) => {
    const id = parse(escalationIdParam, ctx.params.id);
    const input = parse(escalationStatusRequest, ctx.request.body);
    const user = currentUser(ctx);
    // Only escalations that exist and whose client still has an account can be moved (the write
    // side's answer: the escalation's stream, and the owner's account).
    const { state } = await commands.loadEscalation(deps, id);
    if (state.status === 'none' || !(await deps.isActive(state.userId))) throw new NotFoundError(MESSAGES.escalationNotFound);
    const result = await commands.changeEscalationStatus(
      deps,
      id,
      { to: input.status, byUserId: user.id, byRole: user.role },
      commandContext(ctx),
    );
    await commands.settled(deps, result);
    const view = await deps.escalationView(id);
    if (!view) throw new NotFoundError(MESSAGES.escalationNotFound);
    const changed = result.events[0]?.data as { to: typeof input.status; changedAt: string } | undefined;
    // Should the view lag behind (read-your-writes is bounded), the answer still shows the change.
    ctx.body = !changed || view.status === changed.to ? view : { ...view, status: changed.to, updatedAt: changed.changedAt };
  });

  return router;
}
