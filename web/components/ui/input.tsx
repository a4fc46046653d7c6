// antd's Input, TextArea and Input.Search for what the chat, Find My PI and Document Intelligence
// use of them: the same markup, class names and antd's own styles (its style hooks), without
// rc-input and antd's form context, which bring all of @rc-component/form and async-validator
// (≈ 29 KiB gzipped with antd's Input; docs/decisions/0024-page-weight.md). An antd Form.Item
// still needs antd's Input (it reads the form context for the field's status): these are for
// plain controlled fields.
import {
  forwardRef,
  useCallback,
  useContext,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
  type TextareaHTMLAttributes,
} from 'react';
import { Button } from 'antd';
import CloseCircleFilled from '@ant-design/icons/CloseCircleFilled';
import { ConfigContext } from 'antd/es/config-provider';
import DisabledContext from 'antd/es/config-provider/DisabledContext';
import useCSSVarCls from 'antd/es/config-provider/hooks/useCSSVarCls';
import Compact, { useCompactItemContext } from 'antd/es/space/Compact';
import useInputStyle, { useSharedStyle } from 'antd/es/input/style';
import useSearchStyle from 'antd/es/input/style/search';
import useTextAreaStyle from 'antd/es/input/style/textarea';

type Size = 'small' | 'middle' | 'large';

const cls = (...names: (string | false | null | undefined)[]) => names.filter(Boolean).join(' ');

/** antd's input classes: prefix, hash, size, variant, CSS-variable and compact-item classes. */
function useInputClasses(size: Size | undefined) {
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
    input: cls(mergedSize === 'small' && `${prefixCls}-sm`, mergedSize === 'large' && `${prefixCls}-lg`, direction === 'rtl' && `${prefixCls}-rtl`, hashId),
    affixSize: cls(mergedSize === 'small' && `${prefixCls}-affix-wrapper-sm`, mergedSize === 'large' && `${prefixCls}-affix-wrapper-lg`),
    variant: `${prefixCls}-outlined`,
  };
}

export interface InputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  size?: Size;
  /** A button in the field that empties it (antd's `allowClear`). */
  allowClear?: boolean;
  /** Enter pressed in the field. */
  onPressEnter?: (event: KeyboardEvent<HTMLInputElement>) => void;
  /** The clear button was used (after `onChange` with an empty value). */
  onClear?: () => void;
}

/** antd's `Input` for a plain controlled field; with `allowClear`, antd's affix wrapper and clear button. */
export const Input = forwardRef<HTMLInputElement, InputProps>(function Input(
  { size, allowClear = false, onPressEnter, onClear, className, style, disabled: ownDisabled, onKeyDown, onFocus, onBlur, onChange, ...rest },
  ref,
) {
  const c = useInputClasses(size);
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
        className={cls(c.prefixCls, c.input, disabled && `${c.prefixCls}-disabled`, c.variant, className, c.root)}
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
  const wrapper = `${c.prefixCls}-affix-wrapper`;
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
        className,
        c.root,
      )}
      style={style}
      onClick={() => inner.current?.focus()}
    >
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

export interface SearchInputProps extends Omit<InputProps, 'allowClear' | 'onPressEnter' | 'onClear' | 'type'> {
  /** Enter, the search button, or the clear button (with ''). */
  onSearch: (value: string) => void;
  /** The search button's text (antd's `enterButton`). */
  enterButton: ReactNode;
  allowClear?: boolean;
}

/** antd's `Input.Search` with a text button (`enterButton`): a compact row of the field and the button. */
export function SearchInput({ onSearch, enterButton, allowClear = false, className, size, disabled, ...rest }: SearchInputProps) {
  const { getPrefixCls } = useContext(ConfigContext);
  const prefixCls = getPrefixCls('input-search');
  const [hashId, cssVarCls] = useSearchStyle(prefixCls);
  const input = useRef<HTMLInputElement>(null);
  const search = () => onSearch(input.current?.value ?? String(rest.value ?? ''));
  return (
    <Compact className={cls(prefixCls, cssVarCls, size && `${prefixCls}-${size}`, `${prefixCls}-with-button`, className, hashId)}>
      <Input
        {...rest}
        ref={input}
        type="search"
        size={size}
        disabled={disabled}
        allowClear={allowClear}
        onPressEnter={(event) => {
          event.preventDefault();
          search();
        }}
        onClear={() => onSearch('')}
      />
      <Button
        color="primary"
        variant="solid"
        size={size}
        disabled={disabled}
        // Keeps the focus in the field when it has it (antd's Search).
        onMouseDown={(event) => {
          if (document.activeElement === input.current) event.preventDefault();
        }}
        onClick={search}
        className={`${prefixCls}-btn`}
      >
        {enterButton}
      </Button>
    </Compact>
  );
}

