import { Button, Form, Input, Radio } from 'antd';
import { createStaffRequest, type CreateStaffRequest } from '../../../../modules/identity/contract';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { schemaRule } from '../../../lib/zod-form';
import { useCreateStaffUser } from '../api/create-staff-user';
import { busy } from '../../../components/busy';

const roleOptions = [
  { value: 'investigator', label: 'Investigator' },
  { value: 'auditor', label: 'Auditor' },
  { value: 'admin', label: 'Admin' },
];

const emptyValues: CreateStaffRequest = { username: '', email: '', password: '', role: 'investigator' };

export function CreateStaffForm() {
  const [form] = Form.useForm<CreateStaffRequest>();
  const mutation = useCreateStaffUser();

  const submit = (values: CreateStaffRequest) => {
    mutation.mutate(createStaffRequest.parse(values), {
      onSuccess: (user) => {
        form.resetFields();
        toast({ variant: 'success', title: 'Account created', description: `${user.username} can now sign in as ${user.role}.` });
      },
      onError: (error) => toast({ variant: 'error', title: 'Could not create account', description: errorMessage(error) }),
    });
  };

  return (
    <Form<CreateStaffRequest>
      noValidate
      form={form}
      name="create-staff"
      layout="vertical"
      requiredMark={false}
      initialValues={emptyValues}
      onFinish={submit}
    >
      <Form.Item label="Username" name="username" rules={[schemaRule(createStaffRequest, 'username')]}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item label="Email" name="email" rules={[schemaRule(createStaffRequest, 'email')]}>
        <Input type="email" autoComplete="off" />
      </Form.Item>
      <Form.Item
        label="Initial Password"
        name="password"
        rules={[schemaRule(createStaffRequest, 'password')]}
        extra="Share it with the person privately; they can change it in Settings."
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item label="Role" name="role" rules={[schemaRule(createStaffRequest, 'role')]}>
        <Radio.Group options={roleOptions} optionType="button" aria-label="Role" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy(mutation.isPending)} disabled={mutation.isPending}>
        {mutation.isPending ? 'Creating account...' : 'Create Account'}
      </Button>
    </Form>
  );
}
