import { Button } from 'antd';
import { Form } from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';
import { profileRequest, type UserResponse } from '../../../../modules/identity/contract';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { fieldRule } from '../../../lib/zod-form';
import { useUpdateProfile } from '../api/update-profile';
import { busy } from '../../../components/busy';

interface ProfileFormValues {
  username: string;
  email: string;
}

const usernameRule = fieldRule<ProfileFormValues>(profileRequest, 'username');
const emailRule = fieldRule<ProfileFormValues>(profileRequest, 'email');

export function ProfileForm({ user, onSaved }: { user: UserResponse; onSaved?: (user: UserResponse) => void }) {
  const [form] = Form.useForm<ProfileFormValues>();
  const mutation = useUpdateProfile({ onSaved });

  const submit = (values: ProfileFormValues) => {
    mutation.mutate(profileRequest.parse(values), {
      onSuccess: (saved) => {
        form.setFieldsValue({ username: saved.username, email: saved.email });
        toast({ variant: 'success', title: 'Profile updated', description: 'Your profile has been saved.' });
      },
      onError: (error) => toast({ variant: 'error', title: 'Profile update failed', description: errorMessage(error) }),
    });
  };

  return (
    <Form<ProfileFormValues>
      form={form}
      name="profile"
      layout="vertical"
      requiredMark={false}
      initialValues={{ username: user.username, email: user.email }}
      onFinish={submit}
    >
      <Form.Item label="Username" name="username" rules={[usernameRule]}>
        <Input autoComplete="username" />
      </Form.Item>
      <Form.Item label="Email" name="email" rules={[emailRule]}>
        <Input type="email" autoComplete="email" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy(mutation.isPending)} disabled={mutation.isPending}>
        {mutation.isPending ? 'Saving...' : 'Save Profile'}
      </Button>
    </Form>
  );
}
