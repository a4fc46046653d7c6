import { lazy, Suspense, useState } from 'react';
import { useRouter } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { NotificationResponse } from '../../../../modules/notifications/contract';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { useNotifications } from '../api/get-notifications';
import { useNotificationStream } from '../api/notification-stream';
import { NotificationBell } from './notification-bell';

// The list (Empty, Tag, a Skeleton, date-fns) comes with the popover: fetched when the bell is
// pointed at, touched or focused (docs/decisions/0014-web-bundle.md, "Fourth round").
const loadList = () => import('./notification-list');
// What an opened notification is news about: needed only once one is opened, so it loads with the list.
const loadNews = () => import('../lib/news-of');
const NotificationList = lazy(() => loadList().then((m) => ({ default: m.NotificationList })));

/** The signed-in user's notifications: the bell, the list, live updates (polling when they drop). */
export function NotificationCenter({ live: liveEnabled = true }: { live?: boolean }) {
  const [open, setOpen] = useState(false);
  const { live } = useNotificationStream({ enabled: liveEnabled });
  const list = useNotifications({ poll: !live });
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const router = useRouter();
  const queryClient = useQueryClient();

  const failed = (error: unknown) => toast({ variant: 'error', title: 'Error', description: errorMessage(error) });
  const openOne = (n: NotificationResponse) => {
    if (!n.isRead) markRead.mutate(n.id, { onError: failed });
    setOpen(false);
    // Its page shows what it says, even if that page is open or was read a moment ago.
    void loadNews().then(({ refreshNewsOf }) => refreshNewsOf(queryClient, n.type));
    if (typeof n.data.link === 'string' && n.data.link.startsWith('/')) void router.navigate({ href: n.data.link });
  };

  return (
    <NotificationBell
      unreadCount={list.data?.unreadCount ?? 0}
      open={open}
      onOpenChange={setOpen}
      onIntent={() => void Promise.all([loadList(), loadNews()])}
    >
      <Suspense fallback={<ListLoading />}>
        <NotificationList
          items={list.data?.items ?? []}
          unreadCount={list.data?.unreadCount ?? 0}
          loading={list.isPending}
          error={list.isError && !list.data ? 'Notifications could not be loaded.' : undefined}
          live={live || !liveEnabled}
          onOpen={openOne}
          onMarkRead={(id) => markRead.mutate(id, { onError: failed })}
          onMarkAllRead={() => markAll.mutate(undefined, { onError: failed })}
          markingAll={markAll.isPending}
        />
      </Suspense>
    </NotificationBell>
  );
}

/** While the list's code loads (the moment after a first click that came without pointing or focus). */
function ListLoading() {
  return (
    <div role="status" style={{ padding: 8 }}>
      Loading notifications…
    </div>
  );
}
