// antd's input classes and styles for the light fields (./input, ./textarea, ./search-input): a
// module of its own so the chat's message box does not load the text field's code.
import { useContext } from 'react';
import { ConfigContext } from 'antd/es/config-provider';
import useCSSVarCls from 'antd/es/config-provider/hooks/useCSSVarCls';
import useInputStyle, { useSharedStyle } from 'antd/es/input/style';
import { useCompactItemContext } from 'antd/es/space/Compact';
import { cls } from './light-control';

export type Size = 'small' | 'middle' | 'large';
export type Status = 'error' | 'warning' | undefined;

export { cls } from './light-control';

/** antd's input classes: prefix, hash, size, variant, CSS-variable and compact-item classes. */
export function useInputClasses(size: Size | undefined, status?: Status) {
  const { getPrefixCls, direction } = useContext(ConfigContext);
  const prefixCls = getPrefixCls('input');
  const rootCls = useCSSVarCls(prefixCls);
  const [hashId, cssVarCls] = useSharedStyle(prefixCls);
  useInputStyle(prefixCls, rootCls);
  const { compactSize, compactItemClassnames } = useCompactItemContext(prefixCls, direction);
  const mergedSize = size ?? compactSize;
  return {
    prefixCls,
    hashId,
    rootCls,
    /** On the outer element (the input itself, or its affix wrapper). */
    root: cls(cssVarCls, rootCls, compactItemClassnames),
    /** On the input or textarea element. */
    input: cls(
      mergedSize === 'small' && `${prefixCls}-sm`,
      mergedSize === 'large' && `${prefixCls}-lg`,
      direction === 'rtl' && `${prefixCls}-rtl`,
      hashId,
    ),
    affixSize: cls(mergedSize === 'small' && `${prefixCls}-affix-wrapper-sm`, mergedSize === 'large' && `${prefixCls}-affix-wrapper-lg`),
    variant: `${prefixCls}-outlined`,
    /** antd's validation status class (a light Form item's error). */
    status: status ? `${prefixCls}-status-${status}` : undefined,
  };
}

/**
 * The classes of antd's affix wrapper (a field with a clear button or a suffix: the text field's,
 * the password field's), in antd's order; `extra` (the password's own) comes before the caller's
 * `className` and the root classes.
 */
export function affixWrapperClass(
  c: ReturnType<typeof useInputClasses>,
  state: { disabled: boolean | undefined; focused: boolean; className: string | undefined },
  ...extra: (string | false | undefined)[]
): string {
  const wrapper = `${c.prefixCls}-affix-wrapper`;
  return cls(
    wrapper,
    state.disabled && `${c.prefixCls}-disabled`,
    state.disabled && `${wrapper}-disabled`,
    state.focused && `${wrapper}-focused`,
    c.affixSize,
    c.hashId,
    c.variant,
    c.status,
    ...extra,
    state.className,
    c.root,
  );
}
