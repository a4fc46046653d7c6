import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
// The ES build of the locale: 'antd/locale/en_US' is CommonJS and brings a second copy of antd's locale code.
import enUS from 'antd/es/locale/en_US';
import { theme } from '../lib/theme';
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
  return (
    <ConfigProvider theme={theme} locale={enUS}>
      <QueryClientProvider client={queryClient}>
        <LazyToastHost />
        {children}
      </QueryClientProvider>
    </ConfigProvider>
  );
}
