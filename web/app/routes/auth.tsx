import { getRouteApi } from '@tanstack/react-router';
import { AuthPage } from '../../features/auth/components/auth-page';

const route = getRouteApi('/auth');

export function AuthRoute() {
  const { tab = 'login' } = route.useSearch();
  const navigate = route.useNavigate();
  return (
    <AuthPage
      tab={tab}
      onTabChange={(next) => void navigate({ search: { tab: next }, replace: true })}
      onSignedIn={() => void navigate({ to: '/' })}
    />
  );
}
