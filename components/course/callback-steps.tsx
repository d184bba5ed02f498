import type { ReactNode, RefObject } from 'react';
import { buttonClass } from '@/components/ui/button';
import { DoneCloseButton } from '@/components/ui/form-dialog';
import { callbackText as t } from '@/content/callback';

// The callback request's last two steps (callback-form.tsx holds the request step and the flow):
// checking the details before they are confirmed, and the thank-you. Each step's heading takes
// the focus when the step opens (the form moves it through `headingRef`).

type StepHeading = { headingRef: RefObject<HTMLHeadingElement | null>; headingId?: string };

const headingClass = 'font-display text-2xl font-bold text-brand outline-none';

/** The verify step: the name, phone and e-mail as they will be stored; 'Edit details' or 'Next'. */
export function CallbackVerify({
  headingRef,
  headingId,
  name,
  phone,
  email,
  alert,
  busy,
  onEdit,
  onNext,
}: StepHeading & {
  name: string;
  phone: string;
  email: string;
  alert: ReactNode;
  busy: boolean;
  onEdit: () => void;
  onNext: () => void;
}) {
  return (
    <div>
      <h2 ref={headingRef} tabIndex={-1} id={headingId} className={headingClass}>
        {t.verifyTitle}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t.verifyIntro}</p>
      <dl className="mt-4 grid gap-3 rounded-xl bg-cream p-4 text-sm">
        <div>
          <dt className="font-semibold text-slate-600">{t.name}</dt>
          <dd className="text-base text-ink">{name}</dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-600">{t.phoneShown}</dt>
          <dd className="text-base text-ink">{phone}</dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-600">{t.emailShown}</dt>
          <dd className="text-base text-ink">{email || t.noEmail}</dd>
        </div>
      </dl>
      {alert}
      <div className="mt-6 flex flex-wrap gap-3">
        <button type="button" onClick={onEdit} className={buttonClass('outline', 'px-6 py-2')}>
          {t.edit}
        </button>
        <button
          type="button"
          onClick={onNext}
          disabled={busy}
          className={buttonClass('primary', 'px-8 py-2 disabled:opacity-70')}
        >
          {busy ? t.sending : t.next}
        </button>
      </div>
    </div>
  );
}

/** The done step: the thank-you naming the number the school will call; 'Close' in a dialog. */
export function CallbackDone({
  headingRef,
  headingId,
  firstName,
  phone,
  onClose,
}: StepHeading & { firstName: string; phone: string; onClose?: () => void }) {
  return (
    <div className="text-center">
      <h2 ref={headingRef} tabIndex={-1} id={headingId} className={headingClass}>
        {t.doneTitle}
      </h2>
      <p className="mt-3 text-ink" role="status">
        {t.done(firstName, phone)}
      </p>
      <DoneCloseButton onClose={onClose} label={t.close} className="mt-6 px-8 py-2" />
    </div>
  );
}
