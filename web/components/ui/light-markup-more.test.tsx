// The light copies that light-markup.test.tsx does not cover, rendered beside antd's own component
// with the same props: each copy imports antd's internal style hooks and context (antd is pinned
// to an exact version in package.json for them), so an antd upgrade that changes the markup, the
// class names or those internals fails here first (docs/decisions/0014-web-bundle.md, 0024).
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  Card as AntCard,
  Descriptions as AntDescriptions,
  Input as AntInput,
  List as AntList,
  Select as AntSelect,
  Table as AntTable,
  Tabs as AntTabs,
  Typography as AntTypography,
  Upload as AntUpload,
} from 'antd';
import { Card } from './card';
import { Descriptions } from './descriptions';
import { List } from './list';
import { SearchInput } from './search-input';
import { Select } from './select';
import { Table } from './table';
import { Tabs } from './tabs';
import { TextArea } from './textarea';
import { Typography } from './typography';
import { UploadDragger } from './upload-dragger';

function walk(node: Element): string {
  const attrs = [...node.attributes]
    .map((a) => (a.name === 'class' ? `class="${a.value.split(/\s+/).filter(Boolean).sort().join(' ')}"` : `${a.name}="${a.value}"`))
    .sort()
    .join(' ');
  const children = [...node.childNodes].map((c) => (c instanceof Element ? walk(c) : c.textContent)).join('');
  return `<${node.tagName.toLowerCase()}${attrs ? ` ${attrs}` : ''}>${children}</${node.tagName.toLowerCase()}>`;
}

/** Markup with each element's attributes (and class names) in one order. */
function normalized(element: ReactElement): string {
  const host = document.createElement('div');
  host.innerHTML = renderToStaticMarkup(element);
  return [...host.children].map(walk).join('');
}

/** The light element's markup equals antd's, and is antd's component (not an empty render). */
function expectSame(light: ReactElement, antd: ReactElement, cls: string) {
  const expected = normalized(antd);
  expect(expected).toContain(cls);
  // One element a line, so a failure shows where the two differ.
  expect(normalized(light).replaceAll('><', '>\n<')).toBe(expected.replaceAll('><', '>\n<'));
}

/** The sorted set of `ant-*` class names of an element's tree, hash classes left out. */
function antClasses(container: Element): string[] {
  const names = new Set<string>();
  for (const el of [container, ...container.querySelectorAll('*')]) {
    for (const name of el.classList) if (name.startsWith('ant-') && !name.startsWith('ant-css-var')) names.add(name);
  }
  return [...names].sort();
}

