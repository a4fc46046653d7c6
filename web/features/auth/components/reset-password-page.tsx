import { Button, Form, Input, Result } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { Card } from '../../../components/ui/card';
import { Typography } from '../../../components/ui/typography';
import { lazySchema, schemaRule } from '../../../lib/zod-form';
import { loadIdentityContract } from '../../../lib/identity-contract';
import { errorMessage } from '../../../lib/api-client';
import { busy } from '../../../components/busy';
import { useConfirmPasswordReset } from '../api/password-reset';
import './auth-page.css';

interface ResetValues {
  token: string;
  password: string;
  confirmPassword: string;
}

const confirmSchema = lazySchema(async () => (await loadIdentityContract()).passwordResetConfirm);

/** The page the reset email links to: a new password, twice; then every session of the account is ended. */
export function ResetPasswordPage({ token, onSignIn }: { token: string | undefined; onSignIn: () => void }) {
  const [form] = Form.useForm<ResetValues>();
  const mutation = useConfirmPasswordReset();
  const signIn = (
    <Button type="primary" onClick={onSignIn}>
      Go to sign in
    </Button>
  );
  if (!token)
    return (
      <Result
        status="warning"
        title="This password reset link is incomplete"
        subTitle="Ask for a new one from the sign-in page."
        extra={signIn}
      />
    );
  if (mutation.isSuccess)
    return (
      <Result
        status="success"
        title="Your new password is set"
        subTitle="You were signed out everywhere. Sign in with your new password."
        extra={signIn}
      />
    );
  return (
    <div className="cb-auth-form">
      <Card>
        <Typography.Title level={1} style={{ fontSize: 22, marginTop: 0 }}>
          Set a new password
        </Typography.Title>
        <Form<ResetValues>
          noValidate
          form={form}
          name="reset-password"
          layout="vertical"
          requiredMark={false}
          initialValues={{ token, password: '', confirmPassword: '' }}
          onFinish={async (values) => {
            const input = (await confirmSchema()).parse(values);
            mutation.mutate(input, {
              onError: (error) => {
                const message = errorMessage(error);
                // The server names the field of a refused password (too common, the username...).
                if (/password/i.test(message) && !/link/i.test(message)) form.setFields([{ name: 'password', errors: [message] }]);
              },
            });
          }}
        >
          <Form.Item name="token" hidden>
            <Input type="hidden" />
          </Form.Item>
          <Form.Item label="New password" name="password" rules={[schemaRule(confirmSchema, 'password')]} extra="At least 8 characters.">
            <Input.Password prefix={<LockOutlined aria-hidden />} autoComplete="new-password" autoFocus />
          </Form.Item>
          <Form.Item
            label="Confirm new password"
            name="confirmPassword"
            dependencies={['password']}
            rules={[schemaRule(confirmSchema, 'confirmPassword')]}
          >
            <Input.Password prefix={<LockOutlined aria-hidden />} autoComplete="new-password" />
          </Form.Item>
          {mutation.isError && !form.getFieldError('password').length && (
            <p className="cb-form-error" role="alert">
              {errorMessage(mutation.error)}
            </p>
          )}
          <Button type="primary" htmlType="submit" block loading={busy(mutation.isPending)} disabled={mutation.isPending}>
            {mutation.isPending ? 'Saving...' : 'Set new password'}
          </Button>
        </Form>
      </Card>
    </div>
  );
}
