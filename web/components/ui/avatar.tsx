// antd's Avatar for an icon or a few letters (the user panel's initial): the same markup, class names
// and antd's own styles (its style hook), without the image, responsive sizes and Avatar.Group
// context (decision 0014, "Fourth round"). As antd's, text is hidden until mounted, then scaled down
// to fit within 4 px of the edge; measured when the browser reports a size (ResizeObserver, after
// its own layout), so the first render forces no layout.
import { forwardRef, useContext, useEffect, useImperativeHandle, useRef, useState, type HTMLAttributes, type ReactNode } from 'react';
import { ConfigContext } from 'antd/es/config-provider';
import useCSSVarCls from 'antd/es/config-provider/hooks/useCSSVarCls';
import useStyle from 'antd/es/avatar/style';

export interface AvatarProps extends HTMLAttributes<HTMLSpanElement> {
  shape?: 'circle' | 'square';
  size?: 'small' | 'medium' | 'large';
  icon?: ReactNode;
}

/** antd's `gap`: the room kept between scaled text and the avatar's edge. */
const GAP = 4;

export const Avatar = forwardRef<HTMLSpanElement, AvatarProps>(function Avatar(
  { shape = 'circle', size, icon, className, children, ...rest },
  ref,
) {
  const { getPrefixCls } = useContext(ConfigContext);
  const prefixCls = getPrefixCls('avatar');
  const rootCls = useCSSVarCls(prefixCls);
  const [hashId, cssVarCls] = useStyle(prefixCls, rootCls);
  const nodeRef = useRef<HTMLSpanElement>(null);
  const textRef = useRef<HTMLSpanElement>(null);
  useImperativeHandle(ref, () => nodeRef.current!, []);
  const [mounted, setMounted] = useState(false);
  const [scale, setScale] = useState(1);
  const hasIcon = icon !== null && icon !== undefined && icon !== false;

  useEffect(() => setMounted(true), []);
  useEffect(() => {
    const node = nodeRef.current;
    const text = textRef.current;
    if (!node || !text) return;
    // antd's setScaleParam.
    const fit = () => {
      const textWidth = text.offsetWidth;
      const nodeWidth = node.offsetWidth;
      if (textWidth !== 0 && nodeWidth !== 0 && GAP * 2 < nodeWidth) {
        setScale(nodeWidth - GAP * 2 < textWidth ? (nodeWidth - GAP * 2) / textWidth : 1);
      }
    };
    if (typeof ResizeObserver === 'undefined') {
      fit();
      return;
    }
    const observer = new ResizeObserver(fit);
    observer.observe(text);
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasIcon]);

  const classString = [
    prefixCls,
    size === 'large' && `${prefixCls}-lg`,
    size === 'small' && `${prefixCls}-sm`,
    `${prefixCls}-${shape}`,
    hasIcon && `${prefixCls}-icon`,
    cssVarCls,
    rootCls,
    className,
    hashId,
  ]
    .filter(Boolean)
    .join(' ');
  const transform = `scale(${scale})`;
  return (
    <span {...rest} className={classString} ref={nodeRef}>
      {hasIcon ? (
        icon
      ) : (
        <span className={`${prefixCls}-string`} ref={textRef} style={mounted ? { WebkitTransform: transform, transform } : { opacity: 0 }}>
          {children}
        </span>
      )}
    </span>
  );
});
