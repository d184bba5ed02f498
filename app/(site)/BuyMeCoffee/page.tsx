import type { Metadata } from 'next';
import { InnerPage, PageSection } from '@/components/pages/inner-page';
import { PointList } from '@/components/pages/inner-page-sections';
import { UpiCard } from '@/components/pages/upi-card';
import { buttonClass } from '@/components/ui/button';
import { RouteLink } from '@/components/ui/route-link';
import { supportUs as page, upiLink } from '@/content/support-us';
import { pageMetadata } from '@/lib/metadata';

// null while the school's UPI ID or payee is unset (content/support-us.ts): no UPI code then.
const link = upiLink();

const path = '/BuyMeCoffee';

export const metadata: Metadata = pageMetadata({
  title: page.title,
  description: link ? page.description : page.descriptionNotOpen,
  path,
});

// Static: the QR code is drawn at build time from content/support-us.ts. Nothing is collected.
export default async function BuyMeCoffeePage() {
  return (
    <InnerPage
      path={path}
      page={page}
      eyebrow="Support us"
      heading={page.heading}
      className="grid max-w-5xl gap-12 md:grid-cols-[1fr_auto]"
    >
      <div className="space-y-10">
        {link ? (
          <PageSection id="how-heading" title={page.how.heading}>
            <ol className="mt-4 list-decimal space-y-3 pl-6 leading-relaxed">
              {page.how.steps.map((s) => (
                <li key={s}>{s}</li>
              ))}
            </ol>
          </PageSection>
        ) : (
          <PageSection id="not-open-heading" title={page.notOpen.heading}>
            {page.notOpen.paragraphs.map((p) => (
              <p key={p} className="mt-4 leading-relaxed">
                {p}
              </p>
            ))}
            <RouteLink href="/ContactUs" className={buttonClass('outline', 'mt-5 px-6')}>
              {page.notOpen.contactLabel}
            </RouteLink>
          </PageSection>
        )}
        {link ? (
          <PointList id="honest-heading" heading={page.honest.heading} items={page.honest.items} />
        ) : null}
        <PageSection id="free-heading" title={page.free.heading}>
          <ul className="mt-4 flex flex-wrap gap-2">
            {page.free.links.map((l) => (
              <li key={l.href}>
                <RouteLink href={l.href} className={buttonClass('outline', 'px-4 text-sm')}>
                  {l.label}
                </RouteLink>
              </li>
            ))}
          </ul>
        </PageSection>
      </div>
      {link ? <UpiCard link={link} /> : null}
    </InnerPage>
  );
}
