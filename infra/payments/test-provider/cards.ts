// Stripe's test cards and what they do (https://docs.stripe.com/testing). The words are Stripe's, so a
// user sees the same message on either provider.

export interface CardError {
  code: string;
  declineCode?: string;
  message: string;
}

export type CardOutcome =
  | { kind: 'succeed' }
  | { kind: 'decline'; error: CardError }
  /** 3-D Secure: the payment waits for the cardholder; approved, it goes on to `afterApproval`. */
  | { kind: 'authenticate'; afterApproval: { kind: 'succeed' } | { kind: 'decline'; error: CardError } };

export const CARD_MESSAGES = {
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  expired: 'Your card has expired.',
  incorrectCvc: "Your card's security code is incorrect.",
  processingError: 'An error occurred while processing your card. Try again in a little bit.',
  authenticationFailed: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
  authenticationRequired: 'This payment requires authentication (3-D Secure).',
  notATestCard:
    'Your card was declined. Your request was in test mode, but used a non test card. For a list of valid test cards, visit: https://stripe.com/docs/testing.',
} as const;

const declined = (code: string, message: string, declineCode?: string): CardOutcome => ({
  kind: 'decline',
  error: { code, message, ...(declineCode ? { declineCode } : {}) },
});

const SUCCEEDS = [
  '4242424242424242', // Visa
  '4000056655665556', // Visa (debit)
  '5555555555554444', // Mastercard
  '2223003122003222', // Mastercard (2-series)
  '5200828282828210', // Mastercard (debit)
  '378282246310005', // American Express
  '371449635398431', // American Express
  '6011111111111117', // Discover
  '3056930009020004', // Diners Club
  '36227206271667', // Diners Club (14 digits)
  '3566002020360505', // JCB
  '6200000000000005', // UnionPay
];

const OUTCOMES: Record<string, CardOutcome> = {
  ...Object.fromEntries(SUCCEEDS.map((n) => [n, { kind: 'succeed' } as CardOutcome])),
  '4000000000000002': declined('card_declined', CARD_MESSAGES.declined, 'generic_decline'),
  '4000000000009995': declined('card_declined', CARD_MESSAGES.insufficientFunds, 'insufficient_funds'),
  '4000000000009987': declined('card_declined', CARD_MESSAGES.declined, 'lost_card'),
  '4000000000009979': declined('card_declined', CARD_MESSAGES.declined, 'stolen_card'),
  '4000000000000069': declined('expired_card', CARD_MESSAGES.expired),
  '4000000000000127': declined('incorrect_cvc', CARD_MESSAGES.incorrectCvc),
  '4000000000000119': declined('processing_error', CARD_MESSAGES.processingError),
  '4000002500003155': { kind: 'authenticate', afterApproval: { kind: 'succeed' } },
  '4000002760003184': { kind: 'authenticate', afterApproval: { kind: 'succeed' } },
  '4000000000003220': { kind: 'authenticate', afterApproval: { kind: 'succeed' } },
  '4000008260003178': {
    kind: 'authenticate',
    afterApproval: {
      kind: 'decline',
      error: { code: 'card_declined', declineCode: 'insufficient_funds', message: CARD_MESSAGES.insufficientFunds },
    },
  },
};

/** What confirming a payment with this (Luhn-valid, digits-only) card number does. */
export function cardOutcome(cardNumber: string): CardOutcome {
  return OUTCOMES[cardNumber] ?? declined('card_declined', CARD_MESSAGES.notATestCard, 'test_mode_live_card');
}

export const AUTHENTICATION_FAILED: CardError = {
  code: 'payment_intent_authentication_failure',
  message: CARD_MESSAGES.authenticationFailed,
};
