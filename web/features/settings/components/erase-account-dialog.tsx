import { Modal } from 'antd';
import { Form } from '../../../components/ui/form';
import { useFormWithFields } from '../../../components/ui/form-with-fields';
import { PasswordInput } from '../../../components/ui/password-input';
import { Typography } from '../../../components/ui/typography';
import { eraseRequest } from '../../../../modules/identity/contract';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { fieldRule } from '../../../lib/zod-form';
import { busy } from '../../../components/busy';
import { useEraseAccount } from '../api/erase-account';

export interface EraseAccountDialogProps {
  open: boolean;
  onClose: () => void;
  /** After the server erased the data; the cache is already cleared. */
  onErased: () => void;
}

const passwordRule = fieldRule<{ password: string }>(eraseRequest, 'password');

/** Confirms 'Request Data Deletion' with the password, then erases (DECISIONS.md: crypto-shredding). */
export function EraseAccountDialog({ open, onClose, onErased }: EraseAccountDialogProps) {
  const [form] = useFormWithFields<{ password: string }>();
  const mutation = useEraseAccount({
    onErased: () => {
      toast({
        variant: 'success',
        title: 'Your data has been deleted',
        description: 'Your account was erased and you have been signed out.',
      });
      onErased();
    },
  });

  const confirm = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    mutation.mutate(eraseRequest.parse(values), {
      onError: (error) => {
        const message = errorMessage(error);
        if (error instanceof ApiError && error.status < 500) form.setFields([{ name: 'password', errors: [message] }]);
        toast({ variant: 'error', title: 'Data deletion failed', description: message });
      },
    });
  };

  const close = () => {
    if (mutation.isPending) return;
    form.resetFields();
    mutation.reset();
    onClose();
  };

  return (
    <Modal
      open={open}
      title="Delete your data?"
      okText={mutation.isPending ? 'Deleting...' : 'Delete My Data'}
      okButtonProps={{ danger: true, disabled: mutation.isPending, loading: busy(mutation.isPending) }}
      cancelButtonProps={{ disabled: mutation.isPending }}
      onOk={() => void confirm()}
      onCancel={close}
      destroyOnHidden
    >
      <Typography.Paragraph>This permanently erases your personal data from Casebook:</Typography.Paragraph>
      <ul>
        <li>your username, email address and saved settings;</li>
        <li>your conversations with the AI and your escalation requests;</li>
        <li>your case analyses, their comments and your uploaded documents.</li>
      </ul>
      <Typography.Paragraph>
        The key that encrypts this data is destroyed, so it cannot be recovered by anyone. Payment records required by law are kept without
        your personal details. You will be signed out, and this cannot be undone.
      </Typography.Paragraph>
      <Form
        form={form}
        name="erase"
        layout="vertical"
        requiredMark={false}
        initialValues={{ password: '' }}
        onFinish={() => void confirm()}
      >
        <Form.Item label="Password" name="password" rules={[passwordRule]}>
          <PasswordInput autoComplete="current-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
