// antd's Empty with a description: the same markup, classes and antd's own styles (its style hook),
// without the locale lookup of the description and the semantic class machinery
// (docs/decisions/0024-page-weight.md, 0025). `Empty` shows antd's default picture, `SimpleEmpty`
// its simple one (`Empty.PRESENTED_IMAGE_SIMPLE`, with antd's `-normal` class); a page loads only
// the picture it shows.
import { useContext, type ComponentType, type ReactNode } from 'react';
import { ConfigContext } from 'antd/es/config-provider';
import DefaultEmptyImg from 'antd/es/empty/empty';
import SimpleEmptyImg from 'antd/es/empty/simple';
import useStyle from 'antd/es/empty/style';

function EmptyFrame({ Image, simple, description }: { Image: ComponentType; simple: boolean; description: ReactNode }) {
  const { getPrefixCls, direction } = useContext(ConfigContext);
  const prefixCls = getPrefixCls('empty');
  const [hashId, cssVarCls] = useStyle(prefixCls);
  const classes = [hashId, cssVarCls, prefixCls, simple && `${prefixCls}-normal`, direction === 'rtl' && `${prefixCls}-rtl`];
  return (
    <div className={classes.filter(Boolean).join(' ')}>
      <div className={`${prefixCls}-image`}>
        <Image />
      </div>
      <div className={`${prefixCls}-description`}>{description}</div>
    </div>
  );
}

export function Empty({ description }: { description: ReactNode }) {
  return <EmptyFrame Image={DefaultEmptyImg} simple={false} description={description} />;
}

export function SimpleEmpty({ description }: { description: ReactNode }) {
  return <EmptyFrame Image={SimpleEmptyImg} simple description={description} />;
}
