// antd's Upload.Dragger for one file handed to the page (no upload list, no request of its own):
// the same markup, class names, roles and antd's own styles (its style hook), without rc-upload's
// request machinery and antd's upload list (icons, Progress, Tooltip; ≈ 20 KiB gzipped;
// docs/decisions/0024-page-weight.md). As antd's: the zone is a button (Enter or a click opens the
// file dialog), a file dropped on it or chosen in the dialog goes to `onFile`, and the hidden file
// input carries the field's label.
import { useContext, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { ConfigContext } from 'antd/es/config-provider';
import DisabledContext from 'antd/es/config-provider/DisabledContext';
import useStyle from './upload-dragger-style';

export interface UploadDraggerProps {
  /** The file dialog's filter (the input's `accept`). */
  accept?: string;
  disabled?: boolean;
  /** The chosen or dropped file (the first one, as antd's with `multiple={false}`). */
  onFile: (file: File) => void;
  'aria-label'?: string;
  /** The file input's name (antd's default: 'file'). */
  name?: string;
  children: ReactNode;
}

const cls = (...names: (string | false | null | undefined)[]) => names.filter(Boolean).join(' ');

export function UploadDragger({ accept, disabled: ownDisabled, onFile, name = 'file', children, ...aria }: UploadDraggerProps) {
  const { getPrefixCls, direction } = useContext(ConfigContext);
  const contextDisabled = useContext(DisabledContext);
  const disabled = ownDisabled ?? contextDisabled;
  const prefixCls = getPrefixCls('upload');
  const wrapperCls = `${prefixCls}-wrapper`;
  const [hashId, cssVarCls] = useStyle(prefixCls, wrapperCls);
  const input = useRef<HTMLInputElement>(null);
  const [hover, setHover] = useState(false);
  // A new input after each choice, as rc-upload's: choosing the same file again is a change.
  const [inputKey, setInputKey] = useState(0);

  const openDialog = () => input.current?.click();
  const onDrag = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    if (disabled) return;
    setHover(event.type === 'dragover');
    if (event.type === 'drop') {
      const file = event.dataTransfer.files[0];
      if (file) onFile(file);
    }
  };

  return (
    <span className={cls(wrapperCls, direction === 'rtl' && `${prefixCls}-rtl`, hashId, cssVarCls)}>
      <div
        className={cls(hashId, prefixCls, `${prefixCls}-drag`, hover && `${prefixCls}-drag-hover`, disabled && `${prefixCls}-disabled`)}
        onDrop={onDrag}
        onDragOver={onDrag}
        onDragLeave={onDrag}
      >
        <span
          className={cls(prefixCls, disabled && `${prefixCls}-disabled`, `${prefixCls}-btn`)}
          role="button"
          {...(disabled
            ? {}
            : {
                tabIndex: 0,
                onClick: openDialog,
                onKeyDown: (event: React.KeyboardEvent) => {
                  if (event.key === 'Enter') openDialog();
                },
              })}
        >
          <input
            key={inputKey}
            ref={input}
            {...aria}
            type="file"
            name={name}
            disabled={disabled}
            accept={accept}
            style={{ display: 'none' }}
            onClick={(event) => event.stopPropagation()}
            onChange={(event) => {
              const file = event.target.files?.[0];
              setInputKey((k) => k + 1);
              if (file) onFile(file);
            }}
          />
          <div className={`${prefixCls}-drag-container`}>{children}</div>
        </span>
      </div>
    </span>
  );
}
