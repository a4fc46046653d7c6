import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import { ToastHost } from '../components/toast-host';
import { theme } from '../lib/theme';

/** Everything a screen needs around it; shared by the app and Storybook. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <ConfigProvider theme={theme} locale={enUS}>
      <QueryClientProvider client={queryClient}>
        <ToastHost />
        {children}
      </QueryClientProvider>
    </ConfigProvider>
  );
}
