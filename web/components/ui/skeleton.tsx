// antd's Skeleton for a block of text lines (with or without its title line): the same markup,
// classes and antd's own styles (its style hook), without the avatar, button, input and image
// placeholders antd's module carries (docs/decisions/0024-page-weight.md).
import { useContext } from 'react';
import { ConfigContext } from 'antd/es/config-provider';
import useStyle from 'antd/es/skeleton/style';

export interface SkeletonProps {
  active?: boolean;
  /** The title line (antd's default: shown). */
  title?: boolean;
  /** The text lines; antd's defaults: 3 under a title, 2 without. */
  paragraph?: { rows?: number };
}

export function Skeleton({ active = false, title = true, paragraph }: SkeletonProps) {
  const { getPrefixCls, direction } = useContext(ConfigContext);
  const prefixCls = getPrefixCls('skeleton');
  const [hashId, cssVarCls] = useStyle(prefixCls);
  const rows = paragraph?.rows ?? (title ? 3 : 2);
  const classes = [prefixCls, active && `${prefixCls}-active`, direction === 'rtl' && `${prefixCls}-rtl`, hashId, cssVarCls];
  return (
    <div className={classes.filter(Boolean).join(' ')}>
      <div className={`${prefixCls}-section`}>
        {title && <h3 className={`${prefixCls}-title`} style={{ width: '38%' }} />}
        <ul className={`${prefixCls}-paragraph`}>
          {Array.from({ length: rows }, (_, index) => (
            <li key={index} style={index === rows - 1 ? { width: '61%' } : undefined} />
          ))}
        </ul>
      </div>
    </div>
  );
}
