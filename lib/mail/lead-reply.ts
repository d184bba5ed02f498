import 'server-only';
import { courseTitle } from '@/content/course-catalogue';
import { levelByHref, levelCourses } from '@/content/courses';
import { batches } from '@/content/courses-overview';
import { hoursSentence, replyKinds, replyText } from '@/content/lead-reply';
import { officeHours, type OfficeHoursSetting } from '@/content/office-hours';
import { whatsappLink } from '@/content/site';
import { currentCohort } from '@/lib/courses/cohorts';
import { slotStates, type CohortOffer } from '@/lib/courses/offer';
import { priceAt } from '@/lib/courses/pricing';
import {
  addDays,
  formatDay,
  formatIndiaTime,
  formatWeekdayDayMonth,
  indiaDayStart,
  indiaInstant,
  todayInIndia,
} from '@/lib/dates';
import type { Db } from '@/lib/db';
import { formatInr } from '@/lib/format';
import { addOfficeMs, officeClock, targetMs } from '@/lib/leads/office-clock';
import { siteUrl } from '@/lib/site-url';

/**
 * The reply to an enquiry (issue 52), put together when the outbox sends it, so its figures are
 * the ones the course page shows at that moment: the current cohort's start, its batches with
 * seats, today's price and until when (lib/courses/cohorts.ts, offer.ts, pricing.ts).
 */

export type ReplyLead = {
  id: string;
  kind: string;
  course: string | null;
  page: string | null;
  /** The first page of the visit the form was sent in (lib/attribution/), when known. */
  landingPage?: string | null;
  createdAt: Date;
};

const courseAt = (page: string | null | undefined) => {
  const path = page?.split(/[?#]/, 1)[0];
  return path ? (levelByHref(path)?.slug ?? null) : null;
};

/**
 * The level course a lead is about: the one it names, else the course page it was sent from, else
 * the course page its visit began on (a visitor who came to B1's page, then wrote from Contact Us).
 */
export function replyCourse(
  lead: Pick<ReplyLead, 'course' | 'page' | 'landingPage'>,
): string | null {
  return lead.course ?? courseAt(lead.page) ?? courseAt(lead.landingPage);
}

const dayNames = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** 'Monday to Saturday' for a run of days, else 'Monday, Wednesday and Friday'. */
function daysText(days: readonly number[]): string {
  const d = [...new Set(days)].filter((x) => x >= 1 && x <= 7).sort((a, b) => a - b);
  const names = d.map((x) => dayNames[x - 1]!);
  if (d.length > 2 && d.every((x, i) => i === 0 || x === d[i - 1]! + 1)) {
    return `${names[0]} to ${names.at(-1)}`;
  }
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names.join('');
}

const clockTime = (hhmm: string) => formatIndiaTime(indiaInstant('2026-01-01', hhmm));

/** '11:30 AM today', '10:30 AM tomorrow', '10:30 AM on Monday 7 December'. */
function whenText(at: number, now: number): string {
  const day = todayInIndia(at);
  const today = todayInIndia(now);
  const time = formatIndiaTime(new Date(at));
  if (day === today) return `${time} today`;
  if (day === addDays(today, 1)) return `${time} tomorrow`;
  return `${time} on ${formatWeekdayDayMonth(indiaDayStart(day))}`;
}

/** The 'by when' sentence, or null while the school has not set its office hours. */
export function byWhenLine(
  sentAt: number,
  now: number,
  hours: OfficeHoursSetting | null = officeHours.hours,
  holidays: readonly string[] = officeHours.holidays,
  minutes: number = officeHours.targetMinutes,
): string | null {
  if (!hours) return null;
  const due = addOfficeMs(sentAt, targetMs(minutes), officeClock(hours, holidays));
  if (due === null) return null;
  return replyText.byWhen(
    whenText(due, now),
    hoursSentence(daysText(hours.days), clockTime(hours.opens), clockTime(hours.closes)),
  );
}

/** The course's lines: the current cohort's facts, or where to wait for the next. */
export function courseLines(course: string, offer: CohortOffer | null, now: number): string[] {
  const details = levelCourses.find((c) => c.slug === course);
  if (!details) return [];
  const title = courseTitle(course) ?? course;
  const link = new URL(details.href, siteUrl()).href;
  if (!offer) return [replyText.courseHeading(title), replyText.noCohort(link)];
  const states = slotStates(offer, batches.slots.length);
  const open = states.flatMap((s, slot) => {
    const name = batches.slots[slot]!;
    if (s.state === 'open') return [name];
    return s.state === 'few' ? [replyText.fewSeats(name, s.left)] : [];
  });
  const price = priceAt({ mrp: offer.mrp, prices: offer.prices }, now);
  return [
    replyText.courseHeading(title),
    replyText.cohort(offer.number, formatDay(offer.start)),
    open.length ? replyText.seats(open.join(', ')) : replyText.noSeats,
    ...(price
      ? [replyText.price(formatInr(price.price), price.tier ? formatDay(price.tier.end) : null)]
      : []),
    replyText.enrolUntil(formatDay(offer.enrolUntil)),
    replyText.seeCourse(link),
  ];
}

/** The reply's subject and text, from the lead and the course's current cohort (or none). */
export function leadReplyMail(
  lead: ReplyLead,
  offer: CohortOffer | null,
  now: number,
): { subject: string; text: string } {
  const kind = replyKinds[lead.kind];
  if (!kind) throw new Error(`no reply is written for a ${lead.kind} lead`);
  const course = replyCourse(lead);
  const byWhen = byWhenLine(lead.createdAt.getTime(), now);
  const callback = new URL('/request-a-callback', siteUrl());
  if (course) callback.searchParams.set('course', course);
  const whatsapp = whatsappLink(replyText.whatsappMessage(lead.id));
  const lines = course ? courseLines(course, offer, now) : [];
  const paragraphs: string[][] = [
    [replyText.greeting],
    [kind.next, ...(byWhen ? [byWhen] : [])],
    ...(lines.length ? [lines] : []),
    [
      ...(lead.kind === 'callback' ? [] : [replyText.callback(callback.href)]),
      ...(whatsapp ? [replyText.whatsapp(whatsapp)] : []),
    ],
    [replyText.reference(lead.id)],
    replyText.signOff(),
    [replyText.notYou],
  ].filter((p) => p.length);
  return {
    subject: replyText.subject(kind.subject),
    text: paragraphs.map((p) => p.join('\n')).join('\n\n') + '\n',
  };
}

/** The reply of a stored lead, with its course's current cohort read now. */
export async function renderLeadReply(client: Db, leadId: string, now: number) {
  const lead = await client.lead.findUnique({
    where: { id: leadId },
    select: {
      id: true,
      kind: true,
      course: true,
      page: true,
      landingPage: true,
      createdAt: true,
    },
  });
  if (!lead) throw new Error(`lead ${leadId} no longer exists`);
  const course = replyCourse(lead);
  const offer = course ? await currentCohort(course, now, client) : null;
  return leadReplyMail(lead, offer, now);
}
