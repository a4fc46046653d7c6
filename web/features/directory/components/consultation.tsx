import { useEffect, useRef, useState } from 'react';
import { Alert, Button } from 'antd';
import { Typography } from '../../../components/ui/typography';
import { Tag } from '../../../components/ui/tag';
import { consultationTime, type InquiryRow } from '../../../../modules/directory/contract';
import { busy } from '../../../components/busy';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useEndConsultation } from '../api/on-demand-api';
import './directory.css';

import ConsultationForm, { browserTimeZone, CancelConsultationForm } from './consultation-form';

/** The form an email's link asks for (`?inquiry={id}&consultation=reschedule|cancel`), if it is this inquiry's. */
export function linkedAction(search: string, inquiryId: string): 'reschedule' | 'cancel' | null {
  const params = new URLSearchParams(search);
  if (params.get('inquiry') !== inquiryId) return null;
  const action = params.get('consultation');
  return action === 'reschedule' || action === 'cancel' ? action : null;
}

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
  const c = inquiry.consultation;
  const scheduled = c?.status === 'scheduled';
  // A link from the invitation email opens its form here, once.
  const [editing, setEditing] = useState<'book' | 'cancel' | null>(() => {
    const action = typeof window === 'undefined' ? null : linkedAction(window.location.search, inquiry.id);
    if (action === 'reschedule' && party === 'client') return 'book';
    if (action === 'cancel' && scheduled && party) return 'cancel';
    return null;
  });
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (editing && typeof window !== 'undefined' && linkedAction(window.location.search, inquiry.id))
      box.current?.scrollIntoView({ block: 'center' });
    // Only for the link's first render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const end = useEndConsultation();
  const here = browserTimeZone();
  if (!c && party !== 'client') return null;
  const complete = () =>
    end.mutate(
      { inquiryId: inquiry.id, action: 'complete' },
      { onSuccess: () => toast({ variant: 'success', title: 'Consultation marked as held' }) },
    );
  return (
    <div ref={box} className="cb-consultation" aria-label={`Consultation for ${inquiry.investigationType}`} role="group">
      <Typography.Text strong>Consultation</Typography.Text>{' '}
      {c ? (
        <>
          <Tag color={CONSULTATION_LABELS[c.status].color}>{CONSULTATION_LABELS[c.status].label}</Tag>
          <Typography.Text delete={c.status === 'cancelled'}>{consultationTime(c.scheduledAt, c.timeZone)}</Typography.Text>
          {c.timeZone !== here && c.status === 'scheduled' && (
            <Typography.Text type="secondary"> · your time: {consultationTime(c.scheduledAt, here)}</Typography.Text>
          )}
        </>
      ) : (
        <Typography.Text type="secondary">None booked yet.</Typography.Text>
      )}
      {c?.status === 'cancelled' && c.cancelReason && (
        <Typography.Paragraph className="cb-consultation-reason" type="secondary">
          Reason given: “{c.cancelReason}”
        </Typography.Paragraph>
      )}
      {editing ? (
        editing === 'book' ? (
          <ConsultationForm
            inquiryId={inquiry.id}
            current={scheduled ? c.scheduledAt : null}
            currentTimeZone={scheduled ? c.timeZone : undefined}
            onDone={() => setEditing(null)}
          />
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
