import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from 'antd';
import { Tag } from '../../../components/ui/tag';
import { expect, fn, userEvent, waitFor, within, type Mock } from 'storybook/test';
import { sentBodies } from '../../../../.storybook/mock-fetch';
import { MESSAGES, type ChatMessage } from '../../../../modules/conversation/contract';
import { CHAT_PLACEHOLDER } from './chat-input';
import { ChatPage } from './chat-page';
import {
  chatData,
  CONVERSATION_IDS,
  conversation,
  conversations,
  freeUsage,
  gpsConversation,
  MARKUP_REPLY,
  freezeStoryClock,
  minutesAgo,
  MODEL_REPLY,
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
    // The real slots are billing's plan badge, the escalations feature's button and a link to
    // Subscription (see the Screens stories); stand-ins keep these stories to the chat.
    planBadge: <Tag>Free Trial</Tag>,
    escalateAction: <Button disabled>Escalate to Investigator</Button>,
    upgradeLink: <a href="/subscription">Upgrade to Premium</a>,
    onUpgrade: fn(),
  },
  parameters: { queryData: chatData([]) },
  // The Markdown renderer is a lazy chunk: loaded before each story, so answers render at once.
  beforeEach: async () => {
    await import('./assistant-markdown');
    return freezeStoryClock();
  },
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
    await expect(
      within(chips)
        .getAllByRole('listitem')
        .map((li) => li.textContent?.trim()),
    ).toEqual(['Case Analysis', 'Document Review', 'Research']);
    await expect(canvas.getByPlaceholderText('Ask about your investigation...')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
    await expect(canvas.getByText('12 of 20 free messages left today')).toBeVisible();
    await expect(canvas.getByText(/Chat is powered by AI/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Clear messages' })).toBeDisabled();
  },
};

/** The capability chips are buttons: each starts a question in the message box, to finish and send. */
export const WelcomeChipStartsAQuestion: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Message' });
    await userEvent.click(canvas.getByRole('button', { name: 'Research' }));
    await expect(input).toHaveValue('What does the law in my state say about ');
    await waitFor(() => expect(input).toHaveFocus());
    await userEvent.type(input, 'recording a phone call?');
    await expect(input).toHaveValue('What does the law in my state say about recording a phone call?');
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Case Analysis' }));
    await expect(input).toHaveValue('What are the strengths and weaknesses of my case? Here is what happened: ');
  },
};

