// Command endpoints of the conversation module: parse → authorize → command → answer.
// The chat's reply is written in the background (replies.ts); the endpoints wait for it
// (POST /api/messages) or stream it as Server-Sent Events (POST /api/messages/stream), and a
// dropped stream resumes from its last offset (GET /api/messages/stream/:replyId).
import type { Context } from 'koa';
import { createRouter } from '../../infra/http/app.js';
import { currentUser, requireRole, requireUser } from '../../infra/http/auth.js';
import { AppError, NotFoundError } from '../../infra/http/errors.js';
import { commandContext, type AppState } from '../../infra/http/state.js';
import { parse } from '../../infra/http/validate.js';
import type { ViewUser } from '../../projections/users/queries.js';
import { getEscalation } from '../../projections/escalations/queries.js';
import { isPremium } from '../billing/index.js';
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
  type SendMessageResponse,
  type StreamErrorEvent,
} from './contract.js';
import * as commands from './commands.js';
import { getReply, userMessageOf } from './live-replies.js';
import { replyService } from './replies.js';
import { openSse, relayLive, relaySaved } from './sse.js';

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

async function startReply(ctx: Ctx, user: ViewUser, content: string) {
  const deps = ctx.state.deps;
  const sent = await commands.sendMessage(deps, user, content, commandContext(ctx));
  const live = replyService(deps).start({
    userId: user.id,
    replyId: sent.replyId,
    userMessage: sent.userMessage,
    turns: sent.turns,
    maskPersonalData: user.privacy.maskPersonalData,
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

export const conversationRouter = createRouter();

conversationRouter.post('/api/messages', requireUser(), async (ctx) => {
  const input = parse(sendMessageRequest, ctx.request.body);
  const { live } = await startReply(ctx, currentUser(ctx), input.content);
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

conversationRouter.post('/api/messages/stream', requireUser(), async (ctx) => {
  const input = parse(sendMessageRequest, ctx.request.body);
  const { sent, live } = await startReply(ctx, currentUser(ctx), input.content);
  ctx.set('X-Reply-Id', sent.replyId);
  const sse = openSse(ctx);
  sse.send('start', { replyId: sent.replyId, userMessage: sent.userMessage });
  // Not awaited: Koa starts sending the body once this handler returns.
  void relayLive(sse, live, 0);
});

conversationRouter.get('/api/messages/stream/:replyId', requireUser(), async (ctx) => {
  const user = currentUser(ctx);
  const parsed = replyIdParam.safeParse(ctx.params.replyId);
  if (!parsed.success) throw new NotFoundError(MESSAGES.replyNotFound);
  const replyId = parsed.data;
  const offset = offsetOf(ctx);
  const deps = ctx.state.deps;
  const live = replyService(deps).get(replyId);
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
  void relaySaved(sse, deps.knex, row, offset, async (stale) => {
    const at = new Date().toISOString();
    await commands
      .failReply(deps, user.id, { replyId, reason: 'interrupted', error: MESSAGES.replyInterrupted, code: 'REPLY_INTERRUPTED', at }, commandContext(ctx))
      .catch((err) => ctx.state.log.warn({ err, replyId: stale.reply_id }, 'could not record the interrupted reply'));
  }).catch((err) => ctx.state.log.error({ err, replyId }, 'resume stream failed'));
});

conversationRouter.get('/api/messages/usage', requireUser(), async (ctx) => {
  const user = currentUser(ctx);
  const { deps } = ctx.state;
  const [{ state }, premium] = await Promise.all([commands.loadConversation(deps, user.id), isPremium(deps.knex, user.id)]);
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

conversationRouter.delete('/api/messages', requireUser(), async (ctx) => {
  const result = await commands.clearConversation(ctx.state.deps, currentUser(ctx).id, commandContext(ctx));
  await commands.settled(ctx.state.deps, result);
  ctx.status = 204;
});

conversationRouter.post('/api/escalations', requireUser(), async (ctx) => {
  const input = parse(escalationRequest, ctx.request.body);
  const result = await commands.requestEscalation(ctx.state.deps, currentUser(ctx).id, input, commandContext(ctx));
  await commands.settled(ctx.state.deps, result);
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

conversationRouter.patch('/api/escalations/:id/status', requireRole('investigator', 'admin'), async (ctx) => {
  const id = parse(escalationIdParam, ctx.params.id);
  const input = parse(escalationStatusRequest, ctx.request.body);
  const user = currentUser(ctx);
  const { knex } = ctx.state.deps;
  // Only escalations the dashboard can show can be moved (an erased client's are gone from it).
  if (!(await getEscalation(knex, id, { staff: true }))) throw new NotFoundError(MESSAGES.escalationNotFound);
  const result = await commands.changeEscalationStatus(ctx.state.deps, id, { to: input.status, byUserId: user.id, byRole: user.role }, commandContext(ctx));
  await commands.settled(ctx.state.deps, result);
  const found = await getEscalation(knex, id, { staff: true });
  if (!found) throw new NotFoundError(MESSAGES.escalationNotFound);
  const view = found.escalation;
  const changed = result.events[0]!.data as { to: typeof input.status; changedAt: string };
  // Should the view lag behind (read-your-writes is bounded), the answer still shows the change.
  ctx.body = view.status === changed.to ? view : { ...view, status: changed.to, updatedAt: changed.changedAt };
});
