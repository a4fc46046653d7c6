import { Alert, Button, Empty, Flex, Table } from 'antd';
import { format } from 'date-fns';
import type { EscalationResponse, EscalationStatusRequest } from '../../../../modules/conversation/contract';
import { busy } from '../../../components/busy';
import { LoadingBlock } from '../../../components/query-state';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useEscalations } from '../api/get-escalations';
import { useUpdateEscalationStatus } from '../api/update-escalation-status';
import { StatusTag, UrgencyTag } from './escalation-tags';
import './escalations.css';

function created(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : format(date, 'd MMM yyyy, HH:mm');
}

/** What a staff member may do next (docs/decisions/0004): Take a pending one, Resolve any open one. */
export function allowedActions(status: EscalationResponse['status']) {
  return { take: status === 'pending', resolve: status !== 'resolved' };
}

const STATUS_WORDS: Record<EscalationStatusRequest['status'], string> = { 'in-progress': 'in progress', resolved: 'completed' };

/** The dashboard's Escalations tab (SPEC §2): every client's escalations with Take and Resolve. */
export function EscalationsTable() {
  const query = useEscalations();
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
  if (query.data.length === 0)
    return (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={
          <>
            <strong>No Escalations</strong>
            <br />
            <span className="cb-empty-text">Requests from Premium clients appear here as they arrive.</span>
          </>
        }
      />
    );

  const change = (escalation: EscalationResponse, status: EscalationStatusRequest['status']) =>
    mutation.mutate(
      { id: escalation.id, status },
      {
        onSuccess: (updated) =>
          toast({ variant: 'success', title: 'Status Updated', description: `${updated.caseId} is now ${STATUS_WORDS[status]}.` }),
        onError: (error) => toast({ variant: 'error', title: 'Error', description: errorMessage(error) }),
      },
    );

  return (
    <Table<EscalationResponse>
      rowKey="id"
      size="middle"
      pagination={{ pageSize: 20, hideOnSinglePage: true }}
      dataSource={query.data}
      scroll={{ x: true }}
      columns={[
        { title: 'Case ID', dataIndex: 'caseId', render: (caseId: string) => <span style={{ whiteSpace: 'nowrap', fontFamily: 'ui-monospace, monospace' }}>{caseId}</span> },
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
        { title: 'Urgency', dataIndex: 'urgency', render: (urgency: EscalationResponse['urgency']) => <UrgencyTag urgency={urgency} dashboard /> },
        { title: 'Status', dataIndex: 'status', render: (status: EscalationResponse['status']) => <StatusTag status={status} /> },
        { title: 'Created', dataIndex: 'createdAt', render: (iso: string) => <span style={{ whiteSpace: 'nowrap' }}>{created(iso)}</span> },
        {
          title: 'Actions',
          key: 'actions',
          render: (_: unknown, row) => {
            const allowed = allowedActions(row.status);
            const pending = mutation.isPending && mutation.variables.id === row.id ? mutation.variables.status : null;
            return (
              <Flex gap={8}>
                <Button
                  size="small"
                  disabled={!allowed.take || pending !== null}
                  loading={busy(pending === 'in-progress')}
                  onClick={() => change(row, 'in-progress')}
                  aria-label={`Take ${row.caseId}`}
                >
                  Take
                </Button>
                <Button
                  size="small"
                  type="primary"
                  disabled={!allowed.resolve || pending !== null}
                  loading={busy(pending === 'resolved')}
                  onClick={() => change(row, 'resolved')}
                  aria-label={`Resolve ${row.caseId}`}
                >
                  Resolve
                </Button>
              </Flex>
            );
          },
        },
      ]}
    />
  );
}
