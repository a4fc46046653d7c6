// The words and the calendar file of the inquiry loop's emails: an answer sent by email, and a
// consultation's invitation (RFC 5545 .ics, METHOD:REQUEST, written by the `ics` package) or its
// cancellation (METHOD:CANCEL, the same UID and a higher SEQUENCE, so calendars update the one
// entry). Pure: the reaction (emails.ts) looks the facts up and sends.
import { createEvent } from 'ics';
import type { EmailAttachment } from '../../infra/email/index.js';
import { consultationTime } from './contract.js';
import { CONSULTATION_MINUTES } from './options.js';

/**
 * Where a person acts on an inquiry's consultation in the app: the client on Find My PI (My
 * Inquiries), the investigator on the dashboard's PI Inquiries tab; the page opens that form.
 */
export const consultationLink = (inquiryId: string, action: 'reschedule' | 'cancel', role: 'client' | 'investigator' = 'client') =>
  `${role === 'client' ? '/find-my-pi' : '/investigator-dashboard'}?inquiry=${encodeURIComponent(inquiryId)}&consultation=${action}`;

/** An absolute address when the app's public one is known; otherwise the path, to open after signing in. */
export const linkText = (path: string, publicUrl: string | undefined) =>
  publicUrl ? new URL(path, publicUrl).toString() : `${path} (sign in to Casebook first)`;

/** The address inside a From header ("Casebook <no-reply@x>" → "no-reply@x"). */
export const addressOf = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from.trim();

export interface InvitationFacts {
  inquiryId: string;
  startsAt: string;
  timeZone: string;
  /** 0 for the first booking, one more for each move or cancellation. */
  sequence: number;
  cancelled: boolean;
  investigationType: string;
  investigatorName: string;
  clientName: string;
  organizer: string;
  attendees: { name: string; email: string }[];
  publicUrl: string | undefined;
}

/** The .ics of a consultation: one VEVENT in UTC (DTSTART…Z), the chosen zone stated in its description. */
export function invitationIcs(f: InvitationFacts, role: 'client' | 'investigator' = 'client'): EmailAttachment {
  const description = [
    `Consultation about ${f.investigationType} between ${f.clientName} and ${f.investigatorName}, booked through Casebook.`,
    `Time: ${consultationTime(f.startsAt, f.timeZone)}.`,
    ...(f.cancelled
      ? ['This consultation was cancelled.']
      : [
          ...(role === 'client' ? [`Reschedule: ${linkText(consultationLink(f.inquiryId, 'reschedule'), f.publicUrl)}`] : []),
          `Cancel: ${linkText(consultationLink(f.inquiryId, 'cancel', role), f.publicUrl)}`,
        ]),
  ].join('\n');
  const { error, value } = createEvent({
    productId: 'casebook/consultations',
    method: f.cancelled ? 'CANCEL' : 'REQUEST',
    uid: `consultation-${f.inquiryId}@casebook`,
    sequence: f.sequence,
    start: Date.parse(f.startsAt),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: CONSULTATION_MINUTES },
    title: `Consultation: ${f.investigationType} with ${f.investigatorName}`,
    description,
    status: f.cancelled ? 'CANCELLED' : 'CONFIRMED',
    busyStatus: 'BUSY',
    organizer: { name: 'Casebook', email: f.organizer },
    attendees: f.attendees.map((a) => ({ name: a.name, email: a.email, rsvp: false, role: 'REQ-PARTICIPANT', partstat: 'ACCEPTED' })),
    ...(f.publicUrl
      ? { url: new URL(consultationLink(f.inquiryId, role === 'client' ? 'reschedule' : 'cancel', role), f.publicUrl).toString() }
      : {}),
  });
  if (error || !value) throw error ?? new Error('ics: no calendar written');
  return {
    filename: f.cancelled ? 'consultation-cancelled.ics' : 'consultation.ics',
    contentType: `text/calendar; method=${f.cancelled ? 'CANCEL' : 'REQUEST'}; charset=utf-8`,
    content: value,
  };
}

/** The body of a consultation email to one party. */
export function invitationText(
  f: InvitationFacts,
  to: { name: string; role: 'client' | 'investigator' },
  kind: 'booked' | 'moved' | 'cancelled',
) {
  const other = to.role === 'client' ? f.investigatorName : f.clientName;
  const when = consultationTime(f.startsAt, f.timeZone);
  const head =
    kind === 'cancelled'
      ? `Your consultation with ${other} on ${when} was cancelled.`
      : kind === 'moved'
        ? `Your consultation with ${other} was moved to ${when}.`
        : `Your consultation with ${other} is booked for ${when}.`;
  const lines = [`Hello ${to.name},`, '', head, `Subject: ${f.investigationType}. It lasts ${CONSULTATION_MINUTES} minutes.`, ''];
  if (kind !== 'cancelled') {
    lines.push('The attached invitation (consultation.ics) adds it to your calendar.', '');
    if (to.role === 'client') lines.push(`Reschedule: ${linkText(consultationLink(f.inquiryId, 'reschedule'), f.publicUrl)}`);
    lines.push(`Cancel: ${linkText(consultationLink(f.inquiryId, 'cancel', to.role), f.publicUrl)}`);
  } else lines.push('The attached file removes it from your calendar.');
  return `${lines.join('\n')}\n`;
}

/** The body of an answer an investigator sent by email. */
export function answerText(a: {
  clientName: string;
  investigatorName: string;
  investigationType: string;
  response: string;
  estimatedCost: number;
  link: string;
}) {
  const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(a.estimatedCost);
  return `${[
    `Hello ${a.clientName},`,
    '',
    `${a.investigatorName} answered your inquiry about ${a.investigationType}:`,
    '',
    a.response,
    '',
    `Estimated cost: ${usd}.`,
    '',
    `Reply to this email to write to ${a.investigatorName}, or open the inquiry in Casebook: ${a.link}`,
  ].join('\n')}\n`;
}
