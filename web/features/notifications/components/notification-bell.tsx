import type { ReactNode } from 'react';
import { Badge, Button, Popover } from 'antd';
import { BellOutlined } from '@ant-design/icons';

export interface NotificationBellProps {
  unreadCount: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The list shown when open. */
  children: ReactNode;
}

/** The bell in the app shell: the unread count on it, the list in a popover. */
export function NotificationBell({ unreadCount, open, onOpenChange, children }: NotificationBellProps) {
  const label = unreadCount === 0 ? 'Notifications' : `Notifications, ${unreadCount} unread`;
  return (
    <Popover
      open={open}
      onOpenChange={onOpenChange}
      trigger="click"
      placement="bottomRight"
      arrow={false}
      content={children}
      styles={{ container: { padding: 8 } }}
    >
      <Badge count={unreadCount} size="small" overflowCount={99} className="cb-bell" offset={[-4, 4]}>
        <Button type="text" shape="circle" icon={<BellOutlined aria-hidden />} aria-label={label} aria-haspopup="dialog" aria-expanded={open} />
      </Badge>
    </Popover>
  );
}
