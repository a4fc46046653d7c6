import { act, render, screen } from '@testing-library/react';
import { Button, ConfigProvider } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastHost } from '../components/toast-host';
import { dismissToasts, registerToastApi, toast, TOAST_DURATION_MS, TOAST_HOTKEY, TOAST_LIMIT, TOAST_SWIPE_PX, toastConfig } from './toast';

afterEach(() => {
  act(() => dismissToasts());
});

describe('toast', () => {
  it('shows one toast at a time for 5000 ms by default (SPEC.md §9)', () => {
    expect(TOAST_LIMIT).toBe(1);
    expect(TOAST_DURATION_MS).toBe(5000);
    expect(toastConfig).toMatchObject({ maxCount: 1, duration: 5 });
  });

  it('passes title, description, duration and an alert role for errors to the registered API', () => {
    const api = { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn(), open: vi.fn(), destroy: vi.fn() };
    const unregister = registerToastApi(api, Button);
    toast({ variant: 'error', title: 'Login failed', description: 'Login failed. Please try again later.' });
    toast({ title: 'Saved', durationMs: 2000 });
    unregister();
    expect(api.error).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Login failed',
        description: 'Login failed. Please try again later.',
        duration: 5,
        role: 'alert',
        actions: undefined,
      }),
    );
    expect(api.info).toHaveBeenCalledWith(expect.objectContaining({ title: 'Saved', duration: 2, role: 'status' }));
  });

  it('offers an action that runs and closes the toast', async () => {
    render(
      <ConfigProvider theme={{ token: { motion: false } }}>
        <ToastHost />
      </ConfigProvider>,
    );
    const onClick = vi.fn();
    act(() => toast({ variant: 'error', title: 'Message failed', action: { label: 'Upgrade to Premium', onClick } }));
    const button = await screen.findByRole('button', { name: 'Upgrade to Premium' });
    act(() => button.click());
    expect(onClick).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(screen.queryByText('Message failed')).toBeNull());
  });

  it('replaces the visible toast instead of stacking a second one', async () => {
    render(
      <ConfigProvider theme={{ token: { motion: false } }}>
        <ToastHost />
      </ConfigProvider>,
    );
    act(() => toast({ title: 'First toast' }));
    expect(await screen.findByText('First toast')).toBeTruthy();
    act(() => toast({ title: 'Second toast' }));
    expect(await screen.findByText('Second toast')).toBeTruthy();
    await vi.waitFor(() => expect(screen.queryByText('First toast')).toBeNull());
  });

  it('keeps the latest toast asked for before the host is registered, asks for the host, and shows it once registered', async () => {
    // A fresh copy of the module: the web files share their worker's modules, and another file may
    // already have asked for a toast (the demand is asked for once per page load).
    vi.resetModules();
    const { registerToastApi, subscribeToastDemand, toast, toastDemanded } = await import('./toast');
    const listener = vi.fn();
    const unsubscribe = subscribeToastDemand(listener);
    toast({ title: 'Too early' });
    toast({ variant: 'warning', title: 'Signed out' });
    unsubscribe();
    expect(toastDemanded()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    const api = { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn(), open: vi.fn(), destroy: vi.fn() };
    const unregister = registerToastApi(api, Button);
    unregister();
    expect(api.info).not.toHaveBeenCalled();
    expect(api.warning).toHaveBeenCalledTimes(1);
    expect(api.warning).toHaveBeenCalledWith(expect.objectContaining({ title: 'Signed out', role: 'status' }));
  });
});

describe('toast: SPEC §9 hotkey and swipe', () => {
  const host = () =>
    render(
      <ConfigProvider theme={{ token: { motion: false } }}>
        <ToastHost />
      </ConfigProvider>,
    );
  const pointer = (type: string, target: Element, clientX: number) =>
    act(() => {
      target.dispatchEvent(new MouseEvent(type, { bubbles: true, clientX }));
    });

  it('F8 moves focus to the toast', async () => {
    expect(TOAST_HOTKEY).toBe('F8');
    host();
    act(() => toast({ title: 'Status Updated' }));
    const notice = (await screen.findByText('Status Updated')).closest('.ant-notification-notice')!;
    act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'F8', bubbles: true }));
    });
    expect(document.activeElement).toBe(notice);
  });

  it('a toast dragged 50 px to the right is dismissed; a shorter drag keeps it', async () => {
    expect(TOAST_SWIPE_PX).toBe(50);
    host();
    act(() => toast({ title: 'Document deleted', durationMs: 60_000 }));
    const title = await screen.findByText('Document deleted');
    pointer('pointerdown', title, 100);
    pointer('pointerup', title, 130);
    expect(screen.queryByText('Document deleted')).not.toBeNull();
    pointer('pointerdown', title, 100);
    pointer('pointermove', title, 160);
    pointer('pointerup', title, 160);
    await vi.waitFor(() => expect(screen.queryByText('Document deleted')).toBeNull());
  });
});
