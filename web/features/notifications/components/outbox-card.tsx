import { Button, Empty, Flex } from 'antd';
import { Card } from '../../../components/ui/card';
import { Typography } from '../../../components/ui/typography';
import { ReloadOutlined } from '@ant-design/icons';
import { monthDayYearTime } from '../../../lib/dates';
import './notifications.css';
import { LoadError, LoadingBlock } from '../../../components/query-state';
import { busy } from '../../../components/busy';
import { useOutbox } from '../api/get-outbox';

/**
 * The admin's view of the emails Casebook sent while no SMTP server is configured: what kind each
 * is, to whom (masked) and when — never the words, which are the recipient's (issue 29 M3).
 */
export function OutboxCard() {
  const query = useOutbox();
  return (
    <Card
      title={<h2 className="cb-card-title">Email Outbox</h2>}
      extra={
        <Button size="small" icon={<ReloadOutlined aria-hidden />} onClick={() => void query.refetch()} loading={busy(query.isFetching)}>
          Refresh
        </Button>
      }
    >
      {query.isPending ? (
        <LoadingBlock label="Loading the outbox" />
      ) : query.isError ? (
        <LoadError title="Failed to load the outbox" error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.adapter === 'smtp' ? (
        <Typography.Paragraph style={{ margin: 0 }}>
          Emails are sent through the configured SMTP server (SMTP_URL); no copy is kept here.
        </Typography.Paragraph>
      ) : (
        <Flex vertical gap={12}>
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            No SMTP server is configured (SMTP_URL), so each email is written to DATA_DIR/outbox as an .eml file instead of being sent.
            Addresses are masked and the words are not shown: they are the recipient&apos;s.
          </Typography.Paragraph>
          {query.data.emails.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No emails yet" />
          ) : (
            <ul className="cb-outbox-list">
              {query.data.emails.map((m) => (
                <li key={m.id}>
                  <Flex vertical>
                    <Typography.Text strong>{kindLabel(m.kind)}</Typography.Text>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      To {m.to} · {monthDayYearTime(new Date(m.date))} · written to the outbox
                    </Typography.Text>
                  </Flex>
                </li>
              ))}
            </ul>
          )}
        </Flex>
      )}
    </Card>
  );
}

/** A kind as a heading: 'email-verification' → 'Email verification'. */
function kindLabel(kind: string): string {
  const words = kind.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
