'use client';

import { useEffect, useRef, useState } from 'react';
import { FormAlert } from '@/components/auth/form-alert';
import { buttonClass } from '@/components/ui/button';
import { reminderPageText as t } from '@/content/reminders';
import { postJson } from '@/lib/forms/submit';

type State = 'idle' | 'sending' | 'done' | 'refused' | 'down';

/**
 * The button of a checkout reminder's link: 'Continue to payment' (opens the payment step in this
 * browser) or 'No more reminders' (records it). Opening the link changed nothing; this posts its
 * token. The answer gets focus, so a screen reader reads it.
 */
export function ReminderLinkButton({
  token,
  action,
  label,
  done,
}: {
  token: string;
  action: 'resume' | 'stop';
  label: string;
  done?: string;
}) {
  const [state, setState] = useState<State>('idle');
  const [message, setMessage] = useState('');
  const answer = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (state === 'done' || state === 'refused' || state === 'down') answer.current?.focus();
  }, [state]);

  const send = async () => {
    setState('sending');
    const url =
      action === 'resume' ? '/api/enrolments/resume' : '/api/enrolments/no-more-reminders';
    const r = await postJson<{ next?: string }>(url, { token });
    if (r.ok && action === 'resume' && r.data?.next) {
      window.location.assign(r.data.next);
      return;
    }
    if (r.ok) return setState('done');
    setMessage(r.kind === 'refused' && r.message ? r.message : t.stopFailed);
    setState(r.kind === 'refused' ? 'refused' : 'down');
  };

  if (state === 'done') {
    return (
      <FormAlert tone="success" ref={answer}>
        {done}
      </FormAlert>
    );
  }
  return (
    <div className="grid gap-4">
      {state === 'refused' || state === 'down' ? (
        <FormAlert ref={answer}>{message}</FormAlert>
      ) : null}
      {state === 'refused' ? null : (
        <button
          type="button"
          onClick={() => void send()}
          disabled={state === 'sending'}
          className={buttonClass('primary', 'w-full px-8 py-3 sm:w-auto')}
        >
          {state === 'sending' ? t.stopping : label}
        </button>
      )}
    </div>
  );
}
