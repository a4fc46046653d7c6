// antd's Empty with its default picture and a description: the same markup, classes and antd's
// own styles (its style hook), without the simple picture, the locale lookup and the semantic
// class machinery (docs/decisions/0024-page-weight.md).
import { useContext, type ReactNode } from 'react';
import { ConfigContext } from 'antd/es/config-provider';
import DefaultEmptyImg from 'antd/es/empty/empty';
import useStyle from 'antd/es/empty/style';

export function Empty({ description }: { description: ReactNode }) {
  const { getPrefixCls, direction } = useContext(ConfigContext);
  const prefixCls = getPrefixCls('empty');
  const [hashId, cssVarCls] = useStyle(prefixCls);
  return (
    <div className={[hashId, cssVarCls, prefixCls, direction === 'rtl' && `${prefixCls}-rtl`].filter(Boolean).join(' ')}>
      <div className={`${prefixCls}-image`}>
        <DefaultEmptyImg />
      </div>
      <div className={`${prefixCls}-description`}>{description}</div>
    </div>
  );
}
