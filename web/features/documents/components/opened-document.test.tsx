import { fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DocumentDetail } from '../../../../modules/documents/contract';
import { OpenedDocumentView, placeIn } from './opened-document';
import { completedDetail as doc, processing } from './story-fixtures';

const quote = 'Client shall pay Investigator $4,500.00 upon delivery of the final report.';
const start = doc.extractedText.indexOf(quote);
const end = start + quote.length;
/** The same document as a text file: no page to draw, its text is the viewer. */
const textDoc: DocumentDetail = { ...doc, kind: 'text', contentType: 'text/plain; charset=utf-8', fileName: 'agreement.txt' };

describe('the opened document', () => {
  const scrolled: Element[] = [];
  const original = Element.prototype.scrollIntoView;
  const fetchOriginal = globalThis.fetch;
  beforeEach(() => {
    scrolled.length = 0;
    // jsdom lays nothing out: record what was scrolled into view instead.
    Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this);
    });
    // The file (for the drawn page) never arrives here: the page stays loading.
    globalThis.fetch = vi.fn(() => new Promise<Response>(() => {}));
  });
  afterEach(() => {
    Element.prototype.scrollIntoView = original;
    globalThis.fetch = fetchOriginal;
  });

  const show = (d: DocumentDetail, opened: Parameters<typeof placeIn>[1]) =>
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ConfigProvider>
          <OpenedDocumentView doc={d} opened={opened} />
        </ConfigProvider>
      </QueryClientProvider>,
    );

  it('opens a PDF at the cited page with exactly the quoted range highlighted in the text beside the page', () => {
    show(doc, { open: doc.id, page: 2, start, end });
    expect(screen.getByRole('tab', { name: 'Full Text', selected: true })).toBeTruthy();
    const mark = screen.getByTestId('text-place');
    expect(mark.tagName).toBe('MARK');
    expect(mark.textContent).toBe(quote);
    expect(mark.closest('section')?.getAttribute('aria-label')).toBe('Page 2');
    expect(screen.getByText('Page 2', { selector: '.cb-doc-page-marker' }).textContent).toBe('Page 2');
    expect(screen.getByText('The quoted passage is highlighted.')).toBeTruthy();
    // The page itself is being fetched (GET /api/documents/:id/file) to be drawn beside the text.
    expect(screen.getByText('Loading the page')).toBeTruthy();
    expect(vi.mocked(globalThis.fetch).mock.calls[0]?.[0]).toBe(`/api/documents/${doc.id}/file`);
    // Beside the page the text scrolls in its own box; the screen follows the page's highlight.
    expect(scrolled).toEqual([]);
  });

  it('opened from a row (no passage): shows the page and the Summary, marks nothing, and comes into sight', () => {
    const { container } = show(doc, { open: doc.id });
    expect(screen.queryByTestId('text-place')).toBeNull();
    expect(screen.getByRole('tab', { name: 'Summary', selected: true })).toBeTruthy();
    expect(screen.getByText('Services Agreement', { selector: '.cb-doc-type' })).toBeTruthy();
    expect(screen.getByText('Page 1', { selector: '.cb-doc-page-marker' })).toBeTruthy();
    expect(scrolled).toEqual([container.querySelector('.cb-doc-opened')]);
    expect(screen.getByRole('link', { name: `Download ${doc.fileName}` }).getAttribute('href')).toBe(
      `/api/documents/${doc.id}/file?download=1`,
    );
    expect(screen.getByRole('link', { name: `Open file ${doc.fileName} in a new tab` }).getAttribute('href')).toBe(
      `/api/documents/${doc.id}/file`,
    );
  });

  it('a text file is shown as its text, with the cited passage marked and scrolled into view', () => {
    show(textDoc, { open: doc.id, page: 2, start, end });
    const mark = screen.getByTestId('text-place');
    expect(mark.textContent).toBe(quote);
    expect(scrolled).toEqual([mark]);
    // No page to draw: nothing fetched, no Full Text tab beside the text.
    expect(globalThis.fetch).not.toHaveBeenCalled();
    expect(screen.queryByRole('tab', { name: 'Full Text' })).toBeNull();
  });

  it('each Key Info item shows its place: its page, the item highlighted', () => {
    show(textDoc, { open: doc.id });
    fireEvent.click(screen.getByRole('tab', { name: 'Key Info' }));
    const parties = screen.getByRole('region', { name: 'Parties' });
    expect(within(parties).getByText('Quillfeather Mutual Insurance Company')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show $4,500.00 on page 2' }));
    expect(screen.getByText('Page 2', { selector: '.cb-doc-page-marker' })).toBeTruthy();
    expect(screen.getByTestId('text-place').textContent).toBe('$4,500.00');
    expect(screen.getByText('The item is highlighted on its page.')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Key Info' }));
    fireEvent.click(screen.getByRole('button', { name: 'Show Maine on page 2' }));
    expect(screen.getByTestId('text-place').textContent).toBe('State of Maine');
  });

  it('a document being analysed says so, without the analysis tabs', () => {
    show({ ...processing, extractedText: '', pages: [] }, { open: processing.id });
    expect(screen.getByText('Analyzing document...')).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('never highlights a range outside the text, across pages or on another page than the link says', () => {
    const pageBreak = doc.pages[1]!.start;
    expect(placeIn(doc, { open: doc.id, page: 1, start: pageBreak - 5, end: pageBreak + 5 })).toEqual({ page: 1 });
    expect(placeIn(doc, { open: doc.id, page: 2, start: 0, end: doc.extractedText.length + 10 })).toEqual({ page: 2 });
    expect(placeIn(doc, { open: doc.id, page: 1, start, end })).toEqual({ page: 1 });
    expect(placeIn(doc, { open: doc.id, page: 9, start: 10, end: 5 })).toEqual({ page: 1 });
    expect(placeIn(doc, { open: doc.id, start, end })).toEqual({ page: 2, place: { page: 2, start, end } });
  });
});
