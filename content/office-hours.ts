/**
 * When the school's office answers enquiries (issue 52): the hours the auto-reply names to a
 * visitor, and the clock the inbox counts a lead's wait by (lib/leads/office-clock.ts). A leaf
 * module in content/.
 */

export type OfficeHoursSetting = {
  /** ISO weekdays the office is open, 1 Monday … 7 Sunday. */
  days: readonly number[];
  /** Opening and closing time, India, 24-hour 'HH:MM'. */
  opens: string;
  closes: string;
};

export const officeHours = {
  // SCHOOL SETS: the days and hours the office answers enquiries, India time, e.g.
  // { days: [1, 2, 3, 4, 5, 6], opens: '10:00', closes: '18:00' }. Until it is set, the reply to an
  // enquiry names no hour, and the inbox counts a lead's wait over whole days, Monday to Friday.
  hours: null as OfficeHoursSetting | null,
  // SCHOOL SETS: the days the office is closed besides its weekly days off (public holidays, the
  // school's breaks), India, 'YYYY-MM-DD'. These days do not count towards a lead's wait.
  holidays: [] as readonly string[],
  // SCHOOL TO CONFIRM: how long a new enquiry may wait for its first answer, in office minutes.
  // The inbox marks the leads past it, the morning digest lists them, and the reply to the visitor
  // says by when we aim to answer (while the hours above are set).
  targetMinutes: 60,
};

/** The weekdays the clock counts while the school has not set its hours (no weekend). */
export const defaultOfficeDays: readonly number[] = [1, 2, 3, 4, 5];

/** How the back office names a lead's wait (the inbox, the morning digest). */
export const speedText = {
  /** The lead page's fact: when staff first answered it (a status change or a note). */
  firstAnswer: 'First answer',
  waiting: (d: string) => `waiting ${d}`,
  answered: (d: string) => `answered after ${d}`,
  over: (target: string) => `past the ${target} target`,
  /** The inbox's note under the list: what the waits count. */
  counted: (target: string, hoursSet: boolean) =>
    `Waits count office hours only${hoursSet ? '' : ' (whole days, Monday to Friday, until the school sets its office hours)'}, without holidays; the target for a first answer (a status change or a note) is ${target}.`,
  /** A digest line's end: when the lead went past the target, and its answer if it had one. */
  lateNote: (pastAt: string, answeredAt: string | null) =>
    `past it at ${pastAt}, ${answeredAt ? `answered ${answeredAt}` : 'not answered yet'}`,
  digestHeading: (target: string, n: number) =>
    `Waited past the ${target} target yesterday, with no answer: ${n}`,
};
