// The chat with conversations (issue 27): where a message goes, Stop, Copy and Regenerate.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UNCONFIRMED_QUOTA_CODE, unconfirmedQuotaMessage, type ChatMessage } from '../../../../modules/conversation/contract';
import { ToastHost } from '../../../components/toast-host';
import { createQueryClient } from '../../../lib/query-client';
import { dismissToasts } from '../../../lib/toast';
import { ChatPage } from './chat-page';
import {
  CONVERSATION_IDS,
  conversation,
  conversations,
  freeUsage,
  gpsConversation,
  minutesAgo,
  REPLY_ID,
  replyEvents,
  sseResponse,
} from './story-fixtures';

type Answer = { status?: number; body?: unknown } | Response;
type Route = (body: unknown) => Answer;
let routes: Record<string, Route> = {};
let sent: { method: string; url: string; body: unknown }[] = [];

const json =
  (body: unknown, status = 200): Route =>
  () => ({ status, body });

beforeEach(() => {
  sent = [];
  routes = {
    'GET /api/conversations': json(conversations),
    'GET /api/messages': json(conversation),
    'GET /api/messages/usage': json(freeUsage),
    [`GET /api/conversations/${CONVERSATION_IDS.gps}/messages`]: json(gpsConversation),
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const url = String(input);
      const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      sent.push({ method, url, body });
      const route = routes[`${method} ${new URL(url, 'http://localhost').pathname}`];
      const answer = route ? route(body) : { status: 404, body: { message: `No route for ${method} ${url}` } };
      if (answer instanceof Response) return answer;
      const status = answer.status ?? 200;
      return new Response(status === 204 ? null : JSON.stringify(answer.body), { status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
});

afterEach(() => {
  act(() => dismissToasts());
  vi.unstubAllGlobals();
});

function renderChat(conversationId?: string) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
    mutations: { retry: false },
  });
  const onOpenConversation = vi.fn();
  render(
    <QueryClientProvider client={queryClient}>
      <ConfigProvider theme={{ token: { motion: false } }}>
        <ToastHost />
        <ChatPage conversationId={conversationId} onOpenConversation={onOpenConversation} />
      </ConfigProvider>
    </QueryClientProvider>,
  );
  return { onOpenConversation };
}

const calls = (method: string, path: string) =>
  sent.filter((s) => s.method === method && new URL(s.url, 'http://localhost').pathname === path);
const log = () => within(screen.getByRole('log', { name: 'Conversation' }));

async function ask(text: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: 'Message' }), text);
  await user.click(screen.getByRole('button', { name: 'Send' }));
  return user;
}

describe('where a message goes', () => {
  it('sends in the open conversation to its own stream, then reads it and the list again', async () => {
    const question: ChatMessage = { id: 'g3', content: 'And on my wife’s car?', isUser: true, createdAt: minutesAgo(0) };
    routes[`POST /api/conversations/${CONVERSATION_IDS.gps}/messages/stream`] = () => {
      routes[`GET /api/conversations/${CONVERSATION_IDS.gps}/messages`] = json([
        ...gpsConversation,
        question,
        { id: REPLY_ID, content: 'Only with her consent.', isUser: false, createdAt: minutesAgo(0) },
      ]);
      return sseResponse(replyEvents(question, 'Only with her consent.'), { pauseMs: 1 });
    };
    renderChat(CONVERSATION_IDS.gps);
    expect(await log().findByText('Is it legal to put a GPS tracker on my own car?')).toBeTruthy();
    // The panel marks the open conversation; the title heads its messages.
    expect(screen.getByRole('heading', { level: 2, name: 'GPS tracker on my own car' })).toBeTruthy();
    const listReads = calls('GET', '/api/conversations').length;
    await ask('And on my wife’s car?');
    expect(await log().findByText('Only with her consent.', undefined, { timeout: 5000 })).toBeTruthy();
    expect(calls('POST', `/api/conversations/${CONVERSATION_IDS.gps}/messages/stream`).map((c) => c.body)).toEqual([
      { content: 'And on my wife’s car?' },
    ]);
    expect(calls('POST', '/api/messages/stream')).toEqual([]);
    await waitFor(() => expect(calls('GET', '/api/conversations').length).toBeGreaterThan(listReads));
    expect(calls('GET', `/api/conversations/${CONVERSATION_IDS.gps}/messages`).length).toBeGreaterThan(1);
  });

  it('with no conversation yet (a new user), sends to the latest conversation and then lists it', async () => {
    const question: ChatMessage = { id: 'n1', content: 'Where do I start?', isUser: true, createdAt: minutesAgo(0) };
    let answered = false;
    routes['GET /api/conversations'] = () => ({ body: answered ? [{ ...conversations[0]!, title: 'Where do I start?' }] : [] });
    routes['GET /api/messages'] = () => ({ body: answered ? [question] : [] });
    routes['POST /api/messages/stream'] = () => {
      answered = true;
      return sseResponse(replyEvents(question, 'With the police report.'), { pauseMs: 1 });
    };
    renderChat();
    expect(await screen.findByText('No conversations yet. Ask a question to start one.')).toBeTruthy();
    await ask('Where do I start?');
    expect(await screen.findByRole('link', { name: /Where do I start\?/ }, { timeout: 5000 })).toBeTruthy();
    expect(calls('POST', '/api/messages/stream')).toHaveLength(1);
  });

  it('opens a conversation from the panel through the page’s handler', async () => {
    const { onOpenConversation } = renderChat();
    await userEvent.click(await screen.findByRole('link', { name: /GPS tracker on my own car/ }));
    expect(onOpenConversation).toHaveBeenCalledWith(CONVERSATION_IDS.gps);
  });
});

