'use client';

import { MessageCircle, Phone } from 'lucide-react';
import { useEffect, useState } from 'react';
import { buttonClass } from '@/components/ui/button';
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
 */
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

  useEffect(() => {
    const el = document.getElementById(watchId);
    if (!el) return;
    const io = new IntersectionObserver(([e]) => setWatchedVisible(!!e?.isIntersecting));
    io.observe(el);
    return () => io.disconnect();
  }, [watchId]);

  return (
    <div className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 shadow-[0_-4px_16px_rgba(0,0,0,0.08)] backdrop-blur">
      <div className="mx-auto flex max-w-7xl items-center gap-2 px-3 py-2 sm:gap-3 sm:px-4">
        <div
          data-testid="cohort-banner"
          aria-hidden={watchedVisible}
          className={`min-w-0 flex-1 items-center gap-x-4 text-sm md:flex-wrap ${
            watchedVisible ? 'hidden' : 'hidden md:flex'
          }`}
        >
          {startText ? (
            <span className="font-semibold text-ink">{t.bottomStarts(startText)}</span>
          ) : null}
          <span className="text-muted">{course.timeCommitment}</span>
          <span className="text-ink">
            {t.bottomCost}:{' '}
            <strong className="text-brand">
              {state ? formatInr(state.price) : t.feesOnRequest}
            </strong>
          </span>
        </div>
        {state ? (
          // Always laid out, only hidden while the watched section shows: the bar never changes
          // size (no layout shift), and a hidden button cannot be focused.
          <RouteLink
            href={`/checkout?course=${course.slug}`}
            aria-hidden={watchedVisible || undefined}
            tabIndex={watchedVisible ? -1 : undefined}
            className={buttonClass(
              'primary',
              `px-4 py-2 text-sm whitespace-nowrap max-md:flex-1 ${watchedVisible ? 'invisible' : ''}`,
            )}
          >
            {t.enrol}
          </RouteLink>
        ) : null}
        <CallbackButton
          course={course.slug}
          className={buttonClass(
            'outline',
            'px-3 py-2 text-sm whitespace-nowrap max-md:flex-1 sm:px-4 md:ml-auto',
          )}
        >
          <Phone aria-hidden="true" className="size-4 max-sm:hidden" />
          {t.requestCallback}
        </CallbackButton>
        {chat ? (
          <a
            href={chat}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${t.whatsapp} (opens in a new tab)`}
            className="grid size-11 shrink-0 place-items-center rounded-full bg-[#128C4A] text-white hover:bg-[#0e6f3a]"
          >
            <MessageCircle aria-hidden="true" className="size-6" />
          </a>
        ) : null}
      </div>
    </div>
  );
}
