// antd's Upload.Dragger for a drop zone that only hands its files over (no upload request, no
// list): the same markup, class names, role and antd's own styles (its style hook), without
// rc-upload's request machinery, antd's upload list and the Progress it brings (≈ 15 KiB gzipped;
// docs/decisions/0025-case-form-weight.md). As antd's: a click, or Enter on the focused zone, opens
// the file picker; dropped files are handed over too; a disabled zone takes neither.
import { useContext, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { ConfigContext } from 'antd/es/config-provider';
import useStyle from 'antd/es/upload/style';

export interface UploadDraggerProps {
  /** The picker's `accept` attribute. */
  accept?: string;
  multiple?: boolean;
  disabled?: boolean;
  /** The files picked or dropped, in order (the caller checks them). */
  onFiles: (files: File[]) => void;
  children: ReactNode;
}

export function UploadDragger({ accept, multiple = false, disabled = false, onFiles, children }: UploadDraggerProps) {
  const { getPrefixCls, direction } = useContext(ConfigContext);
  const prefixCls = getPrefixCls('upload');
  const wrapperCls = `${prefixCls}-wrapper`;
  const [hashId, cssVarCls] = useStyle(prefixCls, wrapperCls);
  const input = useRef<HTMLInputElement>(null);
  const [dragOver, setDragOver] = useState(false);
  // A new input after each pick (rc-upload's `uid` key), so picking the same file again still fires.
  const [uid, setUid] = useState(0);

  const hand = (files: FileList | null | undefined) => {
    const list = [...(files ?? [])];
    if (list.length > 0) onFiles(multiple ? list : list.slice(0, 1));
  };

  const onDrag = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragOver(event.type === 'dragover');
    if (event.type === 'drop' && !disabled) hand(event.dataTransfer.files);
  };

  const dragCls = [
    hashId,
    prefixCls,
    `${prefixCls}-drag`,
    dragOver && `${prefixCls}-drag-hover`,
    disabled && `${prefixCls}-disabled`,
    direction === 'rtl' && `${prefixCls}-rtl`,
  ]
    .filter(Boolean)
    .join(' ');
  const open = () => input.current?.click();
  const events = disabled
    ? {}
    : {
        onClick: open,
        onKeyDown: (event: { key: string }) => {
          if (event.key === 'Enter') open();
        },
        tabIndex: 0,
      };

  return (
    <span className={[wrapperCls, hashId, cssVarCls].join(' ')}>
      <div className={dragCls} onDrop={onDrag} onDragOver={onDrag} onDragLeave={onDrag}>
        <span {...events} className={`${prefixCls} ${prefixCls}-btn${disabled ? ` ${prefixCls}-disabled` : ''}`} role="button">
          <input
            key={uid}
            ref={input}
            type="file"
            accept={accept}
            multiple={multiple}
            disabled={disabled}
            style={{ display: 'none' }}
            onClick={(event) => event.stopPropagation()}
            onChange={(event) => {
              hand(event.target.files);
              setUid((n) => n + 1);
            }}
          />
          <div className={`${prefixCls}-drag-container`}>{children}</div>
        </span>
      </div>
    </span>
  );
}
