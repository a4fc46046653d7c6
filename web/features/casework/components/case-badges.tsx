import { Tag } from '../../../components/ui/tag';
import { CASE_STATUS_LABELS, PAYMENT_STATUS_LABELS, type CaseStatus, type PaymentStatus } from '../../../../modules/casework/contract';

// Dark text on light tags: 4.5:1 contrast at tag size.
const tone = {
  neutral: { color: '#1f2937', background: '#f3f4f6', borderColor: '#d1d5db' },
  waiting: { color: '#7a4a00', background: '#fff7e6', borderColor: '#ffd591' },
  working: { color: '#0b3d91', background: '#e6f0ff', borderColor: '#adc8f5' },
  done: { color: '#135200', background: '#f0fae8', borderColor: '#b7eb8f' },
  bad: { color: '#a8071a', background: '#fff1f0', borderColor: '#ffa39e' },
} as const;

const statusTone: Record<CaseStatus, keyof typeof tone> = {
  pending: 'waiting',
  submitted: 'working',
  'in-review': 'working',
  completed: 'done',
};

const paymentTone: Record<PaymentStatus, keyof typeof tone> = {
  unpaid: 'neutral',
  pending: 'waiting',
  paid: 'done',
  failed: 'bad',
};

/** What a paid case waiting for staff is called once its analysis is there (it no longer reads as still processing). */
export const ANALYSIS_READY = 'Analysis Ready';

/** The status's words: 'Submitted' with a result becomes 'Analysis Ready' (issue 31). */
export const caseStatusWords = (status: CaseStatus, hasResult = false) =>
  status === 'submitted' && hasResult ? ANALYSIS_READY : (CASE_STATUS_LABELS[status] ?? status);

/** The case's status (SPEC §4: an unknown status is shown as it is); `hasResult`: its analysis is ready. */
export function CaseStatusBadge({ status, hasResult = false }: { status: CaseStatus; hasResult?: boolean }) {
  const ready = status === 'submitted' && hasResult;
  return (
    <Tag style={{ ...tone[ready ? 'done' : (statusTone[status] ?? 'neutral')], marginInlineEnd: 0 }} data-testid="case-status">
      {caseStatusWords(status, hasResult)}
    </Tag>
  );
}

/** 'Paid', 'Payment Pending', 'Payment Failed', 'Unpaid'. */
export function PaymentBadge({ status }: { status: PaymentStatus }) {
  return (
    <Tag style={{ ...tone[paymentTone[status] ?? 'neutral'], marginInlineEnd: 0 }} data-testid="payment-status">
      {PAYMENT_STATUS_LABELS[status] ?? status}
    </Tag>
  );
}
