// History's 'Chat History' tab (issue 27): the conversations, not a list of questions.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { HistoryPage } from './history-page';
import { CONVERSATION_IDS, conversations, freezeStoryClock } from './story-fixtures';

let body: unknown = conversations;
let urls: string[] = [];
// The fixtures' times are relative to noon today: the clock reads noon too, whatever the hour the test runs.
let unfreeze: () => void = () => {};

beforeEach(() => {
  unfreeze = freezeStoryClock();
  body = conversations;
  urls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      urls.push(String(input));
      return new Response(JSON.stringify(body), { status: 200 });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  unfreeze();
});

function renderHistory() {
  const queryClient = createQueryClient();
  const onOpenConversation = vi.fn();
  render(
    <QueryClientProvider client={queryClient}>
      <ConfigProvider theme={{ token: { motion: false } }}>
        <HistoryPage tab="chat" onTabChange={vi.fn()} escalationRequests={null} onOpenConversation={onOpenConversation} />
      </ConfigProvider>
    </QueryClientProvider>,
  );
  return { onOpenConversation };
}

it('lists the conversations with their title, date and message count, each opening in the chat', async () => {
  const { onOpenConversation } = renderHistory();
  const items = await screen.findAllByTestId('history-conversation');
  // The empty conversation has no history to show.
  expect(items.map((li) => li.querySelector('.cb-history-title')?.textContent)).toEqual(
    conversations.filter((c) => c.messageCount > 0).map((c) => c.title),
  );
  const first = within(items[0]!);
  expect(first.getByText('4 messages')).toBeTruthy();
  expect(first.getByText(/ago$/).getAttribute('dateTime')).toBe(conversations[0]!.updatedAt);
  expect(urls).toEqual(['/api/conversations']);
  const gps = screen.getByRole('link', { name: /GPS tracker on my own car/ });
  expect(gps.getAttribute('href')).toBe(`/?c=${CONVERSATION_IDS.gps}`);
  await userEvent.click(gps);
  expect(onOpenConversation).toHaveBeenCalledWith(CONVERSATION_IDS.gps);
});

it('searches with the same search as the chat, the match marked', async () => {
  renderHistory();
  await screen.findAllByTestId('history-conversation');
  body = [{ ...conversations[2]!, snippet: 'a «background» check <script>x</script>' }];
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search chat history' }), 'background');
  const snippet = await screen.findByTestId('conversation-snippet', undefined, { timeout: 3000 });
  expect(snippet.querySelector('mark')?.textContent).toBe('background');
  expect(snippet.querySelector('script')).toBeNull();
  expect(urls.at(-1)).toBe('/api/conversations?q=background');
});

it('says so when there is no history', async () => {
  body = [conversations[3]];
  renderHistory();
  expect(await screen.findByText('No chat history yet')).toBeTruthy();
});
