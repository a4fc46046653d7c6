// A conversation's actions in the side panel: a small menu button (WAI-ARIA menu button pattern)
// rather than antd's Dropdown, which brings rc-menu and the popup trigger (tens of KiB) to the
// chat's first page for a menu few open.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from 'antd';
import { MoreOutlined } from '@ant-design/icons';

export interface MenuAction {
  key: string;
  label: string;
  /** A link (a download); else `onSelect` runs. */
  href?: string;
  download?: boolean;
  onSelect?: () => void;
  danger?: boolean;
}

/** Below this many pixels under the button the menu opens upwards. */
const ROOM_BELOW = 200;

export function ConversationMenu({ label, actions }: { label: string; actions: MenuAction[] }) {
  const [open, setOpen] = useState(false);
  const [upwards, setUpwards] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  const menuId = useId();

  const items = () => [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
  const focusItem = (index: number) => {
    const all = items();
    all[(index + all.length) % all.length]?.focus();
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };
  const show = (first: 'first' | 'last') => {
    const rect = button.current?.getBoundingClientRect();
    setUpwards(rect !== undefined && window.innerHeight - rect.bottom < ROOM_BELOW && rect.top > ROOM_BELOW);
    setOpen(true);
    requestAnimationFrame(() => focusItem(first === 'first' ? 0 : -1));
  };

  // A press anywhere else closes it.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const all = items();
    const at = all.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'ArrowDown') focusItem(at + 1);
    else if (event.key === 'ArrowUp') focusItem(at - 1);
    else if (event.key === 'Home') focusItem(0);
    else if (event.key === 'End') focusItem(-1);
    else if (event.key === 'Escape') close(true);
    else if (event.key === 'Tab') {
      setOpen(false);
      return;
    } else return;
    event.preventDefault();
    // Esc here is the menu's: the chat must not also stop a reply with it.
    event.stopPropagation();
  };

  const choose = (action: MenuAction) => {
    close(action.href !== undefined);
    action.onSelect?.();
  };

  return (
    <div className="cb-conv-menu" ref={wrapper}>
      <Button
        ref={button}
        type="text"
        size="small"
        icon={<MoreOutlined aria-hidden />}
        aria-label={label}
        title={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : show('first'))}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            show(event.key === 'ArrowDown' ? 'first' : 'last');
          }
        }}
      />
      {open && (
        <ul
          ref={menu}
          id={menuId}
          role="menu"
          aria-label={label}
          className={upwards ? 'cb-conv-menu-list cb-conv-menu-list--up' : 'cb-conv-menu-list'}
          onKeyDown={onMenuKeyDown}
        >
          {actions.map((action) => (
            <li key={action.key} role="none">
              {action.href !== undefined ? (
                <a
                  role="menuitem"
                  tabIndex={-1}
                  href={action.href}
                  download={action.download ? '' : undefined}
                  className="cb-conv-menu-item"
                  onClick={() => choose(action)}
                >
                  {action.label}
                </a>
              ) : (
                <button
                  type="button"
                  role="menuitem"
                  tabIndex={-1}
                  className={action.danger ? 'cb-conv-menu-item cb-conv-menu-item--danger' : 'cb-conv-menu-item'}
                  onClick={() => choose(action)}
                >
                  {action.label}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
