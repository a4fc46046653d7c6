import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NotificationBell } from './notification-bell';

describe('NotificationBell', () => {
  it('writes a two-digit unread count as 9+ (it fits beside the bell) and keeps the exact count in its name', () => {
    const { container } = render(
      <NotificationBell unreadCount={12} open={false} onOpenChange={vi.fn()}>
        <p>list</p>
      </NotificationBell>,
    );
    expect(container.querySelector('.ant-badge-count')?.textContent).toBe('9+');
    expect(screen.getByRole('button', { name: 'Notifications, 12 unread' })).toBeTruthy();
  });

  it('writes a one-digit count as it is', () => {
    const { container } = render(
      <NotificationBell unreadCount={7} open={false} onOpenChange={vi.fn()}>
        <p>list</p>
      </NotificationBell>,
    );
    expect(container.querySelector('.ant-badge-count')?.textContent).toBe('7');
  });
});
