import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { answerGate, sentBodies, sentQueries } from '../../../../.storybook/mock-fetch';
import { CONVERSATION_MESSAGES, CONVERSATION_TITLE_MAX } from '../../../../modules/conversation/contract';
import { ConversationPanel } from './conversation-panel';
import { CONVERSATION_IDS, conversations, freezeStoryClock } from './story-fixtures';

const meta = {
  title: 'Conversation/Conversation panel',
  component: ConversationPanel,
  args: { activeId: CONVERSATION_IDS.missing, onOpen: fn() },
  parameters: { queryData: [[['/api/conversations', ''], conversations]] },
  beforeEach: freezeStoryClock,
  render: (args) => (
    <main style={{ display: 'flex', height: 560, maxWidth: 300 }}>
      <aside className="cb-chat-aside" aria-labelledby="cb-conversations-title">
        <ConversationPanel {...args} />
      </aside>
    </main>
  ),
} satisfies Meta<typeof ConversationPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Several conversations, newest first; the open one is marked. */
export const Several: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const items = canvas.getAllByTestId('conversation-item');
    await expect(items.map((li) => li.querySelector('.cb-conv-title')?.textContent)).toEqual(conversations.map((c) => c.title));
    await expect(within(items[0]!).getByText('2 minutes ago')).toBeVisible();
    await expect(within(items[0]!).getByRole('link')).toHaveAttribute('aria-current', 'page');
    await expect(within(items[1]!).getByRole('link')).not.toHaveAttribute('aria-current');
    await userEvent.click(within(items[1]!).getByRole('link'));
    await expect(args.onOpen).toHaveBeenCalledWith(CONVERSATION_IDS.gps);
    // Each has a menu: Rename, the two exports (links to the file), Delete; arrows move, Esc closes.
    const menuButton = within(items[1]!).getByRole('button', { name: 'Actions for GPS tracker on my own car' });
    await userEvent.click(menuButton);
    const menu = await canvas.findByRole('menu');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((m) => m.textContent),
    ).toEqual(['Rename', 'Export as Markdown', 'Export as PDF', 'Delete']);
    await expect(within(menu).getByRole('menuitem', { name: 'Export as PDF' })).toHaveAttribute(
      'href',
      `/api/conversations/${CONVERSATION_IDS.gps}/export?format=pdf`,
    );
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Rename' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Export as Markdown' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('menu')).toBeNull();
    await expect(menuButton).toHaveFocus();
  },
};

export const Empty: Story = {
  parameters: { queryData: [[['/api/conversations', ''], []]] },
  args: { activeId: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No conversations yet. Ask a question to start one.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'New chat' })).toBeEnabled();
  },
};

