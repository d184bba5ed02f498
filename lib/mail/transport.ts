import 'server-only';
import nodemailer, { type Transporter } from 'nodemailer';
import { env } from '@/lib/env';

let transport: { url: string; t: Transporter } | undefined;

function transporter(url: string): Transporter {
  if (transport?.url !== url) {
    transport?.t.close();
    transport = {
      url,
      // Short timeouts: a slow mail server holds an outbox claim, not a visitor.
      t: nodemailer.createTransport(url, {
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      } as nodemailer.TransportOptions),
    };
  }
  return transport.t;
}

export type Mail = {
  to: string[];
  subject: string;
  text: string;
  attachments?: { filename: string; content: string | Buffer; contentType: string }[];
};

/** Whether e-mail is configured (SMTP_URL and its recipients). */
export function mailEnabled(): boolean {
  const e = env();
  return !!(e.SMTP_URL && e.LEADS_NOTIFY_TO);
}

/** Sends one e-mail through SMTP_URL; throws when the server refuses or cannot be reached. */
export async function sendMail(mail: Mail): Promise<void> {
  const e = env();
  if (!e.SMTP_URL) throw new Error('SMTP_URL is not set');
  await transporter(e.SMTP_URL).sendMail({
    from: e.MAIL_FROM,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    ...(mail.attachments ? { attachments: mail.attachments } : {}),
  });
}
