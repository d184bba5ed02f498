import 'server-only';
import { classText, JOIN_OPENS_MINUTES_BEFORE, calendarText } from '@/content/classes';
import { courseTitle } from '@/content/course-catalogue';
import { batches as batchSchedule } from '@/content/courses-overview';
import { site } from '@/content/site';
import type { Db, Tx } from '@/lib/db';
import { siteUrl } from '@/lib/site-url';
import { joiningStatuses } from './access';
import { classTimeText } from './plan';
import { lessonPlan } from './topics';
import { enqueueMail, type QueuedMail } from '@/lib/mail/enqueue';

// The joining link by e-mail: when staff set or change a batch's link, each learner who may join
// the batch (lib/classes/access.ts) gets one e-mail with it, queued in the transaction that writes
// the link; a learner who pays later finds it in the receipt (lib/mail/enrolment-mail.ts).

/** The outbox topic of the joining-link e-mail (pre-rendered). */
export const JOIN_LINK_TOPIC = 'join-link' as const;

export type NextClass = { startsAt: Date; endsAt: Date; topic: string };

/** What a learner needs to join a batch's classes: its link and its next class. */
export type JoinDetails = { label: string; joinUrl: string; next: NextClass | null };

/** 'B1 - Intermediate French Course, the 7:00-9:30 AM IST batch'. */
export const batchName = (course: string, slot: number) =>
  classText.batch(courseTitle(course) ?? course, batchSchedule.slots[slot] ?? '');

/** The batch's next class not cancelled that has not ended at `now`, with its lesson. */
export async function nextClassOf(
  client: Db | Tx,
  batchId: string,
  course: string,
  now: number,
): Promise<NextClass | null> {
  const all = await client.classSession.findMany({
    where: { batchId },
    select: { id: true, day: true, status: true, topic: true, startsAt: true, endsAt: true },
    orderBy: [{ startsAt: 'asc' }, { id: 'asc' }],
  });
  const next = all.find((s) => s.status !== 'cancelled' && s.endsAt.getTime() > now);
  if (!next) return null;
  const topic = lessonPlan(course, all).get(next.id)?.topic ?? '';
  return { startsAt: next.startsAt, endsAt: next.endsAt, topic };
}

/** The batch's link and next class, or null when it has no link (yet). */
export async function joinDetails(
  client: Db | Tx,
  batchId: string | null,
  now: number,
): Promise<JoinDetails | null> {
  if (!batchId) return null;
  const b = await client.batch.findUnique({
    where: { id: batchId },
    select: { slot: true, joinUrl: true, cohort: { select: { course: true } } },
  });
  if (!b?.joinUrl) return null;
  return {
    label: batchName(b.cohort.course, b.slot),
    joinUrl: b.joinUrl,
    next: await nextClassOf(client, batchId, b.cohort.course, now),
  };
}

/** The lines about joining: the link, the next class in India time, the calendar. Pure. */
export function joinLines(
  d: JoinDetails,
  dashboardUrl: string,
  heading = `The joining link for your live classes (${d.label}):`,
): string[] {
  return [
    heading,
    d.joinUrl,
    '',
    ...(d.next
      ? [
          `Your next class: ${classTimeText(d.next)} (India time)`,
          ...(d.next.topic ? [`The lesson: ${d.next.topic}`] : []),
        ]
      : ['Every class of your batch has been held.']),
    `You can join up to ${JOIN_OPENS_MINUTES_BEFORE} minutes before a class starts; the same link serves every class of your batch.`,
    '',
    `To have every class in your calendar: sign in to your dashboard with this e-mail address and, under '${calendarText.heading}', choose '${calendarText.addToGoogle}' or copy your private calendar address into Apple Calendar or Outlook. Each class then carries this link, and moved or cancelled classes update by themselves.`,
    '',
    `Your dashboard shows your whole timetable, and this link before each class: ${dashboardUrl}`,
  ];
}

/** The e-mail to one learner when staff set (`replaces`: false) or change a batch's link. Pure. */
export function joinLinkMail(
  learner: { fullName: string },
  d: JoinDetails,
  replaces: boolean,
  dashboardUrl: string,
) {
  return {
    subject: replaces
      ? `${site.name}: a new joining link for your classes`
      : `${site.name}: your joining link for the live classes`,
    text: [
      `Dear ${learner.fullName},`,
      '',
      ...joinLines(
        d,
        dashboardUrl,
        replaces
          ? `The school has changed the joining link for your live classes (${d.label}). Please use this one from now on, in place of the link we sent you before:`
          : `The school has set the joining link for your live classes (${d.label}):`,
      ),
      '',
      'Please keep the link to yourself: it is for the learners of your batch.',
      '',
      site.name,
      '',
    ].join('\n'),
  };
}

/**
 * In the transaction that set the batch's link to `joinUrl` (from `before`): one e-mail to each
 * learner who may join the batch, one per address. Returns how many were queued.
 */
export async function queueJoinLinkMails(
  tx: Tx,
  batchId: string,
  before: string | null,
  now: number,
): Promise<number> {
  const d = await joinDetails(tx, batchId, now);
  if (!d) return 0;
  return mailBatchLearners(tx, batchId, JOIN_LINK_TOPIC, (l, dashboard) =>
    joinLinkMail(l, d, before !== null, dashboard),
  );
}

/**
 * In `tx`: one e-mail to each learner who may join the batch's classes (joiningStatuses), one per
 * address, in enrolment order, written by `mail` with the dashboard's address. Returns how many
 * were queued.
 */
export async function mailBatchLearners(
  tx: Tx,
  batchId: string,
  topic: QueuedMail['topic'],
  mail: (
    learner: { id: string; email: string; fullName: string },
    dashboardUrl: string,
  ) => { subject: string; text: string },
): Promise<number> {
  const learners = await tx.enrolment.findMany({
    where: { batchId, status: { in: joiningStatuses() } },
    select: { id: true, email: true, fullName: true },
    orderBy: { createdAt: 'asc' },
  });
  const dashboard = `${siteUrl()}/dashboard`;
  const sent = new Set<string>();
  for (const l of learners) {
    const to = l.email.trim().toLowerCase();
    if (!to || sent.has(to)) continue;
    sent.add(to);
    await enqueueMail(tx, { topic, enrolmentId: l.id, to, ...mail(l, dashboard) });
  }
  return sent.size;
}
