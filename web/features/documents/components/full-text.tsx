import { useEffect, useRef } from 'react';
import { Empty } from 'antd';
import { Typography } from '../../../components/ui/typography';
import type { PageSpan } from '../../../../modules/documents/contract';

export interface TextPlace {
  start: number;
  end: number;
  page: number;
}

/**
 * The extracted text page by page; `place` (from a Key Info item or an assistant's citation) is marked
 * and scrolled into view; without one, `page` is scrolled to. With `scrollInside` only the text's own
 * box scrolls, not the screen (beside the page viewer, whose highlight the screen follows). The text
 * is rendered as text, never as markup.
 */
export function FullText({
  text,
  pages,
  place,
  page,
  scrollInside = false,
}: {
  text: string;
  pages: PageSpan[];
  place?: TextPlace | undefined;
  page?: number | undefined;
  scrollInside?: boolean;
}) {
  const mark = useRef<HTMLElement>(null);
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = region.current;
    const target = mark.current ?? (page !== undefined ? box?.querySelector<HTMLElement>(`[data-page="${page}"]`) : null);
    if (!box || !target) return;
    // offsetTop is measured from the box (position: relative in documents.css).
    if (scrollInside) box.scrollTop = Math.max(0, target.offsetTop - (mark.current ? box.clientHeight / 3 : 0));
    else target.scrollIntoView?.({ block: mark.current ? 'center' : 'start', behavior: 'smooth' });
  }, [place?.start, place?.end, page, scrollInside]);
  if (!text.trim()) return <Empty description="No text extracted" image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  const spans = pages.length > 0 ? pages : [{ page: 1, start: 0, end: text.length }];
  return (
    <div ref={region} className="cb-doc-text" role="region" tabIndex={0} aria-label="Full text">
      {spans.map((p) => {
        const slice = (a: number, b: number) => text.slice(Math.max(a, p.start), Math.min(b, p.end));
        const inside = place && place.start < p.end && place.end > p.start;
        return (
          <section key={p.page} aria-label={`Page ${p.page}`} data-page={p.page}>
            {spans.length > 1 && (
              <Typography.Text type="secondary" className="cb-doc-page">
                Page {p.page}
              </Typography.Text>
            )}
            <pre>
              {inside ? (
                <>
                  {slice(p.start, place.start)}
                  <mark ref={mark} data-testid="text-place">
                    {slice(place.start, place.end)}
                  </mark>
                  {slice(place.end, p.end)}
                </>
              ) : (
                text.slice(p.start, p.end)
              )}
            </pre>
          </section>
        );
      })}
    </div>
  );
}
