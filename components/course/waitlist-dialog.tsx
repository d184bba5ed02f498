'use client';

import type { RefObject } from 'react';
import { createPortal } from 'react-dom';
import { FormDialog } from '@/components/ui/form-dialog';
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
  return createPortal(
    <FormDialog open={open} onClose={onClose} closeLabel={t.close} returnFocusRef={returnFocusRef}>
      {(headingId) => (
        <WaitlistForm course={course} slot={slot} headingId={headingId} onClose={onClose} />
      )}
    </FormDialog>,
    document.body,
  );
}
