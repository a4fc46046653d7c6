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
  /** What the message is ('email-verification', a notification's type): all the admin's outbox shows of it besides its masked address. */
  kind?: string;
  /** Where a reply goes, when not to the sender (e.g. the person the message is written for). */
  replyTo?: string;
  /**
   * The user whose personal data the message carries when they are not its recipient (an
   * investigator's copy of a consultation names the client): erasing that user removes the kept copy too.
   */
  about?: number;
  /** Files carried with the message (a calendar invitation, say); text content only. */
  attachments?: EmailAttachment[];
}

export interface EmailAttachment {
  filename: string;
  /** The MIME type, with its parameters (`text/calendar; method=REQUEST; charset=utf-8`). */
  contentType: string;
  content: string;
}

/** The nodemailer fields of a message's optional parts (both adapters compose with nodemailer). */
export const optionalParts = (m: EmailMessage) => ({
  ...(m.replyTo ? { replyTo: m.replyTo } : {}),
  ...(m.attachments?.length
    ? { attachments: m.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content })) }
    : {}),
});

export interface SentEmail {
  messageId: string;
}

/** An email as the outbox lists it. */
export interface OutboxEntry {
  id: string;
  /** The message's kind (EmailMessage.kind; 'other' when it had none). */
  kind: string;
  from: string;
  to: string;
  subject: string;
  date: string;
  text: string;
  sizeBytes: number;
  /** The names of the files it carries. */
  attachments: string[];
}

export interface EmailSender {
  readonly kind: 'smtp' | 'outbox';
  send(message: EmailMessage): Promise<SentEmail>;
  /** The newest emails first (the outbox adapter; SMTP keeps no copy and answers []). */
  list(opts?: { limit?: number }): Promise<OutboxEntry[]>;
  /** Erasure: removes every kept message addressed to `address` (when given) or written `about` the user (the outbox's files); how many. */
  forget(address: string | null, about?: number): Promise<number>;
  close(): Promise<void>;
}

/** Ids are Casebook's own uuids: nothing else may become a file name or a Message-ID. */
export const EMAIL_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function assertEmailId(id: string): void {
  if (!EMAIL_ID.test(id)) throw new TypeError(`Bad email id ${JSON.stringify(id)}`);
}

export const messageIdOf = (id: string) => `<${id}@casebook.local>`;

/** `a***@example.com` for each address of a To line (names dropped): enough to recognise an address one knows, not to learn one. */
export function maskAddresses(to: string): string {
  const found = to.match(/[^\s<>,"]+@[^\s<>,"]+/g) ?? [];
  return found.map((a) => `${a[0]}***${a.slice(a.lastIndexOf('@'))}`).join(', ');
}

/** The header that carries a message's kind. */
export const KIND_HEADER = 'X-Casebook-Kind';
/** The header of a kept copy that names the user it is about (EmailMessage.about); the outbox's only, never sent. */
export const ABOUT_HEADER = 'X-Casebook-About';
/** A kind as a header may carry it: lower-case letters, digits and dashes. */
export const kindOf = (m: Pick<EmailMessage, 'kind'>) => (m.kind && /^[a-z0-9-]{1,40}$/.test(m.kind) ? m.kind : 'other');
