// One of the user's documents opened at a page with a passage highlighted: where a citation of the
// assistant's answer leads (/document-intelligence?open=<id>&page=<n>&start=<s>&end=<e>, the
// passage's character range in the extracted text). The text comes from GET /api/documents/:id.
import { Button } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import type { DocumentDetail } from '../../../../modules/documents/contract';
import { Card } from '../../../components/ui/card';
import { Tag } from '../../../components/ui/tag';
import { Typography } from '../../../components/ui/typography';
import { LoadError, LoadingBlock } from '../../../components/query-state';
import { useDocument } from '../api/get-document';
import { FullText, type TextPlace } from './full-text';

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

/** The opened document: its name, a "Page N" marker, and its text scrolled to the page with the passage marked. */
export function OpenedDocumentView({ doc, opened, onClose }: { doc: DocumentDetail; opened: OpenedPlace; onClose?: () => void }) {
  const { page, place } = placeIn(doc, opened);
  return (
    <Card
      className="cb-doc-opened"
      role="region"
      aria-label={`${doc.fileName}, page ${page}`}
      title={<h2 className="cb-card-title">{doc.fileName}</h2>}
      extra={
        onClose && (
          <Button icon={<CloseOutlined />} onClick={onClose} aria-label={`Close ${doc.fileName}`}>
            Close
          </Button>
        )
      }
    >
      <div className="cb-doc-opened-where">
        <Tag color="#0b57d0" className="cb-doc-page-marker">
          Page {page}
        </Tag>
        <Typography.Text type="secondary">
          {place ? 'The quoted passage is highlighted.' : 'The passage could not be found in this text; showing its page.'}
        </Typography.Text>
      </div>
      <FullText text={doc.extractedText} pages={doc.pages} place={place} page={page} />
    </Card>
  );
}

/** Loads the document the link names (the user's own only: another's answers 404 like a missing one). */
export function OpenedDocument({ opened, onClose }: { opened: OpenedPlace; onClose?: () => void }) {
  const doc = useDocument(opened.open);
  if (doc.isPending) return <LoadingBlock label="Opening the document" rows={4} />;
  if (doc.isError) return <LoadError title="The document could not be opened" error={doc.error} onRetry={() => void doc.refetch()} />;
  return <OpenedDocumentView doc={doc.data} opened={opened} {...(onClose ? { onClose } : {})} />;
}
