import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { OutboxRow } from '../db/schema';
import type { MailAttachment } from './outbox';

export interface MailSender {
  /** Where mail goes, for the start-up log; never contains a password. */
  readonly destination: string;
  send(row: OutboxRow): Promise<void>;
  close(): void;
}

export interface MailTransportConfig {
  smtpUrl: string | null;
  mailDir: string;
  /** From and the Reply-To of mail that names none of its own (the provider settings). */
  provider: { mail: { from: string; replyTo: string } };
}

/**
 * A mailbox as the settings and the outbox keep it ("Name <address>", the name maybe quoted,
 * or the address alone) as nodemailer's address object, so nodemailer quotes the name itself
 * and a name with brackets, e.g. "Orlando Villa Collection (demo)", is not read as a comment.
 */
export function addressOf(mailbox: string): { name: string; address: string } | string {
  const match = /^\s*(.*?)\s*<([^<>\s]+)>\s*$/.exec(mailbox);
  if (!match) return mailbox.trim();
  const name = match[1].replace(/^"(.*)"$/, '$1').replace(/\\(.)/g, '$1');
  return name ? { name, address: match[2] } : match[2];
}

function toMessage(row: OutboxRow, mail: MailTransportConfig['provider']['mail']) {
  const attachments = (JSON.parse(row.attachments) as MailAttachment[]).map((a) => ({
    filename: a.filename,
    contentType: a.contentType,
    content: Buffer.from(a.contentBase64, 'base64'),
  }));
  return {
    from: addressOf(mail.from),
    // A quote or sheet signed by an agent is answered to the agent; anything else to the desk.
    replyTo: addressOf(row.reply_to ?? mail.replyTo),
    to: row.to_address,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body ?? undefined,
    attachments,
    // The same Message-ID on every attempt lets receivers drop a duplicate after a crash.
    messageId: `<outbox-${row.id}-${Date.parse(row.created_at)}@villa-portal>`,
  };
}

/** SMTP when SMTP_URL is set; otherwise every message becomes an .eml file to open by hand. */
export function createMailSender(config: MailTransportConfig): MailSender {
  if (config.smtpUrl) {
    const url = new URL(config.smtpUrl);
    const transport = nodemailer.createTransport({
      url: config.smtpUrl,
      // Well inside the worker's lease, so a hung server cannot make two workers send at once.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    } as nodemailer.TransportOptions);
    return {
      destination: `${url.protocol}//${url.host}`,
      async send(row) {
        await transport.sendMail(toMessage(row, config.provider.mail));
      },
      close: () => transport.close(),
    };
  }

  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    destination: config.mailDir,
    async send(row) {
      const info = await transport.sendMail(toMessage(row, config.provider.mail));
      await mkdir(config.mailDir, { recursive: true });
      const stamp = row.created_at.replace(/[:.]/g, '-');
      await writeFile(path.join(config.mailDir, `${stamp}-${row.id}.eml`), info.message as Buffer);
    },
    close: () => transport.close(),
  };
}
