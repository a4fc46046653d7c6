import { lazy, Suspense } from 'react';
import { AccessDenied } from '../../components/access-denied';
import { Skeleton } from '../../components/ui/skeleton';
import { WhenNear } from '../../components/ui/when-near';
import { AdminPage } from '../../features/admin/components/admin-page';
import { useSignedInUser } from '../use-signed-in-user';

// The directory's CSV upload loads after the page's first paint (docs/decisions/0014-web-bundle.md).
const DirectoryImportCard = lazy(() =>
  import('../../features/admin/components/directory-import-card').then((m) => ({ default: m.DirectoryImportCard })),
);
// The directory's listings and their accounts: below the upload, loaded when they near the viewport.
const DirectoryListingsCard = lazy(() =>
  import('../../features/admin/components/directory-listings-card').then((m) => ({ default: m.DirectoryListingsCard })),
);
// Escalations routed to the directory and the staff overrides (decision 0057): below the listings,
// loaded when they near the viewport.
const EscalationRoutingCard = lazy(() =>
  import('../../features/admin/components/escalation-routing-card').then((m) => ({ default: m.EscalationRoutingCard })),
);
// The outbox is the page's last card: it loads when it nears the viewport (docs/decisions/0028).
const OutboxCard = lazy(() => import('../../features/notifications/components/outbox-card').then((m) => ({ default: m.OutboxCard })));

export function AdminRoute() {
  const user = useSignedInUser();
  if (user.role !== 'admin') return <AccessDenied description="This page is only available to administrators." homeLink />;
  return (
    <AdminPage>
      <Suspense fallback={null}>
        <DirectoryImportCard />
      </Suspense>
      <WhenNear placeholder={<Skeleton active />}>
        <DirectoryListingsCard />
      </WhenNear>
      <WhenNear placeholder={<Skeleton active />}>
        <EscalationRoutingCard />
      </WhenNear>
      <WhenNear placeholder={<Skeleton active />}>
        <OutboxCard />
      </WhenNear>
    </AdminPage>
  );
}
