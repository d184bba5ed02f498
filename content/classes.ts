/**
 * Live classes (spec §2 course highlights, §9: live classes on a video-conferencing tool,
 * recordings within 24 hours): who receives a batch's joining link, and the words of the next
 * class, the calendar feed and the class e-mails.
 */

/**
 * SCHOOL TO CONFIRM: whether a learner whose UPI or bank transfer is reported but not yet
 * confirmed by staff receives the joining link, the recordings and the calendar. false: only
 * learners whose enrolment is paid.
 */
export const joinWhileAwaitingConfirmation = false;

/** 'Join class' opens this many minutes before a class starts, until it ends. */
export const JOIN_OPENS_MINUTES_BEFORE = 15;

export const classText = {
  nextClassHeading: 'Next class',
  nextClass: (when: string) => `Next class: ${when}`,
  join: 'Join class',
  joinOpens: (minutes: number) => `‘Join class’ opens ${minutes} minutes before the class starts.`,
  joinNow: (minutes: number) => `You can join now: the class starts within ${minutes} minutes.`,
  live: 'Your class is on now.',
  ended: 'This class has ended.',
  topic: (topic: string) => `Topic: ${topic}`,
  newTab: '(opens in a new tab)',
  noLink: 'The joining link is not set yet: we e-mail it and show it here before your first class.',
  /** The last paragraph of a timetable e-mail (a class moved or cancelled, a holiday). */
  timetableOnDashboard: (dashboardUrl: string) =>
    `Your dashboard shows your whole timetable, and the joining link before each class: ${dashboardUrl}`,
  noMoreClasses: 'Every class of this batch has been held.',
  cancelled: (when: string, reason: string) => `Cancelled: the class of ${when}. ${reason}`,
  moved: (when: string) => `Moved: a class is now on ${when}.`,
  batch: (course: string, slot: string) => `${course}, the ${slot} IST batch`,
  /** The default topic of a class beyond the curriculum's lessons. */
  classNumber: (n: number) => `Class ${n}`,
  summary: (course: string, topic: string) => `${course}: ${topic}`,
};

/** The dashboard's whole timetable of a learner's batch, week by week. */
export const timetableText = {
  heading: 'Your timetable',
  lead: 'Every class of your batch, week by week, in India time (IST). Open a week to see its classes.',
  week: (n: number, from: string) => `Week ${n}, from ${from}`,
  count: (classes: number, cancelled: number) =>
    `${classes} ${classes === 1 ? 'class' : 'classes'}${cancelled ? `, ${cancelled} cancelled` : ''}`,
  held: 'Held',
  live: 'On now',
  next: 'Next class',
  cancelled: 'Cancelled',
  moved: 'Moved',
  movedNote: 'Moved to this time by the school.',
  recording: 'Watch the recording',
  recordingSoon: 'The recording is added within 24 hours of the class.',
  noRecording: 'No recording yet.',
};

export const calendarText = {
  heading: 'Your class calendar',
  lead: 'Subscribe once and every class of your batch, with its joining link, appears in your calendar; moved and cancelled classes update by themselves.',
  addToGoogle: 'Add to Google Calendar',
  copy: 'Copy link',
  copied: 'Link copied.',
  copyFailed: 'Copy the link from the box.',
  addressLabel: 'Your private calendar address',
  privateNote:
    'This address is yours alone: anyone who has it can see your classes and their joining link. Logging out on every device gives you a new one.',
  reset: 'Reset link',
  resetConfirm:
    'Make a new address? The old one stops working at once, so calendars subscribed to it stop updating.',
  resetSubmit: 'Make a new address',
  resetDone: 'A new address is ready: subscribe to it again where you use the old one.',
  resetFailed: 'The address could not be changed just now. Please try again in a minute.',
  description: (course: string) =>
    `Live class of ${course}. Join with the link in this event, 15 minutes before the start at the earliest.`,
  joinLine: (url: string) => `Join the class: ${url}`,
  cancelledLine: (reason: string) => `Cancelled. ${reason}`,
  location: 'Online (live class)',
};
