'use client';

import { MessageSquare } from 'lucide-react';
import { usePathname } from 'next/navigation';
import { useId, useRef, useState } from 'react';
import { FormAlert } from '@/components/auth/form-alert';
import { buttonClass } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { MotionPanel } from '@/components/learner/motion-panel';
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
  const opener = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [thanks, setThanks] = useState(false);

  const close = () => {
    setOpen(false);
    setError(null);
    setFailure(null);
  };

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setFailure(null);
    if (!text.trim()) return setError(feedbackMessages.required);
    setSending(true);
    try {
      const res = await fetch('/api/dashboard/feedback', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ message: text, page: pathname }),
      });
      if (res.status === 201) {
        setText('');
        setThanks(true);
        close();
        onSent?.();
        return;
      }
      const body = (await res.json().catch(() => null)) as {
        error?: { message?: string; fields?: Record<string, string> };
      } | null;
      if (res.status === 400 && body?.error?.fields?.message) setError(body.error.fields.message);
      else
        setFailure(
          res.status === 401
            ? t.signedOut
            : (res.status === 429 && body?.error?.message) || t.failed,
        );
    } catch {
      setFailure(t.failed);
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <button
        ref={opener}
        type="button"
        onClick={() => {
          setThanks(false);
          setOpen(true);
        }}
        className="flex min-h-11 w-full items-center gap-3 rounded-lg px-3 font-semibold text-ink hover:bg-cream"
      >
        <MessageSquare aria-hidden="true" className="size-5 text-brand" />
        {t.open}
      </button>
      <p role="status" className="px-3 text-sm text-green-800">
        {thanks ? t.thanks : ''}
      </p>
      <Dialog open={open} onClose={close} labelledBy={`${id}-title`} returnFocusRef={opener}>
        <MotionPanel key={String(open)}>
          <form onSubmit={(e) => void submit(e)} noValidate className="p-6">
            <h2 id={`${id}-title`} className="font-display text-2xl font-bold text-brand">
              {t.title}
            </h2>
            <p className="mt-2 text-sm text-muted">{t.lead}</p>
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
            <div role="alert" className="mt-3">
              {failure ? <FormAlert>{failure}</FormAlert> : null}
            </div>
            <div className="mt-4 flex flex-wrap justify-end gap-3">
              <button type="button" onClick={close} className={buttonClass('outline', 'px-6')}>
                {t.cancel}
              </button>
              <button
                type="submit"
                disabled={sending}
                className={buttonClass('primary', 'px-6 disabled:opacity-70')}
              >
                {sending ? t.submitting : t.submit}
              </button>
            </div>
          </form>
        </MotionPanel>
      </Dialog>
    </>
  );
}
