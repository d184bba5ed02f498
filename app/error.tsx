'use client';

import { ErrorView } from '@/components/layout/error-view';

// A layout below the root failed to render (the public pages' own error view sits inside their
// layout: app/(site)/error.tsx): the error view in the root layout, without the site's chrome.
export default function RootError({
  error,
  retry,
}: {
  error: Error & { digest?: string };
  retry: () => void;
}) {
  return (
    <main id="main" className="bg-cream">
      <ErrorView error={error} retry={retry} />
    </main>
  );
}
