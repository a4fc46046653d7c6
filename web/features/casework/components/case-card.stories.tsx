import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CaseCard } from './case-card';
import { paidCase, runningCase, unpaidCase } from './story-fixtures';
import './casework.css';

const meta = {
  title: 'Casework/Case card',
  component: CaseCard,
  args: { item: paidCase, onViewDetails: fn(), onPay: fn() },
  render: (args) => (
    <main className="cb-page">
      <CaseCard {...args} />
    </main>
  ),
} satisfies Meta<typeof CaseCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** SPEC §2 My Cases: title, number, date, status and payment badges, client, type, jurisdiction, description, View Details. */
export const Paid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'State v. Reyes' })).toBeVisible();
    await expect(canvas.getByText('CR-2026-0142')).toBeVisible();
    await expect(canvas.getByTestId('case-status')).toHaveTextContent('Analysis Ready');
    await expect(canvas.getByTestId('payment-status')).toHaveTextContent('Paid');
    await expect(canvas.getByText('Jordan Reyes')).toBeVisible();
    await expect(canvas.getByText('Criminal · Burglary')).toBeVisible();
    await expect(canvas.getByText('Columbus, OH')).toBeVisible();
    await expect(canvas.getByText('Probability of success:')).toHaveTextContent('Probability of success: 64%');
    await expect(canvas.queryByRole('button', { name: /Complete Payment/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'View Details of State v. Reyes' }));
    await expect(args.onViewDetails).toHaveBeenCalledWith(42);
  },
};

/** Unpaid: 'Complete Payment' reopens the payment. */
export const Unpaid: Story = {
  args: { item: unpaidCase },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('case-status')).toHaveTextContent('Pending');
    await expect(canvas.getByTestId('payment-status')).toHaveTextContent('Unpaid');
    await expect(canvas.getByText('Family · Child Custody')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Complete Payment for Custody of Mia Lopez' }));
    await expect(args.onPay).toHaveBeenCalledWith(unpaidCase);
  },
};

export const AnalysisRunning: Story = {
  args: { item: runningCase },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('The AI mock-jury analysis is running');
    await expect(canvas.queryByText(/Probability of success/)).toBeNull();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    const width = canvasElement.ownerDocument.documentElement.clientWidth;
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(width);
    await expect(
      within(canvasElement)
        .getByRole('button', { name: /View Details/ })
        .getBoundingClientRect().right,
    ).toBeLessThanOrEqual(width);
  },
};
