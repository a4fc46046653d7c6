import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PlanBadge } from './plan-badge';
import { activeSubscription, cancelScheduled, noSubscription } from './story-fixtures';

const meta = {
  title: 'Billing/Plan badge',
  component: PlanBadge,
  render: () => (
    <main style={{ padding: 16 }}>
      <PlanBadge />
    </main>
  ),
} satisfies Meta<typeof PlanBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PremiumActive: Story = {
  parameters: { queryData: [[['/api/subscription'], activeSubscription]] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Premium Active')).toBeVisible();
  },
};

/** Cancelled but still paid for: still premium until the period ends. */
export const PremiumUntilPeriodEnd: Story = {
  parameters: { queryData: [[['/api/subscription'], cancelScheduled]] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Premium Active')).toBeVisible();
  },
};

export const FreeTrial: Story = {
  parameters: { queryData: [[['/api/subscription'], noSubscription]] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Free Trial')).toBeVisible();
  },
};

/** Nothing is claimed until the server has answered. */
export const Unknown: Story = {
  parameters: { api: { 'GET /api/subscription': 'pending' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('Free Trial')).toBeNull();
    await expect(canvas.queryByText('Premium Active')).toBeNull();
  },
};
