import { AccessDenied } from '../../components/access-denied';
import { AdminPage } from '../../features/admin/components/admin-page';
import { OutboxCard } from '../../features/notifications/components/outbox-card';
import { useSignedInUser } from '../use-signed-in-user';

export function AdminRoute() {
  const user = useSignedInUser();
  if (user.role !== 'admin')
    return <AccessDenied description="This page is only available to administrators." homeLink />;
  return (
    <AdminPage>
      <OutboxCard />
    </AdminPage>
  );
}
