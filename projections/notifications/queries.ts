// The notifications view's reads. Title and message are sealed with the recipient's key (decision
// 0056): rows are opened with a FieldOpener for their users; a row whose key is gone reads ERASED_TEXT.
import type { Knex } from 'knex';
import { ERASED_TEXT, type FieldOpener, type ViewCipher } from '../../infra/crypto/view-cipher.js';
import type { NotificationListResponse, NotificationResponse } from '../../modules/notifications/index.js';
import { SEALED } from './projector.js';

export interface NotificationRow {
  id: string;
  user_id: number;
  type: NotificationResponse['type'];
  priority: NotificationResponse['priority'];
  title: string;
  message: string;
  data: NotificationResponse['data'] | string;
  scheduled_for: Date | null;
  created_at: Date;
  delivered_at: Date | null;
  seq: string | number;
  is_read: boolean;
}

const COLUMNS = [
  'id',
  'user_id',
  'type',
  'priority',
  'title',
  'message',
  'data',
  'scheduled_for',
  'created_at',
  'delivered_at',
  'seq',
  'is_read',
];
const iso = (d: Date | string) => new Date(d).toISOString();

export function toNotification(open: FieldOpener, r: NotificationRow): NotificationResponse {
  const userId = Number(r.user_id);
  return {
    id: r.id,
    type: r.type,
    title: open.open(userId, SEALED.title, r.title) ?? ERASED_TEXT,
    message: open.open(userId, SEALED.message, r.message) ?? ERASED_TEXT,
    data: typeof r.data === 'string' ? (JSON.parse(r.data) as NotificationResponse['data']) : r.data,
    priority: r.priority,
    isRead: r.is_read,
    scheduledFor: r.scheduled_for ? iso(r.scheduled_for) : null,
    createdAt: iso(r.created_at),
    deliveredAt: iso(r.delivered_at ?? r.created_at),
  };
}

/** Visible rows only: a scheduled notification has no `seq` until its time comes. */
const visible = (knex: Knex, userId: number) => knex('notifications_view').where({ user_id: userId }).whereNotNull('seq');

export async function unreadCount(knex: Knex, userId: number): Promise<number> {
  const [row] = await visible(knex, userId).andWhere({ is_read: false }).count<{ n: string | number }[]>({ n: '*' });
  return Number(row?.n ?? 0);
}

/** The newest visible notifications, the unread count, and the stream position they reach. */
export async function listNotifications(
  r: { knex: Knex; cipher: ViewCipher },
  userId: number,
  limit = 50,
): Promise<NotificationListResponse> {
  const { knex } = r;
  const [rows, unread, head, open] = await Promise.all([
    visible(knex, userId).orderBy('seq', 'desc').limit(limit).select<NotificationRow[]>(COLUMNS),
    unreadCount(knex, userId),
    visible(knex, userId).max<{ m: string | number | null }[]>({ m: 'seq' }),
    r.cipher.opener([userId]),
  ]);
  return { items: rows.map((row) => toNotification(open, row)), unreadCount: unread, cursor: String(head[0]?.m ?? 0) };
}

/** A user's rows that became visible after `afterSeq`, oldest first (a resumed stream's backlog). */
export async function userRowsAfter(knex: Knex, userId: number, afterSeq: bigint, limit = 200): Promise<NotificationRow[]> {
  return visible(knex, userId).andWhere('seq', '>', afterSeq.toString()).orderBy('seq').limit(limit).select<NotificationRow[]>(COLUMNS);
}

/** Everybody's rows after `afterSeq`, oldest first (the live hub's one query per tick). */
export async function rowsAfter(knex: Knex, afterSeq: bigint, limit = 500): Promise<NotificationRow[]> {
  return knex('notifications_view').where('seq', '>', afterSeq.toString()).orderBy('seq').limit(limit).select<NotificationRow[]>(COLUMNS);
}

export async function headSeq(knex: Knex): Promise<bigint> {
  const [row] = await knex('notifications_view').max<{ m: string | number | null }[]>({ m: 'seq' });
  return BigInt(row?.m ?? 0);
}
