'use client';

import { useEffect, useRef, useState } from 'react';
import { FormAlert } from '@/components/auth/form-alert';
import { buttonClass } from '@/components/ui/button';
import { waitlistConfirmText as t } from '@/content/waitlist-confirm';
import { postJson } from '@/lib/forms/submit';

type State = 'idle' | 'sending' | 'confirmed' | 'expired' | 'unknown' | 'down';

/**
 * The confirmation link's button: posts the token and says what happened (confirmed, already
 * confirmed, expired); focus moves to the answer so a screen reader reads it.
 */
export function WaitlistConfirmButton({ token, course }: { token: string; course: string }) {
  const [state, setState] = useState<State>('idle');
  const answer = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (state !== 'idle' && state !== 'sending') answer.current?.focus();
  }, [state]);

  const confirm = async () => {
    setState('sending');
    const r = await postJson<{ state?: string }>('/api/waitlist/confirm', { token });
    const s = r.ok ? r.data?.state : undefined;
    setState(s === 'confirmed' || s === 'expired' || s === 'unknown' ? s : 'down');
  };

  if (state === 'confirmed') {
    return (
      <FormAlert tone="success" ref={answer}>
        {t.done(course)}
      </FormAlert>
    );
  }
  if (state === 'expired' || state === 'unknown') {
    return <FormAlert ref={answer}>{state === 'expired' ? t.expired : t.unknown}</FormAlert>;
  }
  return (
    <div className="grid gap-4">
      <p className="text-ink">{t.lead(course)}</p>
      {state === 'down' ? <FormAlert ref={answer}>{t.failed}</FormAlert> : null}
      <button
        type="button"
        onClick={() => void confirm()}
        disabled={state === 'sending'}
        className={buttonClass('primary', 'w-full px-8 py-3 sm:w-auto')}
      >
        {state === 'sending' ? t.sending : t.button}
      </button>
    </div>
  );
}
