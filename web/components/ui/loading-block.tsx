// components/query-state's LoadingBlock (a status for screen readers and antd's active paragraph
// skeleton) without antd's Skeleton component and the Alert that module also brings: the same
// markup, class names and antd's skeleton styles (its style hook), for a page that shows nothing
// else from query-state (docs/decisions/0025-case-form-weight.md).
import { useContext } from 'react';
import { ConfigContext } from 'antd/es/config-provider';
import useStyle from 'antd/es/skeleton/style';

export function LoadingBlock({ label, rows = 4 }: { label: string; rows?: number }) {
  const { getPrefixCls, direction } = useContext(ConfigContext);
  const prefixCls = getPrefixCls('skeleton');
  const [hashId, cssVarCls] = useStyle(prefixCls);
  const classes = [prefixCls, `${prefixCls}-active`, direction === 'rtl' && `${prefixCls}-rtl`, hashId, cssVarCls].filter(Boolean).join(' ');
  return (
    <div role="status" aria-live="polite" aria-busy="true">
      <span className="cb-visually-hidden">{label}</span>
      <div className={classes}>
        <div className={`${prefixCls}-section`}>
          <ul className={`${prefixCls}-paragraph`}>
            {Array.from({ length: rows }, (_, index) => (
              // antd's paragraph without a title: the last line 61% wide.
              <li key={index} style={{ width: index === rows - 1 ? '61%' : undefined }} />
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}
