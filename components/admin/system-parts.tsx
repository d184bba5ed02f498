import type { ReactNode } from 'react';
import { TimeAgo } from '@/components/admin/time-ago';
import { EmptyState } from '@/components/ui/empty-state';
import { formatDateTime } from '@/lib/dates';
import { duration, jobLabel } from '@/lib/ops/alerts';
import type { SystemStatus } from '@/lib/ops/system';

/** The parts of /admin/system (app/(staff)/admin/system/page.tsx), each a section of facts. */

const box = 'mt-6 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200';

export function Section({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={box}>
      <h2 id={id} className="text-lg font-bold text-ink">
        {title}
      </h2>
      {/* Backup files, migrations and errors are long single words: they wrap anywhere on a phone. */}
      <div className="mt-3 text-sm [overflow-wrap:anywhere] text-ink">{children}</div>
    </section>
  );
}

/**
 * Events one under another: each its name with a muted line under it, beside what came of it;
 * with none, `empty`.
 */
function EventList<T>({
  items,
  keyOf,
  name,
  under,
  detail,
  empty,
  className = 'divide-y divide-slate-200',
}: {
  items: readonly T[];
  keyOf: (item: T) => string;
  name: (item: T) => ReactNode;
  under: (item: T) => ReactNode;
  detail: (item: T) => ReactNode;
  empty?: string;
  className?: string;
}) {
  if (!items.length) return empty ? <EmptyState>{empty}</EmptyState> : null;
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={keyOf(item)} className={row}>
          <p className="font-semibold">
            {name(item)}
            <span className="block font-normal text-muted">{under(item)}</span>
          </p>
          <div>{detail(item)}</div>
        </li>
      ))}
    </ul>
  );
}

/** 12.4 MB */
export function bytes(n: number | null): string {
  if (n === null) return 'unknown';
  const units = ['bytes', 'KB', 'MB', 'GB', 'TB'];
  let v = n;
  let u = 0;
  while (v >= 1024 && u < units.length - 1) {
    v /= 1024;
    u++;
  }
  return u === 0 ? `${v} bytes` : `${v.toFixed(v < 10 ? 1 : 0)} ${units[u]}`;
}

const row = 'grid gap-x-4 gap-y-1 py-3 sm:grid-cols-[12rem_1fr]';
const Muted = ({ children }: { children: ReactNode }) => (
  <span className="text-muted">{children}</span>
);
const Tone = ({ ok, children }: { ok: boolean; children: ReactNode }) => (
  <span className={ok ? 'font-semibold text-green-800' : 'font-semibold text-red-800'}>
    {children}
  </span>
);

export function Instances({
  list,
  me,
  now,
}: {
  list: SystemStatus['instances'];
  me: string;
  now: number;
}) {
  if (!list.length) return <p>No instance has written a heartbeat in the last five minutes.</p>;
  return (
    <ul className="divide-y divide-slate-200">
      {list.map((i) => (
        <li key={i.id} className={row}>
          <p className="font-semibold">
            {i.host} <Muted>(process {i.pid})</Muted>
            {i.id === me ? <span className="block text-muted">this page’s instance</span> : null}
          </p>
          <p>
            Started <TimeAgo at={i.startedAt} now={now} />, last heartbeat{' '}
            <TimeAgo at={i.lastSeenAt} now={now} />
            <br />
            Memory {bytes(i.rssBytes)} (heap {bytes(i.heapBytes)}) · version {i.version}
            {i.commit ? ` · ${i.commit.slice(0, 12)}` : ''}
          </p>
        </li>
      ))}
    </ul>
  );
}

export function Database({ info }: { info: SystemStatus['database'] }) {
  return (
    <dl className="divide-y divide-slate-200">
      <div className={row}>
        <dt className="font-semibold">Kind and size</dt>
        <dd>
          {info.kind}, {bytes(info.sizeBytes)}
        </dd>
      </div>
      <div className={row}>
        <dt className="font-semibold">Migrations</dt>
        {/* A migration's name is one long word: it wraps anywhere on a phone. */}
        <dd className="[overflow-wrap:anywhere]">
          {info.applied} applied{info.latest ? `, the latest ${info.latest}` : ''}.{' '}
          {info.pending.length ? (
            <Tone ok={false}>
              {info.pending.length} of this build’s {info.shipped} not applied:{' '}
              {info.pending.join(', ')} (run npm run db:migrate).
            </Tone>
          ) : (
            <Tone ok>All {info.shipped} of this build’s are applied.</Tone>
          )}
        </dd>
      </div>
    </dl>
  );
}

