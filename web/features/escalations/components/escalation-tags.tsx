import { Tag } from '../../../components/ui/tag';
import { STATUS_LABELS, URGENCY_LABELS, type EscalationStatus, type Urgency } from '../../../../modules/conversation/contract';

// Dark text on light tags: 4.5:1 contrast at tag size.
const statusStyles: Record<EscalationStatus, { color: string; background: string; borderColor: string }> = {
  pending: { color: '#7a4a00', background: '#fff7e6', borderColor: '#ffd591' },
  'in-progress': { color: '#0b3d91', background: '#e6f0ff', borderColor: '#adc8f5' },
  resolved: { color: '#135200', background: '#f0fae8', borderColor: '#b7eb8f' },
};

const urgencyStyles: Record<Urgency, { color: string; background: string; borderColor: string }> = {
  standard: { color: '#1f2937', background: '#f3f4f6', borderColor: '#d1d5db' },
  priority: { color: '#7a4a00', background: '#fff7e6', borderColor: '#ffd591' },
  urgent: { color: '#a8071a', background: '#fff1f0', borderColor: '#ffa39e' },
};

/**
 * The investigator dashboard's status words: SPEC.md §7's pending / in-progress / resolved, written
 * as words rather than as the stored values (decision 0049).
 */
export const DASHBOARD_STATUS_LABELS: Record<EscalationStatus, string> = {
  pending: 'Pending',
  'in-progress': 'In Progress',
  resolved: 'Resolved',
};

/** Pending / In Progress / Completed in History (DECISIONS.md); pending / in-progress / resolved on the dashboard. */
export function StatusTag({ status, dashboard = false }: { status: EscalationStatus; dashboard?: boolean }) {
  return (
    <Tag style={{ ...statusStyles[status], marginInlineEnd: 0 }}>{dashboard ? DASHBOARD_STATUS_LABELS[status] : STATUS_LABELS[status]}</Tag>
  );
}

/**
 * The client's own word for the urgency (Standard / Priority / Urgent) in History and on the
 * dashboard alike: SPEC's low / medium / high renamed the client's choice (decision 0049).
 */
export function UrgencyTag({ urgency }: { urgency: Urgency }) {
  return <Tag style={{ ...urgencyStyles[urgency], marginInlineEnd: 0 }}>{URGENCY_LABELS[urgency]}</Tag>;
}
