// The identity module's email sender: the one the platform passes, or one made from the config and
// kept per config (so every send and the erasure's forget use the same outbox). Apart from the
// commands, the email verification and the password reset, which all use it, so none imports another for it.
import { createEmailSender, type EmailSender } from '../../infra/email/index.js';
import type { Platform } from '../../infra/platform.js';

type SenderDeps = Pick<Platform, 'config'> & { email?: EmailSender };

// The adapter the configuration names (SMTP_URL, or DATA_DIR's outbox), one per app's configuration.
const senders = new WeakMap<object, EmailSender>();
export function senderOf(deps: SenderDeps): EmailSender {
  if (deps.email) return deps.email;
  let sender = senders.get(deps.config);
  if (!sender) senders.set(deps.config, (sender = createEmailSender(deps.config)));
  return sender;
}

/** Erasure: the kept copies (the embedded outbox's .eml files) of every email to the account's address, or about the account (EmailMessage.about), go. */
export function forgetEmailsOf(deps: SenderDeps, address: string | null, userId: number): Promise<number> {
  return senderOf(deps).forget(address, userId);
}
