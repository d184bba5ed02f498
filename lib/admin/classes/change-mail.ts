// The e-mail a batch's learners get when staff cancel or move one of its classes: pre-rendered
// (the outbox sends it as it is), one per learner. It names the class and its new state, and sends
// the learner to the dashboard; the joining link stays out of it (the dashboard has it). Pure.
import { courseTitle } from '@/content/course-catalogue';
import { site } from '@/content/site';
import { classTimeText } from '@/lib/classes/plan';
import type { OutboxTopic } from '@/lib/mail/outbox';
import { classText } from '@/content/classes';

export const CLASS_CHANGE_TOPIC: OutboxTopic = 'class-change';

/**
 * What happened to the class: cancelled with its reason, moved to a new time, or (cancelled
 * before) on again, at its own time or a new one.
 */
export type ClassChange =
  | { kind: 'cancelled'; reason: string }
  | { kind: 'moved' | 'reinstated'; startsAt: Date; endsAt: Date };

export type ChangedClass = {
  course: string;
  topic: string;
  /** The class's time before the change. */
  startsAt: Date;
  endsAt: Date;
};

/** The subject and text of the e-mail to `learner` about `change` to the class `was`. */
export function classChangeMail(
  learner: { fullName: string },
  was: ChangedClass,
  change: ClassChange,
  dashboardUrl: string,
) {
  const title = courseTitle(was.course) ?? was.course;
  const when = classTimeText(was);
  const lines =
    change.kind === 'cancelled'
      ? {
          subject: `${title}: the class of ${when} is cancelled`,
          body: [
            `Your ${title} class of ${when} is cancelled.`,
            '',
            `The reason: ${change.reason}`,
          ],
        }
      : change.kind === 'reinstated'
        ? {
            subject: `${title}: the class of ${when} is on again`,
            body: [
              change.startsAt.getTime() === was.startsAt.getTime()
                ? `Your ${title} class of ${when}, cancelled before, takes place after all.`
                : `Your ${title} class of ${when}, cancelled before, now takes place on ${classTimeText(change)}.`,
            ],
          }
        : {
            subject: `${title}: a class moves to ${classTimeText(change)}`,
            body: [`Your ${title} class of ${when} moves to ${classTimeText(change)}.`],
          };
  return {
    subject: lines.subject,
    text: [
      `Dear ${learner.fullName},`,
      '',
      ...lines.body,
      ...(was.topic ? ['', `The lesson: ${was.topic}`] : []),
      ...timetableMailEnd(dashboardUrl),
    ].join('\n'),
  };
}

/** How a timetable e-mail ends: where the whole timetable is, and the school's name. */
export const timetableMailEnd = (dashboardUrl: string) => [
  '',
  classText.timetableOnDashboard(dashboardUrl),
  '',
  site.name,
  '',
];
