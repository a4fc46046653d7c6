import { useState } from 'react';
import { Button, Flex, Tag } from 'antd';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { LazyPopconfirm as Popconfirm } from '../../../components/ui/lazy-popconfirm';
import { Progress } from '../../../components/ui/progress';
import { Tabs } from '../../../components/ui/tabs';
import { Typography } from '../../../components/ui/typography';
import { DeleteOutlined, DownloadOutlined, EyeOutlined, FileTextOutlined } from '@ant-design/icons';
import { MESSAGES, type DocumentStatus, type DocumentSummary, type Source } from '../../../../modules/documents/contract';
import { LoadError, LoadingBlock } from '../../../components/query-state';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { documentFileUrl, useDocument } from '../api/get-document';
import { useDeleteDocument } from '../api/delete-document';
import { FullText } from './full-text';
import { KeyInfo } from './key-info';

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
      <Flex justify="space-between" align="start" gap={12} wrap>
        <Flex gap={10} align="start" style={{ minWidth: 0, flex: 1 }}>
          <FileTextOutlined aria-hidden style={{ fontSize: 22, marginTop: 4 }} />
          <div style={{ minWidth: 0 }}>
            <h3 className="cb-doc-name">{doc.fileName}</h3>
            <Typography.Text type="secondary">Uploaded {dateOf(doc.uploadDate)}</Typography.Text>
          </div>
        </Flex>
        <Tag color={status.color} className="cb-doc-status">
          {status.label}
        </Tag>
      </Flex>

      {doc.status === 'processing' && (
        <div className="cb-doc-processing" role="status">
          <Typography.Text>Analyzing document...</Typography.Text>
          <Progress percent={75} showInfo={false} status="active" aria-label="Analysis progress" />
        </div>
      )}
      {doc.status === 'failed' && <Alert type="error" showIcon title={MESSAGES.analysisFailed} description={doc.error ?? undefined} style={{ marginTop: 12 }} />}
      {doc.status === 'completed' && <Analysis doc={doc} />}

      <Flex gap={8} wrap className="cb-doc-actions">
        <Button icon={<EyeOutlined />} href={documentFileUrl(doc.id)} target="_blank" rel="noopener" aria-label={`View ${doc.fileName}`}>
          View
        </Button>
        <Button icon={<DownloadOutlined />} href={documentFileUrl(doc.id, true)} download={doc.fileName} aria-label={`Download ${doc.fileName}`}>
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
      </Flex>
    </Card>
  );
}

function Analysis({ doc }: { doc: DocumentSummary }) {
  const [tab, setTab] = useState('summary');
  const [place, setPlace] = useState<Source | undefined>();
  const showInText = (source: Source) => {
    setPlace(source);
    setTab('text');
  };
  const info = doc.keyInfo;
  return (
    <Tabs
      activeKey={tab}
      onChange={setTab}
      className="cb-doc-tabs"
      items={[
        {
          key: 'summary',
          label: 'Summary',
          children: (
            <Flex vertical gap={10}>
              <div>
                <Typography.Text type="secondary">Document type</Typography.Text>
                <div className="cb-doc-type">{doc.documentType ?? 'Document'}</div>
              </div>
              <div>
                <Typography.Text type="secondary">Confidence</Typography.Text>
                <Progress percent={doc.confidence ?? 0} aria-label="Confidence" />
              </div>
              {doc.tags.length > 0 && (
                <Flex gap={6} wrap aria-label="Tags">
                  {doc.tags.map((t) => (
                    <Tag key={t}>{t}</Tag>
                  ))}
                </Flex>
              )}
              {info?.governingLaw && (
                <Typography.Text>
                  Governing law: <strong>{info.governingLaw.state}</strong>
                </Typography.Text>
              )}
              {doc.summary && <Typography.Paragraph style={{ margin: 0 }}>{doc.summary}</Typography.Paragraph>}
            </Flex>
          ),
        },
        { key: 'key-info', label: 'Key Info', children: info ? <KeyInfo info={info} onShow={showInText} /> : null },
        { key: 'text', label: 'Full Text', children: tab === 'text' ? <DocumentText id={doc.id} place={place} /> : null },
      ]}
    />
  );
}

function DocumentText({ id, place }: { id: string; place: Source | undefined }) {
  const query = useDocument(id);
  if (query.isPending) return <LoadingBlock label="Loading the text" rows={5} />;
  if (query.isError) return <LoadError title="Failed to load the text" error={query.error} onRetry={() => void query.refetch()} />;
  return <FullText text={query.data.extractedText} pages={query.data.pages} place={place} />;
}
