import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Button } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { Badge } from '../../../components/ui/badge';

// The popover (antd Popover, Tooltip and their trigger) comes with the first opening, fetched as
// soon as the bell is pointed at, touched or focused: every signed-in page shows the bell, few
// open it (docs/decisions/0014-web-bundle.md, "Fourth round").
const loadPopover = () => import('antd/es/popover');
const Popover = lazy(loadPopover);

export interface NotificationBellProps {
  unreadCount: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called when the bell is about to be used (pointed at, touched, focused): fetch what opening needs. */
  onIntent?: () => void;
  /** The list shown when open. */
  children: ReactNode;
}

/** The largest unread count the badge writes out. */
export const BELL_MAX_SHOWN = 9;

/** The bell in the app shell: the unread count on it, the list in a popover. */
export function NotificationBell({ unreadCount, open, onOpenChange, onIntent, children }: NotificationBellProps) {
  // The popover is rendered from the first opening on (so it can animate its closing).
  const [opened, setOpened] = useState(open);
  const label = unreadCount === 0 ? 'Notifications' : `Notifications, ${unreadCount} unread`;
  const intent = () => {
    void loadPopover();
    onIntent?.();
  };
  const bell = (firstOpen?: () => void) => (
    // Past nine the badge says '9+' (one digit and a plus fit beside the bell in the sidebar;
    // issue 31, edge 7); the exact count is in the button's name.
    <Badge count={unreadCount} size="small" overflowCount={BELL_MAX_SHOWN} className="cb-bell" offset={[-4, 4]}>
      <Button
        type="text"
        shape="circle"
        icon={<BellOutlined aria-hidden />}
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={intent}
        onTouchStart={intent}
        onFocus={intent}
        onClick={firstOpen}
      />
    </Badge>
  );
  if (!opened) {
    return bell(() => {
      setOpened(true);
      onOpenChange(true);
    });
  }
  return (
    <Suspense fallback={bell()}>
      <Popover
        open={open}
        onOpenChange={onOpenChange}
        trigger="click"
        placement="bottomRight"
        arrow={false}
        content={children}
        styles={{ container: { padding: 8 } }}
      >
        {bell()}
      </Popover>
    </Suspense>
  );
}
