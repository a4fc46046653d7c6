// The browser tab's title per route: every route gives `head: titled('Page')` (or a `head`
// function of its params and search), and the root route renders it, so the tab reads
// 'Page · Casebook'. A page no route matches (404) renders its own <title>.
export const APP_NAME = 'Casebook';

export function pageTitle(page: string): string {
  return `${page} · ${APP_NAME}`;
}

/** A route's `head` option: the page's title in the browser tab. */
export function titled(page: string) {
  return () => ({ meta: [{ title: pageTitle(page) }] });
}
