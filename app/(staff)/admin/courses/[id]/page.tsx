import type { Metadata } from 'next';
import Link from 'next/link';
import { CohortEditor } from '@/components/admin/cohort-editor';
import { CohortStatusBadge, PriceNow } from '@/components/admin/cohort-facts';
import { ChangeHistory } from '@/components/admin/change-history';
import { CohortHolidays } from '@/components/admin/cohort-holidays';
import { BatchRosters, Roster } from '@/components/admin/cohort-roster';
import { DetailHeader, DetailSection, FactList } from '@/components/admin/detail-parts';
import { buttonClass } from '@/components/ui/button';
import { courseTitle } from '@/content/course-catalogue';
import { batches as batchSchedule } from '@/content/courses-overview';
import { deleteCohortAction } from '@/lib/admin/actions/courses';
import { staffDetail, type StaffDetailProps } from '@/lib/admin/detail-page';
import { cohortHolidays } from '@/lib/admin/classes/holidays';
import { daysLabel, rupees } from '@/lib/admin/courses/changes';
import { cohortForStaff } from '@/lib/admin/courses/overview';
import { cohortValues } from '@/lib/admin/courses/schedule';
import { formatDay } from '@/lib/dates';

export const metadata: Metadata = { title: 'Cohort · Back office', robots: { index: false } };

const STATUSES = ['draft', 'published', 'closed'] as const;

// /admin/courses/:id: a cohort, its editor (admins), each batch's roster and the history
export default async function CohortPage(props: StaffDetailProps<'id'>) {
  const {
    user,
    record: cohort,
    flash,
  } = await staffDetail(props, 'id', '/admin/courses', cohortForStaff);
  const holidays = await cohortHolidays(cohort.id);
  const admin = user.role === 'admin';
  const title = courseTitle(cohort.course) ?? cohort.course;
  const status = STATUSES.find((s) => s === cohort.status) ?? 'draft';
  return (
    <>
      <DetailHeader
        back={{ href: '/admin/courses', label: 'Courses' }}
        heading={`Cohort ${cohort.number}`}
        summary={
          <>
            {title} · {formatDay(cohort.startDate)} to {formatDay(cohort.endDate)}
          </>
        }
        {...flash}
      />
      <div className="grid grid-cols-1 gap-6">
        <DetailSection id="now" title="Now">
          <div className="mt-2">
            <CohortStatusBadge
              status={cohort.status}
              current={cohort.current}
              ended={cohort.ended}
            />
          </div>
          <FactList
            facts={[
              ['Last day to enrol', formatDay(cohort.enrolUntil)],
              ['List price', rupees(cohort.listPricePaise)],
              ['Class days', daysLabel(cohort.classDays)],
              ['Time commitment', cohort.timeCommitment],
              ['Enrolments', String(cohort._count.enrolments)],
            ]}
          />
          <p className="mt-2 text-sm">
            <span className="text-muted">Price now: </span>
            <PriceNow price={cohort.price} />
          </p>
          <p className="mt-3">
            <Link
              href={`/admin/courses/waitlist/${cohort.course}`}
              className="font-semibold text-brand underline"
            >
              The waitlist of {title}
            </Link>
          </p>
        </DetailSection>
        {admin ? (
          <DetailSection id="edit" title="Edit the cohort" className="grid grid-cols-1 gap-4">
            <CohortEditor
              course={cohort.course}
              cohort={{ id: cohort.id, version: cohort.version, status }}
              initial={cohortValues(cohort)}
              slots={batchSchedule.slots}
              taken={Object.fromEntries(cohort.batches.map((b) => [b.id, b.taken]))}
            />
          </DetailSection>
        ) : null}
        <DetailSection id="batches" title="Batches and rosters" className="grid grid-cols-1 gap-4">
          <BatchRosters cohortId={cohort.id} batches={cohort.batches} admin={admin} />
          {cohort.unbatched.length ? (
            <section aria-labelledby="no-batch">
              <h3 id="no-batch" className="font-bold text-ink">
                In no batch
              </h3>
              <Roster rows={cohort.unbatched} />
            </section>
          ) : null}
        </DetailSection>
        <DetailSection id="holidays" title="Holidays" className="grid grid-cols-1 gap-4">
          <CohortHolidays cohort={cohort} holidays={holidays} />
        </DetailSection>
        {admin ? (
          <DetailSection id="delete" title="Delete">
            {cohort._count.enrolments ? (
              <p className="mt-2 text-ink">
                This cohort has enrolments, so it cannot be deleted: close it instead.
              </p>
            ) : (
              <form action={deleteCohortAction} className="mt-2 grid justify-items-start gap-2">
                <input type="hidden" name="id" value={cohort.id} />
                <input type="hidden" name="version" value={cohort.version} />
                <p className="text-ink">
                  Nobody has enrolled in this cohort. Deleting it removes it and its history.
                </p>
                <button type="submit" className={buttonClass('outline', 'min-h-9 px-4 text-sm')}>
                  Delete Cohort {cohort.number}
                </button>
              </form>
            )}
          </DetailSection>
        ) : null}
        <DetailSection id="history" title="History">
          <ChangeHistory rows={cohort.history} />
        </DetailSection>
      </div>
    </>
  );
}
