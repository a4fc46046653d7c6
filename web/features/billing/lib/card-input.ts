// The test provider's card form: what a person types, formatted as they type, and checked with
// the contract's own schema (so the browser says exactly what the server would answer).
import { testCardConfirmRequest, type TestCardConfirmRequest } from '../../../../modules/billing/contract';

export interface CardFormValues {
  cardNumber: string;
  /** 'MM / YY' */
  expiry: string;
  cvc: string;
}

export type CardField = keyof CardFormValues;

const digits = (value: string) => value.replace(/\D/g, '');

/** '4242424242424242' → '4242 4242 4242 4242' (at most 19 digits). */
export function formatCardNumber(value: string): string {
  return (
    digits(value)
      .slice(0, 19)
      .match(/.{1,4}/g) ?? []
  ).join(' ');
}

/** '1234' or '12/34' → '12 / 34'; a single month digit above 1 becomes '0d'. */
export function formatExpiry(value: string): string {
  let d = digits(value).slice(0, 4);
  if (d.length === 1 && d > '1') d = `0${d}`;
  return d.length > 2 ? `${d.slice(0, 2)} / ${d.slice(2)}` : d;
}

export function formatCvc(value: string): string {
  return digits(value).slice(0, 4);
}

/** 'MM / YY' (or MM/YYYY) → month and year; NaN for a part that is missing. */
export function parseExpiry(expiry: string): { expMonth: number; expYear: number } {
  const [month = '', year = ''] = expiry.includes('/')
    ? expiry.split('/').map(digits)
    : [digits(expiry).slice(0, 2), digits(expiry).slice(2)];
  return {
    expMonth: month.length >= 1 && month.length <= 2 ? Number(month) : Number.NaN,
    expYear: year.length === 2 || year.length === 4 ? Number(year) : Number.NaN,
  };
}

const FIELD_OF: Record<string, CardField | undefined> = {
  cardNumber: 'cardNumber',
  expMonth: 'expiry',
  expYear: 'expiry',
  cvc: 'cvc',
};

export type CardCheck = { ok: true; request: TestCardConfirmRequest } | { ok: false; errors: Partial<Record<CardField, string>> };

/** The request for POST /api/test-payments/confirm, or the contract's message for each wrong field. */
export function checkCard(values: CardFormValues, clientSecret: string): CardCheck {
  const result = testCardConfirmRequest.safeParse({
    clientSecret,
    cardNumber: values.cardNumber,
    ...parseExpiry(values.expiry),
    cvc: values.cvc,
  });
  if (result.success) return { ok: true, request: result.data };
  const errors: Partial<Record<CardField, string>> = {};
  for (const issue of result.error.issues) {
    const field = FIELD_OF[String(issue.path[0])];
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}
