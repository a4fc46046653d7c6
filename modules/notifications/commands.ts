// Application layer of the notifications module: load a recipient's stream, decide, append; keep
// the schedule the due loop reads; send the emails owed.
import type { Platform } from '../../infra/platform.js';
import type { CommandContext } from '../../infra/eventstore/event.js';
import { loadState, nameBasedId, runCommand } from '../../infra/eventstore/command.js';
import type { EmailSender } from '../../infra/email/index.js';
import type { Account } from '../identity/index.js';
import { decide, evolve, initialInbox, isPending, isShown, owesEmail, type Inbox, type NotificationCommand } from './decider.js';
import { composeEmail } from './email-text.js';
import { notificationsStream, type NotificationEvent, type NotificationEventOf } from './events.js';
import { channelsFor, type NotificationLookups, type PlannedNotification } from './rules.js';

export type NotificationsDeps = Pick<Platform, 'store' | 'knex' | 'config' | 'runner' | 'logger'> &
  Partial<Pick<Platform, 'snapshots'>> & {
    email: EmailSender;
    /** The recipient's account as identity's write side holds it (preferences, address). */
    account(userId: number): Promise<Pick<Account, 'active' | 'notifications' | 'email' | 'emailHeld' | 'username'>>;
    lookups: NotificationLookups;
  };

const nowIso = () => new Date().toISOString();

/**
 * Names the inbox fold (`Inbox` and `evolve` of decider.ts): change it whenever either changes. The
 * inbox holds ids and flags only (no title or message), so its snapshots are not sealed.
 */
export const INBOX_SNAPSHOT_KEY = 'inbox-v1';

function run(
  deps: Pick<NotificationsDeps, 'store' | 'snapshots'>,
  userId: number,
  ctx: CommandContext,
  command: (s: Inbox) => NotificationCommand,
) {
  return runCommand<Inbox, NotificationEvent>({
    store: deps.store,
    stream: notificationsStream(userId),
    evolve,
    initial: initialInbox,
    decide: (state) => decide(command(state), state),
    ctx,
    // The title and message may quote the recipient's own case: the recipient's key seals them.
    piiSubject: userId,
    // An inbox grows with every notification: a command reads at most the 20 events after its snapshot.
    snapshots: deps.snapshots ? { store: deps.snapshots, key: INBOX_SNAPSHOT_KEY, every: 20 } : undefined,
  });
}

export function loadInbox(deps: Pick<NotificationsDeps, 'store'>, userId: number) {
  return loadState<Inbox, NotificationEvent>(deps.store, notificationsStream(userId), evolve, initialInbox);
}

export const unreadCountOf = (state: Inbox) =>
  state.status === 'active' ? Object.values(state.items).filter((i) => isShown(i) && !i.read).length : 0;

/** The notification a source event makes for a recipient: its id is made from the three. */
export const notificationIdFor = (sourceEventId: string, recipientId: number, kind: string) =>
  nameBasedId(`notification|${sourceEventId}|${recipientId}|${kind}`);

/**
 * Makes one planned notification, on the channels the recipient's preferences allow (none: not
 * made). Idempotent: the same source event again finds the notification already there.
 */
export async function createNotification(
  deps: NotificationsDeps,
  planned: PlannedNotification,
  source: { eventId: string; type: string },
  ctx: CommandContext,
): Promise<{ created: boolean; notificationId: string }> {
  const notificationId = notificationIdFor(source.eventId, planned.recipientId, planned.kind);
  const account = await deps.account(planned.recipientId);
  if (!account.active || !account.notifications) return { created: false, notificationId };
  const allowed = channelsFor(planned.category, account.notifications);
  const channels = planned.emailedElsewhere ? { ...allowed, email: false } : allowed;
  if (!channels.inApp && !channels.email) return { created: false, notificationId };
  const result = await run(deps, planned.recipientId, ctx, () => ({
    type: 'CreateNotification',
    notification: {
      notificationId,
      userId: planned.recipientId,
      kind: planned.kind,
      category: planned.category,
      priority: planned.priority,
      source,
      group: planned.group,
      channels,
      scheduledFor: planned.scheduledFor,
      data: planned.data,
      pii: { title: planned.title, message: planned.message },
    },
    now: nowIso(),
  }));
  // Also after a repeat: the schedule row may be what a crash left unwritten.
  const item = result.state.status === 'active' ? result.state.items[notificationId] : undefined;
  if (item && isPending(item)) {
    await deps
      .knex('notification_schedule')
      .insert({ notification_id: notificationId, user_id: planned.recipientId, due_at: item.scheduledFor })
      .onConflict('notification_id')
      .ignore();
  }
  return { created: result.events.length > 0, notificationId };
}

