import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders `children` (a lazily loaded part of the page) once its place comes within a screen of the
 * viewport, or once the browser is idle after the page has shown, whichever is first; at once where
 * there is no IntersectionObserver. Until then, and while its code arrives, `placeholder` holds its
 * place. The code is not in the page's initial JavaScript (docs/decisions/0025-case-form-weight.md).
 */
export function WhenNear({ placeholder, children }: { placeholder: ReactNode; children: ReactNode }) {
  const anchor = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = anchor.current;
    if (near || !el) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin: '100% 0px' });
    observer.observe(el);
    const idle = typeof requestIdleCallback === 'function'
      ? requestIdleCallback(() => setNear(true), { timeout: 2000 })
      : undefined;
    const timer = idle === undefined ? setTimeout(() => setNear(true), 500) : undefined;
    return () => {
      observer.disconnect();
      if (idle !== undefined) cancelIdleCallback(idle);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [near]);
  const pending = <div ref={anchor}>{placeholder}</div>;
  if (!near) return pending;
  return <Suspense fallback={placeholder}>{children}</Suspense>;
}
