// What each source event means for whom: pure functions from an event (and the facts looked up
// for it) to the notifications to make and the pending ones to cancel. Preferences are applied
// after (channelsFor), so these rules say only who should hear what.
import type { RecordedEvent } from '../../infra/eventstore/types.js';
import { STATUS_LABELS, URGENCY_LABELS, type EscalationEvent } from '../conversation/index.js';
import type { SubscriptionEvent } from '../billing/index.js';
import type { NotificationPreferences } from '../identity/index.js';
import type { NotificationCategory, NotificationData, NotificationKind, Priority } from './contract.js';
import { accountId, caseworkSources, directorySources } from './sources.js';

export interface PlannedNotification {
  recipientId: number;
  kind: NotificationKind;
  category: NotificationCategory;
  priority: Priority;
  title: string;
  message: string;
  data: NotificationData;
  scheduledFor: string | null;
  group: string | null;
  /** Another module emails this news itself (the directory's answer by email, its .ics invitations): in the app only. */
  emailedElsewhere?: true;
}

export interface Plan {
  create: PlannedNotification[];
  cancel: { recipientId: number; group: string; reason: 'rescheduled' | 'cancelled' }[];
}

export interface CaseFacts {
  ownerId: number;
  /** The case's title as its owner wrote it; null once the owner was erased. */
  title: string | null;
  /** Staff who worked the case: started or completed its review, asked for a re-run, commented. */
  staffIds: number[];
}

/** Who a directory inquiry concerns, from its stream's InquirySent and its listing's account link. */
export interface InquiryFacts {
  /** The client who sent it. */
  clientId: number;
  piId: string;
  /** The investigator account linked to the listing now; null when none is. */
  investigatorUserId: number | null;
}

export interface NotificationLookups {
  escalation(escalationId: number): Promise<{ ownerId: number; caseId: string } | undefined>;
  caseFacts(caseId: number): Promise<CaseFacts | undefined>;
  inquiry(inquiryId: string): Promise<InquiryFacts | undefined>;
  staffIds(): Promise<number[]>;
  /** A user was erased: whatever the lookups keep of their cases' personal facts goes. */
  forgetUser?(userId: number): void;
}

export interface RuleOptions {
  now: Date;
  /** A consultation's reminder comes this many hours before it. */
  reminderHours: number;
}

/** Every event type a rule reads. */
export const SOURCE_EVENT_TYPES = [
  'EscalationTaken',
  'EscalationStatusChanged',
  'AnalysisCompleted',
  'ReviewStarted',
  'CaseCompleted',
  'CommentPosted',
  'InquirySent',
  'InquiryAnswered',
  'ConsultationScheduled',
  'ConsultationRescheduled',
  'ConsultationCancelled',
  'ConsultationCompleted',
  'EscalationOffered',
  'EscalationOfferAccepted',
  'SubscriptionActivated',
  'SubscriptionPaymentFailed',
  'SubscriptionCancellationScheduled',
  'SubscriptionEnded',
] as const;

const EMPTY: Plan = { create: [], cancel: [] };

export const excerpt = (text: string, max = 160) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
};

const dateTime = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', dateStyle: 'medium', timeStyle: 'short' });
const dateOnly = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', dateStyle: 'long' });
export const whenUtc = (iso: string) => `${dateTime.format(new Date(iso))} UTC`;
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const quoted = (title: string | null, fallback: string) => (title ? `“${excerpt(title, 80)}”` : fallback);

function one(n: PlannedNotification): Plan {
  return { create: [n], cancel: [] };
}

