// antd's Tooltip, fetched when its element is first pointed at, touched or focused (the runtime
// notice's pattern, docs/decisions/0014-web-bundle.md "Fourth round"): Tooltip brings its trigger,
// motion and the form context antd isolates it from (rc-form, ≈ 18 KiB gzipped on a page that has
// no other use for them; docs/decisions/0024-page-weight.md). It opens on loading if the pointer or
// the focus is still there.
import { cloneElement, lazy, Suspense, useRef, useState, type ReactElement, type ReactNode } from 'react';

const Tooltip = lazy(() => import('antd/es/tooltip'));

type Handler = (event: unknown) => void;

export interface LazyTooltipProps {
  title: ReactNode;
  /** One element that takes pointer and focus handlers (a span around a disabled button, a tag). */
  children: ReactElement<{
    onPointerEnter?: Handler;
    onPointerLeave?: Handler;
    onTouchStart?: Handler;
    onFocus?: Handler;
    onBlur?: Handler;
  }>;
}

/** antd's `Tooltip` (hover and focus), loaded on first use. */
export function LazyTooltip({ title, children }: LazyTooltipProps) {
  const over = useRef(false);
  const [armed, setArmed] = useState(false);
  const own = children.props;
  const enter = (handler?: Handler) => (event: unknown) => {
    over.current = true;
    setArmed(true);
    handler?.(event);
  };
  const leave = (handler?: Handler) => (event: unknown) => {
    over.current = false;
    handler?.(event);
  };
  const element = cloneElement(children, {
    onPointerEnter: enter(own.onPointerEnter),
    onTouchStart: enter(own.onTouchStart),
    onFocus: enter(own.onFocus),
    onPointerLeave: leave(own.onPointerLeave),
    onBlur: leave(own.onBlur),
  });
  if (!armed) return element;
  return (
    <Suspense fallback={element}>
      <Tooltip title={title} trigger={['hover', 'focus']} defaultOpen={over.current}>
        {element}
      </Tooltip>
    </Suspense>
  );
}
