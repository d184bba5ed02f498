'use client';

import { ErrorView } from '@/components/layout/error-view';
import { playfair } from './fonts';
import './globals.css';

// The root layout or the public pages' layout failed (errors in a page are caught inside the site's
// chrome by app/(site)/error.tsx): this replaces the root layout, so it brings <html> and <body>.
export default function GlobalError({
  error,
  retry,
}: {
  error: Error & { digest?: string };
  retry: () => void;
}) {
  return (
    <html lang="en-IN" className={playfair.variable}>
      <body className="min-h-dvh bg-cream font-sans text-ink antialiased">
        <main id="main">
          <ErrorView error={error} retry={retry} />
        </main>
      </body>
    </html>
  );
}
