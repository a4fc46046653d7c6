// antd's Alert without a close button (none of the app's alerts has one): the same markup, class
// names, role and antd's own styles (its style hook), without the closing motion, the error
// boundary and the icons of the types a page does not show (docs/decisions/0024-page-weight.md).
import { useContext, type CSSProperties, type ReactNode } from 'react';
import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import CloseCircleFilled from '@ant-design/icons/CloseCircleFilled';
import ExclamationCircleFilled from '@ant-design/icons/ExclamationCircleFilled';
import InfoCircleFilled from '@ant-design/icons/InfoCircleFilled';
import { ConfigContext } from 'antd/es/config-provider';
import useStyle from 'antd/es/alert/style';

type AlertType = 'success' | 'info' | 'warning' | 'error';

const ICONS: Record<AlertType, ReactNode> = {
  success: <CheckCircleFilled />,
  info: <InfoCircleFilled />,
  warning: <ExclamationCircleFilled />,
  error: <CloseCircleFilled />,
};

export interface AlertProps {
  type?: AlertType;
  title?: ReactNode;
  description?: ReactNode;
  showIcon?: boolean;
  /** Instead of the type's icon. */
  icon?: ReactNode;
  action?: ReactNode;
  className?: string;
  style?: CSSProperties;
}

/** What antd counts as something to render (`isReactRenderable`). */
const renderable = (node: ReactNode) => node !== null && node !== undefined && node !== false && node !== '';

export function Alert({ type = 'info', title, description, showIcon = false, icon, action, className, style }: AlertProps) {
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
    <div data-show="true" className={classes.filter(Boolean).join(' ')} style={style} role="alert">
      {showIcon && <span className={`${prefixCls}-icon`}>{icon ?? ICONS[type]}</span>}
      <div className={`${prefixCls}-section`}>
        {renderable(title) && <div className={`${prefixCls}-title`}>{title}</div>}
        {renderable(description) && <div className={`${prefixCls}-description`}>{description}</div>}
      </div>
      {renderable(action) && <div className={`${prefixCls}-actions`}>{action}</div>}
    </div>
  );
}
