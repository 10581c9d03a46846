/**
 * Outgoing mail. By default every message is written as an `.eml` file into `DATA_DIR/outbox/`
 * and its link is logged, so registration and password reset work on a machine without a mail
 * server; with `SMTP_URL` set the same messages go out through SMTP.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

/** One message as the account routes compose it. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The link (or other secret) the message carries, logged when the outbox is used. */
  logLine: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** Where the info lines go; Fastify's logger fits. */
export interface MailLog {
  info(object: object, message: string): void;
}

export interface MailerOptions {
  /** Sender address of every message. */
  from?: string;
  /** `smtp://` or `smtps://` URL; when absent the outbox directory is used. */
  smtpUrl?: string;
  /** Required without `smtpUrl`: the outbox is `DATA_DIR/outbox`. */
  dataDir?: string;
  log?: MailLog;
}

export const DEFAULT_MAIL_FROM = 'Planimetry <no-reply@planimetry.local>';

/** The directory the default transport writes to. */
export function outboxDir(dataDir: string): string {
  return join(dataDir, 'outbox');
}

/** A mailer for SMTP when a URL is given, else for the outbox under `dataDir`. */
export function createMailer(options: MailerOptions): Mailer {
  const from = options.from ?? DEFAULT_MAIL_FROM;
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text, html: message.html });
      },
    };
  }
  if (options.dataDir === undefined) throw new Error('createMailer needs a dataDir for the outbox when SMTP_URL is not set');
  const directory = outboxDir(options.dataDir);
  // `buffer: true` makes nodemailer hand back the whole RFC 822 message instead of sending it.
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text, html: message.html });
      await mkdir(directory, { recursive: true });
      // Time first so a listing sorts oldest to newest; random bytes keep same-millisecond messages apart.
      const file = join(directory, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`);
      // Written under another name and renamed: whoever lists the outbox (a test reading the
      // link, a person) never reads half a message.
      const writing = `${file}.part`;
      await writeFile(writing, info.message as Buffer, { mode: 0o600 });
      await rename(writing, file);
      options.log?.info({ to: message.to, file }, `Mail written to the outbox: ${message.logLine}`);
    },
  };
}
