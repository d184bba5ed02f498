import { certificatesText } from '@/content/learner';
import { couponAdminErrors, couponAdminSaved } from '@/content/coupons';

// The back office's flash messages: an action's redirect carries a code (?saved=note,
// ?error=stale), and the page shows the school's sentence for it from these fixed tables. A code
// that is not here shows nothing, so a link cannot make a staff page say what it likes.

/** What a change did. */
export const SAVED_TEXT: Readonly<Record<string, string>> = {
  status: 'Status changed.',
  assignee: 'Assignee changed.',
  followUp: 'Follow-up date saved.',
  note: 'Note added.',
  not_spam: 'Moved back to new; staff are e-mailed about it.',
  confirmed: 'Payment confirmed: the enrolment is paid and the learner is e-mailed the receipt.',
  cancel: 'Enrolment cancelled.',
  refund: 'Refund recorded: the history and the documents below show it.',
  role: 'Role changed: their sessions have ended; they sign in again.',
  disable: 'Account disabled: every session of it has ended.',
  enable: 'Account enabled.',
  certificate: 'Certificate issued: the learner finds it in their dashboard.',
  withdrawal_paid: 'Withdrawal marked paid.',
  seat_released: 'Seat released: a reported transfer’s learner is e-mailed.',
  hold_extended: 'Hold extended: the seat stays held for the reported transfer until the new time.',
  // Courses
  cohort_draft: 'Saved as a draft: the public pages do not show it.',
  cohort_published:
    'Saved and published: the course page and the checkout sell it from the next request when it is the earliest published cohort still open for enrolment.',
  cohort_closed:
    'Saved and closed: it takes no more enrolments and the public pages do not show it.',
  cohort_deleted: 'Cohort deleted.',
  invited:
    'Invitations queued: each address that confirmed its place gets one e-mail with the link to the checkout. Unconfirmed entries stay on the list, not invited.',
  reinvited: 'Invited again: they get one e-mail with the batches that have seats now.',
  // A batch's timetable
  join_url:
    'Joining link saved: the batch’s paid learners see it on their dashboard and are e-mailed it.',
  join_url_removed: 'Joining link removed.',
  session_topic: 'Topic saved.',
  session_cancelled: 'Class cancelled: each learner of the batch is e-mailed the reason.',
  session_moved: 'Class moved: each learner of the batch is e-mailed the new time.',
  recording: 'Recording saved: the batch’s learners find it in the course player.',
  holiday:
    'Holiday added: its classes in every batch are cancelled or pushed as you chose, and each learner is e-mailed once.',
  date_moved:
    'Classes moved: that day’s class in every batch is at the new day, and each of their learners is e-mailed.',
  // Coupon codes (content/coupons.ts)
  ...couponAdminSaved,
};

