// antd's TextArea (the chat's message box, the case form's and comments' long fields): the same
// element, classes and antd's styles, autosized as rc-input's, without rc-input and antd's form
// context (docs/decisions/0024-page-weight.md, 0025). Inside the light Form's item it takes the
// item's `status`.
import {
  forwardRef,
  useCallback,
  useContext,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  type TextareaHTMLAttributes,
} from 'react';
import DisabledContext from 'antd/es/config-provider/DisabledContext';
import useTextAreaStyle from 'antd/es/input/style/textarea';
import { cls, useInputClasses, type Size } from './input-classes';
import { LIGHT_CONTROL, type LightControlProps } from './light-control';

/** What the message box's owner can do with it (antd's TextArea ref: focus with a cursor place). */
export interface TextAreaRef {
  focus: (options?: { cursor?: 'start' | 'end' | 'all' }) => void;
  blur: () => void;
  nativeElement: HTMLTextAreaElement | null;
}

export interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'size'>, LightControlProps {
  size?: Size;
  /** Grows with its text between these many rows (antd's `autoSize`), then scrolls. */
  autoSize?: { minRows: number; maxRows: number };
}

/** antd's `TextArea` without a count or clear button: the same element and classes, autosized as rc-input's. */
const TextAreaField = forwardRef<TextAreaRef, TextAreaProps>(function TextArea(
  { size, status, inFormItem, autoSize, className, style, disabled: ownDisabled, value: given, ...rest },
  ref,
) {
  const c = useInputClasses(size, status);
  const value = inFormItem ? (given ?? '') : given;
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
  // An empty box is `minRows` rows tall by its `rows` attribute, with no style or layout read: a page
  // with several empty boxes (the case form) would otherwise force a layout per box in its first
  // render (decision 0030).
  const minRows = autoSize?.minRows;
  const maxRows = autoSize?.maxRows;
  const measure = useCallback(() => {
    const el = area.current;
    if (!el || minRows === undefined || maxRows === undefined) return;
    if (el.value === '') {
      setSized((old) => (old.height === undefined ? old : {}));
      return;
    }
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
    const minHeight = lineHeight * minRows + extra;
    const maxHeight = lineHeight * maxRows + extra;
    const height = Math.min(maxHeight, Math.max(minHeight, content + extra));
    setSized((old) =>
      old.height === height && old.maxHeight === maxHeight
        ? old
        : { height, minHeight, maxHeight, overflowY: content + extra > maxHeight ? undefined : 'hidden', resize: 'none' },
    );
  }, [minRows, maxRows]);

  useLayoutEffect(measure, [value, measure]);
  useLayoutEffect(() => {
    const el = area.current;
    if (!el || minRows === undefined || typeof ResizeObserver === 'undefined') return;
    // A narrower box wraps the text onto more lines. The first report is the width it starts at,
    // read from the observer's entry (after layout), not from the element (which would force one).
    let width: number | undefined;
    const observer = new ResizeObserver(([entry]) => {
      const next = entry?.contentRect.width;
      if (next === undefined || next === width) return;
      const first = width === undefined;
      width = next;
      if (!first) measure();
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [measure, minRows]);

  return (
    <textarea
      {...rest}
      ref={area}
      value={value}
      disabled={disabled}
      rows={autoSize ? autoSize.minRows : rest.rows}
      style={autoSize ? { resize: 'none', ...style, ...sized } : style}
      className={cls(c.prefixCls, c.input, disabled && `${c.prefixCls}-disabled`, c.variant, c.status, className, c.root)}
    />
  );
});

/** The light Form's item hands this field its status (./light-control). */
export const TextArea = Object.assign(TextAreaField, { [LIGHT_CONTROL]: true });
