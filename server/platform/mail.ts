import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from './log.ts';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** Extra header fields (List-Unsubscribe and the like). */
  headers?: Record<string, string>;
};
export type Mailer = { send: (message: MailMessage) => Promise<void> };

/**
 * SMTP when SMTP_URL is set; otherwise each mail is written as an .eml file to DATA_DIR/outbox and
 * logged, so a local user can read their sign-up code without a mail server.
 */
export function createMailer(opts: { smtpUrl?: string | undefined; from: string; outboxDir: string; log: Logger }): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: opts.from, ...message });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: opts.from, ...message });
      await mkdir(opts.outboxDir, { recursive: true });
      const file = join(opts.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${message.to.replace(/[^a-z0-9@.]/gi, '_')}.eml`);
      await writeFile(file, info.message as Buffer);
      opts.log.info(`mail to ${message.to}: ${message.subject}\n${message.text}\n(saved to ${file})`);
    },
  };
}
