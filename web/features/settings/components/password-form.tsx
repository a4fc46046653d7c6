import { Button } from 'antd';
import { Form } from '../../../components/ui/form';
import { useFormWithFields } from '../../../components/ui/form-with-fields';
import { PasswordInput } from '../../../components/ui/password-input';
import { passwordChangeRequest } from '../../../../modules/identity/contract';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { fieldRule } from '../../../lib/zod-form';
import { useChangePassword } from '../api/change-password';
import { busy } from '../../../components/busy';

interface PasswordFormValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const emptyValues: PasswordFormValues = { currentPassword: '', newPassword: '', confirmPassword: '' };
const currentPasswordRule = fieldRule<PasswordFormValues>(passwordChangeRequest, 'currentPassword');
const newPasswordRule = fieldRule<PasswordFormValues>(passwordChangeRequest, 'newPassword');
const confirmPasswordRule = fieldRule<PasswordFormValues>(passwordChangeRequest, 'confirmPassword');
const confirmDependencies = ['newPassword'];

export function PasswordForm() {
  const [form] = useFormWithFields<PasswordFormValues>();
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
      form={form}
      name="password"
      layout="vertical"
      requiredMark={false}
      initialValues={emptyValues}
      onFinish={submit}
    >
      <Form.Item label="Current Password" name="currentPassword" rules={[currentPasswordRule]}>
        <PasswordInput autoComplete="current-password" />
      </Form.Item>
      <Form.Item label="New Password" name="newPassword" rules={[newPasswordRule]}>
        <PasswordInput autoComplete="new-password" />
      </Form.Item>
      <Form.Item label="Confirm New Password" name="confirmPassword" dependencies={confirmDependencies} rules={[confirmPasswordRule]}>
        <PasswordInput autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy(mutation.isPending)} disabled={mutation.isPending}>
        {mutation.isPending ? 'Changing password...' : 'Change Password'}
      </Button>
    </Form>
  );
}
