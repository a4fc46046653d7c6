// The SMTP adapter: nodemailer over SMTP_URL (smtp:// with STARTTLS when offered, smtps:// for
// implicit TLS). One pooled transport per process.
import nodemailer, { type Transporter } from 'nodemailer';
import {
  assertEmailId,
  messageIdOf,
  optionalParts,
  type EmailMessage,
  type EmailSender,
  type OutboxEntry,
  type SentEmail,
} from './types.js';

export class SmtpEmailSender implements EmailSender {
  readonly kind = 'smtp' as const;
  private readonly transport: Transporter;

  constructor(
    url: string,
    private readonly from: string,
    opts: { tlsRejectUnauthorized?: boolean } = {},
  ) {
    const u = new URL(url);
    this.transport = nodemailer.createTransport({
      host: u.hostname,
      port: u.port ? Number(u.port) : u.protocol === 'smtps:' ? 465 : 587,
      secure: u.protocol === 'smtps:',
      auth: u.username ? { user: decodeURIComponent(u.username), pass: decodeURIComponent(u.password) } : undefined,
      pool: true,
      maxConnections: 2,
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 30_000,
      tls: { rejectUnauthorized: opts.tlsRejectUnauthorized ?? true },
    });
  }

  async send(message: EmailMessage): Promise<SentEmail> {
    assertEmailId(message.id);
    const messageId = messageIdOf(message.id);
    await this.transport.sendMail({
      from: this.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      messageId,
      ...optionalParts(message),
    });
    return { messageId };
  }

  async list(): Promise<OutboxEntry[]> {
    return [];
  }

  /** SMTP keeps no copy: nothing to remove. */
  async forget(): Promise<number> {
    return 0;
  }

  async close(): Promise<void> {
    this.transport.close();
  }
}
