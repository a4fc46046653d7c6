// Command endpoints of the conversation module: parse → authorize → command → answer.
// The chat's reply is written in the background (replies.ts); the endpoints wait for it
// (POST /api/messages) or stream it as Server-Sent Events (POST /api/messages/stream), and a
// dropped stream resumes from its last offset (GET /api/messages/stream/:replyId).
import type { Context } from 'koa';
import { createRouter } from '../../infra/http/app.js';
import { currentUser, requireRole, requireUser } from '../../infra/http/auth.js';
import { AppError, NotFoundError, UnauthorizedError } from '../../infra/http/errors.js';
import { commandContext, type AppState, type SessionUser } from '../../infra/http/state.js';
import { parse } from '../../infra/http/validate.js';
import {
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
import type { ReplyDeps, ReplyService } from './replies.js';
import { openSse, relayLive, relaySaved } from './sse.js';

export type ConversationRouteDeps = ReplyDeps & {
  /** The account's privacy settings as the write side holds them (null once erased). */
  privacyOf(userId: number): Promise<{ conversationHistory: boolean; maskPersonalData: boolean } | null>;
  replies: ReplyService;
  /** An escalation as the dashboard shows it (after a status change). */
  escalationView(id: number): Promise<EscalationResponse | undefined>;
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

async function startReply(deps: ConversationRouteDeps, ctx: Ctx, user: SessionUser, content: string) {
  // The privacy settings that decide what is kept come from the account itself, not a view.
  const privacy = await deps.privacyOf(user.id);
  if (!privacy) throw new UnauthorizedError();
  const sent = await commands.sendMessage(deps, { id: user.id, privacy }, content, commandContext(ctx));
  const live = deps.replies.start({
    userId: user.id,
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

export function conversationRouter(deps: ConversationRouteDeps) {
  const router = createRouter();

  router.post('/api/messages', requireUser(), async (ctx) => {
    const input = parse(sendMessageRequest, ctx.request.body);
    const { live } = await startReply(deps, ctx, currentUser(ctx), input.content);
    try {
      const done = await live.finished;
      const body: SendMessageResponse = { userMessage: done.userMessage ?? live.userMessage, assistantMessage: done.assistantMessage };
      ctx.status = 201;
      ctx.body = body;
    } catch (err) {
      const e = err as StreamErrorEvent;
      throw new AppError(ERROR_STATUS[e.code] ?? 503, e.code, e.message);
    }
  });

  router.post('/api/messages/stream', requireUser(), async (ctx) => {
    const input = parse(sendMessageRequest, ctx.request.body);
    const { sent, live } = await startReply(deps, ctx, currentUser(ctx), input.content);
    ctx.set('X-Reply-Id', sent.replyId);
    const sse = openSse(ctx);
    sse.send('start', { replyId: sent.replyId, userMessage: sent.userMessage });
    // Not awaited: Koa starts sending the body once this handler returns.
    void relayLive(sse, live, 0);
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
    const row = await getReply(deps.knex, replyId, user.id);
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
      deps.knex,
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

  router.get('/api/messages/usage', requireUser(), async (ctx) => {
    const user = currentUser(ctx);
    const [{ state }, premium] = await Promise.all([commands.loadConversation(deps, user.id), deps.isPremium(user.id)]);
    const now = new Date();
    const today = now.toISOString().slice(0, 10);
    const usedToday = state.usage.day === today ? state.usage.sentToday : 0;
    const limit = premium ? null : deps.config.FREE_DAILY_MESSAGES;
    const body: ChatUsageResponse = {
      plan: premium ? 'premium' : 'free',
      usedToday,
      dailyLimit: limit,
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
