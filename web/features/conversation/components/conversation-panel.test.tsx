// The chat's side panel (issue 27): the list and opening, search snippets shown as text, rename
// with the contract's messages, delete only after the question.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONVERSATION_MESSAGES, CONVERSATION_TITLE_MAX } from '../../../../modules/conversation/contract';
import { createQueryClient } from '../../../lib/query-client';
import { dismissToasts } from '../../../lib/toast';
import { ConversationPanel } from './conversation-panel';
import { CONVERSATION_IDS, conversations } from './story-fixtures';

type Answer = { status: number; body?: unknown };
let routes: Record<string, (body: unknown) => Answer> = {};
let sent: { method: string; url: string; body: unknown }[] = [];

beforeEach(() => {
  sent = [];
  routes = { 'GET /api/conversations': () => ({ status: 200, body: conversations }) };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const url = String(input);
      const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      sent.push({ method, url, body });
      const route = routes[`${method} ${new URL(url, 'http://localhost').pathname}`];
      const answer = route ? route(body) : { status: 404, body: { message: 'Not found' } };
      return new Response(answer.status === 204 ? null : JSON.stringify(answer.body), { status: answer.status });
    }),
  );
});

afterEach(() => {
  act(() => dismissToasts());
  vi.unstubAllGlobals();
});

function renderPanel(activeId: string | undefined = CONVERSATION_IDS.missing) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false }, mutations: { retry: false } });
  const onOpen = vi.fn();
  render(
    <QueryClientProvider client={queryClient}>
      <ConfigProvider theme={{ token: { motion: false } }}>
        <ConversationPanel activeId={activeId} onOpen={onOpen} />
      </ConfigProvider>
    </QueryClientProvider>,
  );
  return { onOpen };
}

const calls = (method: string) => sent.filter((s) => s.method === method);
const item = async (title: string) => {
  const items = await screen.findAllByTestId('conversation-item');
  return within(items.find((li) => li.querySelector('.cb-conv-title')?.textContent === title)!);
};

async function chooseAction(title: string, action: string) {
  const user = userEvent.setup();
  await user.click((await item(title)).getByRole('button', { name: `Actions for ${title}` }));
  await user.click(await screen.findByRole('menuitem', { name: action }));
  return user;
}

