import type { NotificationListResponse, NotificationResponse } from '../../../../modules/notifications/contract';

/** Newest first, at most this many in the cache (the server lists 50). */
const KEEP = 50;

/** Adds a notification from the live stream to the cached list (a repeat replaces its copy). */
export function withNotification(
  list: NotificationListResponse | undefined,
  notification: NotificationResponse,
  unreadCount: number,
  cursor: string,
): NotificationListResponse {
  const items = [notification, ...(list?.items ?? []).filter((n) => n.id !== notification.id)].slice(0, KEEP);
  return { items, unreadCount, cursor };
}

/** The list after marking `ids` read (all when omitted), with the server's new unread count. */
export function withRead(
  list: NotificationListResponse | undefined,
  unreadCount: number,
  ids?: readonly string[],
): NotificationListResponse | undefined {
  if (!list) return list;
  const marked = ids ? new Set(ids) : undefined;
  return {
    ...list,
    unreadCount,
    items: list.items.map((n) => (!marked || marked.has(n.id) ? { ...n, isRead: true } : n)),
  };
}
