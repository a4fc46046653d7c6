import { useState } from 'react';
import { Button } from 'antd';
import InfoCircleFilled from '@ant-design/icons/InfoCircleFilled';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { Typography } from '../../../components/ui/typography';
import { CrownOutlined } from '@ant-design/icons';
import type { SubscriptionResponse } from '../../../../modules/billing/contract';
import { busy } from '../../../components/busy';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useOpenBillingPortal } from '../api/open-billing-portal';
import { periodLine, PLAN_NAME, PLAN_PRICE_EXACT } from '../lib/premium-plan';
import { LazyCancelSubscriptionDialog, prefetchCancelSubscriptionDialogProps } from './lazy-cancel-subscription-dialog';
import { PlanBenefits } from './plan-benefits';
import { ResumeSubscriptionButton } from './resume-subscription-button';
import { SubscriptionStatusTag } from './subscription-status-tag';
import './billing.css';

export interface ActivePlanCardProps {
  subscription: SubscriptionResponse;
  /** Goes to the billing portal's URL: Stripe's (external) or the test provider's page. */
  onNavigate: (url: string) => void;
  onCancelled?: (subscription: SubscriptionResponse) => void;
  /** The cancellation was taken back: the subscription renews again. */
  onResumed?: (subscription: SubscriptionResponse) => void;
}

/** The plan a subscriber has (SPEC.md §2): Premium, $29.00/month, its status and what it gives. */
export function ActivePlanCard({ subscription, onNavigate, onCancelled, onResumed }: ActivePlanCardProps) {
  const [confirming, setConfirming] = useState(false);
  const portal = useOpenBillingPortal();
  const period = periodLine(subscription);
  const pastDue = subscription.status === 'past_due';

  const openPortal = () =>
    portal.mutate(undefined, {
      onSuccess: ({ url }) => onNavigate(url),
      onError: (error) => toast({ variant: 'error', title: 'Could not open payment methods', description: errorMessage(error) }),
    });

  return (
    <Card>
      <section aria-labelledby="cb-active-plan-name">
        <div className="cb-plan-heading">
          <CrownOutlined aria-hidden style={{ fontSize: 22, color: '#ad6800' }} />
          <Typography.Title level={2} id="cb-active-plan-name">
            {PLAN_NAME}
          </Typography.Title>
        </div>
        <p className="cb-plan-price">{PLAN_PRICE_EXACT}</p>
        <dl className="cb-plan-facts">
          <dt>Status</dt>
          <dd>
            <SubscriptionStatusTag subscription={subscription} />
          </dd>
          {period && (
            <>
              <dt>{period.label}</dt>
              <dd>{period.value}</dd>
            </>
          )}
        </dl>
        {pastDue && (
          <Alert
            type="error"
            showIcon
            role="note"
            title="Your last payment failed"
            description="Update your payment method to keep Premium."
            style={{ marginBottom: 12 }}
          />
        )}
        {subscription.cancelAtPeriodEnd && period && (
          <Alert
            type="info"
            showIcon
            icon={<InfoCircleFilled />}
            role="note"
            title="Your subscription is cancelled"
            description={`Premium stays active until ${period.value}. You will not be charged again unless you resume it before then.`}
            style={{ marginBottom: 12 }}
          />
        )}
        <PlanBenefits label="Your Premium benefits" />
        <div className="cb-plan-actions">
          <Button onClick={openPortal} loading={busy(portal.isPending)} disabled={portal.isPending}>
            {portal.isPending ? 'Opening...' : 'Manage Payment Methods'}
          </Button>
          {subscription.cancelAtPeriodEnd && <ResumeSubscriptionButton onResumed={onResumed} />}
          {subscription.isSubscribed && !subscription.cancelAtPeriodEnd && (
            <Button danger onClick={() => setConfirming(true)} {...prefetchCancelSubscriptionDialogProps}>
              Cancel Subscription
            </Button>
          )}
        </div>
      </section>
      <LazyCancelSubscriptionDialog
        open={confirming}
        subscription={subscription}
        onClose={() => setConfirming(false)}
        onCancelled={onCancelled}
      />
    </Card>
  );
}
