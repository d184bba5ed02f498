'use client';

import { ErrorView } from '@/components/layout/error-view';

// A page of the public site failed to render: the error view inside the site's header and footer.
// (Next logs the error with its digest on the server; see instrumentation.ts.)
export default function SiteError({
  error,
  retry,
}: {
  error: Error & { digest?: string };
  retry: () => void;
}) {
  return <ErrorView error={error} retry={retry} />;
}
