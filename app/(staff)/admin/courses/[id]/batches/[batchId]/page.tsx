import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { JoinLinkForm, TimetableWeeks } from '@/components/admin/batch-timetable';
import { ChangeHistory } from '@/components/admin/change-history';
import { DetailHeader, DetailSection } from '@/components/admin/detail-parts';
import { requireStaff } from '@/lib/auth/session';
import { batchTimetable } from '@/lib/admin/classes/timetable';
import { requestTime } from '@/lib/request-time';

export const metadata: Metadata = { title: 'Timetable · Back office', robots: { index: false } };

const one = (v: string | string[] | undefined) => (typeof v === 'string' ? v : undefined);

// /admin/courses/:id/batches/:batchId: a batch's joining link, its classes by week (topic,
// cancel, move, recording) and its history; staff and admins
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