/** What the message box's owner can do with it (antd's TextArea ref: focus with a cursor place). */
export interface TextAreaRef {
  focus: (options?: { cursor?: 'start' | 'end' | 'all' }) => void;
  blur: () => void;
  nativeElement: HTMLTextAreaElement | null;
}

export interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'size'> {
  size?: Size;
  /** Grows with its text between these many rows (antd's `autoSize`), then scrolls. */
  autoSize?: { minRows: number; maxRows: number };
}

/** antd's `TextArea` without a count or clear button: the same element and classes, autosized as rc-input's. */
export const TextArea = forwardRef<TextAreaRef, TextAreaProps>(function TextArea(
  { size, autoSize, className, style, disabled: ownDisabled, value, ...rest },
  ref,
) {
  const c = useInputClasses(size);
  useTextAreaStyle(c.prefixCls, c.rootCls);
  const contextDisabled = useContext(DisabledContext);
  const disabled = ownDisabled ?? contextDisabled;
  const area = useRef<HTMLTextAreaElement>(null);
  const [sized, setSized] = useState<React.CSSProperties>({});

  useImperativeHandle(
    ref,
    () => ({
      focus: (options) => {
        const el = area.current;
        if (!el) return;
        el.focus({ preventScroll: false });
        const end = el.value.length;
        if (options?.cursor === 'start') el.setSelectionRange(0, 0);
        else if (options?.cursor === 'end') el.setSelectionRange(end, end);
        else if (options?.cursor === 'all') el.select();
      },
      blur: () => area.current?.blur(),
      get nativeElement() {
        return area.current;
      },
    }),
    [],
  );

  // rc-input's calculateNodeHeight, on the element itself: the text's height between min and max rows.
  const measure = useCallback(() => {
    const el = area.current;
    if (!el || !autoSize) return;
    const computed = getComputedStyle(el);
    const padding = parseFloat(computed.paddingTop) + parseFloat(computed.paddingBottom);
    const border = parseFloat(computed.borderTopWidth) + parseFloat(computed.borderBottomWidth);
    const lineHeight = parseFloat(computed.lineHeight) || parseFloat(computed.fontSize) * 1.5715;
    const previous = el.style.height;
    el.style.height = '0px';
    const content = el.scrollHeight - padding;
    el.style.height = previous;
    const border_box = computed.boxSizing === 'border-box';
    const extra = border_box ? padding + border : 0;
    const minHeight = lineHeight * autoSize.minRows + extra;
    const maxHeight = lineHeight * autoSize.maxRows + extra;
    const height = Math.min(maxHeight, Math.max(minHeight, content + extra));
    setSized((old) =>
      old.height === height && old.maxHeight === maxHeight
        ? old
        : { height, minHeight, maxHeight, overflowY: content + extra > maxHeight ? undefined : 'hidden', resize: 'none' },
    );
  }, [autoSize?.minRows, autoSize?.maxRows]);

  useLayoutEffect(measure, [value, measure]);
  useLayoutEffect(() => {
    const el = area.current;
    if (!el || !autoSize || typeof ResizeObserver === 'undefined') return;
    // A narrower box wraps the text onto more lines.
    let width = el.offsetWidth;
    const observer = new ResizeObserver(() => {
      if (el.offsetWidth !== width) {
        width = el.offsetWidth;
        measure();
      }
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [measure]);

  return (
    <textarea
      {...rest}
      ref={area}
      value={value}
      disabled={disabled}
      style={{ ...style, ...sized }}
      className={cls(c.prefixCls, c.input, disabled && `${c.prefixCls}-disabled`, c.variant, className, c.root)}
    />
  );
});
