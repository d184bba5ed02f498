import type { Metadata } from 'next';
import { StatusBadge } from '@/components/admin/inbox-list';
import {
  controlClass as control,
  DetailHeader,
  DetailSection,
  FactList,
} from '@/components/admin/detail-parts';
import { LeadChangeForm } from '@/components/admin/lead-change-form';
import { FirstAnswerFact } from '@/components/admin/lead-wait';
import { TimeAgo } from '@/components/admin/time-ago';
import { buttonClass } from '@/components/ui/button';
import { courseTitle } from '@/content/course-catalogue';
import { site } from '@/content/site';
import { staffDetail, type StaffDetailProps } from '@/lib/admin/detail-page';
import { LEAD_STATUSES } from '@/lib/admin/filters';
import { staffMembers, typeLabel } from '@/lib/admin/inbox';
import { leadDetails, leadForStaff } from '@/lib/admin/leads';
import { formatDate, indiaDayOf } from '@/lib/dates';
import { leadWait } from '@/lib/leads/speed';
import { addLeadNoteAction, markNotSpamAction } from '@/lib/admin/actions/leads';

export const metadata: Metadata = { title: 'Lead · Back office', robots: { index: false } };

/** A history value: an instant is shown as its day in India. */
const shown = (v: string | null | undefined) =>
  v && /^\d{4}-\d{2}-\d{2}T/.test(v) ? indiaDayOf(new Date(v)) : v;

