'use client';

import { FormDialog } from '@/components/ui/form-dialog';
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
  return (
    <FormDialog open={open} onClose={onClose} closeLabel="Close">
      {(headingId) => (
        <CallbackForm
          course={course}
          topic={topic}
          page={page}
          headingId={headingId}
          onClose={onClose}
        />
      )}
    </FormDialog>
  );
}
