import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Tag } from 'antd';
import { expect, userEvent, waitFor, within, type Mock } from 'storybook/test';
import { sentBodies, type MockRequest } from '../../../../.storybook/mock-fetch';
import { MESSAGES, type ChatMessage } from '../../../../modules/conversation/contract';
import { ChatPage } from './chat-page';
import {
  chatData,
  conversation,
  freeUsage,
  MARKUP_REPLY,
  minutesAgo,
  premiumUsage,
  REPLY_ID,
  replyEvents,
  sseResponse,
} from './story-fixtures';

const QUESTION = 'How do I find a missing person?';
const question: ChatMessage = { id: 'q1', content: QUESTION, isUser: true, createdAt: minutesAgo(0) };

const meta = {
  title: 'Conversation/Chat page',
  component: ChatPage,
  args: {
    // The real slots are billing's plan badge and the escalations feature's button (see the
    // Screens stories); stand-ins keep these stories to the chat.
    planBadge: <Tag>Free Trial</Tag>,
    escalateAction: <Button disabled>Escalate to Investigator</Button>,
  },
  parameters: { queryData: chatData([]) },
  render: (args) => (
    <main>
      <ChatPage {...args} />
    </main>
  ),
} satisfies Meta<typeof ChatPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const fetchCalls = (method: string, path: string) =>
  (globalThis.fetch as Mock<typeof fetch>).mock.calls.filter(([input, init]) => {
    const url = new URL(String(input instanceof Request ? input.url : input), window.location.origin);
    return url.pathname === path && (init?.method ?? 'GET').toUpperCase() === method;
  });

