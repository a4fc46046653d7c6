// Query endpoints over the notifications view: the list (own only) and the live stream.
//   GET /api/notifications/stream — Server-Sent Events, resumable:
//   id: <cursor>  event: notification  data: { notification, unreadCount }
//   event: changed  data: { paths }   (answers at or under these API paths changed: read them again)
// The cursor is the view's `seq`: GET /api/notifications answers the one its list reaches, and a
// reconnect sends the last one back (Last-Event-ID, or ?lastEventId= for a new EventSource).
import type { Context } from 'koa';
import type { Knex } from 'knex';
import type { ViewCipher } from '../../infra/crypto/view-cipher.js';
import { createRouter } from '../../infra/http/app.js';
import { currentUser, requireUser } from '../../infra/http/auth.js';
import type { AppState } from '../../infra/http/state.js';
import type { LiveChangedEvent, NotificationStreamEvent } from '../../modules/notifications/index.js';
import type { NotificationHub } from './hub.js';
import { listNotifications, toNotification, unreadCount, userRowsAfter, type NotificationRow } from './queries.js';
import { openSse } from '../../infra/http/sse.js';
import type { LiveChanges } from '../../infra/http/live-changes.js';
import { isStaff } from '../../infra/http/roles.js';

type Ctx = Context & { state: AppState };

function cursorOf(ctx: Ctx): bigint | undefined {
  const raw = (ctx.get('last-event-id') || (typeof ctx.query.lastEventId === 'string' ? ctx.query.lastEventId : '')).trim();
  return /^\d{1,18}$/.test(raw) ? BigInt(raw) : undefined;
}

export function notificationsViewRouter(deps: { knex: Knex; cipher: ViewCipher; hub: NotificationHub; live?: LiveChanges }) {
  const router = createRouter();

  router.get('/api/notifications', requireUser(), async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await listNotifications(deps, currentUser(ctx).id);
  });

  router.get('/api/notifications/stream', requireUser(), async (ctx: Ctx) => {
    const user = currentUser(ctx);
    const userId = user.id;
    const { knex, hub } = deps;
    const sse = openSse(ctx, { retryMs: 2000 });
    // The user's other live hints (a case's or a document's status changed) ride on this stream:
    // one connection per tab whatever the screen.
    if (deps.live) {
      sse.onClose(
        deps.live.add({ userId, staff: isStaff(user.role), send: (paths) => sse.send('changed', { paths } satisfies LiveChangedEvent) }),
      );
    }
    // Without a cursor the stream starts now: the caller has just read the list.
    let cursor = cursorOf(ctx) ?? BigInt((await listNotifications(deps, userId, 1)).cursor);
    let backlogDone = false;
    const held: NotificationRow[] = [];

    const send = async (rows: NotificationRow[]) => {
      const fresh = rows.filter((r) => BigInt(r.seq) > cursor);
      if (fresh.length === 0 || sse.closed) return;
      const [unread, open] = await Promise.all([unreadCount(knex, userId), deps.cipher.opener([userId])]);
      for (const r of fresh) {
        const event: NotificationStreamEvent = { notification: toNotification(open, r), unreadCount: unread };
        sse.send('notification', event, String(r.seq));
        cursor = BigInt(r.seq);
      }
    };
    let chain = Promise.resolve();
    const enqueue = (rows: NotificationRow[]) => {
      chain = chain.then(() => send(rows)).catch((err) => ctx.state.log.warn({ err }, 'notification stream send failed'));
    };

    // Listen first, then read the backlog: a row is either in the backlog or reaches the hub after.
    const stop = await hub.add({
      userId,
      deliver(rows) {
        if (backlogDone) enqueue(rows);
        else held.push(...rows);
      },
    });
    sse.onClose(stop);
    for (
      let rows = await userRowsAfter(knex, userId, cursor);
      rows.length > 0 && !sse.closed;
      rows = await userRowsAfter(knex, userId, cursor)
    ) {
      await send(rows);
    }
    backlogDone = true;
    enqueue(held.splice(0));
    sse.send('ready', { cursor: cursor.toString() });
  });

  return router;
}
