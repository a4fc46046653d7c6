// antd's Input.Search with a text button, on the light Input (./input): the same compact row,
// classes and antd's search styles (docs/decisions/0024-page-weight.md).
import { useContext, useRef, type ReactNode } from 'react';
import { Button } from 'antd';
import { ConfigContext } from 'antd/es/config-provider';
import Compact from 'antd/es/space/Compact';
import useSearchStyle from 'antd/es/input/style/search';
import { cls, Input, type InputProps } from './input';

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
