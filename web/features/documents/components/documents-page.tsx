import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Button } from 'antd';
import { Card } from '../../../components/ui/card';
import { Empty } from '../../../components/ui/empty';
import { SearchInput } from '../../../components/ui/search-input';
import { Progress } from '../../../components/ui/progress';
import { UploadDragger } from '../../../components/ui/upload-dragger';
import { Typography } from '../../../components/ui/typography';
import { InboxOutlined } from '@ant-design/icons';
import { MESSAGES, quotaLine } from '../../../../modules/documents/contract';
import { ProBadge } from '../../../components/pro-badge';
import { LoadError, LoadingBlock } from '../../../components/query-state';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useDocuments } from '../api/get-documents';
import { useSearchDocuments } from '../api/search-documents';
import { useUploadQuota } from '../api/get-upload-quota';
import { useUploadDocument } from '../api/upload-document';
import { ACCEPT_ATTRIBUTE, checkFile } from '../lib/check-file';
import { FlexBox } from './flex-box';
import type { OpenedPlace } from './opened-document';
import './documents.css';

// The opened document (the inline viewer) and the list (antd's Table, Select and date picker) are
// chunks of their own: the page's first screen (the upload card) paints without them, and the list's
// chunk loads alongside the documents' request (docs/decisions/0024-page-weight.md, 0044).
const OpenedDocument = lazy(() => import('./opened-document').then((m) => ({ default: m.OpenedDocument })));
const DocumentList = lazy(() => import('./document-list'));

export interface DocumentsPageProps {
  /** The document open in the viewer, from the page's search parameters (a row, a citation). */
  opened?: OpenedPlace | undefined;
  /** Opens a document (a row of the list); without it the page keeps the opened one itself. */
  onOpen?: (place: OpenedPlace) => void;
  onCloseOpened?: () => void;
}

/**
 * SPEC §2 Document Intelligence: upload, the user's documents as a compact list with filters, sorting
 * and search, and the inline viewer for the opened one: its page with a passage highlighted, and
 * its analysis.
 */
export function DocumentsPage({ opened: openedProp, onOpen, onCloseOpened }: DocumentsPageProps = {}) {
  const [own, setOwn] = useState<OpenedPlace | undefined>();
  const opened = openedProp ?? own;
  const open = onOpen ?? setOwn;
  const close = onCloseOpened ?? (() => setOwn(undefined));
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
            <OpenedDocument key={`${opened.open}:${opened.page}:${opened.start}:${opened.end}`} opened={opened} onClose={close} />
          </Suspense>
        )}
        <UploadCard />
        <YourDocuments onOpen={(id) => open({ open: id })} />
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

function YourDocuments({ onOpen }: { onOpen: (id: string) => void }) {
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState('');
  const documents = useDocuments();
  const search = useSearchDocuments(query);
  const clear = () => {
    setDraft('');
    setQuery('');
  };
  let body: ReactNode;
  if (documents.isPending) body = <LoadingBlock label="Loading your documents" rows={4} />;
  else if (documents.isError)
    body = <LoadError title="Failed to load documents" error={documents.error} onRetry={() => void documents.refetch()} />;
  else if (documents.data.length === 0)
    body = <Empty description="No documents uploaded yet. Upload your first document to get started." />;
  else if (query && search.isPending) body = <LoadingBlock label="Searching" rows={3} />;
  else if (query && search.isError) body = <LoadError title="Search failed" error={search.error} onRetry={() => void search.refetch()} />;
  else
    body = (
      <Suspense fallback={<LoadingBlock label="Loading your documents" rows={4} />}>
        <DocumentList documents={documents.data} search={query ? search.data?.results : undefined} onOpen={onOpen} />
      </Suspense>
    );
  const found = query && search.data ? search.data.results.length : undefined;
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
      {found !== undefined && (
        <FlexBox justify="space-between" align="center" wrap gap={8} className="cb-doc-search-bar">
          <Typography.Text role="status">
            {found === 0 ? `No documents match “${query}”.` : `${found} ${found === 1 ? 'document matches' : 'documents match'} “${query}”`}
            {search.data?.didYouMean && found > 0 ? ` (showing results for “${search.data.didYouMean}”)` : ''}
          </Typography.Text>
          <Button onClick={clear}>Show all documents</Button>
        </FlexBox>
      )}
      {found === 0 ? null : body}
    </Card>
  );
}
