// antd's Input.Password for a controlled field (the settings' password fields): the same markup,
// class names, ARIA and antd's own styles (./input-classes), without rc-input and antd's form
// context, which bring all of @rc-component/form (docs/decisions/0028-remaining-pages-weight.md).
// A module of its own so the pages with a light text field do not load the eye icons. Kept from
// antd: the eye toggles the text's visibility (click, Enter or Space; the focus stays in the
// field), and the `value` attribute React writes on the element is removed while the field shows
// dots (antd's useRemovePasswordTimeout), so the password does not sit in the DOM's markup.
import {
  forwardRef,
  useContext,
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
  type FocusEvent,
  type InputHTMLAttributes,
  type KeyboardEvent,
} from 'react';
import EyeInvisibleOutlined from '@ant-design/icons/EyeInvisibleOutlined';
import EyeOutlined from '@ant-design/icons/EyeOutlined';
import DisabledContext from 'antd/es/config-provider/DisabledContext';
import { useLocale } from 'antd/es/locale';
import { cls, useInputClasses, type Size } from './input-classes';
import { LIGHT_CONTROL, type LightControlProps } from './light-control';

export interface PasswordInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'type'>, LightControlProps {
  size?: Size;
}

/** antd's `useRemovePasswordTimeout`: after this render, drop the `value` attribute of a hidden password. */
function useRemoveValueAttribute(input: { current: HTMLInputElement | null }) {
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const remove = () => {
    timers.current.push(
      setTimeout(() => {
        const element = input.current;
        if (element?.getAttribute('type') === 'password' && element.hasAttribute('value')) element.removeAttribute('value');
      }),
    );
  };
  useEffect(() => {
    remove();
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
    // Once on mount, as antd's Input; later calls come from the handlers.
  }, []);
  return remove;
}

const PasswordField = forwardRef<HTMLInputElement, PasswordInputProps>(function PasswordInput(
  { size, status, inFormItem, className, style, disabled: ownDisabled, onFocus, onBlur, onChange, ...rest },
  ref,
) {
  const c = useInputClasses(size, status);
  if (inFormItem) rest.value ??= '';
  const contextDisabled = useContext(DisabledContext);
  const disabled = ownDisabled ?? contextDisabled;
  const [locale] = useLocale('global');
  const inner = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => inner.current!, []);
  const [focused, setFocused] = useState(false);
  const [visible, setVisible] = useState(false);
  const removeValue = useRemoveValueAttribute(inner);

  const toggle = () => {
    if (disabled) return;
    if (visible) removeValue();
    setVisible(!visible);
  };
  const toggleKey = (event: KeyboardEvent<HTMLSpanElement>) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    if (!event.repeat) toggle();
  };

  const wrapper = `${c.prefixCls}-affix-wrapper`;
  const password = `${c.prefixCls}-password`;
  return (
    <span
      className={cls(
        wrapper,
        disabled && `${c.prefixCls}-disabled`,
        disabled && `${wrapper}-disabled`,
        focused && `${wrapper}-focused`,
        c.affixSize,
        c.hashId,
        c.variant,
        c.status,
        password,
        size && `${password}-${size}`,
        className,
        c.root,
      )}
      style={style}
      onClick={() => inner.current?.focus()}
    >
      <input
        {...rest}
        ref={inner}
        type={visible ? 'text' : 'password'}
        disabled={disabled}
        className={cls(c.prefixCls, disabled && `${c.prefixCls}-disabled`, c.input)}
        onChange={(event) => {
          removeValue();
          onChange?.(event);
        }}
        onFocus={(event: FocusEvent<HTMLInputElement>) => {
          setFocused(true);
          removeValue();
          onFocus?.(event);
        }}
        onBlur={(event: FocusEvent<HTMLInputElement>) => {
          setFocused(false);
          removeValue();
          onBlur?.(event);
        }}
      />
      <span className={`${c.prefixCls}-suffix`}>
        <span
          role="button"
          tabIndex={disabled ? -1 : 0}
          className={`${password}-icon`}
          aria-disabled={disabled}
          aria-pressed={visible}
          aria-label={visible ? locale.hide : locale.show}
          // Keeps the focus in the field and the caret where it was (antd's handlers).
          onMouseDown={(event) => event.preventDefault()}
          onMouseUp={(event) => event.preventDefault()}
          onKeyDown={toggleKey}
          onClick={toggle}
        >
          {visible ? <EyeOutlined /> : <EyeInvisibleOutlined />}
        </span>
      </span>
    </span>
  );
});

/** The light Form's item hands this field its status (./light-control). */
export const PasswordInput = Object.assign(PasswordField, { [LIGHT_CONTROL]: true });
