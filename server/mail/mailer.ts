import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** "smtp" or "outbox". */
  readonly kind: string;
  send(mail: Mail): Promise<void>;
}

interface Log {
  info(obj: object, msg: string): void;
}

/** SMTP when SMTP_URL is set; otherwise every message is written as an .eml file to DATA_DIR/mail. */
export function createMailer(options: { smtpUrl?: string; from: string; dataDir: string; log: Log }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      kind: 'smtp',
      async send(mail) {
        await transport.sendMail({ from: options.from, ...mail });
      },
    };
  }
  const outbox = join(options.dataDir, 'mail');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'outbox',
    async send(mail) {
      const info = await transport.sendMail({ from: options.from, ...mail });
      mkdirSync(outbox, { recursive: true });
      const file = join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${safe(mail.to)}.eml`);
      writeFileSync(file, info.message as Buffer);
      // Without SMTP the operator opens links from the log (or the .eml file).
      options.log.info({ to: mail.to, file, links: linksIn(mail.text) }, `Mail "${mail.subject}" written to the outbox`);
    },
  };
}

function safe(address: string): string {
  return address.replace(/[^a-z0-9@._-]/gi, '_');
}

export function linksIn(text: string): string[] {
  return text.match(/https?:\/\/\S+/g) ?? [];
}
