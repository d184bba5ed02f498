/**
 * The school's identity and contact lines, shown in the header, footer, contact section, legal pages
 * and brochure. Values marked SCHOOL TO CONFIRM are defaults the school may replace; values marked
 * SCHOOL SETS are null until the school sets them (a visitor would act on them: call, write), and
 * every page leaves an unset one out (content/school-values.ts).
 */
import { isSet } from '@/content/school-values';

export const site = {
  /** SCHOOL TO CONFIRM: the school's public name. */
  name: 'Gurugram French School',
  shortName: 'French School',
  tagline: 'Affordable French, Immersive Culture',
  description:
    'Live French classes in Gurugram and online: CEFR levels A1 to B2, kids and teens batches, DELF, DALF, TEF and TCF exam preparation, corporate training, translation and interpretation.',
  locale: 'en-IN',
  /** Used when SITE_URL is not set (canonical links, sitemap, QR code). */
  defaultUrl: 'http://localhost:3000',
  city: 'Gurugram, Haryana, India',
  contact: {
    // SCHOOL SETS: the phone and WhatsApp line as visitors should read it, '+91 ' then the ten
    // digits in two groups of five. Until it is set, no page, e-mail or PDF shows a phone line.
    phone: null as string | null,
    // SCHOOL SETS: the same WhatsApp number, digits only with the country code (91 then ten
    // digits), for wa.me links. Until it is set, no WhatsApp link or button is shown.
    whatsapp: null as string | null,
    // SCHOOL SETS: the course-enquiry e-mail address. Until it is set, no e-mail line is shown.
    email: null as string | null,
    office: 'Gurugram, Haryana, India',
    mapsUrl: 'https://www.google.com/maps/search/?api=1&query=Gurugram%2C+Haryana%2C+India',
  },
  /**
   * The social profiles of the footer (spec §2: photo sharing, social network, video channel; the
   * fourth, the messaging app, is the WhatsApp line above). SCHOOL SETS: each profile's full
   * address (https://…). Until one is set, its icon is left out of the footer and the structured data.
   */
  social: {
    instagram: null as string | null,
    facebook: null as string | null,
    youtube: null as string | null,
  },
  /** First year of the copyright line (spec: '© 2024'). */
  since: 2024,
} as const;

/** The wa.me chat link with an optional first message; null while the WhatsApp number is unset. */
export function whatsappLink(text?: string): string | null {
  const n = site.contact.whatsapp;
  if (!isSet(n)) return null;
  return `https://wa.me/${n}${text ? `?text=${encodeURIComponent(text)}` : ''}`;
}

/** The tel: link of the phone line; null while it is unset. */
export function phoneHref(): string | null {
  return isSet(site.contact.phone) ? `tel:${site.contact.phone.replace(/\s/g, '')}` : null;
}

/**
 * How a visitor reaches the school, as the end of a sentence ('…, or call or WhatsApp us on …'),
 * from the lines that are set; the contact form of /ContactUs when none is.
 */
export function reachUs(): string {
  const { phone, email } = site.contact;
  const ways = [
    isSet(phone) ? `call or WhatsApp us on ${phone}` : null,
    isSet(email) ? `write to us at ${email}` : null,
  ].filter(isSet);
  return ways.length
    ? ways.join(' or ')
    : 'send us a message from the Contact Us page of our website';
}

/** 'Questions: …' lines of e-mails, calendar files and PDFs: the set lines, joined; null if none. */
export function contactLine(separator = ', '): string | null {
  const parts = [site.contact.phone, site.contact.email].filter(isSet);
  return parts.length ? parts.join(separator) : null;
}
