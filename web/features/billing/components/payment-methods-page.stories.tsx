import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sentBodies } from '../../../../.storybook/mock-fetch';
import { PaymentMethodsPage } from './payment-methods-page';
import { activeSubscription, billing, cancelScheduled, noSubscription } from './story-fixtures';

const meta = {
  title: 'Billing/Payment methods (test billing portal)',
  component: PaymentMethodsPage,
  render: (args) => (
    <main>
      <PaymentMethodsPage {...args} />
    </main>
  ),
  args: { onNavigate: fn(), onCancelled: fn() },
  parameters: { queryData: billing(activeSubscription) },
} satisfies Meta<typeof PaymentMethodsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Subscribed: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Payment Methods' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Test billing portal' })).toBeVisible();
    await expect(canvas.getByText(/test payment provider's billing portal/)).toBeVisible();
    await expect(canvas.getByText('Premium · $29.00/month')).toBeVisible();
    await expect(canvas.getByText('Active')).toBeVisible();
    await expect(canvas.getByText('June 14, 2026')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Return to Subscription' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/subscription');
  },
};

export const CancelAtPeriodEnd: Story = {
  parameters: { api: { 'POST /api/subscription/cancel': { body: cancelScheduled }, 'GET /api/subscription': { body: cancelScheduled } } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel at Period End' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Cancel your Premium subscription?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Subscription' }));
    await expect(await canvas.findByText('Cancels on June 14, 2026')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Cancel at Period End' })).toBeNull();
    await expect(sentBodies('POST', '/api/subscription/cancel')).toHaveLength(1);
    await waitFor(() => expect(args.onCancelled).toHaveBeenCalled());
  },
};

/** Cancelled but running: 'Resume Subscription' takes it back, and 'Cancel at Period End' returns. */
export const CancelScheduled: Story = {
  parameters: {
    queryData: billing(cancelScheduled),
    api: { 'POST /api/subscription/resume': { body: activeSubscription }, 'GET /api/subscription': { body: activeSubscription } },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Cancels on June 14, 2026')).toBeVisible();
    await expect(canvas.getByText('Premium ends on')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Resume Subscription' }));
    await expect(await canvas.findByRole('button', { name: 'Cancel at Period End' })).toBeVisible();
    await expect(canvas.getByText('Renews on')).toBeVisible();
    await expect(sentBodies('POST', '/api/subscription/resume')).toHaveLength(1);
    await waitFor(() => expect(args.onCancelled).toHaveBeenCalled());
  },
};

export const NotSubscribed: Story = {
  parameters: { queryData: billing(noSubscription) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You have no active subscription.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Cancel at Period End' })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { queryData: [], api: { 'GET /api/subscription': 'pending', 'GET /api/config/payments': 'pending' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading your billing details');
  },
};
