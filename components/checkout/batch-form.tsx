'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { FieldError } from '@/components/ui/field';
import { batchSlots, checkoutText as t } from '@/content/checkout';
import type { SeatState } from '@/lib/courses/offer';
import type { BatchChoiceValues } from '@/lib/validation/enrolment';

const resolver: Resolver<BatchChoiceValues> = async (values, context, options) => {
  const [{ zodResolver }, { batchChoiceSchema }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('@/lib/validation/enrolment'),
  ]);
  return zodResolver(batchChoiceSchema)(values, context, options) as ReturnType<
    Resolver<BatchChoiceValues>
  >;
};

/**
 * The order summary's form at /checkout (issue 8): the course's facts (`children`, server-rendered)
 * and the batch choice, sent with GET to /detail-verification. Served with `required` radios so it
 * works without JavaScript; once hydrated the form validates itself (zod, batchChoiceSchema) and
 * shows the site's inline error instead of the browser's bubble, with the group scrolled clear of
 * the sticky header and its first choice focused.
 */
export function CheckoutForm({
  id,
  course,
  referral,
  batch,
  seats,
  children,
}: {
  /** The form's id: the price card's submit button sits outside the form (form={id}). */
  id: string;
  course: string;
  referral: string | null;
  /** The batch from the URL, chosen already. */
  batch: number | null;
  /** Each slot's seats (index = slot): a full or closed batch cannot be chosen. */
  seats: readonly SeatState[];
  children: ReactNode;
}) {
  const router = useRouter();
  const uid = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const errorId = `${uid}-batch-error`;
  const hintId = `${uid}-batch-hint`;
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<BatchChoiceValues>({
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
    defaultValues: {
      batch: batch === null || !bookable(seats[batch]) ? '' : String(batch),
    },
  });
  const error = errors.batch?.message;

  // The browser's own validation only while the page is not hydrated.
  useEffect(() => {
    if (formRef.current) formRef.current.noValidate = true;
  }, []);

  const onValid = ({ batch: chosen }: BatchChoiceValues) => {
    const query = new URLSearchParams({ course, batch: chosen });
    if (referral) query.set('referral', referral);
    router.push(`/detail-verification?${query}`);
  };
  const onInvalid = (_: unknown, event?: { target: EventTarget | null }) => {
    const group = (event?.target as HTMLFormElement | null)?.querySelector('fieldset');
    if (!group) return;
    // The whole group, legend included, below the sticky header (scroll-padding-top), then the
    // first choice takes the focus: arrow keys pick from there.
    group.scrollIntoView({ block: 'start' });
    group.querySelector<HTMLInputElement>('input[type="radio"]')?.focus({ preventScroll: true });
  };

  return (
    <form
      ref={formRef}
      id={id}
      action="/detail-verification"
      method="get"
      className="grid gap-6"
      onSubmit={handleSubmit(onValid, onInvalid)}
    >
      <input type="hidden" name="course" value={course} />
      {referral ? <input type="hidden" name="referral" value={referral} /> : null}
      {children}
      <fieldset
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        className={`rounded-2xl bg-white p-5 shadow-sm ring-1 sm:p-6 ${
          error ? 'ring-2 ring-red-600' : 'ring-slate-200'
        }`}
      >
        <legend className={`float-left text-lg font-bold ${error ? 'text-red-700' : 'text-ink'}`}>
          {t.batch}
        </legend>
        <p id={hintId} className="clear-left pt-1 text-sm text-muted">
          {t.batchHint}
        </p>
        <FieldError id={errorId} message={error} />
        <div className="mt-3 grid gap-2 sm:grid-cols-2">
          {batchSlots.map((slot, i) => {
            const seat = seats[i];
            const note = seatNote(seat);
            return (
              <label
                key={slot}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 px-3 py-2 has-[:checked]:border-brand has-[:checked]:bg-brand-light has-[:disabled]:cursor-not-allowed has-[:disabled]:bg-slate-50"
              >
                <input
                  type="radio"
                  value={String(i)}
                  required
                  disabled={!bookable(seat)}
                  className="size-5 accent-[var(--color-brand)]"
                  {...register('batch')}
                />
                <span className="font-semibold text-ink">{slot}</span>
                {note ? (
                  <span
                    data-testid={`seats-${i}`}
                    className={`ml-auto text-sm font-semibold ${bookable(seat) ? 'text-brand' : 'text-muted'}`}
                  >
                    {note}
                  </span>
                ) : null}
              </label>
            );
          })}
        </div>
      </fieldset>
    </form>
  );
}

const bookable = (seat: SeatState | undefined) =>
  !!seat && (seat.state === 'open' || seat.state === 'few');

function seatNote(seat: SeatState | undefined): string | null {
  if (!seat || seat.state === 'closed') return t.closed;
  if (seat.state === 'full') return t.full;
  return seat.state === 'few' ? t.seatsLeft(seat.left) : null;
}
