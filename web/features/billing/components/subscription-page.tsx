import { lazy, Suspense, useState } from 'react';
import { Button } from 'antd';
import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import InfoCircleFilled from '@ant-design/icons/InfoCircleFilled';
import { Alert } from '../../../components/ui/alert';
import { Typography } from '../../../components/ui/typography';
import { useQueryClient } from '@tanstack/react-query';
import { MESSAGES, type SubscriptionResponse } from '../../../../modules/billing/contract';
import { LoadError, LoadingBlock } from '../../../components/query-state';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useCreateSubscription } from '../api/create-subscription';
import { usePaymentsConfig } from '../api/get-payments-config';
import { getSubscriptionQueryOptions, useSubscription } from '../api/get-subscription';
import { useReturnConfirmation } from '../hooks/use-return-confirmation';
import { paymentsConfigIssue, PLAN_PRICE } from '../lib/premium-plan';
import type { ReturnParams } from '../lib/return-outcome';
import { ActivePlanCard } from './active-plan-card';
import { BillingSpinner } from './billing-spinner';
import { ConfigIssueCard } from './config-issue-card';
import { PlanCard } from './plan-card';
import './billing.css';

// The payment forms load when Subscribe Now has a client secret: Stripe's only on a Stripe server.
const StripePaymentForm = lazy(() => import('./stripe-payment-form'));
const TestCardForm = lazy(() => import('./test-card-form').then((m) => ({ default: m.TestCardForm })));

export interface SubscriptionPageProps {
  /** The provider's return (`redirect_status`, `payment_intent` query parameters), if this is one. */
  returnParams?: ReturnParams;
  /** Clears the return's query string (navigate, replace). */
  onReturnHandled: () => void;
  /** The subscription may have changed: the app refreshes what depends on it (the user). */
  onSubscriptionChanged?: () => void;
  /** Goes to a URL the server gave: the return URL after a payment, or the billing portal. */
  onNavigate: (url: string) => void;
}

const SUBSCRIPTION_FAILED = 'Failed to create subscription';
const UNEXPECTED_ERROR = 'An unexpected error occurred';

/** The server's words for a failed start, or our own 'No client secret returned'; undefined otherwise. */
function startFailure(error: unknown): string | undefined {
  if (error instanceof ApiError) return error.serverMessage;
  if (error instanceof Error && error.message === MESSAGES.noClientSecret) return error.message;
  return undefined;
}

/** Whether the user has (or is paying for) Premium: the active-plan card instead of the offer. */
const hasPlan = (subscription: SubscriptionResponse) => subscription.isSubscribed || subscription.status === 'past_due';

/** The Subscription screen (SPEC.md §2, §4): offer, payment, the provider's return, and the active plan. */
export function SubscriptionPage({ returnParams, onReturnHandled, onSubscriptionChanged, onNavigate }: SubscriptionPageProps) {
  const queryClient = useQueryClient();
  const subscription = useSubscription();
  const config = usePaymentsConfig();
  const create = useCreateSubscription();
  const [clientSecret, setClientSecret] = useState<string | null>(null);
  const returned = useReturnConfirmation(returnParams, {
    onHandled: onReturnHandled,
    onChecked: () => {
      // A finished or failed payment closes the form; Subscribe Now gives the open payment back.
      setClientSecret(null);
      onSubscriptionChanged?.();
    },
  });

  const subscribe = () =>
    create.mutate(undefined, {
      onSuccess: ({ clientSecret: secret }) => setClientSecret(secret),
      onError: (error) => {
        toast({ variant: 'error', title: 'Subscription error', description: startFailure(error) ?? UNEXPECTED_ERROR });
        // 'You already have an active subscription': what this page shows is out of date.
        if (error instanceof ApiError && error.status === 409) {
          void queryClient.invalidateQueries({ queryKey: getSubscriptionQueryOptions().queryKey });
        }
      },
    });

  let body;
  if (returned.checking) {
    body = <BillingSpinner label="Checking your payment" />;
  } else if (subscription.isPending || config.isPending) {
    body = <BillingSpinner label="Loading your subscription" />;
  } else if (subscription.isError) {
    body = <LoadError title="Could not load your subscription" error={subscription.error} onRetry={() => void subscription.refetch()} />;
  } else if (config.isError) {
    body = <LoadError title="Could not load the payment settings" error={config.error} onRetry={() => void config.refetch()} />;
  } else if (hasPlan(subscription.data)) {
    body = (
      <ActivePlanCard
        subscription={subscription.data}
        onNavigate={onNavigate}
        onCancelled={onSubscriptionChanged}
        onResumed={onSubscriptionChanged}
      />
    );
  } else if (paymentsConfigIssue(config.data)) {
    body = <ConfigIssueCard />;
  } else {
    body = (
      <>
        <PlanCard
          onSubscribe={subscribe}
          subscribing={create.isPending}
          showSubscribe={!clientSecret}
          error={create.isError ? (startFailure(create.error) ?? SUBSCRIPTION_FAILED) : null}
        />
        {clientSecret && (
          <Suspense fallback={<LoadingBlock label="Loading the payment form" />}>
            {config.data.provider === 'test' ? (
              <TestCardForm clientSecret={clientSecret} onRedirect={onNavigate} />
            ) : (
              <StripePaymentForm publishableKey={config.data.publishableKey!} clientSecret={clientSecret} />
            )}
          </Suspense>
        )}
      </>
    );
  }

  return (
    <div className="cb-page">
      <div className="cb-page-header">
        <Typography.Title level={1} style={{ fontSize: 26 }}>
          Subscription
        </Typography.Title>
      </div>
      <Typography.Paragraph type="secondary">Premium: {PLAN_PRICE}, cancel anytime.</Typography.Paragraph>
      <div className="cb-billing-stack">
        {returned.notice && !returned.checking && (
          <Alert
            {...(returned.notice.variant === 'error'
              ? { type: 'error' as const, showIcon: true }
              : {
                  type: returned.notice.variant,
                  showIcon: true as const,
                  icon: returned.notice.variant === 'success' ? <CheckCircleFilled /> : <InfoCircleFilled />,
                })}
            role={returned.notice.variant === 'error' ? 'alert' : 'status'}
            title={returned.notice.title}
            description={returned.notice.description}
            action={
              returned.notice.variant === 'info' ? (
                <Button size="small" onClick={returned.recheck}>
                  Check again
                </Button>
              ) : undefined
            }
          />
        )}
        {Boolean(returned.error) && !returned.checking && (
          <LoadError title="We could not check your payment yet" error={returned.error} onRetry={returned.recheck} />
        )}
        {body}
      </div>
    </div>
  );
}