describe('the list', () => {
  it('lists the conversations newest first with their dates, marks the open one, and opens one', async () => {
    const { onOpen } = renderPanel();
    const items = await screen.findAllByTestId('conversation-item');
    expect(items.map((li) => li.querySelector('.cb-conv-title')?.textContent)).toEqual(conversations.map((c) => c.title));
    expect(items.every((li) => li.querySelector('time')?.textContent)).toBe(true);
    const links = screen.getAllByRole('link');
    expect(links[0]!.getAttribute('aria-current')).toBe('page');
    expect(links.slice(1).every((a) => !a.hasAttribute('aria-current'))).toBe(true);
    expect(links[1]!.getAttribute('href')).toBe(`/?c=${CONVERSATION_IDS.gps}`);
    await userEvent.click(links[1]!);
    expect(onOpen).toHaveBeenCalledWith(CONVERSATION_IDS.gps);
  });

  it('says so when there are none', async () => {
    routes['GET /api/conversations'] = () => ({ status: 200, body: [] });
    renderPanel(undefined);
    expect(await screen.findByText('No conversations yet. Ask a question to start one.')).toBeTruthy();
  });

  it('offers each conversation’s exports as plain links to the file', async () => {
    renderPanel();
    await userEvent.click((await item('GPS tracker on my own car')).getByRole('button', { name: 'Actions for GPS tracker on my own car' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Export as Markdown' }).getAttribute('href')).toBe(
      `/api/conversations/${CONVERSATION_IDS.gps}/export?format=md`,
    );
    expect(within(menu).getByRole('menuitem', { name: 'Export as PDF' }).getAttribute('href')).toBe(
      `/api/conversations/${CONVERSATION_IDS.gps}/export?format=pdf`,
    );
  });
});

describe('search', () => {
  it('asks the server once typing pauses and shows the snippet as text, the match in <mark>', async () => {
    renderPanel();
    await screen.findAllByTestId('conversation-item');
    routes['GET /api/conversations'] = () => ({
      status: 200,
      body: [{ ...conversations[1]!, snippet: 'a «tracker» <script>window.hacked = true</script> <img src=x onerror=alert(1)>' }],
    });
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Search conversations' }), 'tracker');
    const snippet = await screen.findByTestId('conversation-snippet', undefined, { timeout: 3000 });
    expect(snippet.querySelector('mark')?.textContent).toBe('tracker');
    expect(snippet.textContent).toContain('<script>window.hacked = true</script>');
    expect(snippet.querySelector('script, img')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
    // One search for the whole word, not one per key.
    const searches = calls('GET').filter((c) => c.url.includes('?q='));
    expect(searches.map((c) => c.url)).toEqual(['/api/conversations?q=tracker']);
  });
});

describe('rename', () => {
  it('checks the title with the contract’s messages before asking the server, then shows the server’s', async () => {
    routes[`PATCH /api/conversations/${CONVERSATION_IDS.gps}`] = () => ({
      status: 400,
      body: { message: 'That title is taken by the server', code: 'VALIDATION' },
    });
    renderPanel();
    const user = await chooseAction('GPS tracker on my own car', 'Rename');
    const field = await screen.findByRole('textbox', { name: 'Conversation title' });
    await user.clear(field);
    await user.keyboard('{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe(CONVERSATION_MESSAGES.titleRequired);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    await user.type(field, 'x'.repeat(CONVERSATION_TITLE_MAX + 1));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe(CONVERSATION_MESSAGES.titleTooLong);
    expect(calls('PATCH')).toEqual([]);
    await user.clear(field);
    await user.type(field, '  Tracker question  {Enter}');
    expect(await screen.findByText('That title is taken by the server')).toBeTruthy();
    expect(calls('PATCH').map((c) => c.body)).toEqual([{ title: 'Tracker question' }]);
  });

  it('Esc leaves the title as it was', async () => {
    renderPanel();
    const user = await chooseAction('GPS tracker on my own car', 'Rename');
    await user.type(await screen.findByRole('textbox', { name: 'Conversation title' }), ' changed');
    await user.keyboard('{Escape}');
    const link = await screen.findByRole('link', { name: /GPS tracker on my own car/ });
    expect(calls('PATCH')).toEqual([]);
    // The focus is back on the conversation, for the keyboard.
    expect(document.activeElement).toBe(link);
  });
});

describe('delete', () => {
  it('deletes only after the question is answered yes, then refreshes the list and leaves the deleted conversation', async () => {
    let deleted = false;
    routes[`DELETE /api/conversations/${CONVERSATION_IDS.missing}`] = () => {
      deleted = true;
      return { status: 204 };
    };
    routes['GET /api/conversations'] = () => ({ status: 200, body: deleted ? conversations.slice(1) : conversations });
    const { onOpen } = renderPanel(CONVERSATION_IDS.missing);
    const title = conversations[0]!.title;
    const user = await chooseAction(title, 'Delete');
    const question = await screen.findByRole('group', { name: `Delete “${title}”? Its messages are deleted too.` });
    // Cancel first: nothing is deleted.
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(calls('DELETE')).toEqual([]);
    await chooseAction(title, 'Delete');
    await user.click(within(await screen.findByRole('group')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getAllByTestId('conversation-item')).toHaveLength(conversations.length - 1));
    expect(calls('DELETE').map((c) => c.url)).toEqual([`/api/conversations/${CONVERSATION_IDS.missing}`]);
    expect(onOpen).toHaveBeenCalledWith(undefined);
  });
});
