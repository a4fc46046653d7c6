import { lazy, Suspense } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Empty } from '../../../components/ui/empty';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { Typography } from '../../../components/ui/typography';
import { Tag } from '../../../components/ui/tag';
import type { InquiryRow } from '../../../../modules/directory/contract';
import { errorMessage } from '../../../lib/api-client';
import { useUser } from '../../../lib/session';
import { useInquiries } from '../api/directory-api';
import type { ConsultationPanelProps } from './consultation';

/** The consultation (and its date picker) loads after the list shows (on-demand.ts). */
const ConsultationPanel = lazy(() => import('./on-demand').then((m) => ({ default: m.ConsultationPanel })));

export const STATUS_LABELS: Record<InquiryRow['status'], { label: string; color: string }> = {
  pending: { label: 'Pending', color: '#8a5a00' },
  answered: { label: 'Answered', color: '#237804' },
};

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** One inquiry with its status, the investigator's answer once given, and its consultation. */
export function InquiryItem({
  inquiry,
  counterpart,
  party = null,
}: {
  inquiry: InquiryRow;
  counterpart: string;
  party?: ConsultationPanelProps['party'];
}) {
  const status = STATUS_LABELS[inquiry.status];
  return (
    <Card size="small" className="cb-inquiry" role="article" aria-label={`${inquiry.investigationType} — ${counterpart}`}>
      <div className="cb-inquiry-head">
        <Typography.Text strong>
          {inquiry.investigationType} · {counterpart}
        </Typography.Text>
        <Tag color={status.color}>{status.label}</Tag>
      </div>
      <Typography.Text type="secondary">
        {inquiry.location} · {inquiry.budget} · sent {new Date(inquiry.createdAt).toLocaleDateString('en-US')}
      </Typography.Text>
      <Typography.Paragraph className="cb-inquiry-text">{inquiry.description}</Typography.Paragraph>
      {inquiry.status === 'answered' && (
        <div className="cb-inquiry-answer">
          <Typography.Text strong>Response</Typography.Text>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 4 }}>{inquiry.piResponse}</Typography.Paragraph>
          {inquiry.estimatedCost !== null && (
            <Typography.Text>Estimated cost: {money.format(Number(inquiry.estimatedCost))}</Typography.Text>
          )}
          {inquiry.answerChannel === 'email' && (
            <Typography.Text type="secondary"> · also sent by email to {inquiry.contact.email ?? 'the address shared'}</Typography.Text>
          )}
        </div>
      )}
      <Suspense fallback={null}>
        <ConsultationPanel inquiry={inquiry} party={party} />
      </Suspense>
    </Card>
  );
}

/** 'My Inquiries': the client's inquiries, newest first as the server answers them. */
export function MyInquiries() {
  const { data, isPending, error } = useInquiries();
  const me = useUser().data;
  return (
    <section aria-labelledby="my-inquiries-title" className="cb-inquiries">
      <Typography.Title level={2} id="my-inquiries-title" style={{ fontSize: 20 }}>
        My Inquiries
      </Typography.Title>
      {isPending ? (
        <Skeleton active />
      ) : error ? (
        <Alert type="error" title={errorMessage(error)} />
      ) : data.length === 0 ? (
        <Empty description="You have not contacted an investigator yet." />
      ) : (
        data.map((inquiry) => (
          <InquiryItem
            key={inquiry.id}
            inquiry={inquiry}
            counterpart={inquiry.piName}
            party={me && me.id === inquiry.userId ? 'client' : null}
          />
        ))
      )}
    </section>
  );
}
