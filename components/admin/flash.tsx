const savedText: Record<string, string> = {
  status: 'Status changed.',
  assignee: 'Assignee changed.',
  followUp: 'Follow-up date saved.',
  note: 'Note added.',
  not_spam: 'Moved back to new; staff are e-mailed about it.',
  confirmed: 'Payment confirmed: the enrolment is paid and the learner is e-mailed the receipt.',
  cancel: 'Enrolment cancelled.',
  refund: 'Enrolment marked refunded.',
  role: 'Role changed: their sessions have ended; they sign in again.',
  disable: 'Account disabled: every session of it has ended.',
  enable: 'Account enabled.',
  certificate: 'Certificate issued: the learner finds it in their dashboard.',
  withdrawal_paid: 'Withdrawal marked paid.',
};

/** What the last change did, or why it was refused (from the action's redirect). */
export function Flash({ saved, error }: { saved?: string; error?: string }) {
  if (error) {
    return (
      <p role="alert" className="mb-4 rounded-lg bg-red-50 p-3 text-red-800 ring-1 ring-red-300">
        {error}
      </p>
    );
  }
  if (saved && savedText[saved]) {
    return (
      <p
        role="status"
        className="mb-4 rounded-lg bg-green-50 p-3 text-green-900 ring-1 ring-green-300"
      >
        {savedText[saved]}
      </p>
    );
  }
  return null;
}
