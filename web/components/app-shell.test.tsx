// The page inside the signed-in frame keeps its state when the screen crosses the phone width
// (a phone turned sideways, a window resized): only the frame's bars change. Issue 31: a filled
// case form came back empty because the frame swapped its whole tree, page and all, at 768 px.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { useState } from 'react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { AppShell } from './app-shell';
import { MOBILE_MEDIA_QUERY } from '../lib/use-media-query';

/** window.matchMedia whose phone query can be flipped, telling its listeners as a browser does. */
function controllableMedia(initiallyMobile: boolean) {
  let mobile = initiallyMobile;
  const listeners = new Set<() => void>();
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return query === MOBILE_MEDIA_QUERY ? mobile : false;
    },
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: (_: string, listener: () => void) => void listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => void listeners.delete(listener),
    dispatchEvent: () => false,
  }));
  return (next: boolean) =>
    act(() => {
      mobile = next;
      for (const listener of [...listeners]) listener();
    });
}

let mounts = 0;
/** A page with state of its own: a typed value and a counter of its mounts. */
function Page() {
  const [value, setValue] = useState('');
  useState(() => (mounts += 1));
  return <input aria-label="Case number" value={value} onChange={(event) => setValue(event.target.value)} />;
}

function renderShell() {
  const rootRoute = createRootRoute({
    component: () => (
      <AppShell navGroups={[]} username="casey" onSignOut={() => {}}>
        <Page />
      </AppShell>
    ),
  });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) });
  render(<RouterProvider router={router} />);
}

beforeEach(() => {
  mounts = 0;
});
afterEach(() => vi.unstubAllGlobals());

it.each([
  ['desktop → phone → desktop', false],
  ['phone → desktop → phone', true],
])('keeps the page and what was typed in it across the phone width (%s)', async (_name, startMobile) => {
  const setMobile = controllableMedia(startMobile);
  renderShell();
  const input = await screen.findByLabelText('Case number');
  await userEvent.type(input, 'CR-2026-0142');
  const bars = () => document.querySelector('.cb-topbar') !== null;
  expect(bars()).toBe(startMobile);

  await setMobile(!startMobile);
  expect(bars()).toBe(!startMobile);
  expect((screen.getByLabelText('Case number') as HTMLInputElement).value).toBe('CR-2026-0142');
  await setMobile(startMobile);
  expect((screen.getByLabelText('Case number') as HTMLInputElement).value).toBe('CR-2026-0142');
  expect(screen.getByLabelText('Case number')).toBe(input);
  expect(mounts).toBe(1);
});
