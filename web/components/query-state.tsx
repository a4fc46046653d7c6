import type { ReactNode } from 'react';
import { Button } from 'antd';
import { Alert } from './ui/alert';
import { Skeleton } from './ui/skeleton';
import { errorMessage } from '../lib/api-client';

/** The loading skeleton every data card shows while its query runs. */
export function LoadingBlock({ label, rows = 4 }: { label: string; rows?: number }) {
  return (
    <div role="status" aria-live="polite" aria-busy="true">
      <span className="cb-visually-hidden">{label}</span>
      <Skeleton active title={false} paragraph={{ rows }} />
    </div>
  );
}

/** A failed load: what failed, the server's words, and a way to try again. */
export function LoadError({ title, error, onRetry }: { title: string; error: unknown; onRetry?: () => void }): ReactNode {
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      description={errorMessage(error)}
      action={
        onRetry && (
          <Button size="small" onClick={onRetry}>
            Try again
          </Button>
        )
      }
    />
  );
}
