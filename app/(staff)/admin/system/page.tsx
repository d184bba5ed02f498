import type { Metadata } from 'next';
import { AdminPageHeading } from '@/components/admin/page-heading';
import {
  Backups,
  Database,
  Instances,
  Jobs,
  Outbox,
  Section,
} from '@/components/admin/system-parts';
import { requireAdmin } from '@/lib/auth/session';
import { thisInstance } from '@/lib/ops/instance-id';
import { systemStatus } from '@/lib/ops/system';
import { requestTime } from '@/lib/request-time';

export const metadata: Metadata = { title: 'System · Back office', robots: { index: false } };

// /admin/system (admins): how the running site is: version, instances, database, backups, the
// e-mail outbox, background jobs, what needs attention and what the launch checklist still lists.
export default async function SystemPage() {
  await requireAdmin('/admin/system');
  const now = await requestTime();
  const s = await systemStatus(now);
  return (
    <>
      <AdminPageHeading>System</AdminPageHeading>
      <p className="mt-2 text-sm text-muted">
        Version {s.version}
        {s.commit ? `, built from commit ${s.commit.slice(0, 12)}` : ', built without git'}. Read
        when this page loaded: reload it for the latest.
      </p>
      <Section id="attention" title="Needs attention">
        {s.alerts.length ? (
          <ul className="grid gap-3">
            {s.alerts.map((a) => (
              <li
                key={a.cause}
                className="rounded-lg bg-red-50 p-3 text-red-900 ring-1 ring-red-300"
              >
                <p>
                  <strong>{a.title}.</strong> {a.detail}
                </p>
                <p>
                  <span className="font-semibold">What to do:</span> {a.adminAction}
                </p>
              </li>
            ))}
          </ul>
        ) : (
          <p>Nothing: backups, e-mail and background jobs are all running.</p>
        )}
      </Section>
      <Section id="instances" title="Instances seen in the last five minutes">
        <Instances list={s.instances} me={thisInstance().id} now={now} />
      </Section>
      <Section id="database" title="Database">
        <Database info={s.database} />
      </Section>
      <Section id="backups" title="Last backups">
        <Backups list={s.backups} now={now} />
      </Section>
      <Section id="outbox" title="E-mail outbox">
        <Outbox outbox={s.outbox} mailEnabled={s.mailEnabled} now={now} />
      </Section>
      <Section id="jobs" title="Background jobs">
        <Jobs list={s.jobs} now={now} />
      </Section>
      <Section id="checklist" title="Launch checklist">
        {s.checklist.length ? (
          <ul className="list-disc space-y-1 pl-5">
            {s.checklist.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        ) : (
          <p>Nothing left: every value and setting the checklist looks for is set.</p>
        )}
      </Section>
    </>
  );
}
