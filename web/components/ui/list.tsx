// antd's List for a short, plain list (no pagination, grid, header, footer or loading state): the
// same markup, class names and antd's own styles (its style hook), without the Pagination it
// imports — and, through it, Select, the virtual list and antd's form context (≈ 40 KiB gzipped on
// the templates page; docs/decisions/0028-remaining-pages-weight.md). antd's wrapper Spin (not
// spinning) is left out: it adds only two positioned divs. An empty list shows antd's simple Empty
// with its default 'No data', as antd's.
import { Fragment, useContext, type Key, type ReactNode } from 'react';
import { ConfigContext } from 'antd/es/config-provider';
import useStyle from 'antd/es/list/style';
import { SimpleEmpty } from './empty';

const renderable = (node: ReactNode) => node !== null && node !== undefined && node !== false && node !== '';

export interface ListProps<T> {
  dataSource: readonly T[];
  renderItem: (item: T, index: number) => ReactNode;
  /** The React key of an item (antd's `rowKey`); the index otherwise. */
  rowKey?: (item: T) => Key;
  className?: string;
}

export function List<T>({ dataSource, renderItem, rowKey, className }: ListProps<T>) {
  const { getPrefixCls, direction } = useContext(ConfigContext);
  const prefixCls = getPrefixCls('list');
  const [hashId, cssVarCls] = useStyle(prefixCls);
  const classes = [prefixCls, `${prefixCls}-split`, direction === 'rtl' && `${prefixCls}-rtl`, className, hashId, cssVarCls];
  return (
    <div className={classes.filter(Boolean).join(' ')}>
      {dataSource.length > 0 ? (
        <ul className={`${prefixCls}-items ${prefixCls}-container ${cssVarCls}`}>
          {dataSource.map((item, index) => (
            <Fragment key={rowKey ? rowKey(item) : index}>{renderItem(item, index)}</Fragment>
          ))}
        </ul>
      ) : (
        <div className={`${prefixCls}-empty-text`}>
          <SimpleEmpty description="No data" />
        </div>
      )}
    </div>
  );
}

export interface ListItemProps {
  children?: ReactNode;
  /** The buttons at the item's end (antd's `actions`). */
  actions?: ReactNode[];
}

/** antd's `List.Item` in a list without a grid (a flex row: the content, then the actions). */
function ListItem({ children, actions }: ListItemProps) {
  const { getPrefixCls } = useContext(ConfigContext);
  const prefixCls = getPrefixCls('list');
  return (
    <li className={`${prefixCls}-item`}>
      {children}
      {actions && actions.length > 0 && (
        <ul className={`${prefixCls}-item-action`}>
          {actions.map((action, i) => (
            <li key={`${prefixCls}-item-action-${i}`}>
              {action}
              {i !== actions.length - 1 && <em className={`${prefixCls}-item-action-split`} />}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

export interface ListItemMetaProps {
  title?: ReactNode;
  description?: ReactNode;
}

/** antd's `List.Item.Meta` without an avatar. */
function ListItemMeta({ title, description }: ListItemMetaProps) {
  const { getPrefixCls } = useContext(ConfigContext);
  const prefixCls = getPrefixCls('list');
  return (
    <div className={`${prefixCls}-item-meta`}>
      {(renderable(title) || renderable(description)) && (
        <div className={`${prefixCls}-item-meta-content`}>
          {renderable(title) && <h4 className={`${prefixCls}-item-meta-title`}>{title}</h4>}
          {renderable(description) && <div className={`${prefixCls}-item-meta-description`}>{description}</div>}
        </div>
      )}
    </div>
  );
}

List.Item = Object.assign(ListItem, { Meta: ListItemMeta });
