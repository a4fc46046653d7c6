// antd's Tag for what the app uses of it (a preset, status or custom colour, an icon, DOM
// attributes): the same markup, class names, custom-colour style and antd's own styles (its style
// hook and the preset and status colour rules), without the close button, the link form, the click
// wave and CheckableTag and its group, which every signed-in page carried for a status label
// (docs/decisions/0014-web-bundle.md). Import it as antd's: `import { Tag } from '<…>/components/ui/tag'`.
import {
  cloneElement,
  forwardRef,
  isValidElement,
  useContext,
  useMemo,
  type CSSProperties,
  type HTMLAttributes,
  type ReactNode,
} from 'react';
import { FastColor } from '@ant-design/fast-color';
import { isPresetColor, isPresetStatusColor, type PresetColorType, type PresetStatusColorType } from 'antd/es/_util/colors';
import { ConfigContext } from 'antd/es/config-provider';
import DisabledContext from 'antd/es/config-provider/DisabledContext';
import useStyle from 'antd/es/tag/style';
import PresetCmp from 'antd/es/tag/style/presetCmp';
import StatusCmp from 'antd/es/tag/style/statusCmp';

// No onClick: antd answers a clickable tag with its click wave, which this one leaves out.
export interface TagProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'onClick'> {
  /** A preset ('green'), a status ('success') or any CSS colour ('#8a3c0b'); not the deprecated '-inverse' presets. */
  color?: Exclude<PresetColorType, `${string}-inverse`> | PresetStatusColorType | (string & {});
  icon?: ReactNode;
}

type IconProps = { className?: string; style?: CSSProperties };

/** What antd counts as something to render (`isReactRenderable`): not null, undefined, false or ''. */
const renderable = (node: ReactNode) => node !== null && node !== undefined && node !== false && node !== '';

/**
 * antd's `useColor` for the 'filled' variant, the one antd gives a tag when neither the tag nor the
 * ConfigProvider (web/app/providers.tsx sets no `tag`) names one: a custom colour is the text on
 * a 95%-lightness background of the same hue.
 */
function customColorStyle(color: string | undefined): CSSProperties {
  if (!color || isPresetColor(color) || isPresetStatusColor(color)) return {};
  const hsl = new FastColor(color).toHsl();
  hsl.l = 0.95;
  return { backgroundColor: new FastColor(hsl).toHexString(), color };
}

export const Tag = forwardRef<HTMLSpanElement, TagProps>(function Tag({ color, icon, className, style, children, ...rest }, ref) {
  const { getPrefixCls, direction } = useContext(ConfigContext);
  const disabled = useContext(DisabledContext);
  const prefixCls = getPrefixCls('tag');
  const [hashId, cssVarCls] = useStyle(prefixCls);
  const customStyle = useMemo(() => customColorStyle(color), [color]);
  const isPreset = isPresetColor(color);
  const isStatus = isPresetStatusColor(color);
  const classString = [
    prefixCls,
    `${prefixCls}-filled`,
    (isPreset || isStatus) && `${prefixCls}-${color}`,
    direction === 'rtl' && `${prefixCls}-rtl`,
    disabled && `${prefixCls}-disabled`,
    className,
    hashId,
    cssVarCls,
  ]
    .filter(Boolean)
    .join(' ');
  // antd clones the icon with its semantic icon class and style, which the app never sets: the
  // icon keeps its class and loses an inline style of its own, as under antd.
  const iconNode = isValidElement<IconProps>(icon) ? cloneElement(icon, { className: icon.props.className ?? '', style: undefined }) : icon;
  return (
    <span {...rest} ref={ref} className={classString} style={disabled ? style : { ...customStyle, ...style }}>
      {iconNode ? (
        <>
          {iconNode}
          {renderable(children) && <span>{children}</span>}
        </>
      ) : (
        children
      )}
      {isPreset && <PresetCmp prefixCls={prefixCls} />}
      {isStatus && <StatusCmp prefixCls={prefixCls} />}
    </span>
  );
});
