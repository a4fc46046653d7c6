// A completed document's analysis: Summary, Key Info and Full Text tabs (SPEC §2 Document
// Intelligence). Loaded with the card's first coming near the viewport (document-card.tsx).
import { useState } from 'react';
import { Flex } from 'antd';
import { Typography } from '../../../components/ui/typography';
import { Progress } from '../../../components/ui/progress';
import { Tabs } from '../../../components/ui/tabs';
import { Tag } from '../../../components/ui/tag';
import type { DocumentSummary, Source } from '../../../../modules/documents/contract';
import { LoadError, LoadingBlock } from '../../../components/query-state';
import { useDocument } from '../api/get-document';
import { FullText } from './full-text';
import { KeyInfo } from './key-info';

export default function Analysis({ doc }: { doc: DocumentSummary }) {
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
