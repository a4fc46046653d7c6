import { Alert, Button, Empty, Flex } from 'antd';
import { Table } from '../../../components/ui/table';
import { CASE_STATUS_LABELS, MESSAGES, type CaseStatusRequest, type CaseSummaryResponse } from '../../../../modules/casework/contract';
import { busy } from '../../../components/busy';
import { LoadingBlock } from '../../../components/query-state';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { ListToolbar } from '../../../components/list-toolbar';
import { emptyList, useListState } from '../../../lib/list-state';
import { useCasePage } from '../api/get-case-page';
import { formatDate } from '../lib/format';
import { CASE_LIST_CATEGORIES, CASE_LIST_SORTS, CASE_LIST_STATUSES, caseKind } from '../lib/case-list';
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

/** The dashboard's Case Analyses tab (SPEC §2): every paid case with View, Review and Complete; searched, filtered, sorted and paged on the server. */
export function CaseAnalysesTable({ onView }: { onView: (id: number) => void }) {
  const list = useListState(emptyList('createdAt'));
  const query = useCasePage(list.state);
  const mutation = useUpdateCaseStatus();

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
  if (query.data.total === 0 && !list.filtered)
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

  return (
    <>
      <ListToolbar
        noun="case analyses"
        state={list.state}
        onChange={list.update}
        onClear={list.reset}
        filtered={list.filtered}
        searchPlaceholder="Case number, title or client"
        // Staff see paid cases only: never 'Pending' (unpaid).
        statuses={CASE_LIST_STATUSES.filter((s) => s.value !== 'pending')}
        typeLabel="Type"
        types={CASE_LIST_CATEGORIES}
        sorts={[...CASE_LIST_SORTS, { value: 'clientName:asc', label: 'Client A–Z' }]}
      />
      <Table<CaseSummaryResponse>
        rowKey="id"
        size="middle"
        stacked
        rowTestId="case-analysis-row"
        dataSource={query.data.rows}
        {...list.tableProps(query.data.total)}
        locale={{ emptyText: 'No case analysis matches these filters.' }}
        scroll={{ x: true }}
        columns={[
          {
            title: 'Case Number',
            dataIndex: 'caseNumber',
            sortKey: 'caseNumber',
            render: (n: string) => <span className="cb-case-number">{n}</span>,
          },
          { title: 'Client', dataIndex: 'clientName', sortKey: 'clientName' },
          { title: 'Case Title', dataIndex: 'caseTitle', sortKey: 'caseTitle' },
          { title: 'Type', key: 'type', render: (_: unknown, row) => caseKind(row) },
          {
            title: 'Created',
            dataIndex: 'createdAt',
            sortKey: 'createdAt',
            render: (iso: string) => <time dateTime={iso}>{formatDate(iso)}</time>,
          },
          {
            title: 'Status',
            dataIndex: 'status',
            sortKey: 'status',
            render: (_: unknown, row) => (
              <Flex gap={6} wrap>
                <CaseStatusBadge status={row.status} hasResult={row.successProbability !== null} />
                <PaymentBadge status={row.paymentStatus} />
              </Flex>
            ),
          },
          {
            title: 'Actions',
            key: 'actions',
            render: (_: unknown, row) => <Actions row={row} pending={pendingOf(row)} onMove={move} onView={onView} />,
          },
        ]}
      />
    </>
  );
}
