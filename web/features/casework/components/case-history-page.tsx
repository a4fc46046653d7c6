import { plural } from '../../../lib/plural';
import { Button } from 'antd';
import { Alert } from '../../../components/ui/alert';
import { Descriptions } from '../../../components/ui/descriptions';
import { Card } from '../../../components/ui/card';
import { Typography } from '../../../components/ui/typography';
import { Tag } from '../../../components/ui/tag';
import {
  ArrowLeftOutlined,
  CheckCircleOutlined,
  CloseCircleOutlined,
  DownloadOutlined,
  SafetyCertificateOutlined,
} from '@ant-design/icons';
import { CASE_STATUS_LABELS, MESSAGES, PAYMENT_STATUS_LABELS, caseTypeLabel } from '../../../../modules/casework/contract';
import { type ChainStatus, type HistoryEntry } from '../../../../modules/casework/history-contract';
import { LoadingBlock } from '../../../components/query-state';
import { AccessDenied } from '../../../components/access-denied';
import { errorMessage, errorStatus } from '../../../lib/api-client';
import { useCaseHistory } from '../api/get-case-history';
import { formatDateTime } from '../lib/format';
import { actorName, factsConfirmedWords, historyExport, selectedEntry } from '../lib/replay';
import { saveFile } from '../../../lib/save-file';
import { EvidenceBundleButton } from './evidence-bundle-button';
import './casework.css';

/** Whether the case's hash chain verifies, and against the latest anchor. */
export function ChainBadge({ chain }: { chain: ChainStatus }) {
  const style = !chain.verified
    ? { color: '#a8071a', background: '#fff1f0', borderColor: '#ffa39e' }
    : chain.anchored
      ? { color: '#135200', background: '#f0fae8', borderColor: '#b7eb8f' }
      : { color: '#0b3d91', background: '#e6f0ff', borderColor: '#adc8f5' };
  const icon = !chain.verified ? (
    <CloseCircleOutlined aria-hidden />
  ) : chain.anchored ? (
    <SafetyCertificateOutlined aria-hidden />
  ) : (
    <CheckCircleOutlined aria-hidden />
  );
  return (
    <Tag style={{ ...style, marginInlineEnd: 0, whiteSpace: 'normal' }} icon={icon} data-testid="chain-badge">
      {chain.message}
      {!chain.verified && chain.brokenAt !== null ? ` (from event ${chain.brokenAt})` : ''}
    </Tag>
  );
}

export interface HistoryTimelineProps {
  events: readonly HistoryEntry[];
  selected: number | undefined;
  onSelect: (version: number) => void;
}

/** Every event of the case, human and AI together, oldest first; pick one to see the case after it. */
export function HistoryTimeline({ events, selected, onSelect }: HistoryTimelineProps) {
  return (
    <ol className="cb-timeline" aria-label="Case events">
      {events.map((event) => (
        <li key={event.eventId}>
          <button
            type="button"
            aria-current={event.version === selected}
            onClick={() => onSelect(event.version)}
            data-testid="history-event"
          >
            <span className="cb-timeline-head">
              <strong>
                {event.version}. {event.label}
              </strong>
              <time dateTime={event.at} className="cb-muted">
                {formatDateTime(event.at)}
              </time>
            </span>
            <span className="cb-timeline-who">{actorName(event.who)}</span>
            <span style={{ display: 'block' }}>{event.what}</span>
          </button>
        </li>
      ))}
    </ol>
  );
}

/** A FactsConfirmed event (issue 25) in words: the reader, the corrections, each change, the flags. */
export function FactsConfirmedDetail({ data }: { data: Record<string, unknown> }) {
  const words = factsConfirmedWords(data);
  return (
    <div className="cb-stack" data-testid="facts-confirmed" style={{ gap: 8 }}>
      <p style={{ margin: 0 }}>{words.summary}</p>
      {words.changes.length > 0 && (
        <div>
          <strong>What the client corrected</strong>
          <ul aria-label="Corrections" style={{ margin: '4px 0 0', paddingLeft: 20 }}>
            {words.changes.map((change, i) => (
              <li key={i}>{change}</li>
            ))}
          </ul>
        </div>
      )}
      {words.flags.length > 0 && (
        <div>
          <strong>What the reader flagged</strong>
          <ul aria-label="Flags" style={{ margin: '4px 0 0', paddingLeft: 20 }}>
            {words.flags.map((flag, i) => (
              <li key={i}>{flag}</li>
            ))}
          </ul>
        </div>
      )}
      {words.erased && (
        <p className="cb-muted" style={{ margin: 0 }}>
          The sheets themselves were erased with the client&apos;s personal data; the counts remain.
        </p>
      )}
    </div>
  );
}