/** A search asks the server after a pause in typing; each match shows its snippet, the match marked. */
export const Searching: Story = {
  parameters: {
    api: {
      'GET /api/conversations': {
        body: [
          { ...conversations[0]!, snippet: '…can a private investigator look at his «phone» records? <b>not bold</b>' },
          { ...conversations[1]!, snippet: '«Phone» or car: a tracker needs consent' },
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search conversations' }), 'phone');
    await waitFor(() => expect(canvas.getAllByTestId('conversation-snippet')).toHaveLength(2));
    await expect(sentQueries('GET', '/api/conversations').map((q) => q.get('q'))).toEqual(['phone']);
    const [first] = canvas.getAllByTestId('conversation-snippet');
    await expect(first!.querySelector('mark')?.textContent).toBe('phone');
    await expect(first!.textContent).toContain('<b>not bold</b>');
    await expect(first!.querySelector('b')).toBeNull();
    await expect(canvas.getByRole('list', { name: 'Conversations matching “phone”' })).toBeVisible();
  },
};

const search = answerGate();

/** While a search is on its way the last list stays, named after what it answers and marked busy. */
export const SearchInFlight: Story = {
  parameters: {
    api: {
      'GET /api/conversations': () => ({
        body: [{ ...conversations[1]!, snippet: '«Phone» or car: a tracker needs consent' }],
        heldUntil: search.held(),
      }),
    },
  },
  beforeEach: () => search.reset(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search conversations' }), 'phone');
    // The answer is held until the list on its way has been read.
    await waitFor(() => expect(sentQueries('GET', '/api/conversations').map((q) => q.get('q'))).toEqual(['phone']));
    const stale = canvas.getByRole('list', { name: 'Conversations' });
    await expect(stale).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getAllByTestId('conversation-item')).toHaveLength(conversations.length);
    await expect(canvas.queryByRole('list', { name: 'Conversations matching “phone”' })).toBeNull();
    search.release();
    const found = await canvas.findByRole('list', { name: 'Conversations matching “phone”' });
    await expect(found).not.toHaveAttribute('aria-busy');
    await expect(canvas.getAllByTestId('conversation-item')).toHaveLength(1);
  },
};

export const SearchFindsNothing: Story = {
  parameters: { api: { 'GET /api/conversations': { body: [] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search conversations' }), 'subpoena');
    await expect(await canvas.findByText('No conversations match “subpoena”.')).toBeVisible();
  },
};

/** Rename in place: the contract's messages first, then the server's answer. */
export const Rename: Story = {
  parameters: {
    api: {
      [`PATCH /api/conversations/${CONVERSATION_IDS.gps}`]: { body: { ...conversations[1]!, title: 'Tracker question' } },
      'GET /api/conversations': { body: [conversations[0]!, { ...conversations[1]!, title: 'Tracker question' }] },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for GPS tracker on my own car' }));
    await userEvent.click(await canvas.findByRole('menuitem', { name: 'Rename' }));
    const field = await canvas.findByRole('textbox', { name: 'Conversation title' });
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.clear(field);
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(CONVERSATION_MESSAGES.titleRequired);
    await userEvent.type(field, 'x'.repeat(CONVERSATION_TITLE_MAX + 1));
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(CONVERSATION_MESSAGES.titleTooLong);
    await expect(sentBodies('PATCH', `/api/conversations/${CONVERSATION_IDS.gps}`)).toEqual([]);
    await userEvent.clear(field);
    await userEvent.type(field, 'Tracker question{Enter}');
    await expect(await canvas.findByRole('link', { name: /Tracker question/ })).toBeVisible();
    await expect(sentBodies('PATCH', `/api/conversations/${CONVERSATION_IDS.gps}`)).toEqual([{ title: 'Tracker question' }]);
  },
};

/** Delete asks first; the open conversation deleted, the chat goes to the latest one. */
export const Delete: Story = {
  parameters: {
    api: {
      [`DELETE /api/conversations/${CONVERSATION_IDS.missing}`]: { status: 204 },
      'GET /api/conversations': { body: conversations.slice(1) },
      'GET /api/messages': { body: [] },
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const title = conversations[0]!.title;
    await userEvent.click(canvas.getByRole('button', { name: `Actions for ${title}` }));
    await userEvent.click(await canvas.findByRole('menuitem', { name: 'Delete' }));
    const question = await canvas.findByRole('group', { name: `Delete “${title}”? Its messages are deleted too.` });
    await expect(within(question).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(question).getByRole('button', { name: 'Delete' }));
    await expect(await body(canvasElement).findByText('Conversation deleted')).toBeInTheDocument();
    await waitFor(() => expect(canvas.getAllByTestId('conversation-item')).toHaveLength(conversations.length - 1));
    await expect(args.onOpen).toHaveBeenCalledWith(undefined);
  },
};

/** New chat: an empty conversation, opened at once. */
export const NewChat: Story = {
  parameters: {
    api: {
      'POST /api/conversations': {
        status: 201,
        body: {
          id: '7b7b7b7b-1111-4222-8333-944444444444',
          title: 'New conversation',
          createdAt: new Date().toISOString(),
          updatedAt: new Date().toISOString(),
          messageCount: 0,
        },
      },
      'GET /api/conversations': { body: conversations },
      'GET /api/messages': { body: [] },
    },
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'New chat' }));
    await waitFor(() => expect(args.onOpen).toHaveBeenCalledWith('7b7b7b7b-1111-4222-8333-944444444444'));
    await expect(sentBodies('POST', '/api/conversations')).toEqual([{}]);
  },
};
