// The case form's later sections render after the first screen (decision 0030). A submit that
// comes before they have (an early click or Enter) must render them and check their fields too,
// never send a case without them.
import { cleanup, render as renderDom, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { CaseForm } from './case-form';

const toast = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/toast', () => ({ toast }));

let fetches: string[] = [];
// jsdom has no scrollIntoView; the form scrolls to its first message after a failed submit.
const scrolled = vi.fn();
const ownScrollIntoView = Element.prototype.scrollIntoView;

beforeEach(() => {
  fetches = [];
  toast.mockReset();
  scrolled.mockReset();
  Element.prototype.scrollIntoView = scrolled;
  // The later sections are far from the viewport and the browser never idles: only a submit brings them.
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
  vi.stubGlobal('requestIdleCallback', () => 1);
  vi.stubGlobal('cancelIdleCallback', () => undefined);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      fetches.push(`${init?.method ?? 'GET'} ${String(input)}`);
      return new Response(JSON.stringify({ message: 'unexpected' }), { status: 500 });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  Element.prototype.scrollIntoView = ownScrollIntoView;
});

it('an early submit renders the later sections and shows their messages; nothing is sent', async () => {
  const onSubmitted = vi.fn();
  renderDom(
    <QueryClientProvider client={createQueryClient()}>
      <ConfigProvider theme={{ token: { motion: false } }}>
        <CaseForm onSubmitted={onSubmitted} />
      </ConfigProvider>
    </QueryClientProvider>,
  );
  expect(screen.queryByText('Jurisdiction & Court Information')).toBeNull();

  await userEvent.click(screen.getByRole('button', { name: 'Submit Case for Analysis' }));

  expect(await screen.findByText('Jurisdiction & Court Information')).toBeTruthy();
  expect(await screen.findByText('State is required')).toBeTruthy();
  expect(await screen.findByText('City is required')).toBeTruthy();
  expect(screen.getByText('Case number is required')).toBeTruthy();
  expect(fetches.filter((f) => f.startsWith('POST'))).toEqual([]);
  expect(onSubmitted).not.toHaveBeenCalled();
  // …and the form scrolls to the first field with a message.
  await vi.waitFor(() => expect(scrolled).toHaveBeenCalled());
});
