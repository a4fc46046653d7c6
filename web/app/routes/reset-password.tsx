import { getRouteApi } from '@tanstack/react-router';
import { ResetPasswordPage } from '../../features/auth/components/reset-password-page';

const route = getRouteApi('/reset-password');

export function ResetPasswordRoute() {
  const { token } = route.useSearch();
  const navigate = route.useNavigate();
  return (
    <main className="cb-page">
      <ResetPasswordPage token={token} onSignIn={() => void navigate({ to: '/auth', search: { tab: 'login' } })} />
    </main>
  );
}
