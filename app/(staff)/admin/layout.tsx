import Link from 'next/link';
import { Logo } from '@/components/layout/logo';
import { SystemAlerts } from '@/components/admin/system-alerts';
import { requireStaff } from '@/lib/auth/session';
import { bannerAlerts } from '@/lib/ops/alert-mail';

// The back office's chrome. Staff and admins only: anonymous visitors sign in first, learners get
// the 403 page (app/forbidden.tsx). Each page and action checks again (requireStaff).
export default async function StaffLayout({ children }: { children: React.ReactNode }) {
  const user = await requireStaff('/admin');
  // What is wrong with the site (no backup, e-mail failing, a job stopped): this instance's look
  // of the last 20 seconds, so the banner costs the pages nothing most of the time.
  const alerts = await bannerAlerts();
  return (
    <div className="min-h-dvh bg-slate-50">
      <header className="flex h-16 items-center justify-between gap-4 border-b border-slate-200 bg-white px-4">
        <Logo />
        <p className="text-sm text-muted">
          {user.name} · {user.role}{' '}
          <Link
            href="/dashboard"
            className="ml-2 font-semibold text-brand underline underline-offset-4"
          >
            Dashboard
          </Link>
        </p>
      </header>
      <SystemAlerts alerts={alerts} admin={user.role === 'admin'} />
      <main id="main" tabIndex={-1} className="mx-auto max-w-5xl px-4 py-8">
        {children}
      </main>
    </div>
  );
}
