import type { Metadata } from 'next';
import Link from 'next/link';
import { FormAlert } from '@/components/auth/form-alert';
import { WaitlistConfirmButton } from '@/components/course/waitlist-confirm';
import { levelCourses } from '@/content/courses';
import { waitlistCourseName } from '@/content/waitlist';
import { waitlistConfirmText as t } from '@/content/waitlist-confirm';
import { firstParam } from '@/lib/auth/page-params';
import { confirmState } from '@/lib/waitlist/confirmation';

export const metadata: Metadata = {
  title: t.title,
  robots: { index: false },
  // The link's token must not travel on to other sites in a Referer.
  referrer: 'no-referrer',
};

// /waitlist/confirm?token=…: the page of a waitlist confirmation link. Opening it changes
// nothing (a mail scanner may fetch it); the button confirms (rendered per request: it reads the
// link).
export default async function WaitlistConfirmPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const token = firstParam(await searchParams, 'token') ?? '';
  const { state, course } = await confirmState(token);
  const name = (course && waitlistCourseName(course)) || t.anyCourse;
  const coursePage = levelCourses.find((c) => c.slug === course)?.href ?? '/your-french-level';
  return (
    <div className="container-page max-w-xl py-12 sm:py-16">
      <section className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <h1 className="font-display text-3xl font-bold text-brand">{t.heading}</h1>
        <div className="mt-4">
          {state === 'open' ? (
            <WaitlistConfirmButton token={token} course={name} />
          ) : state === 'confirmed' ? (
            <FormAlert tone="success">{t.already(name)}</FormAlert>
          ) : (
            <FormAlert>{state === 'expired' ? t.expired : t.unknown}</FormAlert>
          )}
        </div>
        <p className="mt-6">
          <Link href={coursePage} className="font-semibold text-brand underline underline-offset-4">
            {t.courses}
          </Link>
        </p>
      </section>
    </div>
  );
}
