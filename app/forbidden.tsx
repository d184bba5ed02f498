import type { Metadata } from 'next';
import Link from 'next/link';
import { buttonClass } from '@/components/ui/button';
import { forbiddenPage as t } from '@/content/accounts';

export const metadata: Metadata = { title: t.title, robots: { index: false } };

// 403: a signed-in account without the role a page needs (a learner opening /admin).
export default function Forbidden() {
  return (
    <main
      id="main"
      className="container-page flex min-h-[60vh] flex-col items-center justify-center gap-6 py-16 text-center"
    >
      <p className="font-display text-5xl font-bold text-brand">403</p>
      <h1 className="font-display text-3xl font-bold text-ink">{t.heading}</h1>
      <p className="max-w-md text-muted">{t.body}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link href="/dashboard" className={buttonClass('primary', 'min-h-12 px-8')}>
          {t.dashboard}
        </Link>
        <Link href="/" className={buttonClass('outline', 'min-h-12 px-8')}>
          {t.home}
        </Link>
      </div>
    </main>
  );
}
