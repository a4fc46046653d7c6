import { useEffect } from 'react';
import { Button, notification } from 'antd';
import { registerToastApi, TOAST_HOTKEY, TOAST_SWIPE_PX, toastConfig } from '../lib/toast';

const NOTICE = '.ant-notification-notice';

/** The toast on screen (one at a time, SPEC.md §9), if any. */
const visibleNotice = () => [...document.querySelectorAll<HTMLElement>(NOTICE)].at(-1) ?? null;

/**
 * Mounts the toast outlet inside the antd ConfigProvider so toasts use the app's theme, with SPEC
 * §9's hotkey (F8 moves focus to the toast, so a keyboard user can reach its action and its close
 * button) and its swipe (a toast dragged 50 px to the right is dismissed, as on a phone).
 */
export function ToastHost() {
  const [api, contextHolder] = notification.useNotification(toastConfig);
  useEffect(() => registerToastApi(api, Button), [api]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== TOAST_HOTKEY || event.altKey || event.ctrlKey || event.metaKey) return;
      const notice = visibleNotice();
      if (!notice) return;
      event.preventDefault();
      if (!notice.hasAttribute('tabindex')) notice.setAttribute('tabindex', '-1');
      notice.focus();
    };
    let drag: { notice: HTMLElement; x: number } | null = null;
    const onDown = (event: PointerEvent) => {
      const notice = (event.target as Element | null)?.closest?.<HTMLElement>(NOTICE);
      drag = notice ? { notice, x: event.clientX } : null;
    };
    const onMove = (event: PointerEvent) => {
      if (!drag) return;
      const dx = Math.max(0, event.clientX - drag.x);
      drag.notice.style.transform = dx ? `translateX(${dx}px)` : '';
    };
    const onUp = (event: PointerEvent) => {
      if (!drag) return;
      const { notice, x } = drag;
      drag = null;
      notice.style.transform = '';
      if (event.clientX - x >= TOAST_SWIPE_PX) notice.querySelector<HTMLElement>('.ant-notification-notice-close')?.click();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onDown);
    document.addEventListener('pointermove', onMove);
    document.addEventListener('pointerup', onUp);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onDown);
      document.removeEventListener('pointermove', onMove);
      document.removeEventListener('pointerup', onUp);
    };
  }, []);

  return contextHolder;
}
