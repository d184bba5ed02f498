'use client';

import { forwardRef } from 'react';
import { site, whatsappLink } from '@/content/site';

/**
 * A form's message after a failed send (rate limit, server or network): focusable, so the form can
 * move focus to it, and always offering the phone and WhatsApp line so no lead is lost.
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
      {text}
      {withContact ? (
        <>
          {' '}
          <a
            href={`tel:${site.contact.phone.replace(/\s/g, '')}`}
            className="font-semibold underline"
          >
            {site.contact.phone}
          </a>{' '}
          (call or{' '}
          <a
            href={whatsappLink()}
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold underline"
          >
            WhatsApp
          </a>
          ).
        </>
      ) : null}
    </p>
  );
});
