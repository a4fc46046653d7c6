// Email: the port (types.ts) and its adapters, chosen by configuration — SMTP when SMTP_URL is
// set, otherwise the embedded outbox under DATA_DIR/outbox.
import path from 'node:path';
import type { Config } from '../config/index.js';
import { OutboxEmailSender } from './outbox.js';
import { SmtpEmailSender } from './smtp.js';
import type { EmailSender } from './types.js';

export * from './types.js';
export { OutboxEmailSender } from './outbox.js';
export { SmtpEmailSender } from './smtp.js';

export function createEmailSender(config: Pick<Config, 'SMTP_URL' | 'EMAIL_FROM' | 'DATA_DIR'>): EmailSender {
  if (config.SMTP_URL) return new SmtpEmailSender(config.SMTP_URL, config.EMAIL_FROM);
  return new OutboxEmailSender(path.resolve(config.DATA_DIR, 'outbox'), config.EMAIL_FROM);
}