export const Conversation: Story = {
  parameters: { queryData: chatData(conversation) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const log = canvas.getByRole('log', { name: 'Conversation' });
    await expect(await within(log).findByRole('heading', { level: 3, name: 'Finding a missing adult' })).toBeVisible();
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

/** An answer as a real model writes it: Markdown links, code, a table; raw HTML stays text. */
export const ModelAnswer: Story = {
  parameters: {
    queryData: chatData([
      { id: 'q', content: 'Which states need all-party consent to record a call?', isUser: true, createdAt: minutesAgo(2) },
      { id: 'a', content: MODEL_REPLY, isUser: false, createdAt: minutesAgo(1) },
    ]),
  },
  play: async ({ canvasElement }) => {
    const log = within(canvasElement).getByRole('log', { name: 'Conversation' });
    await expect(await within(log).findByRole('heading', { level: 3, name: 'Recording consent' })).toBeVisible();
    const table = within(log).getByRole('region', { name: 'Table' });
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expect(within(table).getByRole('columnheader', { name: 'Consent' })).toBeVisible();
    const link = within(log).getByRole('link', { name: 'Reporters Committee guide' });
    await expect(link).toHaveAttribute('href', 'https://www.rcfp.org/reporters-recording-guide/');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(within(log).queryByRole('link', { name: 'this form' })).toBeNull();
    await expect(log.querySelector('pre code')?.textContent).toContain('Consent given by');
    await expect(log.querySelector('script, iframe')).toBeNull();
    await expect(log.textContent).toContain('<iframe src="https://evil.example"></iframe>');
    // The table scrolls inside the bubble, never the page.
    const bubble = table.closest<HTMLElement>('.cb-chat-bubble')!;
    await expect(table.getBoundingClientRect().right).toBeLessThanOrEqual(bubble.getBoundingClientRect().right + 1);
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
    api: {
      'POST /api/messages/stream': () => sseResponse(replyEvents(question, MARKUP_REPLY, { done: false }).slice(0, 8), { open: true }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ask(canvasElement);
    const heading = await canvas.findByRole('heading', { level: 3, name: 'Finding a missing adult' }, { timeout: 5000 });
    await expect(heading).toBeVisible();
    await waitFor(() => expect(canvas.getByText(/When an adult goes missing, the first/)).toBeVisible(), { timeout: 5000 });
    await expect(canvas.queryByText('Analyzing your request...')).toBeNull();
    // Once the reply is being written, Send is Stop.
    await expect(canvas.getByRole('button', { name: 'Stop' })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: 'Send' })).toBeNull();
    await expect(canvas.getByRole('log', { name: 'Conversation' })).toHaveAttribute('aria-busy', 'true');
  },
};

const STOPPED_TEXT = MARKUP_REPLY.slice(0, 72);
const stoppedReply: ChatMessage = { id: REPLY_ID, content: STOPPED_TEXT, isUser: false, createdAt: minutesAgo(0), stopped: true };

/** A reply being written, and the calls Stop makes: the stop, then the conversation read again. */
const stoppableReply = {
  'POST /api/messages/stream': () => sseResponse(replyEvents(question, MARKUP_REPLY, { done: false }).slice(0, 8), { open: true }),
  [`POST /api/messages/stream/${REPLY_ID}/stop`]: { body: { assistantMessage: stoppedReply } },
  'GET /api/messages': { body: [question, stoppedReply] },
  'GET /api/messages/usage': { body: freeUsage },
  'GET /api/conversations': { body: [] },
};

/** Stop: the reply ends with what had arrived, kept on screen with a 'Stopped' note; Send is back. */
export const StopKeepsWhatArrived: Story = {
  parameters: { api: stoppableReply },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ask(canvasElement);
    await waitFor(() => expect(canvas.getByText(/When an adult goes missing/)).toBeVisible(), { timeout: 5000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Stop' }));
    await expect(await canvas.findByTestId('stopped-note')).toHaveTextContent('Stopped');
    await expect(fetchCalls('POST', `/api/messages/stream/${REPLY_ID}/stop`)).toHaveLength(1);
    // What had arrived stays; nothing after it. Found when it comes: the Markdown renderer is a lazy
    // child, and the text waited for above also matches its plain-text fallback.
    await expect(await canvas.findByRole('heading', { level: 3, name: 'Finding a missing adult' })).toBeVisible();
    await expect(canvas.queryByText(/Next steps/)).toBeNull();
    await expect(canvas.getByText(QUESTION)).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Send' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('');
  },
};

/** Esc stops the reply as the Stop button does. */
export const EscapeStops: Story = {
  parameters: { api: stoppableReply },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ask(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Stop' }, { timeout: 5000 })).toHaveAttribute('aria-keyshortcuts', 'Escape');
    await userEvent.keyboard('{Escape}');
    await expect(await canvas.findByTestId('stopped-note')).toBeVisible();
    await expect(fetchCalls('POST', `/api/messages/stream/${REPLY_ID}/stop`)).toHaveLength(1);
  },
};

/** A reply the user stopped earlier: its text as it was, with the note. */
export const StoppedMessage: Story = {
  parameters: { queryData: chatData([question, { ...stoppedReply, createdAt: minutesAgo(0) }]) },
  play: async ({ canvasElement }) => {
    const log = within(canvasElement).getByRole('log', { name: 'Conversation' });
    await expect(within(log).getByTestId('stopped-note')).toHaveTextContent('Stopped');
    await expect(await within(log).findByRole('heading', { level: 3, name: 'Finding a missing adult' })).toBeVisible();
  },
};

const regeneratedQuestion: ChatMessage = {
  id: 'm5',
  content: conversation[2]!.content,
  isUser: true,
  createdAt: minutesAgo(1),
  regenerateOf: 'm3',
  conversationId: CONVERSATION_IDS.missing,
};
const regeneratedAnswer: ChatMessage = {
  id: 'm6',
  content: '**Phone records, again**\nOnly with a subpoena in a lawsuit, or the account holder’s consent.',
  isUser: false,
  createdAt: minutesAgo(0),
  conversationId: CONVERSATION_IDS.missing,
};

/** A regenerated answer: the question is not shown twice, a divider sits above the new answer. */
export const RegeneratedAnswer: Story = {
  parameters: { queryData: chatData([...conversation, regeneratedQuestion, regeneratedAnswer]) },
  play: async ({ canvasElement }) => {
    const log = within(canvasElement).getByRole('log', { name: 'Conversation' });
    await expect(within(log).getAllByText(conversation[2]!.content)).toHaveLength(1);
    await expect(within(log).getByTestId('regenerated-divider')).toHaveTextContent('Regenerated answer');
    await expect(await within(log).findByRole('heading', { level: 3, name: 'Phone records, again' })).toBeVisible();
    // Both answers are kept; only the last one offers Regenerate, every one offers Copy.
    await expect(within(log).getAllByRole('button', { name: 'Copy answer' })).toHaveLength(3);
    await expect(within(log).getAllByRole('button', { name: 'Regenerate answer' })).toHaveLength(1);
    const rows = [...log.children].map((el) => el.getAttribute('data-testid'));
    await expect(rows.slice(-3)).toEqual(['chat-message', 'regenerated-divider', 'chat-message']);
  },
};

/** Regenerate: the last question is asked again and the new answer streams in below the old one. */
export const RegenerateStreams: Story = {
  parameters: {
    queryData: chatData(conversation),
    api: {
      [`POST /api/conversations/${CONVERSATION_IDS.missing}/regenerate`]: () =>
        sseResponse(replyEvents(regeneratedQuestion, regeneratedAnswer.content, { chunk: 30 }), { pauseMs: 10 }),
      'GET /api/messages': { body: [...conversation, regeneratedQuestion, { ...regeneratedAnswer, id: REPLY_ID }] },
      'GET /api/messages/usage': { body: freeUsage },
      'GET /api/conversations': { body: conversations },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const log = canvas.getByRole('log', { name: 'Conversation' });
    await userEvent.click(within(log).getByRole('button', { name: 'Regenerate answer' }));
    await expect(await within(log).findByTestId('regenerated-divider')).toBeVisible();
    await expect(await within(log).findByRole('heading', { level: 3, name: 'Phone records, again' }, { timeout: 5000 })).toBeVisible();
    await expect(fetchCalls('POST', `/api/conversations/${CONVERSATION_IDS.missing}/regenerate`)).toHaveLength(1);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Send' })).toBeVisible());
    // The old answer stays; the question shows once.
    await expect(within(log).getByRole('heading', { level: 3, name: 'Phone records' })).toBeVisible();
    await expect(within(log).getAllByText(conversation[2]!.content)).toHaveLength(1);
  },
};

/** Copy puts the answer's text on the clipboard and says so. */
export const CopyAnswer: Story = {
  parameters: { queryData: chatData(conversation) },
  beforeEach: () => {
    const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: fn(async () => {}) }, configurable: true });
    return () => {
      if (original) Object.defineProperty(navigator, 'clipboard', original);
      else delete (navigator as { clipboard?: unknown }).clipboard;
    };
  },
  play: async ({ canvasElement }) => {
    const log = within(canvasElement).getByRole('log', { name: 'Conversation' });
    const copies = within(log).getAllByRole('button', { name: 'Copy answer' });
    await expect(copies).toHaveLength(2);
    await userEvent.click(copies[1]!);
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(conversation[3]!.content);
    await expect(await body(canvasElement).findByText('Copied')).toBeInTheDocument();
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
    // Found when it comes: the reply's Markdown is rendered by a lazy child.
    await expect(await canvas.findByRole('heading', { level: 3, name: 'Next steps' })).toBeVisible();
    await expect(canvas.getAllByTestId('chat-message')).toHaveLength(2);
    await expect(canvas.getByRole('status')).toHaveTextContent('');
  },
};

/** The allowance ran out elsewhere (another device): the server refuses, and the chat catches up. */
export const QuotaReached: Story = {
  parameters: (() => {
    let refused = false;
    return {
      queryData: chatData(conversation),
      api: {
        'POST /api/messages/stream': () => {
          refused = true;
          return { status: 429, body: { message: MESSAGES.quota, code: 'TOO_MANY_REQUESTS' } };
        },
        'GET /api/messages': { body: conversation },
        'GET /api/messages/usage': () => ({ body: refused ? { ...freeUsage, usedToday: 20, remainingToday: 0 } : freeUsage }),
      },
    };
  })(),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await ask(canvasElement, 'One more question');
    await expect(await body(canvasElement).findByText('Message failed')).toBeInTheDocument();
    await expect(body(canvasElement).getByText('AI service quota exceeded. Please contact support to upgrade.')).toBeInTheDocument();
    // Rolled back: the list is the server's again, and the words are back in the input.
    await waitFor(() => expect(canvas.getAllByTestId('chat-message')).toHaveLength(conversation.length));
    await expect(canvas.queryByText('One more question', { selector: '.cb-chat-text' })).toBeNull();
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveValue('One more question');
    await expect(await canvas.findByText('0 of 20 free messages left today')).toBeVisible();
    // The toast offers the way to Premium; the composer says why Send is off.
    await userEvent.click(body(canvasElement).getByRole('button', { name: 'Upgrade to Premium' }));
    await expect(args.onUpgrade).toHaveBeenCalledTimes(1);
    await expect(await canvas.findByTestId('quota-reached')).toHaveTextContent(
      /You have used today’s 20 free messages\. Upgrade to Premium for unlimited answers/,
    );
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
  },
};

