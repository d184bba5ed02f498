'use client';

import { CalendarPlus } from 'lucide-react';
import { useRef, useState } from 'react';
import { buttonClass } from '@/components/ui/button';
import { CopyButton } from '@/components/ui/copy-button';
import { inputClass, labelClass } from '@/components/ui/field';
import { calendarText as t, classText } from '@/content/classes';

/** Google Calendar's 'add by URL' for a feed: its address as webcal://, which Google subscribes to. */
export const googleCalendarUrl = (address: string) =>
  `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(
    address.replace(/^https:\/\//, 'webcal://'),
  )}`;

/**
 * The learner's private calendar address in a read-only box, with 'Copy link': copied with the
 * clipboard API, or, where the browser refuses it, the box's text selected for the learner to
 * copy; what happened is said in a live region. Then 'Add to Google Calendar' (a new tab).
 */
export function CalendarAddress({ address }: { address: string }) {
  const box = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState<'copied' | 'failed' | null>(null);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address);
      setStatus('copied');
    } catch {
      box.current?.focus();
      box.current?.select();
      setStatus('failed');
    }
  };

  return (
    <div>
      <label htmlFor="calendar-address" className={labelClass(false)}>
        {t.addressLabel}
      </label>
      <div className="flex flex-col gap-3 sm:flex-row">
        <input
          ref={box}
          id="calendar-address"
          type="text"
          readOnly
          value={address}
          onFocus={(e) => e.currentTarget.select()}
          className={`${inputClass(false)} min-w-0 font-mono text-sm sm:flex-1`}
        />
        <CopyButton
          label={t.copy}
          copied={status === 'copied'}
          onCopy={copy}
          className="shrink-0"
        />
      </div>
      <p role="status" className="mt-2 min-h-5 text-sm text-ink">
        {status === 'copied' ? t.copied : status === 'failed' ? t.copyFailed : ''}
      </p>
      <a
        href={googleCalendarUrl(address)}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClass('primary', 'mt-2')}
      >
        <CalendarPlus aria-hidden="true" className="size-5" />
        {t.addToGoogle}
        <span className="sr-only"> {classText.newTab}</span>
      </a>
    </div>
  );
}
