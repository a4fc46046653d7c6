// After 'Submit Case for Analysis' (issue 25): 'Review your case facts', then the payment dialog.
// A small chunk Case Analysis loads when a case is submitted or its payment reopened, which loads
// the review (antd's Radio, Select, InputNumber, Checkbox) and the dialog (antd's Modal) in turn:
// the page's own chunk lists this one dependency rather than all of theirs, and stays within its
// initial JavaScript budget (test/web-budget.test.ts; docs/decisions/0025-case-form-weight.md).
import { lazy, useEffect, type ReactNode } from 'react';
import type { FactReviewCase } from './fact-review';
import type { PaymentFormSlot } from './payment-dialog';

const loadPaymentDialog = () => import('./payment-dialog');
const PaymentDialog = lazy(() => loadPaymentDialog().then((m) => ({ default: m.PaymentDialog })));
const FactReview = lazy(() => import('./fact-review').then((m) => ({ default: m.FactReview })));

export type CheckoutStep = 'review' | 'pay';

export interface CaseCheckoutProps {
  caseRef: FactReviewCase;
  step: CheckoutStep;
  /** The review is done (confirmed or skipped): the payment is next. */
  onPay: () => void;
  /** Left without paying, or paid: the case shows in My Cases. */
  onDone: () => void;
  renderPaymentForm: (slot: PaymentFormSlot) => ReactNode;
}

/** Suspends (to the page's fallback) while each part's code arrives. */
export function CaseCheckout({ caseRef, step, onPay, onDone, renderPaymentForm }: CaseCheckoutProps) {
  // The dialog's code arrives while the client reads the facts.
  useEffect(() => void loadPaymentDialog(), []);
  if (step === 'review') return <FactReview caseRef={caseRef} onContinue={onPay} onCancel={onDone} />;
  return <PaymentDialog payingFor={caseRef} onClose={onDone} onPaid={onDone} renderPaymentForm={renderPaymentForm} />;
}
