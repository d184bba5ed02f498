// The one e-mail a learner gets when staff give the cohort a holiday: every class of the learner's
// batch it touched (cancelled, or pushed to a new day), and the new last day when the course now
// ends later. Pre-rendered for the outbox; pure.
import { courseTitle } from '@/content/course-catalogue';
import { timetableMailEnd } from './change-mail';
import { classTimeText } from '@/lib/classes/plan';
import { formatDay } from '@/lib/dates';

export type HolidayClass = {
  topic: string;
  /** The class's time before the holiday. */
  startsAt: Date;
  endsAt: Date;
  /** Its new time when it was pushed; null when it is cancelled. */
  to: { startsAt: Date; endsAt: Date } | null;
};

export type HolidayNews = {
  course: string;
  reason: string;
  firstDay: string;
  lastDay: string;
  /** The cohort's new last day, when the holiday moved it. */
  endDate: string | null;
};

/** '25 December 2026', or '25 December 2026 to 1 January 2027'. */
export const daysText = (h: { firstDay: string; lastDay: string }) =>
  h.firstDay === h.lastDay
    ? formatDay(h.firstDay)
    : `${formatDay(h.firstDay)} to ${formatDay(h.lastDay)}`;

/** 'on 25 December 2026', or 'from 24 December 2026 to 1 January 2027'. */
const onDays = (h: { firstDay: string; lastDay: string }) =>
  h.firstDay === h.lastDay ? `on ${daysText(h)}` : `from ${daysText(h)}`;

/** The subject and text of the holiday's e-mail to `learner` about `classes` of their batch. */
export function holidayMail(
  learner: { fullName: string },
  news: HolidayNews,
  classes: readonly HolidayClass[],
  dashboardUrl: string,
) {
  const title = courseTitle(news.course) ?? news.course;
  const lines = classes.flatMap((c) => [
    c.to
      ? `- ${classTimeText(c)} moves to ${classTimeText(c.to)}`
      : `- ${classTimeText(c)} is cancelled`,
    ...(c.topic ? [`  The lesson: ${c.topic}`] : []),
  ]);
  return {
    subject: `${title}: no classes ${onDays(news)} (${news.reason})`,
    text: [
      `Dear ${learner.fullName},`,
      '',
      `There are no ${title} classes ${onDays(news)}: ${news.reason}.`,
      '',
      classes.length === 1 ? 'Your class then:' : 'Your classes then:',
      ...lines,
      ...(news.endDate ? ['', `The course now ends on ${formatDay(news.endDate)}.`] : []),
      ...timetableMailEnd(dashboardUrl),
    ].join('\n'),
  };
}