// /admin/leads/:id: everything a lead says, its status, assignee, follow-up, notes and history
export default async function LeadPage(props: StaffDetailProps<'id'>) {
  const {
    user,
    now,
    record: lead,
    flash,
  } = await staffDetail(props, 'id', '/admin/leads', leadForStaff);
  const staff = await staffMembers();
  const who = new Map(staff.map((s) => [s.id, s.name]));
  const first = lead.name.split(/\s+/)[0] ?? lead.name;
  const phoneDigits = lead.phone?.replace(/[^\d]/g, '') ?? '';
  const greeting = `Hello ${first}, this is ${site.name} about your ${typeLabel(lead.kind)}.`;
  const wait = leadWait(lead, now);
  return (
    <>
      <DetailHeader
        heading={lead.name}
        summary={
          <>
            {typeLabel(lead.kind)} · <TimeAgo at={lead.createdAt} now={now} /> ·{' '}
            <StatusBadge status={lead.status} />
          </>
        }
        {...flash}
      />
      <div className="grid items-start gap-6 lg:grid-cols-[1.4fr_1fr]">
        <div className="grid gap-6">
          <DetailSection id="sent" title="As sent">
            <FactList
              multiline
              facts={[
                ['Name', lead.name],
                ['Email', lead.email],
                ['Phone', lead.phone],
                ['Course', lead.course ? (courseTitle(lead.course) ?? lead.course) : null],
                ['Subject', lead.subject],
                ['Message', lead.message],
                ['Page', lead.page],
                ...leadDetails(lead.details),
                ...(lead.kind === 'waitlist'
                  ? ([
                      [
                        'Address',
                        lead.confirmation?.confirmedAt
                          ? `confirmed ${formatDate(lead.confirmation.confirmedAt)}`
                          : 'not confirmed: the waitlist invitation is not sent until the person opens the link we e-mailed',
                      ],
                    ] as [string, string][])
                  : []),
              ]}
            />
            {lead.uploads.length ? (
              <ul className="mt-3 grid gap-1">
                {lead.uploads.map((u) => (
                  <li key={u.id}>
                    <a
                      href={`/api/admin/uploads/${u.id}`}
                      className="font-semibold text-brand underline"
                    >
                      {u.fileName}
                    </a>{' '}
                    <span className="text-sm text-muted">({Math.ceil(u.size / 1024)} KB)</span>
                  </li>
                ))}
              </ul>
            ) : null}
            <p className="mt-4 flex flex-wrap gap-2">
              {lead.phone ? (
                <a
                  href={`tel:+${phoneDigits}`}
                  className={buttonClass('outline', 'min-h-9 px-4 text-sm')}
                >
                  Call
                </a>
              ) : null}
              {lead.phone ? (
                <a
                  href={`https://wa.me/${phoneDigits}?text=${encodeURIComponent(greeting)}`}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={buttonClass('outline', 'min-h-9 px-4 text-sm')}
                >
                  WhatsApp
                </a>
              ) : null}
              {lead.email ? (
                <a
                  href={`mailto:${lead.email}?subject=${encodeURIComponent(`${site.name}: your ${typeLabel(lead.kind)}`)}&body=${encodeURIComponent(`${greeting}\n\n`)}`}
                  className={buttonClass('outline', 'min-h-9 px-4 text-sm')}
                >
                  E-mail
                </a>
              ) : null}
            </p>
          </DetailSection>
          <DetailSection id="notes" title="Notes">
            {lead.notes.length ? (
              <ul className="mt-3 grid gap-3">
                {lead.notes.map((n) => (
                  <li key={n.id} className="rounded-lg bg-slate-50 p-3">
                    <p className="text-sm text-muted">
                      {n.authorName} · <TimeAgo at={n.createdAt} now={now} />
                    </p>
                    <p className="mt-1 whitespace-pre-wrap text-ink">{n.body}</p>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-2 text-muted">No notes yet.</p>
            )}
            <form action={addLeadNoteAction} className="mt-4 grid gap-2">
              <input type="hidden" name="id" value={lead.id} />
              <label htmlFor="note-body" className="text-sm font-semibold text-ink">
                Add a note
              </label>
              <textarea
                id="note-body"
                name="body"
                rows={3}
                required
                maxLength={5000}
                className={`${control} py-2`}
              />
              <button type="submit" className={buttonClass('primary', 'justify-self-start')}>
                Add note
              </button>
            </form>
          </DetailSection>
        </div>
        <div className="grid content-start gap-6">
          <DetailSection id="work" title="Work on it" className="grid gap-4">
            <LeadChangeForm lead={lead} name="status" label="Status">
              <select name="value" defaultValue={lead.status} className={control}>
                {LEAD_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
              </select>
            </LeadChangeForm>
            <LeadChangeForm lead={lead} name="assignee" label="Assignee">
              <select name="value" defaultValue={lead.assigneeId ?? ''} className={control}>
                <option value="">Nobody</option>
                {staff.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.id === user.id ? `${s.name} (me)` : s.name}
                  </option>
                ))}
              </select>
            </LeadChangeForm>
            <LeadChangeForm lead={lead} name="followUp" label="Follow-up date">
              <input
                type="date"
                name="value"
                defaultValue={lead.followUpAt ? indiaDayOf(lead.followUpAt) : ''}
                className={control}
              />
            </LeadChangeForm>
            {lead.status === 'spam' ? (
              <form action={markNotSpamAction}>
                <input type="hidden" name="id" value={lead.id} />
                <input type="hidden" name="version" value={lead.version} />
                <p className="mb-2 text-sm text-ink">
                  Flagged as spam: {lead.spamReason ?? 'marked by staff'}
                </p>
                <button type="submit" className={buttonClass('primary')}>
                  Not spam
                </button>
              </form>
            ) : null}
          </DetailSection>
          <DetailSection id="signals" title="Signals">
            <dl className="mt-2 grid gap-1 text-sm">
              <dt className="text-muted">Spam reason</dt>
              <dd>{lead.spamReason ?? 'none'}</dd>
              <dt className="text-muted">Address (hashed)</dt>
              <dd className="font-mono break-all">{lead.ipHash ?? '-'}</dd>
              <dt className="text-muted">Browser</dt>
              <dd className="break-words">{lead.userAgent ?? '-'}</dd>
              <dt className="text-muted">Staff e-mailed</dt>
              <dd>{lead.notifiedAt ? lead.notifiedAt.toISOString() : 'not yet'}</dd>
              {wait ? <FirstAnswerFact wait={wait} at={lead.firstResponseAt} /> : null}
            </dl>
          </DetailSection>
          <DetailSection id="history" title="History">
            <ol className="mt-2 grid gap-2 text-sm">
              <li>
                Received · <TimeAgo at={lead.createdAt} now={now} />
              </li>
              {lead.events.map((e) => (
                <li key={e.id}>
                  <strong>{e.actorName}</strong> {e.action.replace(/_/g, ' ')}
                  {e.action === 'note' ? null : (
                    <>
                      :{' '}
                      {(e.action === 'assign'
                        ? e.fromValue
                          ? who.get(e.fromValue)
                          : null
                        : shown(e.fromValue)) ?? '—'}{' '}
                      →{' '}
                      {(e.action === 'assign'
                        ? e.toValue
                          ? who.get(e.toValue)
                          : null
                        : shown(e.toValue)) ?? '—'}
                    </>
                  )}{' '}
                  · <TimeAgo at={e.createdAt} now={now} />
                </li>
              ))}
            </ol>
          </DetailSection>
        </div>
      </div>
    </>
  );
}