async function onCase(event: RecordedEvent, lookups: NotificationLookups): Promise<Plan> {
  switch (event.type) {
    case 'AnalysisCompleted': {
      const d = caseworkSources.AnalysisCompleted.parse(event.data);
      const facts = await lookups.caseFacts(d.caseId);
      if (!facts) return EMPTY;
      return one({
        recipientId: facts.ownerId,
        kind: 'analysis-completed',
        category: 'case-updates',
        priority: 'high',
        title: 'Your case analysis is ready',
        message: `The AI mock-jury analysis of ${quoted(facts.title, 'your case')} is complete: ${Math.round(d.successProbability)}% estimated probability of success.`,
        data: { caseId: d.caseId, link: `/case-detail/${d.caseId}` },
        scheduledFor: null,
        group: null,
      });
    }
    case 'ReviewStarted':
    case 'CaseCompleted': {
      const d =
        event.type === 'ReviewStarted' ? caseworkSources.ReviewStarted.parse(event.data) : caseworkSources.CaseCompleted.parse(event.data);
      const facts = await lookups.caseFacts(d.caseId);
      if (!facts) return EMPTY;
      const started = event.type === 'ReviewStarted';
      return one({
        recipientId: facts.ownerId,
        kind: 'case-status',
        category: 'case-updates',
        priority: 'medium',
        title: started ? 'An investigator is reviewing your case' : 'Your case review is complete',
        message: started
          ? `An investigator started reviewing ${quoted(facts.title, 'your case')}.`
          : `The review of ${quoted(facts.title, 'your case')} is complete. Open the case to read the results and comments.`,
        data: { caseId: d.caseId, link: `/case-detail/${d.caseId}` },
        scheduledFor: null,
        group: null,
      });
    }
    case 'CommentPosted': {
      const d = caseworkSources.CommentPosted.parse(event.data);
      const facts = await lookups.caseFacts(d.caseId);
      if (!facts) return EMPTY;
      const data = { caseId: d.caseId, commentId: d.commentId, link: `/case-detail/${d.caseId}` };
      if (d.authorRole === 'investigator' || d.authorRole === 'admin') {
        if (d.authorId === facts.ownerId) return EMPTY;
        return one({
          recipientId: facts.ownerId,
          kind: 'case-comment',
          category: 'investigator-messages',
          priority: 'medium',
          title: 'New message from your investigator',
          message: d.pii
            ? `An investigator commented on ${quoted(facts.title, 'your case')}: “${excerpt(d.pii.content)}”`
            : `An investigator commented on ${quoted(facts.title, 'your case')}.`,
          data,
          scheduledFor: null,
          group: null,
        });
      }
      if (d.authorId !== facts.ownerId) return EMPTY;
      // The client's words stay under the client's key: staff are told there is a comment, not what it says.
      return {
        create: facts.staffIds
          .filter((s) => s !== d.authorId)
          .map((recipientId) => ({
            recipientId,
            kind: 'case-comment' as const,
            category: 'case-updates' as const,
            priority: 'medium' as const,
            title: `New client comment on case #${d.caseId}`,
            message: `The client commented on case #${d.caseId}. Open the case to read and answer it.`,
            data,
            scheduledFor: null,
            group: null,
          })),
        cancel: [],
      };
    }
    default:
      return EMPTY;
  }
}

async function onEscalation(event: RecordedEvent, lookups: NotificationLookups): Promise<Plan> {
  const e = { type: event.type, data: event.data } as EscalationEvent;
  if (e.type === 'EscalationTaken') {
    // A new escalation in the queue, for every staff member; the client's summary is not quoted.
    const staff = await lookups.staffIds();
    return {
      create: staff
        .filter((s) => s !== e.data.userId)
        .map((recipientId) => ({
          recipientId,
          kind: 'escalation-new' as const,
          category: 'case-updates' as const,
          priority:
            e.data.urgency === 'urgent' ? ('high' as const) : e.data.urgency === 'priority' ? ('medium' as const) : ('low' as const),
          title: `New escalation ${e.data.caseId}`,
          message: `A client escalated case ${e.data.caseId} with ${URGENCY_LABELS[e.data.urgency]} urgency. It is waiting in the investigator dashboard.`,
          data: { escalationId: e.data.escalationId, caseId: e.data.caseId, link: '/investigator-dashboard' },
          scheduledFor: null,
          group: null,
        })),
      cancel: [],
    };
  }
  if (e.type === 'EscalationStatusChanged') {
    const found = await lookups.escalation(e.data.escalationId);
    if (!found || e.data.from === e.data.to) return EMPTY;
    const resolved = e.data.to === 'resolved';
    return one({
      recipientId: found.ownerId,
      kind: 'escalation-update',
      category: 'case-updates',
      priority: resolved ? 'high' : 'medium',
      title: resolved ? `Your escalation ${found.caseId} is complete` : `An investigator took your escalation ${found.caseId}`,
      message: resolved
        ? `Your escalation ${found.caseId} was marked ${STATUS_LABELS[e.data.to]}. The report is in History › Escalation Requests.`
        : `Your escalation ${found.caseId} is now ${STATUS_LABELS[e.data.to]}: an investigator is working on it.`,
      data: { escalationId: e.data.escalationId, caseId: found.caseId, status: e.data.to, link: '/history?tab=escalations' },
      scheduledFor: null,
      group: null,
    });
  }
  return EMPTY;
}

