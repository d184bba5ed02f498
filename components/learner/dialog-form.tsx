'use client';

import type { LucideIcon } from 'lucide-react';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { FormAlert } from '@/components/auth/form-alert';
import { SubmitButton } from '@/components/forms/submit-button';
import { buttonClass } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FieldError, labelClass } from '@/components/ui/field';
import { postJson } from '@/lib/forms/submit';
import { MotionPanel } from './motion-panel';

/** A DialogForm's words, from content/*.ts. */
export type DialogFormText = {
  title: string;
  lead: string;
  submit: string;
  submitting: string;
  cancel: string;
  /** The status line after a send. */
  thanks: string;
  /** Any other failure, a network error included. */
  failed: string;
  /** A 401's message; without it a 401 shows `failed`. */
  signedOut?: string;
};

/** The button that opens a DialogForm, and the status line under it that thanks after a send. */
export type DialogFormOpener = {
  icon: LucideIcon;
  label: ReactNode;
  className: string;
  /** The icon's classes; 'size-5' unless given. */
  iconClassName?: string;
  statusClassName: string;
  disabled?: boolean;
  /** The id of a note saying why it is disabled. */
  describedBy?: string;
  /** Shown between the button and the status line (that note). */
  note?: ReactNode;
};

/** The opener as a row of the dashboard sidebar (Send Feedback, Request lesson). */
export const sidebarOpener = {
  className:
    'flex min-h-11 w-full items-center gap-3 rounded-lg px-3 font-semibold text-ink hover:bg-cream',
  iconClassName: 'size-5 text-brand',
  statusClassName: 'px-3 text-sm text-green-800',
};

type Outcome = { sent: true } | { sent: false; failure: string; fields?: Record<string, string> };

/**
 * POSTs `payload` as JSON (lib/forms/submit.ts): a 400's `error.fields` come back as they are, and
 * the failure to show otherwise is `signedOut` for a 401, the server's own message for the `relay`
 * status, else `failed`.
 */
async function sendDialog(
  url: string,
  payload: object,
  { success, relay, text }: { success: 'created' | 'ok'; relay?: number; text: DialogFormText },
): Promise<Outcome> {
  const r = await postJson(url, payload);
  if (success === 'ok' ? r.ok : r.status === 201) return { sent: true };
  const error: { fields?: Record<string, string>; message?: string } = r.ok ? {} : r;
  return {
    sent: false,
    fields: r.status === 400 ? error.fields : undefined,
    failure:
      (r.status === 401 && text.signedOut) || (r.status === relay && error.message) || text.failed,
  };
}

/**
 * The learner area's small form dialogs (feedback, lesson request, withdrawal, rating): the button
 * that opens it, a status line that thanks after a send, and a modal with a title, a lead, the
 * caller's fields, a failure alert and Cancel / Submit. Submit POSTs `payload()` as JSON to
 * `action`; on success the dialog closes, focus goes back to the opener and the status line says
 * `text.thanks`.
 */
export function DialogForm({
  id,
  opener,
  text,
  action,
  payload,
  success = 'created',
  relay,
  onFieldErrors,
  onSent,
  onClose,
  children,
}: {
  /** A useId() of the caller: the title is `${id}-title`, and the fields build their ids on it. */
  id: string;
  opener: DialogFormOpener;
  text: DialogFormText;
  /** Where Submit POSTs. */
  action: string;
  /** Checks the fields (showing their errors) and returns the JSON to send, or null to send none. */
  payload: (form: HTMLFormElement) => object | null | Promise<object | null>;
  /** What counts as sent: 'created' a 201, 'ok' any 2xx. */
  success?: 'created' | 'ok';
  /** The status whose error message the server words for the learner (429, 409). */
  relay?: number;
  /** A 400's `error.fields`: true when the form shows them, false to show `text.failed` instead. */
  onFieldErrors?: (fields: Record<string, string>) => boolean;
  /** After a send, the dialog closed: clear the fields, refresh the page's data. */
  onSent?: () => void;
  /** Whenever the dialog closes (Cancel, Escape, after a send): clear the field errors. */
  onClose?: () => void;
  /** The fields, between the lead and the failure alert. */
  children: ReactNode;
}) {
  const Icon = opener.icon;
  const openerRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [thanks, setThanks] = useState(false);

  const close = () => {
    setOpen(false);
    setFailure(null);
    onClose?.();
  };

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setFailure(null);
    const body = await payload(e.currentTarget);
    if (body === null) return;
    setSending(true);
    const outcome = await sendDialog(action, body, { success, relay, text });
    setSending(false);
    if (outcome.sent) {
      setThanks(true);
      close();
      onSent?.();
    } else if (!(outcome.fields && onFieldErrors?.(outcome.fields))) {
      setFailure(outcome.failure);
    }
  };

  return (
    <>
      <button
        ref={openerRef}
        type="button"
        disabled={opener.disabled}
        aria-describedby={opener.describedBy}
        onClick={() => {
          setThanks(false);
          setOpen(true);
        }}
        className={opener.className}
      >
        <Icon aria-hidden="true" className={opener.iconClassName ?? 'size-5'} />
        {opener.label}
      </button>
      {opener.note}
      <p role="status" className={opener.statusClassName}>
        {thanks ? text.thanks : ''}
      </p>
      <Dialog open={open} onClose={close} labelledBy={`${id}-title`} returnFocusRef={openerRef}>
        <MotionPanel key={String(open)}>
          <form onSubmit={(e) => void submit(e)} noValidate className="p-6">
            <h2 id={`${id}-title`} className="font-display text-2xl font-bold text-brand">
              {text.title}
            </h2>
            <p className="mt-2 text-sm text-muted">{text.lead}</p>
            {children}
            <div role="alert" className="mt-3">
              {failure ? <FormAlert>{failure}</FormAlert> : null}
            </div>
            <div className="mt-4 flex flex-wrap justify-end gap-3">
              <button type="button" onClick={close} className={buttonClass('outline', 'px-6')}>
                {text.cancel}
              </button>
              <SubmitButton busy={sending} text={text} className="px-6 disabled:opacity-70" />
            </div>
          </form>
        </MotionPanel>
      </Dialog>
    </>
  );
}

/**
 * A field of a DialogForm: its label (red on an error), the control (`children`, whose id is `id`
 * and which is described by `${id}-error` while `error` shows) and its error line.
 */
export function DialogField({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <>
      <label htmlFor={id} className={`${labelClass(!!error)} mt-4`}>
        {label}
      </label>
      {children}
      <FieldError id={`${id}-error`} message={error} />
    </>
  );
}
