'use client';

import { Video } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { buttonClass } from '@/components/ui/button';
import { classText, JOIN_OPENS_MINUTES_BEFORE } from '@/content/classes';

const OPENS_BEFORE_MS = JOIN_OPENS_MINUTES_BEFORE * 60_000;
/** setTimeout's longest delay (about 24.8 days); a longer one would fire at once. */
const LONGEST_DELAY = 2 ** 31 - 1;

export type JoinPhase = 'before' | 'open' | 'live' | 'over';

/** Where a class is at `now`: 'Join class' is active while it is open (from T-15 min) or live. */
export function joinPhase(now: number, startsAt: number, endsAt: number): JoinPhase {
  if (now >= endsAt) return 'over';
  if (now >= startsAt) return 'live';
  return now >= startsAt - OPENS_BEFORE_MS ? 'open' : 'before';
}

/** The next instant after `now` at which the phase changes, or null once the class is over. */
function nextChange(now: number, startsAt: number, endsAt: number): number | null {
  return [startsAt - OPENS_BEFORE_MS, startsAt, endsAt].find((t) => t > now) ?? null;
}

/**
 * 'Join class' for one class of the learner's batch: a link to the joining link (new tab) from
 * 15 minutes before the start until the end, and before and after that a greyed label that is no
 * link, with a sentence saying when it opens. The first render uses the server's `now` (so the
 * HTML matches); then the browser's clock decides, and a timer set for the next change (not a
 * ticking interval) re-renders it when it opens, when the class starts and when it ends. The
 * joining link is given only to this component, only for the batch's learners.
 */
export function JoinClass({
  joinUrl,
  startsAt,
  endsAt,
  now: renderedAt,
}: {
  joinUrl: string | null;
  /** Epoch milliseconds. */
  startsAt: number;
  endsAt: number;
  /** The request's time, epoch milliseconds. */
  now: number;
}) {
  const [now, setNow] = useState(renderedAt);
  const router = useRouter();
  const over = joinPhase(now, startsAt, endsAt) === 'over';
  const endedHere = over && joinPhase(renderedAt, startsAt, endsAt) !== 'over';

  // A page left open when the class ends asks the server for the next one.
  useEffect(() => {
    if (endedHere) router.refresh();
  }, [endedHere, router]);

  useEffect(() => {
    const current = Date.now();
    const stale = joinPhase(current, startsAt, endsAt) !== joinPhase(now, startsAt, endsAt);
    const at = stale ? current : nextChange(current, startsAt, endsAt);
    if (at === null) return;
    const timer = setTimeout(
      () => setNow(Date.now()),
      Math.min(Math.max(at - current, 0), LONGEST_DELAY),
    );
    return () => clearTimeout(timer);
  }, [now, startsAt, endsAt]);

  if (!joinUrl) return <p className="text-sm text-muted">{classText.noLink}</p>;

  const phase = joinPhase(now, startsAt, endsAt);
  const active = phase === 'open' || phase === 'live';
  const status = {
    before: classText.joinOpens(JOIN_OPENS_MINUTES_BEFORE),
    open: classText.joinNow(JOIN_OPENS_MINUTES_BEFORE),
    live: classText.live,
    over: classText.ended,
  }[phase];

  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      {active ? (
        <a
          href={joinUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClass('primary')}
        >
          <Video aria-hidden="true" className="size-5" />
          {classText.join}
          <span className="sr-only"> {classText.newTab}</span>
        </a>
      ) : (
        <span className="inline-flex min-h-11 cursor-not-allowed items-center justify-center gap-2 rounded-full bg-slate-200 px-6 font-semibold text-slate-600">
          <Video aria-hidden="true" className="size-5" />
          {classText.join}
        </span>
      )}
      <p role="status" className="min-w-0 basis-64 text-sm text-ink grow">
        {status}
      </p>
    </div>
  );
}
