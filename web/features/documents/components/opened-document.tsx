// One of the user's documents opened in the inline viewer: the page (a PDF's pages drawn by pdf.js,
// or the picture; the text for Word and text files) beside its analysis in SPEC's tabs (Summary,
// Key Info, Full Text). Where a row of the list and an assistant's citation lead
// (/document-intelligence?open=<id>&page=<n>&start=<s>&end=<e>, the passage's character range in
// the extracted text): the viewer opens at that page with the passage highlighted. Each Key Info
// item shows its own place the same way. The text comes from GET /api/documents/:id, the file from
// GET /api/documents/:id/file.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Button, Flex } from 'antd';
import { CloseOutlined, ExportOutlined } from '@ant-design/icons';
import { MESSAGES, type DocumentDetail, type DocumentKind, type Source } from '../../../../modules/documents/contract';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { Progress } from '../../../components/ui/progress';
import { Tabs } from '../../../components/ui/tabs';
import { Tag } from '../../../components/ui/tag';
import { Typography } from '../../../components/ui/typography';
import { LoadError, LoadingBlock } from '../../../components/query-state';
import { documentFileUrl, useDocument } from '../api/get-document';
import { useDocumentFile } from '../api/get-document-file';
import { typeOf } from '../lib/list-view';
import { dateOf, DeleteButton, DownloadButton, sizeOf, StatusTag } from './document-actions';
import { CustodyLog } from './custody-log';
import { FullText, type TextPlace } from './full-text';
import { KeyInfo } from './key-info';

// pdf.js and its worker: fetched when a PDF or a picture is opened (docs/decisions/0044-documents-screen.md).
const DocumentPages = lazy(() => import('./document-pages'));

/** The kinds whose pages the viewer draws; Word and text files are shown as their text. */
const DRAWN: ReadonlySet<DocumentKind> = new Set(['pdf', 'png', 'jpeg']);

/** What a link asks to open (the page's search parameters). */
export interface OpenedPlace {
  open: string;
  page?: number | undefined;
  start?: number | undefined;
  end?: number | undefined;
}

/**
 * The range to highlight and the page to show, checked against the document: a range that is empty,
 * outside the text or across pages is not highlighted (the page alone is shown); a page the document
 * does not have falls back to the range's page, else the first.
 */
export function placeIn(doc: Pick<DocumentDetail, 'extractedText' | 'pages'>, opened: OpenedPlace): { page: number; place?: TextPlace } {
  const pages = doc.pages.length > 0 ? doc.pages : [{ page: 1, start: 0, end: doc.extractedText.length }];
  const { start, end } = opened;
  const holding =
    start !== undefined && end !== undefined && start < end && end <= doc.extractedText.length
      ? pages.find((p) => start >= p.start && end <= p.end)
      : undefined;
  if (holding && (opened.page === undefined || opened.page === holding.page))
    return { page: holding.page, place: { page: holding.page, start: start!, end: end! } };
  const asked = pages.find((p) => p.page === opened.page);
  return { page: (asked ?? holding ?? pages[0]!).page };
}

/**
 * The opened document: name, type, date, size and status, its actions, a "Page N" marker, the page
 * (with the passage highlighted) and the analysis tabs. On a phone the page comes first.
 */
