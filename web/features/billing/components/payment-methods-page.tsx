import { useState } from 'react';
import { Button } from 'antd';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { Typography } from '../../../components/ui/typography';
import { ArrowLeftOutlined, ExperimentOutlined } from '@ant-design/icons';
import { LoadError } from '../../../components/query-state';
import { busy } from '../../../components/busy';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { usePaymentsConfig } from '../api/get-payments-config';
import { useSubscription } from '../api/get-subscription';
import { useOpenBillingPortal } from '../api/open-billing-portal';
import { periodLine, PLAN_NAME, PLAN_PRICE_EXACT } from '../lib/premium-plan';
import { BillingSpinner } from './billing-spinner';
import { LazyCancelSubscriptionDialog, prefetchCancelSubscriptionDialogProps } from './lazy-cancel-subscription-dialog';
import { ResumeSubscriptionButton } from './resume-subscription-button';
import { SubscriptionStatusTag } from './subscription-status-tag';
import './billing.css';

export interface PaymentMethodsPageProps {
  /** Back to /subscription, or out to Stripe's portal. */
  onNavigate: (url: string) => void;
  /** The subscription changed here: cancelled at period end, or that cancellation taken back. */
  onCancelled?: () => void;
}

/**
 * The test provider's billing portal (where 'Manage Payment Methods' leads without Stripe). It
 * shows only what the server knows: no card details are kept by Casebook or the test provider.
 */
export function PaymentMethodsPage({ onNavigate, onCancelled }: PaymentMethodsPageProps) {
  const subscription = useSubscription();
  const config = usePaymentsConfig();
  const portal = useOpenBillingPortal();
  const [confirming, setConfirming] = useState(false);

  let body;
  if (subscription.isPending || config.isPending) {
    body = <BillingSpinner label="Loading your billing details" />;
  } else if (subscription.isError) {
    body = <LoadError title="Could not load your subscription" error={subscription.error} onRetry={() => void subscription.refetch()} />;
  } else if (config.isError) {
    body = <LoadError title="Could not load the payment settings" error={config.error} onRetry={() => void config.refetch()} />;
  } else if (config.data.provider === 'stripe') {
    // Someone opened this page by hand on a Stripe server: Stripe's portal is the real one.
    body = (
      <Card>
        <Typography.Paragraph>Your payment methods and invoices are managed in Stripe&apos;s secure billing portal.</Typography.Paragraph>
        <Button
          type="primary"
          loading={busy(portal.isPending)}
          disabled={portal.isPending}
          onClick={() =>
            portal.mutate(undefined, {
              onSuccess: ({ url }) => onNavigate(url),
              onError: (error) => toast({ variant: 'error', title: 'Could not open payment methods', description: errorMessage(error) }),
            })
          }
        >
          Open Billing Portal
        </Button>
      </Card>
    );
  } else {
    const sub = subscription.data;
    const period = periodLine(sub);
    const hasPlan = sub.isSubscribed || sub.status === 'past_due';
    body = (
      <Card>
        <section aria-labelledby="cb-portal-title">
          <Typography.Title level={2} id="cb-portal-title" style={{ fontSize: 20, marginTop: 0 }}>
            Test billing portal
          </Typography.Title>
          <Alert
            type="warning"
            showIcon
            icon={<ExperimentOutlined aria-hidden />}
            role="note"
            title="Test payments"
            description={
              "This is the built-in test payment provider's billing portal. No real card is stored or charged, so there " +
              "is no card to update here; on a server running Stripe, 'Manage Payment Methods' opens Stripe's portal."
            }
            style={{ marginBottom: 16 }}
          />
          {hasPlan ? (
            <dl className="cb-plan-facts">
              <dt>Plan</dt>
              <dd>
                {PLAN_NAME} · {PLAN_PRICE_EXACT}
              </dd>
              <dt>Status</dt>
              <dd>
                <SubscriptionStatusTag subscription={sub} />
              </dd>
              {period && (
                <>
                  <dt>{period.label}</dt>
                  <dd>{period.value}</dd>
                </>
              )}
            </dl>
          ) : (
            <Typography.Paragraph>You have no active subscription.</Typography.Paragraph>
          )}
          <div className="cb-plan-actions">
            {sub.cancelAtPeriodEnd && <ResumeSubscriptionButton onResumed={onCancelled} />}
            {sub.isSubscribed && !sub.cancelAtPeriodEnd && (
              <Button danger onClick={() => setConfirming(true)} {...prefetchCancelSubscriptionDialogProps}>
                Cancel at Period End
              </Button>
            )}
            <Button icon={<ArrowLeftOutlined aria-hidden />} onClick={() => onNavigate('/subscription')}>
              Return to Subscription
            </Button>
          </div>
        </section>
        <LazyCancelSubscriptionDialog open={confirming} subscription={sub} onClose={() => setConfirming(false)} onCancelled={onCancelled} />
      </Card>
    );
  }

  return (
    <div className="cb-page">
      <div className="cb-page-header">
        <Typography.Title level={1} style={{ fontSize: 26 }}>
          Payment Methods
        </Typography.Title>
      </div>
      {body}
    </div>
  );
}
