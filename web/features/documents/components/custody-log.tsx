// The custody log of one document (issue 28 item 7): every time its file was shown, saved or put in
// a case bundle, and every time it was refused because its bytes no longer matched the SHA-256
// recorded at upload — who, when, from which address and browser — and whether the log's own hash
// chain still verifies. Read from GET /api/documents/:id/custody (the owner and the auditor).
import { useState } from 'react';
import { Button } from 'antd';
import { CUSTODY_ACTION_LABELS, type CustodyEntry, type CustodyLogResponse } from '../../../../modules/documents/contract';
import { Alert } from '../../../components/ui/alert';
import { Tag } from '../../../components/ui/tag';
import { Typography } from '../../../components/ui/typography';
import { LoadError, LoadingBlock } from '../../../components/query-state';
import { useDocumentCustody } from '../api/get-document-custody';
import './custody-log.css';

const ACTION_COLORS: Record<CustodyEntry['action'], string> = {
  viewed: 'blue',
  downloaded: 'geekblue',
  exported: 'purple',
  'verification-failed': 'red',
};

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'medium' });
const short = (hash: string) => `${hash.slice(0, 12)}…`;

function who(entry: CustodyEntry, viewerId: number | undefined): string {
  if (entry.actor.userId === viewerId) return 'You';
  const name = entry.actor.username ?? `User ${entry.actor.userId} (account erased)`;
  return `${name} · ${entry.actor.role}`;
}

/** The log as the server answered it (the stories render this directly). */
export function CustodyLogView({ log, viewerId, onRefresh }: { log: CustodyLogResponse; viewerId?: number; onRefresh?: () => void }) {
  const refused = log.entries.filter((e) => e.action === 'verification-failed').length;
  return (
    <div className="cb-custody-body">
      <div className="cb-custody-head">
        <Typography.Paragraph type="secondary" className="cb-custody-fingerprint">
          SHA-256 recorded at upload: <code title={log.recordedSha256}>{log.recordedSha256}</code>
        </Typography.Paragraph>
        {onRefresh && (
          <Button size="small" onClick={onRefresh}>
            Refresh
          </Button>
        )}
      </div>
      {log.chain.ok ? (
        <Typography.Paragraph className="cb-custody-chain" role="status">
          {log.total === 0
            ? 'Nobody has opened this file yet.'
            : `${log.total} ${log.total === 1 ? 'entry' : 'entries'}; the log's hash chain verifies.`}
        </Typography.Paragraph>
      ) : (
        <Alert
          type="error"
          showIcon
          title="This custody log was altered"
          description={`Entry ${log.chain.firstBadSeq} no longer matches the hash chain: entries from there on cannot be trusted.`}
        />
      )}
      {refused > 0 && (
        <Alert
          type="error"
          showIcon
          title="The stored file no longer matches its upload"
          description={`It was refused ${refused} ${refused === 1 ? 'time' : 'times'} because its SHA-256 differs from the one recorded at upload.`}
        />
      )}
      {log.entries.length > 0 && (
        <ol className="cb-custody-list">
          {log.entries.map((e) => (
            <li key={e.seq} className="cb-custody-entry">
              <div className="cb-custody-line">
                <Tag color={ACTION_COLORS[e.action]}>{CUSTODY_ACTION_LABELS[e.action]}</Tag>
                <span className="cb-custody-who">{who(e, viewerId)}</span>
                <time dateTime={e.at}>{when(e.at)}</time>
              </div>
              <div className="cb-custody-where">
                {e.ip === null ? (
                  <span>Address not kept (that person’s data was erased)</span>
                ) : (
                  <>
                    <span>From {e.ip}</span>
                    {e.userAgent && <span className="cb-custody-agent">{e.userAgent}</span>}
                  </>
                )}
              </div>
              {!e.matched && (
                <div className="cb-custody-mismatch">
                  Read as <code title={e.sha256}>{short(e.sha256)}</code>, expected <code>{short(log.recordedSha256)}</code>
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
      {log.total > log.entries.length && (
        <Typography.Paragraph type="secondary">
          Showing the latest {log.entries.length} of {log.total}.
        </Typography.Paragraph>
      )}
    </div>
  );
}

/** Loads and shows the custody log of the user's document. */
function CustodyLogLoader({ documentId, viewerId }: { documentId: string; viewerId?: number | undefined }) {
  const log = useDocumentCustody(documentId);
  if (log.isPending) return <LoadingBlock label="Loading the custody log" rows={3} />;
  if (log.isError) return <LoadError title="The custody log could not be loaded" error={log.error} onRetry={() => void log.refetch()} />;
  return <CustodyLogView log={log.data} onRefresh={() => void log.refetch()} {...(viewerId !== undefined ? { viewerId } : {})} />;
}

/**
 * The custody log under the opened document, folded until asked for (it is read when unfolded, and
 * again with Refresh: the viewer's own reads of the file add entries).
 */
export function CustodyLog({ documentId, viewerId }: { documentId: string; viewerId?: number }) {
  const [open, setOpen] = useState(false);
  return (
    <details className="cb-custody" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="cb-custody-summary">Custody log</summary>
      {open && <CustodyLogLoader documentId={documentId} viewerId={viewerId} />}
    </details>
  );
}
