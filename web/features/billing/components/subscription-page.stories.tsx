import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sentBodies } from '../../../../.storybook/mock-fetch';
import { SubscriptionPage, type SubscriptionPageProps } from './subscription-page';
import {
  activeSubscription,
  billing,
  cancelScheduled,
  CLIENT_SECRET,
  noSubscription,
  pastDue,
  RETURN_URL,
  stripeWithoutKey,
} from './story-fixtures';

/** The route's part: a return's query string goes away once the page has handled it. */
function SubscriptionScreen(props: SubscriptionPageProps) {
  const [returnParams, setReturnParams] = useState(props.returnParams);
  return (
    <main>
      <SubscriptionPage
        {...props}
        returnParams={returnParams}
        onReturnHandled={() => {
          setReturnParams(undefined);
          props.onReturnHandled();
        }}
      />
    </main>
  );
}

const meta = {
  title: 'Billing/Subscription page',
  component: SubscriptionPage,
  render: (args) => <SubscriptionScreen {...args} />,
  args: { onReturnHandled: fn(), onSubscriptionChanged: fn(), onNavigate: fn() },
  parameters: { queryData: billing(noSubscription) },
} satisfies Meta<typeof SubscriptionPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const subscribed = { 'POST /api/subscription': { body: { clientSecret: CLIENT_SECRET } } };

/** Subscribe Now, then the test provider's card form with a card typed in. */
async function openCardForm(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Subscribe Now' }));
  await expect(await canvas.findByRole('heading', { level: 2, name: 'Payment details' })).toBeVisible();
  return canvas;
}

async function payWith(canvasElement: HTMLElement, card: string, expiry = '12/34', cvc = '123') {
  const canvas = await openCardForm(canvasElement);
  await userEvent.type(canvas.getByLabelText('Card number'), card);
  await userEvent.type(canvas.getByLabelText('Expiry (MM / YY)'), expiry);
  await userEvent.type(canvas.getByLabelText('CVC'), cvc);
  await userEvent.click(canvas.getByRole('button', { name: 'Pay $29.00' }));
  return canvas;
}

export const Loading: Story = {
  parameters: { queryData: [], api: { 'GET /api/subscription': 'pending', 'GET /api/config/payments': 'pending' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Subscription' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your subscription');
  },
};

export const NotSubscribed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Premium' })).toBeVisible();
    await expect(canvasElement.querySelector('.cb-plan-price')).toHaveTextContent('$29/month');
    await expect(canvas.getByText('Cancel anytime.')).toBeVisible();
    const benefits = within(canvas.getByRole('list', { name: 'What Premium includes' })).getAllByRole('listitem');
    await expect(benefits.map((item) => item.textContent)).toEqual([
      'Unlimited AI assistance',
      'Human investigator escalations',
      'Priority response times',
      'Case reports & exports',
    ]);
    await expect(canvas.getByRole('button', { name: 'Subscribe Now' })).toBeEnabled();
  },
};

