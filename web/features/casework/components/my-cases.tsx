import { Alert, Button, Empty, Flex } from 'antd';
import { Table } from '../../../components/ui/table';
import { MESSAGES, type CaseSummaryResponse } from '../../../../modules/casework/contract';
import { ListToolbar } from '../../../components/list-toolbar';
import { LoadingBlock } from '../../../components/query-state';
import { errorMessage } from '../../../lib/api-client';
import { emptyList, useListState } from '../../../lib/list-state';
import { awaitingAnalysis } from '../api/get-cases';
import { useCasePage } from '../api/get-case-page';
import { formatDate, probabilityColor } from '../lib/format';
import { CASE_LIST_CATEGORIES, CASE_LIST_SORTS, CASE_LIST_STATUSES, caseKind } from '../lib/case-list';
import { CaseStatusBadge, PaymentBadge } from './case-badges';

export interface MyCasesProps {
  onViewDetails: (id: number) => void;
  onPay: (item: CaseSummaryResponse) => void;
  /** 'Review facts and pay': the review step, then the payment. */
  onReview?: (item: CaseSummaryResponse) => void;
  onSubmitNew: () => void;
}

const needsPayment = (item: CaseSummaryResponse) => item.paymentStatus === 'unpaid' || item.paymentStatus === 'failed';

function Result({ item }: { item: CaseSummaryResponse }) {
  if (item.successProbability !== null)
    return (
      <strong
        style={{ color: probabilityColor(item.successProbability) }}
        aria-label={`Probability of success: ${item.successProbability}%`}
      >
        {item.successProbability}%
      </strong>
    );
  if (awaitingAnalysis(item) && item.paymentStatus === 'paid')
    return (
      <span className="cb-muted" role="status">
        Analysis running…
      </span>
    );
  return <span className="cb-muted">—</span>;
}

/** The client's cases (SPEC §2 My Cases): searched, filtered, sorted and paged on the server; rows on a phone. */
export function MyCases({ onViewDetails, onPay, onReview, onSubmitNew }: MyCasesProps) {
  const list = useListState(emptyList('createdAt'));
  const cases = useCasePage(list.state);
  let body;
  if (cases.isPending) body = <LoadingBlock label="Loading your cases" />;
  else if (cases.isError)
    body = (
      <Alert
        type="error"
        showIcon
        title={MESSAGES.fetchCases}
        description={errorMessage(cases.error)}
        action={
          <Button size="small" onClick={() => void cases.refetch()}>
            Try again
          </Button>
        }
      />
    );
  else if (cases.data.total === 0 && !list.filtered)
    body = (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={
          <>
            <strong>{MESSAGES.noCases}</strong>
            <br />
            <span className="cb-empty-text">Submit a case to get its AI mock-jury analysis.</span>
          </>
        }
      />
    );
  else
    body = (
      <>
        <ListToolbar
          noun="your cases"
          state={list.state}
          onChange={list.update}
          onClear={list.reset}
          filtered={list.filtered}
          searchPlaceholder="Case number, title or client"
          statuses={CASE_LIST_STATUSES}
          typeLabel="Type"
          types={CASE_LIST_CATEGORIES}
          sorts={CASE_LIST_SORTS}
        />
        <Table<CaseSummaryResponse>
          rowKey="id"
          size="middle"
          stacked
          rowTestId="case-row"
          dataSource={cases.data.rows}
          {...list.tableProps(cases.data.total)}
          locale={{ emptyText: 'No case matches these filters.' }}
          columns={[
            {
              title: 'Case',
              key: 'case',
              sortKey: 'caseTitle',
              render: (_: unknown, row) => (
                <>
                  <div className="cb-list-title">{row.caseTitle}</div>
                  <div className="cb-muted cb-case-number">{row.caseNumber}</div>
                </>
              ),
            },
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
            { title: 'Result', key: 'result', render: (_: unknown, row) => <Result item={row} /> },
            {
              title: 'Actions',
              key: 'actions',
              render: (_: unknown, row) => (
                <Flex gap={8} wrap>
                  <Button size="small" onClick={() => onViewDetails(row.id)} aria-label={`View Details of ${row.caseTitle}`}>
                    View Details
                  </Button>
                  {onReview && needsPayment(row) && (
                    <Button
                      size="small"
                      type="primary"
                      onClick={() => onReview(row)}
                      aria-label={`Review facts and pay for ${row.caseTitle}`}
                    >
                      Review facts and pay
                    </Button>
                  )}
                  {needsPayment(row) && (
                    <Button
                      size="small"
                      type={onReview ? 'default' : 'primary'}
                      onClick={() => onPay(row)}
                      aria-label={`Complete Payment for ${row.caseTitle}`}
                    >
                      Complete Payment
                    </Button>
                  )}
                </Flex>
              ),
            },
          ]}
        />
      </>
    );
  return (
    <Flex vertical gap={16}>
      {body}
      <div>
        <Button type="primary" onClick={onSubmitNew}>
          Submit New Case
        </Button>
      </div>
    </Flex>
  );
}
