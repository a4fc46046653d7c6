// antd's Popconfirm, fetched with its first opening: a page shows the button, few open it, and
// Popconfirm brings Popover, Tooltip and their trigger's popup (≈ 10 KiB gzipped;
// docs/decisions/0024-page-weight.md). The code is fetched as soon as the button is pointed at,
// touched or focused (the notification bell's pattern), so the question usually opens at once.
import { cloneElement, useEffect, useRef, useState, type ReactElement, type SyntheticEvent } from 'react';
import type { PopconfirmProps } from 'antd/es/popconfirm';

const loadPopconfirm = () => import('antd/es/popconfirm');
type PopconfirmComponent = Awaited<ReturnType<typeof loadPopconfirm>>['default'];

export interface LazyPopconfirmProps extends Omit<PopconfirmProps, 'children' | 'open' | 'defaultOpen'> {
  /** The button that opens the question. */
  children: ReactElement<{ onClick?: (event: SyntheticEvent) => void; ref?: React.Ref<HTMLElement> }>;
}

/** antd's `Popconfirm` (uncontrolled), loaded when its button is first used; the props are antd's. */
export function LazyPopconfirm({ children, ...props }: LazyPopconfirmProps) {
  const [Popconfirm, setPopconfirm] = useState<PopconfirmComponent | null>(null);
  const trigger = useRef<HTMLElement>(null);
  // The button is rendered again inside the popconfirm: a keyboard user keeps the focus on it.
  const refocus = useRef(false);
  useEffect(() => {
    if (Popconfirm && refocus.current) {
      refocus.current = false;
      trigger.current?.focus();
    }
  }, [Popconfirm]);

  const prefetch = () => void loadPopconfirm();
  if (Popconfirm) {
    return (
      <Popconfirm {...props} defaultOpen>
        {cloneElement(children, { ref: trigger })}
      </Popconfirm>
    );
  }
  return cloneElement(children, {
    ref: trigger,
    onPointerEnter: prefetch,
    onTouchStart: prefetch,
    onFocus: prefetch,
    onClick: (event: SyntheticEvent) => {
      children.props.onClick?.(event);
      if (props.disabled) return;
      refocus.current = document.activeElement === event.currentTarget;
      void loadPopconfirm().then((module) => setPopconfirm(() => module.default));
    },
  } as Record<string, unknown>);
}
