'use client';

import { useRouter } from 'next/navigation';
import Link from 'next/link';
import { useId, useState } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { PhoneField } from '@/components/forms/phone-field';
import { ReferralCodeField } from './referral-code-field';
import { BillingFields } from './billing-fields';
import { CouponField } from './coupon-field';
import { SendFailure } from '@/components/forms/send-failure';
import { EmailField, fieldsOf, TextField } from '@/components/forms/text-field';
import { SubmitButton } from '@/components/forms/submit-button';
import { FieldError } from '@/components/ui/field';
import { detailsText as t } from '@/content/checkout';
import { applyFieldErrors } from '@/lib/forms/field-errors';
import { postJson } from '@/lib/forms/submit';
import { useSendFailure } from '@/components/forms/use-send-failure';

type Values = {
  fullName: string;
  email: string;
  phone: string;
  parentName: string;
  consent: boolean;
  referralCode: string;
  couponCode: string;
  billingAddress: string;
  billingState: string;
  billingGstin: string;
};
type Name = keyof Values;
const empty: Values = {
  fullName: '',
  email: '',
  phone: '',
  parentName: '',
  consent: false,
  referralCode: '',
  couponCode: '',
  billingAddress: '',
  billingState: '',
  billingGstin: '',
};

const toInput = (v: Values, forKids: boolean, gst = false) => ({
  fullName: v.fullName,
  email: v.email,
  phone: v.phone,
  ...(forKids ? { parentName: v.parentName } : {}),
  consent: v.consent,
  ...(v.referralCode.trim() ? { referralCode: v.referralCode.trim() } : {}),
  ...(v.couponCode.trim() ? { couponCode: v.couponCode.trim() } : {}),
  ...(gst
    ? {
        billingAddress: v.billingAddress,
        billingState: v.billingState,
        ...(v.billingGstin.trim() ? { billingGstin: v.billingGstin.trim() } : {}),
      }
    : {}),
});

/** Server field names → the form's fields (the same names). */
const serverField = Object.fromEntries(Object.keys(empty).map((k) => [k, k as Name]));

/**
 * The learner's details (issue 8, step 2): the shared zod schema, validated on submit and then on
 * every change; the server validates again, quotes the price and creates the enrolment. A failed
 * send keeps what was typed and offers the phone line.
 */
