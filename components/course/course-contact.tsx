/** The course page's contact block: the school's phone, WhatsApp and e-mail, or the callback. */
import { Mail, Phone } from 'lucide-react';
import { buttonClass } from '@/components/ui/button';
import type { CourseDetails } from '@/content/courses/types';
import { coursePageText as t } from '@/content/courses/page-text';
import { phoneHref, site, whatsappLink } from '@/content/site';
import { isSet } from '@/content/school-values';
import { CallbackButton } from './callback-button';
import { Section } from './course-section';

/** The contact block's lines: only those the school has set (content/site.ts). */
function courseContactLines(whatsappText: string) {
  const phone = phoneHref();
  const chat = whatsappLink(whatsappText);
  const lines: {
    href: string;
    label: string;
    Icon: typeof Phone;
    external: boolean;
    breakAll: boolean;
  }[] = [];
  if (phone && isSet(site.contact.phone))
    lines.push({
      href: phone,
      label: site.contact.phone,
      Icon: Phone,
      external: false,
      breakAll: false,
    });
  if (chat)
    lines.push({ href: chat, label: t.whatsapp, Icon: Phone, external: true, breakAll: false });
  if (isSet(site.contact.email))
    lines.push({
      href: `mailto:${site.contact.email}`,
      label: site.contact.email,
      Icon: Mail,
      external: false,
      breakAll: true,
    });
  return lines;
}

const contactColumns = ['', 'sm:grid-cols-2', 'sm:grid-cols-3'];

export function CourseContact({ course, layout }: { course: CourseDetails; layout: 'b1' | 'b2' }) {
  const contactLines = courseContactLines(`Hello! I am interested in the ${course.courseName}.`);
  return (
    <>
      {/* Without a phone or e-mail line, the B2 page's callback block above already offers it. */}
      {contactLines.length || layout !== 'b2' ? (
        <Section
          id="contact"
          title={t.contactTitle}
          intro={contactLines.length ? t.contactText : t.contactCallbackText}
        >
          {contactLines.length ? (
            <ul className={`grid gap-4 ${contactColumns[contactLines.length - 1]}`}>
              {contactLines.map(({ href, label, Icon, external, breakAll }) => (
                <li key={href}>
                  <a
                    href={href}
                    {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                    className={`flex items-center gap-3 rounded-xl bg-cream p-4 font-semibold text-ink hover:text-brand ${breakAll ? 'break-all' : ''}`}
                  >
                    <Icon aria-hidden="true" className="size-6 shrink-0 text-brand" />
                    {label}
                    {external ? <span className="sr-only"> (opens in a new tab)</span> : null}
                  </a>
                </li>
              ))}
            </ul>
          ) : (
            <CallbackButton course={course.slug} className={buttonClass('primary', 'py-3')}>
              {t.requestCallback}
            </CallbackButton>
          )}
        </Section>
      ) : null}
    </>
  );
}
