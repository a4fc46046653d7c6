import type { ReactNode } from 'react';
import { Card } from './ui/card';
import { Typography } from './ui/typography';
import { ProBadge } from './pro-badge';

export interface PlaceholderPageProps {
  title: string;
  /** A plain sentence saying what will be on this page and in which release. */
  description: string;
  pro?: boolean;
  children?: ReactNode;
}

/** A page that exists and is routed, whose feature arrives in a later release. No fake data. */
export function PlaceholderPage({ title, description, pro = false, children }: PlaceholderPageProps) {
  return (
    <div className="cb-page">
      <div className="cb-page-header">
        <Typography.Title level={1} style={{ fontSize: 26 }}>
          {title}
        </Typography.Title>
        {pro && <ProBadge />}
      </div>
      <Card>
        <Typography.Paragraph style={{ marginBottom: 0 }}>{description}</Typography.Paragraph>
        {children}
      </Card>
    </div>
  );
}
