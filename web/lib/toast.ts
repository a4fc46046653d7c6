// Toasts (SPEC.md §9): one at a time, visible 5000 ms by default. Callers say what happened;
// this module decides how it looks. `ToastHost` (web/components) registers the in-tree
// notification API so toasts pick up the app's theme. The host (antd's notification code) is a
// chunk of its own that the app loads when the first toast is asked for (docs/decisions/
// 0014-web-bundle.md): a toast asked for before the host is registered waits and shows when it is.
import { createElement, type ComponentType, type ReactNode } from 'react';
import type { ButtonProps, notification } from 'antd';

type NotificationInstance = ReturnType<typeof notification.useNotification>[0];

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
/** SPEC.md §9: the key that moves focus to the toast (its viewport hotkey). */
export const TOAST_HOTKEY = 'F8';
/** SPEC.md §9: a toast dragged this far to the right is dismissed. */
export const TOAST_SWIPE_PX = 50;

/**
 * Passed to antd's notification (its duration is in seconds). Top right, below a page's one-line
 * header, so a toast never covers the header's own actions (Chat's Clear and Escalate); a phone
 * shows it as a compact banner at the very top instead (styles.css).
 */
export const toastConfig = {
  maxCount: TOAST_LIMIT,
  duration: TOAST_DURATION_MS / 1000,
  placement: 'topRight',
  top: 80,
} as const;

let hostApi: NotificationInstance | null = null;
/** The button a toast's action renders with: the host's (antd's Button, which stays out of the entry). */
type ActionButton = ComponentType<Pick<ButtonProps, 'type' | 'size' | 'onClick'> & { children?: ReactNode }>;
let actionButton: ActionButton | null = null;
/** Toasts asked for while no host is registered (the host's chunk is still loading). */
let pending: ToastOptions[] = [];

/** Whether a toast has been asked for yet: until then the app does not load the host. */
let demanded = false;
const demandListeners = new Set<() => void>();

/** For useSyncExternalStore: calls `listener` when the first toast is asked for. */
export function subscribeToastDemand(listener: () => void): () => void {
  demandListeners.add(listener);
  return () => demandListeners.delete(listener);
}

export function toastDemanded(): boolean {
  return demanded;
}

/**
 * Called by ToastHost with antd's notification API and Button; shows the toasts that waited for it
 * and answers the function that unregisters it.
 */
export function registerToastApi(api: NotificationInstance, button: ActionButton): () => void {
  hostApi = api;
  actionButton = button;
  const waiting = pending;
  pending = [];
  for (const options of waiting) show(api, button, options);
  return () => {
    if (hostApi === api) {
      hostApi = null;
      actionButton = null;
    }
  };
}

export type ToastVariant = 'success' | 'error' | 'info' | 'warning';

export interface ToastOptions {
  title: string;
  description?: string | undefined;
  variant?: ToastVariant;
  /** Milliseconds; defaults to TOAST_DURATION_MS. */
  durationMs?: number;
  /** A button in the toast (it closes the toast too), e.g. the way to the page that fixes the problem. */
  action?: { label: string; onClick: () => void };
}

let toastKeys = 0;

export function toast(options: ToastOptions): void {
  if (hostApi && actionButton) {
    show(hostApi, actionButton, options);
    return;
  }
  // One at a time (TOAST_LIMIT): only the latest waiting toast would stay visible anyway.
  pending = [options];
  if (!demanded) {
    demanded = true;
    for (const listener of [...demandListeners]) listener();
  }
}

function show(
  api: NotificationInstance,
  button: ActionButton,
  { title, description, variant = 'info', durationMs = TOAST_DURATION_MS, action }: ToastOptions,
): void {
  const key = `cb-toast-${++toastKeys}`;
  api[variant]({
    key,
    title,
    description,
    duration: durationMs / 1000,
    role: variant === 'error' ? 'alert' : 'status',
    actions: action
      ? createElement(
          button,
          {
            type: 'primary',
            size: 'small',
            onClick: () => {
              api.destroy(key);
              action.onClick();
            },
          },
          action.label,
        )
      : undefined,
  });
}

/** Closes every toast (used when the user signs out). */
export function dismissToasts(): void {
  pending = [];
  hostApi?.destroy();
}
