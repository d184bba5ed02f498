import Link from 'next/link';
import type { Alert } from '@/lib/ops/alerts';

/**
 * The back office's banner: one short entry per live problem of the site (lib/ops/alerts.ts), on
 * every back-office page: what is wrong, what to do, and for admins the way to the system page.
 */
export function SystemAlerts({ alerts, admin }: { alerts: Alert[]; admin: boolean }) {
  if (!alerts.length) return null;
  return (
    <section
      aria-label="Problems with the site"
      data-testid="system-alerts"
      className="border-b border-red-300 bg-red-50 px-4 py-3 text-red-900"
    >
      <ul className="mx-auto grid max-w-5xl gap-2">
        {alerts.map((a) => (
          <li key={a.cause} className="text-sm break-words">
            <p>
              <strong>{a.title}.</strong> {a.detail}
            </p>
            <p>
              <span className="font-semibold">What to do:</span>{' '}
              {admin ? a.adminAction : a.staffAction}{' '}
              {admin ? (
                <Link href="/admin/system" className="font-semibold underline underline-offset-4">
                  Open the system page
                </Link>
              ) : null}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