const ERRORS = {
  failed: 'The change could not be saved. Please try again.',
  form_refused:
    'The form was not as this page sends it, so nothing was changed. Reload the page and try again.',
  // Leads
  stale: 'This lead was changed by someone else meanwhile. Reload to see the change.',
  unknown_status: 'Unknown status',
  unknown_change: 'Unknown change',
  pick_date: 'Pick a date',
  staff_only: 'Leads can be assigned to staff only',
  no_lead: 'No such lead',
  note_empty: 'Write the note first',
  note_long: 'A note is at most 5000 characters',
  not_marked_spam: 'This lead is not marked as spam',
  // People
  email: 'Enter a valid e-mail address',
  name: 'Enter the person’s name',
  invite_role: 'Invite as staff or admin',
  exists: 'An account with this e-mail exists: change its role instead',
  unknown_role: 'Unknown role',
  no_account: 'No such account',
  last_admin_role: 'This is the last admin: make someone else admin first',
  unconfirmed:
    'This account’s e-mail address was never confirmed, so anyone could have opened it: invite the person with ‘Invite staff’ and this address instead (its password and sign-in links end, and you give the person the new way in)',
  own_account: 'You cannot disable your own account',
  last_admin: 'This is the last admin',
  accounts_changed: 'Another change to accounts was saved at the same moment. Reload and try again',
  enable_first: 'Enable the account first',
  learners_only:
    'A password link is for learners only: staff and admins reset their own password with ‘Forgot password?’ on the log-in page',
  // Enrolments and payments
  already_paid: 'This enrolment is already paid',
  reason: 'Give the reason',
  reason_long: 'The reason is at most 1000 characters',
  no_enrolment: 'No such enrolment',
  no_reference: 'No enrolment has this reference',
  enrolment_state: 'This enrolment’s status does not allow that change. Reload to see its status',
  utr_format: 'A transaction reference is 6 to 35 letters and digits',
  utr_differs:
    'The learner reported a different transaction reference; check the reference on the statement',
  utr_taken: 'This transaction reference is recorded for another enrolment',
  only_paid: certificatesText.onlyPaid,
  not_held: 'This enrolment holds no seat now. Reload to see it',
  hold_hours: 'Choose how long to extend the hold',
  hold_transfer_only: 'Only a reported transfer waiting for confirmation has a hold',
  hold_full:
    'The batch has no free seat now: confirm the payment when it arrives (it is honoured, flagged over capacity), or raise the batch’s capacity',
  hold_closed: 'The batch is closed: its seat cannot be held again',
  enrolment_changed: 'This enrolment was changed meanwhile. Reload to see it',
  withdrawal_already: 'This withdrawal was already marked paid.',
  withdrawal_changed:
    'A refund took part of this withdrawal back after this page was loaded: pay only the amount now shown',
  withdrawal_gone:
    'A refund took this whole withdrawal back after this page was loaded: it is no longer to be paid',
  // Courses
  stale_cohort: 'This cohort was changed by someone else meanwhile. Reload to see the change.',
  cohort_enrolments: 'This cohort has enrolments: close it instead.',
  no_cohort: 'No such cohort',
  no_course: 'No such course',
  cohort_not_saved: 'The cohort was not saved: see the fields marked.',
  not_on_sale:
    'Only the cohort on sale now can invite the waitlist: publish it, with its last day to enrol today or later',
  no_seats:
    'No batch of the cohort on sale has a free seat: nobody is invited until one has (open a batch or add seats)',
  not_invited: 'This person has not been invited yet: use Invite the waitlist',
  invited_meanwhile: 'This person was invited again by someone else meanwhile. Reload to see when.',
  not_waiting:
    'This person no longer waits: they have paid for the course, or staff closed their entry',
  not_confirmed_invite: 'This entry’s address has not confirmed it: it is not invited',
  // A batch's timetable (reason and reason_long above are shared)
  stale_class: 'This class was changed by someone else meanwhile. Reload to see the change.',
  no_class: 'No such class in this batch',
  class_held: 'This class has been held already: it cannot be moved or cancelled',
  class_past_cancelled:
    'This class was cancelled and its time has passed: it cannot be scheduled again',
  class_not_started: 'A recording can be added once the class has started',
  recording_cancelled: 'A cancelled class has no recording: add it to the class that was held',
  already_cancelled: 'This class is cancelled already',
  recording_url:
    'Give the recording’s https address (https://…) with its domain in plain letters, at most 1000 characters',
  topic_long: 'A topic is at most 200 characters',
  move_date: 'Pick the new date',
  move_time: 'Give the new start time as HH:MM in India time, e.g. 07:00 or 18:30',
  move_past: 'The new time must be later than now',
  move_same: 'The class is at that time already',
  stale_join_url: 'The joining link was changed by someone else meanwhile. Reload to see it.',
  no_batch: 'No such batch in this cohort',
  join_url:
    'Give the joining link as an https address (https://…) with its domain in plain letters, as your video tool gives it, at most 500 characters',
  holiday_day: 'Pick the holiday’s first and last day',
  holiday_order: 'The holiday’s last day is before its first day',
  holiday_long: 'A holiday is at most 31 days: add a longer break as two holidays',
  holiday_past: 'The holiday’s last day has passed',
  holiday_outside: 'The holiday falls outside the cohort’s dates',
  holiday_overlap: 'This cohort has a holiday on some of those days already',
  holiday_reason: 'Say what the holiday is (learners see it), at most 100 characters',
  holiday_choice: 'Choose whether its classes are cancelled or pushed',
  move_date_days: 'Pick the day whose classes move, and the day they move to',
  move_date_same: 'Pick a different day to move the classes to',
  move_date_past: 'The classes must move to a time later than now',
  move_date_holiday: 'That day is one of the cohort’s holidays',
  move_date_taken: 'A batch has a class on that day already: move or cancel that class first',
  move_date_none: 'No batch has a class still to come on that day',
  // Refunds (lib/admin/refunds.ts)
  refund_amount: 'Enter the amount to refund in rupees, e.g. 8249.50',
  refund_too_much: 'That is more than was paid and not yet refunded',
  refund_changed: 'This enrolment was refunded or changed meanwhile: reload to see what is left',
  refund_not_paid: 'Only a paid enrolment can be refunded',
  // Erasure
  erase_input: 'Give an e-mail address or a phone number (at least 6 digits)',
  erase_staff: 'This is a staff account: change its role to learner first',
  erase_failed: 'Nothing was erased: try again.',
  // Coupon codes (content/coupons.ts)
  ...couponAdminErrors,
};

/** Why a change was refused. */
export const ERROR_TEXT: Readonly<Record<string, string>> = ERRORS;

/** A refusal's code: ERROR_TEXT has its sentence. */
export type ErrorCode = keyof typeof ERRORS;

/** The sentence of a refusal's code (a module throws it, and its page shows it, by the code). */
export const refusalText = (code: ErrorCode): string => ERRORS[code];

/** Messages with a value in them, read as one code each. */
const PATTERNS: [RegExp, string][] = [
  [/^Unknown status /, 'unknown_status'],
  [/^An? \w+ enrolment cannot be \w+$/, 'enrolment_state'],
  [/^The learner reported \S+; check the reference on the statement$/, 'utr_differs'],
];

const stripDot = (s: string) => s.trim().replace(/\.$/, '');

/**
 * The code for a refusal's message (an AdminInputError's, a StaleChangeError's): the entry whose
 * sentence it is, or 'failed' for any other message (never the message itself).
 */
export function errorCode(message: string): string {
  const m = stripDot(message);
  for (const [code, text] of Object.entries(ERROR_TEXT)) if (stripDot(text) === m) return code;
  for (const [re, code] of PATTERNS) if (re.test(m)) return code;
  return 'failed';
}

/** The sentence for a code from the URL, or null for an unknown one. */
export function flashText(kind: 'saved' | 'error', code: string | undefined): string | null {
  if (!code) return null;
  const table = kind === 'saved' ? SAVED_TEXT : ERROR_TEXT;
  return Object.hasOwn(table, code) ? table[code]! : null;
}
