import Link from 'next/link';
import type { ReactNode } from 'react';

/** A back-office page's link back to its list and its heading. */
export function AdminPageHeading({
  children,
  back = { href: '/admin', label: 'Inbox' },
}: {
  children: ReactNode;
  back?: { href: string; label: string };
}) {
  return (
    <>
      <p>
        <Link href={back.href} className="text-sm font-semibold text-brand underline">
          ← {back.label}
        </Link>
      </p>
      <h1 className="mt-2 font-display text-3xl font-bold text-brand">{children}</h1>
    </>
  );
}
