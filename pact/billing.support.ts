// Shared by the billing consumer and provider tests. The browser stand-in, the consumer's name and
// the example session cookie are identity's (pact/support.ts); the provider is named apart so
// billing has its own pact file: the identity test starts its file from nothing, and each
// verification then replays only the interactions whose states it knows.
import path from 'node:path';
import { CONSUMER, PACT_DIR } from './support';

export const BILLING_PROVIDER = 'Casebook Billing API';
export const BILLING_PACT_FILE = path.join(PACT_DIR, `${CONSUMER}-${BILLING_PROVIDER}.json`);

/** Provider states: the consumer names them, the provider's handlers set them up through the API. */
export const BILLING_STATES = {
  /** A fresh client without a subscription is signed in. */
  clientSignedIn: 'a client without a subscription is signed in',
  /** A signed-in client has paid Premium with a test card (active, renewing). */
  premiumSignedIn: 'a premium subscriber is signed in',
  /** A signed-in client pressed Subscribe Now: injects `clientSecret`. */
  subscriptionStarted: 'a signed-in client has started a subscription',
  /** The client's first payment waits for 3-D Secure: injects `clientSecret`. */
  awaitingAuthentication: "a signed-in client's subscription payment awaits 3-D Secure",
  /** The client paid with 4242 and is back from the form: injects `paymentIntent`. */
  paymentSucceeded: "a signed-in client's subscription payment succeeded",
  /** The client's card 4000 0000 0000 0002 was declined: injects `paymentIntent`. */
  paymentDeclined: "a signed-in client's subscription payment was declined",
} as const;

/** The payment intent id inside a client secret (`pi_…_secret_…`). */
export function paymentIntentOf(clientSecret: string): string {
  return clientSecret.slice(0, clientSecret.indexOf('_secret_'));
}
