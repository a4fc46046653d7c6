// antd's Progress as a line (the only kind these pages show): the same markup, classes, role and
// antd's own styles (its style hook), without the circle and steps variants and the Tooltip (with
// its trigger and the form context antd isolates it from, ≈ 20 KiB gzipped) that antd's Progress
// module imports (docs/decisions/0024-page-weight.md).
import { useContext, type ReactNode } from 'react';
import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import CloseCircleFilled from '@ant-design/icons/CloseCircleFilled';
import { ConfigContext } from 'antd/es/config-provider';
import useStyle from 'antd/es/progress/style';

export interface ProgressProps {
  percent?: number;
  /** The percentage (or the success / exception icon) after the bar; antd's default: shown. */
  showInfo?: boolean;
  /** antd's: 'active' animates the bar; 100 or more reads as success unless a status is given. */
  status?: 'normal' | 'exception' | 'active' | 'success';
  /** antd's `size="small"`: a 6 px line. */
  size?: 'small';
  /** antd's `format`: the text after the bar instead of the percentage or the status icon. */
  format?: () => ReactNode;
  'aria-label'?: string;
  className?: string;
}

/** antd's `validProgress`: a number between 0 and 100. */
const valid = (percent: number) => (!percent || percent < 0 ? 0 : percent > 100 ? 100 : percent);

export function Progress({ percent = 0, showInfo = true, status, size, format, className, ...aria }: ProgressProps) {
  const { getPrefixCls, direction } = useContext(ConfigContext);
  const prefixCls = getPrefixCls('progress');
  const [hashId, cssVarCls] = useStyle(prefixCls);
  const state = status ?? (Number.parseInt(String(percent), 10) >= 100 ? 'success' : 'normal');
  // antd: a `format` always gives the text; without one a finished or failed line shows its icon.
  const text = format ? (
    format()
  ) : state === 'exception' ? (
    <CloseCircleFilled />
  ) : state === 'success' ? (
    <CheckCircleFilled />
  ) : (
    `${valid(percent)}%`
  );
  const height = size === 'small' ? 6 : 8;
  const classes = [
    prefixCls,
    `${prefixCls}-status-${state}`,
    `${prefixCls}-line`,
    `${prefixCls}-line-align-end`,
    `${prefixCls}-line-position-outer`,
    showInfo && `${prefixCls}-show-info`,
    size === 'small' && `${prefixCls}-small`,
    direction === 'rtl' && `${prefixCls}-rtl`,
    className,
    hashId,
    cssVarCls,
  ];
  return (
    <div
      className={classes.filter(Boolean).join(' ')}
      role="progressbar"
      aria-valuenow={valid(percent)}
      aria-valuemin={0}
      aria-valuemax={100}
      {...aria}
    >
      <div className={`${prefixCls}-body`} style={{ width: '100%' }}>
        <div className={`${prefixCls}-rail`} style={{ height }}>
          <div className={`${prefixCls}-track`} style={{ width: `${valid(percent)}%`, height }} />
        </div>
        {showInfo && (
          <span
            className={`${prefixCls}-indicator ${prefixCls}-indicator-end ${prefixCls}-indicator-outer`}
            title={typeof text === 'string' ? text : undefined}
          >
            {text}
          </span>
        )}
      </div>
    </div>
  );
}
