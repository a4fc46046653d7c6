import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from 'antd';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CaseAnalysisPage, CaseTopBar, type CaseAnalysisPageProps, type CaseAnalysisTab } from './case-analysis-page';
import type { PaymentFormSlot } from './payment-dialog';
import { paidCase, storyFamilyFactsView, unpaidCase } from './story-fixtures';

function WithTabs(props: CaseAnalysisPageProps) {
  const [tab, setTab] = useState<CaseAnalysisTab>(props.tab);
  return (
    <main>
      <CaseAnalysisPage {...props} tab={tab} onTabChange={(t) => (setTab(t), props.onTabChange(t))} />
    </main>
  );
}

const meta = {
  title: 'Casework/Case Analysis page',
  component: CaseAnalysisPage,
  args: {
    tab: 'submit',
    onTabChange: fn(),
    onViewDetails: fn(),
    onPaymentReturnHandled: fn(),
    renderPaymentForm: (slot: PaymentFormSlot) => (
      <Button onClick={() => slot.onProviderResult('/case-analysis?redirect_status=succeeded')}>Pay {slot.amountLabel}</Button>
    ),
    topBar: <CaseTopBar links={<a href="/">Home</a>} onLogout={fn()} loggingOut={false} />,
  },
  parameters: {
    queryData: [[['/api/case-analyses'], [paidCase, unpaidCase]]],
    api: { 'GET /api/case-analyses': { body: [paidCase, unpaidCase] } },
  },
  render: (args) => <WithTabs {...args} />,
} satisfies Meta<typeof CaseAnalysisPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Top bar, title, price banner, the two tabs with the case count. */
export const Layout: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Case Analysis' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Case Analysis' })).toBeVisible();
    await expect(canvas.getAllByRole('note')[0]).toHaveTextContent('Premium AI mock-jury analysis: $199.99 per case');
    await expect(canvas.getByRole('tab', { name: /Submit New Case/ })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tab', { name: /My Cases/ })).toHaveTextContent('2');
    await expect(canvas.getByRole('heading', { level: 2, name: 'How It Works' })).toBeVisible();
  },
};

/** My Cases: an unpaid case reopens 'Complete Payment'; paying tells the client the analysis is in progress. */
export const PayFromMyCases: Story = {
  args: { tab: 'cases' },
  parameters: (() => {
    let paid = false;
    return {
      api: {
        'POST /api/payments/case/43': {
          body: { caseId: 43, paymentId: 'p', clientSecret: 'pi_43_secret', amountCents: 19999, currency: 'usd', paymentStatus: 'pending' },
        },
        'POST /api/case-analyses/43/mark-paid': () => {
          paid = true;
          return { body: { caseId: 43, status: 'submitted', paymentStatus: 'paid', message: null } };
        },
        'GET /api/case-analyses': () => ({
          body: paid ? [paidCase, { ...unpaidCase, status: 'submitted', paymentStatus: 'paid' }] : [paidCase, unpaidCase],
        }),
      },
    };
  })(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // My Cases loads with its tab: wait for its cards.
    await userEvent.click(await canvas.findByRole('button', { name: 'Complete Payment for Custody of Mia Lopez' }));
    const page = within(canvasElement.ownerDocument.body);
    const dialog = within(await page.findByRole('dialog', { name: 'Complete Payment' }));
    await userEvent.click(await dialog.findByRole('button', { name: 'Pay $199.99' }));
    await expect(await page.findByText('Your case analysis is now in progress')).toBeInTheDocument();
    await waitFor(() => expect(page.queryByRole('dialog', { name: 'Complete Payment' })).toBeNull());
  },
};

/** My Cases: 'Review facts and pay' opens the review step (in place of the tabs); skipping it opens the payment. */
export const ReviewFromMyCases: Story = {
  args: { tab: 'cases' },
  parameters: {
    api: {
      'GET /api/case-analyses/43/facts': { body: storyFamilyFactsView },
      'POST /api/payments/case/43': {
        body: { caseId: 43, paymentId: 'p', clientSecret: 'pi_43_secret', amountCents: 19999, currency: 'usd', paymentStatus: 'pending' },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Review facts and pay for Custody of Mia Lopez' }));
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Review your case facts' })).toBeVisible();
    await expect(canvas.queryByRole('tab', { name: /My Cases/ })).toBeNull();
    await expect(await canvas.findByTestId('flag-role-unknown')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Skip review and pay' }));
    const page = within(canvasElement.ownerDocument.body);
    const dialog = within(await page.findByRole('dialog', { name: 'Complete Payment' }));
    await expect(await dialog.findByRole('button', { name: 'Pay $199.99' })).toBeVisible();
    await expect(dialog.getByText('Custody of Mia Lopez (FAM-2026-0007)')).toBeVisible();
  },
};

/** Back from Stripe's redirect: the server is asked (mark-paid), then My Cases. */
export const ReturnFromProvider: Story = {
  args: { paymentReturn: { caseId: 43, redirect_status: 'succeeded' } },
  parameters: {
    api: { 'POST /api/case-analyses/43/mark-paid': { body: { caseId: 43, status: 'submitted', paymentStatus: 'paid', message: null } } },
  },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText('Your case analysis is now in progress')).toBeInTheDocument();
    await waitFor(() => expect(args.onPaymentReturnHandled).toHaveBeenCalledTimes(1));
    await expect(args.onTabChange).toHaveBeenCalledWith('cases');
  },
};

export const ReturnFailed: Story = {
  args: { paymentReturn: { caseId: 43, redirect_status: 'failed' } },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText('Your payment was not processed. Please try again.')).toBeInTheDocument();
    await expect(args.onPaymentReturnHandled).toHaveBeenCalledTimes(1);
  },
};

export const Empty: Story = {
  args: { tab: 'cases' },
  parameters: { queryData: [[['/api/case-analyses'], []]], api: { 'GET /api/case-analyses': { body: [] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No cases submitted yet')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Submit New Case' }));
    await expect(await canvas.findByRole('heading', { level: 2, name: 'How It Works' })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    const width = canvasElement.ownerDocument.documentElement.clientWidth;
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(width);
  },
};
