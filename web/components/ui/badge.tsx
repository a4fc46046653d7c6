// antd's Badge for a count on a child (the notification bell's unread count): the same markup,
// class names, `title` and antd's own styles (its style hook), and antd's zoom in and out when the
// count appears or goes (the same CSSMotion, already in every page), without the status, dot, colour,
// text, custom-count and semantic-style machinery (docs/decisions/0014-web-bundle.md).
// One difference: antd rolls each digit from the old number to the new one (SingleNumber's
// animation); here a changed number is shown at once, in the markup antd has when at rest (one
// `ant-scroll-number-only` per digit with its `current` unit), so the styles apply the same.
import { forwardRef, useContext, useRef, type HTMLAttributes, type ReactNode } from 'react';
import CSSMotion from '@rc-component/motion';
import { ConfigContext } from 'antd/es/config-provider';
import useStyle from 'antd/es/badge/style';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** Nothing is shown for 0 (antd's default `showZero={false}`). */
  count: number;
  /** A larger count shows as `${overflowCount}+`; antd's default 99. */
  overflowCount?: number;
  size?: 'small' | 'medium';
  /** [x, y]: moves the count left by x and down by y (antd's `offset`). */
  offset?: readonly [number | string, number | string];
  children?: ReactNode;
}

export const Badge = forwardRef<HTMLSpanElement, BadgeProps>(function Badge(
  { count, overflowCount = 99, size = 'medium', offset, className, children, ...rest },
  ref,
) {
  const { getPrefixCls, direction } = useContext(ConfigContext);
  const prefixCls = getPrefixCls('badge');
  const numberPrefixCls = getPrefixCls('scroll-number');
  const [hashId, cssVarCls] = useStyle(prefixCls);
  const hidden = count === 0;
  // What the count showed last: kept while it zooms out (antd's countRef).
  const shownRef = useRef(count);
  if (!hidden) shownRef.current = count;
  const shown = shownRef.current;
  const display = shown > overflowCount ? `${overflowCount}+` : String(shown);
  const classString = [
    prefixCls,
    !children && `${prefixCls}-not-a-wrapper`,
    direction === 'rtl' && `${prefixCls}-rtl`,
    className,
    hashId,
    cssVarCls,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <span ref={ref} {...rest} className={classString}>
      {children}
      <CSSMotion visible={!hidden} motionName={`${prefixCls}-zoom`} motionAppear={false} motionDeadline={1000}>
        {({ className: motionClassName }) => (
          <sup
            data-show={!hidden}
            style={offset && { marginTop: offset[1], insetInlineEnd: -Number.parseFloat(String(offset[0])) }}
            className={[
              numberPrefixCls,
              `${prefixCls}-count`,
              size === 'small' && `${prefixCls}-count-sm`,
              display.length > 1 && `${prefixCls}-multiple-words`,
              motionClassName,
            ]
              .filter(Boolean)
              .join(' ')}
            title={String(shown)}
          >
            {/* antd's ScrollNumber: an integer as one unit per digit, anything else ("99+") as text. */}
            {Number(display) % 1 === 0 ? (
              <bdi>
                {[...display].map((digit, i) => (
                  <span key={display.length - i} className={`${numberPrefixCls}-only`} style={{ transition: 'none' }}>
                    <span className={`${numberPrefixCls}-only-unit current`}>{digit}</span>
                  </span>
                ))}
              </bdi>
            ) : (
              display
            )}
          </sup>
        )}
      </CSSMotion>
    </span>
  );
});
