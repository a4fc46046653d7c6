// antd's Card for what the app uses of it (title, extra, size, the body): the same markup, class
// names and antd's own styles (its style hook), without the tab list, grid and loading skeleton
// that bring Tabs, a menu, a dropdown and Skeleton to every page (docs/decisions/0014-web-bundle.md,
// "Fourth round"). Import it as antd's: `import { Card } from '<…>/components/ui/card'`.
import { Children, forwardRef, useContext, type HTMLAttributes, type ReactNode } from 'react';
import { ConfigContext } from 'antd/es/config-provider';
import useStyle from 'antd/es/card/style';

export interface CardProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  title?: ReactNode;
  extra?: ReactNode;
  size?: 'small' | 'medium' | 'default';
  variant?: 'outlined' | 'borderless';
}

/** What antd counts as something to render (`isReactRenderable`): not null, undefined or false. */
const renderable = (node: ReactNode) => node !== null && node !== undefined && node !== false;

export const Card = forwardRef<HTMLDivElement, CardProps>(function Card(
  { title, extra, size, variant, className, children, ...rest },
  ref,
) {
  const { getPrefixCls, direction } = useContext(ConfigContext);
  const prefixCls = getPrefixCls('card');
  const [hashId, cssVarCls] = useStyle(prefixCls);
  const classString = [
    prefixCls,
    variant !== 'borderless' && `${prefixCls}-bordered`,
    size === 'small' && `${prefixCls}-small`,
    direction === 'rtl' && `${prefixCls}-rtl`,
    className,
    hashId,
    cssVarCls,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div ref={ref} {...rest} className={classString}>
      {(renderable(title) || renderable(extra)) && (
        <div className={`${prefixCls}-head`}>
          <div className={`${prefixCls}-head-wrapper`}>
            {renderable(title) && <div className={`${prefixCls}-head-title`}>{title}</div>}
            {renderable(extra) && <div className={`${prefixCls}-extra`}>{extra}</div>}
          </div>
        </div>
      )}
      {Children.toArray(children).length > 0 && <div className={`${prefixCls}-body`}>{children}</div>}
    </div>
  );
});