describe('the smaller allowance of an unconfirmed email (issue 29 M6)', () => {
  it('says to confirm the email, in the toast of a refused message and in the note by the locked composer', async () => {
    const words = unconfirmedQuotaMessage(5, 20);
    let refused = false;
    routes['GET /api/messages/usage'] = () => ({
      body: refused
        ? { ...freeUsage, usedToday: 5, dailyLimit: 5, remainingToday: 0, confirmedDailyLimit: 20 }
        : { ...freeUsage, usedToday: 4, dailyLimit: 5, remainingToday: 1, confirmedDailyLimit: 20 },
    });
    routes['POST /api/messages/stream'] = () => {
      refused = true;
      return { status: 429, body: { message: words, code: UNCONFIRMED_QUOTA_CODE } };
    };
    renderChat();
    expect(await screen.findByText('1 of 5 free messages left today')).toBeTruthy();
    await ask('One more question');
    expect(await screen.findByText('Message failed')).toBeTruthy();
    expect(screen.getByText(words)).toBeTruthy();
    expect(screen.queryByText('AI service quota exceeded. Please contact support to upgrade.')).toBeNull();
    const note = await screen.findByTestId('quota-reached');
    expect(note.textContent).toContain(words);
    expect(note.textContent).toMatch(/Or ask again after /);
    expect(screen.getByRole('button', { name: 'Send' }).hasAttribute('disabled')).toBe(true);
  });
});

describe('New chat', () => {
  it('keeps a message typed before the address names the new conversation', async () => {
    const created = { id: CONVERSATION_IDS.empty, title: 'New chat', createdAt: minutesAgo(0), updatedAt: minutesAgo(0), messageCount: 0 };
    let made = false;
    routes['POST /api/conversations'] = () => {
      made = true;
      return { status: 201, body: created };
    };
    routes['GET /api/conversations'] = () => ({ body: made ? [created, ...conversations] : conversations });
    routes['GET /api/messages'] = () => ({ body: made ? [] : conversation });
    routes[`GET /api/conversations/${CONVERSATION_IDS.empty}/messages`] = json([]);
    const queryClient = createQueryClient();
    queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false }, mutations: { retry: false } });
    const page = (conversationId?: string) => (
      <QueryClientProvider client={queryClient}>
        <ConfigProvider theme={{ token: { motion: false } }}>
          <ChatPage conversationId={conversationId} onOpenConversation={() => undefined} />
        </ConfigProvider>
      </QueryClientProvider>
    );
    const { rerender } = render(page());
    expect(await log().findByText(conversation[0]!.content)).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'New chat' }));
    // The list names the new conversation as the latest first: its welcome card shows, the address still has no id.
    expect(await screen.findByTestId('welcome-card')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Can I record a phone call?');
    // Then the address names it (the route's navigation): the same thread, the words still there.
    rerender(page(CONVERSATION_IDS.empty));
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveProperty('value', 'Can I record a phone call?');
    expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', false);
  });
});

