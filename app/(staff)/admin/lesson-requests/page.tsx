import { AdminPageHeading } from '@/components/admin/page-heading';
import type { Metadata } from 'next';
import { requireStaff } from '@/lib/auth/session';
import { lessonRequestsForStaff } from '@/lib/admin/learner-requests';
import { batchLabel } from '@/lib/payments/format';
import { formatDateTime } from '@/lib/dates';

export const metadata: Metadata = {
  title: 'Lesson requests · Back office',
  robots: { index: false },
};

// /admin/lesson-requests: what learners asked for through 'Request lesson', newest first
export default async function LessonRequestsPage() {
  await requireStaff('/admin/lesson-requests');
  const requests = await lessonRequestsForStaff();
  return (
    <>
      <AdminPageHeading>Lesson requests</AdminPageHeading>
      {requests.length === 0 ? (
        <p className="mt-3 text-muted">No lesson requests yet.</p>
      ) : (
        <ul className="mt-6 grid gap-3">
          {requests.map((r) => (
            <li key={r.id} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
              <p className="text-sm text-muted">
                {r.user.name} ({r.user.email}) · {formatDateTime(r.createdAt)}
              </p>
              <h2 className="mt-1 font-bold text-ink">{r.topic}</h2>
              <p className="text-sm text-ink">Preferred batch: {batchLabel(r.batch)}</p>
              {r.message ? <p className="mt-2 whitespace-pre-line text-ink">{r.message}</p> : null}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
