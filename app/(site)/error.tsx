'use client';

import { lazy, Suspense } from 'react';

// The view is loaded when a page has failed, not with every page: this boundary is in every public
// page's scripts, and app/global-error.tsx (a chunk group of its own, also on every page) already
// carries the view, which Turbopack would otherwise copy into both. Should loading it fail too (the
// network is gone), the error goes up to app/global-error.tsx, which has the view built in.
const ErrorView = lazy(() =>
  import('@/components/layout/error-view').then((m) => ({ default: m.ErrorView })),
);

// A page of the public site failed to render: the error view inside the site's header and footer.
// (Next logs the error with its digest on the server; see instrumentation.ts.)
export default function SiteError({
  error,
  retry,
}: {
  error: Error & { digest?: string };
  retry: () => void;
}) {
  return (
    // Holds the view's place for the moment the view takes to load, so the footer does not jump.
    <Suspense fallback={<div className="min-h-[60vh]" />}>
      <ErrorView error={error} retry={retry} />
    </Suspense>
  );
}
