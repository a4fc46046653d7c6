import type { Preview } from '@storybook/react-vite';
import { configure, fn, waitFor } from 'storybook/test';
import { expectNoSeriousA11yViolations } from './axe';
import { createMockFetch, type MockApi } from './mock-fetch';
import { StoryProviders, type StoryParameters } from './story-providers';
import '../web/styles.css';
// The app fetches the toast host's chunk with the first toast (web/lib/toast.ts); stories load it
// up front so a story's toast shows within its checks' wait, as a warm cache would.
import '../web/components/toast-host';

// findBy* and waitFor wait up to 5 s (not Testing Library's 1 s): on a loaded 2-core machine a
// story's mocked answer and antd's motion can take longer than a second to reach the screen.
configure({ asyncUtilTimeout: 5000 });

const preview: Preview = {
  parameters: {
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
  decorators: [
    (Story, context) => (
      <StoryProviders parameters={context.parameters as StoryParameters}>
        <Story />
      </StoryProviders>
    ),
  ],
  beforeEach: ({ parameters }) => {
    const original = globalThis.fetch;
    globalThis.fetch = fn(createMockFetch((parameters.api ?? {}) as MockApi, original.bind(globalThis))).mockName('fetch');
    return () => {
      globalThis.fetch = original;
    };
  },
  afterEach: async ({ parameters }) => {
    if ((parameters.a11y as { disable?: boolean } | undefined)?.disable) return;
    // A button dims while its request runs (antd's loading state): axe checks the screen once the
    // story's last request has answered, as a user reads it (bounded: a story may show loading).
    await waitFor(
      () => {
        if (document.querySelector('.ant-btn-loading')) throw new Error('a button is still loading');
      },
      { timeout: 3000 },
    ).catch(() => undefined);
    await expectNoSeriousA11yViolations();
  },
};

export default preview;
