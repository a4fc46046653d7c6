// antd's Select for a single choice from a short list of labelled options, optionally searchable:
// the same markup, class names, ARIA combobox pattern and antd's own styles (its style hook),
// without rc-select, rc-trigger's popup, rc-virtual-list and antd's form context (≈ 30 KiB gzipped;
// docs/decisions/0025-case-form-weight.md). The list is a plain scrolling list (256 px, as antd's),
// rendered in a layer on document.body under the field while open. Keyboard as rc-select: arrow
// keys open and move the active option, Enter opens or picks it, Escape and Tab close; typing in a
// searchable select narrows the list by label (case-insensitive).
import { useContext, useEffect, useId, useLayoutEffect, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { CloseCircleFilled, DownOutlined, LoadingOutlined, SearchOutlined } from '@ant-design/icons';
import { ConfigContext } from 'antd/es/config-provider';
import DisabledContext from 'antd/es/config-provider/DisabledContext';
import useCSSVarCls from 'antd/es/config-provider/hooks/useCSSVarCls';
import useStyle from 'antd/es/select/style';
import { LIGHT_CONTROL } from './light-control';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps {
  options: readonly SelectOption[];
  value?: string | undefined;
  onChange?: (value: string | undefined) => void;
  placeholder?: string;
  disabled?: boolean;
  loading?: boolean;
  allowClear?: boolean;
  /** antd's `showSearch` (the app filters by label only). */
  showSearch?: boolean | { optionFilterProp: 'label' };
  id?: string;
  status?: 'error' | 'warning';
  inFormItem?: boolean;
  'aria-required'?: 'true';
  'aria-invalid'?: 'true';
  'aria-describedby'?: string;
}

function SelectBase({
  options,
  value,
  onChange,
  placeholder,
  disabled,
  loading = false,
  allowClear = false,
  showSearch = false,
  id,
  status,
  inFormItem = false,
  ...aria
}: SelectProps) {
  const { getPrefixCls, direction } = useContext(ConfigContext);
  const contextDisabled = useContext(DisabledContext);
  const prefixCls = getPrefixCls('select');
  const rootCls = useCSSVarCls(prefixCls);
  const [hashId, cssVarCls] = useStyle(prefixCls, rootCls);
  const mergedDisabled = disabled ?? contextDisabled ?? false;
  const ownId = useId();
  const inputId = id ?? `rc_select_${ownId}`;
  const listId = `${inputId}_list`;

  const root = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const popup = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [focused, setFocused] = useState(false);
  const [search, setSearch] = useState('');
  const [active, setActive] = useState(0);
  const [place, setPlace] = useState<CSSProperties>();

  const searchable = Boolean(showSearch);
  const shown = search ? options.filter((option) => option.label.toLowerCase().includes(search.toLowerCase())) : options;
  const selected = options.find((option) => option.value === value);

  const close = () => {
    setOpen(false);
    setSearch('');
  };
  const openList = () => {
    if (mergedDisabled) return;
    const index = shown.findIndex((option) => option.value === value);
    setActive(index < 0 ? 0 : index);
    setOpen(true);
  };
  const pick = (option: SelectOption | undefined) => {
    if (!option) return;
    close();
    if (option.value !== value) onChange?.(option.value);
  };

  // A disabled select closes (the form was disabled while its list was open).
  if (open && mergedDisabled) close();

  // The layer sits under the field, as wide as it (rc-trigger's bottomLeft), and follows scrolling.
  useLayoutEffect(() => {
    if (!open) return;
    const follow = () => {
      const box = root.current?.getBoundingClientRect();
      if (box)
        setPlace({
          position: 'absolute',
          left: box.left + window.scrollX,
          top: box.bottom + window.scrollY + 4,
          minWidth: box.width,
          width: box.width,
        });
    };
    follow();
    window.addEventListener('scroll', follow, true);
    window.addEventListener('resize', follow);
    return () => {
      window.removeEventListener('scroll', follow, true);
      window.removeEventListener('resize', follow);
    };
  }, [open]);

  // A press outside the field and its list closes it.
  useEffect(() => {
    if (!open) return;
    const outside = (event: MouseEvent) => {
      const target = event.target as Node;
      if (!root.current?.contains(target) && !popup.current?.contains(target)) close();
    };
    document.addEventListener('mousedown', outside);
    return () => document.removeEventListener('mousedown', outside);
  }, [open]);

  // The active option stays in view while the keys move it.
  useEffect(() => {
    // (optional call: jsdom has no scrollIntoView)
    if (open) document.getElementById(`${listId}_${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [open, active, listId]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const step = { ArrowDown: 1, ArrowUp: -1 }[event.key];
    if (step !== undefined) {
      event.preventDefault();
      if (!open) openList();
      else if (shown.length > 0) setActive((index) => (index + step + shown.length) % shown.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (open) pick(shown[active]);
      else openList();
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      close();
    } else if (event.key === 'Tab') {
      close();
    }
  };

  const className = [
    prefixCls,
    `${prefixCls}-outlined`,
    inFormItem && `${prefixCls}-in-form-item`,
    status && `${prefixCls}-status-${status}`,
    cssVarCls,
    rootCls,
    hashId,
    `${prefixCls}-single`,
    `${prefixCls}-show-arrow`,
    searchable && `${prefixCls}-show-search`,
    open && `${prefixCls}-open`,
    focused && `${prefixCls}-focused`,
    mergedDisabled && `${prefixCls}-disabled`,
    loading && `${prefixCls}-loading`,
    allowClear && selected && !mergedDisabled && `${prefixCls}-allow-clear`,
    direction === 'rtl' && `${prefixCls}-rtl`,
  ]
    .filter(Boolean)
    .join(' ');

  let suffix = <DownOutlined aria-hidden />;
  if (loading) suffix = <LoadingOutlined spin aria-hidden />;
  else if (open && searchable) suffix = <SearchOutlined aria-hidden />;

  return (
    <div
      ref={root}
      className={className}
      onMouseDown={(event) => {
        // React passes the list layer's events up to here (a portal): only the field's own count.
        if (mergedDisabled || !root.current?.contains(event.target as Node)) return;
        if (event.target !== input.current) event.preventDefault();
        input.current?.focus();
        if (open && !search) close();
        else if (!open) openList();
      }}
    >
      <div
        className={`${prefixCls}-content${selected ? ` ${prefixCls}-content-has-value` : ''}`}
        title={selected && !search ? selected.label : undefined}
      >
        {!search &&
          (selected ? selected.label : placeholder !== undefined && <div className={`${prefixCls}-placeholder`}>{placeholder}</div>)}
        <input
          ref={input}
          id={inputId}
          type="text"
          {...aria}
          readOnly={!searchable}
          disabled={mergedDisabled}
          autoComplete="new-password"
          className={`${prefixCls}-input`}
          role="combobox"
          aria-expanded={open}
          aria-haspopup="listbox"
          aria-autocomplete="list"
          aria-controls={open ? listId : undefined}
          aria-activedescendant={open && shown[active] ? `${listId}_${active}` : undefined}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setActive(0);
            if (!open) setOpen(true);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => setFocused(true)}
          onBlur={() => {
            setFocused(false);
            close();
          }}
        />
      </div>
      <div className={`${prefixCls}-suffix`}>{suffix}</div>
      {allowClear && selected && !mergedDisabled && (
        <span
          className={`${prefixCls}-clear`}
          aria-hidden
          onMouseDown={(event) => {
            event.preventDefault();
            event.stopPropagation();
            close();
            onChange?.(undefined);
          }}
        >
          <CloseCircleFilled />
        </span>
      )}
      {open &&
        createPortal(
          <div
            ref={popup}
            className={`${prefixCls}-dropdown ${hashId} ${cssVarCls} ${rootCls} ${prefixCls}-dropdown-placement-bottomLeft`}
            style={{ ...place, zIndex: 1050 }}
            onMouseDown={(event) => event.preventDefault()}
          >
            <div role="listbox" id={listId} style={{ maxHeight: 256, overflowY: 'auto' }}>
              {shown.length === 0 ? (
                <div className={`${prefixCls}-item-empty`}>No data</div>
              ) : (
                shown.map((option, index) => {
                  const isSelected = option.value === value;
                  const optionCls = [
                    `${prefixCls}-item`,
                    `${prefixCls}-item-option`,
                    index === active && `${prefixCls}-item-option-active`,
                    isSelected && `${prefixCls}-item-option-selected`,
                  ]
                    .filter(Boolean)
                    .join(' ');
                  return (
                    <div
                      key={option.value}
                      id={`${listId}_${index}`}
                      role="option"
                      aria-selected={isSelected}
                      className={optionCls}
                      title={option.label}
                      onMouseMove={() => index !== active && setActive(index)}
                      onClick={() => pick(option)}
                    >
                      <div className={`${prefixCls}-item-option-content`}>{option.label}</div>
                      <span className={`${prefixCls}-item-option-state`} aria-hidden />
                    </div>
                  );
                })
              )}
            </div>
          </div>,
          document.body,
        )}
    </div>
  );
}

export const Select = Object.assign(SelectBase, { [LIGHT_CONTROL]: true });