/** The test provider's own card form, labelled, with its notice of the test cards. */
export const CardForm: Story = {
  parameters: { api: subscribed },
  play: async ({ canvasElement }) => {
    const canvas = await openCardForm(canvasElement);
    await expect(sentBodies('POST', '/api/subscription')).toEqual([{}]);
    await expect(canvas.queryByRole('button', { name: 'Subscribe Now' })).toBeNull();
    await expect(canvas.getByText('Test payments')).toBeVisible();
    for (const card of ['4242 4242 4242 4242', '4000 0000 0000 0002', '4000 0025 0000 3155']) {
      await expect(canvas.getByText(card)).toBeVisible();
    }
    await userEvent.type(canvas.getByLabelText('Card number'), '4242424242424242');
    await expect(canvas.getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242');
    await userEvent.type(canvas.getByLabelText('Expiry (MM / YY)'), '1234');
    await expect(canvas.getByLabelText('Expiry (MM / YY)')).toHaveValue('12 / 34');
    await expect(canvas.getByRole('button', { name: 'Pay $29.00' })).toBeEnabled();
  },
};

/** The contract's own words, before anything is sent. */
export const CardValidation: Story = {
  parameters: { api: subscribed },
  play: async ({ canvasElement }) => {
    const canvas = await payWith(canvasElement, '4242424242424241', '13/30', '1');
    await expect(await canvas.findByText('Your card number is invalid.')).toBeVisible();
    await expect(await canvas.findByText("Your card's expiration month is invalid.")).toBeVisible();
    await expect(await canvas.findByText("Your card's security code is invalid.")).toBeVisible();
    await expect(sentBodies('POST', '/api/test-payments/confirm')).toHaveLength(0);
  },
};

export const PaymentSucceeds: Story = {
  parameters: {
    api: { ...subscribed, 'POST /api/test-payments/confirm': { body: { status: 'succeeded', returnUrl: RETURN_URL } } },
  },
  play: async ({ canvasElement, args }) => {
    await payWith(canvasElement, '4242 4242 4242 4242');
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith(RETURN_URL));
    await expect(sentBodies('POST', '/api/test-payments/confirm')).toEqual([
      { clientSecret: CLIENT_SECRET, cardNumber: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' },
    ]);
  },
};

/** 4000 0025 0000 3155: the 3-D Secure challenge, approved. */
export const RequiresAction: Story = {
  parameters: {
    api: {
      ...subscribed,
      'POST /api/test-payments/confirm': {
        body: { status: 'requires_action', message: 'This payment requires authentication.', returnUrl: null },
      },
      'POST /api/test-payments/authenticate': { body: { status: 'succeeded', returnUrl: RETURN_URL } },
    },
  },
  play: async ({ canvasElement, args }) => {
    await payWith(canvasElement, '4000 0025 0000 3155');
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Complete authentication' });
    await waitFor(() => expect(within(dialog).getByText(/confirm this payment of \$29\.00/)).toBeVisible());
    await expect(within(dialog).getByRole('button', { name: 'Fail' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith(RETURN_URL));
    await expect(sentBodies('POST', '/api/test-payments/authenticate')).toEqual([{ clientSecret: CLIENT_SECRET, approve: true }]);
  },
};

/** The dialog waiting for an answer (for the axe check and the screenshot of the state). */
export const RequiresActionDialog: Story = {
  parameters: {
    api: {
      ...subscribed,
      'POST /api/test-payments/confirm': { body: { status: 'requires_action', message: 'Authenticate', returnUrl: null } },
    },
  },
  play: async ({ canvasElement }) => {
    await payWith(canvasElement, '4000 0025 0000 3155');
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Complete authentication' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Approve' })).toBeVisible());
  },
};

/** 4000 0000 0000 0002: the provider's words in the form and a 'Payment failed' toast; the user may try another card. */
export const Declined: Story = {
  parameters: {
    api: {
      ...subscribed,
      'POST /api/test-payments/confirm': {
        body: { status: 'failed', message: 'Your card was declined.', code: 'card_declined', returnUrl: null },
      },
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = await payWith(canvasElement, '4000 0000 0000 0002');
    await expect(await canvas.findByText('Your card was declined.', { selector: '.ant-alert-title' })).toBeVisible();
    await expect(await body(canvasElement).findByText('Payment failed')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Pay $29.00' })).toBeEnabled();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Premium' })).toBeVisible();
    await expect(args.onNavigate).not.toHaveBeenCalled();
  },
};

