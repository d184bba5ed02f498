import { Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { contactSection } from '@/content/contact';
import { DisplayHeading } from '@/components/ui/display-heading';
import { site, whatsappLink } from '@/content/site';
import { isSet } from '@/content/school-values';

/** "Leave a message for us" (#contact): the school's lines and the contact form (spec §2). */
export function ContactSection({
  headingLevel = 'h2',
  form,
}: {
  headingLevel?: 'h1' | 'h2';
  /**
   * The contact form, from the page: /ContactUs renders it directly; the landing page, where it is
   * below the first screen, renders it deferred (components/home/lazy-sections.tsx). Imported
   * here, its script would be among the first a page loads either way.
   */
  form: ReactNode;
}) {
  // Only the lines the school has set (content/site.ts): an unset one is left out.
  const chat = whatsappLink();
  const lines = [
    ...(chat && isSet(site.contact.phone)
      ? [
          {
            icon: Phone,
            label: contactSection.phoneLabel,
            value: site.contact.phone,
            href: chat,
            external: true,
            hint: contactSection.phoneHint,
          },
        ]
      : []),
    {
      icon: MapPin,
      label: contactSection.officeLabel,
      value: site.contact.office,
      href: site.contact.mapsUrl,
      external: true,
      hint: contactSection.officeHint,
    },
    ...(isSet(site.contact.email)
      ? [
          {
            icon: Mail,
            label: contactSection.emailLabel,
            value: site.contact.email,
            href: `mailto:${site.contact.email}`,
            external: false,
            hint: contactSection.emailHint,
          },
        ]
      : []),
  ];
  return (
    <section id="contact" aria-labelledby="contact-heading" className="bg-cream py-16 sm:py-20">
      <div className="container-page grid gap-10 lg:grid-cols-[2fr_3fr]">
        <div>
          <DisplayHeading id="contact-heading" as={headingLevel} className="text-brand">
            {contactSection.heading}
          </DisplayHeading>
          <p className="mt-4 text-muted">{contactSection.intro}</p>
          <ul className="mt-8 space-y-5">
            {lines.map(({ icon: Icon, label, value, href, external, hint }) => (
              <li key={label} className="flex items-start gap-4">
                <span className="grid size-11 shrink-0 place-items-center rounded-full bg-brand text-white">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <span>
                  <span className="block text-sm font-semibold text-muted">{label}</span>
                  <a
                    href={href}
                    {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                    className="font-semibold text-ink underline decoration-brand/40 underline-offset-4 hover:text-brand"
                  >
                    {value}
                    <span className="sr-only">
                      {' '}
                      ({hint}
                      {external ? ', opens in a new tab' : ''})
                    </span>
                  </a>
                </span>
              </li>
            ))}
          </ul>
        </div>
        {form}
      </div>
    </section>
  );
}
