import { Button } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { LazyPopconfirm as Popconfirm } from '../../../components/ui/lazy-popconfirm';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useMediaQuery } from '../../../lib/use-media-query';

/** Below this width the header keeps to one row with the icon alone (its name stays for screen readers). */
const COMPACT_QUERY = '(max-width: 1023.98px)';
import { useClearMessages } from '../api/clear-messages';

/**
 * 'Clear messages' (DECISIONS.md: real): asks first, then clears the open conversation on the
 * server (the latest one when the address names none).
 */
export function ClearMessagesButton({ disabled, conversationId }: { disabled?: boolean; conversationId?: string | undefined }) {
  const mutation = useClearMessages(conversationId);
  const compact = useMediaQuery(COMPACT_QUERY);
  const label = mutation.isPending ? 'Clearing...' : 'Clear messages';

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
      // Opens below, towards the page: never runs to the window's edge from a button at the right.
      placement="bottomRight"
      styles={{ root: { maxWidth: 'min(360px, calc(100vw - 32px))' } }}
      onConfirm={confirm}
      disabled={disabled}
    >
      <Button
        icon={<DeleteOutlined aria-hidden />}
        disabled={disabled || mutation.isPending}
        aria-label={compact ? label : undefined}
        title={compact ? label : undefined}
        className="cb-clear-messages"
      >
        {compact ? null : label}
      </Button>
    </Popconfirm>
  );
}