export function DetailsForm({
  course,
  batch,
  forKids,
  referral = '',
  gst = false,
}: {
  course: string;
  batch: number;
  forKids: boolean;
  /** A friend's code from a share link, filled in (the server checks it). */
  referral?: string;
  /** The school is GST registered: the billing details for the tax invoice are asked. */
  gst?: boolean;
}) {
  const id = useId();
  const router = useRouter();
  const { failure, setFailure, alertRef } = useSendFailure<HTMLDivElement>();
  const [message, setMessage] = useState<string | null>(null);

  const resolver: Resolver<Values> = async (values) => {
    const { enrolmentDetailsSchema, enrolmentMessages } =
      await import('@/lib/validation/enrolment');
    const parsed = enrolmentDetailsSchema.safeParse(toInput(values, forKids));
    const errors: FieldErrors<Values> = {};
    if (gst) {
      const { billingErrors } = await import('@/lib/tax/billing-check');
      Object.assign(errors, billingErrors(values));
    }
    if (forKids && !values.parentName.trim()) {
      errors.parentName = { type: 'validation', message: enrolmentMessages.parentName };
    }
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const f = String(issue.path[0]) as Name;
        if (f in empty && !errors[f]) errors[f] = { type: 'validation', message: issue.message };
      }
    }
    return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
  };

  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting, isSubmitSuccessful },
  } = useForm<Values>({
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { ...empty, referralCode: referral },
  });

  const onSubmit = async (values: Values) => {
    setFailure(null);
    setMessage(null);
    const sent = await postJson<{ success?: boolean; next?: string }>('/api/enrolments', {
      ...toInput(values, forKids, gst),
      course,
      batch,
    });
    if (sent.ok && sent.data?.success && sent.data.next) {
      router.push(sent.data.next);
      return;
    }
    if (!sent.ok && sent.kind === 'network') {
      setFailure('down');
      throw new Error('not sent');
    }
    if (!sent.ok && sent.kind === 'rate_limited') setFailure('rate');
    else if (
      !sent.ok &&
      (sent.status === 400 || sent.status === 409) &&
      (sent.message || sent.fields)
    ) {
      const placed = applyFieldErrors(setError, sent.fields, serverField);
      if (!placed) setMessage(sent.message ?? null);
      setFailure(placed ? 'fields' : 'down');
    } else setFailure('down');
    // Keeps the form (and what was typed) rather than marking it submitted.
    throw new Error('not stored');
  };

  const fid = (n: string) => `${id}-${n}`;
  const busy = isSubmitting || isSubmitSuccessful;

  const field = fieldsOf(id, register, errors);
  return (
    <form
      onSubmit={(e) => void handleSubmit(onSubmit)(e).catch(() => {})}
      noValidate
      aria-label={t.title}
      className="grid gap-4 sm:grid-cols-2"
    >
      <TextField
        {...field('fullName')}
        label={t.fullName}
        className="sm:col-span-2"
        autoComplete="name"
      />
      <EmailField {...field('email')} label={t.email} />
      <PhoneField id={fid('phone')} name="phone" label={t.phone} control={control} />
      {forKids ? (
        <TextField
          {...field('parentName')}
          label={t.parentName}
          hint={t.parentHint}
          className="sm:col-span-2"
          autoComplete="name"
        />
      ) : null}
      <ReferralCodeField
        id={fid('referralCode')}
        error={errors.referralCode?.message}
        field={register('referralCode')}
      />
      <CouponField
        id={fid('couponCode')}
        error={errors.couponCode?.message}
        field={register('couponCode')}
      />
      {gst ? (
        <BillingFields
          address={{ ...field('billingAddress'), field: register('billingAddress') }}
          state={{ ...field('billingState'), field: register('billingState') }}
          gstin={{ ...field('billingGstin'), field: register('billingGstin') }}
        />
      ) : null}
      <div className="sm:col-span-2">
        <div className="flex items-start gap-3">
          <input
            type="checkbox"
            id={fid('consent')}
            className="mt-1 size-5 shrink-0 accent-[var(--color-brand)]"
            aria-invalid={!!errors.consent}
            aria-describedby={errors.consent ? `${fid('consent')}-error` : undefined}
            {...register('consent')}
          />
          <label
            htmlFor={fid('consent')}
            className={`text-sm ${errors.consent ? 'text-red-700' : 'text-ink'}`}
          >
            {t.consentBefore}
            <Link href="/t&c" className="font-semibold text-brand underline" target="_blank">
              {t.terms}
            </Link>
            {t.consentBetween}
            <Link
              href="/privacy-policy"
              className="font-semibold text-brand underline"
              target="_blank"
            >
              {t.privacy}
            </Link>
            .
          </label>
        </div>
        <FieldError id={`${fid('consent')}-error`} message={errors.consent?.message} />
      </div>
      <div className="sm:col-span-2">
        {failure === 'rate' || failure === 'down' ? (
          <div className="mb-3" ref={alertRef} tabIndex={-1}>
            <SendFailure
              tone={failure === 'rate' ? 'warning' : 'error'}
              text={message ?? (failure === 'rate' ? t.rateLimited : t.failed)}
            />
          </div>
        ) : failure === 'fields' ? (
          <p className="mb-3 text-sm text-red-700" role="alert">
            {t.checkFields}
          </p>
        ) : null}
        <SubmitButton
          busy={busy}
          label={t.submit}
          busyLabel={t.sending}
          className="w-full sm:w-auto"
        />
      </div>
    </form>
  );
}
