import { useState } from 'react';
import { Alert, Button, DatePicker, Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import { consultationTime, isTimeZone, MESSAGES } from '../../../../modules/directory/contract';
import { busy } from '../../../components/busy';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useEndConsultation, useScheduleConsultation } from '../api/on-demand-api';

dayjs.extend(utc);
dayjs.extend(timezone);

/** This browser's time zone (IANA), the default a consultation is booked in. */
export const browserTimeZone = () => {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isTimeZone(zone) ? zone : 'UTC';
};

/** The zones to choose from: the runtime's IANA list, with the browser's and UTC sure to be in it. */
export function timeZoneOptions(current: string): string[] {
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set([current, 'UTC', ...all])].sort();
}

/** Bookable start times: every half hour from 8:00 to 19:30, in the chosen time zone. */
export const CONSULTATION_SLOTS = Array.from({ length: 24 }, (_, i) => {
  const minutes = 8 * 60 + i * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});

/** The chosen day and slot, read as a wall-clock time in `timeZone`, as one instant; null when either is missing. */
export function startOf(day: Dayjs | null, slot: string, timeZone: string = browserTimeZone()): Date | null {
  if (!day || !slot) return null;
  return dayjs.tz(`${day.format('YYYY-MM-DD')} ${slot}`, 'YYYY-MM-DD HH:mm', timeZone).toDate();
}

export interface ConsultationFormProps {
  inquiryId: string;
  /** The booked start when moving one (ISO), else null. */
  current: string | null;
  /** The booked consultation's zone when moving one. */
  currentTimeZone?: string;
  onDone: () => void;
}

/** Book (or move) a consultation: a day (antd DatePicker) and a start time. Loaded on demand. */
export default function ConsultationForm({ inquiryId, current, currentTimeZone, onDone }: ConsultationFormProps) {
  const [zone, setZone] = useState(currentTimeZone ?? browserTimeZone());
  const initial = current ? dayjs(current).tz(zone) : null;
  const [day, setDay] = useState<Dayjs | null>(initial);
  const [slot, setSlot] = useState(initial ? initial.format('HH:mm') : '');
  const [problem, setProblem] = useState<string | null>(null);
  const mutation = useScheduleConsultation();
  const submit = () => {
    const at = startOf(day, slot, zone);
    if (!at) return setProblem(MESSAGES.startsAt);
    if (at.getTime() <= Date.now()) return setProblem(MESSAGES.startsInPast);
    setProblem(null);
    mutation.mutate(
      { inquiryId, startsAt: at.toISOString(), timeZone: zone },
      {
        onSuccess: () => {
          toast({
            variant: 'success',
            title: current ? 'Consultation moved' : 'Consultation booked',
            description: `${consultationTime(at.toISOString(), zone)}. An invitation (.ics) is on its way to your email.`,
          });
          onDone();
        },
        onError: (error) => setProblem(errorMessage(error)),
      },
    );
  };
  const dateId = `consultation-date-${inquiryId}`;
  const timeId = `consultation-time-${inquiryId}`;
  const zoneId = `consultation-zone-${inquiryId}`;
  const chosen = startOf(day, slot, zone);
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
        <div className="cb-field">
          <label htmlFor={zoneId}>Time zone</label>
          <Select
            id={zoneId}
            value={zone}
            showSearch
            onChange={(v: string) => setZone(v)}
            options={timeZoneOptions(zone).map((z) => ({ value: z, label: z.replace(/_/g, ' ') }))}
            style={{ width: 220 }}
          />
        </div>
        <Button type="primary" onClick={submit} loading={busy(mutation.isPending)} disabled={mutation.isPending}>
          {current ? 'Save New Time' : 'Book Consultation'}
        </Button>
        <Button onClick={onDone}>Close</Button>
      </div>
      {chosen && (
        <p className="cb-consultation-preview" aria-live="polite">
          {consultationTime(chosen.toISOString(), zone)}
        </p>
      )}
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
