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

/** The setup file's matchMedia, answering `reduce` for the reduced-motion query only. */
function systemMotion(reduce: boolean) {
  const stub = window.matchMedia.bind(window);
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    ...stub(query),
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
  }));
}

describe('AppProviders', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it.each([
    [true, 'false'],
    [false, 'true'],
  ])('with the system asking for reduced motion %s, antd motion is %s', (reduce, motion) => {
    systemMotion(reduce);
    render(
      <AppProviders queryClient={new QueryClient()}>
        <Motion />
      </AppProviders>,
    );
    expect(screen.getByTestId('motion').textContent).toBe(motion);
  });
});
