'use client';

import { MessageSquare } from 'lucide-react';
import { usePathname } from 'next/navigation';
import { useId, useState } from 'react';
import { DialogForm, sidebarOpener } from '@/components/learner/dialog-form';
import { FieldError, inputClass, labelClass } from '@/components/ui/field';
import { feedbackText as t } from '@/content/dashboard';
import { feedbackMessages } from '@/lib/validation/feedback';

/**
 * 'Send Feedback' (spec §2, §4): free text; Submit stores it with the page it came from, then
 * clears the box and closes the dialog.
 */
export function FeedbackDialog({ onSent }: { onSent?: () => void }) {
  const id = useId();
  const pathname = usePathname();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  return (
    <DialogForm
      id={id}
      opener={{ ...sidebarOpener, icon: MessageSquare, label: t.open }}
      text={t}
      action="/api/dashboard/feedback"
      payload={() => {
        if (text.trim()) return { message: text, page: pathname };
        setError(feedbackMessages.required);
        return null;
      }}
      relay={429}
      onFieldErrors={({ message }) => {
        if (message) setError(message);
        return !!message;
      }}
      onSent={() => {
        setText('');
        onSent?.();
      }}
      onClose={() => setError(null)}
    >
      <label htmlFor={`${id}-text`} className={`${labelClass(!!error)} mt-4`}>
        {t.label}
      </label>
      <textarea
        id={`${id}-text`}
        data-autofocus
        rows={5}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          if (error && e.target.value.trim()) setError(null);
        }}
        aria-invalid={!!error}
        aria-describedby={error ? `${id}-text-error` : undefined}
        className={inputClass(!!error)}
      />
      <FieldError id={`${id}-text-error`} message={error ?? undefined} />
    </DialogForm>
  );
}
