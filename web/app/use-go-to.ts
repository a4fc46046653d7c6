import { useCallback } from 'react';
import { useRouter } from '@tanstack/react-router';

/**
 * Follows a URL the server handed out: an in-app path (the test provider's return URL or its
 * billing portal) goes through the router; anything else (Stripe's portal) leaves the app.
 */
export function useGoTo(): (url: string) => void {
  const router = useRouter();
  return useCallback(
    (url: string) => {
      const target = new URL(url, window.location.origin);
      if (target.origin === window.location.origin) void router.navigate({ href: `${target.pathname}${target.search}${target.hash}` });
      // Only web addresses leave the app (never a javascript: or data: URL).
      else if (target.protocol === 'https:' || target.protocol === 'http:') window.location.assign(target.href);
    },
    [router],
  );
}
