import { useState } from 'react';
import { Alert, Button, DatePicker, Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { MESSAGES } from '../../../../modules/directory/contract';
import { busy } from '../../../components/busy';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useEndConsultation, useScheduleConsultation } from '../api/on-demand-api';

/** Bookable start times: every half hour from 8:00 to 19:30, local time. */
export const CONSULTATION_SLOTS = Array.from({ length: 24 }, (_, i) => {
  const minutes = 8 * 60 + i * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});

/** The chosen day and slot as one instant (local time), or null when either is missing. */
export function startOf(day: Dayjs | null, slot: string): Date | null {
  if (!day || !slot) return null;
  const [h, m] = slot.split(':').map(Number) as [number, number];
  return day.hour(h).minute(m).second(0).millisecond(0).toDate();
}

export interface ConsultationFormProps {
  inquiryId: string;
  /** The booked start when moving one (ISO), else null. */
  current: string | null;
  onDone: () => void;
}

/** Book (or move) a consultation: a day (antd DatePicker) and a start time. Loaded on demand. */
export default function ConsultationForm({ inquiryId, current, onDone }: ConsultationFormProps) {
  const initial = current ? dayjs(current) : null;
  const [day, setDay] = useState<Dayjs | null>(initial);
  const [slot, setSlot] = useState(initial ? initial.format('HH:mm') : '');
  const [problem, setProblem] = useState<string | null>(null);
  const mutation = useScheduleConsultation();
  const submit = () => {
    const at = startOf(day, slot);
    if (!at) return setProblem(MESSAGES.startsAt);
    if (at.getTime() <= Date.now()) return setProblem(MESSAGES.startsInPast);
    setProblem(null);
    mutation.mutate(
      { inquiryId, startsAt: at.toISOString() },
      {
        onSuccess: () => {
          toast({
            variant: 'success',
            title: current ? 'Consultation moved' : 'Consultation booked',
            description: at.toLocaleString('en-US', { dateStyle: 'full', timeStyle: 'short' }),
          });
          onDone();
        },
        onError: (error) => setProblem(errorMessage(error)),
      },
    );
  };
  const dateId = `consultation-date-${inquiryId}`;
  const timeId = `consultation-time-${inquiryId}`;
  return (
    <div>
      <div className="cb-consultation-form">
        <div className="cb-field">
          <label htmlFor={dateId}>Date</label>
          <DatePicker
            id={dateId}
            value={day}
            onChange={(d) => setDay(d)}
            format="MMM D, YYYY"
            disabledDate={(d) => d.isBefore(dayjs().startOf('day'))}
            style={{ width: 170 }}
          />
        </div>
        <div className="cb-field">
          <label htmlFor={timeId}>Start time</label>
          <Select
            id={timeId}
            value={slot || undefined}
            placeholder="Choose…"
            showSearch
            onChange={(v: string) => setSlot(v)}
            options={CONSULTATION_SLOTS.map((s) => ({ value: s, label: s }))}
            style={{ width: 120 }}
          />
        </div>
        <Button type="primary" onClick={submit} loading={busy(mutation.isPending)} disabled={mutation.isPending}>
          {current ? 'Save New Time' : 'Book Consultation'}
        </Button>
        <Button onClick={onDone}>Close</Button>
      </div>
      {problem && <Alert type="error" showIcon title={problem} style={{ marginTop: 8 }} />}
    </div>
  );
}

export const CANCEL_REASON_MAX = 500;

/** Cancel a booked consultation, with an optional reason the other party is told (either party). */
export function CancelConsultationForm({ inquiryId, onDone }: { inquiryId: string; onDone: () => void }) {
  const [reason, setReason] = useState('');
  const end = useEndConsultation();
  const reasonId = `consultation-reason-${inquiryId}`;
  const submit = () =>
    end.mutate(
      { inquiryId, action: 'cancel', reason: reason.trim() },
      {
        onSuccess: () => {
          toast({ variant: 'success', title: 'Consultation cancelled' });
          onDone();
        },
      },
    );
  return (
    <div className="cb-consultation-cancel">
      <div className="cb-field">
        <label htmlFor={reasonId}>Reason (optional, shared with the other party)</label>
        <Input.TextArea id={reasonId} rows={2} maxLength={CANCEL_REASON_MAX} value={reason} onChange={(e) => setReason(e.target.value)} />
      </div>
      <div className="cb-consultation-actions">
        <Button danger type="primary" onClick={submit} loading={busy(end.isPending)} disabled={end.isPending}>
          Confirm Cancellation
        </Button>
        <Button onClick={onDone}>Keep It</Button>
      </div>
      {end.error && <Alert type="error" showIcon title={errorMessage(end.error)} style={{ marginTop: 8 }} />}
    </div>
  );
}
