// The browser entry: one QueryClient, one router, the providers, and the app.
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { setSignedOut } from './lib/session';
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

// The first render as a transition: React renders the tree in slices of a few milliseconds and
// gives the main thread back between them (input, paint), instead of one long task for the whole
// page and antd's styles (decision 0029). Until it commits, #root keeps what it showed.
const render = () => {
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    ),
  );
};

// A main page's HTML holds its first screen in #root, rendered at build time (scripts/prerender.ts).
// React's first render replaces it: first the router loads the opened page (session, data, code),
// so that render is the page itself, the same text at the same place, and not a blank pending state.
if (document.getElementById('prerender')) void router.load().then(render, render);
else render();
