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
  type ComponentProps,
  type FocusEvent,
  type InputHTMLAttributes,
  type KeyboardEvent,
} from 'react';
import AntdIcon from '@ant-design/icons/es/components/AntdIconLight';
import DisabledContext from 'antd/es/config-provider/DisabledContext';
import { useLocale } from 'antd/es/locale';
import { affixWrapperClass, cls, useInputClasses, type Size } from './input-classes';
import { LIGHT_CONTROL, type LightControlProps } from './light-control';

// antd's EyeOutlined and EyeInvisibleOutlined (@ant-design/icons-svg/es/asn/Eye*Outlined.js), drawn by
// the component antd's icons use. Their own copy: importing antd's icon modules would share them with
// antd's Input.Password, which the /auth page and every page loading antd's Input index (Document
// Intelligence) keep, and the bundler would move both eyes out of antd's input chunk into chunks of
// their own that those pages then load besides (+0.5 KiB each, measured). light-markup.test.tsx
// checks the markup against antd's.
type IconDefinition = ComponentProps<typeof AntdIcon>['icon'];
const svg = (name: string, ...paths: string[]): IconDefinition => ({
  name,
  theme: 'outlined',
  icon: {
    tag: 'svg',
    attrs: { viewBox: '64 64 896 896', focusable: 'false' },
    children: paths.map((d) => ({ tag: 'path', attrs: { d } })),
  },
});
const eye = svg(
  'eye',
  'M942.2 486.2C847.4 286.5 704.1 186 512 186c-192.2 0-335.4 100.5-430.2 300.3a60.3 60.3 0 000 51.5C176.6 737.5 319.9 838 512 838c192.2 0 335.4-100.5 430.2-300.3 7.7-16.2 7.7-35 0-51.5zM512 766c-161.3 0-279.4-81.8-362.7-254C232.6 339.8 350.7 258 512 258c161.3 0 279.4 81.8 362.7 254C791.5 684.2 673.4 766 512 766zm-4-430c-97.2 0-176 78.8-176 176s78.8 176 176 176 176-78.8 176-176-78.8-176-176-176zm0 288c-61.9 0-112-50.1-112-112s50.1-112 112-112 112 50.1 112 112-50.1 112-112 112z',
);
const eyeInvisible = svg(
  'eye-invisible',
  'M942.2 486.2Q889.47 375.11 816.7 305l-50.88 50.88C807.31 395.53 843.45 447.4 874.7 512 791.5 684.2 673.4 766 512 766q-72.67 0-133.87-22.38L323 798.75Q408 838 512 838q288.3 0 430.2-300.3a60.29 60.29 0 000-51.5zm-63.57-320.64L836 122.88a8 8 0 00-11.32 0L715.31 232.2Q624.86 186 512 186q-288.3 0-430.2 300.3a60.3 60.3 0 000 51.5q56.69 119.4 136.5 191.41L112.48 835a8 8 0 000 11.31L155.17 889a8 8 0 0011.31 0l712.15-712.12a8 8 0 000-11.32zM149.3 512C232.6 339.8 350.7 258 512 258c54.54 0 104.13 9.36 149.12 28.39l-70.3 70.3a176 176 0 00-238.13 238.13l-83.42 83.42C223.1 637.49 183.3 582.28 149.3 512zm246.7 0a112.11 112.11 0 01146.2-106.69L401.31 546.2A112 112 0 01396 512z',
  'M508 624c-3.46 0-6.87-.16-10.25-.47l-52.82 52.82a176.09 176.09 0 00227.42-227.42l-52.82 52.82c.31 3.38.47 6.79.47 10.25a111.94 111.94 0 01-112 112z',
);

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
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once on mount, as antd's Input; later calls come from the handlers
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

  const password = `${c.prefixCls}-password`;
  return (
    <span
      className={affixWrapperClass(c, { disabled, focused, className }, password, size && `${password}-${size}`)}
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
          <AntdIcon icon={visible ? eye : eyeInvisible} />
        </span>
      </span>
    </span>
  );
});

/** The light Form's item hands this field its status (./light-control). */
export const PasswordInput = Object.assign(PasswordField, { [LIGHT_CONTROL]: true });
