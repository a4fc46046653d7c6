import { Button, Empty, Flex } from 'antd';
import { Typography } from '../../../components/ui/typography';
import { formatDistance } from 'date-fns';
import type { NotificationResponse } from '../../../../modules/notifications/contract';
import { busy } from '../../../components/busy';
import { LoadingBlock } from '../../../components/query-state';
import { PriorityTag } from './priority-tag';
import './notifications.css';

export interface NotificationListProps {
  items: NotificationResponse[];
  unreadCount: number;
  loading?: boolean;
  error?: string | undefined;
  /** False while the live stream is down (the list is polled). */
  live?: boolean;
  onOpen: (notification: NotificationResponse) => void;
  onMarkRead: (id: string) => void;
  onMarkAllRead: () => void;
  markingAll?: boolean;
  /** "now" for relative times (stories pass a fixed one). */
  now?: Date;
}

/** The bell's list: newest first, unread marked, each with its priority; mark one or all read. */
export function NotificationList({
  items,
  unreadCount,
  loading = false,
  error,
  live = true,
  onOpen,
  onMarkRead,
  onMarkAllRead,
  markingAll = false,
  now,
}: NotificationListProps) {
  return (
    <section className="cb-notifications" aria-labelledby="cb-notifications-title">
      <Flex justify="space-between" align="center" className="cb-notifications-header">
        <h2 id="cb-notifications-title" className="cb-notifications-title">
          Notifications
        </h2>
        <Button size="small" type="link" onClick={onMarkAllRead} disabled={unreadCount === 0} loading={busy(markingAll)}>
          Mark all read
        </Button>
      </Flex>
      {!live && !error && (
        <Typography.Text type="secondary" className="cb-notifications-note">
          Live updates paused; checking every 30 seconds.
        </Typography.Text>
      )}
      {loading ? (
        <LoadingBlock label="Loading notifications" rows={3} />
      ) : error ? (
        <Typography.Text type="danger" role="alert" className="cb-notifications-note">
          {error}
        </Typography.Text>
      ) : items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No notifications yet" />
      ) : (
        <ul className="cb-notification-items" aria-label="Notifications">
          {items.map((n) => (
            <li key={n.id} className={`cb-notification${n.isRead ? '' : ' cb-notification--unread'}`}>
              <button type="button" className="cb-notification-open" onClick={() => onOpen(n)}>
                <span className="cb-notification-top">
                  {!n.isRead && <span className="cb-unread-dot" aria-label="Unread" role="img" />}
                  <span className="cb-notification-title">{n.title}</span>
                </span>
                <span className="cb-notification-message">{n.message}</span>
              </button>
              <Flex justify="space-between" align="center" gap={8} className="cb-notification-meta">
                <Flex gap={8} align="center" wrap>
                  <PriorityTag priority={n.priority} />
                  <time dateTime={n.deliveredAt} className="cb-notification-time">
                    {formatDistance(new Date(n.deliveredAt), now ?? new Date(), { addSuffix: true })}
                  </time>
                </Flex>
                {!n.isRead && (
                  <Button size="small" type="text" onClick={() => onMarkRead(n.id)} aria-label={`Mark read: ${n.title}`}>
                    Mark read
                  </Button>
                )}
              </Flex>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
