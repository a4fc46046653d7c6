import { useEffect } from 'react';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { Button, Card, Space, Typography } from 'antd';
import { ExclamationCircleOutlined, HomeOutlined, ReloadOutlined } from '@ant-design/icons';

export interface ErrorPageProps {
  error: unknown;
  /** Defaults to reloading the current page. */
  onReload?: () => void;
  /** Defaults to a full load of the site root, so a broken app state is left behind. */
  onGoHome?: () => void;
}

/** The global error screen (SPEC.md §2): shown when rendering or loading a page fails. */
export function ErrorPage({ error, onReload, onGoHome }: ErrorPageProps) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <main className="cb-center">
      <Card className="cb-message-card">
        <ExclamationCircleOutlined aria-hidden style={{ fontSize: 40, color: '#b42318' }} />
        <Typography.Title level={1} style={{ fontSize: 24, marginTop: 12 }}>
          Something went wrong
        </Typography.Title>
        <Typography.Paragraph>
          We apologize for the inconvenience. An unexpected error occurred while loading this page.
        </Typography.Paragraph>
        <Space wrap style={{ justifyContent: 'center' }}>
          <Button type="primary" icon={<ReloadOutlined />} onClick={onReload ?? (() => window.location.reload())}>
            Reload Page
          </Button>
          <Button icon={<HomeOutlined />} onClick={onGoHome ?? (() => window.location.assign('/'))}>
            Go Home
          </Button>
        </Space>
      </Card>
    </main>
  );
}

/** The router's error component. */
export function RouteErrorPage({ error }: ErrorComponentProps) {
  return <ErrorPage error={error} />;
}
