import 'server-only';
import nodemailer, { type Transporter } from 'nodemailer';
import { env } from '@/lib/env';
import { site } from '@/content/site';

let transport: { url: string; t: Transporter } | undefined;

function transporter(url: string): Transporter {
  if (transport?.url !== url) {
    transport = {
      url,
      // Short timeouts: a slow mail server must not pile up work; the lead is already stored.
      t: nodemailer.createTransport(url, {
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      } as nodemailer.TransportOptions),
    };
  }
  return transport.t;
}

export type LeadMail = { kind: string; id: string; lines: [label: string, value: string][] };

/** Sends the staff e-mail for a lead when SMTP_URL is set. Resolves to true when sent. */
export async function sendLeadMail(lead: LeadMail): Promise<boolean> {
  const e = env();
  if (!e.SMTP_URL || !e.LEADS_NOTIFY_TO) return false;
  const body = lead.lines.map(([k, v]) => `${k}: ${v}`).join('\n');
  await transporter(e.SMTP_URL).sendMail({
    from: e.MAIL_FROM,
    to: e.LEADS_NOTIFY_TO,
    subject: `[${site.shortName}] New ${lead.kind} (${lead.id})`,
    text: `${body}\n\nReference: ${lead.id}\n`,
  });
  return true;
}
