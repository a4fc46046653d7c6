// antd's Typography (Title, Text, Paragraph) for what the app uses of it: the same elements, the
// same class names and antd's own styles for them (its style hook), without the ellipsis, copy and
// edit machinery that brings Tooltip, TextArea and a resize observer to every page
// (docs/decisions/0014-web-bundle.md, "Fourth round"). Import it as antd's:
// `import { Typography } from '<…>/components/ui/typography'`.
import { forwardRef, useContext, type CSSProperties, type HTMLAttributes, type ReactNode } from 'react';
import { ConfigContext } from 'antd/es/config-provider';
import useStyle from 'antd/es/typography/style';

type TypographyType = 'secondary' | 'success' | 'warning' | 'danger';

interface BaseProps extends Omit<HTMLAttributes<HTMLElement>, 'type'> {
  type?: TypographyType | undefined;
  disabled?: boolean;
  strong?: boolean;
  italic?: boolean;
  underline?: boolean;
  delete?: boolean;
  code?: boolean;
  mark?: boolean;
  keyboard?: boolean;
  className?: string | undefined;
  style?: CSSProperties | undefined;
  children?: ReactNode;
}

function classes(...names: Array<string | false | undefined>): string {
  return names.filter(Boolean).join(' ');
}

/** antd's decorations, nested in antd's order (Base/index.js `wrapperDecorations`). */
function decorate({ strong, italic, underline, delete: del, code, mark, keyboard }: BaseProps, content: ReactNode): ReactNode {
  let node = content;
  const wrap = (on: boolean | undefined, Tag: 'strong' | 'u' | 'del' | 'code' | 'mark' | 'kbd' | 'i') => {
    if (on) node = <Tag>{node}</Tag>;
  };
  wrap(strong, 'strong');
  wrap(underline, 'u');
  wrap(del, 'del');
  wrap(code, 'code');
  wrap(mark, 'mark');
  wrap(keyboard, 'kbd');
  wrap(italic, 'i');
  return node;
}

const Base = forwardRef<HTMLElement, BaseProps & { component: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'span' | 'div' }>(
  function Base(props, ref) {
    const {
      component: Component,
      type,
      disabled,
      className,
      style,
      children,
      strong: _s,
      italic: _i,
      underline: _u,
      delete: _d,
      code: _c,
      mark: _m,
      keyboard: _k,
      ...rest
    } = props;
    const { getPrefixCls, direction } = useContext(ConfigContext);
    const prefixCls = getPrefixCls('typography');
    const [hashId, cssVarCls] = useStyle(prefixCls);
    return (
      <Component
        {...rest}
        ref={ref as never}
        className={classes(
          prefixCls,
          direction === 'rtl' && `${prefixCls}-rtl`,
          type && `${prefixCls}-${type}`,
          disabled && `${prefixCls}-disabled`,
          className,
          hashId,
          cssVarCls,
        )}
        style={style}
      >
        {decorate(props, children)}
      </Component>
    );
  },
);

export interface TitleProps extends BaseProps {
  level?: 1 | 2 | 3 | 4 | 5;
}

const Title = forwardRef<HTMLHeadingElement, TitleProps>(function Title({ level = 1, ...props }, ref) {
  return <Base ref={ref} {...props} component={`h${level}`} />;
});

const Text = forwardRef<HTMLSpanElement, BaseProps>(function Text(props, ref) {
  return <Base ref={ref} {...props} component="span" />;
});

const Paragraph = forwardRef<HTMLDivElement, BaseProps>(function Paragraph(props, ref) {
  return <Base ref={ref} {...props} component="div" />;
});

export const Typography = { Title, Text, Paragraph };
