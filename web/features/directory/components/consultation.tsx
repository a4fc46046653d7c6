import { useState } from 'react';
import { Alert, Button } from 'antd';
import { Typography } from '../../../components/ui/typography';
import { Tag } from '../../../components/ui/tag';
import type { InquiryRow } from '../../../../modules/directory/contract';
import { busy } from '../../../components/busy';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useEndConsultation } from '../api/on-demand-api';
import './directory.css';

import ConsultationForm, { CancelConsultationForm } from './consultation-form';

export const CONSULTATION_LABELS: Record<NonNullable<InquiryRow['consultation']>['status'], { label: string; color: string }> = {
  scheduled: { label: 'Scheduled', color: '#0b57d0' },
  cancelled: { label: 'Cancelled', color: '#a8071a' },
  completed: { label: 'Completed', color: '#237804' },
};

export const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

export interface ConsultationPanelProps {
  inquiry: InquiryRow;
  /** Who is looking: the client who sent the inquiry books and moves; either party cancels; the investigator marks it held. */
  party: 'client' | 'investigator' | null;
}

/** An inquiry's consultation: its time and status, and what this party may do with it (loaded on demand: on-demand.ts). */
export function ConsultationPanel({ inquiry, party }: ConsultationPanelProps) {
  const [editing, setEditing] = useState<'book' | 'cancel' | null>(null);
  const end = useEndConsultation();
  const c = inquiry.consultation;
  const scheduled = c?.status === 'scheduled';
  if (!c && party !== 'client') return null;
  const complete = () =>
    end.mutate(
      { inquiryId: inquiry.id, action: 'complete' },
      { onSuccess: () => toast({ variant: 'success', title: 'Consultation marked as held' }) },
    );
  return (
    <div className="cb-consultation" aria-label={`Consultation for ${inquiry.investigationType}`} role="group">
      <Typography.Text strong>Consultation</Typography.Text>{' '}
      {c ? (
        <>
          <Tag color={CONSULTATION_LABELS[c.status].color}>{CONSULTATION_LABELS[c.status].label}</Tag>
          <Typography.Text delete={c.status === 'cancelled'}>{when(c.scheduledAt)}</Typography.Text>
        </>
      ) : (
        <Typography.Text type="secondary">None booked yet.</Typography.Text>
      )}
      {editing ? (
        editing === 'book' ? (
          <ConsultationForm inquiryId={inquiry.id} current={scheduled ? c.scheduledAt : null} onDone={() => setEditing(null)} />
        ) : (
          <CancelConsultationForm inquiryId={inquiry.id} onDone={() => setEditing(null)} />
        )
      ) : (
        party && (
          <div className="cb-consultation-actions">
            {party === 'client' && <Button onClick={() => setEditing('book')}>{scheduled ? 'Reschedule' : 'Book a Consultation'}</Button>}
            {scheduled && (
              <Button danger onClick={() => setEditing('cancel')} disabled={end.isPending}>
                Cancel Consultation
              </Button>
            )}
            {scheduled && party === 'investigator' && (
              <Button onClick={complete} loading={busy(end.isPending)} disabled={end.isPending}>
                Mark as Held
              </Button>
            )}
          </div>
        )
      )}
      {end.error && <Alert type="error" showIcon title={errorMessage(end.error)} style={{ marginTop: 8 }} />}
    </div>
  );
}
