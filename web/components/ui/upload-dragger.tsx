// antd's Upload.Dragger for a drop zone that hands its files to the page (no upload list, no request
// of its own): the same markup, class names, roles and antd's own styles (its style hook), without
// rc-upload's request machinery and antd's upload list (icons, Progress, Tooltip; ≈ 20 KiB gzipped;
// docs/decisions/0024-page-weight.md, 0025). As antd's: the zone is a button (Enter or a click opens
// the file dialog), the files dropped on it or chosen in the dialog go to `onFiles` (the first one
// only unless `multiple`), a disabled zone takes none, and the hidden file input carries the label.
import { useContext, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { ConfigContext } from 'antd/es/config-provider';
import DisabledContext from 'antd/es/config-provider/DisabledContext';
import useStyle from './upload-dragger-style';

export interface UploadDraggerProps {
  /** The file dialog's filter (the input's `accept`). */
  accept?: string;
  disabled?: boolean;
  /** Several files at once (the input's `multiple`); otherwise the first one, as antd's. */
  multiple?: boolean;
  /** The chosen or dropped files, in order (the caller checks them). */
  onFiles: (files: File[]) => void;
  'aria-label'?: string;
  /** The file input's name (antd's default: 'file'). */
  name?: string;
  children: ReactNode;
}

const cls = (...names: (string | false | null | undefined)[]) => names.filter(Boolean).join(' ');

export function UploadDragger({
  accept,
  multiple = false,
  disabled: ownDisabled,
  onFiles,
  name = 'file',
  children,
  ...aria
}: UploadDraggerProps) {
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
  const hand = (files: FileList | null | undefined) => {
    const list = [...(files ?? [])];
    if (list.length > 0) onFiles(multiple ? list : list.slice(0, 1));
  };
  const onDrag = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    if (disabled) return;
    setHover(event.type === 'dragover');
    if (event.type === 'drop') hand(event.dataTransfer.files);
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
            multiple={multiple}
            style={{ display: 'none' }}
            onClick={(event) => event.stopPropagation()}
            onChange={(event) => {
              const files = event.target.files;
              setInputKey((k) => k + 1);
              hand(files);
            }}
          />
          <div className={`${prefixCls}-drag-container`}>{children}</div>
        </span>
      </div>
    </span>
  );
}