export function OpenedDocumentView({
  doc,
  opened,
  onClose,
}: {
  doc: DocumentDetail;
  opened: OpenedPlace;
  onClose?: (() => void) | undefined;
}) {
  const first = placeIn(doc, opened);
  const passageAsked = opened.start !== undefined && opened.end !== undefined;
  const drawn = DRAWN.has(doc.kind);
  // The analysis tabs once there is an analysis (SPEC: a completed document's tabs).
  const analysed = doc.status === 'completed';
  const [page, setPage] = useState(first.page);
  const [place, setPlace] = useState<TextPlace | undefined>(first.place);
  // Whether the place shown is a Key Info item's (not the link's passage).
  const [fromItem, setFromItem] = useState(false);
  // Whether the page itself shows the passage (a PDF's text layer); until told, the text beside it is marked too.
  const [onPage, setOnPage] = useState<boolean | undefined>(undefined);
  const [tab, setTab] = useState(first.place && drawn ? 'text' : 'summary');
  const root = useRef<HTMLDivElement>(null);
  const view = useRef<HTMLDivElement>(null);

  // Opened from a row (no passage): the viewer comes into sight; a passage scrolls itself there.
  useEffect(() => {
    if (!first.place) root.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  const show = (source: Source) => {
    const next = placeIn(doc, { open: doc.id, page: source.page, start: source.start, end: source.end });
    setPage(next.page);
    setPlace(next.place);
    setFromItem(true);
    setOnPage(undefined);
    // On a phone the page is above the tabs: bring it back into sight (the highlight then centres itself).
    view.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  };
  const onHighlight = (found: boolean) => {
    setOnPage(found);
    if (!found) setTab('text');
  };
  const turnTo = (n: number) => {
    setPage(n);
    setOnPage(undefined);
  };

  const text = (scrollInside: boolean) => (
    <FullText text={doc.extractedText} pages={doc.pages} place={place} page={page} scrollInside={scrollInside} />
  );
  const info = doc.keyInfo;
  const tabs = [
    {
      key: 'summary',
      label: 'Summary',
      children: <Summary doc={doc} onShow={show} />,
    },
    {
      key: 'key-info',
      label: 'Key Info',
      children: info ? <KeyInfo info={info} onShow={show} /> : <Typography.Text type="secondary">No key information yet.</Typography.Text>,
    },
    // Beside a drawn page the text scrolls inside its box, unless it is where the passage is shown.
    ...(drawn ? [{ key: 'text', label: 'Full Text', children: text(onPage !== false) }] : []),
  ];

  return (
    <Card
      ref={root}
      className="cb-doc-opened"
      role="region"
      aria-label={`${doc.fileName}, page ${page}`}
      title={<h2 className="cb-card-title cb-doc-opened-title">{doc.fileName}</h2>}
      extra={
        onClose && (
          <Button icon={<CloseOutlined />} onClick={onClose} aria-label={`Close ${doc.fileName}`}>
            Close
          </Button>
        )
      }
    >
      <div className="cb-doc-opened-meta">
        <StatusTag status={doc.status} />
        <Typography.Text type="secondary">
          {[typeOf(doc), `Uploaded ${dateOf(doc.uploadDate)}`, sizeOf(doc.size)].filter(Boolean).join(' · ')}
        </Typography.Text>
        <Flex gap={8} wrap className="cb-doc-opened-actions">
          <Button
            icon={<ExportOutlined />}
            href={documentFileUrl(doc.id)}
            target="_blank"
            rel="noopener"
            aria-label={`Open file ${doc.fileName} in a new tab`}
          >
            Open file
          </Button>
          <DownloadButton doc={doc} />
          <DeleteButton doc={doc} onDeleted={onClose} />
        </Flex>
      </div>
      {doc.status === 'processing' && (
        <div className="cb-doc-processing" role="status">
          <Typography.Text>Analyzing document...</Typography.Text>
          <Progress percent={75} showInfo={false} status="active" aria-label="Analysis progress" />
        </div>
      )}
      {doc.status === 'failed' && (
        <Alert type="error" showIcon title={MESSAGES.analysisFailed} description={doc.error ?? undefined} style={{ marginBottom: 12 }} />
      )}
      <div className="cb-doc-opened-where">
        <Tag color="#0b57d0" className="cb-doc-page-marker">
          Page {page}
        </Tag>
        {(passageAsked || place) && (
          <Typography.Text type="secondary" role="status">
            {!place
              ? 'The passage could not be found in this text; showing its page.'
              : onPage === false
                ? 'The passage is highlighted in the text beside the page.'
                : fromItem
                  ? 'The item is highlighted on its page.'
                  : 'The quoted passage is highlighted.'}
          </Typography.Text>
        )}
      </div>
      <div className={analysed ? 'cb-viewer-grid' : 'cb-viewer-grid cb-viewer-grid-single'}>
        <div ref={view} className="cb-viewer-main">
          {drawn ? (
            <PageView doc={doc} page={page} onPage={turnTo} place={place} onHighlight={onHighlight} />
          ) : (
            <>
              <Typography.Title level={3} className="cb-viewer-main-title">
                Full Text
              </Typography.Title>
              {text(false)}
            </>
          )}
        </div>
        {analysed && (
          <div className="cb-viewer-side">
            <Tabs activeKey={tab} onChange={setTab} className="cb-doc-tabs" items={tabs} destroyOnHidden />
          </div>
        )}
      </div>
      <CustodyLog documentId={doc.id} />
    </Card>
  );
}

/** SPEC's Summary tab: document type, confidence bar, tags; with the governing law and the summary. */
function Summary({ doc, onShow }: { doc: DocumentDetail; onShow: (source: Source) => void }) {
  const law = doc.keyInfo?.governingLaw;
  return (
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
      {law && (
        <Typography.Text>
          Governing law: <strong>{law.state}</strong>{' '}
          <Button
            type="link"
            size="small"
            className="cb-keyinfo-link"
            onClick={() => onShow(law.source)}
            aria-label={`Show the governing law on page ${law.source.page}`}
          >
            page {law.source.page}
          </Button>
        </Typography.Text>
      )}
      {doc.summary && <Typography.Paragraph style={{ margin: 0 }}>{doc.summary}</Typography.Paragraph>}
      {doc.warnings.length > 0 && (
        <ul className="cb-doc-warnings" aria-label="Reading notes">
          {doc.warnings.map((w) => (
            <li key={w}>
              <Typography.Text type="secondary">{w}</Typography.Text>
            </li>
          ))}
        </ul>
      )}
    </Flex>
  );
}

/** The drawn page: the file is fetched (each fetch a view the server records), then pdf.js or the picture. */
function PageView({
  doc,
  page,
  onPage,
  place,
  onHighlight,
}: {
  doc: DocumentDetail;
  page: number;
  onPage: (n: number) => void;
  place: TextPlace | undefined;
  onHighlight: (found: boolean) => void;
}) {
  const file = useDocumentFile(doc.id);
  const loading = <LoadingBlock label="Loading the page" rows={8} />;
  if (file.isPending) return loading;
  if (file.isError) return <LoadError title="The file could not be shown" error={file.error} onRetry={() => void file.refetch()} />;
  return (
    <Suspense fallback={loading}>
      <DocumentPages
        file={file.data}
        kind={doc.kind}
        fileName={doc.fileName}
        page={page}
        onPage={onPage}
        text={doc.extractedText}
        pages={doc.pages}
        place={place}
        onHighlight={onHighlight}
      />
    </Suspense>
  );
}

/** Loads the document the link names (the user's own only: another's answers 404 like a missing one). */
export function OpenedDocument({ opened, onClose }: { opened: OpenedPlace; onClose?: () => void }) {
  const doc = useDocument(opened.open);
  if (doc.isPending) return <LoadingBlock label="Opening the document" rows={4} />;
  if (doc.isError) return <LoadError title="The document could not be opened" error={doc.error} onRetry={() => void doc.refetch()} />;
  return <OpenedDocumentView doc={doc.data} opened={opened} onClose={onClose} />;
}