export async function cancelGroup(
  deps: NotificationsDeps,
  userId: number,
  group: string,
  reason: 'rescheduled' | 'cancelled',
  ctx: CommandContext,
) {
  const result = await run(deps, userId, ctx, () => ({ type: 'CancelGroup', group, reason, now: nowIso() }));
  const ids = result.events.map((e) => (e as NotificationEventOf<'NotificationCancelled'>).data.notificationId);
  if (ids.length > 0) await deps.knex('notification_schedule').whereIn('notification_id', ids).delete();
  return result;
}

/**
 * The due loop's one pass: every scheduled notification whose time has come (by `now`) is
 * delivered. Safe to run twice or in two workers: the decider delivers each once.
 */
export async function deliverDue(deps: NotificationsDeps, now: Date = new Date(), limit = 200): Promise<number> {
  const rows: { notification_id: string; user_id: number }[] = await deps
    .knex('notification_schedule')
    .where('due_at', '<=', now)
    .orderBy('due_at')
    .limit(limit)
    .select('notification_id', 'user_id');
  let delivered = 0;
  for (const row of rows) {
    const result = await run(deps, Number(row.user_id), {}, () => ({
      type: 'DeliverDue',
      notificationId: row.notification_id,
      now: now.toISOString(),
    }));
    delivered += result.events.length;
    await deps.knex('notification_schedule').where({ notification_id: row.notification_id }).delete();
  }
  return delivered;
}

export function markRead(deps: NotificationsDeps, userId: number, notificationId: string, ctx: CommandContext) {
  return run(deps, userId, ctx, () => ({ type: 'MarkRead', notificationId, now: nowIso() }));
}

export function markAllRead(deps: NotificationsDeps, userId: number, ctx: CommandContext) {
  return run(deps, userId, ctx, () => ({ type: 'MarkAllRead', userId, now: nowIso() }));
}

/**
 * Sends the email a notification owes, if it still does: the recipient's current preference for
 * its category is checked again (a reminder scheduled weeks ago obeys today's toggle). At least
 * once: a crash between sending and recording sends it again, under the same Message-ID.
 */
export async function sendOwedEmail(deps: NotificationsDeps, userId: number, notificationId: string): Promise<'sent' | 'skipped'> {
  const events = await deps.store.readStream(notificationsStream(userId));
  let state = initialInbox;
  let created: NotificationEventOf<'NotificationCreated'>['data'] | undefined;
  for (const r of events) {
    const e = { type: r.type, data: r.data } as NotificationEvent;
    state = evolve(state, e);
    if (e.type === 'NotificationCreated' && e.data.notificationId === notificationId) created = e.data;
  }
  const item = state.status === 'active' ? state.items[notificationId] : undefined;
  if (!item || !created || !owesEmail(item) || !created.pii) return 'skipped';
  const account = await deps.account(userId);
  // An address the account does not hold is someone else's (decision 0062): nothing is sent to it.
  if (!account.active || !account.email || !account.emailHeld || !account.notifications) return 'skipped';
  if (!channelsFor(created.category, account.notifications).email) return 'skipped';
  const message = composeEmail({
    notificationId,
    to: account.email,
    username: account.username,
    category: created.category,
    title: created.pii.title,
    message: created.pii.message,
    link: typeof created.data.link === 'string' ? created.data.link : null,
    publicUrl: deps.config.PUBLIC_URL,
  });
  // Marked with its user: erasing them removes the kept copy even from an address they did not hold (decision 0062).
  const sent = await deps.email.send({ ...message, about: userId });
  await run(deps, userId, {}, () => ({
    type: 'RecordEmailed',
    notificationId,
    messageId: sent.messageId,
    adapter: deps.email.kind,
    now: nowIso(),
  }));
  return 'sent';
}
