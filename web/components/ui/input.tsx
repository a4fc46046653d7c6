// antd's Input and Input.TextArea for plain text fields (no prefix, suffix, clear button or count):
// the same element, class names and antd's own styles (its style hooks), without rc-input,
// rc-textarea and antd's form context, which bring rc-form (docs/decisions/0025-case-form-weight.md).
// Inside the light Form's item they take `status` from it; outside it, from their props. `disabled`
// falls back to antd's DisabledContext (a disabled form), as antd's.
import {
  forwardRef,
  useContext,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  type ChangeEvent,
  type InputHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { ConfigContext } from 'antd/es/config-provider';
import DisabledContext from 'antd/es/config-provider/DisabledContext';
import useCSSVarCls from 'antd/es/config-provider/hooks/useCSSVarCls';
import useStyle, { useSharedStyle } from 'antd/es/input/style';
import useTextAreaStyle from 'antd/es/input/style/textarea';
import { LIGHT_CONTROL } from './form';

type Status = 'error' | 'warning' | undefined;

function useInputClasses(disabled: boolean | undefined, status: Status, textArea: boolean) {
  const { getPrefixCls } = useContext(ConfigContext);
  const contextDisabled = useContext(DisabledContext);
  const prefixCls = getPrefixCls('input');
  const rootCls = useCSSVarCls(prefixCls);
  const [hashId, cssVarCls] = useSharedStyle(prefixCls);
  useStyle(prefixCls, rootCls);
  useTextAreaStyle(prefixCls, textArea ? rootCls : undefined);
  const mergedDisabled = disabled ?? contextDisabled;
  const className = [
    prefixCls,
    hashId,
    `${prefixCls}-outlined`,
    status && `${prefixCls}-status-${status}`,
    mergedDisabled && `${prefixCls}-disabled`,
    cssVarCls,
    rootCls,
  ]
    .filter(Boolean)
    .join(' ');
  return { className, disabled: mergedDisabled };
}

export interface InputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value'> {
  value?: string | undefined;
  status?: Status;
  /** Set by the light Form's item. */
  inFormItem?: boolean;
}

const InputBase = Object.assign(
  forwardRef<HTMLInputElement, InputProps>(function Input({ value, status, inFormItem: _inFormItem, disabled, className, type = 'text', ...rest }, ref) {
    const classes = useInputClasses(disabled, status, false);
    return (
      <input
        ref={ref}
        {...rest}
        type={type}
        value={value ?? ''}
        disabled={classes.disabled}
        className={[classes.className, className].filter(Boolean).join(' ')}
      />
    );
  }),
  { [LIGHT_CONTROL]: true },
);

export interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value'> {
  value?: string | undefined;
  status?: Status;
  inFormItem?: boolean;
  /** antd's `autoSize`: the height follows the text between these many rows. */
  autoSize?: { minRows?: number; maxRows?: number };
}

/** rc-textarea's autosize: the content's height, clamped to the rows (with padding and border). */
function fitHeight(element: HTMLTextAreaElement, minRows: number | undefined, maxRows: number | undefined) {
  const style = getComputedStyle(element);
  const lineHeight = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.5715;
  const padding = parseFloat(style.paddingTop) + parseFloat(style.paddingBottom);
  const border = parseFloat(style.borderTopWidth) + parseFloat(style.borderBottomWidth);
  element.style.height = 'auto';
  element.style.overflowY = 'hidden';
  let height = element.scrollHeight + border;
  const min = minRows !== undefined ? minRows * lineHeight + padding + border : 0;
  const max = maxRows !== undefined ? maxRows * lineHeight + padding + border : Infinity;
  if (height > max) {
    height = max;
    element.style.overflowY = 'auto';
  }
  element.style.height = `${Math.max(min, height)}px`;
}

const TextArea = Object.assign(
  forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
    { value, status, inFormItem: _inFormItem, disabled, className, autoSize, onChange, ...rest },
    ref,
  ) {
    const classes = useInputClasses(disabled, status, true);
    const element = useRef<HTMLTextAreaElement>(null);
    useImperativeHandle(ref, () => element.current!);
    const { minRows, maxRows } = autoSize ?? {};
    useLayoutEffect(() => {
      if (autoSize && element.current) fitHeight(element.current, minRows, maxRows);
    }, [autoSize, minRows, maxRows, value]);
    return (
      <textarea
        ref={element}
        {...rest}
        value={value ?? ''}
        disabled={classes.disabled}
        onChange={(event: ChangeEvent<HTMLTextAreaElement>) => onChange?.(event)}
        className={[classes.className, className].filter(Boolean).join(' ')}
        style={autoSize ? { resize: 'none', ...rest.style } : rest.style}
      />
    );
  }),
  { [LIGHT_CONTROL]: true },
);

/** `Input` and `Input.TextArea`, as antd's. */
export const Input = Object.assign(InputBase, { TextArea });
export { TextArea };
