import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { getUserQueryOptions } from '../../lib/session';
import { LogoutButton } from '../../features/auth/components/logout-button';
import { SettingsPage } from '../../features/settings/components/settings-page';
import { useSignedInUser } from '../use-signed-in-user';

const route = getRouteApi('/app/settings');

export function SettingsRoute() {
  const user = useSignedInUser();
  const { tab = 'account' } = route.useSearch();
  const navigate = route.useNavigate();
  const queryClient = useQueryClient();
  const goToAuth = () => void navigate({ to: '/auth', replace: true });

  return (
    <SettingsPage
      user={user}
      tab={tab}
      onTabChange={(next) => void navigate({ search: { tab: next }, replace: true })}
      onProfileSaved={(saved) => {
        queryClient.setQueryData(getUserQueryOptions().queryKey, saved);
        void queryClient.invalidateQueries({ queryKey: getUserQueryOptions().queryKey });
      }}
      logoutAction={<LogoutButton onSignedOut={goToAuth} />}
      onErased={goToAuth}
    />
  );
}
