// antd's Empty with its simple image (`Empty.PRESENTED_IMAGE_SIMPLE`), the only one the casework
// pages show: the same markup, class names, image colours and antd's own styles (its style hook),
// without the default illustration and the semantic-style machinery (docs/decisions/
// 0025-case-form-weight.md).
import { useContext, type ReactNode } from 'react';
import { ConfigContext } from 'antd/es/config-provider';
import useStyle from 'antd/es/empty/style';
import { getAsSolidColor } from 'antd/es/empty/utils';
import { useLocale } from 'antd/es/locale';
import { useToken } from 'antd/es/theme/internal';

/** antd's simple empty image (antd/es/empty/simple.js), colours from the theme. */
function SimpleImage() {
  const [, token] = useToken();
  const [locale] = useLocale('Empty');
  const border = getAsSolidColor(token.colorFill, token.colorBgContainer);
  const shadow = getAsSolidColor(token.colorFillTertiary, token.colorBgContainer);
  const content = getAsSolidColor(token.colorFillQuaternary, token.colorBgContainer);
  return (
    <svg width="64" height="41" viewBox="0 0 64 41" xmlns="http://www.w3.org/2000/svg">
      <title>{locale?.description || 'Empty'}</title>
      <g transform="translate(0 1)" fill="none" fillRule="evenodd">
        <ellipse fill={shadow} cx="32" cy="33" rx="32" ry="7" />
        <g fillRule="nonzero" stroke={border}>
          <path d="M55 12.8 44.9 1.3Q44 0 42.9 0H21.1q-1.2 0-2 1.3L9 12.8V22h46z" />
          <path
            d="M41.6 16c0-1.7 1-3 2.2-3H55v18.1c0 2.2-1.3 3.9-3 3.9H12c-1.7 0-3-1.7-3-3.9V13h11.2c1.2 0 2.2 1.3 2.2 3s1 2.9 2.2 2.9h14.8c1.2 0 2.2-1.4 2.2-3"
            fill={content}
          />
        </g>
      </g>
    </svg>
  );
}

export function Empty({ description }: { description: ReactNode }) {
  const { getPrefixCls, direction } = useContext(ConfigContext);
  const prefixCls = getPrefixCls('empty');
  const [hashId, cssVarCls] = useStyle(prefixCls);
  const classes = [hashId, cssVarCls, prefixCls, `${prefixCls}-normal`, direction === 'rtl' && `${prefixCls}-rtl`].filter(Boolean).join(' ');
  return (
    <div className={classes}>
      <div className={`${prefixCls}-image`}>
        <SimpleImage />
      </div>
      <div className={`${prefixCls}-description`}>{description}</div>
    </div>
  );
}
