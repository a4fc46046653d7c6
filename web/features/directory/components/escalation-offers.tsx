import { Alert, Button, Empty, Skeleton } from 'antd';
import { Card } from '../../../components/ui/card';
import { Tag } from '../../../components/ui/tag';
import { Typography } from '../../../components/ui/typography';
import type { EscalationOffer, OfferStatus } from '../../../../modules/directory/contract';
import { busy } from '../../../components/busy';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useAnswerOffer, useOffers } from '../api/offers-api';
import './directory.css';

export const OFFER_LABELS: Record<OfferStatus, { label: string; color: string }> = {
  open: { label: 'Offered to you', color: '#0b57d0' },
  declined: { label: 'Declined', color: '#595959' },
  accepted: { label: 'Yours: contact the client', color: '#8a5a00' },
  contacted: { label: 'Yours: client contacted', color: '#237804' },
  withdrawn: { label: 'Withdrawn', color: '#595959' },
  lapsed: { label: 'Offered again (no contact in 24 h)', color: '#a8071a' },
};
const WITHDRAWN: Record<NonNullable<EscalationOffer['withdrawnReason']>, string> = {
  taken: 'Another investigator accepted it first.',
  stopped: 'Staff took it back.',
  exhausted: 'The offer closed.',
};
const time = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function OfferCard({ offer }: { offer: EscalationOffer }) {
  const answer = useAnswerOffer();
  const status = OFFER_LABELS[offer.status];
  const send = (what: 'accept' | 'decline' | 'contacted', done: string) =>
    answer.mutate(
      { escalationId: offer.escalationId, answer: what },
      {
        onSuccess: () => toast({ variant: 'success', title: done }),
        onError: (e) => toast({ variant: 'error', title: 'Not done', description: errorMessage(e) }),
      },
    );
  return (
    <Card size="small" className="cb-offer" role="article" aria-label={`Case ${offer.caseId}`}>
      <div className="cb-inquiry-head">
        <Typography.Text strong>
          {offer.caseId} · {offer.investigationType} · {offer.state}
        </Typography.Text>
        <Tag color={status.color}>{status.label}</Tag>
      </div>
      <Typography.Text type="secondary">
        Offered {time(offer.offeredAt)}
        {offer.urgency ? ` · ${offer.urgency} urgency` : ''}
        {offer.nextAt ? ` · the next investigator is asked too at ${time(offer.nextAt)}` : ''}
      </Typography.Text>
      {offer.status === 'withdrawn' && offer.withdrawnReason && <p className="cb-muted">{WITHDRAWN[offer.withdrawnReason]}</p>}
      {offer.client && (
        <div className="cb-offer-client">
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: '8px 0' }}>{offer.client.caseSummary}</Typography.Paragraph>
          <dl className="cb-inquiry-contact" aria-label="Client contact">
            <dt>Client</dt>
            <dd>{offer.client.username ?? 'Client'}</dd>
            <dt>Email</dt>
            <dd>{offer.client.email ? <a href={`mailto:${offer.client.email}`}>{offer.client.email}</a> : '—'}</dd>
            {offer.contactBy && offer.status === 'accepted' && (
              <>
                <dt>Contact by</dt>
                <dd>{time(offer.contactBy)} (or the case is offered again)</dd>
              </>
            )}
          </dl>
        </div>
      )}
      <div className="cb-consultation-actions">
        {offer.status === 'open' && (
          <>
            <Button
              type="primary"
              onClick={() => send('accept', 'Case accepted')}
              loading={busy(answer.isPending)}
              disabled={answer.isPending}
            >
              Accept
            </Button>
            <Button onClick={() => send('decline', 'Offer declined')} disabled={answer.isPending}>
              Decline
            </Button>
          </>
        )}
        {offer.status === 'accepted' && (
          <Button
            type="primary"
            onClick={() => send('contacted', 'Contact recorded')}
            loading={busy(answer.isPending)}
            disabled={answer.isPending}
          >
            I Contacted the Client
          </Button>
        )}
      </div>
    </Card>
  );
}

/**
 * Investigator dashboard, 'Case Offers': premium escalations the directory routed to this account's
 * listing — accept or decline an open offer, then record contact with the client within 24 hours.
 */
export default function EscalationOffers() {
  const { data, isPending, error } = useOffers();
  if (isPending) return <Skeleton active />;
  if (error) return <Alert type="error" title={errorMessage(error)} />;
  if (data.length === 0)
    return (
      <Empty description="No case offers yet. Premium escalations in your licence state for work your linked listing offers are offered here." />
    );
  return (
    <div className="cb-inquiries">
      {data.map((offer) => (
        <OfferCard key={offer.escalationId} offer={offer} />
      ))}
    </div>
  );
}
