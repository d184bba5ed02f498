'use client';

import { MessageCircle, Phone } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { RouteLink } from '@/components/ui/route-link';
import { coursePageText as t } from '@/content/courses/page-text';
import { whatsappLink } from '@/content/site';
import { formatInr } from '@/lib/format';
import { CallbackButton } from './callback-button';
import type { CohortFacts } from './price-card';
import { useLivePrice } from './use-live-price';

/**
 * The fixed bottom bar (spec §2, §4): 'Request a callback', the WhatsApp chat (new tab) and the
 * cohort banner (start date, time commitment, cost, 'Enrol Now'), which hides while the element
 * `watchId` (the hero on B1, the cohort section on B2) is in view.
 *
 * The page keeps room for it: the bar publishes its height as `--bottom-bar-height` on <html>,
 * which globals.css turns into the body's bottom padding (so the footer's last line is not
 * covered) and the bottom scroll padding (so a focused field is not scrolled under it).
 */
const BAR_HEIGHT_VAR = '--bottom-bar-height';

/** The bar's pills: one row of 40 px, never wrapping, so the bar stays slim on a phone. */
const pill =
  'inline-flex h-10 items-center justify-center gap-1.5 rounded-full text-sm font-semibold whitespace-nowrap transition-colors';

export function BottomBar({
  course,
  serverNow,
  startText,
  watchId,
  whatsappText,
}: {
  course: CohortFacts;
  serverNow: number;
  startText: string | null;
  watchId: string;
  whatsappText: string;
}) {
  const [watchedVisible, setWatchedVisible] = useState(true);
  const { state } = useLivePrice(course, serverNow);
  const chat = whatsappLink(whatsappText); // null while the school's WhatsApp number is unset
  const barRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const bar = barRef.current;
    if (!bar) return;
    const root = document.documentElement;
    const publish = () => root.style.setProperty(BAR_HEIGHT_VAR, `${bar.offsetHeight}px`);
    publish();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(publish) : null;
    observer?.observe(bar);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(BAR_HEIGHT_VAR);
    };
  }, []);

  useEffect(() => {
    const el = document.getElementById(watchId);
    if (!el) return;
    const io = new IntersectionObserver(([e]) => setWatchedVisible(!!e?.isIntersecting));
    io.observe(el);
    return () => io.disconnect();
  }, [watchId]);

  return (
    // While the watched section shows, the bar holds only the callback and chat buttons: from
    // 768 px up it then has no band of its own, so it does not hide the price card beneath it.
    <div
      ref={barRef}
      data-bottom-bar=""
      className={`fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 pb-[env(safe-area-inset-bottom)] shadow-[0_-4px_16px_rgba(0,0,0,0.08)] backdrop-blur ${
        watchedVisible
          ? 'md:pointer-events-none md:border-transparent md:bg-transparent md:shadow-none md:backdrop-blur-none'
          : ''
      }`}
    >
      <div className="mx-auto flex max-w-7xl items-center gap-2 px-3 py-1.5 sm:gap-3 sm:px-4">
        <div
          data-testid="cohort-banner"
          aria-hidden={watchedVisible}
          className={`min-w-0 flex-1 items-center gap-x-4 text-sm md:flex-wrap ${
            watchedVisible ? 'hidden' : 'hidden md:flex'
          }`}
        >
          {startText ? (
            <span className="font-semibold text-ink">{t.bottomStarts(startText)}</span>
          ) : (
            <span className="font-semibold text-ink">{t.noCohort}</span>
          )}
          <span className="text-muted">{course.timeCommitment}</span>
          {state ? (
            <span className="text-ink">
              {t.bottomCost}: <strong className="text-brand">{formatInr(state.price)}</strong>
            </span>
          ) : null}
        </div>
        {state ? (
          // Always laid out, only hidden while the watched section shows: the bar never changes
          // size (no layout shift), and a hidden button cannot be focused.
          <RouteLink
            href={`/checkout?course=${course.slug}`}
            aria-hidden={watchedVisible || undefined}
            tabIndex={watchedVisible ? -1 : undefined}
            className={`${pill} bg-brand px-4 text-white hover:bg-brand-dark max-md:flex-auto ${watchedVisible ? 'invisible' : 'md:pointer-events-auto'}`}
          >
            {t.enrol}
          </RouteLink>
        ) : null}
        <CallbackButton
          course={course.slug}
          className={`${pill} border-2 border-brand bg-white px-3 text-brand hover:bg-brand-light max-md:flex-auto sm:px-4 md:pointer-events-auto md:ml-auto`}
        >
          <Phone aria-hidden="true" className="size-4 shrink-0 max-sm:hidden" />
          {t.requestCallback}
        </CallbackButton>
        {chat ? (
          <a
            href={chat}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${t.whatsapp} (opens in a new tab)`}
            data-testid="bottom-bar-whatsapp"
            className="grid size-10 shrink-0 place-items-center rounded-full bg-[#128C4A] text-white hover:bg-[#0e6f3a] md:pointer-events-auto"
          >
            <MessageCircle aria-hidden="true" className="size-5" />
          </a>
        ) : null}
      </div>
    </div>
  );
}
