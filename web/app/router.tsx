// The route table (SPEC.md §2). Code-based routes; every page component is lazy so /auth and /
// load only what they show. The signed-in guard is the `app` layout route's beforeLoad.
import { lazy, Suspense } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  lazyRouteComponent,
  Outlet,
  redirect,
  useMatches,
  type RouterHistory,
} from '@tanstack/react-router';
import { RootErrorPage, RouteErrorPage } from '../components/error-page';
import { FullPageSpinner } from '../components/full-page-spinner';
import { NotFoundPage } from '../components/not-found-page';
import { getUserQueryOptions, useUser } from '../lib/session';
import { pageTitle, titled } from '../lib/page-title';
import { nonNegativeInt, oneOf, optional, positiveInt, text } from '../lib/search-params';
import { homePathFor } from './home';

export interface RouterContext {
  queryClient: QueryClient;
}

// The loaders import their query options when they run: those modules bring the contracts' zod
// schemas, which the signed-out /auth page does not need (docs/decisions/0014-web-bundle.md).
const subscriptionQuery = async () => (await import('../features/billing/api/get-subscription')).getSubscriptionQueryOptions();
const paymentsConfigQuery = async () => (await import('../features/billing/api/get-payments-config')).getPaymentsConfigQueryOptions();
const messagesQuery = async (conversationId?: string) =>
  (await import('../features/conversation/api/get-messages')).getMessagesQueryOptions(conversationId);
const conversationsQuery = async () => (await import('../features/conversation/api/get-conversations')).getConversationsQueryOptions();
const chatUsageQuery = async () => (await import('../features/conversation/api/get-chat-usage')).getChatUsageQueryOptions();
const escalationsQuery = async () => (await import('../features/escalations/api/get-escalations')).getEscalationsQueryOptions();

const SignedInLayout = lazy(() => import('./routes/app-layout').then((m) => ({ default: m.SignedInLayout })));

/** An unknown path: inside the signed-in frame (sidebar and all) for a signed-in user, alone otherwise. */
function RootNotFound() {
  const { data: user, isPending } = useUser();
  if (isPending) return <FullPageSpinner label="Loading your session" />;
  if (!user) return <NotFoundPage />;
  return (
    <Suspense fallback={<FullPageSpinner label="Loading your session" />}>
      <SignedInLayout>
        <NotFoundPage standalone={false} />
      </SignedInLayout>
    </Suspense>
  );
}

/** The title the deepest matched route's `head` gives, if any. */
function matchedTitle(matches: ReadonlyArray<{ meta?: unknown }>): string | undefined {
  for (const match of [...matches].reverse()) {
    const title = (match.meta as Array<{ title?: string } | undefined> | undefined)?.find((tag) => tag?.title)?.title;
    if (title) return title;
  }
  return undefined;
}

/**
 * The browser tab's title from the routes' `head` option (React 19 puts a <title> in <head>).
 * Only titles are used, so this stands in for the router's <HeadContent />, which carries the
 * code for scripts, styles and links as well.
 */
function DocumentTitle() {
  const title = useMatches({ select: matchedTitle });
  return title ? <title>{title}</title> : null;
}

function Root() {
  return (
    <>
      <DocumentTitle />
      <Outlet />
    </>
  );
}

const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: Root,
  errorComponent: RootErrorPage,
  notFoundComponent: RootNotFound,
});

const authRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/auth',
  head: ({ match }) => ({ meta: [{ title: pageTitle(match.search.tab === 'register' ? 'Create account' : 'Sign in') }] }),
  validateSearch: (search: Record<string, unknown>) => optional({ tab: oneOf(search.tab, ['login', 'register']) }),
  beforeLoad: async ({ context }) => {
    const user = await context.queryClient.ensureQueryData(getUserQueryOptions());
    if (user) throw redirect({ to: '/', replace: true });
  },
  errorComponent: RootErrorPage,
  component: lazyRouteComponent(() => import('./routes/auth'), 'AuthRoute'),
});

// The link of the confirmation email (decision 0048): open signed in or not.
const verifyEmailRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/verify-email',
  head: titled('Confirm your email'),
  validateSearch: (search: Record<string, unknown>) => optional({ token: text(search.token) }),
  errorComponent: RootErrorPage,
  component: lazyRouteComponent(() => import('./routes/verify-email'), 'VerifyEmailRoute'),
});

