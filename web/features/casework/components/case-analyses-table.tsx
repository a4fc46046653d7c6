import { Alert, Button, Empty, Flex } from 'antd';
import { Card } from '../../../components/ui/card';
import { Table } from '../../../components/ui/table';
import {
  CASE_STATUS_LABELS,
  caseTypeLabel,
  MESSAGES,
  type CaseStatusRequest,
  type CaseSummaryResponse,
} from '../../../../modules/casework/contract';
import { busy } from '../../../components/busy';
import { LoadingBlock } from '../../../components/query-state';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useCases } from '../api/get-cases';
import { useUpdateCaseStatus } from '../api/update-case-status';
import { CaseStatusBadge, PaymentBadge } from './case-badges';
import './casework.css';

/**
 * SPEC §4 (dashboard): 'Review' shows on a paid case that is not completed and is disabled while
 * in review; 'Complete' shows only in review.
 */
export function caseActions(c: Pick<CaseSummaryResponse, 'status' | 'paymentStatus'>) {
  const review = c.paymentStatus === 'paid' && c.status !== 'completed';
  return { review, reviewDisabled: c.status === 'in-review', complete: c.status === 'in-review' };
}

/** Seven columns need room; below this each case is a card. */
export const CASE_CARDS_QUERY = '(max-width: 1099.98px)';

type Move = (item: CaseSummaryResponse, status: CaseStatusRequest['status']) => void;

function Actions({
  row,
  pending,
  onMove,
  onView,
}: {
  row: CaseSummaryResponse;
  pending: CaseStatusRequest['status'] | null;
  onMove: Move;
  onView: (id: number) => void;
}) {
  const allowed = caseActions(row);
  return (
    <Flex gap={8} wrap>
      <Button size="small" onClick={() => onView(row.id)} aria-label={`View ${row.caseNumber}`}>
        View
      </Button>
      {allowed.review && (
        <Button
          size="small"
          disabled={allowed.reviewDisabled || pending !== null}
          loading={busy(pending === 'in-review')}
          onClick={() => onMove(row, 'in-review')}
          aria-label={`Review ${row.caseNumber}`}
        >
          Review
        </Button>
      )}
      {allowed.complete && (
        <Button
          size="small"
          type="primary"
          disabled={pending !== null}
          loading={busy(pending === 'completed')}
          onClick={() => onMove(row, 'completed')}
          aria-label={`Complete ${row.caseNumber}`}
        >
          Complete
        </Button>
      )}
    </Flex>
  );
}

const typeOf = (row: CaseSummaryResponse) =>
  `${row.caseCategory === 'criminal' ? 'Criminal' : 'Family'} · ${caseTypeLabel(row.caseCategory, row.caseType)}`;

/** The dashboard's Case Analyses tab (SPEC §2): every paid case with View, Review and Complete. */
export function CaseAnalysesTable({ onView }: { onView: (id: number) => void }) {
  const query = useCases();
  const mutation = useUpdateCaseStatus();
  const narrow = useMediaQuery(CASE_CARDS_QUERY);

  if (query.isPending) return <LoadingBlock label="Loading case analyses" />;
  if (query.isError)
    return (
      <Alert
        type="error"
        showIcon
        title={MESSAGES.loadCases(errorMessage(query.error))}
        action={
          <Button size="small" onClick={() => void query.refetch()}>
            Try again
          </Button>
        }
      />
    );
  if (query.data.length === 0)
    return (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={
          <>
            <strong>{MESSAGES.noCaseAnalyses}</strong>
            <br />
            <span className="cb-empty-text">Paid case analyses appear here as clients submit them.</span>
          </>
        }
      />
    );

  const move: Move = (item, status) =>
    mutation.mutate(
      { id: item.id, status },
      {
        onSuccess: (updated) =>
          toast({
            variant: 'success',
            title: MESSAGES.statusUpdatedTitle,
            description: `${item.caseNumber} is now ${CASE_STATUS_LABELS[updated.status]}.`,
          }),
        onError: (error) => toast({ variant: 'error', title: MESSAGES.errorTitle, description: errorMessage(error) }),
      },
    );
  const pendingOf = (row: CaseSummaryResponse) =>
    mutation.isPending && mutation.variables.id === row.id ? mutation.variables.status : null;

  if (narrow)
    return (
      <ul className="cb-case-analyses-cards" aria-label="Case analyses">
        {query.data.map((row) => (
          <li key={row.id} data-testid="case-analysis-card">
            <Card size="small">
              <div className="cb-case-card-head">
                <div>
                  <h2 className="cb-case-card-title" style={{ fontSize: 16, margin: 0 }}>
                    {row.caseTitle}
                  </h2>
                  <div className="cb-muted">
                    <span className="cb-case-number">{row.caseNumber}</span> · {row.clientName}
                  </div>
                </div>
                <Flex gap={6} wrap>
                  <PaymentBadge status={row.paymentStatus} />
                  <CaseStatusBadge status={row.status} />
                </Flex>
              </div>
              <p style={{ margin: '8px 0' }}>{typeOf(row)}</p>
              <Actions row={row} pending={pendingOf(row)} onMove={move} onView={onView} />
            </Card>
          </li>
        ))}
      </ul>
    );

  return (
    <Table<CaseSummaryResponse>
      rowKey="id"
      size="middle"
      pagination={{ pageSize: 20, hideOnSinglePage: true }}
      dataSource={query.data}
      scroll={{ x: true }}
      columns={[
        { title: 'Case Number', dataIndex: 'caseNumber', render: (n: string) => <span className="cb-case-number">{n}</span> },
        { title: 'Client', dataIndex: 'clientName' },
        { title: 'Case Title', dataIndex: 'caseTitle' },
        { title: 'Type', key: 'type', render: (_: unknown, row) => typeOf(row) },
        { title: 'Payment', dataIndex: 'paymentStatus', render: (_: unknown, row) => <PaymentBadge status={row.paymentStatus} /> },
        { title: 'Status', dataIndex: 'status', render: (_: unknown, row) => <CaseStatusBadge status={row.status} /> },
        {
          title: 'Actions',
          key: 'actions',
          render: (_: unknown, row) => <Actions row={row} pending={pendingOf(row)} onMove={move} onView={onView} />,
        },
      ]}
    />
  );
}