async function ask(canvasElement: HTMLElement, text = QUESTION) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), text);
  await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
}

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Welcome to Casebook AI' })).toBeVisible();
    const chips = canvas.getByRole('list', { name: 'What the assistant helps with' });
    await expect(within(chips).getAllByRole('listitem').map((li) => li.textContent?.trim())).toEqual([
      'Case Analysis',
      'Document Review',
      'Research',
    ]);
    await expect(canvas.getByPlaceholderText('Ask about your investigation...')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
    await expect(canvas.getByText('12 of 20 free messages left today')).toBeVisible();
    await expect(canvas.getByText(/Chat is powered by AI/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Clear messages' })).toBeDisabled();
  },
};

export const Conversation: Story = {
  parameters: { queryData: chatData(conversation) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const log = canvas.getByRole('log', { name: 'Conversation' });
    await expect(within(log).getByRole('heading', { level: 3, name: 'Finding a missing adult' })).toBeVisible();
    await expect(within(log).getByRole('heading', { level: 3, name: 'Next steps' })).toBeVisible();
    const items = within(log)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    await expect(items).toEqual([
      'Report it to the local police; there is no waiting period',
      'Gather recent photos and a description of clothing',
      'List the places and people they might contact',
      'File the police report and note its number',
      'Contact a licensed private investigator if the search stalls',
    ]);
    await expect(log.textContent).not.toContain('**');
    await expect(within(log).getAllByText('Casebook AI')).toHaveLength(2);
    // User messages sit on the right; the stagger is 0.1 s per message.
    const rows = [...log.querySelectorAll<HTMLElement>('[data-testid="chat-message"]')];
    await expect(rows.map((r) => r.classList.contains('cb-chat-row--user'))).toEqual([true, false, true, false]);
    await expect(getComputedStyle(rows[0]!).justifyContent).toBe('flex-end');
    await expect(rows.map((r) => r.style.animationDelay)).toEqual(['0s', '0.1s', '0.2s', '0.3s']);
    await expect(canvas.queryByTestId('welcome-card')).toBeNull();
  },
};

/** Sent, nothing written back yet: the optimistic message, the typing indicator, 'Sending...'. */
export const Thinking: Story = {
  parameters: { api: { 'POST /api/messages/stream': 'pending' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ask(canvasElement);
    await expect(await canvas.findByText('Analyzing your request...')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('AI is thinking...');
    await expect(canvas.getByText(QUESTION)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveValue('');
    await expect(sentBodies('POST', '/api/messages/stream')).toEqual([{ content: QUESTION }]);
  },
};

/** The reply grows as the deltas arrive; the stream is still open. */
export const StreamingReply: Story = {
  parameters: {
    api: { 'POST /api/messages/stream': () => sseResponse(replyEvents(question, MARKUP_REPLY, { done: false }).slice(0, 8), { open: true }) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ask(canvasElement);
    const heading = await canvas.findByRole('heading', { level: 3, name: 'Finding a missing adult' }, { timeout: 5000 });
    await expect(heading).toBeVisible();
    await waitFor(() => expect(canvas.getByText(/When an adult goes missing, the first/)).toBeVisible(), { timeout: 5000 });
    await expect(canvas.queryByText('Analyzing your request...')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await expect(canvas.getByRole('log', { name: 'Conversation' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The whole reply arrives; on done the list is fetched again from the server. */
export const ReplyCompletes: Story = {
  parameters: {
    api: {
      'POST /api/messages/stream': () => sseResponse(replyEvents(question, MARKUP_REPLY, { chunk: 40 }), { pauseMs: 10 }),
      'GET /api/messages': { body: [question, { id: REPLY_ID, content: MARKUP_REPLY, isUser: false, createdAt: minutesAgo(0) }] },
      'GET /api/messages/usage': { body: { ...freeUsage, usedToday: 9, remainingToday: 11 } },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ask(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Send' }, { timeout: 5000 })).toBeDisabled();
    await waitFor(() => expect(fetchCalls('GET', '/api/messages')).toHaveLength(1));
    await expect(await canvas.findByText('11 of 20 free messages left today')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Next steps' })).toBeVisible();
    await expect(canvas.getAllByTestId('chat-message')).toHaveLength(2);
    await expect(canvas.getByRole('status')).toHaveTextContent('');
  },
};

export const QuotaReached: Story = {
  parameters: {
    queryData: chatData(conversation),
    api: {
      'POST /api/messages/stream': { status: 429, body: { message: MESSAGES.quota, code: 'TOO_MANY_REQUESTS' } },
      'GET /api/messages': { body: conversation },
      'GET /api/messages/usage': { body: { ...freeUsage, usedToday: 20, remainingToday: 0 } },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ask(canvasElement, 'One more question');
    await expect(await body(canvasElement).findByText('Message failed')).toBeInTheDocument();
    await expect(body(canvasElement).getByText('AI service quota exceeded. Please contact support to upgrade.')).toBeInTheDocument();
    // Rolled back: the list is the server's again, and the words are back in the input.
    await waitFor(() => expect(canvas.getAllByTestId('chat-message')).toHaveLength(conversation.length));
    await expect(canvas.queryByText('One more question', { selector: '.cb-chat-text' })).toBeNull();
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveValue('One more question');
    await expect(await canvas.findByText('0 of 20 free messages left today')).toBeVisible();
  },
};

export const RateLimited: Story = {
  parameters: {
    api: {
      'POST /api/messages/stream': { status: 429, body: { message: MESSAGES.rate, code: 'TOO_MANY_REQUESTS' } },
      'GET /api/messages': { body: [] },
      'GET /api/messages/usage': { body: freeUsage },
    },
  },
  play: async ({ canvasElement }) => {
    await ask(canvasElement);
    await expect(await body(canvasElement).findByText('Too many requests. Please wait a moment and try again.')).toBeInTheDocument();
    await expect(await within(canvasElement).findByTestId('welcome-card')).toBeVisible();
  },
};

export const BlankIsNotSent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Message' });
    await userEvent.type(input, '   ');
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
    await userEvent.type(input, '{Enter}');
    await expect(sentBodies('POST', '/api/messages/stream')).toEqual([]);
    await expect(canvas.getByTestId('welcome-card')).toBeVisible();
  },
};

/** After a reload mid-reply: the draft is picked up from its length with ?lastEventId=. */
export const ResumesDraftAfterReload: Story = {
  parameters: {
    queryData: chatData([question, { id: REPLY_ID, content: MARKUP_REPLY.slice(0, 30), isUser: false, createdAt: minutesAgo(0), streaming: true }]),
    api: {
      [`GET /api/messages/stream/${REPLY_ID}`]: () => sseResponse(replyEvents(question, MARKUP_REPLY, { from: 30, chunk: 50 }), { pauseMs: 10 }),
      'GET /api/messages': { body: [question, { id: REPLY_ID, content: MARKUP_REPLY, isUser: false, createdAt: minutesAgo(0) }] },
      'GET /api/messages/usage': { body: freeUsage },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 3, name: 'Next steps' }, { timeout: 5000 })).toBeVisible();
    const [resume] = fetchCalls('GET', `/api/messages/stream/${REPLY_ID}`);
    await expect(String(resume![0])).toContain('?lastEventId=30');
    await expect(canvas.getByRole('heading', { level: 3, name: 'Finding a missing adult' })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Send' })).toBeVisible());
    // Each character once: the first heading appears a single time.
    await expect(canvas.getAllByText('Finding a missing adult')).toHaveLength(1);
  },
};

export const ClearMessages: Story = {
  parameters: {
    queryData: chatData(conversation),
    api: {
      'DELETE /api/messages': { status: 204 },
      'GET /api/messages': { body: [] },
      'GET /api/messages/usage': { body: freeUsage },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear messages' }));
    // Asks first; nothing is deleted until the user confirms.
    const question = await body(canvasElement).findByText('Clear all messages?');
    const popup = within(question.closest<HTMLElement>('.ant-popconfirm')!);
    await expect(popup.getByText(/escalation requests are kept/)).toBeVisible();
    await expect(fetchCalls('DELETE', '/api/messages')).toHaveLength(0);
    await userEvent.click(popup.getByRole('button', { name: 'Clear messages' }));
    await expect(await body(canvasElement).findByText('Messages cleared')).toBeInTheDocument();
    await expect(await canvas.findByTestId('welcome-card')).toBeVisible();
    await expect(fetchCalls('DELETE', '/api/messages')).toHaveLength(1);
  },
};

export const Premium: Story = {
  args: { planBadge: <Tag>Premium Active</Tag> },
  parameters: { queryData: chatData(conversation, premiumUsage) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/free messages left today/)).toBeNull();
  },
};

export const LoadFailed: Story = {
  parameters: { queryData: [], api: { 'GET /api/messages': { status: 500, body: { message: 'The database is unavailable', code: 'INTERNAL' } } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Could not load your conversation')).toBeVisible();
    await expect(canvas.getByText('The database is unavailable')).toBeVisible();
  },
};

export const Mobile: Story = {
  parameters: { queryData: chatData(conversation) },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
};
