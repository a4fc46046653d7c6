// Content below the first screen, rendered once its place comes within a screen of the viewport
// (at once where there is no IntersectionObserver): a lazy component inside it is fetched then,
// not with the page (docs/decisions/0028-remaining-pages-weight.md; document-card's pattern).
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

export interface WhenNearProps {
  /** Shown in its place until then, and while its code loads (keep it about the content's height). */
  placeholder: ReactNode;
  children: ReactNode;
}

export function WhenNear({ placeholder, children }: WhenNearProps) {
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
    return () => observer.disconnect();
  }, [near]);
  if (!near) return <div ref={marker}>{placeholder}</div>;
  return <Suspense fallback={placeholder}>{children}</Suspense>;
}
