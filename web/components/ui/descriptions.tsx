// antd's Descriptions for a bordered, one-column list of label and value: the same table markup,
// class names and antd's own styles (its style hook), without the responsive column and span
// machinery (docs/decisions/0025-case-form-weight.md).
import { useContext, type ReactNode } from 'react';
import { ConfigContext } from 'antd/es/config-provider';
import useStyle from 'antd/es/descriptions/style';

export interface DescriptionsItem {
  key: string;
  label: ReactNode;
  children: ReactNode;
}

export function Descriptions({ items, size }: { items: readonly DescriptionsItem[]; size?: 'small' | 'medium' }) {
  const { getPrefixCls, direction } = useContext(ConfigContext);
  const prefixCls = getPrefixCls('descriptions');
  const [hashId, cssVarCls] = useStyle(prefixCls);
  const classes = [
    prefixCls,
    size && `${prefixCls}-${size}`,
    `${prefixCls}-bordered`,
    direction === 'rtl' && `${prefixCls}-rtl`,
    hashId,
    cssVarCls,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={classes}>
      <div className={`${prefixCls}-view`}>
        <table>
          <tbody>
            {items.map((item) => (
              <tr key={item.key} className={`${prefixCls}-row`}>
                <th className={`${prefixCls}-item-label`} colSpan={1}>
                  <span>{item.label}</span>
                </th>
                <td className={`${prefixCls}-item-content`} colSpan={1}>
                  <span>{item.children}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
