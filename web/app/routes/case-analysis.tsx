import { lazy, Suspense, useCallback } from 'react';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { Alert } from 'antd';
import { LoadError, LoadingBlock } from '../../components/query-state';
import { useLogout } from '../../features/auth/api/logout';
import { usePaymentsConfig } from '../../features/billing/api/get-payments-config';
import { paymentsConfigIssue } from '../../features/billing/lib/premium-plan';
import { CaseAnalysisPage, CaseTopBar, type CaseAnalysisTab } from '../../features/casework/components/case-analysis-page';
import type { PaymentFormSlot } from '../../features/casework/components/payment-dialog';
import { caseReturnUrl } from '../../features/casework/lib/payment-return';
import { errorMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';

// Billing's card forms, loaded when a payment starts: Stripe's only on a Stripe server.
const StripePaymentForm = lazy(() => import('../../features/billing/components/stripe-payment-form'));
const TestCardForm = lazy(() => import('../../features/billing/components/test-card-form').then((m) => ({ default: m.TestCardForm })));

const route = getRouteApi('/app/case-analysis');

/** The one-time payment of a case, through billing's card form for the running provider. */
function CasePaymentForm(slot: PaymentFormSlot) {
  const config = usePaymentsConfig();
  if (config.isPending) return <LoadingBlock label="Loading the payment form" rows={3} />;
  if (config.isError) return <LoadError title="Could not load the payment settings" error={config.error} onRetry={() => void config.refetch()} />;
  if (paymentsConfigIssue(config.data))
    return <Alert type="error" showIcon title="Payment System Configuration Issue" description="Payments are not available right now. Please contact support." />;
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

export function CaseAnalysisRoute() {
  const search = route.useSearch();
  const navigate = useNavigate();
  const logout = useLogout();
  const tab: CaseAnalysisTab = search.tab ?? 'submit';

  const setTab = useCallback(
    (next: CaseAnalysisTab) => void navigate({ to: '/case-analysis', search: { tab: next === 'submit' ? undefined : next }, replace: true }),
    [navigate],
  );
  const returnHandled = useCallback(() => void navigate({ to: '/case-analysis', search: { tab: 'cases' }, replace: true }), [navigate]);

  const signOut = () =>
    logout.mutate(undefined, {
      onSuccess: () => void navigate({ to: '/auth', replace: true }),
      onError: (error) => toast({ variant: 'error', title: 'Logout failed', description: errorMessage(error) }),
    });

  return (
    <CaseAnalysisPage
      tab={tab}
      onTabChange={setTab}
      onViewDetails={(id) => void navigate({ to: '/case-detail/$id', params: { id: String(id) } })}
      renderPaymentForm={(slot) => <CasePaymentForm {...slot} />}
      topBar={
        <CaseTopBar
          links={<CaseAnalysisTopLinks />}
          onLogout={signOut}
          loggingOut={logout.isPending}
        />
      }
      paymentReturn={search.paidCase ? { caseId: search.paidCase, redirect_status: search.redirect_status } : undefined}
      onPaymentReturnHandled={returnHandled}
    />
  );
}

/** The top bar's links on Case Analysis (SPEC §2); the pre-rendered first screen shows the same. */
export function CaseAnalysisTopLinks() {
  return (
    <>
      <Link to="/">Home</Link>
      <Link to="/">Chat</Link>
      <Link to="/settings">Settings</Link>
    </>
  );
}
