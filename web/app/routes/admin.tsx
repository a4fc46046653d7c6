import { lazy, Suspense } from 'react';
import { AccessDenied } from '../../components/access-denied';
import { AdminPage } from '../../features/admin/components/admin-page';
import { OutboxCard } from '../../features/notifications/components/outbox-card';
import { useSignedInUser } from '../use-signed-in-user';

// The directory's CSV upload loads after the page's first paint (docs/decisions/0014-web-bundle.md).
const DirectoryImportCard = lazy(() => import('../../features/admin/components/directory-import-card').then((m) => ({ default: m.DirectoryImportCard })));

export function AdminRoute() {
  const user = useSignedInUser();
  if (user.role !== 'admin')
    return <AccessDenied description="This page is only available to administrators." homeLink />;
  return (
    <AdminPage>
      <Suspense fallback={null}>
        <DirectoryImportCard />
      </Suspense>
      <OutboxCard />
    </AdminPage>
  );
}
