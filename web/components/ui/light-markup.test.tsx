// The light components render antd's own markup (docs/decisions/0014-web-bundle.md, 0024): the
// same elements, classes, roles and attributes as the antd component they stand for, so antd's
// styles, the pre-rendered pages and the tests' queries see no difference.
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { act, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  Alert as AntAlert,
  Avatar as AntAvatar,
  Badge as AntBadge,
  Button,
  Empty as AntEmpty,
  Form as AntForm,
  Input as AntInput,
  Progress as AntProgress,
  Skeleton as AntSkeleton,
  Tag as AntTag,
} from 'antd';
// The providers and the antd Tag of antd's ES build, the one the light components read their
// contexts from ('antd' resolves to the CommonJS build under Vitest).
import ConfigProvider from 'antd/es/config-provider';
import { DisabledContextProvider } from 'antd/es/config-provider/DisabledContext';
import EsAntTag from 'antd/es/tag';
import { BellOutlined, CrownOutlined, ExperimentOutlined, SafetyCertificateOutlined, UserOutlined } from '@ant-design/icons';
import { Alert } from './alert';
import { Avatar } from './avatar';
import { Badge } from './badge';
import { Empty } from './empty';
import { Form } from './form';
import { useFormWithFields } from './form-with-fields';
import { Input } from './input';
import { PasswordInput } from './password-input';
import { Progress } from './progress';
import { Skeleton } from './skeleton';
import { Tag } from './tag';

/** Markup with each element's attributes in one order (React writes them in prop order). */
function normalized(element: ReactElement): string {
  const host = document.createElement('div');
  host.innerHTML = renderToStaticMarkup(element);
  return normalizedChildren(host);
}

/** `host`'s children as `normalized` writes them (for markup rendered into the document). */
function normalizedChildren(host: Element): string {
  const walk = (node: Element): string => {
    const attrs = [...node.attributes]
      .map((a) => (a.name === 'class' ? `class="${a.value.split(/\s+/).filter(Boolean).sort().join(' ')}"` : `${a.name}="${a.value}"`))
      .sort()
      .join(' ');
    const children = [...node.childNodes].map((c) => (c instanceof Element ? walk(c) : c.textContent)).join('');
    return `<${node.tagName.toLowerCase()}${attrs ? ` ${attrs}` : ''}>${children}</${node.tagName.toLowerCase()}>`;
  };
  return [...host.children].map(walk).join('');
}

/** The light element's markup equals antd's, and is antd's component (not an empty render). */
function expectSame(light: ReactElement, antd: ReactElement, cls: string) {
  const expected = normalized(antd);
  expect(expected).toContain(cls);
  expect(normalized(light)).toBe(expected);
}

