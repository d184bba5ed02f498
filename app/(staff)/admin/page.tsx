import type { Metadata } from 'next';
import { requireStaff } from '@/lib/auth/session';
import { db } from '@/lib/db';

export const metadata: Metadata = { title: 'Back office', robots: { index: false } };

const when = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

// The back office's first page: learners' latest feedback (the back-office issue adds the rest).
export default async function AdminPage() {
  await requireStaff('/admin');
  const feedback = await db().feedback.findMany({
    orderBy: { createdAt: 'desc' },
    take: 50,
    include: { user: { select: { name: true, email: true } } },
  });
  return (
    <>
      <h1 className="font-display text-3xl font-bold text-brand">Back office</h1>
      <section aria-labelledby="feedback-heading" className="mt-8">
        <h2 id="feedback-heading" className="text-xl font-bold text-ink">
          Learners’ feedback
        </h2>
        {feedback.length === 0 ? (
          <p className="mt-3 text-muted">No feedback yet.</p>
        ) : (
          <ul className="mt-4 grid gap-3">
            {feedback.map((f) => (
              <li key={f.id} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
                <p className="text-sm text-muted">
                  {f.user.name} ({f.user.email}) · {when.format(f.createdAt)}
                  {f.page ? ` · from ${f.page}` : ''}
                </p>
                <p className="mt-2 whitespace-pre-line text-ink">{f.message}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
