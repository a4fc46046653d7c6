import { Button } from 'antd';
import { Alert } from '../../../components/ui/alert';
import { SimpleEmpty } from '../../../components/ui/empty';
import { Card } from '../../../components/ui/card';
import { Table } from '../../../components/ui/table';
import { format } from 'date-fns';
import type { EscalationResponse, EscalationStatusRequest } from '../../../../modules/conversation/contract';
import { busy } from '../../../components/busy';
import { LoadingBlock } from '../../../components/query-state';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useEscalations } from '../api/get-escalations';
import { useUpdateEscalationStatus } from '../api/update-escalation-status';
import { DASHBOARD_STATUS_LABELS, StatusTag, UrgencyTag } from './escalation-tags';
import './escalations.css';

function created(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : format(date, 'd MMM yyyy, HH:mm');
}

/** What a staff member may do next (docs/decisions/0004): Take a pending one, Resolve any open one. */
export function allowedActions(status: EscalationResponse['status']) {
  return { take: status === 'pending', resolve: status !== 'resolved' };
}

/** Six columns need ~900 px; below that (a phone, or a tablet beside the sidebar) each escalation is a card. */
export const ESCALATION_CARDS_QUERY = '(max-width: 1099.98px)';

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

/** On narrow screens: one card per escalation, so the whole summary, the status and the actions show without a sideways scroll. */
function EscalationCards({
  rows,
  pendingOf,
  onChange,
}: {
  rows: EscalationResponse[];
  pendingOf: (row: EscalationResponse) => EscalationStatusRequest['status'] | null;
  onChange: StatusChange;
}) {
  return (
    <ul className="cb-escalation-list" aria-label="Escalations">
      {rows.map((row) => (
        <li key={row.id} data-testid="escalation-card">
          <Card size="small">
            <div className="cb-escalation-head">
              <h2>{row.caseId}</h2>
              <StatusTag status={row.status} dashboard />
              <UrgencyTag urgency={row.urgency} dashboard />
            </div>
            <div className="cb-escalation-meta">
              <span>
                Created <time dateTime={row.createdAt}>{created(row.createdAt)}</time>
              </span>
              {row.username && <span>Client: {row.username}</span>}
            </div>
            <p className="cb-escalation-summary">{row.caseSummary}</p>
            <Actions row={row} pending={pendingOf(row)} onChange={onChange} />
          </Card>
        </li>
      ))}
    </ul>
  );
}

/** The dashboard's Escalations tab (SPEC §2): every client's escalations with Take and Resolve. */
export function EscalationsTable() {
  const query = useEscalations();
  const mutation = useUpdateEscalationStatus();
  const narrow = useMediaQuery(ESCALATION_CARDS_QUERY);

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
  if (query.data.length === 0)
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

  if (narrow) return <EscalationCards rows={query.data} pendingOf={pendingOf} onChange={change} />;

  return (
    <Table<EscalationResponse>
      rowKey="id"
      size="middle"
      pagination={{ pageSize: 20, hideOnSinglePage: true }}
      dataSource={query.data}
      scroll={{ x: true }}
      columns={[
        { title: 'Case ID', dataIndex: 'caseId', render: (caseId: string) => <span className="cb-case-id">{caseId}</span> },
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
          render: (urgency: EscalationResponse['urgency']) => <UrgencyTag urgency={urgency} dashboard />,
        },
        { title: 'Status', dataIndex: 'status', render: (status: EscalationResponse['status']) => <StatusTag status={status} dashboard /> },
        { title: 'Created', dataIndex: 'createdAt', render: (iso: string) => <span style={{ whiteSpace: 'nowrap' }}>{created(iso)}</span> },
        {
          title: 'Actions',
          key: 'actions',
          render: (_: unknown, row) => <Actions row={row} pending={pendingOf(row)} onChange={change} />,
        },
      ]}
    />
  );
}