describe('light components render antd markup', () => {
  it.each([
    [
      'an error with a description and an action',
      {
        type: 'error',
        showIcon: true,
        title: 'Could not load',
        description: 'Server said no',
        action: <Button size="small">Try again</Button>,
      },
    ],
    [
      'an info banner with its own icon',
      { type: 'info', showIcon: true, icon: <SafetyCertificateOutlined aria-hidden />, title: 'Banner', style: { marginBottom: 16 } },
    ],
    ['an error without an icon', { type: 'error', title: 'Only a title' }],
  ] as const)('Alert: %s', (_name, props) => {
    expectSame(<Alert {...(props as Parameters<typeof Alert>[0])} />, <AntAlert {...props} />, 'ant-alert-section');
  });

  it.each([
    ['loading rows without a title', { active: true, title: false, paragraph: { rows: 4 } }],
    ['the default block', { active: true }],
  ] as const)('Skeleton: %s', (_name, props) => {
    expectSame(<Skeleton {...props} />, <AntSkeleton {...props} />, 'ant-skeleton-paragraph');
  });

  it.each([
    ['an active bar without its percentage', { percent: 75, showInfo: false, status: 'active', 'aria-label': 'Analysis progress' }],
    ['a bar with its percentage', { percent: 42, 'aria-label': 'Confidence' }],
    ['a full bar (success)', { percent: 100, 'aria-label': 'Confidence' }],
  ] as const)('Progress: %s', (_name, props) => {
    expectSame(<Progress {...props} />, <AntProgress {...props} />, 'ant-progress-rail');
  });

  it('Empty: the default picture and a description', () => {
    expectSame(<Empty description="No documents yet." />, <AntEmpty description="No documents yet." />, 'ant-empty-description');
  });

  it.each([
    ['a field', {}],
    ['a disabled field', { disabled: true }],
    ['a field with an error', { status: 'error' }],
    ['a large field', { size: 'large' }],
  ] as const)('Input.Password: %s', (_name, props) => {
    expectSame(
      <PasswordInput autoComplete="new-password" value="secret" onChange={() => {}} {...props} />,
      <AntInput.Password autoComplete="new-password" value="secret" onChange={() => {}} {...props} />,
      'ant-input-password-icon',
    );
  });

  // The settings' forms: vertical, no required marks, a text field and password fields.
  it('Form: a vertical form without required marks, with text and password fields', () => {
    const values = { username: 'casey', email: 'casey@example.com', newPassword: '', confirmPassword: '' };
    function Light() {
      const [form] = useFormWithFields<typeof values>();
      return (
        <Form form={form} name="account" layout="vertical" requiredMark={false} initialValues={values} onFinish={() => {}}>
          <Form.Item label="Username" name="username" rules={[() => undefined]}>
            <Input autoComplete="username" />
          </Form.Item>
          <Form.Item label="Email" name="email">
            <Input type="email" autoComplete="email" />
          </Form.Item>
          <Form.Item label="New Password" name="newPassword">
            <PasswordInput autoComplete="new-password" />
          </Form.Item>
          <Form.Item label="Confirm New Password" name="confirmPassword" dependencies={['newPassword']}>
            <PasswordInput autoComplete="new-password" />
          </Form.Item>
        </Form>
      );
    }
    function Antd() {
      const [form] = AntForm.useForm<typeof values>();
      return (
        <AntForm form={form} name="account" layout="vertical" requiredMark={false} initialValues={values} noValidate>
          <AntForm.Item label="Username" name="username" rules={[() => ({ validator: async () => {} })]}>
            <AntInput autoComplete="username" />
          </AntForm.Item>
          <AntForm.Item label="Email" name="email">
            <AntInput type="email" autoComplete="email" />
          </AntForm.Item>
          <AntForm.Item label="New Password" name="newPassword">
            <AntInput.Password autoComplete="new-password" />
          </AntForm.Item>
          <AntForm.Item label="Confirm New Password" name="confirmPassword" dependencies={['newPassword']}>
            <AntInput.Password autoComplete="new-password" />
          </AntForm.Item>
        </AntForm>
      );
    }
    expectSame(<Light />, <Antd />, 'ant-form-hide-required-mark');
  });

  it.each([
    ['a preset colour', { color: 'green', children: 'positive' }],
    ['a status colour', { color: 'default', children: 'neutral' }],
    ['another status colour with a class', { color: 'success', className: 'cb-doc-status', children: 'Completed' }],
    ['a custom hex colour under a style of its own', { color: '#8a3c0b', style: { marginInlineEnd: 0, fontWeight: 600 }, children: 'PRO' }],
    ['a custom colour whose style sets the text colour', { color: '#0b57d0', style: { color: '#000' }, children: '+3 more' }],
    ['an icon and a label', { icon: <CrownOutlined aria-hidden />, style: { background: '#fffbe6' }, children: 'Premium Active' }],
    ['an icon and no label', { icon: <ExperimentOutlined aria-hidden style={{ color: 'red' }} className="cb-icon" />, children: '' }],
    ['an icon that is not an element', { icon: '★', children: 'Starred' }],
    [
      'no colour, a test id and DOM attributes',
      {
        'data-testid': 'case-status',
        role: 'note',
        tabIndex: 0,
        style: { marginInlineEnd: 0 },
        children: ['Open', <span key="x">. more</span>],
      },
    ],
  ] as const)('Tag: %s', (_name, props) => {
    expectSame(<Tag {...(props as Parameters<typeof Tag>[0])} />, <AntTag {...props} />, 'ant-tag-filled');
  });

  it('Tag: right to left, and disabled by a form (no custom colour)', () => {
    const tags = (T: typeof Tag | typeof EsAntTag) => (
      <ConfigProvider direction="rtl">
        <DisabledContextProvider disabled>
          <T color="#8a3c0b">PRO</T>
          <T color="red">red</T>
        </DisabledContextProvider>
      </ConfigProvider>
    );
    expectSame(tags(Tag), tags(EsAntTag), 'ant-tag-disabled ant-tag-filled ant-tag-rtl');
  });

  it("Tag: registers antd's styles, the preset and status colours' too", () => {
    const css = (T: typeof Tag | typeof EsAntTag) => {
      const cache = createCache();
      renderToStaticMarkup(
        <StyleProvider cache={cache}>
          <T>plain</T>
          <T color="green">preset</T>
          <T color="success">status</T>
        </StyleProvider>,
      );
      return extractStyle(cache, { plain: true });
    };
    const expected = css(EsAntTag);
    expect(expected).toContain('.ant-tag-green');
    expect(expected).toContain('.ant-tag-success');
    expect(css(Tag)).toBe(expected);
  });

  const bell = <Button type="text" shape="circle" icon={<BellOutlined aria-hidden />} aria-label="Notifications" />;

  it.each([
    ['a single digit', { count: 5 }],
    ['a count over the overflow', { count: 120, overflowCount: 99 }],
    ['a count at the overflow', { count: 99, overflowCount: 99 }],
    [
      'small, moved by an offset, with a class (the bell)',
      { count: 12, size: 'small', overflowCount: 99, className: 'cb-bell', offset: [-4, 4] },
    ],
    ['small, over the overflow', { count: 120, size: 'small', overflowCount: 99 }],
  ] satisfies [string, { count: number; overflowCount?: number; size?: 'small'; className?: string; offset?: [number, number] }][])(
    'Badge: %s',
    (_name, props) => {
      expectSame(<Badge {...props}>{bell}</Badge>, <AntBadge {...props}>{bell}</AntBadge>, 'ant-badge-count');
    },
  );

  it('Badge: digits as antd\'s scroll number at rest; over the overflow, "99+" titled with the count', () => {
    expect(normalized(<Badge count={42}>{bell}</Badge>)).toContain(
      '<bdi><span class="ant-scroll-number-only" style="transition:none"><span class="ant-scroll-number-only-unit current">4</span></span>',
    );
    expect(
      normalized(
        <Badge count={120} overflowCount={99}>
          {bell}
        </Badge>,
      ),
    ).toContain('title="120">99+</sup>');
  });

  it('Badge: a count of 0 shows nothing but the child', () => {
    expectSame(
      <Badge count={0} size="small">
        {bell}
      </Badge>,
      <AntBadge count={0} size="small">
        {bell}
      </AntBadge>,
      'ant-badge',
    );
    expect(normalized(<Badge count={0}>{bell}</Badge>)).not.toContain('<sup');
  });

  it('Badge: after the count changes, at rest, the same markup as antd once its digits stopped rolling', () => {
    vi.useFakeTimers();
    try {
      const light = render(
        <Badge count={5} size="small">
          {bell}
        </Badge>,
      );
      const antd = render(
        <AntBadge count={5} size="small">
          {bell}
        </AntBadge>,
      );
      for (const count of [12, 120, 3, 0, 7]) {
        light.rerender(
          <Badge count={count} size="small">
            {bell}
          </Badge>,
        );
        antd.rerender(
          <AntBadge count={count} size="small">
            {bell}
          </AntBadge>,
        );
        // antd's SingleNumber rolls to the new digit and settles after its transition or 1 s;
        // CSSMotion's zoom out (count 0) ends within its 1 s deadline.
        act(() => void vi.advanceTimersByTime(2000));
        expect(normalizedChildren(light.container)).toBe(normalizedChildren(antd.container));
      }
      expect(normalizedChildren(light.container)).toContain('title="7"');
    } finally {
      vi.useRealTimers();
    }
  });

  it.each([
    ['an initial (the user panel)', { style: { backgroundColor: '#0958d9', flex: 'none' }, 'aria-hidden': true, children: 'A' }],
    ['an icon, large and square', { icon: <UserOutlined />, size: 'large', shape: 'square' }],
    ['text with a class, small', { className: 'mine', size: 'small', children: 'AB' }],
  ] as const)('Avatar: %s', (_name, props) => {
    expectSame(<Avatar {...props} />, <AntAvatar {...props} />, 'ant-avatar-');
  });

  it("Avatar: once mounted, the text is shown at its measured scale, as antd's", () => {
    const props = { style: { backgroundColor: '#0958d9' }, 'aria-hidden': true, children: 'A' } as const;
    const light = render(<Avatar {...props} />);
    const antd = render(<AntAvatar {...props} />);
    expect(normalizedChildren(antd.container)).toContain('transform: scale(1)');
    expect(normalizedChildren(light.container)).toBe(normalizedChildren(antd.container));
  });
});
