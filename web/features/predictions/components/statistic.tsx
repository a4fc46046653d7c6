// antd's Statistic for a whole number with a title and a suffix (Quick Stats): the same markup,
// class names and antd's own styles (its style hook), without the countdown, timer and loading
// skeleton antd's Statistic export carries.
import { useContext, type ReactNode } from 'react';
import { ConfigContext } from 'antd/es/config-provider';
import useStyle from 'antd/es/statistic/style';

export function Statistic({ title, value, suffix }: { title: ReactNode; value: number; suffix?: ReactNode }) {
  const { getPrefixCls } = useContext(ConfigContext);
  const prefixCls = getPrefixCls('statistic');
  const [hashId, cssVarCls] = useStyle(prefixCls);
  return (
    <div className={`${prefixCls} ${hashId} ${cssVarCls}`}>
      <div className={`${prefixCls}-header`}>
        <div className={`${prefixCls}-title`}>{title}</div>
      </div>
      <div className={`${prefixCls}-content`}>
        <span className={`${prefixCls}-content-value`}>
          {/* antd groups the digits with a comma (its default groupSeparator). */}
          <span className={`${prefixCls}-content-value-int`}>{value.toLocaleString('en-US', { maximumFractionDigits: 0 })}</span>
        </span>
        {suffix !== undefined && <span className={`${prefixCls}-content-suffix`}>{suffix}</span>}
      </div>
    </div>
  );
}
