import Link from 'next/link';
import { site } from '@/content/site';

// The public pages' chrome. The full header (navigation, trending banner) and footer come with the
// site-shell issue; this keeps identity and the way home on every page meanwhile.
export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:p-3"
      >
        Skip to content
      </a>
      <header className="bg-cream">
        <div className="container-page flex min-h-16 items-center justify-between gap-4">
          <Link href="/" className="font-display text-xl font-bold text-brand">
            {site.name}
          </Link>
          <Link
            href="/your-french-level"
            className="rounded-full bg-brand px-4 py-2 text-sm font-semibold text-white hover:bg-brand-dark"
          >
            Explore Our Courses
          </Link>
        </div>
      </header>
      <main id="main">{children}</main>
      <footer className="bg-ink py-8 text-sm text-white">
        <div className="container-page flex flex-wrap justify-between gap-4">
          <p>
            © {site.since}–{new Date().getFullYear()} {site.name}
          </p>
          <nav aria-label="Legal" className="flex gap-4">
            <Link href="/privacy-policy" className="underline underline-offset-4">
              Privacy Policy
            </Link>
            <Link href="/t&c" className="underline underline-offset-4">
              Terms & Conditions
            </Link>
          </nav>
        </div>
      </footer>
    </>
  );
}
