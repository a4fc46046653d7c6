// antd's Input for plain controlled fields (./textarea and ./search-input: the chat's message box,
// the case form's long fields and the documents' search): the same markup, class names and antd's
// own styles (its style hooks), without rc-input and antd's form context, which bring all of
// @rc-component/form and async-validator (≈ 29 KiB gzipped with antd's Input;
// docs/decisions/0024-page-weight.md, 0025). Inside the light Form's item (./form) it takes the
// item's `status`; an antd Form.Item still needs antd's Input.
import {
  forwardRef,
  useContext,
  useImperativeHandle,
  useRef,
  useState,
  type ChangeEvent,
  type InputHTMLAttributes,
  type KeyboardEvent,
} from 'react';
import CloseCircleFilled from '@ant-design/icons/CloseCircleFilled';
import DisabledContext from 'antd/es/config-provider/DisabledContext';
import { affixWrapperClass, cls, useInputClasses, type Size } from './input-classes';
import { LIGHT_CONTROL, type LightControlProps } from './light-control';

export { cls, useInputClasses, type Size };

export interface InputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'>, LightControlProps {
  size?: Size;
  /** A button in the field that empties it (antd's `allowClear`). */
  allowClear?: boolean;
  /** Enter pressed in the field. */
  onPressEnter?: (event: KeyboardEvent<HTMLInputElement>) => void;
  /** The clear button was used (after `onChange` with an empty value). */
  onClear?: () => void;
}

/** antd's `Input` for a plain controlled field; with `allowClear`, antd's affix wrapper and clear button. */
const InputField = forwardRef<HTMLInputElement, InputProps>(function Input(
  // rc-input writes `type="text"` when none is given; so does this field.
  {
    size,
    status,
    inFormItem,
    allowClear = false,
    onPressEnter,
    onClear,
    className,
    style,
    disabled: ownDisabled,
    onKeyDown,
    onFocus,
    onBlur,
    onChange,
    type = 'text',
    ...rest
  },
  ref,
) {
  const c = useInputClasses(size, status);
  if (inFormItem) rest.value ??= '';
  const contextDisabled = useContext(DisabledContext);
  const disabled = ownDisabled ?? contextDisabled;
  const inner = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => inner.current!, []);
  const [focused, setFocused] = useState(false);
  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && !event.nativeEvent.isComposing) onPressEnter?.(event);
    onKeyDown?.(event);
  };
  const common = {
    ...rest,
    type,
    ref: inner,
    disabled,
    onKeyDown: keyDown,
    onChange,
    onFocus: (event: React.FocusEvent<HTMLInputElement>) => {
      setFocused(true);
      onFocus?.(event);
    },
    onBlur: (event: React.FocusEvent<HTMLInputElement>) => {
      setFocused(false);
      onBlur?.(event);
    },
  };
  if (!allowClear) {
    return (
      <input
        {...common}
        style={style}
        className={cls(c.prefixCls, c.input, disabled && `${c.prefixCls}-disabled`, c.variant, c.status, className, c.root)}
      />
    );
  }
  const value = rest.value ?? '';
  const showClear = !disabled && !rest.readOnly && String(value) !== '';
  const clear = () => {
    const input = inner.current;
    if (input && onChange) {
      // As rc-input: the change handler sees an event whose target's value is empty.
      const target = input.cloneNode(true) as HTMLInputElement;
      target.value = '';
      onChange({ target, currentTarget: target, type: 'click' } as unknown as ChangeEvent<HTMLInputElement>);
    }
    input?.focus();
    onClear?.();
  };
  return (
    <span className={affixWrapperClass(c, { disabled, focused, className })} style={style} onClick={() => inner.current?.focus()}>
      <input {...common} className={cls(c.prefixCls, c.input)} />
      <span className={`${c.prefixCls}-suffix`}>
        <button
          type="button"
          // Keeps the focus in the field (antd: no blur when clearing).
          onMouseDown={(event) => event.preventDefault()}
          onClick={clear}
          className={cls(`${c.prefixCls}-clear-icon`, !showClear && `${c.prefixCls}-clear-icon-hidden`)}
        >
          <CloseCircleFilled />
        </button>
      </span>
    </span>
  );
});

/** The light Form's item hands this field its status (./light-control). */
export const Input = Object.assign(InputField, { [LIGHT_CONTROL]: true });