/** The case as it was right after one event (folded by the server from the stream up to it). */
export function StateAfter({ entry }: { entry: HistoryEntry }) {
  const s = entry.stateAfter;
  return (
    <Card size="small">
      <section aria-labelledby="cb-state-after" className="cb-stack">
        <Typography.Title level={2} id="cb-state-after" className="cb-section-title">
          The case after event {entry.version}: {entry.label}
        </Typography.Title>
        <Descriptions
          size="small"
          items={[
            { key: 'who', label: 'Who', children: actorName(entry.who) },
            { key: 'when', label: 'When', children: formatDateTime(entry.at) },
            { key: 'status', label: 'Status', children: CASE_STATUS_LABELS[s.status] },
            { key: 'payment', label: 'Payment', children: PAYMENT_STATUS_LABELS[s.paymentStatus] },
            { key: 'case', label: 'Case', children: `${s.caseTitle ?? '(erased)'} · ${s.caseNumber ?? '(erased)'}` },
            {
              key: 'type',
              label: 'Type',
              children: `${s.caseCategory === 'criminal' ? 'Criminal' : 'Family'} · ${caseTypeLabel(s.caseCategory, s.caseType)}`,
            },
            { key: 'jurisdiction', label: 'Jurisdiction', children: s.jurisdiction },
            {
              key: 'documents',
              label: 'Documents',
              children: s.documents.length === 0 ? 'None' : s.documents.map((d) => d.name ?? d.type).join(', '),
            },
            {
              key: 'analysis',
              label: 'Analysis',
              children: s.analysis.running
                ? `Run ${s.analysis.runs} running`
                : s.analysis.latestProbability !== null
                  ? `${s.analysis.runs} run(s); latest ${s.analysis.latestProbability}%`
                  : s.analysis.lastError
                    ? `Failed: ${s.analysis.lastError}`
                    : 'Not run',
            },
            { key: 'comments', label: 'Comments', children: String(s.commentCount) },
          ]}
        />
        {entry.type === 'FactsConfirmed' && <FactsConfirmedDetail data={entry.data} />}
        <details>
          <summary>Event data as recorded</summary>
          <pre className="cb-event-data">{JSON.stringify(entry.data, null, 2)}</pre>
          <p className="cb-muted" style={{ fontSize: 12, overflowWrap: 'anywhere' }}>
            Hash {entry.hash}
            <br />
            Previous {entry.prevHash}
          </p>
        </details>
      </section>
    </Card>
  );
}

export interface CaseHistoryPageProps {
  caseId: number;
  /** The event picked (from the URL), if any. */
  selected?: number | undefined;
  onSelect: (version: number) => void;
  onBack: () => void;
}

/** Case History (auditor, admin, owner): the timeline, the case after any event, who did what, the chain badge, export. */
export function CaseHistoryPage({ caseId, selected, onSelect, onBack }: CaseHistoryPageProps) {
  const history = useCaseHistory(caseId);
  const back = (
    <Button icon={<ArrowLeftOutlined aria-hidden />} onClick={onBack}>
      Back
    </Button>
  );
  if (history.isPending)
    return (
      <div className="cb-page">
        <LoadingBlock label="Loading the case history" rows={8} />
      </div>
    );
  if (history.isError) {
    const status = errorStatus(history.error);
    if (status === 403) return <AccessDenied description={MESSAGES.accessDenied} homeLink />;
    return (
      <div className="cb-page cb-stack">
        {back}
        <Alert
          type="error"
          showIcon
          title={status === 404 ? MESSAGES.caseNotFoundTitle : 'Failed to load the case history'}
          description={status === 404 ? MESSAGES.caseNotFound : errorMessage(history.error)}
        />
      </div>
    );
  }
  const data = history.data;
  const entry = selectedEntry(data.events, selected);
  const exportJson = () => {
    const { fileName, json } = historyExport(data);
    saveFile(new Blob([json], { type: 'application/json' }), fileName);
  };
  return (
    <div className="cb-page cb-stack" style={{ maxWidth: 1200 }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 8 }}>
        {back}
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
          <EvidenceBundleButton caseId={data.caseId} />
          <Button icon={<DownloadOutlined aria-hidden />} onClick={exportJson}>
            Export JSON
          </Button>
        </div>
      </div>
      <div>
        <Typography.Title level={1} style={{ fontSize: 26, marginBottom: 4 }}>
          {MESSAGES.historyTitle}
        </Typography.Title>
        <div className="cb-case-meta">
          <span>
            Case {data.caseId} · stream <code>{data.stream}</code>
          </span>
          <span>{plural(data.events.length, 'event')}</span>
        </div>
      </div>
      <div>
        <ChainBadge chain={data.chain} />
        {data.chain.anchor && (
          <p className="cb-muted" style={{ fontSize: 13, marginTop: 6 }}>
            Latest anchor #{data.chain.anchor.seq} ({formatDateTime(data.chain.anchor.createdAt)}) pins event {data.chain.anchor.version}
            {data.chain.unanchoredEvents > 0 ? `; ${data.chain.unanchoredEvents} later event(s) not yet anchored` : ''}.
          </p>
        )}
      </div>
      <div className="cb-history">
        <Card size="small">
          <HistoryTimeline events={data.events} selected={entry?.version} onSelect={onSelect} />
        </Card>
        {entry && <StateAfter entry={entry} />}
      </div>
    </div>
  );
}
