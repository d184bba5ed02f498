'use client';

import { useId } from 'react';
import { Dialog } from '@/components/ui/dialog';
import type { CallbackTopic } from '@/content/callback';
import { CallbackForm } from './callback-form';

/** The callback form in a modal dialog (loaded on the first 'Request a callback' click). */
export function CallbackDialog({
  open,
  onClose,
  course,
  topic,
  page,
}: {
  open: boolean;
  onClose: () => void;
  course?: string;
  topic?: CallbackTopic;
  page: string;
}) {
  const headingId = useId();
  return (
    <Dialog open={open} onClose={onClose} labelledBy={headingId} className="w-[min(94vw,32rem)]">
      <div className="relative max-h-[90dvh] overflow-y-auto p-5 sm:p-6">
        <button
          type="button"
          onClick={onClose}
          aria-label="Close"
          className="absolute top-3 right-3 grid size-10 place-items-center rounded-full text-2xl leading-none text-slate-600 hover:bg-slate-100"
        >
          <span aria-hidden="true">×</span>
        </button>
        <CallbackForm
          course={course}
          topic={topic}
          page={page}
          headingId={headingId}
          onClose={onClose}
        />
      </div>
    </Dialog>
  );
}
