import { lazy, Suspense, useCallback } from 'react';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useLogout } from '../../features/auth/api/logout';
import { CaseAnalysisPage, CaseTopBar, type CaseAnalysisTab } from '../../features/casework/components/case-analysis-page';
import { errorMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';

// The payment dialog's card form (billing's), loaded when a payment starts.
const CasePaymentForm = lazy(() => import('../case-payment-form').then((m) => ({ default: m.CasePaymentForm })));

const route = getRouteApi('/app/case-analysis');

export function CaseAnalysisRoute() {
  const search = route.useSearch();
  const navigate = useNavigate();
  const logout = useLogout();
  const tab: CaseAnalysisTab = search.tab ?? 'submit';

  const setTab = useCallback(
    (next: CaseAnalysisTab) =>
      void navigate({ to: '/case-analysis', search: { tab: next === 'submit' ? undefined : next }, replace: true }),
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
      renderPaymentForm={(slot) => (
        // The dialog stays up while the form's code arrives; the form shows its own loading state.
        <Suspense fallback={null}>
          <CasePaymentForm {...slot} />
        </Suspense>
      )}
      topBar={<CaseTopBar links={<CaseAnalysisTopLinks />} onLogout={signOut} loggingOut={logout.isPending} />}
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
