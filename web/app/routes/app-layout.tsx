import type { ReactNode } from 'react';
import { Navigate, Outlet, useNavigate } from '@tanstack/react-router';
import { AppShell } from '../../components/app-shell';
import { FullPageSpinner } from '../../components/full-page-spinner';
import { useUser } from '../../lib/session';
import { useLogout } from '../../features/auth/api/logout';
import { RuntimeNotice } from '../../features/platform/components/runtime-notice';
import { NotificationCenter } from '../../features/notifications/components/notification-center';
import { errorMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { navGroupsFor } from '../nav';

/** The signed-in frame around every page but /auth. */
export function AppLayout() {
  return (
    <SignedInLayout>
      <Outlet />
    </SignedInLayout>
  );
}

/** The frame itself, also around the 404 page of a signed-in user (the router's not-found has no layout route). */
export function SignedInLayout({ children }: { children: ReactNode }) {
  const { data: user, isPending } = useUser();
  const logout = useLogout();
  const navigate = useNavigate();

  if (isPending) return <FullPageSpinner label="Loading your session" />;
  // Signed out (logout, erased, or a 401 from any query): leave for the login page.
  if (!user) return <Navigate to="/auth" replace />;

  const signOut = () =>
    logout.mutate(undefined, {
      onSuccess: () => void navigate({ to: '/auth', replace: true }),
      onError: (error) => toast({ variant: 'error', title: 'Logout failed', description: errorMessage(error) }),
    });

  return (
    <AppShell
      username={user.username}
      navGroups={navGroupsFor(user)}
      notice={<RuntimeNotice />}
      headerActions={<NotificationCenter />}
      onSignOut={signOut}
      signingOut={logout.isPending}
    >
      {children}
    </AppShell>
  );
}
