import { Button, Flex } from 'antd';
import { Card } from '../../../components/ui/card';
import { Typography } from '../../../components/ui/typography';
import { caseTypeLabel, type CaseSummaryResponse } from '../../../../modules/casework/contract';
import { formatDate } from '../lib/format';
import { awaitingAnalysis } from '../api/get-cases';
import { CaseStatusBadge, PaymentBadge } from './case-badges';

export interface CaseCardProps {
  item: CaseSummaryResponse;
  onViewDetails: (id: number) => void;
  /** Reopens the payment of an unpaid case (or one whose payment failed). */
  onPay?: (item: CaseSummaryResponse) => void;
  /** Opens 'Review your case facts' for a case not paid yet, then its payment. */
  onReview?: (item: CaseSummaryResponse) => void;
}

const needsPayment = (item: CaseSummaryResponse) => item.paymentStatus === 'unpaid' || item.paymentStatus === 'failed';

/** One case in My Cases (SPEC §2): title, number, date, badges, client, type, jurisdiction, two lines of description. */
export function CaseCard({ item, onViewDetails, onPay, onReview }: CaseCardProps) {
  return (
    <Card size="small" className="cb-case-card" data-testid="case-card">
      <div className="cb-case-card-head">
        <div>
          <Typography.Title level={3} className="cb-case-card-title">
            {item.caseTitle}
          </Typography.Title>
          <div className="cb-muted">
            <span className="cb-case-number">{item.caseNumber}</span> · <time dateTime={item.createdAt}>{formatDate(item.createdAt)}</time>
          </div>
        </div>
        <Flex gap={6} wrap>
          <CaseStatusBadge status={item.status} hasResult={item.successProbability !== null} />
          <PaymentBadge status={item.paymentStatus} />
        </Flex>
      </div>
      <dl className="cb-case-facts">
        <div>
          <dt>Client</dt>
          <dd>{item.clientName}</dd>
        </div>
        <div>
          <dt>Type</dt>
          <dd>
            {item.caseCategory === 'criminal' ? 'Criminal' : 'Family'} · {caseTypeLabel(item.caseCategory, item.caseType)}
          </dd>
        </div>
        <div>
          <dt>Jurisdiction</dt>
          <dd>{item.jurisdiction}</dd>
        </div>
      </dl>
      <p className="cb-two-lines">{item.caseDescription}</p>
      {awaitingAnalysis(item) && item.paymentStatus === 'paid' && (
        <p className="cb-muted" role="status">
          The AI {item.caseCategory === 'criminal' ? 'mock-jury ' : ''}analysis is running; the result appears here when it is done.
        </p>
      )}
      {item.successProbability !== null && (
        <p className="cb-case-probability">
          Probability of success: <strong>{item.successProbability}%</strong>
        </p>
      )}
      <Flex gap={8} wrap>
        <Button onClick={() => onViewDetails(item.id)} aria-label={`View Details of ${item.caseTitle}`}>
          View Details
        </Button>
        {onReview && needsPayment(item) && (
          <Button type="primary" onClick={() => onReview(item)} aria-label={`Review facts and pay for ${item.caseTitle}`}>
            Review facts and pay
          </Button>
        )}
        {onPay && needsPayment(item) && (
          <Button type={onReview ? 'default' : 'primary'} onClick={() => onPay(item)} aria-label={`Complete Payment for ${item.caseTitle}`}>
            Complete Payment
          </Button>
        )}
      </Flex>
    </Card>
  );
}
