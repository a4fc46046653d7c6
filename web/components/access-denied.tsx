import { Link } from '@tanstack/react-router';
import { Card } from './ui/card';
import { Typography } from './ui/typography';
import { LockOutlined } from '@ant-design/icons';

export interface AccessDeniedProps {
  /** The heading; SPEC.md words it per page. */
  title?: string;
  description?: string;
  /** Show the 'Return to Home' link. */
  homeLink?: boolean;
}

/** What a signed-in user sees on a page their role does not open. The server enforces it too. */
export function AccessDenied({ title = 'Access Denied', description, homeLink = false }: AccessDeniedProps) {
  return (
    <div className="cb-page" style={{ display: 'flex', justifyContent: 'center', paddingTop: 64 }}>
      <Card className="cb-message-card">
        <LockOutlined aria-hidden style={{ fontSize: 36, color: '#b42318' }} />
        <Typography.Title level={1} style={{ fontSize: 22, marginTop: 12 }}>
          {title}
        </Typography.Title>
        {description && <Typography.Paragraph>{description}</Typography.Paragraph>}
        {homeLink && <Link to="/">Return to Home</Link>}
      </Card>
    </div>
  );
}
