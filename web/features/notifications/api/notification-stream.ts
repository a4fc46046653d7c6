// The live stream of new notifications (GET /api/notifications/stream, Server-Sent Events). The
// browser's EventSource reconnects by itself and sends the last id back (Last-Event-ID), so
// nothing is missed; while it is down the list is polled, and a stream the server closed for good
// is opened again after a growing pause. The same stream carries live hints (`event: changed`):
// other answers of the user's changed (a case's or a document's status), read again at once.
import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { liveChangedEvent, notificationStreamEvent } from '../../../../modules/notifications/contract';
import { invalidatePaths, setLiveUpdates } from '../../../lib/live-updates';
import { withNotification } from '../lib/merge';
import { getNotificationsQueryOptions, NOTIFICATIONS_URL } from './get-notifications';

export const STREAM_URL = `${NOTIFICATIONS_URL}/stream`;
const RETRY_MIN_MS = 5_000;
const RETRY_MAX_MS = 60_000;

/** Opens the stream once the list has given a cursor; answers false while it is down. */
export function useNotificationStream({ enabled = true }: { enabled?: boolean } = {}): { live: boolean } {
  const queryClient = useQueryClient();
  const [down, setDown] = useState(false);
  // Bumped to open a fresh stream after the server closed one.
  const [generation, setGeneration] = useState(0);
  const failures = useRef(0);
  const queryKey = getNotificationsQueryOptions().queryKey;
  const cursor = queryClient.getQueryData(queryKey)?.cursor;
  const hasCursor = cursor !== undefined;

  useEffect(() => {
    if (!enabled || !hasCursor || typeof EventSource === 'undefined') return;
    const from = queryClient.getQueryData(queryKey)?.cursor ?? '0';
    const source = new EventSource(`${STREAM_URL}?lastEventId=${encodeURIComponent(from)}`, { withCredentials: true });
    let retry: ReturnType<typeof setTimeout> | undefined;
    source.addEventListener('open', () => {
      failures.current = 0;
      setDown(false);
      setLiveUpdates(true);
    });
    source.addEventListener('changed', (event) => {
      const parsed = liveChangedEvent.safeParse(JSON.parse((event as MessageEvent<string>).data));
      if (parsed.success) void invalidatePaths(queryClient, parsed.data.paths);
    });
    source.addEventListener('notification', (event) => {
      const parsed = notificationStreamEvent.safeParse(JSON.parse((event as MessageEvent<string>).data));
      if (!parsed.success) return;
      const { notification, unreadCount } = parsed.data;
      queryClient.setQueryData(queryKey, (list) => withNotification(list, notification, unreadCount, (event as MessageEvent).lastEventId));
    });
    source.addEventListener('error', () => {
      setDown(true);
      setLiveUpdates(false);
      // CONNECTING: the browser is already trying again. CLOSED: it gave up (e.g. a 401 or a
      // proxy's error page): try a fresh stream later; the list is polled meanwhile.
      if (source.readyState === EventSource.CLOSED) {
        const wait = Math.min(RETRY_MAX_MS, RETRY_MIN_MS * 2 ** failures.current);
        failures.current += 1;
        retry = setTimeout(() => setGeneration((g) => g + 1), wait);
      }
    });
    return () => {
      if (retry) clearTimeout(retry);
      setLiveUpdates(false);
      source.close();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the cursor is read when the stream opens; a new list does not reopen it
  }, [enabled, hasCursor, generation, queryClient]);

  return { live: !down };
}
