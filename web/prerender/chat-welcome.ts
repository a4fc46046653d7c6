// The pre-rendered chat (/) shows its log's skeleton: the welcome card is right only for a user
// with no messages, which the HTML cannot know. This small script (its own file: the Content-
// Security-Policy allows no inline script; in the head, before the app's scripts, so its request
// goes out before theirs) asks GET /api/messages at once, and when the answer is an empty
// conversation shows the welcome card the HTML carries hidden in place of the skeleton. The app's
// first render then puts the same card at the same place (web/main.tsx), so the largest paint is
// this one, not one after the whole app has loaded and asked again
// (docs/decisions/0024-page-weight.md). Anything else (messages, signed out, an error, the app
// already rendered) changes nothing: the app shows what it shows.
//
// It asks GET /api/session first, which answers 200 either way: a signed-out visitor of / (sent on
// to /auth) must not see a failed request (a 401 from GET /api/messages) in the console.
const getJson = (url: string) =>
  fetch(url, { credentials: 'include', headers: { Accept: 'application/json' } })
    .then((response) => (response.ok ? (response.json() as Promise<unknown>) : null))
    .catch(() => null);

// `/?c=<id>` opens a conversation of the user's choosing (issue 27), which GET /api/messages (the
// latest one) does not describe: the app shows it.
const namesConversation = new URLSearchParams(window.location.search).has('c');

const answer = getJson('/api/session').then((session) => {
  const signedIn = typeof session === 'object' && session !== null && 'user' in session && session.user !== null;
  return signedIn && !namesConversation ? getJson('/api/messages') : null;
});

const WELCOME = '#prerender [data-prerender-welcome]';

/** Shows the card in place of the skeleton; false when the markup is not (or no longer) there. */
function showWelcome(): boolean {
  const welcome = document.querySelector<HTMLElement>(WELCOME);
  const log = welcome?.parentElement;
  if (!welcome || !log) return false;
  log.querySelector(':scope > [role="status"]')?.remove();
  welcome.hidden = false;
  return true;
}

void answer.then((messages) => {
  if (!Array.isArray(messages) || messages.length > 0) return;
  if (showWelcome() || document.readyState !== 'loading') return;
  // The answer came before the HTML's #root was parsed: show the card as soon as it is.
  const observer = new MutationObserver(() => {
    if (showWelcome()) observer.disconnect();
  });
  observer.observe(document.documentElement, { childList: true, subtree: true });
  document.addEventListener('DOMContentLoaded', () => observer.disconnect(), { once: true });
});
