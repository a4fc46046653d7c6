import { describe, expect, it } from 'vitest';
import type { NotificationResponse } from '../../../../modules/notifications/contract';
import { withNotification, withRead } from './merge';

const n = (id: string, isRead = false): NotificationResponse => ({
  id,
  type: 'escalation-update',
  title: `Title ${id}`,
  message: 'Message',
  data: {},
  priority: 'medium',
  isRead,
  scheduledFor: null,
  createdAt: '2026-05-01T10:00:00.000Z',
  deliveredAt: '2026-05-01T10:00:00.000Z',
});

describe('notification cache updates', () => {
  it('puts a streamed notification first, once, with the stream’s count and cursor', () => {
    const list = { items: [n('a'), n('b')], unreadCount: 2, cursor: '5' };
    expect(withNotification(list, n('c'), 3, '6')).toEqual({ items: [n('c'), n('a'), n('b')], unreadCount: 3, cursor: '6' });
    expect(withNotification(list, n('a'), 2, '7').items.map((x) => x.id)).toEqual(['a', 'b']);
    expect(withNotification(undefined, n('a'), 1, '1')).toEqual({ items: [n('a')], unreadCount: 1, cursor: '1' });
  });

  it('marks one or all read', () => {
    const list = { items: [n('a'), n('b')], unreadCount: 2, cursor: '5' };
    expect(withRead(list, 1, ['a'])!.items.map((x) => x.isRead)).toEqual([true, false]);
    expect(withRead(list, 0)).toEqual({ items: [n('a', true), n('b', true)], unreadCount: 0, cursor: '5' });
    expect(withRead(undefined, 0)).toBeUndefined();
  });
});
