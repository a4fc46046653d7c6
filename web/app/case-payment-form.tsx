// The one-time payment of a case (Case Analysis' payment dialog), through billing's card form for
// the running provider: casework's payment slot filled by billing, so it lives with the app. Loaded
// with the dialog, not with the form (docs/decisions/0025-case-form-weight.md).
import { lazy, Suspense } from 'react';
import { Alert } from 'antd';
import { LoadError, LoadingBlock } from '../components/query-state';
import { usePaymentsConfig } from '../features/billing/api/get-payments-config';
import { paymentsConfigIssue } from '../features/billing/lib/premium-plan';
import type { PaymentFormSlot } from '../features/casework/components/payment-dialog';
import { caseReturnUrl } from '../features/casework/lib/payment-return';

// Billing's card forms, loaded when a payment starts: Stripe's only on a Stripe server.
const StripePaymentForm = lazy(() => import('../features/billing/components/stripe-payment-form'));
const TestCardForm = lazy(() => import('../features/billing/components/test-card-form').then((m) => ({ default: m.TestCardForm })));

/** The one-time payment of a case, through billing's card form for the running provider. */
export function CasePaymentForm(slot: PaymentFormSlot) {
  const config = usePaymentsConfig();
  if (config.isPending) return <LoadingBlock label="Loading the payment form" rows={3} />;
  if (config.isError)
    return <LoadError title="Could not load the payment settings" error={config.error} onRetry={() => void config.refetch()} />;
  if (paymentsConfigIssue(config.data))
    return (
      <Alert
        type="error"
        showIcon
        title="Payment System Configuration Issue"
        description="Payments are not available right now. Please contact support."
      />
    );
  return (
    <Suspense fallback={<LoadingBlock label="Loading the payment form" rows={3} />}>
      {config.data.provider === 'test' ? (
        <TestCardForm clientSecret={slot.clientSecret} amountLabel={slot.amountLabel} onRedirect={slot.onProviderResult} />
      ) : (
        <StripePaymentForm
          publishableKey={config.data.publishableKey!}
          clientSecret={slot.clientSecret}
          amountLabel={slot.amountLabel}
          returnTo={caseReturnUrl(slot.caseId)}
        />
      )}
    </Suspense>
  );
}
