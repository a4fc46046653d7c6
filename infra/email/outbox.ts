// The embedded email adapter: every message is composed exactly as SMTP would carry it (RFC 5322,
// by nodemailer) and written to DATA_DIR/outbox/<id>.eml, so it opens in any mail client. The
// same id twice writes the same file: a repeated delivery does not make a second email.
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { simpleParser } from 'mailparser';
import {
  ABOUT_HEADER,
  assertEmailId,
  EMAIL_ID,
  KIND_HEADER,
  kindOf,
  messageIdOf,
  optionalParts,
  type EmailMessage,
  type EmailSender,
  type OutboxEntry,
  type SentEmail,
} from './types.js';

const TEXT_PREVIEW = 4000;

export class OutboxEmailSender implements EmailSender {
  readonly kind = 'outbox' as const;
  private readonly composer: Transporter;

  constructor(
    readonly dir: string,
    private readonly from: string,
  ) {
    this.composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  }

  async send(message: EmailMessage): Promise<SentEmail> {
    assertEmailId(message.id);
    const messageId = messageIdOf(message.id);
    const info = (await this.composer.sendMail({
      from: this.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      messageId,
      headers: { [KIND_HEADER]: kindOf(message), ...(message.about !== undefined ? { [ABOUT_HEADER]: String(message.about) } : {}) },
      ...optionalParts(message),
    })) as { message: Buffer };
    await mkdir(this.dir, { recursive: true });
    const file = path.join(this.dir, `${message.id}.eml`);
    // Whole or not at all: a reader never sees half a message.
    const tmp = `${file}.${process.pid}.tmp`;
    await writeFile(tmp, info.message, { mode: 0o600 });
    await rename(tmp, file);
    return { messageId };
  }

  async list({ limit = 100 }: { limit?: number } = {}): Promise<OutboxEntry[]> {
    let names: string[];
    try {
      names = await readdir(this.dir);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw err;
    }
    const files = await Promise.all(
      names
        .filter((n) => n.endsWith('.eml') && EMAIL_ID.test(n.slice(0, -4)))
        .map(async (n) => ({ name: n, mtimeMs: (await stat(path.join(this.dir, n))).mtimeMs })),
    );
    files.sort((a, b) => b.mtimeMs - a.mtimeMs || a.name.localeCompare(b.name));
    const out: OutboxEntry[] = [];
    for (const f of files.slice(0, limit)) {
      const raw = await readFile(path.join(this.dir, f.name));
      const mail = await simpleParser(raw);
      const to = Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(', ') : (mail.to?.text ?? '');
      const kind = mail.headers.get(KIND_HEADER.toLowerCase());
      out.push({
        id: f.name.slice(0, -4),
        kind: typeof kind === 'string' ? kind : 'other',
        from: mail.from?.text ?? '',
        to,
        subject: mail.subject ?? '',
        date: (mail.date ?? new Date(f.mtimeMs)).toISOString(),
        text: (mail.text ?? '').slice(0, TEXT_PREVIEW),
        sizeBytes: raw.length,
        attachments: mail.attachments.map((a) => a.filename ?? a.contentType),
      });
    }
    return out;
  }

  /**
   * Erasure: every kept message with `address` among its recipients (compared case-insensitively;
   * none when null), or written about the user `about` (its X-Casebook-About header), is deleted.
   */
  async forget(address: string | null, about?: number): Promise<number> {
    const wanted = address === null ? null : address.trim().toLowerCase();
    let names: string[];
    try {
      names = await readdir(this.dir);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return 0;
      throw err;
    }
    let removed = 0;
    for (const n of names.filter((x) => x.endsWith('.eml') && EMAIL_ID.test(x.slice(0, -4)))) {
      const file = path.join(this.dir, n);
      const mail = await simpleParser(await readFile(file));
      const to = (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((a) => a.value.map((v) => v.address ?? ''));
      const aboutHeader = mail.headers.get(ABOUT_HEADER.toLowerCase());
      if (
        (wanted !== null && to.some((a) => a.toLowerCase() === wanted)) ||
        (about !== undefined && String(aboutHeader) === String(about))
      ) {
        await rm(file, { force: true });
        removed += 1;
      }
    }
    return removed;
  }

  async close(): Promise<void> {
    this.composer.close();
  }
}