/** At '0 of 20 free messages left' Send is off from the start, with the way to Subscription. */
export const NoMessagesLeft: Story = {
  parameters: { queryData: chatData(conversation, { ...freeUsage, usedToday: 20, remainingToday: 0 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('0 of 20 free messages left today')).toBeVisible();
    const note = canvas.getByTestId('quota-reached');
    await expect(within(note).getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute('href', '/subscription');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), 'One more question');
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    await expect(fetchCalls('POST', '/api/messages/stream')).toHaveLength(0);
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
    queryData: chatData([
      question,
      { id: REPLY_ID, content: MARKUP_REPLY.slice(0, 30), isUser: false, createdAt: minutesAgo(0), streaming: true },
    ]),
    api: {
      [`GET /api/messages/stream/${REPLY_ID}`]: () =>
        sseResponse(replyEvents(question, MARKUP_REPLY, { from: 30, chunk: 50 }), { pauseMs: 10 }),
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
    const popover = question.closest<HTMLElement>('.ant-popconfirm')!;
    const popup = within(popover);
    // The popover zooms in: visible once its motion ends (slower on a loaded machine).
    await waitFor(() => expect(popup.getByText(/escalation requests are kept/)).toBeVisible(), { timeout: 10_000 });
    // It opens below the button and keeps clear of the window's right edge.
    const button = canvas.getByRole('button', { name: 'Clear messages' }).getBoundingClientRect();
    const box = popover.getBoundingClientRect();
    await expect(box.top).toBeGreaterThanOrEqual(button.bottom);
    await expect(box.right).toBeLessThanOrEqual(button.right + 16);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth - 16);
    await expect(fetchCalls('DELETE', '/api/messages')).toHaveLength(0);
    await userEvent.click(popup.getByRole('button', { name: 'Clear messages' }));
    const toast = await body(canvasElement).findByText('Messages cleared');
    await expect(toast).toBeInTheDocument();
    // The toast leaves the header's actions uncovered.
    const notice = toast.closest<HTMLElement>('.ant-notification-notice')!.getBoundingClientRect();
    for (const action of [
      canvas.getByRole('button', { name: 'Clear messages' }),
      canvas.getByRole('button', { name: 'Escalate to Investigator' }),
    ]) {
      const rect = action.getBoundingClientRect();
      const overlaps = notice.left < rect.right && rect.left < notice.right && notice.top < rect.bottom && rect.top < notice.bottom;
      await expect(overlaps, JSON.stringify({ notice, rect, width: window.innerWidth })).toBe(false);
    }
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
  parameters: {
    queryData: [],
    api: { 'GET /api/messages': { status: 500, body: { message: 'The database is unavailable', code: 'INTERNAL' } } },
  },
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

/** A phone of 390 × 844 (the brief's), which Storybook's own list does not have. */
const phone = {
  viewport: { options: { phone: { name: 'Phone 390 × 844', styles: { width: '390px', height: '844px' }, type: 'mobile' } } },
};

/** On a phone the placeholder fits the one-row box, the box grows to a few rows, and Send stays in reach. */
export const PhoneComposer: Story = {
  parameters: { queryData: chatData(conversation), ...phone },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;
    const style = getComputedStyle(box);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = box.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    await expect(context.measureText(CHAT_PLACEHOLDER).width).toBeLessThanOrEqual(room);
    const oneRow = box.getBoundingClientRect().height;
    await userEvent.type(box, 'First line{Shift>}{Enter}{/Shift}second{Shift>}{Enter}{/Shift}third');
    await waitFor(() => expect(box.getBoundingClientRect().height).toBeGreaterThan(oneRow * 1.8));
    const send = canvas.getByRole('button', { name: 'Send' }).getBoundingClientRect();
    await expect(send.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(send.bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeEnabled();
  },
};

/** On a phone the conversations are a drawer opened from the chat's header. */
export const PhoneDrawer: Story = {
  parameters: {
    queryData: [...chatData(conversation), [[`/api/conversations/${CONVERSATION_IDS.gps}/messages`], gpsConversation]],
    ...phone,
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('complementary')).toBeNull();
    const toggle = canvas.getByRole('button', { name: 'Show conversations' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    const drawer = await canvas.findByRole('dialog');
    await waitFor(() => expect(within(drawer).getByRole('button', { name: 'New chat' })).toBeVisible());
    const items = within(drawer).getAllByTestId('conversation-item');
    await expect(items).toHaveLength(conversations.length);
    // The latest conversation is the one open.
    await expect(within(items[0]!).getByRole('link')).toHaveAttribute('aria-current', 'page');
    // Opening another closes the drawer and shows it.
    await userEvent.click(within(drawer).getByRole('link', { name: /GPS tracker on my own car/ }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(await canvas.findByText('Is it legal to put a GPS tracker on my own car?')).toBeVisible();
  },
};
