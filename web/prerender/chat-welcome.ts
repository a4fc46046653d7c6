// The pre-rendered chat (/) shows its log's skeleton: the welcome card is right only for a user
// with no messages, which the HTML cannot know. This small script (its own file: the Content-
// Security-Policy allows no inline script) asks GET /api/messages as soon as the HTML is parsed,
// and when the answer is an empty conversation, shows the welcome card the HTML carries hidden in
// place of the skeleton. The app's first render then puts the same card at the same place
// (web/main.tsx), so the largest paint is this one, not one after the whole app has loaded and
// asked again (docs/decisions/0024-page-weight.md). Anything else (messages, signed out, an error,
// the app already rendered) changes nothing: the app shows what it shows.
const answer = fetch('/api/messages', { credentials: 'include', headers: { Accept: 'application/json' } })
  .then((response) => (response.ok ? (response.json() as Promise<unknown>) : null))
  .catch(() => null);

void answer.then((messages) => {
  if (!Array.isArray(messages) || messages.length > 0) return;
  const welcome = document.querySelector<HTMLElement>('#prerender [data-prerender-welcome]');
  const log = welcome?.parentElement;
  if (!welcome || !log) return;
  log.querySelector(':scope > [role="status"]')?.remove();
  welcome.hidden = false;
});
