import { Button, Form, Input } from 'antd';
import { passwordChangeRequest } from '../../../../modules/identity/contract';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { schemaRule } from '../../../lib/zod-form';
import { useChangePassword } from '../api/change-password';
import { busy } from '../../../components/busy';

interface PasswordFormValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const emptyValues: PasswordFormValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function PasswordForm() {
  const [form] = Form.useForm<PasswordFormValues>();
  const mutation = useChangePassword();

  const submit = (values: PasswordFormValues) => {
    mutation.mutate(passwordChangeRequest.parse(values), {
      onSuccess: () => {
        form.resetFields();
        toast({
          variant: 'success',
          title: 'Password changed',
          description: 'Your password has been updated. Your other sessions were signed out.',
        });
      },
      onError: (error) => {
        const message = errorMessage(error);
        if (/current password/i.test(message)) form.setFields([{ name: 'currentPassword', errors: [message] }]);
        toast({ variant: 'error', title: 'Password change failed', description: message });
      },
    });
  };

  return (
    <Form<PasswordFormValues>
      noValidate
      form={form}
      name="password"
      layout="vertical"
      requiredMark={false}
      initialValues={emptyValues}
      onFinish={submit}
    >
      <Form.Item label="Current Password" name="currentPassword" rules={[schemaRule(passwordChangeRequest, 'currentPassword')]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item label="New Password" name="newPassword" rules={[schemaRule(passwordChangeRequest, 'newPassword')]}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label="Confirm New Password"
        name="confirmPassword"
        dependencies={['newPassword']}
        rules={[schemaRule(passwordChangeRequest, 'confirmPassword')]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy(mutation.isPending)} disabled={mutation.isPending}>
        {mutation.isPending ? 'Changing password...' : 'Change Password'}
      </Button>
    </Form>
  );
}
