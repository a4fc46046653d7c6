// Worker policy of the directory module: the inquiry loop's emails, through the mail adapter
// (infra/email). An answer the investigator chose to send by email goes to the address the client
// shared (Reply-To: the investigator); a consultation booked, moved or cancelled sends both parties
// the .ics (invitation.ts). At least once: each email's id is made from the event's, so a repeat
// delivery rewrites the same message instead of sending a second one. Every email is marked `about`
// the inquiry's client, so erasing the client removes the outbox's copies, the investigator's too.
import { v5 as uuidv5 } from 'uuid';
import type { Reaction } from '../../infra/projections/types.js';
import type { RecordedEvent } from '../../infra/eventstore/types.js';
import type { DirectoryDeps } from './commands.js';
import { loadInvestigator } from './commands.js';
import { inquiryStream, type DirectoryEvent } from './events.js';
import * as inquiries from './inquiry-decider.js';
import { addressOf, answerText, invitationIcs, invitationText, linkText, type InvitationFacts } from './invitation.js';

/** The namespace of these emails' ids (UUID v5 of the event id and the recipient's part). */
const EMAIL_NAMESPACE = '0c7e3f52-6f0d-4b6e-9a44-3c1f2f8b5d11';
const emailId = (eventId: string, part: string) => uuidv5(`${eventId}|${part}`, EMAIL_NAMESPACE);

export const DIRECTORY_EMAIL_EVENTS = [
  'InquiryAnswered',
  'ConsultationScheduled',
  'ConsultationRescheduled',
  'ConsultationCancelled',
] as const;

/** The inquiry as it stood right after `event` (later events are not this email's business). */
async function inquiryAt(deps: DirectoryDeps, event: RecordedEvent) {
  let state: inquiries.Inquiry = inquiries.initialInquiry;
  for (const e of await deps.store.readStream(event.stream)) {
    if (e.version > event.version) break;
    state = inquiries.evolve(state, { type: e.type, data: e.data } as DirectoryEvent);
  }
  return state;
}

export const directoryEmails = (deps: DirectoryDeps): Reaction => ({
  name: 'directory.emails',
  handles: DIRECTORY_EMAIL_EVENTS,
  async handle(event) {
    if (!event.stream.startsWith(inquiryStream(''))) return;
    const inquiry = await inquiryAt(deps, event);
    if (inquiry.status === 'none') return;
    const pi = await loadInvestigator(deps, inquiry.piId);
    if (pi.state.status === 'none') return;
    const clientId = Number(inquiry.userId);
    const client = await deps.accountOf(clientId);
    // An erased client: nothing to send, and nothing left to send it to.
    if (!client.active || inquiry.pii === null) return;
    const clientName = client.username ?? 'there';
    const investigatorName = pi.state.listing.fullName;
    const linkedId = pi.state.linkedUserId === null ? null : Number(pi.state.linkedUserId);
    const investigator = linkedId === null ? null : await deps.accountOf(linkedId);
    const investigatorEmail = investigator?.active && investigator.email ? investigator.email : pi.state.listing.email || null;
    const publicUrl = deps.config.PUBLIC_URL;

    if (event.type === 'InquiryAnswered') {
      const shared = inquiry.pii.contact?.email;
      if (inquiry.answerChannel !== 'email' || !shared || inquiry.piResponse === null) return;
      await deps.email.send({
        id: emailId(event.id, 'client'),
        to: shared,
        about: clientId,
        ...(investigatorEmail ? { replyTo: investigatorEmail } : {}),
        subject: `Casebook: ${investigatorName} answered your inquiry`,
        text: answerText({
          clientName,
          investigatorName,
          investigationType: inquiry.investigationType,
          response: inquiry.piResponse,
          estimatedCost: inquiry.estimatedCost ?? 0,
          link: linkText('/find-my-pi', publicUrl),
        }),
      });
      return;
    }

    const c = inquiry.consultation;
    if (c.startsAt === null) return;
    const kind = event.type === 'ConsultationCancelled' ? 'cancelled' : event.type === 'ConsultationRescheduled' ? 'moved' : 'booked';
    // The client's own copy goes to the address they shared, else to their account's; the
    // investigator's copy names the client's address only when the client shared it.
    const sharedEmail = inquiry.pii.contact?.email ?? null;
    // An account's address it does not hold is someone else's (decision 0062): no copy goes there.
    const clientEmail = sharedEmail ?? (client.emailHeld ? client.email : null);
    const attendees = [
      ...(sharedEmail ? [{ name: clientName, email: sharedEmail }] : []),
      ...(investigatorEmail ? [{ name: investigatorName, email: investigatorEmail }] : []),
    ];
    const facts: InvitationFacts = {
      inquiryId: inquiry.inquiryId,
      startsAt: c.startsAt,
      timeZone: c.timeZone,
      sequence: Math.max(0, c.sequence - 1),
      cancelled: kind === 'cancelled',
      investigationType: inquiry.investigationType,
      investigatorName,
      clientName,
      organizer: addressOf(deps.config.EMAIL_FROM),
      attendees,
      publicUrl,
    };
    const subject = kind === 'cancelled' ? 'Consultation cancelled' : kind === 'moved' ? 'Consultation moved' : 'Consultation booked';
    const sends: Promise<unknown>[] = [];
    if (clientEmail)
      sends.push(
        deps.email.send({
          id: emailId(event.id, 'client'),
          to: clientEmail,
          about: clientId,
          subject: `Casebook: ${subject} with ${investigatorName}`,
          text: invitationText(facts, { name: clientName, role: 'client' }, kind),
          attachments: [invitationIcs(facts, 'client')],
        }),
      );
    if (investigatorEmail)
      sends.push(
        deps.email.send({
          id: emailId(event.id, 'investigator'),
          to: investigatorEmail,
          // It names the client (and may carry their address): erasing the client removes the kept copy.
          about: clientId,
          subject: `Casebook: ${subject} with ${clientName}`,
          text: invitationText(facts, { name: investigatorName, role: 'investigator' }, kind),
          attachments: [invitationIcs(facts, 'investigator')],
        }),
      );
    await Promise.all(sends);
  },
});
