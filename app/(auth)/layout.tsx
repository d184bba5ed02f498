import { Logo } from '@/components/layout/logo';
import { RouteLink } from '@/components/ui/route-link';
import { copyrightLine } from '@/components/layout/copyright';

// Sign-in, sign-up and password pages: the logo, one card, and the way back to the site.
export default function AuthLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-cream">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-4 focus:left-4 focus:z-50 focus:rounded focus:bg-white focus:p-3 focus:text-ink"
      >
        Skip to content
      </a>
      <header className="container-page flex items-center justify-between gap-4 py-4">
        <Logo />
        <RouteLink
          href="/"
          className="text-sm font-semibold text-brand underline underline-offset-4"
        >
          Back to the site
        </RouteLink>
      </header>
      <main
        id="main"
        tabIndex={-1}
        className="container-page flex flex-1 justify-center py-6 sm:py-10"
      >
        <div className="w-full max-w-md">{children}</div>
      </main>
      <footer className="container-page flex flex-wrap justify-center gap-x-6 gap-y-2 py-6 text-sm text-muted">
        <span>{copyrightLine()}</span>
        <RouteLink href="/t&c" className="underline underline-offset-4">
          Terms and Conditions
        </RouteLink>
        <RouteLink href="/privacy-policy" className="underline underline-offset-4">
          Privacy Policy
        </RouteLink>
        <RouteLink href="/ContactUs" className="underline underline-offset-4">
          Contact us
        </RouteLink>
      </footer>
    </div>
  );
}
