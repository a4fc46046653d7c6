import { Button, Popconfirm } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useClearMessages } from '../api/clear-messages';

/** 'Clear messages' (DECISIONS.md: real): asks first, then clears the conversation on the server. */
export function ClearMessagesButton({ disabled }: { disabled?: boolean }) {
  const mutation = useClearMessages();

  const confirm = () =>
    new Promise<void>((resolve) =>
      mutation.mutate(undefined, {
        onSuccess: () =>
          toast({ variant: 'success', title: 'Messages cleared', description: 'Your conversation with the assistant has been cleared.' }),
        onError: (error) => toast({ variant: 'error', title: 'Could not clear messages', description: errorMessage(error) }),
        onSettled: () => resolve(),
      }),
    );

  return (
    <Popconfirm
      title="Clear all messages?"
      description="This deletes your conversation with the assistant, here and in your History. Your escalation requests are kept."
      okText="Clear messages"
      cancelText="Keep messages"
      okButtonProps={{ danger: true }}
      onConfirm={confirm}
      disabled={disabled}
    >
      <Button icon={<DeleteOutlined aria-hidden />} disabled={disabled || mutation.isPending}>
        {mutation.isPending ? 'Clearing...' : 'Clear messages'}
      </Button>
    </Popconfirm>
  );
}
