import { Button, Form, Input } from 'antd';
import { CheckCircleOutlined, MailOutlined } from '@ant-design/icons';
import { lazySchema, schemaRule } from '../../../lib/zod-form';
import { loadIdentityContract } from '../../../lib/identity-contract';
import { errorMessage } from '../../../lib/api-client';
import { busy } from '../../../components/busy';
import { useRequestPasswordReset } from '../api/password-reset';

const resetSchema = lazySchema(async () => (await loadIdentityContract()).passwordResetRequest);

/** 'Forgot password' on the login tab: an email in, the server's one answer out (decision 0054). */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const [form] = Form.useForm<{ email: string }>();
  const mutation = useRequestPasswordReset();
  return (
    <Form<{ email: string }>
      noValidate
      form={form}
      name="forgot-password"
      layout="vertical"
      requiredMark={false}
      initialValues={{ email: '' }}
      onFinish={async (values) => mutation.mutate((await resetSchema()).parse(values).email)}
    >
      <p>Enter the email of your account. We send a link to set a new password; it works once, for 60 minutes.</p>
      <Form.Item label="Email" name="email" rules={[schemaRule(resetSchema, 'email')]}>
        <Input prefix={<MailOutlined aria-hidden />} type="email" autoComplete="email" autoFocus />
      </Form.Item>
      {mutation.isSuccess && (
        <p className="cb-login-hint" role="status">
          <CheckCircleOutlined aria-hidden /> {mutation.data}
        </p>
      )}
      {mutation.isError && (
        <p className="cb-form-error" role="alert">
          {errorMessage(mutation.error)}
        </p>
      )}
      <Button type="primary" htmlType="submit" block loading={busy(mutation.isPending)} disabled={mutation.isPending}>
        {mutation.isPending ? 'Sending link...' : 'Send reset link'}
      </Button>
      <Button type="link" block onClick={onBack}>
        Back to login
      </Button>
    </Form>
  );
}