// The link of the password-reset email (decision 0054): opens signed in or not.
const resetPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/reset-password',
  head: titled('Set a new password'),
  validateSearch: (search: Record<string, unknown>) => optional({ token: text(search.token) }),
  errorComponent: RootErrorPage,
  component: lazyRouteComponent(() => import('./routes/reset-password'), 'ResetPasswordRoute'),
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
/** A conversation's id in an address (a UUID): anything else opens the latest conversation. */
const CONVERSATION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const chatRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/',
  head: titled('Chat'),
  // '/' is each role's home (decision 0054): the chat for clients, the dashboard for staff, Case History for the auditor.
  beforeLoad: ({ context }) => {
    const home = homePathFor(context.user);
    if (home !== '/') throw redirect({ to: home, replace: true });
  },
  // `c` names the open conversation (issue 27): without it the chat is the latest conversation.
  validateSearch: (search: Record<string, unknown>) => optional({ c: text(search.c, { pattern: CONVERSATION_ID }) }),
  loaderDeps: ({ search }) => ({ c: search.c }),
  loader: ({ context, deps }) =>
    Promise.all([
      messagesQuery(deps.c).then((query) => context.queryClient.prefetchQuery(query)),
      conversationsQuery().then((query) => context.queryClient.prefetchQuery(query)),
      chatUsageQuery().then((query) => context.queryClient.prefetchQuery(query)),
      subscriptionQuery().then((query) => context.queryClient.prefetchQuery(query)),
    ]),
  component: lazyRouteComponent(() => import('./routes/chat'), 'ChatRoute'),
});

const historyRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/history',
  head: titled('History'),
  validateSearch: (search: Record<string, unknown>) => optional({ tab: oneOf(search.tab, ['chat', 'escalations']) }),
  loader: ({ context }) =>
    Promise.all([
      conversationsQuery().then((query) => context.queryClient.prefetchQuery(query)),
      escalationsQuery().then((query) => context.queryClient.prefetchQuery(query)),
    ]),
  component: lazyRouteComponent(() => import('./routes/history'), 'HistoryRoute'),
});

const findMyPiRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/find-my-pi',
  head: titled('Find My PI'),
  component: lazyRouteComponent(() => import('./routes/find-my-pi'), 'FindMyPiRoute'),
});

/**
 * Starts the case list's load. The casework module (its contract, the jury's schemas) is a chunk
 * of its own, fetched here rather than with the first page.
 */
const prefetchCases = async (queryClient: QueryClient) => {
  const { getCasesQueryOptions } = await import('../features/casework/api/get-cases');
  await queryClient.prefetchQuery(getCasesQueryOptions());
};

const caseAnalysisRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/case-analysis',
  head: titled('Case Analysis'),
  // `tab` picks My Cases; Stripe returns here after a case payment with `paidCase` (ours) and its own parameters.
  validateSearch: (search: Record<string, unknown>) =>
    optional({
      tab: oneOf(search.tab, ['cases']),
      paidCase: positiveInt(search.paidCase),
      redirect_status: text(search.redirect_status),
      payment_intent: text(search.payment_intent),
    }),
  loader: async ({ context }) =>
    Promise.all([prefetchCases(context.queryClient), context.queryClient.prefetchQuery(await paymentsConfigQuery())]),
  component: lazyRouteComponent(() => import('./routes/case-analysis'), 'CaseAnalysisRoute'),
});

const documentIntelligenceRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/document-intelligence',
  head: titled('Document Intelligence'),
  // An assistant's citation opens one of the user's documents at a page, the quoted range highlighted.
  validateSearch: (search: Record<string, unknown>) =>
    optional({
      open: text(search.open, { pattern: /^[0-9a-f-]{36}$/i }),
      page: positiveInt(search.page),
      start: nonNegativeInt(search.start),
      end: positiveInt(search.end),
    }),
  component: lazyRouteComponent(() => import('./routes/document-intelligence'), 'DocumentIntelligenceRoute'),
});

const outcomePredictionRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/outcome-prediction',
  head: titled('Outcome Prediction'),
  component: lazyRouteComponent(() => import('./routes/outcome-prediction'), 'OutcomePredictionRoute'),
});

/** Starts the Subscription screens' loads; the pages show their own spinner and errors. */
const prefetchBilling = (queryClient: QueryClient) =>
  Promise.all([
    subscriptionQuery().then((query) => queryClient.prefetchQuery(query)),
    paymentsConfigQuery().then((query) => queryClient.prefetchQuery(query)),
  ]);

const subscriptionRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/subscription',
  head: titled('Subscription'),
  // The payment provider returns here with these (SPEC.md §4); the page confirms them with the server.
  validateSearch: (search: Record<string, unknown>) =>
    optional({
      redirect_status: text(search.redirect_status),
      payment_intent: text(search.payment_intent),
    }),
  loader: ({ context }) => prefetchBilling(context.queryClient),
  component: lazyRouteComponent(() => import('./routes/subscription'), 'SubscriptionRoute'),
});

// The test payment provider's billing portal ('Manage Payment Methods' without Stripe).
const paymentMethodsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/subscription/payment-methods',
  head: titled('Payment Methods'),
  loader: ({ context }) => prefetchBilling(context.queryClient),
  component: lazyRouteComponent(() => import('./routes/payment-methods'), 'PaymentMethodsRoute'),
});

const settingsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/settings',
  head: titled('Settings'),
  validateSearch: (search: Record<string, unknown>) =>
    optional({ tab: oneOf(search.tab, ['account', 'security', 'notifications', 'privacy']) }),
  loader: async ({ context }) => {
    const [{ getNotificationPreferencesQueryOptions }, { getPrivacySettingsQueryOptions }] = await Promise.all([
      import('../features/settings/api/get-notification-preferences'),
      import('../features/settings/api/get-privacy-settings'),
    ]);
    return Promise.all([
      context.queryClient.ensureQueryData(getNotificationPreferencesQueryOptions()),
      context.queryClient.ensureQueryData(getPrivacySettingsQueryOptions()),
    ]);
  },
  component: lazyRouteComponent(() => import('./routes/settings'), 'SettingsRoute'),
});

/** Staff see every escalation; others get the Access Denied page and load nothing. */
const prefetchDashboard = ({ context }: { context: RouterContext & { user: { userType: string } } }) =>
  context.user.userType === 'investigator'
    ? Promise.all([escalationsQuery().then((query) => context.queryClient.prefetchQuery(query)), prefetchCases(context.queryClient)])
    : undefined;

const investigatorDashboardRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/investigator-dashboard',
  head: titled('Investigator Dashboard'),
  loader: prefetchDashboard,
  component: lazyRouteComponent(() => import('./routes/investigator-dashboard'), 'InvestigatorDashboardRoute'),
});

const investigatorRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/investigator',
  head: titled('Investigator Dashboard'),
  loader: prefetchDashboard,
  component: lazyRouteComponent(() => import('./routes/investigator-dashboard'), 'InvestigatorDashboardRoute'),
});

const investigatorNetworkRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/investigator-network',
  head: titled('Investigator Network'),
  component: lazyRouteComponent(() => import('./routes/investigator-network'), 'InvestigatorNetworkRoute'),
});

// The letter library; `template` opens one; `caseId` (Case Detail's Letters button) prefills it
// from that case, `caseTitle`/`caseNumber` from a link that names only those.
const templatesRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/templates',
  head: titled('Letter Templates'),
  validateSearch: (search: Record<string, unknown>) =>
    optional({
      template: text(search.template, { pattern: /^[a-z0-9][a-z0-9-]{0,80}$/ }),
      caseTitle: text(search.caseTitle, { maxLength: 200 }),
      caseNumber: text(search.caseNumber, { maxLength: 200 }),
      caseId: positiveInt(search.caseId),
    }),
  loaderDeps: ({ search }) => ({ template: search.template }),
  loader: async ({ context, deps }) =>
    deps.template
      ? context.queryClient.prefetchQuery((await import('../features/templates/api/get-template')).getTemplateQueryOptions(deps.template))
      : context.queryClient.prefetchQuery((await import('../features/templates/api/get-templates')).getTemplatesQueryOptions()),
  component: lazyRouteComponent(() => import('./routes/templates'), 'TemplatesRoute'),
});

const caseDetailRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/case-detail/$id',
  head: ({ params }) => ({ meta: [{ title: pageTitle(`Case ${params.id}`) }] }),
  component: lazyRouteComponent(() => import('./routes/case-detail'), 'CaseDetailRoute'),
});

// The case's event history: the auditor's replay (auditor, admin, owner; the server enforces it).
const caseHistoryRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/case-detail/$id/history',
  head: ({ params }) => ({ meta: [{ title: pageTitle(`Case ${params.id} history`) }] }),
  validateSearch: (search: Record<string, unknown>) => optional({ event: positiveInt(search.event) }),
  component: lazyRouteComponent(() => import('./routes/case-history'), 'CaseHistoryRoute'),
});

const caseHistoryLookupRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/case-history',
  head: titled('Case History'),
  // The auditor's case list: search words, status and page live in the address.
  validateSearch: (search: Record<string, unknown>) =>
    optional({
      q: text(search.q, { maxLength: 100 }),
      status: oneOf(search.status, ['pending', 'submitted', 'in-review', 'completed']),
      page: positiveInt(search.page),
    }),
  component: lazyRouteComponent(() => import('./routes/case-history-lookup'), 'CaseHistoryLookupRoute'),
});

const adminRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/admin',
  head: titled('Administration'),
  loader: async ({ context }) => {
    if (context.user.role === 'admin') {
      const [{ getStaffUsersQueryOptions }, { getOutboxQueryOptions }] = await Promise.all([
        import('../features/admin/api/get-staff-users'),
        import('../features/notifications/api/get-outbox'),
      ]);
      await context.queryClient.ensureQueryData(getStaffUsersQueryOptions());
      void context.queryClient.prefetchQuery(getOutboxQueryOptions());
    }
  },
  component: lazyRouteComponent(() => import('./routes/admin'), 'AdminRoute'),
});

export const routeTree = rootRoute.addChildren([
  authRoute,
  verifyEmailRoute,
  resetPasswordRoute,
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
    templatesRoute,
    caseDetailRoute,
    caseHistoryRoute,
    caseHistoryLookupRoute,
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
