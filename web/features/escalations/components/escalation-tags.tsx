import { Tag } from '../../../components/ui/tag';
import {
  DASHBOARD_URGENCY_LABELS,
  STATUS_LABELS,
  URGENCY_LABELS,
  type EscalationStatus,
  type Urgency,
} from '../../../../modules/conversation/contract';

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

/** The investigator dashboard's status words (SPEC.md §7: pending / in-progress / resolved). */
export const DASHBOARD_STATUS_LABELS: Record<EscalationStatus, string> = {
  pending: 'pending',
  'in-progress': 'in-progress',
  resolved: 'resolved',
};

/** Pending / In Progress / Completed in History (DECISIONS.md); pending / in-progress / resolved on the dashboard. */
export function StatusTag({ status, dashboard = false }: { status: EscalationStatus; dashboard?: boolean }) {
  return (
    <Tag style={{ ...statusStyles[status], marginInlineEnd: 0 }}>{dashboard ? DASHBOARD_STATUS_LABELS[status] : STATUS_LABELS[status]}</Tag>
  );
}

/** Standard / Priority / Urgent in History; low / medium / high on the dashboard. */
export function UrgencyTag({ urgency, dashboard = false }: { urgency: Urgency; dashboard?: boolean }) {
  return (
    <Tag style={{ ...urgencyStyles[urgency], marginInlineEnd: 0 }}>
      {dashboard ? DASHBOARD_URGENCY_LABELS[urgency] : URGENCY_LABELS[urgency]}
    </Tag>
  );
}
