'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { setLeadStatusAction } from '@/lib/admin/actions/leads';
import { nextStatus } from '@/lib/admin/filters';

export type Row = {
  key: string;
  kind: 'lead' | 'enrolment';
  id: string;
  href: string;
  version: number;
  status: string;
  unread: boolean;
  /** An enrolment's possible duplicates (the enrolment page lists them side by side). */
  duplicates?: number;
  cells: ReactNode;
};

/**
 * The marker under an enrolment row with possible duplicates: a link of its own (a row is one
 * link, and links do not nest) to the enrolment page's list of them.
 */
export function DuplicateMarker({ id, href, count }: { id: string; href: string; count: number }) {
  return (
    <p className="px-4 pb-3 text-sm sm:pl-40">
      <Link
        id={id}
        href={`${href}#duplicates`}
        className="inline-block max-w-full rounded-md bg-amber-50 px-2 py-0.5 font-semibold break-words text-amber-900 underline ring-1 ring-amber-300 outline-none focus-visible:ring-2 focus-visible:ring-brand"
      >
        Possible duplicate: {count} other enrolment{count === 1 ? '' : 's'} for this course with the
        same e-mail or phone
      </Link>
    </p>
  );
}

const typing = (el: EventTarget | null) =>
  el instanceof HTMLElement &&
  (el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName));

/**
 * The inbox rows with the keyboard: j/k or the arrow keys move, Enter opens, e sets the next
 * status, / goes to the search box. Each row is also a plain link, for the mouse and screen readers.
 */
export function InboxList({ rows, searchId }: { rows: Row[]; searchId: string }) {
  const router = useRouter();
  const [active, setActive] = useState(0);
  const [status, setStatus] = useState<Record<string, { status: string; version: number }>>({});
  const [message, setMessage] = useState('');
  const listRef = useRef<HTMLUListElement>(null);
  const links = useRef<(HTMLAnchorElement | null)[]>([]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.metaKey || e.ctrlKey || e.altKey) return;
      if (e.key === '/' && !typing(e.target)) {
        e.preventDefault();
        document.getElementById(searchId)?.focus();
        return;
      }
      if (typing(e.target) || !rows.length) return;
      const move = (to: number) => {
        e.preventDefault();
        const i = Math.max(0, Math.min(rows.length - 1, to));
        setActive(i);
        links.current[i]?.focus();
      };
      if (e.key === 'j' || e.key === 'ArrowDown') move(active + 1);
      else if (e.key === 'k' || e.key === 'ArrowUp') move(active - 1);
      else if (e.key === 'e') {
        const row = rows[active];
        if (!row || row.kind !== 'lead') return;
        e.preventDefault();
        const cur = status[row.id] ?? { status: row.status, version: row.version };
        const to = nextStatus(cur.status);
        void setLeadStatusAction({ id: row.id, version: cur.version, status: to }).then((r) => {
          if (r.ok) {
            setStatus((s) => ({ ...s, [row.id]: { status: to, version: r.version } }));
            setMessage(`Status set to ${to}.`);
          } else {
            setMessage(r.message);
            router.refresh();
          }
        });
      }
    };
    window.addEventListener('keydown', onKey);
    // The keys work from here on (tests wait for it; a key pressed before does nothing).
    listRef.current?.setAttribute('data-keys-ready', '');
    return () => window.removeEventListener('keydown', onKey);
  }, [rows, active, status, searchId, router]);

  return (
    <>
      <p role="status" aria-live="polite" className="sr-only">
        {message}
      </p>
      {message ? <p className="mb-2 text-sm text-muted">{message}</p> : null}
      <ul
        ref={listRef}
        className="divide-y divide-slate-200 overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200"
      >
        {rows.map((row, i) => {
          const st = status[row.id]?.status ?? row.status;
          const markerId = row.duplicates ? `duplicates-${row.key.replace(/\W/g, '-')}` : undefined;
          return (
            <li key={row.key} className={`min-w-0 ${i === active ? 'bg-brand-light/40' : ''}`}>
              <Link
                ref={(el) => {
                  links.current[i] = el;
                }}
                href={row.href}
                onFocus={() => setActive(i)}
                aria-describedby={markerId}
                data-status={st}
                className={`grid gap-x-4 gap-y-1 px-4 py-3 outline-none focus-visible:ring-2 focus-visible:ring-brand focus-visible:ring-inset sm:grid-cols-[8rem_1fr_7rem_6rem] ${
                  row.unread ? 'font-semibold' : ''
                }`}
              >
                {row.cells}
                <span className="text-sm">
                  <span className="sr-only">Status: </span>
                  <StatusBadge status={st} />
                </span>
              </Link>
              {row.duplicates && markerId ? (
                <DuplicateMarker id={markerId} href={row.href} count={row.duplicates} />
              ) : null}
            </li>
          );
        })}
      </ul>
    </>
  );
}

const tones: Record<string, string> = {
  new: 'bg-blue-100 text-blue-900',
  contacted: 'bg-amber-100 text-amber-900',
  qualified: 'bg-violet-100 text-violet-900',
  enrolled: 'bg-green-100 text-green-900',
  closed: 'bg-slate-200 text-slate-800',
  spam: 'bg-red-100 text-red-900',
  pending_payment: 'bg-amber-100 text-amber-900',
  awaiting_confirmation: 'bg-orange-100 text-orange-900',
  paid: 'bg-green-100 text-green-900',
  cancelled: 'bg-slate-200 text-slate-800',
  refunded: 'bg-slate-200 text-slate-800',
};

export function StatusBadge({ status }: { status: string }) {
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${tones[status] ?? 'bg-slate-100'}`}
    >
      {status.replace(/_/g, ' ')}
    </span>
  );
}
