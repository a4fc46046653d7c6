import { createContext, useContext, useState, type ReactNode } from 'react';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { ConfigProvider } from 'antd';
import { AppProviders } from '../web/app/providers';
import { createQueryClient } from '../web/lib/query-client';

export interface StoryParameters {
  /** Seeded into the story's QueryClient before it renders. */
  queryData?: Array<[QueryKey, unknown]>;
  /** The story router's initial path (default '/'). */
  route?: string;
  /** Render without the story router (the story brings its own, e.g. the full app). */
  router?: false;
}

/**
 * A fresh QueryClient per story: the app's defaults, but failures show at once. A query with a
 * retry rule of its own (a case's 5xx is retried, its 403 is not) still runs it, without the
 * production back-off between tries (1 s, 2 s, 4 s), which only made an error story wait 7 s.
 */
export function createStoryQueryClient(queryData: StoryParameters['queryData'] = []): QueryClient {
  const queryClient = createQueryClient();
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({
    queries: { ...defaults.queries, retry: false, retryDelay: 0 },
    mutations: { ...defaults.mutations, retry: false, retryDelay: 0 },
  });
  for (const [queryKey, data] of queryData) queryClient.setQueryData(queryKey, data);
  return queryClient;
}

const StoryChildren = createContext<ReactNode>(null);

function RenderStory() {
  return <>{useContext(StoryChildren)}</>;
}

/** A memory router whose every path renders the story, so Links and navigation work. */
function StoryRouter({ path, children }: { path: string; children: ReactNode }) {
  const [router] = useState(() => {
    const rootRoute = createRootRoute({ component: RenderStory });
    const anyPath = createRoute({ getParentRoute: () => rootRoute, path: '$' });
    return createRouter({
      routeTree: rootRoute.addChildren([anyPath]),
      history: createMemoryHistory({ initialEntries: [path] }),
    });
  });
  return (
    <StoryChildren.Provider value={children}>
      <RouterProvider router={router} />
    </StoryChildren.Provider>
  );
}

export function StoryProviders({ parameters, children }: { parameters: StoryParameters; children: ReactNode }) {
  const [queryClient] = useState(() => createStoryQueryClient(parameters.queryData));
  return (
    // No animations: stories render their final state at once, so tests and axe see it.
    <ConfigProvider theme={{ token: { motion: false } }}>
      <AppProviders queryClient={queryClient}>
        {parameters.router === false ? children : <StoryRouter path={parameters.route ?? '/'}>{children}</StoryRouter>}
      </AppProviders>
    </ConfigProvider>
  );
}
