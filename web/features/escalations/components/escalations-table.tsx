import { Button } from 'antd';
import { Alert } from '../../../components/ui/alert';
import { SimpleEmpty } from '../../../components/ui/empty';
import { Table } from '../../../components/ui/table';
import { URGENCY_LABELS, type EscalationResponse, type EscalationStatusRequest } from '../../../../modules/conversation/contract';
import { busy } from '../../../components/busy';
import { LoadingBlock } from '../../../components/query-state';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { dayMonthYearTime } from '../../../lib/dates';
import { ListToolbar } from '../../../components/list-toolbar';
import { emptyList, useListState } from '../../../lib/list-state';
import { useEscalationPage } from '../api/get-escalation-page';
import { useUpdateEscalationStatus } from '../api/update-escalation-status';
import { DASHBOARD_STATUS_LABELS, StatusTag, UrgencyTag } from './escalation-tags';
import './escalations.css';

function created(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dayMonthYearTime(date);
}

/** What a staff member may do next (docs/decisions/0004): Take a pending one, Resolve any open one. */
export function allowedActions(status: EscalationResponse['status']) {
  return { take: status === 'pending', resolve: status !== 'resolved' };
}

type StatusChange = (escalation: EscalationResponse, status: EscalationStatusRequest['status']) => void;

function Actions({
  row,
  pending,
  onChange,
}: {
  row: EscalationResponse;
  /** The status being set on this row right now, if any. */
  pending: EscalationStatusRequest['status'] | null;
  onChange: StatusChange;
}) {
  const allowed = allowedActions(row.status);
  return (
    <div className="cb-escalation-actions">
      <Button
        size="small"
        disabled={!allowed.take || pending !== null}
        loading={busy(pending === 'in-progress')}
        onClick={() => onChange(row, 'in-progress')}
        aria-label={`Take ${row.caseId}`}
      >
        Take
      </Button>
      <Button
        size="small"
        type="primary"
        disabled={!allowed.resolve || pending !== null}
        loading={busy(pending === 'resolved')}
        onClick={() => onChange(row, 'resolved')}
        aria-label={`Resolve ${row.caseId}`}
      >
        Resolve
      </Button>
    </div>
  );
}

const STATUSES = (['pending', 'in-progress', 'resolved'] as const).map((value) => ({ value, label: DASHBOARD_STATUS_LABELS[value] }));
const URGENCIES = (['standard', 'priority', 'urgent'] as const).map((value) => ({ value, label: URGENCY_LABELS[value] }));
const SORTS = [
  { value: 'createdAt:desc', label: 'Newest first' },
  { value: 'createdAt:asc', label: 'Oldest first' },
  { value: 'urgency:desc', label: 'Most urgent first' },
  { value: 'status:asc', label: 'Status' },
  { value: 'updatedAt:desc', label: 'Recently updated' },
];

/** The dashboard's Escalations tab (SPEC §2): every client's escalations with Take and Resolve; searched, filtered, sorted and paged on the server. */
export function EscalationsTable() {
  const list = useListState(emptyList('createdAt'));
  const query = useEscalationPage(list.state);
  const mutation = useUpdateEscalationStatus();

  if (query.isPending) return <LoadingBlock label="Loading escalations" />;
  if (query.isError)
    return (
      <Alert
        type="error"
        showIcon
        title={`Failed to load escalations: ${errorMessage(query.error)}`}
        action={
          <Button size="small" onClick={() => void query.refetch()}>
            Try again
          </Button>
        }
      />
    );
  if (query.data.total === 0 && !list.filtered)
    return (
      <SimpleEmpty
        description={
          <>
            <strong>No Escalations</strong>
            <br />
            <span className="cb-empty-text">Requests from Premium clients appear here as they arrive.</span>
          </>
        }
      />
    );

  const change: StatusChange = (escalation, status) =>
    mutation.mutate(
      { id: escalation.id, status },
      {
        onSuccess: (updated) =>
          toast({
            variant: 'success',
            title: 'Status Updated',
            description: `${updated.caseId} is now ${DASHBOARD_STATUS_LABELS[status]}.`,
          }),
        onError: (error) => toast({ variant: 'error', title: 'Error', description: errorMessage(error) }),
      },
    );
  const pendingOf = (row: EscalationResponse) =>
    mutation.isPending && mutation.variables.id === row.id ? mutation.variables.status : null;

  return (
    <>
      <ListToolbar
        noun="escalations"
        state={list.state}
        onChange={list.update}
        onClear={list.reset}
        filtered={list.filtered}
        searchPlaceholder="Case ID, summary or client"
        statuses={STATUSES}
        typeLabel="Urgency"
        types={URGENCIES}
        sorts={SORTS}
      />
      <Table<EscalationResponse>
        rowKey="id"
        size="middle"
        stacked
        rowTestId="escalation-row"
        dataSource={query.data.rows}
        {...list.tableProps(query.data.total)}
        locale={{ emptyText: 'No escalation matches these filters.' }}
        scroll={{ x: true }}
        columns={[
          {
            title: 'Case ID',
            dataIndex: 'caseId',
            sortKey: 'caseId',
            render: (caseId: string) => <span className="cb-case-id">{caseId}</span>,
          },
          {
            title: 'Summary',
            dataIndex: 'caseSummary',
            render: (summary: string, row) => (
              <>
                <div className="cb-summary-cell" title={summary}>
                  {summary}
                </div>
                {row.username && <div className="cb-muted">Client: {row.username}</div>}
              </>
            ),
          },
          {
            title: 'Urgency',
            dataIndex: 'urgency',
            sortKey: 'urgency',
            render: (urgency: EscalationResponse['urgency']) => <UrgencyTag urgency={urgency} />,
          },
          {
            title: 'Status',
            dataIndex: 'status',
            sortKey: 'status',
            render: (status: EscalationResponse['status']) => <StatusTag status={status} dashboard />,
          },
          {
            title: 'Created',
            dataIndex: 'createdAt',
            sortKey: 'createdAt',
            render: (iso: string) => (
              <time dateTime={iso} style={{ whiteSpace: 'nowrap' }}>
                {created(iso)}
              </time>
            ),
          },
          {
            title: 'Actions',
            key: 'actions',
            render: (_: unknown, row) => <Actions row={row} pending={pendingOf(row)} onChange={change} />,
          },
        ]}
      />
    </>
  );
}