/** A consultation's pending reminder (one per inquiry: an inquiry has at most one consultation). */
export const consultationGroup = (inquiryId: string) => `consultation-${inquiryId}`;

const URGENCY_WORDS: Record<string, string> = { low: 'low', medium: 'medium', high: 'high', urgent: 'urgent' };

async function onDirectory(event: RecordedEvent, lookups: NotificationLookups, opts: RuleOptions): Promise<Plan> {
  switch (event.type) {
    case 'EscalationOffered': {
      // The investigator the routing offered it to; the client's summary waits until they accept it.
      const d = directorySources.EscalationOffered.parse(event.data);
      const found = await lookups.escalation(d.escalationId);
      if (!found || found.ownerId === d.userId) return EMPTY;
      return one({
        recipientId: d.userId,
        kind: 'escalation-offered',
        category: 'case-updates',
        priority: 'high',
        title: `Case ${found.caseId} is offered to you`,
        message: `A premium client's escalation ${found.caseId} was routed to your listing. Accept or decline it on the Case Offers tab; if nobody accepts it by ${whenUtc(d.nextAt)}, it is offered to another investigator too.`,
        data: { escalationId: d.escalationId, caseId: found.caseId, link: `/investigator-dashboard?offer=${d.escalationId}` },
        scheduledFor: null,
        group: null,
      });
    }
    case 'EscalationOfferAccepted': {
      // The client hears that someone took it and by when they will be contacted; an investigator
      // staff assigned it to hears it too (one who accepted it knows).
      const d = directorySources.EscalationOfferAccepted.parse(event.data);
      const found = await lookups.escalation(d.escalationId);
      if (!found) return EMPTY;
      const create: PlannedNotification[] = [
        {
          recipientId: found.ownerId,
          kind: 'escalation-update',
          category: 'case-updates',
          priority: 'high',
          title: `An investigator accepted your escalation ${found.caseId}`,
          message: `A licensed investigator from the directory accepted your escalation ${found.caseId} and is to contact you by ${whenUtc(d.contactBy)}.`,
          data: { escalationId: d.escalationId, caseId: found.caseId, link: '/history?tab=escalations' },
          scheduledFor: null,
          group: null,
        },
      ];
      if (d.assignedBy !== null && d.userId !== found.ownerId)
        create.push({
          recipientId: d.userId,
          kind: 'escalation-offered',
          category: 'case-updates',
          priority: 'high',
          title: `Case ${found.caseId} was assigned to you`,
          message: `Staff assigned escalation ${found.caseId} to you. Contact the client by ${whenUtc(d.contactBy)} and record it on the Case Offers tab.`,
          data: { escalationId: d.escalationId, caseId: found.caseId, link: `/investigator-dashboard?offer=${d.escalationId}` },
          scheduledFor: null,
          group: null,
        });
      return { create, cancel: [] };
    }
    case 'InquirySent': {
      // The listing's linked investigator hears of it, by type and urgency: the client's words stay
      // on the inquiry (they would otherwise be sealed with the investigator's key). The link opens
      // the dashboard's PI Inquiries tab, where the shared contact and the answer form are.
      const d = directorySources.InquirySent.parse(event.data);
      const facts = await lookups.inquiry(d.inquiryId);
      if (!facts || facts.investigatorUserId === null || facts.investigatorUserId === facts.clientId) return EMPTY;
      return one({
        recipientId: facts.investigatorUserId,
        kind: 'inquiry-received',
        category: 'case-updates',
        priority: d.urgencyLevel === 'urgent' || d.urgencyLevel === 'high' ? 'high' : 'medium',
        title: 'New inquiry from a client',
        message: `A client sent you an inquiry about ${excerpt(d.investigationType, 60)} (${URGENCY_WORDS[d.urgencyLevel] ?? d.urgencyLevel} urgency). Open it to answer.`,
        data: { inquiryId: d.inquiryId, piId: d.piId, link: `/investigator-dashboard?inquiry=${encodeURIComponent(d.inquiryId)}` },
        scheduledFor: null,
        group: null,
      });
    }
    case 'InquiryAnswered': {
      const d = directorySources.InquiryAnswered.parse(event.data);
      const facts = await lookups.inquiry(d.inquiryId);
      if (!facts || accountId(d.answeredBy) === facts.clientId) return EMPTY;
      return one({
        recipientId: facts.clientId,
        kind: 'inquiry-answered',
        category: 'investigator-messages',
        priority: 'medium',
        title: 'A private investigator answered your inquiry',
        message:
          (d.pii
            ? `“${excerpt(d.pii.piResponse)}” Estimated cost: ${usd.format(d.estimatedCost)}.`
            : `Estimated cost: ${usd.format(d.estimatedCost)}.`) +
          (d.channel === 'email' ? ' The answer was also sent to your email.' : ''),
        data: { inquiryId: d.inquiryId, piId: facts.piId, link: '/find-my-pi' },
        scheduledFor: null,
        group: null,
        ...(d.channel === 'email' ? { emailedElsewhere: true as const } : {}),
      });
    }
    case 'ConsultationScheduled':
    case 'ConsultationRescheduled': {
      const rescheduled = event.type === 'ConsultationRescheduled';
      const d = rescheduled
        ? directorySources.ConsultationRescheduled.parse(event.data)
        : directorySources.ConsultationScheduled.parse(event.data);
      const facts = await lookups.inquiry(d.inquiryId);
      if (!facts) return EMPTY;
      const group = consultationGroup(d.inquiryId);
      const cancel = rescheduled ? [{ recipientId: facts.clientId, group, reason: 'rescheduled' as const }] : [];
      const startsAt = Date.parse(d.startsAt);
      // A consultation already over needs no news (an old event replayed by a new worker).
      if (!Number.isFinite(startsAt) || startsAt <= opts.now.getTime()) return { create: [], cancel };
      const data = { inquiryId: d.inquiryId, piId: facts.piId, startsAt: d.startsAt, link: '/find-my-pi' };
      const create: PlannedNotification[] = [];
      const remindAt = startsAt - opts.reminderHours * 3600_000;
      create.push({
        recipientId: facts.clientId,
        kind: 'consultation-reminder',
        category: 'case-reminders',
        priority: 'high',
        title: 'Upcoming consultation',
        message: `Your consultation with your private investigator is on ${whenUtc(d.startsAt)}.`,
        data,
        scheduledFor: remindAt > opts.now.getTime() ? new Date(remindAt).toISOString() : null,
        group,
      });
      if (facts.investigatorUserId !== null && facts.investigatorUserId !== facts.clientId) {
        create.push({
          recipientId: facts.investigatorUserId,
          kind: 'consultation-booked',
          category: 'case-updates',
          priority: 'medium',
          title: rescheduled ? 'Consultation moved' : 'Consultation booked',
          message: rescheduled
            ? `A client moved their consultation with you to ${whenUtc(d.startsAt)}.`
            : `A client booked a consultation with you on ${whenUtc(d.startsAt)}.`,
          data,
          scheduledFor: null,
          group: null,
          emailedElsewhere: true,
        });
      }
      return { create, cancel };
    }
    case 'ConsultationCancelled': {
      const d = directorySources.ConsultationCancelled.parse(event.data);
      const facts = await lookups.inquiry(d.inquiryId);
      if (!facts) return EMPTY;
      const cancel = [{ recipientId: facts.clientId, group: consultationGroup(d.inquiryId), reason: 'cancelled' as const }];
      const data = { inquiryId: d.inquiryId, piId: facts.piId, link: '/find-my-pi' };
      // The reason is sealed with the client's key (issue 29 M2): quoted to the client, whose
      // notifications go with their key; the investigator reads it on the inquiry, which erasing
      // the client removes, so no copy under the investigator's key outlives the client.
      const given = ((d.pii === undefined ? d.reason : d.pii?.reason) ?? '').trim();
      const byClient = accountId(d.cancelledBy) === facts.clientId;
      // The party who cancelled needs no news of it; the other party does.
      if (byClient) {
        if (facts.investigatorUserId === null || facts.investigatorUserId === facts.clientId) return { create: [], cancel };
        return {
          create: [
            {
              recipientId: facts.investigatorUserId,
              kind: 'consultation-cancelled',
              category: 'case-updates',
              priority: 'high',
              title: 'Consultation cancelled',
              message: `A client cancelled their consultation with you.${given ? ' Open the inquiry in Find My PI to read their reason.' : ''}`,
              data,
              scheduledFor: null,
              group: null,
              emailedElsewhere: true,
            },
          ],
          cancel,
        };
      }
      return {
        create: [
          {
            recipientId: facts.clientId,
            kind: 'consultation-cancelled',
            category: 'case-updates',
            priority: 'high',
            title: 'Consultation cancelled',
            message: `Your private investigator cancelled your consultation.${given ? ` Reason: “${excerpt(given, 200)}”` : ''} You can book a new time from Find My PI.`,
            data,
            scheduledFor: null,
            group: null,
            emailedElsewhere: true,
          },
        ],
        cancel,
      };
    }
    case 'ConsultationCompleted': {
      // A consultation held early needs no reminder any more.
      const d = directorySources.ConsultationCompleted.parse(event.data);
      const facts = await lookups.inquiry(d.inquiryId);
      if (!facts) return EMPTY;
      return { create: [], cancel: [{ recipientId: facts.clientId, group: consultationGroup(d.inquiryId), reason: 'cancelled' }] };
    }
    default:
      return EMPTY;
  }
}

