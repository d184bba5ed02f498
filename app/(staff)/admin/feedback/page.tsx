import { AdminPageHeading } from '@/components/admin/page-heading';
import type { Metadata } from 'next';
import { requireStaff } from '@/lib/auth/session';
import { feedbackForStaff } from '@/lib/admin/learner-requests';
import { formatDateTime } from '@/lib/dates';

export const metadata: Metadata = { title: 'Feedback · Back office', robots: { index: false } };

// /admin/feedback: what learners sent through 'Send Feedback', newest first
export default async function FeedbackPage() {
  await requireStaff('/admin/feedback');
  const feedback = await feedbackForStaff();
  return (
    <>
      <AdminPageHeading>Learners’ feedback</AdminPageHeading>
      {feedback.length === 0 ? (
        <p className="mt-3 text-muted">No feedback yet.</p>
      ) : (
        <ul className="mt-6 grid gap-3">
          {feedback.map((f) => (
            <li key={f.id} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
              <p className="text-sm text-muted">
                {f.user.name} ({f.user.email}) · {formatDateTime(f.createdAt)}
                {f.page ? ` · from ${f.page}` : ''}
              </p>
              <p className="mt-2 whitespace-pre-line text-ink">{f.message}</p>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
