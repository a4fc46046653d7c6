import { lazy, Suspense, useState } from 'react';
import { Button } from 'antd';
import { Card } from '../../../components/ui/card';
import { Empty } from '../../../components/ui/empty';
import { SearchInput } from '../../../components/ui/search-input';
import { Progress } from '../../../components/ui/progress';
import { UploadDragger } from '../../../components/ui/upload-dragger';
import { Typography } from '../../../components/ui/typography';
import { InboxOutlined } from '@ant-design/icons';
import { MESSAGES, quotaLine, type SearchResult } from '../../../../modules/documents/contract';
import { ProBadge } from '../../../components/pro-badge';
import { LoadError, LoadingBlock } from '../../../components/query-state';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useDocuments } from '../api/get-documents';
import { useSearchDocuments } from '../api/search-documents';
import { useUploadQuota } from '../api/get-upload-quota';
import { useUploadDocument } from '../api/upload-document';
import { ACCEPT_ATTRIBUTE, checkFile } from '../lib/check-file';
import { DocumentCard } from './document-card';
import { FlexBox } from './flex-box';
import type { OpenedPlace } from './opened-document';
import './documents.css';

// A document opened from an assistant's citation: a chunk of its own, like the analysis (the text view
// is not part of the page's first paint; docs/decisions/0024-page-weight.md).
const OpenedDocument = lazy(() => import('./opened-document').then((m) => ({ default: m.OpenedDocument })));

/**
 * SPEC §2 Document Intelligence: upload, the user's documents with search, and each one's analysis.
 * `opened` (the page's search parameters) shows one document at a page with a passage highlighted.
 */
export function DocumentsPage({ opened, onCloseOpened }: { opened?: OpenedPlace | undefined; onCloseOpened?: () => void } = {}) {
  return (
    <div className="cb-page">
      <div className="cb-page-header">
        <FlexBox gap={10} align="center" wrap>
          <Typography.Title level={1} style={{ fontSize: 26, margin: 0 }}>
            Document Intelligence
          </Typography.Title>
          <ProBadge />
        </FlexBox>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          Upload contracts, letters, court papers or scans: the text is read and the parties, dates, amounts and key terms are found for
          you.
        </Typography.Paragraph>
      </div>
      <FlexBox vertical gap={16}>
        {opened && (
          <Suspense fallback={<LoadingBlock label="Opening the document" rows={4} />}>
            <OpenedDocument
              key={`${opened.open}:${opened.page}:${opened.start}:${opened.end}`}
              opened={opened}
              {...(onCloseOpened ? { onClose: onCloseOpened } : {})}
            />
          </Suspense>
        )}
        <UploadCard />
        <YourDocuments />
      </FlexBox>
    </div>
  );
}

function UploadCard() {
  const upload = useUploadDocument();
  const [percent, setPercent] = useState<number | null>(null);
  const send = (file: File) => {
    const problem = checkFile(file);
    if (problem) {
      toast({ title: problem.title, description: problem.description, variant: 'error' });
      return;
    }
    setPercent(0);
    upload.mutate(
      // The bar stops at 90 until the server has answered (stored and recorded the file).
      { file, onProgress: (p) => setPercent(Math.min(90, p)) },
      {
        onSuccess: () => toast({ title: 'Document uploaded successfully', description: MESSAGES.uploadedDetail, variant: 'success' }),
        onError: (error) => toast({ title: MESSAGES.uploadFailed, description: errorMessage(error), variant: 'error' }),
        onSettled: () => setPercent(null),
      },
    );
  };
  return (
    <Card title={<h2 className="cb-card-title">Upload a document</h2>}>
      <UploadDragger accept={ACCEPT_ATTRIBUTE} disabled={upload.isPending} onFiles={([file]) => send(file!)} aria-label="Upload a document">
        <p className="ant-upload-drag-icon">
          <InboxOutlined aria-hidden />
        </p>
        <p className="ant-upload-text">Click to upload or drag and drop</p>
        <p className="ant-upload-hint">PDF, Word, JPG, PNG or text, up to 10MB</p>
      </UploadDragger>
      <QuotaLine />
      {percent !== null && (
        <div role="status" aria-live="polite" style={{ marginTop: 12 }}>
          <Typography.Text>Uploading…</Typography.Text>
          <Progress percent={percent} aria-label="Upload progress" />
        </div>
      )}
    </Card>
  );
}

