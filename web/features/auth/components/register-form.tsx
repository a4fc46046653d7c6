import { Button, Form, Input } from 'antd';
import { LockOutlined, MailOutlined, UserOutlined } from '@ant-design/icons';
import type { UserResponse } from '../../../../modules/identity/contract';
import { toast } from '../../../lib/toast';
import { lazySchema, schemaRule } from '../../../lib/zod-form';
import { useRegister } from '../api/register';
import { loadIdentityContract } from '../../../lib/identity-contract';
import { registrationFailureDescription } from '../lib/login-failure';
import { busy } from '../../../components/busy';
import { ApiError } from '../../../lib/api-client';

interface RegisterFormValues {
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
  userType: 'client';
}

/** The registration form's schema, fetched with the contract's chunk the first time a field is checked. */
const registerSchema = lazySchema(async () => (await loadIdentityContract()).registerForm);

const FIELDS = ['username', 'email', 'password', 'confirmPassword'] as const;
type Field = (typeof FIELDS)[number];

/** The server's refusals that belong to a field of this form. */
export function fieldErrorsOf(error: unknown): { name: Field; errors: string[] }[] {
  if (!(error instanceof ApiError) || !error.serverMessage) return [];
  if (error.status === 409) return [{ name: 'username', errors: [error.serverMessage] }];
  if (error.status !== 400 || !Array.isArray(error.details)) return [];
  const byField = new Map<Field, string[]>();
  for (const issue of error.details as { path?: unknown; message?: unknown }[]) {
    const field = FIELDS.find((f) => f === issue.path);
    if (field && typeof issue.message === 'string') byField.set(field, [...(byField.get(field) ?? []), issue.message]);
  }
  return [...byField].map(([name, errors]) => ({ name, errors }));
}

export function RegisterForm({ onSignedIn }: { onSignedIn: (user: UserResponse) => void }) {
  const [form] = Form.useForm<RegisterFormValues>();
  const mutation = useRegister();

  const submit = async (values: RegisterFormValues) => {
    // confirmPassword is checked by the schema and never sent.
    const { confirmPassword: _confirmation, ...request } = (await registerSchema()).parse(values);
    mutation.mutate(request, {
      onSuccess: (user) => onSignedIn(user),
      onError: (error) => {
        // A refusal about a field goes under that field: the server names it (400 details), and its
        // answer for a taken username (409) goes under the username; a taken email is not told (decision 0062).
        const fields = fieldErrorsOf(error);
        if (fields.length > 0) form.setFields(fields);
        else toast({ variant: 'error', title: 'Registration failed', description: registrationFailureDescription(error) });
      },
    });
  };

  return (
    <Form<RegisterFormValues>
      noValidate
      form={form}
      name="register"
      layout="vertical"
      requiredMark={false}
      initialValues={{ username: '', email: '', password: '', confirmPassword: '', userType: 'client' }}
      onFinish={(values) => void submit(values)}
    >
      <Form.Item label="Username" name="username" rules={[schemaRule(registerSchema, 'username')]}>
        <Input prefix={<UserOutlined aria-hidden />} autoComplete="username" />
      </Form.Item>
      <Form.Item label="Email" name="email" rules={[schemaRule(registerSchema, 'email')]}>
        <Input prefix={<MailOutlined aria-hidden />} type="email" autoComplete="email" />
      </Form.Item>
      <Form.Item label="Password" name="password" rules={[schemaRule(registerSchema, 'password')]}>
        <Input.Password prefix={<LockOutlined aria-hidden />} autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label="Confirm Password"
        name="confirmPassword"
        dependencies={['password']}
        rules={[schemaRule(registerSchema, 'confirmPassword')]}
      >
        <Input.Password prefix={<LockOutlined aria-hidden />} autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="userType" hidden>
        <Input type="hidden" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={busy(mutation.isPending)} disabled={mutation.isPending}>
        {mutation.isPending ? 'Creating account...' : 'Create Account'}
      </Button>
    </Form>
  );
}
