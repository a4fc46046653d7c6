import { Button, Form, Input } from 'antd';
import { profileRequest, type UserResponse } from '../../../../modules/identity/contract';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { schemaRule } from '../../../lib/zod-form';
import { useUpdateProfile } from '../api/update-profile';
import { busy } from '../../../components/busy';

interface ProfileFormValues {
  username: string;
  email: string;
}

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
      noValidate
      form={form}
      name="profile"
      layout="vertical"
      requiredMark={false}
      initialValues={{ username: user.username, email: user.email }}
      onFinish={submit}
    >
      <Form.Item label="Username" name="username" rules={[schemaRule(profileRequest, 'username')]}>
        <Input autoComplete="username" />
      </Form.Item>
      <Form.Item label="Email" name="email" rules={[schemaRule(profileRequest, 'email')]}>
        <Input type="email" autoComplete="email" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy(mutation.isPending)} disabled={mutation.isPending}>
        {mutation.isPending ? 'Saving...' : 'Save Profile'}
      </Button>
    </Form>
  );
}
