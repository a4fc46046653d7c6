import { Button } from 'antd';
import type { SubscriptionResponse } from '../../../../modules/billing/contract';
import { busy } from '../../../components/busy';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useResumeSubscription } from '../api/resume-subscription';
import { formatDate, PLAN_PRICE_EXACT } from '../lib/premium-plan';

export interface ResumeSubscriptionButtonProps {
  onResumed?: (subscription: SubscriptionResponse) => void;
}

/**
 * 'Resume Subscription' on a subscription cancelled at period end, before that end: the
 * cancellation is taken back and Premium renews again. No confirmation: it undoes a choice and
 * charges nothing until the renewal date it names.
 */
export function ResumeSubscriptionButton({ onResumed }: ResumeSubscriptionButtonProps) {
  const mutation = useResumeSubscription({
    onSuccess: (next) => {
      const renews = next.currentPeriodEnd ? formatDate(next.currentPeriodEnd) : null;
      toast({
        variant: 'success',
        title: 'Subscription resumed',
        description: renews ? `Premium renews on ${renews} at ${PLAN_PRICE_EXACT}.` : 'Premium renews at the end of the period.',
      });
      onResumed?.(next);
    },
    onError: (error) => toast({ variant: 'error', title: 'Could not resume your subscription', description: errorMessage(error) }),
  });
  return (
    <Button type="primary" onClick={() => mutation.mutate()} loading={busy(mutation.isPending)} disabled={mutation.isPending}>
      {mutation.isPending ? 'Resuming...' : 'Resume Subscription'}
    </Button>
  );
}
