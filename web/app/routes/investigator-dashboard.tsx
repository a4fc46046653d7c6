import { lazy, Suspense, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { AccessDenied } from '../../components/access-denied';
import { Skeleton } from '../../components/ui/skeleton';
import { InvestigatorDashboard, type DashboardTab } from '../../features/escalations/components/investigator-dashboard';
import { useSignedInUser } from '../use-signed-in-user';

/** /investigator-dashboard and /investigator (SPEC.md §2: the same screen), staff only. */
// The 'PI Inquiries' tab (its answer form) loads when the tab is opened (docs/decisions/0014-web-bundle.md).
const ListingInquiries = lazy(() => import('../../features/directory/components/listing-inquiries'));
// And the 'Case Offers' tab (escalations routed to the directory; decision 0057).
const EscalationOffers = lazy(() => import('../../features/directory/components/escalation-offers'));
// So does the 'Case Analyses' tab (casework's table and its contract; docs/decisions/0028).
const CaseAnalysesTable = lazy(() =>
  import('../../features/casework/components/case-analyses-table').then((m) => ({ default: m.CaseAnalysesTable })),
);

export function InvestigatorDashboardRoute() {
  const user = useSignedInUser();
  const navigate = useNavigate();
  // A consultation email's link (?inquiry=…&consultation=cancel) opens the PI Inquiries tab.
  const [tab, setTab] = useState<DashboardTab>(() =>
    typeof window === 'undefined'
      ? 'escalations'
      : new URLSearchParams(window.location.search).has('inquiry')
        ? 'inquiries'
        : new URLSearchParams(window.location.search).has('offer')
          ? 'offers'
          : 'escalations',
  );
  if (user.userType !== 'investigator') return <AccessDenied description="This page is only available to investigators." homeLink />;
  return (
    <InvestigatorDashboard
      tab={tab}
      onTabChange={setTab}
      inquiries={
        <Suspense fallback={<Skeleton active />}>
          <ListingInquiries />
        </Suspense>
      }
      offers={
        <Suspense fallback={<Skeleton active />}>
          <EscalationOffers />
        </Suspense>
      }
      caseAnalyses={
        <Suspense fallback={<Skeleton active />}>
          <CaseAnalysesTable onView={(id) => void navigate({ to: '/case-detail/$id', params: { id: String(id) } })} />
        </Suspense>
      }
    />
  );
}
