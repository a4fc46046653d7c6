// The email adapters end to end: SMTP against a real SMTP server started here (smtp-server), what
// arrived read back with mailparser; the outbox as files an admin can list.
import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmailSender, OutboxEmailSender, SmtpEmailSender } from './index.js';

interface Received {
  from: string | undefined;
  to: string[];
  user: string | undefined;
  mail: ParsedMail;
}

async function startSmtp(): Promise<{ port: number; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    // Plain SMTP on loopback: the test server has no certificate the client would trust.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    onAuth(auth, _session, cb) {
      if (auth.username === 'mailer' && auth.password === 's3cret pass') cb(null, { user: auth.username });
      else cb(new Error('Invalid username or password'));
    },
    onData(stream, session, cb) {
      simpleParser(stream)
        .then((mail) => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
            to: session.envelope.rcptTo.map((r) => r.address),
            user: session.user as string | undefined,
            mail,
          });
          cb();
        })
        .catch(cb);
    },
    logger: false,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { port, received, close: () => new Promise<void>((r) => server.close(() => r())) };
}

describe('SMTP adapter', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    smtp = await startSmtp();
  });
  afterAll(async () => {
    await smtp?.close();
  });

  it('delivers the message to the SMTP server, authenticated, with its Message-ID, subject and text', async () => {
    const sender = createEmailSender({
      SMTP_URL: `smtp://mailer:${encodeURIComponent('s3cret pass')}@127.0.0.1:${smtp.port}`,
      EMAIL_FROM: 'Casebook <alerts@casebook.test>',
      DATA_DIR: '/nonexistent',
    });
    expect(sender.kind).toBe('smtp');
    const id = randomUUID();
    const sent = await sender.send({
      id,
      to: 'dana.client@example.com',
      subject: 'Your escalation INV-2026-12345 is In Progress',
      text: 'Hello Dana,\n\nAn investigator took your case — “INV-2026-12345”.\n',
    });
    await sender.close();
    expect(sent.messageId).toBe(`<${id}@casebook.local>`);
    const got = smtp.received.find((r) => r.mail.messageId === sent.messageId);
    expect(got).toBeDefined();
    expect(got!.user).toBe('mailer');
    expect(got!.from).toBe('alerts@casebook.test');
    expect(got!.to).toEqual(['dana.client@example.com']);
    expect(got!.mail.subject).toBe('Your escalation INV-2026-12345 is In Progress');
    expect(got!.mail.text).toContain('An investigator took your case — “INV-2026-12345”.');
    expect(await sender.list()).toEqual([]);
  });

  it('fails when the server refuses the credentials', async () => {
    const sender = new SmtpEmailSender(`smtp://mailer:wrong@127.0.0.1:${smtp.port}`, 'Casebook <alerts@casebook.test>');
    const before = smtp.received.length;
    await expect(sender.send({ id: randomUUID(), to: 'x@example.com', subject: 'S', text: 'T' })).rejects.toThrow(/Invalid login|auth/i);
    await sender.close();
    expect(smtp.received.length).toBe(before);
  });

  it('refuses an id that is not a uuid before it talks to the server', async () => {
    const sender = new SmtpEmailSender(`smtp://127.0.0.1:${smtp.port}`, 'Casebook <alerts@casebook.test>');
    await expect(sender.send({ id: '../../etc/passwd', to: 'x@example.com', subject: 'S', text: 'T' })).rejects.toThrow(TypeError);
    await sender.close();
  });
});

describe('outbox adapter', () => {
  it('writes one .eml per message that a mail parser reads back, and lists the newest first', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'casebook-outbox-'));
    const sender = createEmailSender({ SMTP_URL: undefined, EMAIL_FROM: 'Casebook <no-reply@casebook.invalid>', DATA_DIR: dataDir });
    expect(sender.kind).toBe('outbox');
    const first = randomUUID();
    const second = randomUUID();
    await sender.send({ id: first, to: 'a@example.com', subject: 'First', text: 'One' });
    await new Promise((r) => setTimeout(r, 20));
    await sender.send({ id: second, to: 'b@example.com', subject: 'Second — “quoted”', text: 'Two\nlines' });

    const dir = (sender as OutboxEmailSender).dir;
    expect((await readdir(dir)).sort()).toEqual([`${first}.eml`, `${second}.eml`].sort());
    const parsed = await simpleParser(await readFile(path.join(dir, `${second}.eml`)));
    expect(parsed.subject).toBe('Second — “quoted”');
    expect(parsed.messageId).toBe(`<${second}@casebook.local>`);
    expect(parsed.text?.trim()).toBe('Two\nlines');

    const listed = await sender.list();
    expect(listed.map((e) => e.id)).toEqual([second, first]);
    expect(listed[0]).toMatchObject({ to: 'b@example.com', subject: 'Second — “quoted”', from: '"Casebook" <no-reply@casebook.invalid>' });
    expect(listed[0]!.text.trim()).toBe('Two\nlines');
    expect(listed[0]!.sizeBytes).toBeGreaterThan(100);
    expect(await sender.list({ limit: 1 })).toHaveLength(1);
  });

  it('sending the same id again rewrites the one file (a repeated delivery is not a second email)', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'casebook-outbox-'));
    const sender = new OutboxEmailSender(path.join(dataDir, 'outbox'), 'Casebook <no-reply@casebook.invalid>');
    const id = randomUUID();
    await sender.send({ id, to: 'a@example.com', subject: 'Same', text: 'Once' });
    await sender.send({ id, to: 'a@example.com', subject: 'Same', text: 'Once' });
    expect(await readdir(sender.dir)).toEqual([`${id}.eml`]);
    expect(await sender.list()).toHaveLength(1);
  });

  it('forgets the messages to an address, and those written about the user, and keeps the rest', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'casebook-outbox-'));
    const sender = new OutboxEmailSender(path.join(dataDir, 'outbox'), 'Casebook <no-reply@casebook.invalid>');
    const [toThem, aboutThem, aboutOther, unrelated] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    await sender.send({ id: toThem, to: 'Jordan@Example.com', subject: 'Yours', text: 'For you' });
    await sender.send({ id: aboutThem, to: 'pi@example.com', subject: 'Cancelled with jordan', text: 'Jordan cancelled', about: 42 });
    await sender.send({ id: aboutOther, to: 'pi@example.com', subject: 'Cancelled with sam', text: 'Sam cancelled', about: 420 });
    await sender.send({ id: unrelated, to: 'pi@example.com', subject: 'Other', text: 'Other' });
    // The header names the user only in the kept copy; SMTP never sends it.
    expect(await readFile(path.join(sender.dir, `${aboutThem}.eml`), 'utf8')).toMatch(/^X-Casebook-About: 42\r?$/m);

    expect(await sender.forget('jordan@example.com', 42)).toBe(2);
    expect((await readdir(sender.dir)).sort()).toEqual([`${aboutOther}.eml`, `${unrelated}.eml`].sort());
    // Without a user, only the address counts.
    expect(await sender.forget('pi@example.com')).toBe(2);
    expect(await readdir(sender.dir)).toEqual([]);
  });

  it('lists nothing before the first email', async () => {
    const sender = new OutboxEmailSender(path.join(os.tmpdir(), `casebook-none-${randomUUID()}`), 'x <x@x.invalid>');
    expect(await sender.list()).toEqual([]);
  });
});
