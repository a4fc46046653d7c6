import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert, Button, Modal, Spin } from 'antd';
import { Typography } from '../../../components/ui/typography';
import { MESSAGES } from '../../../../modules/casework/contract';
import { LoadingBlock } from '../../../components/query-state';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useMarkCasePaid, useStartCasePayment } from '../api/case-payment';
import { CASE_PRICE } from '../lib/format';
import { CONFIRM_ATTEMPTS, CONFIRM_RETRY_MS, PAYMENT_NOT_PROCESSED, providerOutcome } from '../lib/payment-return';

/** What the app's card form (billing: the test provider's form or Stripe's) needs to take this payment. */
export interface PaymentFormSlot {
  caseId: number;
  clientSecret: string;
  /** '$199.99' for the pay button. */
  amountLabel: string;
  /** The provider decided (its return URL, with redirect_status). */
  onProviderResult: (returnUrl: string) => void;
}

export interface PaymentDialogProps {
  /** The case being paid for; null closes the dialog. */
  payingFor: { id: number; caseTitle: string; caseNumber: string } | null;
  onClose: () => void;
  /** The server recorded the provider-confirmed payment. */
  onPaid: (caseId: number) => void;
  renderPaymentForm: (slot: PaymentFormSlot) => ReactNode;
}

/** 'Complete Payment' (SPEC §2): the fee, a one-time payment through billing, confirmed by the provider. */
export function PaymentDialog({ payingFor, onClose, onPaid, renderPaymentForm }: PaymentDialogProps) {
  const start = useStartCasePayment();
  const markPaid = useMarkCasePaid();
  const [confirming, setConfirming] = useState(false);
  const [waitingNote, setWaitingNote] = useState<string | null>(null);
  // A failed payment gets a fresh form (and the server's current client secret).
  const [attempt, setAttempt] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const caseId = payingFor?.id ?? null;
  const { mutate: startPayment, reset: resetStart } = start;

  useEffect(() => {
    if (caseId === null) return;
    // A new payment (another case, or a fresh form after a failure) starts without the last one's note.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the reset belongs with the start it goes with
    setWaitingNote(null);
    startPayment(caseId);
    return () => {
      resetStart();
      if (timer.current) clearTimeout(timer.current);
    };
  }, [caseId, attempt, startPayment, resetStart]);

  if (!payingFor) return null;

  const confirm = (tries = 1) => {
    setConfirming(true);
    setWaitingNote(null);
    markPaid.mutate(payingFor.id, {
      onSuccess: (answer) => {
        if (answer.paymentStatus === 'paid') {
          setConfirming(false);
          toast({ variant: 'success', title: 'Payment complete', description: MESSAGES.inProgress });
          onPaid(payingFor.id);
          return;
        }
        if (answer.paymentStatus === 'failed') {
          setConfirming(false);
          toast({ variant: 'error', title: MESSAGES.paymentFailedTitle, description: answer.message ?? MESSAGES.paymentFailed });
          setAttempt((n) => n + 1);
          return;
        }
        // Not confirmed yet: the provider's word is on its way.
        if (tries < CONFIRM_ATTEMPTS) {
          timer.current = setTimeout(() => confirm(tries + 1), CONFIRM_RETRY_MS);
        } else {
          setConfirming(false);
          setWaitingNote(answer.message ?? MESSAGES.paymentNotConfirmed);
        }
      },
      onError: (error) => {
        setConfirming(false);
        // 402: the provider declined it; a fresh form lets the client try another card.
        if (error instanceof ApiError && error.status === 402) setAttempt((n) => n + 1);
        toast({
          variant: 'error',
          title: MESSAGES.paymentFailedTitle,
          description: error instanceof ApiError ? (error.serverMessage ?? MESSAGES.paymentFailed) : MESSAGES.paymentFailed,
        });
      },
    });
  };

  const onProviderResult = (returnUrl: string) => {
    if (providerOutcome(returnUrl) === 'failed') {
      toast({ variant: 'error', title: MESSAGES.paymentFailedTitle, description: PAYMENT_NOT_PROCESSED });
      setAttempt((n) => n + 1);
      return;
    }
    confirm();
  };

  let payment: ReactNode;
  if (confirming) {
    payment = (
      <div className="cb-confirming" role="status">
        <Spin /> <span>Confirming your payment with the payment provider…</span>
      </div>
    );
  } else if (waitingNote) {
    payment = (
      <Alert
        type="info"
        showIcon
        title={waitingNote}
        description="You can close this dialog: the case shows as paid in My Cases as soon as the provider confirms."
        action={
          <Button size="small" onClick={() => confirm()}>
            Check again
          </Button>
        }
      />
    );
  } else if (start.isPending || start.isIdle) {
    payment = <LoadingBlock label="Loading the payment form" rows={3} />;
  } else if (start.isError) {
    payment = (
      <Alert
        type="error"
        showIcon
        title={MESSAGES.paymentFailed}
        description={errorMessage(start.error)}
        action={
          <Button size="small" onClick={() => setAttempt((n) => n + 1)}>
            Try again
          </Button>
        }
      />
    );
  } else {
    payment = (
      <div key={`${start.data.clientSecret}-${attempt}`}>
        {renderPaymentForm({ caseId: payingFor.id, clientSecret: start.data.clientSecret, amountLabel: CASE_PRICE, onProviderResult })}
      </div>
    );
  }

  return (
    <Modal
      open
      title={MESSAGES.paymentTitle}
      onCancel={confirming ? undefined : onClose}
      closable={!confirming}
      mask={{ closable: false }}
      destroyOnHidden
      width={560}
      footer={
        <Button onClick={onClose} disabled={confirming}>
          Cancel
        </Button>
      }
    >
      <Typography.Paragraph>
        {MESSAGES.paymentOneTime} {MESSAGES.paymentCovers}
      </Typography.Paragraph>
      <dl className="cb-invoice" aria-label="Order summary">
        <div>
          <dt>{MESSAGES.paymentLineItem}</dt>
          <dd>{CASE_PRICE}</dd>
        </div>
        <div className="cb-invoice-case">
          <dt>Case</dt>
          <dd>
            {payingFor.caseTitle} ({payingFor.caseNumber})
          </dd>
        </div>
        <div className="cb-invoice-total">
          <dt>Total</dt>
          <dd>{CASE_PRICE}</dd>
        </div>
      </dl>
      {payment}
    </Modal>
  );
}
