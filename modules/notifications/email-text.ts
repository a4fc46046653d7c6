// The words of a notification email: plain text, the notification's own title and message, a link
// when the app's public address is known, and which toggle stops these emails.
import type { EmailMessage } from '../../infra/email/index.js';
import type { NotificationCategory } from './contract.js';
import { EMAIL_TOGGLE_LABEL } from './rules.js';

export function composeEmail(n: {
  notificationId: string;
  to: string;
  username: string | null;
  category: NotificationCategory;
  title: string;
  message: string;
  link: string | null;
  publicUrl: string | undefined;
}): EmailMessage {
  const open = n.publicUrl && n.link ? `Open it in Casebook: ${new URL(n.link, n.publicUrl).toString()}` : 'Sign in to Casebook to see it.';
  const toggle = EMAIL_TOGGLE_LABEL[n.category];
  const lines = [
    `Hello${n.username ? ` ${n.username}` : ''},`,
    '',
    n.message,
    '',
    open,
    '',
    '—',
    toggle
      ? `You get this email because "${toggle}" is on in Settings › Notifications. Turn it off there to stop these emails.`
      : 'You can choose which emails Casebook sends in Settings › Notifications.',
  ];
  return { id: n.notificationId, to: n.to, kind: n.category, subject: `Casebook: ${n.title}`, text: `${lines.join('\n')}\n` };
}
