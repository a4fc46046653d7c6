import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate } from '@tanstack/react-router';
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

/**
 * The tab a link opens: ?inquiry= (a consultation email, an inquiry's notification) the PI Inquiries
 * tab, ?offer= (a case offer's notification) the Case Offers tab.
 */
function linkedTab(search: string): DashboardTab | null {
  const params = new URLSearchParams(search);
  return params.has('inquiry') ? 'inquiries' : params.has('offer') ? 'offers' : null;
}

export function InvestigatorDashboardRoute() {
  const user = useSignedInUser();
  const navigate = useNavigate();
  const search = useLocation({ select: (location) => location.searchStr });
  const [tab, setTab] = useState<DashboardTab>(() => linkedTab(search) ?? 'escalations');
  // A link followed while the dashboard is open (the bell's) opens its tab too: the route stays mounted.
  const [followed, setFollowed] = useState(search);
  if (search !== followed) {
    setFollowed(search);
    const linked = linkedTab(search);
    if (linked) setTab(linked);
  }
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
