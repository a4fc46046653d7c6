import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Button } from 'antd';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { LazyPopconfirm as Popconfirm } from '../../../components/ui/lazy-popconfirm';
import { Progress } from '../../../components/ui/progress';
import { Typography } from '../../../components/ui/typography';
import { Tag } from '../../../components/ui/tag';
import { DeleteOutlined, DownloadOutlined, EyeOutlined, FileTextOutlined } from '@ant-design/icons';
import { MESSAGES, type DocumentStatus, type DocumentSummary } from '../../../../modules/documents/contract';
import { LoadingBlock } from '../../../components/query-state';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { documentFileUrl } from '../api/get-document';
import { useDeleteDocument } from '../api/delete-document';
import { FlexBox } from './flex-box';

// A completed document's analysis (tabs, key information, full text) is a chunk of its own,
// fetched when the card comes near the viewport: the page's first screen (the upload zone and the
// list) paints without it (docs/decisions/0024-page-weight.md).
const loadAnalysis = () => import('./analysis');
const Analysis = lazy(loadAnalysis);

const STATUS: Record<DocumentStatus, { label: string; color: string }> = {
  // Solid colours dark enough for white text (WCAG AA).
  processing: { label: 'Processing', color: '#0b57d0' },
  completed: { label: 'Completed', color: '#237804' },
  failed: { label: 'Failed', color: '#a8071a' },
};

const dateOf = (iso: string) => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** One document: name, upload date, status badge; its analysis in tabs once completed. */
export function DocumentCard({ doc }: { doc: DocumentSummary }) {
  const remove = useDeleteDocument();
  const status = STATUS[doc.status];
  const onDelete = () =>
    remove.mutate(doc.id, {
      onSuccess: () => toast({ title: 'Document deleted', description: `${doc.fileName} was deleted.`, variant: 'success' }),
      onError: (error) => toast({ title: 'Delete failed', description: errorMessage(error), variant: 'error' }),
    });
  return (
    <Card className="cb-doc-card" aria-label={doc.fileName}>
      <FlexBox justify="space-between" align="start" gap={12} wrap>
        <FlexBox gap={10} align="start" style={{ minWidth: 0, flex: 1 }}>
          <FileTextOutlined aria-hidden style={{ fontSize: 22, marginTop: 4 }} />
          <div style={{ minWidth: 0 }}>
            <h3 className="cb-doc-name">{doc.fileName}</h3>
            <Typography.Text type="secondary">Uploaded {dateOf(doc.uploadDate)}</Typography.Text>
          </div>
        </FlexBox>
        <Tag color={status.color} className="cb-doc-status">
          {status.label}
        </Tag>
      </FlexBox>

      {doc.status === 'processing' && (
        <div className="cb-doc-processing" role="status">
          <Typography.Text>Analyzing document...</Typography.Text>
          <Progress percent={75} showInfo={false} status="active" aria-label="Analysis progress" />
        </div>
      )}
      {doc.status === 'failed' && (
        <Alert type="error" showIcon title={MESSAGES.analysisFailed} description={doc.error ?? undefined} style={{ marginTop: 12 }} />
      )}
      {doc.status === 'completed' && <AnalysisWhenNear doc={doc} />}

      <FlexBox gap={8} wrap className="cb-doc-actions">
        <Button icon={<EyeOutlined />} href={documentFileUrl(doc.id)} target="_blank" rel="noopener" aria-label={`View ${doc.fileName}`}>
          View
        </Button>
        <Button
          icon={<DownloadOutlined />}
          href={documentFileUrl(doc.id, true)}
          download={doc.fileName}
          aria-label={`Download ${doc.fileName}`}
        >
          Download
        </Button>
        <Popconfirm
          title="Delete this document?"
          description="The file, its text and its analysis are removed."
          okText="Delete"
          okButtonProps={{ danger: true }}
          cancelText="Cancel"
          onConfirm={onDelete}
        >
          <Button danger icon={<DeleteOutlined />} loading={remove.isPending} aria-label={`Delete ${doc.fileName}`}>
            Delete
          </Button>
        </Popconfirm>
      </FlexBox>
    </Card>
  );
}

/** The analysis once the card is within a screen of the viewport (at once where there is no IntersectionObserver). */
function AnalysisWhenNear({ doc }: { doc: DocumentSummary }) {
  const placeholder = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = placeholder.current;
    if (near || !el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [near]);
  const pending = (
    <div ref={placeholder} className="cb-doc-analysis-pending">
      <LoadingBlock label="Loading the analysis" rows={3} />
    </div>
  );
  if (!near) return pending;
  return (
    <Suspense fallback={pending}>
      <Analysis doc={doc} />
    </Suspense>
  );
}
