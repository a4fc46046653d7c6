import { useState } from 'react';
import { Button, Form, Input, Switch } from 'antd';
import { InfoCircleOutlined, LockOutlined, UserOutlined } from '@ant-design/icons';
import type { SecondFactorSetup, UserResponse } from '../../../../modules/identity/contract';
import { dismissToasts, toast } from '../../../lib/toast';
import { lazySchema, schemaRule } from '../../../lib/zod-form';
import { awaitsSecondFactor, awaitsSecondFactorSetup, useLogin, useLoginSecondFactor } from '../api/login';
import { errorMessage } from '../../../lib/api-client';
import { loadIdentityContract } from '../../../lib/identity-contract';
import { isCredentialRefusal, LOGIN_MODE_HINT, loginFailureDescription } from '../lib/login-failure';
import { busy } from '../../../components/busy';
import { ForgotPasswordForm } from './forgot-password-form';
import { SecondFactorSetupStep } from './second-factor-setup-step';

interface LoginFormValues {
  username: string;
  password: string;
  userType: 'client' | 'investigator';
}

/** The login schema, fetched with the contract's chunk the first time a field is checked. */
const loginSchema = lazySchema(async () => (await loadIdentityContract()).loginRequest);

const CODE_HINT = 'Enter the 6-digit code from your authenticator app, or a recovery code';

/** The sign-in's second step, after a right password on an account with two-factor authentication. */
export function SecondFactorStep({ onSignedIn, onBack }: { onSignedIn: (user: UserResponse) => void; onBack: () => void }) {
  const mutation = useLoginSecondFactor();
  return (
    <Form<{ code: string }>
      noValidate
      name="login-second-factor"
      layout="vertical"
      requiredMark={false}
      initialValues={{ code: '' }}
      onFinish={(values) =>
        mutation.mutate(values.code.trim(), {
          // A wrong code's toast would still say 'Verification failed' over the signed-in page.
          onSuccess: (user) => {
            dismissToasts();
            onSignedIn(user);
          },
          onError: (error) => toast({ variant: 'error', title: 'Verification failed', description: errorMessage(error) }),
        })
      }
    >
      <p>{CODE_HINT}.</p>
      <Form.Item
        label="Authentication code"
        name="code"
        rules={[
          {
            validator: (_, v: string | undefined) =>
              (v ?? '').trim().length >= 6 ? Promise.resolve() : Promise.reject(new Error(CODE_HINT)),
          },
        ]}
      >
        <Input autoComplete="one-time-code" inputMode="numeric" autoFocus />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={busy(mutation.isPending)} disabled={mutation.isPending}>
        {mutation.isPending ? 'Verifying...' : 'Verify'}
      </Button>
      <Button type="link" block onClick={onBack}>
        Back to login
      </Button>
    </Form>
  );
}

export function LoginForm({ onSignedIn }: { onSignedIn: (user: UserResponse) => void }) {
  const [form] = Form.useForm<LoginFormValues>();
  const mutation = useLogin();
  const [codeStep, setCodeStep] = useState(false);
  const [setupStep, setSetupStep] = useState<SecondFactorSetup | null>(null);
  const [forgot, setForgot] = useState(false);
  const refused = mutation.isError && isCredentialRefusal(mutation.error);

  const submit = async (values: LoginFormValues) => {
    const loginRequest = await loginSchema();
    mutation.mutate(loginRequest.parse(values), {
      onSuccess: (result) => {
        if (awaitsSecondFactor(result)) setCodeStep(true);
        else if (awaitsSecondFactorSetup(result))
          setSetupStep({ secret: result.secret, otpauthUri: result.otpauthUri, qrSvg: result.qrSvg });
        else onSignedIn(result);
      },
      onError: (error) => toast({ variant: 'error', title: 'Login failed', description: loginFailureDescription(error) }),
    });
  };

  if (setupStep) return <SecondFactorSetupStep setup={setupStep} onSignedIn={onSignedIn} onBack={() => setSetupStep(null)} />;
  if (codeStep) return <SecondFactorStep onSignedIn={onSignedIn} onBack={() => setCodeStep(false)} />;
  if (forgot) return <ForgotPasswordForm onBack={() => setForgot(false)} />;

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
        // Beside the switch from the start (decision 0054); after a refused sign-in it stands out.
        extra={
          <span
            className={refused ? 'cb-login-hint cb-login-hint-inline' : 'cb-login-mode-note'}
            data-testid="login-mode-hint"
            aria-live="polite"
          >
            <InfoCircleOutlined aria-hidden /> {LOGIN_MODE_HINT}
          </span>
        }
      >
        <Switch />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={busy(mutation.isPending)} disabled={mutation.isPending}>
        {mutation.isPending ? 'Logging in...' : 'Login'}
      </Button>
      <Button type="link" block onClick={() => setForgot(true)}>
        Forgot password?
      </Button>
    </Form>
  );
}
