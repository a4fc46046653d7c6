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
import './casework.css';

// The dialog (and antd's Modal) loads when a payment starts, not with the form; My Cases (its
// cards, badges and empty state) when its tab opens (docs/decisions/0025-case-form-weight.md).
const MyCases = lazy(() => import('./my-cases').then((m) => ({ default: m.MyCases })));
const PaymentDialog = lazy(() => import('./payment-dialog').then((m) => ({ default: m.PaymentDialog })));
// 'Review your case facts' (issue 25) loads when a case is submitted or its review reopened.
const FactReview = lazy(() => import('./fact-review').then((m) => ({ default: m.FactReview })));

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
  const [payingFor, setPayingFor] = useState<PayingFor | null>(null);
  const [reviewing, setReviewing] = useState<PayingFor | null>(null);
  const showCases = () => onTabChange('cases');
  usePaymentReturn(paymentReturn, onPaymentReturnHandled, showCases);
  const count = cases.data?.length ?? 0;

  const pay = (item: Pick<CaseSummaryResponse, 'id' | 'caseTitle' | 'caseNumber'>) =>
    setPayingFor({ id: item.id, caseTitle: item.caseTitle, caseNumber: item.caseNumber });
  /** After submitting (or from My Cases): the fact sheet to review, then the payment. */
  const review = (item: Pick<CaseSummaryResponse, 'id' | 'caseTitle' | 'caseNumber'>) => {
    setReviewing({ id: item.id, caseTitle: item.caseTitle, caseNumber: item.caseNumber });
    // The dialog's code arrives while the client reads.
    void import('./payment-dialog');
  };

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
          <span>A one-time fee per case. You review the facts we read from your case; twelve simulated jurors (criminal) or a simulated judge (family) weigh them and explain why.</span>
        </div>
      </div>
      {reviewing ? (
        <Suspense
          fallback={
            <div role="status" aria-live="polite" aria-busy="true">
              <span className="cb-visually-hidden">Loading your case facts</span>
            </div>
          }
        >
          <FactReview
            caseRef={reviewing}
            onContinue={() => {
              setReviewing(null);
              pay(reviewing);
            }}
            onCancel={() => {
              setReviewing(null);
              showCases();
            }}
          />
        </Suspense>
      ) : (
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
            label: (
              <span>
                My Cases{' '}
                {count > 0 && (
                  <span className="cb-count">
                    {count}
                  </span>
                )}
              </span>
            ),
            children: (
              <Suspense
                fallback={
                  // While My Cases' code arrives (its own loading state follows); no skeleton, which would load antd's.
                  <div role="status" aria-live="polite" aria-busy="true">
                    <span className="cb-visually-hidden">Loading your cases</span>
                  </div>
                }
              >
                <MyCases onViewDetails={onViewDetails} onPay={pay} onReview={review} onSubmitNew={() => onTabChange('submit')} />
              </Suspense>
            ),
          },
        ]}
      />
      )}
      {payingFor && (
        <Suspense fallback={null}>
          <PaymentDialog
            payingFor={payingFor}
            onClose={() => {
              setPayingFor(null);
              showCases();
            }}
            onPaid={() => {
              setPayingFor(null);
              showCases();
            }}
            renderPaymentForm={renderPaymentForm}
          />
        </Suspense>
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