export function Backups({ list, now }: { list: SystemStatus['backups']; now: number }) {
  return (
    <EventList
      items={list}
      keyOf={(b) => b.id}
      name={(b) => <TimeAgo at={b.finishedAt ?? b.startedAt} now={now} />}
      under={(b) => `${b.trigger}, ${b.method}`}
      empty="No backup has been taken yet."
      detail={(b) => (
        <>
          <p>
            <Tone ok={b.status === 'ok' || b.status === 'skipped'}>{b.status}</Tone>
            {b.sizeBytes !== null ? ` · ${bytes(b.sizeBytes)}` : ''}
            {' · '}
            {b.verified ? 'verified' : 'not verified'}
            {' · '}
            {b.uploadedAt ? (
              <>
                uploaded <TimeAgo at={b.uploadedAt} now={now} />
              </>
            ) : b.uploadError ? (
              <Tone ok={false}>not uploaded</Tone>
            ) : (
              'no bucket'
            )}
          </p>
          {b.file ? <p className="text-muted">{b.file}</p> : null}
          {b.error ? <p className="text-red-800">{b.error}</p> : null}
          {b.uploadError ? <p className="text-red-800">Upload: {b.uploadError}</p> : null}
        </>
      )}
    />
  );
}

export function Outbox({
  outbox,
  mailEnabled,
  now,
}: {
  outbox: SystemStatus['outbox'];
  mailEnabled: boolean;
  now: number;
}) {
  return (
    <>
      {mailEnabled ? null : (
        <p className="mb-3 font-semibold text-red-800">
          E-mail is not configured (SMTP_URL and LEADS_NOTIFY_TO): nothing is sent, and alerts show
          only as the back office’s banner.
        </p>
      )}
      <dl className="divide-y divide-slate-200">
        <div className={row}>
          <dt className="font-semibold">Waiting to be sent</dt>
          <dd>
            {outbox.pending}
            {outbox.oldestPendingAt ? (
              <>
                , the oldest written <TimeAgo at={outbox.oldestPendingAt} now={now} />
              </>
            ) : null}
          </dd>
        </div>
        <div className={row}>
          <dt className="font-semibold">Failures, last 24 hours</dt>
          <dd>{outbox.failureCount}</dd>
        </div>
      </dl>
      <EventList
        items={outbox.failures}
        keyOf={(f) => f.id}
        className="mt-2 divide-y divide-slate-200 border-t border-slate-200"
        name={(f) => f.topic}
        under={(f) => (
          <>
            written <TimeAgo at={f.createdAt} now={now} />
          </>
        )}
        detail={(f) => (
          <>
            <p>
              <Tone ok={false}>
                {f.status === 'failed' ? 'given up' : `retrying (${f.status})`}
              </Tone>{' '}
              after {f.attempts} attempt{f.attempts === 1 ? '' : 's'}
              {f.status === 'pending' ? (
                <>, next try {formatDateTime(f.nextAttemptAt)} IST</>
              ) : null}
            </p>
            <p className="text-red-800">{f.lastError}</p>
          </>
        )}
      />
    </>
  );
}

export function Jobs({ list, now }: { list: SystemStatus['jobs']; now: number }) {
  return (
    <EventList
      items={list}
      keyOf={(j) => j.name}
      name={(j) => jobLabel(j.name)}
      under={(j) =>
        `${j.name}${j.here !== null ? `, every ${duration(j.here)} here` : ', not run by this instance'}`
      }
      empty="No background job has run yet."
      detail={(j) => (
        <>
          <p>
            Last success:{' '}
            {j.lastSuccessAt ? <TimeAgo at={j.lastSuccessAt} now={now} /> : 'none yet'}
            {j.lastStartedAt ? (
              <>
                {' · '}last start <TimeAgo at={j.lastStartedAt} now={now} />
              </>
            ) : null}
          </p>
          {j.lastFailureAt ? (
            <p className="text-red-800">
              Last failure <TimeAgo at={j.lastFailureAt} now={now} />: {j.lastError}
            </p>
          ) : null}
        </>
      )}
    />
  );
}
