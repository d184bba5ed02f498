'use client';

import { CheckCircle2, Circle, ClipboardList, PlayCircle, Search } from 'lucide-react';
import Link from 'next/link';
import { useId, useState } from 'react';
import { playerText as t } from '@/content/learner';
import { formatMinutes, type PlayerModule } from '@/lib/learner/lessons';
import { MotionPanel } from './motion-panel';

const normalise = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * The player's searchable course content (spec §2): modules (the curriculum's weeks) as
 * accordions with their lecture counts and durations, each lesson a link; the search keeps the
 * lessons that match (accents ignored) and opens their modules.
 */
export function CourseContent({
  course,
  modules,
  completed,
  current,
  initialQuery = '',
}: {
  /** The top bar's lesson search, carried here. */
  initialQuery?: string;
  course: string;
  modules: PlayerModule[];
  completed: string[];
  current: string;
}) {
  const id = useId();
  const [query, setQuery] = useState(initialQuery);
  // Each opening of a module re-plays its contents' entrance.
  const [openCount, setOpenCount] = useState<Record<number, number>>({});
  const done = new Set(completed);
  const q = normalise(query.trim());
  const shown = modules
    .map((m) => ({
      ...m,
      items: q
        ? m.items.filter((i) => normalise(i.title).includes(q) || normalise(m.title).includes(q))
        : m.items,
    }))
    .filter((m) => m.items.length);
  return (
    <section
      aria-labelledby={`${id}-h`}
      className="rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
    >
      <div className="border-b border-slate-200 p-4">
        <h2 id={`${id}-h`} className="text-lg font-bold text-ink">
          {t.contentHeading}
        </h2>
        <label htmlFor={`${id}-q`} className="sr-only">
          {t.search}
        </label>
        <div className="relative mt-3">
          <Search
            aria-hidden="true"
            className="absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted"
          />
          <input
            id={`${id}-q`}
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder={t.searchPlaceholder}
            className="min-h-11 w-full rounded-lg border border-slate-300 py-2 pr-3 pl-10 text-ink"
          />
        </div>
        <p role="status" className="mt-2 text-sm text-muted">
          {q && !shown.length ? t.noMatch : ''}
        </p>
      </div>
      <ol className="divide-y divide-slate-200">
        {shown.map((m) => {
          const hasCurrent = m.items.some((i) => i.key === current);
          return (
            <li key={m.number}>
              <details
                open={!!q || hasCurrent}
                onToggle={(e) => {
                  if ((e.currentTarget as HTMLDetailsElement).open) {
                    setOpenCount((c) => ({ ...c, [m.number]: (c[m.number] ?? 0) + 1 }));
                  }
                }}
                className="group"
              >
                <summary className="flex min-h-11 cursor-pointer list-none items-start justify-between gap-3 p-4 hover:bg-cream">
                  <span>
                    <span className="block text-xs font-semibold tracking-wide text-brand uppercase">
                      {t.module(m.number)}
                    </span>
                    <span className="block font-semibold text-ink">{m.title}</span>
                    <span className="block text-sm text-muted">
                      {t.lectures(m.lectures)} · {formatMinutes(m.minutes)}
                    </span>
                  </span>
                  <span
                    aria-hidden="true"
                    className="mt-1 text-xl leading-none text-brand transition-transform group-open:rotate-45 motion-reduce:transition-none"
                  >
                    +
                  </span>
                </summary>
                <MotionPanel key={`${m.number}-${openCount[m.number] ?? 0}`}>
                  <ul className="pb-2">
                    {m.items.map((i) => {
                      const isCurrent = i.key === current;
                      const isDone = done.has(i.key);
                      const Icon = isDone
                        ? CheckCircle2
                        : i.kind === 'task'
                          ? ClipboardList
                          : isCurrent
                            ? PlayCircle
                            : Circle;
                      return (
                        <li key={i.key}>
                          <Link
                            href={`/french-course-layout?course=${course}&lesson=${i.key}`}
                            aria-current={isCurrent ? 'page' : undefined}
                            className={`flex min-h-11 items-start gap-3 px-4 py-2 text-sm hover:bg-cream ${isCurrent ? 'bg-brand-light font-semibold text-brand' : 'text-ink'}`}
                          >
                            <Icon
                              aria-hidden="true"
                              className={`mt-0.5 size-5 shrink-0 ${isDone ? 'text-green-700' : 'text-muted'}`}
                            />
                            <span className="flex-1">
                              {i.title}
                              <span className="block text-xs font-normal text-muted">
                                {formatMinutes(i.minutes)}
                                {isDone ? ` · ${t.done}` : ''}
                              </span>
                            </span>
                          </Link>
                        </li>
                      );
                    })}
                  </ul>
                </MotionPanel>
              </details>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
