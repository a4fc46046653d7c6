// antd's Alert without a close button (none of the app's alerts has one): the same markup, class
// names, role and antd's own styles (its style hook), without the closing motion and the error
// boundary (docs/decisions/0024-page-weight.md, 0025). `role` defaults to "alert", as antd's. Only the error type's icon is built in (the
// loading errors show it): another type with `showIcon` names its icon, so a page does not load
// four icons to show one.
import { useContext, type CSSProperties, type ReactNode } from 'react';
import CloseCircleFilled from '@ant-design/icons/CloseCircleFilled';
import { ConfigContext } from 'antd/es/config-provider';
import useStyle from 'antd/es/alert/style';

interface AlertBase {
  title?: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  className?: string;
  style?: CSSProperties;
  role?: string;
  'data-testid'?: string;
}

/** An error shows antd's error icon with `showIcon` (or the `icon` given); other types name theirs. */
export type AlertProps = AlertBase &
  (
    | { type: 'error'; showIcon?: boolean; icon?: ReactNode }
    | { type: 'success' | 'info' | 'warning'; showIcon?: false; icon?: undefined }
    | { type: 'success' | 'info' | 'warning'; showIcon: true; icon: ReactNode }
  );

/** What antd counts as something to render (`isReactRenderable`). */
const renderable = (node: ReactNode) => node !== null && node !== undefined && node !== false && node !== '';

export function Alert({ type, title, description, showIcon = false, icon, action, className, style, role = 'alert', ...data }: AlertProps) {
  const { getPrefixCls, direction } = useContext(ConfigContext);
  const prefixCls = getPrefixCls('alert');
  const [hashId, cssVarCls] = useStyle(prefixCls);
  const classes = [
    prefixCls,
    `${prefixCls}-${type}`,
    `${prefixCls}-outlined`,
    renderable(description) && `${prefixCls}-with-description`,
    !showIcon && `${prefixCls}-no-icon`,
    direction === 'rtl' && `${prefixCls}-rtl`,
    className,
    cssVarCls,
    hashId,
  ];
  return (
    <div data-show="true" className={classes.filter(Boolean).join(' ')} style={style} role={role} {...data}>
      {showIcon && <span className={`${prefixCls}-icon`}>{icon ?? <CloseCircleFilled />}</span>}
      <div className={`${prefixCls}-section`}>
        {renderable(title) && <div className={`${prefixCls}-title`}>{title}</div>}
        {renderable(description) && <div className={`${prefixCls}-description`}>{description}</div>}
      </div>
      {renderable(action) && <div className={`${prefixCls}-actions`}>{action}</div>}
    </div>
  );
}
