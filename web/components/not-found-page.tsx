import { Link } from '@tanstack/react-router';
import { Card } from './ui/card';
import { Typography } from './ui/typography';
import { WarningOutlined } from '@ant-design/icons';
import { pageTitle } from '../lib/page-title';

/**
 * Any path the router does not know (SPEC.md §2). `standalone` renders its own main landmark;
 * inside the signed-in layout (which has one) it renders a plain block.
 */
export function NotFoundPage({ standalone = true }: { standalone?: boolean }) {
  const Container = standalone ? 'main' : 'div';
  return (
    <Container className="cb-center">
      {/* No route matched, so no route gives the tab its title: React puts this one in <head>. */}
      <title>{pageTitle('Page not found')}</title>
      <Card className="cb-message-card">
        <WarningOutlined aria-hidden style={{ fontSize: 40, color: '#b42318' }} />
        <Typography.Title level={1} style={{ fontSize: 24, marginTop: 12 }}>
          404 Page Not Found
        </Typography.Title>
        <Typography.Paragraph>Did you forget to add the page to the router?</Typography.Paragraph>
        <Link to="/">Go to the home page</Link>
      </Card>
    </Container>
  );
}
