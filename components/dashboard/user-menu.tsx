'use client';

import { ChevronUp, LogOut, MonitorSmartphone, UserRound } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { dashboardText as t } from '@/content/dashboard';
import { signOut } from '@/lib/auth/client';
import { postJson } from '@/lib/forms/submit';

/**
 * The user menu (spec §2, §4): the learner's name; it toggles 'Log out', and 'Log out on every
 * device', which ends every session of the account (its sessionVersion) before this one.
 */
export function UserMenu({ name, email }: { name: string; email: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const logOut = async (everywhere: boolean) => {
    setBusy(true);
    setFailed(false);
    if (everywhere) {
      // The other devices' sessions end on the server; if that fails, this one stays signed in
      // and says so, rather than leaving the learner believing every device is logged out. A 401
      // means this session had already ended: the log-in page is the right place then.
      const r = await postJson('/api/account/sign-out-everywhere', {});
      if (!r.ok && r.status !== 401) {
        setBusy(false);
        setFailed(true);
        return;
      }
    }
    try {
      await signOut();
    } finally {
      // A full page load on purpose: no page rendered for the old session stays in the router cache.
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination
      window.location.assign('/log-in?signedOut=1');
    }
  };

  return (
    <div className="relative">
      {open ? (
        <ul
          id={`${id}-menu`}
          className="absolute bottom-full left-0 mb-2 grid w-full gap-1 rounded-xl bg-white p-2 shadow-lg ring-1 ring-slate-200"
        >
          <MenuItem disabled={busy} onClick={() => void logOut(false)} className="font-semibold">
            <LogOut aria-hidden="true" className="size-5 text-brand" />
            {busy ? t.loggingOut : t.logOut}
          </MenuItem>
          <MenuItem disabled={busy} onClick={() => void logOut(true)} className="text-left text-sm">
            <MonitorSmartphone aria-hidden="true" className="size-5 shrink-0 text-muted" />
            {t.logOutEverywhere}
          </MenuItem>
          {failed ? (
            <li role="alert" className="px-3 py-2 text-sm text-red-700">
              {t.logOutEverywhereFailed}
            </li>
          ) : null}
        </ul>
      ) : null}
      <button
        type="button"
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        aria-label={`${t.accountMenu}: ${name}`}
        className="flex min-h-12 w-full items-center gap-3 rounded-xl px-3 py-2 text-left hover:bg-cream"
      >
        <span className="grid size-9 shrink-0 place-items-center rounded-full bg-brand-light text-brand">
          <UserRound aria-hidden="true" className="size-5" />
        </span>
        <span className="min-w-0 flex-1">
          <span className="block truncate font-semibold text-ink">{name}</span>
          <span className="block truncate text-xs text-muted">{email}</span>
        </span>
        <ChevronUp
          aria-hidden="true"
          className={`size-5 text-muted transition-transform motion-reduce:transition-none ${open ? '' : 'rotate-180'}`}
        />
      </button>
    </div>
  );
}

/** One of the menu's actions: a full-width button (its icon, then its words) in a list item. */
function MenuItem({
  disabled,
  onClick,
  className,
  children,
}: {
  disabled: boolean;
  onClick: () => void;
  /** The classes beside the row's own (its weight, size and alignment). */
  className: string;
  children: ReactNode;
}) {
  return (
    <li>
      <button
        type="button"
        disabled={disabled}
        onClick={onClick}
        className={`flex min-h-11 w-full items-center gap-3 rounded-lg px-3 text-ink hover:bg-cream disabled:opacity-70 ${className}`}
      >
        {children}
      </button>
    </li>
  );
}
