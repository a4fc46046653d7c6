import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sentQueries } from '../../../../.storybook/mock-fetch';
import { HistoryPage, type HistoryPageProps, type HistoryTab } from './history-page';
import { CONVERSATION_IDS, conversations, freezeStoryClock } from './story-fixtures';

function HistoryWithTabs(props: HistoryPageProps) {
  const [tab, setTab] = useState<HistoryTab>(props.tab);
  return (
    <main>
      <HistoryPage
        {...props}
        tab={tab}
        onTabChange={(next) => {
          setTab(next);
          props.onTabChange(next);
        }}
      />
    </main>
  );
}

const meta = {
  title: 'Conversation/History page',
  component: HistoryPage,
  args: {
    tab: 'chat',
    onTabChange: fn(),
    onOpenConversation: fn(),
    // The real tab is the escalations feature's list (see the Screens stories).
    escalationRequests: <p>Escalation requests appear here.</p>,
  },
  parameters: { queryData: [[['/api/conversations', ''], conversations]] },
  beforeEach: freezeStoryClock,
  render: (args) => <HistoryWithTabs {...args} />,
} satisfies Meta<typeof HistoryPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ChatHistory: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Chat History' })).toHaveAttribute('aria-selected', 'true');
    const days = canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    await expect(days).toEqual(['Today', 'Yesterday']);
    // The conversations, newest first, each with its time and size; an empty one has no history.
    const today = within(canvas.getByRole('region', { name: 'Today' }));
    await expect(today.getAllByRole('link').map((a) => a.querySelector('.cb-history-title')?.textContent)).toEqual([
      'My brother has not answered his phone for three days',
      'GPS tracker on my own car',
    ]);
    await expect(today.getByText('2 minutes ago')).toBeVisible();
    await expect(today.getByText('4 messages')).toBeVisible();
    await expect(canvas.queryByText('New conversation')).toBeNull();
    // Each opens in the chat (its address is the chat's with the conversation named).
    const gps = today.getByRole('link', { name: /GPS tracker on my own car/ });
    await expect(gps).toHaveAttribute('href', `/?c=${CONVERSATION_IDS.gps}`);
    await userEvent.click(gps);
    await expect(args.onOpenConversation).toHaveBeenCalledWith(CONVERSATION_IDS.gps);
  },
};

/** The search asks the server (after a pause in typing) and shows each match's snippet as text. */
export const SearchingHistory: Story = {
  parameters: {
    api: {
      'GET /api/conversations': {
        body: [{ ...conversations[1]!, snippet: 'Is it legal to put a «GPS» tracker on my car? <script>alert(1)</script>' }],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search chat history' }), 'GPS');
    await waitFor(() => expect(canvas.getAllByTestId('history-conversation')).toHaveLength(1));
    await expect(sentQueries('GET', '/api/conversations').map((q) => q.get('q'))).toEqual(['GPS']);
    const snippet = canvas.getByTestId('conversation-snippet');
    await expect(snippet.querySelector('mark')?.textContent).toBe('GPS');
    await expect(snippet.textContent).toContain('<script>alert(1)</script>');
    await expect(snippet.querySelector('script')).toBeNull();
  },
};

export const ChatHistoryEmpty: Story = {
  parameters: { queryData: [[['/api/conversations', ''], [conversations[3]]]] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No chat history yet')).toBeVisible();
  },
};

export const EscalationTab: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Escalation Requests' }));
    await expect(await canvas.findByText('Escalation requests appear here.')).toBeVisible();
    await expect(args.onTabChange).toHaveBeenCalledWith('escalations');
  },
};
