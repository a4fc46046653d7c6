// The browser entry: one QueryClient, one router, the providers, and the app.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { setSignedOut } from './features/auth/api/get-user';
import { createQueryClient } from './lib/query-client';
import { toast } from './lib/toast';
import './styles.css';

const queryClient = createQueryClient({
  // A 401 from any data query means the session ended: forget the user, and the signed-in
  // layout sends them to /auth.
  onUnauthorized: () => {
    setSignedOut(queryClient);
    toast({ variant: 'warning', title: 'Signed out', description: 'Your session has ended. Please sign in again.' });
  },
});
const router = createAppRouter({ queryClient });

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// A main page's HTML holds its first screen, rendered at build time (scripts/prerender.ts), over
// the hidden #root. It goes once the app has rendered the opened page (or where the router sent
// the visitor), in the same frame as the app's own markup shows: same text at the same place.
const firstScreen = document.getElementById('prerender');
if (firstScreen) {
  const stop = router.subscribe('onRendered', () => {
    stop();
    firstScreen.remove();
  });
}

createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
