import { render, screen } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OpenedDocumentView, placeIn } from './opened-document';
import { completedDetail as doc } from './story-fixtures';

const quote = 'Client shall pay Investigator $4,500.00 upon delivery of the final report.';
const start = doc.extractedText.indexOf(quote);
const end = start + quote.length;

describe('the document opened from a citation', () => {
  const scrolled: Element[] = [];
  const original = Element.prototype.scrollIntoView;
  beforeEach(() => {
    scrolled.length = 0;
    // jsdom lays nothing out: record what was scrolled into view instead.
    Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this);
    });
  });
  afterEach(() => {
    Element.prototype.scrollIntoView = original;
  });

  const show = (opened: Parameters<typeof placeIn>[1]) =>
    render(
      <ConfigProvider>
        <OpenedDocumentView doc={doc} opened={opened} />
      </ConfigProvider>,
    );

  it('highlights exactly the quoted range, on its page, and scrolls the highlight into view', () => {
    show({ open: doc.id, page: 2, start, end });
    const mark = screen.getByTestId('text-place');
    expect(mark.tagName).toBe('MARK');
    expect(mark.textContent).toBe(quote);
    expect(mark.closest('section')?.getAttribute('aria-label')).toBe('Page 2');
    expect(screen.getByText('Page 2', { selector: '.cb-doc-page-marker' }).textContent).toBe('Page 2');
    expect(scrolled).toEqual([mark]);
  });

  it('without a range, scrolls to the page and marks nothing', () => {
    show({ open: doc.id, page: 2 });
    expect(screen.queryByTestId('text-place')).toBeNull();
    expect(scrolled).toHaveLength(1);
    expect(scrolled[0]?.getAttribute('data-page')).toBe('2');
    expect(screen.getByText('Page 2', { selector: '.cb-doc-page-marker' }).textContent).toBe('Page 2');
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