function onSubscription(event: RecordedEvent): Plan {
  const e = { type: event.type, data: event.data } as SubscriptionEvent;
  const base = {
    recipientId: e.data.userId,
    kind: 'subscription-alert' as const,
    category: 'subscription-alerts' as const,
    scheduledFor: null,
    group: null,
  };
  const data = { link: '/subscription' };
  switch (e.type) {
    case 'SubscriptionActivated':
      return one({
        ...base,
        priority: 'low',
        title: 'Premium is active',
        message: 'Your Premium subscription is active: unlimited AI assistance and human investigator escalations.',
        data,
      });
    case 'SubscriptionPaymentFailed':
      return one({
        ...base,
        priority: 'high',
        title: 'Subscription payment failed',
        message:
          e.data.status === 'incomplete'
            ? `Your first Premium payment did not go through${e.data.reason ? ` (${excerpt(e.data.reason, 120)})` : ''}. You can try again on the Subscription page.`
            : `Your Premium renewal payment failed${e.data.reason ? ` (${excerpt(e.data.reason, 120)})` : ''}. Update your payment method to keep Premium.`,
        data,
      });
    case 'SubscriptionCancellationScheduled':
      return one({
        ...base,
        priority: 'medium',
        title: 'Premium will end',
        message: e.data.endsAt
          ? `Your Premium subscription is cancelled and ends on ${dateOnly.format(new Date(e.data.endsAt))}. You keep Premium until then.`
          : 'Your Premium subscription is cancelled and ends at the close of the paid period.',
        data,
      });
    case 'SubscriptionEnded':
      // A subscription replaced by a new one is no news to its owner.
      if (e.data.reason === 'replaced') return EMPTY;
      return one({
        ...base,
        priority: 'medium',
        title: 'Your Premium subscription ended',
        message: 'Your Premium subscription has ended. Subscribe again any time for unlimited AI assistance and escalations.',
        data,
      });
    default:
      return EMPTY;
  }
}

