'use client';

import { useEffect } from 'react';
import { buttonClass } from '@/components/ui/button';
import { errorPage } from '@/content/errors';
import { phoneHref, site, whatsappLink } from '@/content/site';
import { isSet } from '@/content/school-values';
import { useServedRequestId } from './request-id';

/**
 * What a visitor sees when a page fails to render (app/(site)/error.tsx inside the site chrome;
 * app/global-error.tsx): what happened in plain words, 'Try again' (Next's `retry`: fetches the
 * page from the server again and re-renders it), the phone and WhatsApp line, and the reference to
 * quote: the request's id (the server log's lines about the request, the error's with its digest,
 * carry it), or the error's digest while the browser has not said the id. The server never sends the
 * error's message to the browser in production, so none is shown.
 *
 * No icons: app/global-error.tsx is a chunk group of its own that every page loads, and Turbopack
 * copies into it what it shares with the site's chunks; icons here put a second copy of lucide's
 * base on every page (about 2 KB gzip) for a view that is rarely seen.
 */
export function ErrorView({
  error,
  retry,
  headingLevel = 'h1',
}: {
  error: Error & { digest?: string };
  retry: () => void;
  headingLevel?: 'h1' | 'h2';
}) {
  const Heading = headingLevel;
  const phone = phoneHref();
  const chat = whatsappLink();
  const requestId = useServedRequestId();
  useEffect(() => {
    // In the browser console too, for an error thrown by a client component after hydration.
    console.error(error);
  }, [error]);

  return (
    <div
      role="alert"
      className="container-page flex min-h-[60vh] flex-col items-center justify-center gap-6 py-16 text-center"
    >
      <Heading className="font-display text-3xl font-bold text-brand sm:text-4xl">
        {errorPage.title}
      </Heading>
      <p className="max-w-xl text-lg text-muted">{errorPage.body}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <button type="button" onClick={retry} className={buttonClass('primary', 'min-h-12 px-8')}>
          {errorPage.tryAgain}
        </button>
        {/* A full page load on purpose: after an error, start again from a clean state. */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
        <a href="/" className={buttonClass('outline', 'min-h-12 px-8')}>
          {errorPage.home}
        </a>
      </div>
      {phone && isSet(site.contact.phone) ? (
        <div className="max-w-xl text-ink">
          <p>{errorPage.help}</p>
          <p className="mt-2 flex flex-wrap items-center justify-center gap-x-5 gap-y-2">
            <a
              href={phone}
              className="inline-flex items-center gap-1.5 font-semibold text-ink underline decoration-brand/40 underline-offset-4 hover:text-brand"
            >
              <span className="sr-only">{errorPage.callLabel} </span>
              {site.contact.phone}
            </a>
            {chat ? (
              <a
                href={chat}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1.5 font-semibold text-ink underline decoration-brand/40 underline-offset-4 hover:text-brand"
              >
                {errorPage.whatsappLabel}
                <span className="sr-only"> {site.contact.phone} (opens in a new tab)</span>
              </a>
            ) : null}
          </p>
        </div>
      ) : isSet(site.contact.email) ? (
        <p className="max-w-xl text-ink">
          {errorPage.helpByMail}{' '}
          <a
            href={`mailto:${site.contact.email}`}
            className="font-semibold text-ink underline decoration-brand/40 underline-offset-4 hover:text-brand"
          >
            {site.contact.email}
          </a>
        </p>
      ) : null}
      {requestId ? (
        <p className="text-sm text-muted">
          {errorPage.requestReference} <code className="font-mono">{requestId}</code>
        </p>
      ) : error.digest ? (
        <p className="text-sm text-muted">
          {errorPage.reference} <code className="font-mono">{error.digest}</code>
        </p>
      ) : null}
    </div>
  );
}
