// Content below the first screen, rendered once its place comes within a screen of the viewport
// (at once where there is no IntersectionObserver): a lazy component inside it is fetched then,
// not with the page (docs/decisions/0025-case-form-weight.md, 0028-remaining-pages-weight.md;
// document-card's pattern). With `whenIdle`, also once the browser is idle after the page has
// shown, whichever is first, so a part the user will reach (the case form's end, a case's
// comments) is there without scrolling first.
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

export interface WhenNearProps {
  /** Shown in its place until then, and while its code loads (keep it about the content's height). */
  placeholder: ReactNode;
  /** Also render once the browser is idle after the page has shown (at most 2 s; 0.5 s without requestIdleCallback). */
  whenIdle?: boolean;
  /** Render now, wherever it is (the user needs it: the form it belongs to is being submitted). */
  show?: boolean;
  children: ReactNode;
}

export function WhenNear({ placeholder, whenIdle = false, show = false, children }: WhenNearProps) {
  const marker = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = marker.current;
    if (near || !el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(el);
    if (!whenIdle) return () => observer.disconnect();
    const idle = typeof requestIdleCallback === 'function' ? requestIdleCallback(() => setNear(true), { timeout: 2000 }) : undefined;
    const timer = idle === undefined ? setTimeout(() => setNear(true), 500) : undefined;
    return () => {
      observer.disconnect();
      if (idle !== undefined) cancelIdleCallback(idle);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [near, whenIdle]);
  if (!near && !show) return <div ref={marker}>{placeholder}</div>;
  return <Suspense fallback={placeholder}>{children}</Suspense>;
}
