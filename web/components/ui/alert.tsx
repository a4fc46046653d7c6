// antd's Alert for a message that stays (no close button, no banner): the same markup, class names,
// role and antd's own styles (its style hook), without the close machinery and CSSMotion that come
// with antd's (docs/decisions/0025-case-form-weight.md). `role` defaults to "alert", as antd's.
import { useContext, type CSSProperties, type ReactNode } from 'react';
import { CheckCircleFilled, CloseCircleFilled, ExclamationCircleFilled, InfoCircleFilled } from '@ant-design/icons';
import { ConfigContext } from 'antd/es/config-provider';
import useStyle from 'antd/es/alert/style';

export interface AlertProps {
  type?: 'success' | 'info' | 'warning' | 'error';
  showIcon?: boolean;
  title?: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  role?: string;
  className?: string;
  style?: CSSProperties;
  'data-testid'?: string;
}

const icons = {
  success: <CheckCircleFilled />,
  info: <InfoCircleFilled />,
  warning: <ExclamationCircleFilled />,
  error: <CloseCircleFilled />,
};

/** What antd counts as something to render (`isReactRenderable`). */
const renderable = (node: ReactNode) => node !== null && node !== undefined && node !== false;

export function Alert({ type = 'info', showIcon = false, title, description, action, role = 'alert', className, style, ...data }: AlertProps) {
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
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div data-show="true" className={classes} style={style} role={role} {...data}>
      {showIcon && <span className={`${prefixCls}-icon`}>{icons[type]}</span>}
      <div className={`${prefixCls}-section`}>
        {renderable(title) && <div className={`${prefixCls}-title`}>{title}</div>}
        {renderable(description) && <div className={`${prefixCls}-description`}>{description}</div>}
      </div>
      {renderable(action) && <div className={`${prefixCls}-actions`}>{action}</div>}
    </div>
  );
}
