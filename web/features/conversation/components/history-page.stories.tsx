import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ChatMessage } from '../../../../modules/conversation/contract';
import { HistoryPage, type HistoryPageProps, type HistoryTab } from './history-page';
import { conversation, freezeStoryClock, minutesAgo } from './story-fixtures';

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

const older: ChatMessage[] = [
  { id: 'o1', content: 'What does a background check include?', isUser: true, createdAt: minutesAgo(60 * 26) },
  { id: 'o2', content: '**Background checks**\n- Criminal records', isUser: false, createdAt: minutesAgo(60 * 26 - 1) },
  { id: 'o3', content: 'Is it legal to put a GPS tracker on my own car?', isUser: true, createdAt: minutesAgo(60 * 24 * 12) },
];

const meta = {
  title: 'Conversation/History page',
  component: HistoryPage,
  args: {
    tab: 'chat',
    onTabChange: fn(),
    // The real tab is the escalations feature's list (see the Screens stories).
    escalationRequests: <p>Escalation requests appear here.</p>,
  },
  parameters: { queryData: [[['/api/messages'], [...older, ...conversation]]] },
  beforeEach: freezeStoryClock,
  render: (args) => <HistoryWithTabs {...args} />,
} satisfies Meta<typeof HistoryPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ChatHistory: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Chat History' })).toHaveAttribute('aria-selected', 'true');
    const days = canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    await expect(days.slice(0, 2)).toEqual(['Today', 'Yesterday']);
    await expect(days).toHaveLength(3);
    // Only the user's questions, newest first, with a relative time.
    const today = within(canvas.getByRole('region', { name: 'Today' }));
    await expect(today.getAllByRole('listitem').map((li) => li.querySelector('p')?.textContent)).toEqual([
      'Can a private investigator look at his phone records?',
      'My brother has not answered his phone for three days. What should I do?',
    ]);
    await expect(today.getByText('3 minutes ago')).toBeVisible();
    await expect(canvas.queryByText(/Background checks/)).toBeNull();
  },
};

export const ChatHistoryEmpty: Story = {
  parameters: { queryData: [[['/api/messages'], []]] },
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
