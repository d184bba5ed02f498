import type { Metadata } from 'next';
import Image from 'next/image';
import { InnerPage, PageSection } from '@/components/pages/inner-page';
import { buttonClass } from '@/components/ui/button';
import { RouteLink } from '@/components/ui/route-link';
import { meetTheTeam as page, teamMembers, teamRoles } from '@/content/about';
import { contentMetadata } from '@/lib/metadata';

const path = '/MeetTheTeam';

export const metadata: Metadata = contentMetadata(page, path);

// The team as roles and qualifications; people appear once the school adds them (content/about.ts).
export default function MeetTheTeamPage() {
  return (
    <InnerPage path={path} page={page} eyebrow="About us" className="max-w-6xl space-y-14">
      {teamMembers.length ? (
        <PageSection id="people-heading" title={page.peopleHeading}>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {teamMembers.map((m) => (
              <li
                key={m.name}
                className="rounded-2xl bg-white p-5 text-center shadow-sm ring-1 ring-slate-200"
              >
                {m.photo ? (
                  <Image
                    src={m.photo}
                    alt=""
                    width={160}
                    height={160}
                    className="mx-auto size-32 rounded-full object-cover"
                  />
                ) : null}
                <h3 className="mt-3 text-lg font-semibold">{m.name}</h3>
                <p className="text-brand">{m.role}</p>
                <p className="mt-1 text-sm text-muted">{m.qualification}</p>
              </li>
            ))}
          </ul>
        </PageSection>
      ) : null}
      <PageSection id="roles-heading" title={page.rolesHeading}>
        <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {teamRoles.map((r) => (
            <li key={r.role} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <h3 className="font-display text-xl font-bold text-brand">{r.role}</h3>
              <ul className="mt-3 flex flex-wrap gap-2" aria-label="Qualifications">
                {r.qualifications.map((q) => (
                  <li key={q} className="rounded-full bg-cream px-3 py-1 text-sm font-semibold">
                    {q}
                  </li>
                ))}
              </ul>
              <p className="mt-3 leading-relaxed">{r.does}</p>
            </li>
          ))}
        </ul>
      </PageSection>
      <section aria-labelledby="join-heading" className="rounded-2xl bg-cream p-6 sm:p-10">
        <h2 id="join-heading" className="font-display text-2xl font-bold text-brand">
          {page.join.heading}
        </h2>
        <p className="mt-2 text-lg">{page.join.body}</p>
        <RouteLink href={page.join.link.href} className={buttonClass('primary', 'mt-5 px-6')}>
          {page.join.link.label}
        </RouteLink>
      </section>
    </InnerPage>
  );
}