describe('more light components render antd markup', () => {
  it.each([
    ['a titled card with an extra', { title: 'Documents', extra: <a href="#x">All</a>, children: 'Body' }],
    ['a small card without a title', { size: 'small', children: <p>Text</p> }],
    [
      'a borderless card with a class and a style',
      { variant: 'borderless', className: 'mine', style: { marginTop: 8 }, title: 'T', children: 'B' },
    ],
  ] as const)('Card: %s', (_name, props) => {
    expectSame(<Card {...(props as Parameters<typeof Card>[0])} />, <AntCard {...props} />, 'ant-card-body');
  });

  it.each([
    ['the default size', undefined],
    ['small', 'small'],
  ] as const)('Descriptions: bordered, one column, %s', (_name, size) => {
    const items = [
      { key: 'a', label: 'Case', children: 'Smith v. Jones' },
      { key: 'b', label: 'Status', children: <strong>Open</strong> },
    ];
    expectSame(
      <Descriptions items={items} {...(size ? { size } : {})} />,
      <AntDescriptions bordered column={1} items={items} {...(size ? { size } : {})} />,
      'ant-descriptions-item-label',
    );
  });

  it.each([
    ['Title, level 2', 'Title', { level: 2, children: 'Heading' }],
    ['Title with a class and a style', 'Title', { level: 4, className: 'mine', style: { margin: 0 }, children: 'H' }],
    ['Text, secondary', 'Text', { type: 'secondary', children: 'quiet' }],
    ['Text, strong and code', 'Text', { strong: true, code: true, children: 'x = 1' }],
    ['Text, danger and disabled', 'Text', { type: 'danger', disabled: true, children: 'no' }],
    ['Paragraph', 'Paragraph', { children: 'Some words.' }],
    [
      'Paragraph, italic, underlined, marked, deleted, keyboard',
      'Paragraph',
      { italic: true, underline: true, mark: true, delete: true, keyboard: true, children: 'all' },
    ],
  ] as const)('Typography: %s', (_name, part, props) => {
    const Light = Typography[part] as (p: object) => ReactElement;
    const Antd = AntTypography[part] as unknown as (p: object) => ReactElement;
    expectSame(<Light {...props} />, <Antd {...props} />, 'ant-typography');
  });

  // Under Vitest, 'antd' resolves to antd's CommonJS build and 'antd/es/...' to its ES build, each
  // with its own contexts: the copy's Button (from 'antd') does not see the ES Space.Compact around
  // it and misses the two compact-item classes it has in the browser, where both are the ES build.
  it.each([
    ['a field with a text button', {}],
    ['a disabled, large field', { disabled: true, size: 'large' }],
  ] as const)('Input.Search: %s', (_name, props) => {
    const withoutCompactButton = (markup: string) => markup.replace(/ant-btn-compact-item ant-btn-compact-last-item /, '');
    const antd = normalized(
      <AntInput.Search placeholder="Search" enterButton="Search" onSearch={() => {}} value="pi" onChange={() => {}} {...props} />,
    );
    expect(antd).toContain('ant-btn-compact-item ant-btn-compact-last-item ');
    expect(antd).toContain('ant-input-search-btn');
    expect(
      normalized(<SearchInput placeholder="Search" enterButton="Search" onSearch={() => {}} value="pi" onChange={() => {}} {...props} />),
    ).toBe(withoutCompactButton(antd));
  });

  it.each([
    ['a plain box', { rows: 3, placeholder: 'Describe' }],
    ['a box with an error, disabled', { rows: 2, status: 'error', disabled: true }],
  ] as const)('Input.TextArea: %s', (_name, props) => {
    expectSame(
      <TextArea value="words" onChange={() => {}} {...props} />,
      <AntInput.TextArea value="words" onChange={() => {}} {...props} />,
      'ant-input',
    );
  });

  it('Tabs: a fixed row, the first open', () => {
    const items = [
      { key: 'login', label: 'Login', children: <p>Login form</p> },
      { key: 'register', label: 'Register', children: <p>Register form</p> },
    ];
    const light = render(<Tabs items={items} activeKey="login" onChange={() => {}} />);
    const antd = render(<AntTabs items={items} activeKey="login" onChange={() => {}} />);
    const lightClasses = antClasses(light.container);
    const antdClasses = antClasses(antd.container).filter((c) => !/^ant-tabs-(nav-operations|nav-more|dropdown)/.test(c));
    expect(antdClasses).toContain('ant-tabs-tab-active');
    // The copy leaves out the overflow menu (its button and dropdown); every other class is antd's.
    expect(lightClasses).toEqual(antdClasses);
    const tabs = (c: HTMLElement) =>
      [...c.querySelectorAll('[role="tab"]')].map((t) => `${t.textContent}:${t.getAttribute('aria-selected')}`);
    expect(tabs(light.container)).toEqual(tabs(antd.container));
    const panel = (c: HTMLElement) => c.querySelector('[role="tabpanel"]:not([hidden])')?.textContent;
    expect(panel(light.container)).toBe('Login form');
    expect(panel(antd.container)).toBe('Login form');
  });

  it('List: items with a title, a description and actions; and an empty list', () => {
    const data = [
      { id: 'a', title: 'NDA', text: 'A letter' },
      { id: 'b', title: 'Demand', text: 'Another' },
    ];
    const lightItem = (d: (typeof data)[number]) => (
      <List.Item actions={[<a key="use">Use</a>, <a key="view">View</a>]}>
        <List.Item.Meta title={d.title} description={d.text} />
      </List.Item>
    );
    const antdItem = (d: (typeof data)[number]) => (
      <AntList.Item actions={[<a key="use">Use</a>, <a key="view">View</a>]}>
        <AntList.Item.Meta title={d.title} description={d.text} />
      </AntList.Item>
    );
    const light = render(<List dataSource={data} rowKey={(d) => d.id} renderItem={lightItem} />).container;
    const antd = render(<AntList dataSource={data} rowKey="id" renderItem={antdItem} />).container;
    // antd wraps the items (and the empty text) in a Spin that is not spinning (two positioned
    // divs); the copy leaves it out. Inside it, the markup is antd's.
    const part = (c: HTMLElement, selector: string) => walk(c.querySelector(selector)!);
    expect(part(antd, '.ant-list-items')).toContain('ant-list-item-meta-description');
    expect(part(light, '.ant-list-items')).toBe(part(antd, '.ant-list-items'));
    expect(part(light, '.ant-list')).toContain('ant-list-split');
    expect(light.querySelector('.ant-list')!.className).toBe(antd.querySelector('.ant-list')!.className);
    const emptyLight = render(<List dataSource={[]} renderItem={lightItem} />).container;
    const emptyAntd = render(<AntList dataSource={[]} renderItem={antdItem} />).container;
    expect(part(emptyAntd, '.ant-list-empty-text')).toContain('No data');
    expect(part(emptyLight, '.ant-list-empty-text')).toBe(part(emptyAntd, '.ant-list-empty-text'));
  });

  it('Select: a closed select with a value, and with a placeholder', () => {
    const options = [
      { value: 'ca', label: 'California' },
      { value: 'ny', label: 'New York' },
    ];
    for (const props of [{ value: 'ny' }, { placeholder: 'Choose a state' }, { value: 'ca', disabled: true, status: 'error' as const }]) {
      const light = render(<Select options={options} {...props} />);
      const antd = render(<AntSelect options={options} {...props} />);
      const antdClasses = antClasses(antd.container);
      expect(antdClasses).toContain('ant-select-content');
      expect(antClasses(light.container)).toEqual(antdClasses);
      const shown = (c: HTMLElement) => c.querySelector('.ant-select-selection-item, .ant-select-selection-placeholder')?.textContent;
      expect(shown(light.container)).toBe(shown(antd.container));
      light.unmount();
      antd.unmount();
    }
  });

  it('Upload.Dragger: the drop area and its hidden file input', () => {
    const child = <p className="ant-upload-text">Drop files here</p>;
    const light = render(
      <UploadDragger accept=".pdf" multiple onFiles={() => {}}>
        {child}
      </UploadDragger>,
    );
    const antd = render(
      <AntUpload.Dragger accept=".pdf" multiple showUploadList={false} beforeUpload={() => false}>
        {child}
      </AntUpload.Dragger>,
    );
    const antdClasses = antClasses(antd.container);
    expect(antdClasses).toContain('ant-upload-drag');
    expect(antClasses(light.container)).toEqual(antdClasses);
    const input = (c: HTMLElement) => c.querySelector('input[type="file"]');
    expect(input(light.container)?.getAttribute('accept')).toBe(input(antd.container)?.getAttribute('accept'));
    expect(input(light.container)?.hasAttribute('multiple')).toBe(true);
  });

  it('Table: a small table of rows, its header and cells', () => {
    const columns = [
      { title: 'Name', dataIndex: 'name' as const, key: 'name' },
      { title: 'Status', dataIndex: 'status' as const, key: 'status', render: (v: string) => <b>{v}</b> },
    ];
    const rows = [
      { id: '1', name: 'Smith', status: 'Open' },
      { id: '2', name: 'Jones', status: 'Closed' },
    ];
    const light = render(<Table columns={columns} dataSource={rows} rowKey="id" pagination={false} />);
    const antd = render(<AntTable columns={columns} dataSource={rows} rowKey="id" pagination={false} />);
    // antd wraps the table in a Spin that is not spinning; the copy leaves it out.
    const antdClasses = antClasses(antd.container).filter((c) => !c.startsWith('ant-spin'));
    expect(antdClasses).toContain('ant-table-cell');
    expect(antClasses(light.container)).toEqual(antdClasses);
    const cells = (c: HTMLElement) => [...c.querySelectorAll('th, td')].map((cell) => cell.innerHTML);
    expect(cells(light.container)).toEqual(cells(antd.container));
  });
});
