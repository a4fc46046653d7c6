import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from 'antd';
import { Tabs } from '../../../components/ui/tabs';
import { Typography } from '../../../components/ui/typography';
import { CrownOutlined } from '@ant-design/icons';
import { MESSAGES, type CaseSummaryResponse } from '../../../../modules/casework/contract';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useMarkCasePaid } from '../api/case-payment';
import { useCases } from '../api/get-cases';
import { CASE_PRICE } from '../lib/format';
import { PAYMENT_NOT_PROCESSED } from '../lib/payment-return';
import { CaseForm } from './case-form';
import { HowItWorks } from './how-it-works';
import type { PaymentFormSlot } from './payment-dialog';
import type { CheckoutStep } from './case-checkout';
import './casework.css';

// The review of the case's facts and the payment dialog (and antd's Modal) load when a case is
// submitted or its payment reopened, not with the form; My Cases (its cards, badges and empty
// state) when its tab opens (docs/decisions/0025-case-form-weight.md).
const MyCases = lazy(() => import('./my-cases').then((m) => ({ default: m.MyCases })));
const CaseCheckout = lazy(() => import('./case-checkout').then((m) => ({ default: m.CaseCheckout })));

export type CaseAnalysisTab = 'submit' | 'cases';

/** Stripe's return to this screen after paying for a case (`paidCase` is ours, the rest the provider's). */
export interface CasePaymentReturn {
  caseId?: number | undefined;
  redirect_status?: string | undefined;
}

export interface CaseAnalysisPageProps {
  tab: CaseAnalysisTab;
  onTabChange: (tab: CaseAnalysisTab) => void;
  onViewDetails: (id: number) => void;
  /** The app's card form for a one-time payment (billing's test form or Stripe's). */
  renderPaymentForm: (slot: PaymentFormSlot) => ReactNode;
  /** The top bar's links and logout (SPEC §2); the app gives them. */
  topBar?: ReactNode;
  paymentReturn?: CasePaymentReturn | undefined;
  onPaymentReturnHandled?: () => void;
}

type PayingFor = { id: number; caseTitle: string; caseNumber: string };

/** While a lazy part's code arrives (its own loading state follows); no skeleton, which would load antd's. */
const Pending = ({ label }: { label: string }) => (
  <div role="status" aria-live="polite" aria-busy="true">
    <span className="cb-visually-hidden">{label}</span>
  </div>
);

/** Records a payment Stripe returned from: the server asks the provider, never trusts the URL. */
function usePaymentReturn(params: CasePaymentReturn | undefined, onHandled: (() => void) | undefined, onPaid: () => void) {
  const markPaid = useMarkCasePaid();
  const handled = useRef(false);
  useEffect(() => {
    if (handled.current || !params?.caseId || !params.redirect_status) return;
    handled.current = true;
    if (params.redirect_status !== 'succeeded') {
      toast({ variant: 'error', title: MESSAGES.paymentFailedTitle, description: PAYMENT_NOT_PROCESSED });
      onHandled?.();
      return;
    }
    markPaid.mutate(params.caseId, {
      onSuccess: (answer) => {
        if (answer.paymentStatus === 'failed') {
          toast({ variant: 'error', title: MESSAGES.paymentFailedTitle, description: answer.message ?? MESSAGES.paymentFailed });
        } else {
          toast({ variant: 'success', title: 'Payment complete', description: MESSAGES.inProgress });
        }
        onPaid();
      },
      onError: (error) =>
        toast({
          variant: 'error',
          title: MESSAGES.paymentFailedTitle,
          description: error instanceof ApiError ? (error.serverMessage ?? MESSAGES.paymentFailed) : MESSAGES.paymentFailed,
        }),
      onSettled: () => onHandled?.(),
    });
  }, [params, onHandled, markPaid, onPaid]);
}

/** Case Analysis (SPEC §2): submit a case, pay for its analysis, and follow it in My Cases. */
export function CaseAnalysisPage({
  tab,
  onTabChange,
  onViewDetails,
  renderPaymentForm,
  topBar,
  paymentReturn,
  onPaymentReturnHandled,
}: CaseAnalysisPageProps) {
  const cases = useCases();
  // A case on its way to payment: its facts under review (in place of the tabs), or the payment dialog.
  const [checkout, setCheckout] = useState<{ item: PayingFor; step: CheckoutStep } | null>(null);
  const showCases = () => onTabChange('cases');
  usePaymentReturn(paymentReturn, onPaymentReturnHandled, showCases);
  const count = cases.data?.length ?? 0;
  const reviewing = checkout?.step === 'review';

  const open = (step: CheckoutStep) => (item: Pick<CaseSummaryResponse, 'id' | 'caseTitle' | 'caseNumber'>) =>
    setCheckout({ item: { id: item.id, caseTitle: item.caseTitle, caseNumber: item.caseNumber }, step });
  const pay = open('pay');
  /** After submitting (or from My Cases): the fact sheet to review, then the payment. */
  const review = open('review');

  return (
    <div className="cb-page cb-case-analysis">
      {topBar}
      <div className="cb-page-header">
        <Typography.Title level={1} style={{ fontSize: 26 }}>
          Case Analysis
        </Typography.Title>
      </div>
      <div className="cb-price-banner" role="note">
        <CrownOutlined aria-hidden />
        <div>
          <strong>Premium AI mock-jury analysis: {CASE_PRICE} per case</strong>
          <span>A one-time fee per case. Simulated jurors or a judge weigh your case and explain why.</span>
        </div>
      </div>
      {checkout && (
        <Suspense fallback={reviewing && <Pending label="Loading your case facts" />}>
          <CaseCheckout
            caseRef={checkout.item}
            step={checkout.step}
            onPay={() => setCheckout({ ...checkout, step: 'pay' })}
            onDone={() => {
              setCheckout(null);
              showCases();
            }}
            renderPaymentForm={renderPaymentForm}
          />
        </Suspense>
      )}
      {!reviewing && (
        <Tabs
          activeKey={tab}
          onChange={(key) => onTabChange(key === 'cases' ? 'cases' : 'submit')}
          items={[
            {
              key: 'submit',
              label: 'Submit New Case',
              children: (
                <div className="cb-stack">
                  <HowItWorks />
                  <CaseForm onSubmitted={review} />
                </div>
              ),
            },
            {
              key: 'cases',
              label: <span>My Cases {count > 0 && <span className="cb-count">{count}</span>}</span>,
              children: (
                // While My Cases' code arrives (its own loading state follows); no skeleton, which would load antd's.
                <Suspense fallback={<Pending label="Loading your cases" />}>
                  <MyCases onViewDetails={onViewDetails} onPay={pay} onReview={review} onSubmitNew={() => onTabChange('submit')} />
                </Suspense>
              ),
            },
          ]}
        />
      )}
    </div>
  );
}

/** The top bar (SPEC §2): home, chat and settings links and a logout button; the links come from the app. */
export function CaseTopBar({ links, onLogout, loggingOut }: { links: ReactNode; onLogout: () => void; loggingOut: boolean }) {
  return (
    <nav className="cb-case-top-bar" aria-label="Case Analysis">
      <div className="cb-case-top-links">{links}</div>
      <Button size="small" onClick={onLogout} disabled={loggingOut}>
        {loggingOut ? 'Logging out...' : 'Logout'}
      </Button>
    </nav>
  );
}
