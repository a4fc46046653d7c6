import { Button, Form, Input, Switch } from 'antd';
import { InfoCircleOutlined, LockOutlined, UserOutlined } from '@ant-design/icons';
import type { UserResponse } from '../../../../modules/identity/contract';
import { toast } from '../../../lib/toast';
import { lazySchema, schemaRule } from '../../../lib/zod-form';
import { useLogin } from '../api/login';
import { loadIdentityContract } from '../../../lib/identity-contract';
import { isCredentialRefusal, LOGIN_MODE_HINT, loginFailureDescription } from '../lib/login-failure';
import { busy } from '../../../components/busy';

interface LoginFormValues {
  username: string;
  password: string;
  userType: 'client' | 'investigator';
}

/** The login schema, fetched with the contract's chunk the first time a field is checked. */
const loginSchema = lazySchema(async () => (await loadIdentityContract()).loginRequest);

export function LoginForm({ onSignedIn }: { onSignedIn: (user: UserResponse) => void }) {
  const [form] = Form.useForm<LoginFormValues>();
  const mutation = useLogin();

  const submit = async (values: LoginFormValues) => {
    const loginRequest = await loginSchema();
    mutation.mutate(loginRequest.parse(values), {
      onSuccess: (user) => onSignedIn(user),
      onError: (error) => toast({ variant: 'error', title: 'Login failed', description: loginFailureDescription(error) }),
    });
  };

  return (
    <Form<LoginFormValues>
      noValidate
      form={form}
      name="login"
      layout="vertical"
      requiredMark={false}
      initialValues={{ username: '', password: '', userType: 'client' }}
      onFinish={(values) => void submit(values)}
    >
      <Form.Item label="Username" name="username" rules={[schemaRule(loginSchema, 'username')]}>
        <Input prefix={<UserOutlined aria-hidden />} autoComplete="username" />
      </Form.Item>
      <Form.Item label="Password" name="password" rules={[schemaRule(loginSchema, 'password')]}>
        <Input.Password prefix={<LockOutlined aria-hidden />} autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        label="Investigator Login"
        name="userType"
        valuePropName="checked"
        getValueProps={(value: LoginFormValues['userType']) => ({ checked: value === 'investigator' })}
        normalize={(checked: boolean) => (checked ? 'investigator' : 'client')}
        extra="Turn on to sign in to an investigator account."
      >
        <Switch />
      </Form.Item>
      {/* Plain markup, not antd's Alert: /auth is the first page a visitor loads. */}
      {mutation.isError && isCredentialRefusal(mutation.error) && (
        <p className="cb-login-hint" data-testid="login-mode-hint">
          <InfoCircleOutlined aria-hidden /> {LOGIN_MODE_HINT}
        </p>
      )}
      <Button type="primary" htmlType="submit" block loading={busy(mutation.isPending)} disabled={mutation.isPending}>
        {mutation.isPending ? 'Logging in...' : 'Login'}
      </Button>
    </Form>
  );
}