/** Today's uploads left on the plan (the server refuses past them with the same numbers). */
function QuotaLine() {
  const quota = useUploadQuota();
  if (!quota.data) return null;
  const spent = quota.data.files.left === 0 || quota.data.bytes.left === 0;
  return (
    <Typography.Paragraph type={spent ? undefined : 'secondary'} strong={spent} style={{ margin: '8px 0 0' }}>
      {quotaLine(quota.data)}
      {spent ? ' Uploads start again at midnight UTC.' : ''}
    </Typography.Paragraph>
  );
}

function YourDocuments() {
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState('');
  return (
    <Card title={<h2 className="cb-card-title">Your Documents</h2>}>
      <SearchInput
        className="cb-doc-search"
        placeholder="Search your documents"
        aria-label="Search your documents"
        value={draft}
        onChange={(e) => {
          setDraft(e.target.value);
          if (!e.target.value.trim()) setQuery('');
        }}
        onSearch={(v) => setQuery(v.trim())}
        enterButton="Search"
        allowClear
      />
      {query ? (
        <SearchResults
          q={query}
          onClear={() => {
            setDraft('');
            setQuery('');
          }}
        />
      ) : (
        <DocumentList />
      )}
    </Card>
  );
}

function DocumentList() {
  const documents = useDocuments();
  if (documents.isPending) return <LoadingBlock label="Loading your documents" rows={4} />;
  if (documents.isError)
    return <LoadError title="Failed to load documents" error={documents.error} onRetry={() => void documents.refetch()} />;
  if (documents.data.length === 0) return <Empty description="No documents uploaded yet. Upload your first document to get started." />;
  return (
    <FlexBox vertical gap={12}>
      {documents.data.map((d) => (
        <DocumentCard key={d.id} doc={d} />
      ))}
    </FlexBox>
  );
}

function SearchResults({ q, onClear }: { q: string; onClear: () => void }) {
  const search = useSearchDocuments(q);
  const documents = useDocuments();
  if (search.isPending) return <LoadingBlock label="Searching" rows={3} />;
  if (search.isError) return <LoadError title="Search failed" error={search.error} onRetry={() => void search.refetch()} />;
  const byId = new Map((documents.data ?? []).map((d) => [d.id, d]));
  return (
    <FlexBox vertical gap={12}>
      <FlexBox justify="space-between" align="center" wrap gap={8}>
        <Typography.Text role="status">
          {search.data.results.length === 0
            ? `No documents match “${q}”.`
            : `${search.data.results.length} ${search.data.results.length === 1 ? 'document matches' : 'documents match'} “${q}”`}
        </Typography.Text>
        <Button onClick={onClear}>Show all documents</Button>
      </FlexBox>
      {/* A plain list: antd's List brings Pagination, Select and a virtual list for this. */}
      {search.data.results.length > 0 && (
        <ul className="cb-doc-results">
          {search.data.results.map((r: SearchResult) => {
            const doc = byId.get(r.id);
            return (
              <li key={r.id} className="cb-doc-result">
                <FlexBox vertical gap={8} style={{ width: '100%' }}>
                  <p className="cb-doc-snippet">
                    {r.snippet.map((part, i) => (part.hit ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>))}
                  </p>
                  {doc ? <DocumentCard doc={doc} /> : <strong>{r.fileName}</strong>}
                </FlexBox>
              </li>
            );
          })}
        </ul>
      )}
    </FlexBox>
  );
}
