'use client';

import { useId, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { Dialog } from '@/components/ui/dialog';
import { waitlistText as t } from '@/content/waitlist';
import { WaitlistForm } from './waitlist-form';

/**
 * The waitlist form in a modal dialog (loaded on the first 'Join the waitlist' click). It is put
 * under <body>, so a button inside another form, a link or a paragraph never nests a form in it.
 */
export function WaitlistDialog({
  open,
  onClose,
  course,
  slot,
  returnFocusRef,
}: {
  open: boolean;
  onClose: () => void;
  course: string;
  slot?: number;
  returnFocusRef?: RefObject<HTMLElement | null>;
}) {
  const headingId = useId();
  return createPortal(
    <Dialog
      open={open}
      onClose={onClose}
      labelledBy={headingId}
      returnFocusRef={returnFocusRef}
      className="w-[min(94vw,32rem)]"
    >
      <div className="relative max-h-[90dvh] overflow-y-auto p-5 sm:p-6">
        <button
          type="button"
          onClick={onClose}
          aria-label={t.close}
          className="absolute top-3 right-3 grid size-10 place-items-center rounded-full text-2xl leading-none text-slate-600 hover:bg-slate-100"
        >
          <span aria-hidden="true">×</span>
        </button>
        <WaitlistForm course={course} slot={slot} headingId={headingId} onClose={onClose} />
      </div>
    </Dialog>,
    document.body,
  );
}
