import { playfair } from './fonts';

/**
 * The document every page is rendered in: the root layout's, and the global 404's, which Next
 * renders without any layout (app/global-not-found.tsx).
 */
export function SiteDocument({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-IN" data-scroll-behavior="smooth" className={playfair.variable}>
      <body className="min-h-dvh bg-white font-sans text-ink antialiased">{children}</body>
    </html>
  );
}
