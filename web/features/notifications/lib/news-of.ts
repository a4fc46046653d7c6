import type { QueryClient } from '@tanstack/react-query';
import type { NotificationKind } from '../../../../modules/notifications/contract';
import { invalidatePaths } from '../../../lib/live-updates';

/**
 * The API answers a notification is news about. Opening it reads them again, so the page its link
 * opens (History's escalations, Find My PI's inquiries, the dashboard's tabs) shows what it says
 * even when that page is already open or was read a moment before. Cases and documents have their
 * own live hints (`event: changed`).
 */
const NEWS_OF: Partial<Record<NotificationKind, readonly string[]>> = {
  'escalation-update': ['/api/escalations'],
  'escalation-new': ['/api/escalations'],
  'escalation-offered': ['/api/escalation-offers', '/api/escalations'],
  'inquiry-received': ['/api/pi-inquiries'],
  'inquiry-answered': ['/api/pi-inquiries'],
  'consultation-booked': ['/api/pi-inquiries'],
  'consultation-reminder': ['/api/pi-inquiries'],
  'consultation-cancelled': ['/api/pi-inquiries'],
};

export const newsOf = (kind: NotificationKind): readonly string[] => NEWS_OF[kind] ?? [];

/** Marks stale (and reads again, when shown) what a notification of `kind` is news about. */
export function refreshNewsOf(queryClient: QueryClient, kind: NotificationKind): Promise<void> {
  const paths = newsOf(kind);
  return paths.length === 0 ? Promise.resolve() : invalidatePaths(queryClient, paths);
}
