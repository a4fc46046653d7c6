import { Modal } from 'antd';
import { Typography } from '../../../components/ui/typography';
import type { SubscriptionResponse } from '../../../../modules/billing/contract';
import { busy } from '../../../components/busy';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useCancelSubscription } from '../api/cancel-subscription';
import { formatDate } from '../lib/premium-plan';

export interface CancelSubscriptionDialogProps {
  open: boolean;
  subscription: SubscriptionResponse;
  onClose: () => void;
  onCancelled?: (subscription: SubscriptionResponse) => void;
}

/** Confirms 'Cancel Subscription': it ends at the end of the paid period (DECISIONS.md). */
export function CancelSubscriptionDialog({ open, subscription, onClose, onCancelled }: CancelSubscriptionDialogProps) {
  const mutation = useCancelSubscription();
  const end = subscription.currentPeriodEnd ? formatDate(subscription.currentPeriodEnd) : null;

  const confirm = () =>
    mutation.mutate(undefined, {
      onSuccess: (next) => {
        const until = next.currentPeriodEnd ? formatDate(next.currentPeriodEnd) : null;
        toast({
          variant: 'success',
          title: 'Subscription cancelled',
          description: until ? `Premium stays active until ${until}. You will not be charged again.` : 'You will not be charged again.',
        });
        onCancelled?.(next);
        onClose();
      },
      onError: (error) => toast({ variant: 'error', title: 'Cancellation failed', description: errorMessage(error) }),
    });

  return (
    <Modal
      open={open}
      title="Cancel your Premium subscription?"
      okText={mutation.isPending ? 'Cancelling...' : 'Cancel Subscription'}
      cancelText="Keep Premium"
      okButtonProps={{ danger: true, disabled: mutation.isPending, loading: busy(mutation.isPending) }}
      cancelButtonProps={{ disabled: mutation.isPending }}
      onOk={confirm}
      onCancel={() => !mutation.isPending && onClose()}
      destroyOnHidden
    >
      <Typography.Paragraph>
        {end ? `You keep Premium until ${end}.` : 'You keep Premium until the end of the period you paid for.'} After that you are not
        charged again, and unlimited AI assistance and investigator escalations end.
      </Typography.Paragraph>
    </Modal>
  );
}
