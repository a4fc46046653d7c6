// The first screen of each main page, rendered at build time (scripts/prerender.ts) into that
// page's HTML, so the browser paints the page's title and static copy from the HTML instead of
// after ~250–400 KiB of script (docs/decisions/0014-web-bundle.md, "Third round").
//
// These are the app's own components, rendered with an empty query cache and no user: what a page
// shows before its data arrives (titles, intro text, forms, skeletons), never anything of a user's.
// The signed-in frame shows the menu every user has; the user panel and role-specific groups come
// with the app. The app renders into #root, which holds this markup, once the router has loaded the
// opened page (web/main.tsx): its first render replaces it with the same text at the same place and
// size, so nothing shifts and the largest paint stays the HTML's.
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterContextProvider } from '@tanstack/react-router';
import { AppProviders } from '../app/providers';
import { baseNavGroups } from '../app/nav';
import { AppShell } from '../components/app-shell';
import { AuthPage } from '../features/auth/components/auth-page';
import { CaseAnalysisPage, CaseTopBar } from '../features/casework/components/case-analysis-page';
import { CaseAnalysisTopLinks } from '../app/routes/case-analysis';
import { ChatRoute } from '../app/routes/chat';
import { WelcomeCard } from '../features/conversation/components/welcome-card';
import { DocumentsPage } from '../features/documents/components/documents-page';
import { FindMyPiRoute } from '../app/routes/find-my-pi';
import { OutcomePredictionRoute } from '../app/routes/outcome-prediction';
import { pageTitle } from '../lib/page-title';

export interface FirstScreen {
  /** The path the server sends this HTML for. */
  path: string;
  /** The route module (web/app/routes/<name>.tsx) whose stylesheets the page needs. */
  routes: string[];
  /** The tab's title, as the route's `head` gives it. */
  title: string;
  body: () => ReactNode;
}

const noop = () => {};

/** The signed-in frame around a page: the sidebar and the top bar both, CSS showing one by width. */
function SignedIn({ children }: { children: ReactNode }) {
  return (
    <AppShell layout="static" navGroups={baseNavGroups()} onSignOut={noop}>
      {children}
    </AppShell>
  );
}

export const FIRST_SCREENS: FirstScreen[] = [
  {
    path: '/auth',
    routes: ['auth'],
    title: pageTitle('Sign in'),
    body: () => <AuthPage tab="login" onTabChange={noop} onSignedIn={noop} />,
  },
  {
    path: '/',
    routes: ['app-layout', 'chat'],
    title: pageTitle('Chat'),
    body: () => (
      <SignedIn>
        <ChatRoute />
      </SignedIn>
    ),
  },
  {
    path: '/case-analysis',
    routes: ['app-layout', 'case-analysis'],
    title: pageTitle('Case Analysis'),
    body: () => (
      <SignedIn>
        <CaseAnalysisPage
          tab="submit"
          onTabChange={noop}
          onViewDetails={noop}
          renderPaymentForm={() => null}
          // The links the route gives the page's top bar (web/app/routes/case-analysis.tsx).
          topBar={<CaseTopBar links={<CaseAnalysisTopLinks />} onLogout={noop} loggingOut={false} />}
        />
      </SignedIn>
    ),
  },
  {
    path: '/document-intelligence',
    routes: ['app-layout', 'document-intelligence'],
    title: pageTitle('Document Intelligence'),
    body: () => (
      // The page itself: the route reads its search (a document to open), which needs the app's route tree.
      <SignedIn>
        <DocumentsPage />
      </SignedIn>
    ),
  },
  {
    path: '/find-my-pi',
    routes: ['app-layout', 'find-my-pi'],
    title: pageTitle('Find My PI'),
    body: () => (
      <SignedIn>
        <FindMyPiRoute />
      </SignedIn>
    ),
  },
  {
    path: '/outcome-prediction',
    routes: ['app-layout', 'outcome-prediction'],
    title: pageTitle('Outcome Prediction'),
    body: () => (
      <SignedIn>
        <OutcomePredictionRoute />
      </SignedIn>
    ),
  },
];

/**
 * The chat's welcome card for the pre-rendered chat, hidden: web/prerender/chat-welcome.ts shows
 * it once GET /api/messages says the conversation is empty. Without the card's test id (the app's
 * own card is the one tests look for).
 */
export function renderChatWelcome(): string {
  const html = renderToString(<WelcomeCard onStart={noop} />);
  const marked = html.replace(' data-testid="welcome-card"', ' hidden="" data-prerender-welcome=""');
  if (marked === html) throw new Error('prerender: the welcome card has no data-testid="welcome-card" to replace');
  return marked;
}

/** One first screen's markup and the antd styles it uses (as `<style>` tags). */
export function renderFirstScreen(screen: FirstScreen): { html: string; styles: string } {
  const cache = createCache();
  // A router with no routes: the pages' links and navigation hooks need one; nothing is loaded.
  const router = createRouter({ routeTree: createRootRoute(), history: createMemoryHistory({ initialEntries: [screen.path] }) });
  // Rendering on the server fetches nothing: queries stay pending, as in the browser before their answers.
  const queryClient = new QueryClient();
  const html = renderToString(
    <StyleProvider cache={cache}>
      <RouterContextProvider router={router}>
        <AppProviders queryClient={queryClient}>{screen.body()}</AppProviders>
      </RouterContextProvider>
    </StyleProvider>,
  );
  return { html, styles: extractStyle(cache) };
}
