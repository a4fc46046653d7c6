import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { theme as antdTheme } from 'antd';
import { AppProviders } from './providers';

/** Shows the motion token antd's components read under the app's providers. */
function Motion() {
  const { token } = antdTheme.useToken();
  return <span data-testid="motion">{String(token.motion)}</span>;
}

/** A matchMedia that answers `reduce` for the reduced-motion query only. */
function systemMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query === '(prefers-reduced-motion: reduce)',
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

describe('AppProviders', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('turns antd motion off when the system asks for reduced motion', () => {
    systemMotion(true);
    render(
      <AppProviders queryClient={new QueryClient()}>
        <Motion />
      </AppProviders>,
    );
    expect(screen.getByTestId('motion').textContent).toBe('false');
  });

  it('keeps antd motion when the system does not ask', () => {
    systemMotion(false);
    render(
      <AppProviders queryClient={new QueryClient()}>
        <Motion />
      </AppProviders>,
    );
    expect(screen.getByTestId('motion').textContent).toBe('true');
  });
});
