import 'server-only';
import { reservationPage, reservationRules } from '@/content/reservations';
import { replyText } from '@/content/lead-reply';
import { site, whatsappLink } from '@/content/site';
import { isSet } from '@/content/school-values';
import { reservationIcs } from '@/lib/reservations/ics';
import { formatDayWithWeekday, formatStaffTime } from '@/lib/dates';
import { siteUrl } from '@/lib/site-url';
import type { Mail } from '@/lib/mail/transport';
import { leadKinds } from '@/lib/leads/kinds';
import type { Lead } from '@/lib/generated/sqlite/client';
import { readLeadDetails } from '@/lib/leads/read';

/** The staff e-mail about a new lead, from the stored row (so it says what was stored). */
export function leadStaffMail(lead: Lead): { subject: string; text: string } {
  const kind = leadKinds[lead.kind];
  const label = kind?.label ?? lead.kind;
  const details = readLeadDetails(lead);
  const lines: [string, string][] =
    kind && details.ok
      ? kind.mailLines({ ...lead, details: details.value })
      : [
          ['Name', lead.name],
          ['Email', lead.email ?? '-'],
          ['Phone', lead.phone ?? '-'],
          ['Details', lead.details],
        ];
  const body = lines.map(([k, v]) => `${k}: ${v}`).join('\n');
  return {
    subject: `[${site.shortName}] New ${label}: ${lead.name}`,
    text: [
      body,
      '',
      `Received: ${formatStaffTime(lead.createdAt)}`,
      '',
      `Open it in the back office (status, notes, follow-up): ${siteUrl()}/admin/leads/${encodeURIComponent(lead.id)}`,
      '',
    ].join('\n'),
  };
}

/** The visitor's confirmation of a free session, with the calendar file attached. */
export function reservationVisitorMail(
  lead: Pick<Lead, 'id' | 'name'>,
  reservation: { date: string; slot: number },
): { subject: string; text: string; attachments: Mail['attachments'] } {
  const slot = reservationRules.slots[reservation.slot] ?? '';
  const ics = reservationIcs(
    { id: lead.id, date: reservation.date, slot },
    new URL(siteUrl()).host,
  );
  const when = `${formatDayWithWeekday(reservation.date)}, ${slot} IST`;
  // The session's confirmation is its visitor's reply (issue 52): WhatsApp with the reference too.
  const whatsapp = whatsappLink(replyText.whatsappMessage(lead.id));
  return {
    subject: `${reservationPage.confirmation.title}: ${when}`,
    text: [
      `Dear ${lead.name},`,
      '',
      `Thank you for reserving a free session with ${site.name}.`,
      '',
      `When: ${when} (India Standard Time)`,
      'Where: online (video call)',
      '',
      reservationPage.confirmation.body,
      '',
      ...(isSet(site.contact.phone) || isSet(site.contact.email)
        ? [
            `Questions: ${[
              isSet(site.contact.phone) ? `${site.contact.phone} (call or WhatsApp)` : null,
              site.contact.email,
            ]
              .filter(isSet)
              .join(' or ')}.`,
            '',
          ]
        : []),
      ...(whatsapp ? [replyText.whatsapp(whatsapp), ''] : []),
      `Reference: ${lead.id}`,
      '',
    ].join('\n'),
    attachments: ics
      ? [
          {
            filename: 'free-session.ics',
            content: ics,
            contentType: 'text/calendar; charset=utf-8',
          },
        ]
      : [],
  };
}
