/**
 * Outgoing e-mail. With `SMTP_URL` set, messages go through nodemailer's SMTP
 * transport; without it (embedded default) each message is written as an RFC 822 .eml file under
 * `DATA_DIR/outbox/` and its action link is printed to the server log, so a single-machine parent
 * can still confirm an address or reset a password. Sending never throws to the caller's
 * request: a failure is logged (the flows answer alike whether or not a mail went out).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../config.ts';
import type { Logger } from '../log.ts';
import { renderEmail, type EmailLocale, type EmailTemplate } from './templates.ts';

export interface OutgoingEmail {
  to: string;
  template: EmailTemplate;
  /** The link the message's button opens. */
  actionUrl: string;
  locale?: EmailLocale;
}

export interface Mailer {
  /** 'smtp' when SMTP_URL is set, else 'outbox' (files under DATA_DIR/outbox). */
  kind: 'smtp' | 'outbox';
  /** Renders and sends; resolves true when the message was handed over (or written), false when it failed (logged). */
  send(message: OutgoingEmail): Promise<boolean>;
  /**
   * Forgets every message kept for this address (account deletion): the outbox keeps
   * each recipient's .eml files in a folder named by a hash of the address; SMTP keeps nothing.
   */
  forgetRecipient(email: string): Promise<void>;
}

/** The outbox folder of one recipient: a hash of the address, so no address appears in a path. */
export const outboxFolder = (outbox: string, email: string): string =>
  path.join(outbox, createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 16));

/** Builds the configured mailer. */
export function createMailer(deps: { config: Config; log: Logger }): Mailer {
  const { config, log } = deps;
  const from = config.MAIL_FROM;
  if (config.SMTP_URL) {
    const transport: Transporter = nodemailer.createTransport(config.SMTP_URL);
    return {
      kind: 'smtp',
      async send(message) {
        const rendered = renderEmail(message.template, { email: message.to, actionUrl: message.actionUrl, locale: message.locale });
        try {
          await transport.sendMail({ from, to: message.to, subject: rendered.subject, text: rendered.text, html: rendered.html });
          return true;
        } catch (error) {
          log.error({ err: { message: (error as Error).message }, template: message.template }, 'e-mail could not be sent');
          return false;
        }
      },
      async forgetRecipient() {},
    };
  }
  const outbox = path.join(config.dataDir, 'outbox');
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'outbox',
    async send(message) {
      const rendered = renderEmail(message.template, { email: message.to, actionUrl: message.actionUrl, locale: message.locale });
      try {
        const info = await stream.sendMail({ from, to: message.to, subject: rendered.subject, text: rendered.text, html: rendered.html });
        const folder = outboxFolder(outbox, message.to);
        await fs.mkdir(folder, { recursive: true, mode: 0o700 });
        const file = path.join(folder, `${new Date().toISOString().replace(/[:.]/g, '-')}-${message.template}-${randomBytes(4).toString('hex')}.eml`);
        await fs.writeFile(file, info.message as Buffer, { mode: 0o600 });
        log.info({ file, template: message.template, link: message.actionUrl }, `e-mail written to the outbox (no SMTP_URL): open ${message.actionUrl}`);
        return true;
      } catch (error) {
        log.error({ err: { message: (error as Error).message }, template: message.template }, 'e-mail could not be written to the outbox');
        return false;
      }
    },
    async forgetRecipient(email) {
      await fs.rm(outboxFolder(outbox, email), { recursive: true, force: true });
    },
  };
}