/** Stripe without a publishable key (SPEC.md §8). */
export const ConfigIssue: Story = {
  parameters: { queryData: billing(noSubscription, stripeWithoutKey) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Payment System Configuration Issue' })).toBeVisible();
    await expect(canvas.getByText(/Payment System Configuration Error/)).toBeVisible();
    await expect(canvas.getByText(/Please contact support/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Subscribe Now' })).toBeNull();
  },
};

/** The server's message in the red box and a 'Subscription error' toast. */
export const SubscriptionError: Story = {
  parameters: {
    api: {
      'POST /api/subscription': {
        status: 502,
        body: { message: 'The payment system is not reachable right now. Please try again in a moment.', code: 'PAYMENT_PROVIDER' },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe Now' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The payment system is not reachable right now. Please try again in a moment.',
    );
    await expect(await body(canvasElement).findByText('Subscription error')).toBeInTheDocument();
  },
};

/** No message from the server: 'Failed to create subscription', and the toast's fallback. */
export const SubscriptionErrorWithoutMessage: Story = {
  parameters: { api: { 'POST /api/subscription': { status: 500 } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe Now' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to create subscription');
    await expect(await body(canvasElement).findByText('An unexpected error occurred')).toBeInTheDocument();
  },
};

export const NoClientSecret: Story = {
  parameters: { api: { 'POST /api/subscription': { body: {} } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe Now' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('No client secret returned');
    await expect(canvas.queryByRole('heading', { name: 'Payment details' })).toBeNull();
  },
};

export const Active: Story = {
  parameters: { queryData: billing(activeSubscription) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Premium' })).toBeVisible();
    await expect(canvas.getByText('$29.00/month')).toBeVisible();
    await expect(canvas.getByText('Active')).toBeVisible();
    await expect(canvas.getByText('Renews on')).toBeVisible();
    await expect(canvas.getByText('June 14, 2026')).toBeVisible();
    await expect(within(canvas.getByRole('list', { name: 'Your Premium benefits' })).getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByRole('button', { name: 'Manage Payment Methods' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cancel Subscription' })).toBeVisible();
  },
};

/** Cancel → confirm → 'Cancels on {date}'; Premium stays until then. */
export const CancelSubscription: Story = {
  parameters: {
    queryData: billing(activeSubscription),
    api: { 'POST /api/subscription/cancel': { body: cancelScheduled }, 'GET /api/subscription': { body: cancelScheduled } },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel Subscription' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Cancel your Premium subscription?' });
    // The dialog may still be zooming in.
    await waitFor(() => expect(within(dialog).getByText(/You keep Premium until June 14, 2026/)).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Subscription' }));
    await expect(await canvas.findByText('Cancels on June 14, 2026')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Cancel Subscription' })).toBeNull();
    await expect(sentBodies('POST', '/api/subscription/cancel')).toEqual([undefined]);
    await expect(args.onSubscriptionChanged).toHaveBeenCalled();
  },
};

/** Cancelled, still running until the period ends: 'Resume Subscription' takes the cancellation back. */
export const CancelScheduled: Story = {
  parameters: { queryData: billing(cancelScheduled) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Cancels on June 14, 2026')).toBeVisible();
    await expect(canvas.getByText('Premium ends on')).toBeVisible();
    await expect(canvas.getByText('Your subscription is cancelled')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Cancel Subscription' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Resume Subscription' })).toBeEnabled();
  },
};

/** Resume → a 'Subscription resumed' toast, and the card reads 'Renews on' again with 'Cancel Subscription' back. */
export const ResumeSubscription: Story = {
  parameters: {
    queryData: billing(cancelScheduled),
    api: { 'POST /api/subscription/resume': { body: activeSubscription }, 'GET /api/subscription': { body: activeSubscription } },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Resume Subscription' }));
    await expect(await body(canvasElement).findByText('Subscription resumed')).toBeInTheDocument();
    await expect(body(canvasElement).getByText('Premium renews on June 14, 2026 at $29.00/month.')).toBeInTheDocument();
    await expect(await canvas.findByText('Renews on')).toBeVisible();
    await expect(canvas.getByText('Active')).toBeVisible();
    await expect(canvas.queryByText('Your subscription is cancelled')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Resume Subscription' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Cancel Subscription' })).toBeVisible();
    await expect(sentBodies('POST', '/api/subscription/resume')).toEqual([undefined]);
    await expect(args.onSubscriptionChanged).toHaveBeenCalled();
  },
};

/** The server's 409 (the period ended meanwhile) in an error toast; the card stays as it was. */
export const ResumeRefused: Story = {
  parameters: {
    queryData: billing(cancelScheduled),
    api: {
      'POST /api/subscription/resume': {
        status: 409,
        body: { message: 'Your Premium period has already ended. Subscribe again to get it back.', code: 'CONFLICT' },
      },
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Resume Subscription' }));
    await expect(await body(canvasElement).findByText('Could not resume your subscription')).toBeInTheDocument();
    await expect(
      body(canvasElement).getByText('Your Premium period has already ended. Subscribe again to get it back.'),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Resume Subscription' })).toBeEnabled();
    await expect(args.onSubscriptionChanged).not.toHaveBeenCalled();
  },
};

export const PastDue: Story = {
  parameters: { queryData: billing(pastDue) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Past due')).toBeVisible();
    await expect(canvas.getByText('Your last payment failed')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Manage Payment Methods' })).toBeVisible();
  },
};

/** 'Manage Payment Methods' goes where the server says (the test provider's page here). */
export const ManagePaymentMethods: Story = {
  parameters: {
    queryData: billing(activeSubscription),
    api: { 'POST /api/subscription/portal': { body: { url: '/subscription/payment-methods' } } },
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Manage Payment Methods' }));
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith('/subscription/payment-methods'));
  },
};

const returned = (redirectStatus: string) => ({ redirectStatus, paymentIntent: 'pi_test123' });

/** Back from the payment: the server confirms, the page says so and clears the query string. */
export const ReturnSucceeded: Story = {
  args: { returnParams: returned('succeeded') },
  parameters: {
    api: {
      'POST /api/subscription/confirm-return': { body: { outcome: 'succeeded', message: null, subscription: activeSubscription } },
      'GET /api/subscription': { body: activeSubscription },
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Subscription activated!', { selector: '.ant-alert *' })).toBeVisible();
    await expect(canvas.getByText('$29.00/month')).toBeVisible();
    await expect(sentBodies('POST', '/api/subscription/confirm-return')).toEqual([
      { redirectStatus: 'succeeded', paymentIntent: 'pi_test123' },
    ]);
    await expect(args.onReturnHandled).toHaveBeenCalledTimes(1);
    await expect(args.onSubscriptionChanged).toHaveBeenCalled();
  },
};

export const ReturnFailed: Story = {
  args: { returnParams: returned('failed') },
  parameters: {
    api: {
      'POST /api/subscription/confirm-return': {
        body: {
          outcome: 'failed',
          message: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
          subscription: { ...noSubscription, status: 'incomplete' },
        },
      },
      'GET /api/subscription': { body: { ...noSubscription, status: 'incomplete' } },
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Payment failed');
    // One message: the provider's reason, not run together with SPEC's generic sentence.
    await expect(alert).toHaveTextContent(
      'Payment failedWe are unable to authenticate your payment method. Please choose a different payment method and try again.',
    );
    await expect(alert).not.toHaveTextContent('Your payment was not processed.');
    await expect(canvas.getByRole('button', { name: 'Subscribe Now' })).toBeVisible();
    await expect(args.onReturnHandled).toHaveBeenCalledTimes(1);
  },
};

export const ReturnProcessing: Story = {
  args: { returnParams: returned('processing') },
  parameters: {
    api: {
      'POST /api/subscription/confirm-return': {
        body: {
          outcome: 'processing',
          message: 'Your payment is being confirmed by the payment provider.',
          subscription: { ...noSubscription, status: 'incomplete' },
        },
      },
      'GET /api/subscription': { body: { ...noSubscription, status: 'incomplete' } },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Payment processing', { selector: '.ant-alert *' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Check again' })).toBeVisible();
  },
};

export const ReturnCheckFailed: Story = {
  args: { returnParams: returned('succeeded') },
  parameters: {
    api: {
      'POST /api/subscription/confirm-return': {
        status: 502,
        body: { message: 'The payment system is not reachable right now. Please try again in a moment.', code: 'PAYMENT_PROVIDER' },
      },
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('We could not check your payment yet')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(args.onReturnHandled).not.toHaveBeenCalled();
  },
};

export const LoadFailed: Story = {
  parameters: {
    queryData: [],
    api: {
      'GET /api/subscription': { status: 500, body: { message: 'The server is unavailable', code: 'INTERNAL' } },
      'GET /api/config/payments': { body: { provider: 'test', publishableKey: null } },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Could not load your subscription')).toBeVisible();
  },
};

export const Mobile: Story = {
  parameters: { api: subscribed },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    await openCardForm(canvasElement);
  },
};
