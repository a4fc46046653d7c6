import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from 'antd';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PaymentDialog, type PaymentFormSlot } from './payment-dialog';
import './casework.css';

/** Stands in for billing's card form: the provider's answer comes back as its return URL. */
function FakeCardForm(slot: PaymentFormSlot) {
  return (
    <div>
      <p>Card form for {slot.clientSecret}</p>
      <Button type="primary" onClick={() => slot.onProviderResult('/case-analysis?paidCase=42&redirect_status=succeeded')}>
        Pay {slot.amountLabel}
      </Button>
      <Button onClick={() => slot.onProviderResult('/case-analysis?paidCase=42&redirect_status=failed')}>Fail 3-D Secure</Button>
    </div>
  );
}

const payment = {
  caseId: 42,
  paymentId: 'p1',
  clientSecret: 'pi_42_secret_1',
  amountCents: 19999,
  currency: 'usd',
  paymentStatus: 'pending',
};

const meta = {
  title: 'Casework/Payment dialog',
  component: PaymentDialog,
  args: {
    payingFor: { id: 42, caseTitle: 'State v. Reyes', caseNumber: 'CR-2026-0142' },
    onClose: fn(),
    onPaid: fn(),
    renderPaymentForm: (slot: PaymentFormSlot) => <FakeCardForm {...slot} />,
  },
  parameters: {
    api: {
      'POST /api/payments/case/42': { body: payment },
      'POST /api/case-analyses/42/mark-paid': { body: { caseId: 42, status: 'submitted', paymentStatus: 'paid', message: null } },
    },
  },
} satisfies Meta<typeof PaymentDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** 'Complete Payment': the fee line, the total, then paid → 'Your case analysis is now in progress'. */
export const Pays: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'Complete Payment' }));
    // The modal fades in: its text is visible once the motion has ended.
    await waitFor(() => expect(dialog.getByText('Case Analysis Fee')).toBeVisible());
    await expect(dialog.getByText('Total')).toBeVisible();
    await expect(dialog.getAllByText('$199.99')).toHaveLength(2);
    await expect(dialog.getByText(/A one-time payment is required/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    await userEvent.click(await dialog.findByRole('button', { name: 'Pay $199.99' }));
    await expect(await page(canvasElement).findByText('Your case analysis is now in progress')).toBeInTheDocument();
    await waitFor(() => expect(args.onPaid).toHaveBeenCalledWith(42));
  },
};

/** The provider declines: 'Payment failed' and a fresh form; nothing is recorded as paid. */
export const Declined: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'Complete Payment' }));
    await userEvent.click(await dialog.findByRole('button', { name: 'Fail 3-D Secure' }));
    await expect(await page(canvasElement).findByText('Your payment was not processed. Please try again.')).toBeInTheDocument();
    await expect(await dialog.findByRole('button', { name: 'Pay $199.99' })).toBeVisible();
    await expect(args.onPaid).not.toHaveBeenCalled();
  },
};

export const Cancel: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'Complete Payment' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};
