// Stripe's Payment Element. Loaded lazily (subscription-page.tsx): only a server running Stripe
// ever downloads this module and Stripe.js, so the test-provider path and first paint stay small.
import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Button } from 'antd';
import { Card } from '../../../components/ui/card';
import { Typography } from '../../../components/ui/typography';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { busy } from '../../../components/busy';
import { toast } from '../../../lib/toast';
import { PLAN_AMOUNT } from '../lib/premium-plan';

export const STRIPE_NOT_LOADED = 'Payment system not loaded. Please refresh the page.';
export const STRIPE_PAYMENT_FAILED = 'Payment failed. Please try again.';
export const UNEXPECTED_ERROR = 'An unexpected error occurred';

// One Stripe.js instance per key for the life of the page (Stripe's guidance); a script that
// cannot load answers null, which the form reports as not loaded.
const stripes = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripes.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey).catch(() => null);
    stripes.set(publishableKey, stripe);
  }
  return stripe;
}

/** Where Stripe sends the browser after the payment (and any 3-D Secure page): back to /subscription. */
export function returnUrl(origin = window.location.origin): string {
  return `${origin}/subscription`;
}

export interface StripeCheckoutFormProps {
  /** Resolves null when Stripe.js could not load. */
  stripeReady?: Promise<Stripe | null>;
  /** What the pay button charges (default: the Premium price). */
  amountLabel?: string;
  /** Where Stripe returns the browser (default: /subscription). */
  returnTo?: string;
}

/** The form inside <Elements>: the Payment Element and the pay button (SPEC.md §8 messages). */
export function StripeCheckoutForm({ stripeReady, amountLabel = PLAN_AMOUNT, returnTo }: StripeCheckoutFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [failure, setFailure] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);

  useEffect(() => {
    let live = true;
    void stripeReady?.then((loaded) => {
      if (live && !loaded) setFailure(STRIPE_NOT_LOADED);
    });
    return () => {
      live = false;
    };
  }, [stripeReady]);

  const fail = (message: string) => {
    setFailure(message);
    toast({ variant: 'error', title: 'Payment failed', description: message });
  };

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) {
      setFailure(STRIPE_NOT_LOADED);
      return;
    }
    setFailure(null);
    setPaying(true);
    try {
      // On success Stripe leaves the page for return_url; only failures come back here.
      const { error } = await stripe.confirmPayment({ elements, confirmParams: { return_url: returnTo ?? returnUrl() } });
      if (error) fail(error.message ?? STRIPE_PAYMENT_FAILED);
    } catch {
      fail(UNEXPECTED_ERROR);
    } finally {
      setPaying(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void pay(event)} aria-label="Card payment">
      <PaymentElement options={{ layout: 'tabs' }} />
      {failure && <Alert type="error" showIcon role="alert" title={failure} style={{ marginTop: 16 }} />}
      <Button type="primary" htmlType="submit" size="large" block loading={busy(paying)} disabled={paying} style={{ marginTop: 16 }}>
        {paying ? 'Processing...' : `Pay ${amountLabel}`}
      </Button>
    </form>
  );
}

export interface StripePaymentFormProps {
  publishableKey: string;
  clientSecret: string;
  amountLabel?: string;
  /** Absolute URL Stripe sends the browser back to (default: /subscription). */
  returnTo?: string;
}

export default function StripePaymentForm({ publishableKey, clientSecret, amountLabel, returnTo }: StripePaymentFormProps) {
  const stripe = stripeFor(publishableKey);
  return (
    <Card>
      <section aria-labelledby="cb-payment-title">
        <Typography.Title level={2} id="cb-payment-title" style={{ fontSize: 20, marginTop: 0 }}>
          Payment details
        </Typography.Title>
        <Elements stripe={stripe} options={{ clientSecret }}>
          <StripeCheckoutForm stripeReady={stripe} amountLabel={amountLabel} returnTo={returnTo} />
        </Elements>
      </section>
    </Card>
  );
}
