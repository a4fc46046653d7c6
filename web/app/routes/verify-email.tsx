import { getRouteApi } from '@tanstack/react-router';
import { VerifyEmailPage } from '../../features/auth/components/verify-email-page';

const route = getRouteApi('/verify-email');

export function VerifyEmailRoute() {
  const { token } = route.useSearch();
  const navigate = route.useNavigate();
  return (
    <main className="cb-page">
      <VerifyEmailPage token={token} onContinue={() => void navigate({ to: '/' })} />
    </main>
  );
}
