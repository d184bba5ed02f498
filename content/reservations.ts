import { batches } from './courses-overview';

/**
 * /ReserveSessionPage: 'Reserve Your FREE Session' (spec §2 mobile menu). The spec says there are
 * no trial classes but a recorded demo and free counselling: the session is a counselling call with
 * the demo, and the page says so.
 */
export const reservationRules = {
  /** SCHOOL TO CONFIRM: how many visitors one counsellor takes in one slot on one day. */
  maxPerSlot: 3,
  /** How far ahead a session can be booked (days after today, India time). */
  daysAhead: 14,
  /** SCHOOL TO CONFIRM: days without sessions (0 = Sunday); batches run Monday to Saturday. */
  closedWeekdays: [0] as readonly number[],
  /** The five IST slots of the batches (spec §9). */
  slots: batches.slots,
} as const;

export const reservationPage = {
  title: 'Reserve Your FREE Session',
  description:
    'Book a free session with a counsellor of our French school: find your level, choose a course and watch a recorded demo class. Pick a day in the next two weeks and a time slot in IST.',
  intro: [
    'Not sure where to start, or which batch suits you? Reserve a free session with one of our counsellors. You talk about your goal, we help you find your level and the right course, and you see what a class is really like.',
    'We do not run trial classes: a batch is a small group that moves together, and a stranger joining for a day would take time from learners who have paid. Instead, the session includes a recorded demo of a real live class, and you can ask the counsellor anything about it.',
  ],
  whatHappens: {
    heading: 'What happens in the session',
    items: [
      'A short conversation about your goal: exams, study abroad, work, immigration, or pleasure.',
      'A quick look at your current French, or an orientation test if you want one.',
      'The recorded demo class, and how live classes, recordings (shared within 24 hours) and mentor support work.',
      'The batches and time slots that fit your week, and the fees. There is no obligation to enrol.',
    ],
  },
  form: {
    heading: 'Choose a day and a time',
    intro: 'Sessions are online. All times are India Standard Time (IST).',
    submit: 'Reserve my session',
  },
  labels: {
    name: 'Full name',
    email: 'Email',
    phone: 'Phone number',
    level: 'Your French today',
    goal: 'Your goal',
    date: 'Day',
    slot: 'Time slot (IST)',
    slotFull: 'full',
    noSlots: 'Every slot on this day is taken. Please choose another day.',
  },
  confirmation: {
    title: 'Your session is reserved',
    body: 'A counsellor will call you within this time window; we send the video-call link before the session. If you need to change the time, reply to our message or call us.',
    ics: 'Add to calendar (.ics)',
    close: 'Close',
  },
  full: 'This slot has just been taken. Please choose another time.',
  /** One visitor holds at most reservationLimits.upcomingPerPerson upcoming sessions. */
  tooMany:
    'You already have free sessions booked with this email or phone number. To change one, reply to our message or call us.',
  /** Too many sessions booked from one connection in a day (reservationLimits.perAddressPerDay). */
  tooManyFromHere:
    'Too many sessions have been booked from this connection today. Please try again tomorrow.',
} as const;

/** The calendar entry's words (no personal data: the file is fetched by reservation id). */
export const reservationCalendar = {
  summary: 'Free counselling session',
  description:
    'Your free counselling session with our French school: your goal, your level, the recorded demo class and the batches that fit your week. A counsellor calls you within this time window; we send the video-call link before the session.',
} as const;
