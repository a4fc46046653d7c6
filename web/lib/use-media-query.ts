import { useCallback, useSyncExternalStore } from 'react';

/** The mobile layout below this width (SPEC.md §2: "below ~768 px"). */
export const MOBILE_MEDIA_QUERY = '(max-width: 767.98px)';

/** The user asked the system for less motion (WCAG 2.3.3): antd's dialogs, drawers and toasts appear without animating. */
export const REDUCED_MOTION_MEDIA_QUERY = '(prefers-reduced-motion: reduce)';

/** Whether a CSS media query matches, read synchronously so the first paint is right. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query).matches : false),
    () => false,
  );
}
