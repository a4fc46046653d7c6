import { useEffect } from 'react';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { Button, Space } from 'antd';
import { Card } from './ui/card';
import { Typography } from './ui/typography';
import { ExclamationCircleOutlined, HomeOutlined, ReloadOutlined } from '@ant-design/icons';

export interface ErrorPageProps {
  error: unknown;
  /** Defaults to reloading the current page. */
  onReload?: () => void;
  /** Defaults to a full load of the site root, so a broken app state is left behind. */
  onGoHome?: () => void;
  /** Renders its own main landmark; false inside the signed-in layout, which has one. */
  standalone?: boolean;
}

/** The global error screen (SPEC.md §2): shown when rendering or loading a page fails. */
export function ErrorPage({ error, onReload, onGoHome, standalone = true }: ErrorPageProps) {
  const Container = standalone ? 'main' : 'div';
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <Container className="cb-center">
      <Card className="cb-message-card">
        <ExclamationCircleOutlined aria-hidden style={{ fontSize: 40, color: '#b42318' }} />
        <Typography.Title level={1} style={{ fontSize: 24, marginTop: 12 }}>
          Something went wrong
        </Typography.Title>
        <Typography.Paragraph>
          We apologize for the inconvenience. An unexpected error occurred while loading this page.
        </Typography.Paragraph>
        <Space wrap style={{ justifyContent: 'center' }}>
          <Button type="primary" icon={<ReloadOutlined aria-hidden />} onClick={onReload ?? (() => window.location.reload())}>
            Reload Page
          </Button>
          <Button icon={<HomeOutlined aria-hidden />} onClick={onGoHome ?? (() => window.location.assign('/'))}>
            Go Home
          </Button>
        </Space>
      </Card>
    </Container>
  );
}

/** The router's error component for routes outside the signed-in layout (and the layout itself). */
export function RootErrorPage({ error }: ErrorComponentProps) {
  return <ErrorPage error={error} />;
}

/** The router's error component for pages inside the signed-in layout. */
export function RouteErrorPage({ error }: ErrorComponentProps) {
  return <ErrorPage error={error} standalone={false} />;
}
