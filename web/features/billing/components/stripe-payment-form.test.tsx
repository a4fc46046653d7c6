import type { ReactNode } from 'react';
import { render as renderDom, screen, waitFor } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const stripeMocks = vi.hoisted(() => ({
  stripe: null as null | { confirmPayment: ReturnType<typeof vi.fn> },
  elements: null as null | object,
  loadStripe: vi.fn(),
  elementsProps: [] as unknown[],
}));
const toast = vi.hoisted(() => vi.fn());

vi.mock('@stripe/react-stripe-js', () => ({
  Elements: (props: { children: ReactNode; stripe: unknown; options: unknown }) => {
    stripeMocks.elementsProps.push({ stripe: props.stripe, options: props.options });
    return <>{props.children}</>;
  },
  PaymentElement: () => <div data-testid="payment-element" />,
  useStripe: () => stripeMocks.stripe,
  useElements: () => stripeMocks.elements,
}));
vi.mock('@stripe/stripe-js', () => ({ loadStripe: stripeMocks.loadStripe }));
vi.mock('../../../lib/toast', () => ({ toast }));

const { default: StripePaymentForm, StripeCheckoutForm, returnUrl } = await import('./stripe-payment-form');

beforeEach(() => {
  toast.mockReset();
  stripeMocks.stripe = { confirmPayment: vi.fn() };
  stripeMocks.elements = { kind: 'elements' };
  stripeMocks.elementsProps = [];
  stripeMocks.loadStripe.mockReset();
});
afterEach(() => vi.clearAllMocks());

// No motion: a button's leaving spinner would otherwise stay in its accessible name in jsdom.
const render = (ui: ReactNode) => renderDom(<ConfigProvider theme={{ token: { motion: false } }}>{ui}</ConfigProvider>);

const pay = () => userEvent.click(screen.getByRole('button', { name: 'Pay $29.00' }));

describe('the Stripe payment form', () => {
  it('loads Stripe.js once per key and gives Elements the client secret', async () => {
    stripeMocks.loadStripe.mockResolvedValue(stripeMocks.stripe);
    render(<StripePaymentForm publishableKey="pk_test_123" clientSecret="pi_1_secret_2" />);
    render(<StripePaymentForm publishableKey="pk_test_123" clientSecret="pi_1_secret_2" />);
    expect(stripeMocks.loadStripe).toHaveBeenCalledTimes(1);
    expect(stripeMocks.loadStripe).toHaveBeenCalledWith('pk_test_123');
    expect(stripeMocks.elementsProps[0]).toMatchObject({ options: { clientSecret: 'pi_1_secret_2' } });
    expect(screen.getAllByTestId('payment-element')).toHaveLength(2);
  });

  it('confirms with a return URL of /subscription on this origin', async () => {
    stripeMocks.stripe!.confirmPayment.mockReturnValue(new Promise(() => {}));
    render(<StripeCheckoutForm />);
    await pay();
    expect(stripeMocks.stripe!.confirmPayment).toHaveBeenCalledWith({
      elements: stripeMocks.elements,
      confirmParams: { return_url: `${window.location.origin}/subscription` },
    });
    expect(returnUrl('https://casebook.example')).toBe('https://casebook.example/subscription');
    expect((await screen.findByRole<HTMLButtonElement>('button', { name: 'Processing...' })).disabled).toBe(true);
  });

  it("shows the provider's message and toasts 'Payment failed'", async () => {
    stripeMocks.stripe!.confirmPayment.mockResolvedValue({ error: { type: 'card_error', message: 'Your card was declined.' } });
    render(<StripeCheckoutForm />);
    await pay();
    expect((await screen.findByRole('alert')).textContent).toContain('Your card was declined.');
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ variant: 'error', title: 'Payment failed', description: 'Your card was declined.' }),
    );
    expect((await screen.findByRole<HTMLButtonElement>('button', { name: 'Pay $29.00' })).disabled).toBe(false);
  });

  it("falls back to 'Payment failed. Please try again.' without a message", async () => {
    stripeMocks.stripe!.confirmPayment.mockResolvedValue({ error: { type: 'api_error' } });
    render(<StripeCheckoutForm />);
    await pay();
    expect((await screen.findByRole('alert')).textContent).toContain('Payment failed. Please try again.');
  });

  it("says 'An unexpected error occurred' when confirming throws", async () => {
    stripeMocks.stripe!.confirmPayment.mockRejectedValue(new Error('boom'));
    render(<StripeCheckoutForm />);
    await pay();
    expect((await screen.findByRole('alert')).textContent).toContain('An unexpected error occurred');
  });

  it("says 'Payment system not loaded' when Stripe is not ready", async () => {
    stripeMocks.stripe = null;
    render(<StripeCheckoutForm />);
    await pay();
    expect((await screen.findByRole('alert')).textContent).toContain('Payment system not loaded. Please refresh the page.');
  });

  it('says so at once when Stripe.js could not load', async () => {
    stripeMocks.stripe = null;
    stripeMocks.loadStripe.mockRejectedValue(new Error('Failed to load Stripe.js'));
    render(<StripePaymentForm publishableKey="pk_test_unreachable" clientSecret="pi_1_secret_2" />);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Payment system not loaded. Please refresh the page.'));
  });
});