describe('Stop', () => {
  it('asks the server to stop the reply and keeps the words that had arrived, marked Stopped', async () => {
    const question: ChatMessage = { id: 'q1', content: 'What is a skip trace?', isUser: true, createdAt: minutesAgo(0) };
    const partial = 'A skip trace finds a person who has ';
    routes['GET /api/messages'] = json([]);
    routes['GET /api/conversations'] = json([]);
    routes['POST /api/messages/stream'] = () =>
      sseResponse(replyEvents(question, partial, { chunk: 12, done: false }), { open: true, pauseMs: 1 });
    routes[`POST /api/messages/stream/${REPLY_ID}/stop`] = json({
      assistantMessage: { id: REPLY_ID, content: partial, isUser: false, createdAt: minutesAgo(0), stopped: true },
    });
    renderChat();
    const user = await ask('What is a skip trace?');
    await waitFor(() => expect(log().getByText(partial.trim())).toBeTruthy(), { timeout: 5000 });
    // While the reply is written, Send is Stop.
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
    routes['GET /api/messages'] = json([
      question,
      { id: REPLY_ID, content: partial, isUser: false, createdAt: minutesAgo(0), stopped: true },
    ]);
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    expect(await log().findByTestId('stopped-note')).toBeTruthy();
    expect(calls('POST', `/api/messages/stream/${REPLY_ID}/stop`)).toHaveLength(1);
    expect(log().getByText(partial.trim())).toBeTruthy();
    // The question stays (the send is not rolled back) and Send is back.
    expect(log().getByText('What is a skip trace?')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Send' })).toBeTruthy();
  });
});

describe('Copy', () => {
  it('puts an answer’s text on the clipboard and says so', async () => {
    const writeText = vi.fn(async () => {});
    const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    try {
      renderChat();
      const copies = await log().findAllByRole('button', { name: 'Copy answer' });
      expect(copies).toHaveLength(2);
      await userEvent.click(copies[0]!);
      expect(writeText).toHaveBeenCalledWith(conversation[1]!.content);
      expect(await screen.findByText('Copied')).toBeTruthy();
    } finally {
      if (original) Object.defineProperty(navigator, 'clipboard', original);
      else Reflect.deleteProperty(navigator, 'clipboard');
    }
  });
});

describe('Regenerate', () => {
  const again: ChatMessage = {
    id: 'm5',
    content: conversation[2]!.content,
    isUser: true,
    createdAt: minutesAgo(1),
    regenerateOf: 'm3',
    conversationId: CONVERSATION_IDS.missing,
  };
  const newAnswer = 'Only with a subpoena, or his consent.';

  it('shows a regenerated question as a divider, not a second bubble, and offers Regenerate on the last answer only', async () => {
    routes['GET /api/messages'] = json([
      ...conversation,
      again,
      { id: 'm6', content: newAnswer, isUser: false, createdAt: minutesAgo(0), conversationId: CONVERSATION_IDS.missing },
    ]);
    renderChat();
    expect(await log().findByText(newAnswer)).toBeTruthy();
    expect(log().getAllByText(conversation[2]!.content)).toHaveLength(1);
    expect(log().getByTestId('regenerated-divider').textContent).toContain('Regenerated answer');
    expect(log().getAllByRole('button', { name: 'Regenerate answer' })).toHaveLength(1);
    expect(log().getAllByRole('button', { name: 'Copy answer' })).toHaveLength(3);
  });

  it('asks for a new answer in the conversation and streams it below the old one', async () => {
    routes[`POST /api/conversations/${CONVERSATION_IDS.missing}/regenerate`] = () => {
      routes['GET /api/messages'] = json([
        ...conversation,
        again,
        { id: REPLY_ID, content: newAnswer, isUser: false, createdAt: minutesAgo(0) },
      ]);
      return sseResponse(replyEvents(again, newAnswer), { pauseMs: 1 });
    };
    renderChat();
    await userEvent.click(await log().findByRole('button', { name: 'Regenerate answer' }));
    expect(await log().findByText(newAnswer, undefined, { timeout: 5000 })).toBeTruthy();
    expect(calls('POST', `/api/conversations/${CONVERSATION_IDS.missing}/regenerate`)).toHaveLength(1);
    // The old answer is kept; the question is not repeated.
    expect(log().getByText(/Call records are private/)).toBeTruthy();
    expect(log().getAllByText(conversation[2]!.content)).toHaveLength(1);
    expect(log().getByTestId('regenerated-divider')).toBeTruthy();
  });
});
