// The email port. Adapters: SMTP (nodemailer, chosen by SMTP_URL) and the embedded outbox that
// writes each message to DATA_DIR/outbox as an .eml file, which an admin reads on /admin.

export interface EmailMessage {
  /**
   * Casebook's id for this message (a uuid). It becomes the Message-ID and the outbox file name,
   * so sending the same message again (at-least-once delivery) is recognisable as a repeat.
   */
  id: string;
  to: string;
  subject: string;
  /** Plain text body; the only body (no HTML: nothing to sanitise, nothing to track). */
  text: string;
}

export interface SentEmail {
  messageId: string;
}

/** An email as the outbox lists it. */
export interface OutboxEntry {
  id: string;
  from: string;
  to: string;
  subject: string;
  date: string;
  text: string;
  sizeBytes: number;
}

export interface EmailSender {
  readonly kind: 'smtp' | 'outbox';
  send(message: EmailMessage): Promise<SentEmail>;
  /** The newest emails first (the outbox adapter; SMTP keeps no copy and answers []). */
  list(opts?: { limit?: number }): Promise<OutboxEntry[]>;
  close(): Promise<void>;
}

/** Ids are Casebook's own uuids: nothing else may become a file name or a Message-ID. */
export const EMAIL_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function assertEmailId(id: string): void {
  if (!EMAIL_ID.test(id)) throw new TypeError(`Bad email id ${JSON.stringify(id)}`);
}

export const messageIdOf = (id: string) => `<${id}@casebook.local>`;
