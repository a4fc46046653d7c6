// antd's Progress (a small line with its text outside, at the end) for the risk factors' weights:
// the same markup, classes, ARIA and antd's own styles (its style hook), without the circle,
// dashboard and steps variants and the Tooltip they bring.
import { useContext, type ReactNode } from 'react';
import { ConfigContext } from 'antd/es/config-provider';
import useStyle from 'antd/es/progress/style';

export function Progress({ percent, format, 'aria-label': ariaLabel }: { percent: number; format: () => ReactNode; 'aria-label': string }) {
  const { getPrefixCls } = useContext(ConfigContext);
  const prefixCls = getPrefixCls('progress');
  const [hashId, cssVarCls] = useStyle(prefixCls);
  const value = Math.min(100, Math.max(0, percent));
  // antd: 'success' once the line is full, 'normal' until then.
  const status = value >= 100 ? 'success' : 'normal';
  const text = format();
  const classes = [
    prefixCls,
    `${prefixCls}-status-${status}`,
    `${prefixCls}-line ${prefixCls}-line-align-end ${prefixCls}-line-position-outer`,
    `${prefixCls}-show-info ${prefixCls}-small`,
    hashId,
    cssVarCls,
  ];
  return (
    <div className={classes.join(' ')} role="progressbar" aria-valuenow={value} aria-valuemin={0} aria-valuemax={100} aria-label={ariaLabel}>
      <div className={`${prefixCls}-body`} style={{ width: '100%' }}>
        <div className={`${prefixCls}-rail`} style={{ height: 6 }}>
          <div className={`${prefixCls}-track`} style={{ width: `${value}%`, height: 6 }} />
        </div>
        <span className={`${prefixCls}-indicator ${prefixCls}-indicator-end ${prefixCls}-indicator-outer`} title={typeof text === 'string' ? text : undefined}>
          {text}
        </span>
      </div>
    </div>
  );
}
