import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { JoinLinkForm, TimetableWeeks } from '@/components/admin/batch-timetable';
import { ChangeHistory } from '@/components/admin/change-history';
import { DetailHeader, DetailSection } from '@/components/admin/detail-parts';
import { UnpaidHolds } from '@/components/admin/unpaid-holds';
import { requireStaff } from '@/lib/auth/session';
import { batchTimetable } from '@/lib/admin/classes/timetable';
import { batchHolds } from '@/lib/admin/holds';
import { requestTime } from '@/lib/request-time';
import { one } from '@/lib/search-params';

export const metadata: Metadata = { title: 'Timetable · Back office', robots: { index: false } };

// /admin/courses/:id/batches/:batchId: a batch's joining link, its seats held unpaid (release),
// its classes by week (topic, cancel, move, recording) and its history; staff and admins
export default async function BatchTimetablePage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string; batchId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { id, batchId } = await params;
  await requireStaff(
    `/admin/courses/${encodeURIComponent(id)}/batches/${encodeURIComponent(batchId)}`,
  );
  const q = await searchParams;
  const now = await requestTime();
  const t = await batchTimetable(id, batchId, now);
  if (!t) notFound();
  const where = { cohortId: t.cohort.id, batchId: t.batch.id };
  const holds = await batchHolds(t.batch.id, now);
  return (
    <>
      <DetailHeader
        back={{ href: `/admin/courses/${t.cohort.id}#batches`, label: `Cohort ${t.cohort.number}` }}
        heading={`The ${t.batch.slotText} IST batch`}
        summary={
          <>
            {t.cohort.title} · Cohort {t.cohort.number} · classes shown in India time (IST)
          </>
        }
        saved={one(q.saved)}
        error={one(q.error)}
      />
      <div className="grid min-w-0 grid-cols-1 gap-6">
        <DetailSection id="join-link" title="Joining link" className="min-w-0">
          <div className="mt-2">
            <JoinLinkForm where={where} joinUrl={t.batch.joinUrl} />
          </div>
        </DetailSection>
        <DetailSection id="holds" title="Seats held unpaid" className="min-w-0">
          <p className="mt-1 text-sm text-muted">
            Each price quote holds its seat for 30 minutes, each reported transfer until the time
            shown (staff can extend it from the enrolment&apos;s page). Releasing a transfer&apos;s
            seat e-mails the learner; if the money arrives you can still confirm it.
          </p>
          <UnpaidHolds holds={holds} where={where} now={now} />
        </DetailSection>
        <DetailSection id="timetable" title="Timetable" className="min-w-0">
          <TimetableWeeks where={where} weeks={t.weeks} />
        </DetailSection>
        <DetailSection id="history" title="History" className="min-w-0">
          <ChangeHistory rows={t.history} />
        </DetailSection>
      </div>
    </>
  );
}
