// Command endpoints of the notifications module: mark one or all read (own only: a user's
// notifications are in the user's own stream), and the admin's outbox listing.
import type { Context } from 'koa';
import { createRouter } from '../../infra/http/app.js';
import { currentUser, requireRole, requireUser } from '../../infra/http/auth.js';
import { NotFoundError } from '../../infra/http/errors.js';
import { maskAddresses } from '../../infra/email/index.js';
import { commandContext, type AppState } from '../../infra/http/state.js';
import type { CommandResult } from '../../infra/eventstore/command.js';
import { MESSAGES, notificationIdParam, type MarkReadResponse, type OutboxResponse } from './contract.js';
import * as commands from './commands.js';
import type { Inbox } from './decider.js';
import type { NotificationEvent } from './events.js';

type Ctx = Context & { state: AppState };

export function notificationsRouter(deps: commands.NotificationsDeps) {
  const router = createRouter();

  async function answer(ctx: Ctx, result: CommandResult<Inbox, NotificationEvent>, marked: number) {
    if (result.append) {
      await deps.runner.waitFor(
        result.append.position,
        result.events.map((e) => e.type),
        deps.config.READ_YOUR_WRITES_TIMEOUT_MS,
      );
    }
    const body: MarkReadResponse = { unreadCount: commands.unreadCountOf(result.state), marked };
    ctx.body = body;
  }

  router.patch('/api/notifications/:id/read', requireUser(), async (ctx) => {
    const parsed = notificationIdParam.safeParse(ctx.params.id);
    if (!parsed.success) throw new NotFoundError(MESSAGES.notificationNotFound);
    const result = await commands.markRead(deps, currentUser(ctx).id, parsed.data, commandContext(ctx));
    await answer(ctx, result, result.events.length);
  });

  router.post('/api/notifications/read-all', requireUser(), async (ctx) => {
    const result = await commands.markAllRead(deps, currentUser(ctx).id, commandContext(ctx));
    const marked = result.events.reduce((n, e) => n + (e.type === 'AllNotificationsRead' ? e.data.notificationIds.length : 0), 0);
    await answer(ctx, result, marked);
  });

  router.get('/api/admin/outbox', requireRole('admin'), async (ctx) => {
    const emails = await deps.email.list({ limit: 100 });
    const body: OutboxResponse = {
      adapter: deps.email.kind,
      emails: emails.map((m) => ({ id: m.id, kind: m.kind, to: maskAddresses(m.to), date: m.date, sizeBytes: m.sizeBytes })),
    };
    ctx.set('Cache-Control', 'no-store');
    ctx.body = body;
  });

  return router;
}
