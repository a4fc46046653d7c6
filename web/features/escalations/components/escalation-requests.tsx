import { Button, Empty } from 'antd';
import { Card } from '../../../components/ui/card';
import { DownloadOutlined } from '@ant-design/icons';
import { formatDistanceToNow } from 'date-fns';
import type { EscalationResponse } from '../../../../modules/conversation/contract';
import { busy } from '../../../components/busy';
import { LoadError, LoadingBlock } from '../../../components/query-state';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useDownloadEscalationReport } from '../api/download-escalation-report';
import { useEscalations } from '../api/get-escalations';
import { saveFile } from '../../../lib/save-file';
import { StatusTag, UrgencyTag } from './escalation-tags';
import './escalations.css';

export function submittedAgo(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatDistanceToNow(date, { addSuffix: true });
}

/** History's 'Escalation Requests' tab: the user's escalations, newest first, each with its PDF report. */
export function EscalationRequests() {
  const query = useEscalations();
  const download = useDownloadEscalationReport();

  if (query.isPending) return <LoadingBlock label="Loading your escalation requests" />;
  if (query.isError)
    return <LoadError title="Could not load your escalation requests" error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.length === 0)
    return <Empty description={<span className="cb-empty-text">No escalation requests</span>} image={Empty.PRESENTED_IMAGE_SIMPLE} />;

  const downloadReport = (escalation: EscalationResponse) =>
    download.mutate(
      { id: escalation.id, fallbackName: escalation.caseId },
      {
        onSuccess: ({ blob, fileName }) => saveFile(blob, fileName),
        onError: (error) => toast({ variant: 'error', title: 'Download failed', description: errorMessage(error) }),
      },
    );

  return (
    <ul className="cb-escalation-list">
      {query.data.map((escalation) => {
        const downloading = download.isPending && download.variables.id === escalation.id;
        return (
          <li key={escalation.id}>
            <Card size="small">
              <div className="cb-escalation-head">
                <h2>{escalation.caseId}</h2>
                <StatusTag status={escalation.status} />
              </div>
              <div className="cb-escalation-meta">
                <span>
                  Submitted <time dateTime={escalation.createdAt}>{submittedAgo(escalation.createdAt)}</time>
                </span>
                <span>
                  Urgency: <UrgencyTag urgency={escalation.urgency} />
                </span>
                <span>Expected response: {escalation.estimatedResponse}</span>
              </div>
              <p className="cb-escalation-summary">{escalation.caseSummary}</p>
              <Button
                icon={downloading ? undefined : <DownloadOutlined aria-hidden />}
                loading={busy(downloading)}
                disabled={downloading}
                onClick={() => downloadReport(escalation)}
                aria-label={`Download Report for ${escalation.caseId}`}
              >
                {downloading ? 'Downloading...' : 'Download Report'}
              </Button>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
