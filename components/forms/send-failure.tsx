'use client';

import { forwardRef } from 'react';
import { phoneHref, site } from '@/content/site';
import { PhoneLine } from '@/components/forms/phone-line';
import { isSet } from '@/content/school-values';

/**
 * A form's message after a failed send (rate limit, server or network): focusable, so the form can
 * move focus to it, and offering the school's phone and WhatsApp line (or its e-mail) so no lead is
 * lost. A message written to be followed by the phone ('…, or reach us directly on') ends without
 * it while the school's lines are unset (content/site.ts).
 */
export const SendFailure = forwardRef<
  HTMLParagraphElement,
  { tone: 'warning' | 'error'; text: string; withContact?: boolean }
>(function SendFailure({ tone, text, withContact = true }, ref) {
  return (
    <p
      ref={ref}
      tabIndex={-1}
      className={`rounded-lg p-3 text-sm ring-1 outline-none focus-visible:ring-2 ${
        tone === 'warning'
          ? 'bg-amber-50 text-amber-900 ring-amber-300'
          : 'bg-red-50 text-red-800 ring-red-300'
      }`}
    >
      {withContact ? <WithContact text={text} /> : text}
    </p>
  );
});

function WithContact({ text }: { text: string }) {
  const lead = text.replace(/,? or reach us directly on$/, '');
  if (phoneHref() && isSet(site.contact.phone)) {
    return (
      <>
        {text} <PhoneLine linkClass="font-semibold underline" />.
      </>
    );
  }
  if (isSet(site.contact.email)) {
    return (
      <>
        {lead}, or write to us at{' '}
        <a href={`mailto:${site.contact.email}`} className="font-semibold underline">
          {site.contact.email}
        </a>
        .
      </>
    );
  }
  return <>{lead === text ? text : `${lead}.`}</>;
}
