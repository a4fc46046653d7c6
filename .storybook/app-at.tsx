import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { createAppRouter } from '../web/app/router';

/** The whole app (real routes, guard and layout) at `path`, on the story's QueryClient. */
export function AppAt({ path }: { path: string }) {
  const queryClient = useQueryClient();
  const [router] = useState(() => createAppRouter({ queryClient, history: createMemoryHistory({ initialEntries: [path] }) }));
  return <RouterProvider router={router} />;
}