/** The notifications an event makes, and the pending ones it cancels. */
export async function planFor(event: RecordedEvent, lookups: NotificationLookups, opts: RuleOptions): Promise<Plan> {
  if (event.type in caseworkSources) return onCase(event, lookups);
  if (event.type === 'EscalationTaken' || event.type === 'EscalationStatusChanged') return onEscalation(event, lookups);
  if (event.type in directorySources) return onDirectory(event, lookups, opts);
  if (event.type.startsWith('Subscription')) return onSubscription(event);
  return EMPTY;
}

/** The recipient's preferences decide the channels (null: neither). */
export function channelsFor(category: NotificationCategory, prefs: NotificationPreferences): { inApp: boolean; email: boolean } {
  switch (category) {
    case 'case-updates':
    case 'case-reminders':
      return { inApp: prefs.inAppCaseReminders, email: prefs.emailCaseUpdates };
    case 'investigator-messages':
      return { inApp: prefs.inAppCaseReminders, email: prefs.emailInvestigatorMessages };
    case 'subscription-alerts':
      return { inApp: prefs.inAppSubscriptionAlerts, email: false };
    case 'marketing':
      return { inApp: false, email: prefs.emailMarketing };
  }
}

/** The toggle an email names in its footer, so the reader knows how to stop it. */
export const EMAIL_TOGGLE_LABEL: Record<NotificationCategory, string | null> = {
  'case-updates': 'Case Updates',
  'case-reminders': 'Case Updates',
  'investigator-messages': 'Human Investigator Messages',
  'subscription-alerts': null,
  marketing: 'Marketing & Promotions',
};
