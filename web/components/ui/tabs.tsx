// antd's Tabs for a short, fixed row of tabs (the auth page's Login / Register): the same markup,
// class names, roles and antd's own styles (its style hook), without the overflow menu, dropdown,
// scrolling and editable-card machinery that rc-tabs brings (≈ 20 KiB gzipped; docs/decisions/
// 0014-web-bundle.md, "Fourth round"). As antd's, a panel is rendered from its first showing on and
// kept, hidden, when another tab opens; with `destroyOnHidden` only the open one is in the page.
// Keyboard as rc-tabs: arrow keys, Home and End move the focus along the tabs; Enter, Space or a
// click opens the focused tab.
import { useContext, useLayoutEffect, useRef, useState, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { ConfigContext } from 'antd/es/config-provider';
import useCSSVarCls from 'antd/es/config-provider/hooks/useCSSVarCls';
import useStyle from 'antd/es/tabs/style';

export interface TabItem {
  key: string;
  label: ReactNode;
  children: ReactNode;
}

export interface TabsProps {
  items: TabItem[];
  activeKey: string;
  onChange: (key: string) => void;
  /** Only the open panel in the page (antd's `destroyOnHidden`). */
  destroyOnHidden?: boolean;
  className?: string;
}

export function Tabs({ items, activeKey, onChange, destroyOnHidden = false, className }: TabsProps) {
  const { getPrefixCls } = useContext(ConfigContext);
  const prefixCls = getPrefixCls('tabs');
  const rootCls = useCSSVarCls(prefixCls);
  const [hashId, cssVarCls] = useStyle(prefixCls, rootCls);
  const listRef = useRef<HTMLDivElement>(null);
  const [inkStyle, setInkStyle] = useState<CSSProperties>();
  // The panels shown so far (kept, hidden, unless destroyOnHidden).
  const [shown, setShown] = useState<ReadonlySet<string>>(() => new Set([activeKey]));
  if (!shown.has(activeKey)) setShown(new Set([...shown, activeKey]));
  const tabNode = (key: string) =>
    [...(listRef.current?.children ?? [])].find((node): node is HTMLElement => node instanceof HTMLElement && node.dataset.nodeKey === key);

  // The ink bar under the active tab, centred on it (rc-tabs' indicator, align 'center'). Placed from
  // a ResizeObserver's report, which comes after the browser's own layout, so the first render
  // forces no layout of its own (decision 0030); it follows the tab when its width changes (a font
  // arriving, a count in its label). Without ResizeObserver (jsdom), measured after the commit.
  useLayoutEffect(() => {
    const tab = tabNode(activeKey);
    if (!tab) return;
    const place = () =>
      setInkStyle((old) => {
        const width = tab.offsetWidth;
        const left = tab.offsetLeft + width / 2;
        return old?.width === width && old.left === left ? old : { width, left, transform: 'translateX(-50%)' };
      });
    if (typeof ResizeObserver === 'undefined') {
      place();
      return;
    }
    const observer = new ResizeObserver(place);
    observer.observe(tab);
    return () => observer.disconnect();
  }, [activeKey]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>, index: number) => {
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: items.length - 1 }[event.key];
    if (next !== undefined) {
      event.preventDefault();
      const target = items[(next + items.length) % items.length]!;
      tabNode(target.key)?.querySelector<HTMLElement>('[role="tab"]')?.focus();
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onChange(items[index]!.key);
    }
  };

  const panels = items.filter((item) => item.key === activeKey || (!destroyOnHidden && shown.has(item.key)));
  return (
    <div className={[prefixCls, `${prefixCls}-top`, className, hashId, cssVarCls, rootCls].filter(Boolean).join(' ')}>
      <div role="tablist" aria-orientation="horizontal" className={`${prefixCls}-nav`}>
        <div className={`${prefixCls}-nav-wrap`}>
          <div className={`${prefixCls}-nav-list`} ref={listRef}>
            {items.map((item, index) => {
              const selected = item.key === activeKey;
              return (
                <div
                  key={item.key}
                  data-node-key={item.key}
                  className={`${prefixCls}-tab${selected ? ` ${prefixCls}-tab-active` : ''}`}
                  onClick={() => onChange(item.key)}
                >
                  <div
                    role="tab"
                    aria-selected={selected}
                    className={`${prefixCls}-tab-btn`}
                    tabIndex={selected ? 0 : -1}
                    onKeyDown={(event) => onKeyDown(event, index)}
                  >
                    {item.label}
                  </div>
                </div>
              );
            })}
            <div className={`${prefixCls}-ink-bar ${prefixCls}-ink-bar-animated`} style={inkStyle} />
          </div>
        </div>
      </div>
      <div className={`${prefixCls}-body-holder`}>
        <div className={`${prefixCls}-body ${prefixCls}-body-top`}>
          {panels.map((item) => {
            const open = item.key === activeKey;
            return (
              <div
                key={item.key}
                role="tabpanel"
                tabIndex={open ? 0 : -1}
                aria-hidden={!open}
                className={`${prefixCls}-content ${open ? `${prefixCls}-content-active` : `${prefixCls}-content-hidden`}`}
              >
                {item.children}
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
