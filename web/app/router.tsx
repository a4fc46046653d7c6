// The route table (SPEC.md §2). Code-based routes; every page component is lazy so /auth and /
// load only what they show. The signed-in guard is the `app` layout route's beforeLoad.
import type { QueryClient } from '@tanstack/react-query';
import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  lazyRouteComponent,
  Outlet,
  redirect,
  type RouterHistory,
} from '@tanstack/react-router';
import { z } from 'zod';
import { RootErrorPage, RouteErrorPage } from '../components/error-page';
import { FullPageSpinner } from '../components/full-page-spinner';
import { NotFoundPage } from '../components/not-found-page';
import { getUserQueryOptions } from '../features/auth/api/get-user';
import { getStaffUsersQueryOptions } from '../features/admin/api/get-staff-users';
import { getPaymentsConfigQueryOptions } from '../features/billing/api/get-payments-config';
import { getSubscriptionQueryOptions } from '../features/billing/api/get-subscription';
import { getNotificationPreferencesQueryOptions } from '../features/settings/api/get-notification-preferences';
import { getPrivacySettingsQueryOptions } from '../features/settings/api/get-privacy-settings';
import { getChatUsageQueryOptions } from '../features/conversation/api/get-chat-usage';
import { getMessagesQueryOptions } from '../features/conversation/api/get-messages';
import { getEscalationsQueryOptions } from '../features/escalations/api/get-escalations';

export interface RouterContext {
  queryClient: QueryClient;
}

const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  errorComponent: RootErrorPage,
  notFoundComponent: () => <NotFoundPage />,
});

const authRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/auth',
  validateSearch: z.object({ tab: z.enum(['login', 'register']).optional().catch(undefined) }),
  beforeLoad: async ({ context }) => {
    const user = await context.queryClient.ensureQueryData(getUserQueryOptions());
    if (user) throw redirect({ to: '/', replace: true });
  },
  errorComponent: RootErrorPage,
  component: lazyRouteComponent(() => import('./routes/auth'), 'AuthRoute'),
});

// Links seen in the old prototype that now resolve (DECISIONS.md).
const chatRedirectRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/chat',
  beforeLoad: () => {
    throw redirect({ to: '/', replace: true });
  },
});
const historyPageRedirectRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/history-page',
  beforeLoad: () => {
    throw redirect({ to: '/history', replace: true });
  },
});
const caseRedirectRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/case/$id',
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/case-detail/$id', params: { id: params.id }, replace: true });
  },
});

const appRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'app',
  beforeLoad: async ({ context }) => {
    const user = await context.queryClient.ensureQueryData(getUserQueryOptions());
    if (!user) throw redirect({ to: '/auth', replace: true });
    return { user };
  },
  errorComponent: RootErrorPage,
  pendingComponent: () => <FullPageSpinner label="Loading your session" />,
  component: lazyRouteComponent(() => import('./routes/app-layout'), 'AppLayout'),
});

// Chat, History and the dashboard start their loads here and show their own spinners and errors.
const chatRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/',
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.prefetchQuery(getMessagesQueryOptions()),
      context.queryClient.prefetchQuery(getChatUsageQueryOptions()),
      context.queryClient.prefetchQuery(getSubscriptionQueryOptions()),
    ]),
  component: lazyRouteComponent(() => import('./routes/chat'), 'ChatRoute'),
});

const historyRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/history',
  validateSearch: z.object({ tab: z.enum(['chat', 'escalations']).optional().catch(undefined) }),
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.prefetchQuery(getMessagesQueryOptions()),
      context.queryClient.prefetchQuery(getEscalationsQueryOptions()),
    ]),
  component: lazyRouteComponent(() => import('./routes/history'), 'HistoryRoute'),
});

const findMyPiRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/find-my-pi',
  component: lazyRouteComponent(() => import('./routes/find-my-pi'), 'FindMyPiRoute'),
});

const caseAnalysisRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/case-analysis',
  component: lazyRouteComponent(() => import('./routes/case-analysis'), 'CaseAnalysisRoute'),
});

const documentIntelligenceRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/document-intelligence',
  component: lazyRouteComponent(() => import('./routes/document-intelligence'), 'DocumentIntelligenceRoute'),
});

const outcomePredictionRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/outcome-prediction',
  component: lazyRouteComponent(() => import('./routes/outcome-prediction'), 'OutcomePredictionRoute'),
});

/** Starts the Subscription screens' loads; the pages show their own spinner and errors. */
const prefetchBilling = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.prefetchQuery(getSubscriptionQueryOptions()),
    queryClient.prefetchQuery(getPaymentsConfigQueryOptions()),
  ]);

const subscriptionRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/subscription',
  // The payment provider returns here with these (SPEC.md §4); the page confirms them with the server.
  validateSearch: z.object({
    redirect_status: z.string().optional().catch(undefined),
    payment_intent: z.string().optional().catch(undefined),
  }),
  loader: ({ context }) => prefetchBilling(context.queryClient),
  component: lazyRouteComponent(() => import('./routes/subscription'), 'SubscriptionRoute'),
});

// The test payment provider's billing portal ('Manage Payment Methods' without Stripe).
const paymentMethodsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/subscription/payment-methods',
  loader: ({ context }) => prefetchBilling(context.queryClient),
  component: lazyRouteComponent(() => import('./routes/payment-methods'), 'PaymentMethodsRoute'),
});

const settingsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/settings',
  validateSearch: z.object({ tab: z.enum(['account', 'notifications', 'privacy']).optional().catch(undefined) }),
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(getNotificationPreferencesQueryOptions()),
      context.queryClient.ensureQueryData(getPrivacySettingsQueryOptions()),
    ]),
  component: lazyRouteComponent(() => import('./routes/settings'), 'SettingsRoute'),
});

/** Staff see every escalation; others get the Access Denied page and load nothing. */
const prefetchDashboard = ({ context }: { context: RouterContext & { user: { userType: string } } }) =>
  context.user.userType === 'investigator' ? context.queryClient.prefetchQuery(getEscalationsQueryOptions()) : undefined;

const investigatorDashboardRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/investigator-dashboard',
  loader: prefetchDashboard,
  component: lazyRouteComponent(() => import('./routes/investigator-dashboard'), 'InvestigatorDashboardRoute'),
});

const investigatorRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/investigator',
  loader: prefetchDashboard,
  component: lazyRouteComponent(() => import('./routes/investigator-dashboard'), 'InvestigatorDashboardRoute'),
});

const investigatorNetworkRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/investigator-network',
  component: lazyRouteComponent(() => import('./routes/investigator-network'), 'InvestigatorNetworkRoute'),
});

const caseDetailRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/case-detail/$id',
  component: lazyRouteComponent(() => import('./routes/case-detail'), 'CaseDetailRoute'),
});

const adminRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/admin',
  loader: async ({ context }) => {
    if (context.user.role === 'admin') await context.queryClient.ensureQueryData(getStaffUsersQueryOptions());
  },
  component: lazyRouteComponent(() => import('./routes/admin'), 'AdminRoute'),
});

export const routeTree = rootRoute.addChildren([
  authRoute,
  chatRedirectRoute,
  historyPageRedirectRoute,
  caseRedirectRoute,
  appRoute.addChildren([
    chatRoute,
    historyRoute,
    findMyPiRoute,
    caseAnalysisRoute,
    documentIntelligenceRoute,
    outcomePredictionRoute,
    subscriptionRoute,
    paymentMethodsRoute,
    settingsRoute,
    investigatorDashboardRoute,
    investigatorRoute,
    investigatorNetworkRoute,
    caseDetailRoute,
    adminRoute,
  ]),
]);

export function createAppRouter({ queryClient, history }: { queryClient: QueryClient; history?: RouterHistory }) {
  return createRouter({
    routeTree,
    context: { queryClient },
    ...(history ? { history } : {}),
    // Data freshness is the QueryClient's job; the router always asks it.
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: () => <FullPageSpinner />,
    defaultPendingMs: 300,
    defaultErrorComponent: RouteErrorPage,
    defaultNotFoundComponent: () => <NotFoundPage standalone={false} />,
    scrollRestoration: true,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
