// Notifications for the stories: made up for display only.
import type { NotificationListResponse, NotificationResponse } from '../../../../modules/notifications/contract';

export const STORY_NOW = new Date('2026-05-01T12:00:00.000Z');

export const escalationTaken: NotificationResponse = {
  id: '6f1c2d3e-0000-4000-8000-000000000001',
  type: 'escalation-update',
  title: 'An investigator took your escalation INV-2026-48213',
  message: 'Your escalation INV-2026-48213 is now In Progress: an investigator is working on it.',
  data: { escalationId: 3, caseId: 'INV-2026-48213', status: 'in-progress', link: '/history?tab=escalations' },
  priority: 'medium',
  isRead: false,
  scheduledFor: null,
  createdAt: '2026-05-01T11:50:00.000Z',
  deliveredAt: '2026-05-01T11:50:00.000Z',
};

export const analysisReady: NotificationResponse = {
  id: '6f1c2d3e-0000-4000-8000-000000000002',
  type: 'analysis-completed',
  title: 'Your case analysis is ready',
  message: 'The AI mock-jury analysis of “State v. Dana Whitfield” is complete: 62% estimated probability of success.',
  data: { caseId: 42, link: '/case-detail/42' },
  priority: 'high',
  isRead: false,
  scheduledFor: null,
  createdAt: '2026-05-01T09:00:00.000Z',
  deliveredAt: '2026-05-01T09:00:00.000Z',
};

export const premiumActive: NotificationResponse = {
  id: '6f1c2d3e-0000-4000-8000-000000000003',
  type: 'subscription-alert',
  title: 'Premium is active',
  message: 'Your Premium subscription is active: unlimited AI assistance and human investigator escalations.',
  data: { link: '/subscription' },
  priority: 'low',
  isRead: true,
  scheduledFor: null,
  createdAt: '2026-04-28T08:00:00.000Z',
  deliveredAt: '2026-04-28T08:00:00.000Z',
};

export const notificationList: NotificationListResponse = {
  items: [escalationTaken, analysisReady, premiumActive],
  unreadCount: 2,
  cursor: '17',
};
