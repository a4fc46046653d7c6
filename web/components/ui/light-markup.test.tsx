// The light components render antd's own markup (docs/decisions/0014-web-bundle.md, 0024): the
// same elements, classes, roles and attributes as the antd component they stand for, so antd's
// styles, the pre-rendered pages and the tests' queries see no difference.
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  Alert as AntAlert,
  Button,
  Empty as AntEmpty,
  Form as AntForm,
  Input as AntInput,
  Progress as AntProgress,
  Skeleton as AntSkeleton,
} from 'antd';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Alert } from './alert';
import { Empty } from './empty';
import { Form } from './form';
import { useFormWithFields } from './form-with-fields';
import { Input } from './input';
import { PasswordInput } from './password-input';
import { Progress } from './progress';
import { Skeleton } from './skeleton';

/** Markup with each element's attributes in one order (React writes them in prop order). */
function normalized(element: ReactElement): string {
  const host = document.createElement('div');
  host.innerHTML = renderToStaticMarkup(element);
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
    ['an error with a description and an action', { type: 'error', showIcon: true, title: 'Could not load', description: 'Server said no', action: <Button size="small">Try again</Button> }],
    ['an info banner with its own icon', { type: 'info', showIcon: true, icon: <SafetyCertificateOutlined aria-hidden />, title: 'Banner', style: { marginBottom: 16 } }],
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
});
