import { lazy, Suspense, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
// The ES build of the locale: 'antd/locale/en_US' is CommonJS and brings a second copy of antd's locale code.
import enUS from 'antd/es/locale/en_US';
import { theme } from '../lib/theme';
import { REDUCED_MOTION_MEDIA_QUERY, useMediaQuery } from '../lib/use-media-query';
import { subscribeToastDemand, toastDemanded } from '../lib/toast';

// antd's notification code is fetched with the first toast, not with the page (lib/toast.ts).
const ToastHost = lazy(() => import('../components/toast-host').then((m) => ({ default: m.ToastHost })));

function LazyToastHost() {
  const wanted = useSyncExternalStore(subscribeToastDemand, toastDemanded, toastDemanded);
  return wanted ? (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  ) : null;
}

/** Everything a screen needs around it; shared by the app and Storybook. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  // antd animates whatever the system says; a user who asked for less motion gets none.
  const reducedMotion = useMediaQuery(REDUCED_MOTION_MEDIA_QUERY);
  const appTheme = useMemo(() => (reducedMotion ? { ...theme, token: { ...theme.token, motion: false } } : theme), [reducedMotion]);
  return (
    <ConfigProvider theme={appTheme} locale={enUS}>
      <QueryClientProvider client={queryClient}>
        <LazyToastHost />
        {children}
      </QueryClientProvider>
    </ConfigProvider>
  );
}
