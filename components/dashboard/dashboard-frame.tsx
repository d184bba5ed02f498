'use client';

import { Award, BriefcaseBusiness, Gift, House, ListChecks, Menu, Search } from 'lucide-react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useRef, useState, type ReactNode } from 'react';
import { Logo } from '@/components/layout/logo';
import { LearnerMotion } from '@/components/learner/motion';
import { Dialog } from '@/components/ui/dialog';
import { dashboardNav, dashboardText as t } from '@/content/dashboard';
import { FeedbackDialog } from './feedback-dialog';
import { LessonRequestDialog } from './lesson-request-dialog';
import { UserMenu } from './user-menu';
import { DrawerHeader } from '@/components/ui/drawer-header';

const icons = { home: House, gift: Gift, award: Award } as const;

export type FrameUser = { name: string; email: string; staff: boolean };

function isActive(pathname: string, href: string) {
  if (href === '/dashboard') return pathname === '/dashboard' || pathname === '/dashboard/home';
  return pathname === href || pathname.startsWith(href + '/');
}

/** The sidebar's contents: the area's pages, practice, feedback, and the user menu. */
export function SidebarContent({ user, onNavigate }: { user: FrameUser; onNavigate?: () => void }) {
  const pathname = usePathname();
  const row =
    'flex min-h-11 items-center gap-3 rounded-lg px-3 font-semibold hover:bg-cream text-ink';
  return (
    <div className="flex h-full flex-col gap-4 p-3">
      <nav aria-label={t.areaLabel}>
        <ul className="grid gap-1">
          {dashboardNav.map((item) => {
            const Icon = icons[item.icon];
            const active = isActive(pathname, item.href);
            return (
              <li key={item.href}>
                <Link
                  href={item.href}
                  onClick={onNavigate}
                  aria-current={active ? 'page' : undefined}
                  className={`${row} ${active ? 'bg-brand-light text-brand' : ''}`}
                >
                  <Icon aria-hidden="true" className="size-5 text-brand" />
                  {item.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <ul className="grid gap-1 border-t border-slate-200 pt-4">
        <li>
          <LessonRequestDialog />
        </li>
        <li>
          <Link href="/Quiz" className={row}>
            <ListChecks aria-hidden="true" className="size-5 text-brand" />
            {t.quizzes}
          </Link>
        </li>
        {user.staff ? (
          <li>
            <Link href="/admin" prefetch={false} className={row}>
              <BriefcaseBusiness aria-hidden="true" className="size-5 text-brand" />
              {t.backOffice}
            </Link>
          </li>
        ) : null}
        <li>
          <FeedbackDialog />
        </li>
      </ul>
      <div className="mt-auto border-t border-slate-200 pt-3">
        <UserMenu name={user.name} email={user.email} />
      </div>
    </div>
  );
}

/** The top bar: the menu button (below 1024 px) and the logo. */
export function TopBar({
  buttonRef,
  open,
  onOpen,
  sticky = true,
  controls = 'dashboard-menu',
  alwaysShowButton = false,
  search = false,
}: {
  /** The lesson search (the three dashboard pages). */
  search?: boolean;
  buttonRef?: React.Ref<HTMLButtonElement>;
  open: boolean;
  onOpen: () => void;
  sticky?: boolean;
  /** The id of what the menu button opens. */
  controls?: string;
  /** The preview route shows the button at every width. */
  alwaysShowButton?: boolean;
}) {
  return (
    <header
      className={`${sticky ? 'sticky top-0 z-30' : ''} flex h-16 items-center gap-3 border-b border-slate-200 bg-white px-4`}
    >
      <button
        ref={buttonRef}
        type="button"
        onClick={onOpen}
        aria-expanded={open}
        aria-controls={controls}
        className={`grid size-11 place-items-center rounded-full text-ink hover:bg-brand-light ${alwaysShowButton ? '' : 'lg:hidden'}`}
      >
        <Menu aria-hidden="true" className="size-6" />
        <span className="sr-only">{t.menu}</span>
      </button>
      <Logo />
      {search ? (
        <form
          role="search"
          action="/french-course-layout"
          method="get"
          className="relative ml-auto hidden w-full max-w-sm sm:block"
        >
          <label htmlFor="lesson-search" className="sr-only">
            {t.searchLabel}
          </label>
          <Search
            aria-hidden="true"
            className="absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted"
          />
          <input
            id="lesson-search"
            name="q"
            type="search"
            maxLength={80}
            placeholder={t.searchPlaceholder}
            className="min-h-11 w-full rounded-full border border-slate-300 bg-white py-2 pr-4 pl-10 text-ink"
          />
        </form>
      ) : null}
    </header>
  );
}

/**
 * The learner area's frame (spec §2): a top bar with the logo, and the sidebar; below 1024 px a
 * menu button slides the sidebar in as a modal drawer (focus kept inside, Escape closes, focus
 * back on the button), as the site's mobile menu does.
 */
export function DashboardFrame({ user, children }: { user: FrameUser; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const pathname = usePathname();
  return (
    <LearnerMotion>
      <div className="min-h-dvh bg-slate-50">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:top-4 focus:left-4 focus:z-50 focus:rounded focus:bg-white focus:p-3 focus:text-ink"
        >
          Skip to content
        </a>
        <TopBar
          buttonRef={button}
          open={open}
          onOpen={() => setOpen(true)}
          search={pathname.startsWith('/dashboard')}
        />
        <div className="lg:grid lg:grid-cols-[16rem_1fr]">
          <aside className="sticky top-16 hidden h-[calc(100dvh-4rem)] border-r border-slate-200 bg-white lg:block">
            <SidebarContent user={user} />
          </aside>
          <main id="main" tabIndex={-1} className="min-w-0 px-4 py-6 sm:px-8 sm:py-8">
            {children}
          </main>
        </div>
        <Dialog
          open={open}
          onClose={() => setOpen(false)}
          labelledBy="dashboard-menu-title"
          returnFocusRef={button}
          variant="drawer"
          className="right-auto! left-0! starting:-translate-x-full!"
        >
          <div id="dashboard-menu" className="flex h-full flex-col">
            <DrawerHeader
              titleId="dashboard-menu-title"
              closeLabel={t.closeMenu}
              onClose={() => setOpen(false)}
            />
            <div className="flex-1 overflow-y-auto">
              <SidebarContent user={user} onNavigate={() => setOpen(false)} />
            </div>
          </div>
        </Dialog>
      </div>
    </LearnerMotion>
  );
}
