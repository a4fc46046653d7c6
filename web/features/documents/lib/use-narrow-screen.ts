import { useSyncExternalStore } from 'react';

/** Below antd's `md` breakpoint (768 px): the documents list shows rows, not a table. */
export const NARROW_QUERY = '(max-width: 767.98px)';

const subscribe = (onChange: () => void) => {
  const list = window.matchMedia(NARROW_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
};

/** Whether the screen is phone-narrow, following the window as it is resized or turned. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(NARROW_QUERY).matches,
    () => false,
  );
}
